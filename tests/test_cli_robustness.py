"""Whatever the input, the command line answers with JSON (exit 0) or exactly one ``error:`` line (exit 2).

Thousands of randomly broken inputs (seeded, so every run is the same) go through ``calculator.cli.main`` in
this process: wrong types in every field, missing fields, shuffled, cut and garbled PHH actions, mangled TOML
text, odd rule overrides. No exception may escape, an error must leave stdout empty, and a settlement that
succeeds must still conserve the chips.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from calculator.cli import main

HANDS = Path(__file__).parent / "data" / "phh"
VALUES: list[Any] = [None, True, False, 0, -1, 1, 2**70, 1.5, 1.0, "", " ", "x", "NT", "FT", "AcAd", "\u00e9",
                     [], {}, [0], [None], ["a"], [1, 2], [-100, 100, 0], [0.5, 1, 1], [1000, 0, 1000],
                     [0, 0, 0, 0], {"a": 1}, ["p1 cc"]]  # fmt: skip
ACTIONS = ["p1 cc", "p1 f", "p2 cbr 100000", "p3 cbr", "p3 cbr 300 400", "d db", "d db 2s", "d db 2s7h9sJd",
           "d dh p4 AcAd", "d dh p0 AcAd", "d dh p1", "p1 sm", "p1 sm -", "p1 sm ????", "p1 sm Ac", "p1 sm AcAdAh",
           "p1", "", " ", "#", "p1 cc # x", "d dh p1 ????", "p1 cbr 0", "p1 cbr -1", "p1 cbr 1e9", "p1 cbr \uff19",
           "d db ??????", "pp cc", "p01 cc", "P1 cc", "p1 CC", "d   db 2s7h9s", "p1\tcc", "p3 cbr 1000",
           "p3 cbr 999", "d dh p2 AcAd"]  # fmt: skip
RULES = [None, "{}", '{"raise_cap": 0}', '{"raise_cap": null, "limit_reopen": "full_bet"}', '{"odd_chips": 1}', "["]
BASE: dict[str, Any] = {
    "variant": "NT",
    "antes": [0, 0, 0],
    "blinds_or_straddles": [50, 100, 0],
    "min_bet": 100,
    "starting_stacks": [1000, 1000, 1000],
    "players": ["A", "B", "C"],
    "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 300", "p1 cc", "p2 cc", "d db 2s7h9s",
                "p1 cc", "p2 cc", "p3 cc", "d db Jd", "d db 4c", "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"],
}  # fmt: skip


def answer(args: list[str], stdin: str) -> tuple[int, str, str]:
    """Run the command line in this process; any exception escaping it fails the test."""
    out, err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), io.StringIO()  # binary beneath, like sys.stdout
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8", "surrogatepass"))))
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(args)
    out.flush()
    return status, out.buffer.getvalue().decode(), err.getvalue()


def check(args: list[str], stdin: str) -> Any:
    status, out, err = answer(args, stdin)
    if status == 2:
        assert out == "" and err.startswith("error: ") and err.count("\n") == 1, (args, stdin, err)
        return None
    assert status == 0 and err == "", (args, stdin, status, err)
    return json.loads(out)


def broken_history(rng: random.Random) -> dict[str, Any]:
    history = json.loads(json.dumps(BASE))
    for _ in range(rng.randint(1, 3)):
        choice = rng.random()
        if choice < 0.35:
            history[rng.choice([*history, "small_bet", "big_bet", "extra"])] = rng.choice(VALUES)
        elif choice < 0.45:
            history.pop(rng.choice(list(history)), None)
        elif choice < 0.9 and isinstance(history.get("actions"), list) and history["actions"]:
            actions = history["actions"]
            at = rng.randrange(len(actions) + 1)
            how = rng.random()
            if how < 0.4:
                actions.insert(at, rng.choice(ACTIONS))
            elif how < 0.7 and at < len(actions):
                del actions[at]
            else:
                del actions[at:]
        else:
            history.update(variant="FT", small_bet=100, big_bet=200)
            history.pop("min_bet", None)
    return history


def test_broken_hand_histories_in_json() -> None:
    rng = random.Random(20261130)
    answered = errors = 0
    for _ in range(1500):
        text = json.dumps(broken_history(rng))
        for command in ("play", "options"):
            rules = rng.choice(RULES)
            result = check([command, "-", *([] if rules is None else ["--rules", rules])], text)
            answered += result is not None
            errors += result is None
    assert answered > 50 and errors > 1000, (answered, errors)  # both sides of the contract are exercised


def test_garbled_toml_text() -> None:
    source = (HANDS / "seed_four_players_split.phh").read_text(encoding="utf-8")
    alphabet = [*"\"[]=,#\n 0123456789-pdhcbrfsm?.eE+_NTFxX\\'{}", "\u00e9", "\x00", "\t", "\r"]
    rng = random.Random(7)
    answered = 0
    for _ in range(1500):
        chars = list(source)
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(chars))
            how = rng.random()
            if how < 0.4:
                chars[at] = rng.choice(alphabet)
            elif how < 0.7:
                del chars[at]
            else:
                chars.insert(at, rng.choice(alphabet))
        text = "".join(chars)
        answered += check(["play", "-"], text) is not None
        check(["options", "-"], text)
    assert answered > 50, answered


def test_broken_settle_inputs() -> None:
    rng = random.Random(5)
    values: list[Any] = [*VALUES, 2**53, 2**53 - 1, "\x00", "2s7h9sJd4c", "AcAd"]
    settled = 0
    for _ in range(4000):
        players = []
        for _ in range(rng.randint(0, 5)):
            player: dict[str, Any] = {"name": rng.choice(["A", "B", "C", "D", rng.choice(values)]),
                                      "contributed": rng.choice([0, 10, 100, rng.choice(values)])}  # fmt: skip
            for key in ("folded", "rank", "cards", "dead", "extra"):
                if rng.random() < 0.4:
                    player[key] = rng.choice([*values, 1, 2, 3])
            if rng.random() < 0.1:
                del player["name"]
            players.append(player)
        data: Any = {"players": players}
        if rng.random() < 0.3:
            data["board"] = rng.choice(values)
        if rng.random() < 0.05:
            data = rng.choice(values)
        rules = rng.choice(RULES)
        result = check(["settle", *([] if rules is None else ["--rules", rules])], json.dumps(data))
        if result is not None:
            settled += 1
            assert sum(result["payouts"].values()) == sum(p["contributed"] for p in data["players"])
            assert sum(result["net"].values()) == 0
    assert settled > 10, settled
