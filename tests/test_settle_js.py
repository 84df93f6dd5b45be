"""The browser engine (docs/assets/js/settle.js, run under Node) agrees with the Python engine.

Every case goes through both engines: when Python settles it, the JavaScript output must be identical (keys in
the same order); when Python rejects it, JavaScript must reject it with the same error class. All cases go
through ONE node process (tests/js/settle_batch.js).
"""

from __future__ import annotations

import json
import random
import string
import subprocess
from pathlib import Path
from typing import Any

from jsrun import node, rule_book

from calculator import TDA, CalculatorError, hand_key, rules_from_json, settle_json
from calculator.hand import MAX_CHIPS, MAX_PLAYERS
from calculator.json_input import hand_from_json
from calculator.rules import OPTIONS, PRESETS
from calculator.settlement import settle

ROOT = Path(__file__).resolve().parent.parent
BATCH = ROOT / "tests" / "js" / "settle_batch.js"
SETTLE_JS = ROOT / "docs" / "assets" / "js" / "settle.js"
VECTORS = ROOT / "tests" / "vectors" / "settle_examples.json"
RANDOM_CASES = 10_000

NAMES = [
    "Ahmose",
    "Nefertari",
    "Ramses",
    "Tiya",
    "Ахмос",
    "Нефертари",
    "احمس",
    "نفرتاری",
    "رامسس",
    "Raha",
    "Kian",
    "Mina",
    "Omid",
    "<img src=x onerror=alert(1)>",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "a b",
    " padded ",
    "\u00a0x",
    "x\ufeff",
    "😀",
    "é",
    "e\u0301",
    "Ω",
    "0x1",
    "-1",
    "1.5",
    "007",
    "null",
]
# Strings JavaScript objects list first (array indices): only their key order may differ, see settle.js.
INDEX_NAMES = ["0", "1", "2", "17", "4294967294"]
# Names without a visible character: spaces (Python's and JavaScript's differ), zero-width, format and control
# characters, a lone combining mark, and the letters and symbols that show nothing.
BLANK_NAMES = ["", " ", "\t", "\x1c", "\x85", "\u3000", "\u2028 \u00a0", "\u200b", "\u200d\u2060", "\ufeff",
               "\x07", "\u202e", "\u0301", "\u3164", "\u2800", "\U000e0041"]  # fmt: skip
SMALLEST_CHIPS = [1, 2, 5, 25, 100, 1000]
BAD_SMALLEST_CHIPS: list[Any] = [0, -25, 2.5, "25", True, None, [], 2**53]


def run_js(cases: list[dict[str, Any]], book: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Settle every case in one node process, reading rules by ``book`` (the engine's rule book unless given);
    return its JSON answers in order."""
    text = json.dumps(book or rule_book()) + "\n" + "".join(json.dumps(case) + "\n" for case in cases)
    done = subprocess.run([node(), str(BATCH)], input=text, capture_output=True, text=True, check=True, timeout=120)
    answers = []
    for line in done.stdout.split("\n")[:-1]:
        answer = dict(json.loads(line, object_pairs_hook=_pairs)["__pairs__"])
        if "error" in answer:
            answer["error"] = dict(answer["error"]["__pairs__"])
        answers.append(answer)
    assert len(answers) == len(cases)
    return answers


def _pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
    return {"__pairs__": items}


def ordered(value: Any) -> Any:
    """A Python value with every dict turned into its list of (key, value) pairs, so order counts."""
    if isinstance(value, dict):
        if "__pairs__" in value and len(value) == 1:
            return [(k, ordered(v)) for k, v in value["__pairs__"]]
        return [(k, ordered(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [ordered(v) for v in value]
    return value


def unordered(value: Any) -> Any:
    """Like ``ordered`` but with keys sorted: for names JavaScript objects must reorder."""
    value = ordered(value)
    if isinstance(value, list) and value and all(isinstance(p, tuple) for p in value):
        return sorted((k, unordered(v)) for k, v in value)
    if isinstance(value, list):
        return [unordered(v) for v in value]
    return value


def is_array_index(name: Any) -> bool:
    return isinstance(name, str) and name.isdigit() and str(int(name)) == name and int(name) < 2**32 - 1


def python_answer(case: dict[str, Any]) -> dict[str, Any]:
    """The Python engine's answer: its output, raw layers and odd-chip receivers, or its error class."""
    data = json.loads(json.dumps(case["input"]))
    try:
        rules = rules_from_json(case["rules"]) if case.get("rules") is not None else TDA
        output = settle_json(data, rules)
        settlement = settle(hand_from_json(data), rules)
    except CalculatorError as error:
        return {"error": type(error).__name__}
    layers = [
        [layer.floor, layer.ceiling, list(layer.paid), list(layer.eligible), layer.ante] for layer in settlement.layers
    ]
    return {
        "ok": output,
        "layers": layers,
        "odd_chips": [list(pot.odd_chips) for pot in settlement.pots],
        "pot_layers": [list(pot.layers) for pot in settlement.pots],
    }


def python_error(case: dict[str, Any]) -> str:
    """The Python engine's error message for a case it rejects."""
    try:
        settle_json(json.loads(json.dumps(case["input"])))
    except CalculatorError as error:
        return str(error)
    return ""


def cards_decide_a_pot(case: dict[str, Any]) -> bool:
    """True when the hand uses cards and some pot has two or more contenders (the browser needs ranks there)."""
    hand = hand_from_json(json.loads(json.dumps(case["input"])))
    if not any(p.cards for p in hand.players):
        return False
    return any(len(pot.eligible) > 1 for pot in settle(hand).pots)


def js_error(js: dict[str, Any]) -> dict[str, str]:
    """The JavaScript error of an answer (code, kind, message)."""
    return js["error"]


def assert_same(case: dict[str, Any], py: dict[str, Any], js: dict[str, Any]) -> None:
    """The agreement every case must show."""
    if "error" in py:
        assert "error" in js, f"Python rejects ({py['error']}) but JavaScript accepts: {case}"
        assert js_error(js)["kind"] == py["error"], f"different errors for {case}: {py} / {js_error(js)}"
        return
    if "error" in js and cards_decide_a_pot(case):
        assert js_error(js)["code"] == "cards_unsupported", f"{case}: {js_error(js)}"
        return
    assert "error" not in js, f"Python settles but JavaScript rejects: {case}: {js_error(js)}"
    assert (js["layers"], js["odd_chips"]) == (py["layers"], py["odd_chips"]), f"different layers: {case}"
    assert js["pot_layers"] == py["pot_layers"], f"different layers in the pots: {case}"
    players = case["input"]["players"]
    if any(is_array_index(p.get("name")) for p in players):
        assert unordered(js["ok"]) == unordered(py["ok"]), case
    else:
        assert ordered(js["ok"]) == ordered(py["ok"]), case


# ---- cases ----


def seed_examples() -> list[dict[str, Any]]:
    """The worked examples of the lessons (source: shared/seeds), as settle inputs with ranks."""
    three = [("Ahmose", 2000, 1), ("Nefertari", 5000, 2), ("Ramses", 12000, 3)]
    cases: list[dict[str, Any]] = [
        {"players": [{"name": n, "contributed": c, "folded": False, "rank": r} for n, c, r in three]},
        {
            "players": [
                {"name": "Ramses", "contributed": 300, "folded": True},
                {"name": "Tiya", "contributed": 1500, "rank": 1},
                {"name": "Ahmose", "contributed": 4000, "rank": 2},
                {"name": "Nefertari", "contributed": 4000, "rank": 2},
            ]
        },
        # the 3,350 pot split three ways: two odd chips
        {
            "players": [
                {"name": "Nefertari", "contributed": 1117, "rank": 1},
                {"name": "Ramses", "contributed": 1117, "rank": 1},
                {"name": "Tiya", "contributed": 1116, "rank": 1},
            ]
        },
        {
            "players": [
                {"name": "Raha", "contributed": 40, "rank": 3},
                {"name": "Kian", "contributed": 100, "rank": 2},
                {"name": "Mina", "contributed": 160, "rank": 1},
            ]
        },
        {
            "players": [
                {"name": "Omid", "contributed": 20, "folded": True},
                {"name": "Raha", "contributed": 40, "rank": 1},
                {"name": "Kian", "contributed": 100, "rank": 2},
                {"name": "Mina", "contributed": 160, "rank": 3},
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r}
                for n, c, r in (("A", 30, 4), ("B", 70, 3), ("C", 120, 1), ("D", 120, 2))
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r} for n, c, r in (("A", 50, 1), ("B", 120, 2), ("C", 120, 2))
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r} for n, c, r in (("A", 100, 2), ("B", 300, 1), ("C", 1000, 3))
            ]
        },
    ]
    return [{"input": c, "rules": rules} for c in cases for rules in (None, *rule_variants())]


def option_values() -> list[dict[str, Any]]:
    """Every value of every rule option (the engine's, calculator/rules.py), a count as two whole numbers."""
    return [
        {option.name: value}
        for option in OPTIONS
        for value in (option.values if "count" not in option.values else (0, 7, "none"))
    ]


def rule_variants() -> list[dict[str, Any]]:
    """Every preset by name, and every value of every rule option over the default preset."""
    return [{"name": name} for name in PRESETS] + option_values()


def with_ranks(data: dict[str, Any]) -> dict[str, Any]:
    """The same hand with each player's cards replaced by his rank among the hands still in (1 = best)."""
    hand = hand_from_json(data)
    keys = {p.name: hand_key((*p.cards, *(hand.board or ()))) for p in hand.players if p.cards is not None}
    better = sorted(set(keys.values()), reverse=True)
    players = []
    for entry in data["players"]:
        player = {k: v for k, v in entry.items() if k != "cards"}
        if entry["name"] in keys:
            player["rank"] = better.index(keys[entry["name"]]) + 1
        players.append(player)
    return {**{k: v for k, v in data.items() if k != "board"}, "players": players}


def vector_examples() -> list[dict[str, Any]]:
    """The engine tests' shared vectors (tests/vectors/settle_examples.json), cards turned into ranks."""
    examples = json.loads(VECTORS.read_text(encoding="utf-8"))["examples"]
    return [{**example, "input": with_ranks(example["input"])} for example in examples]


def _contribution(rng: random.Random, mode: str, n: int, levels: list[int]) -> int:
    if rng.random() < 0.12:
        return 0
    if mode == "small":
        return rng.randint(0, 25)
    if mode == "round":
        return rng.randint(0, 60) * 50
    if mode == "levels":
        return rng.choice(levels)
    if mode == "large":
        return rng.randint(0, MAX_CHIPS // max(1, n - 1))
    return rng.randint(0, 10**9)


def _cards(rng: random.Random, count: int) -> list[str]:
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    return rng.sample(deck, count)


def random_case(rng: random.Random) -> dict[str, Any]:
    """A random hand: 1-10 players, folds, ties, dead money, zero and huge contributions, odd chips, a smallest
    chip (usually one every amount is a multiple of)."""
    n = rng.randint(1, 10)
    pool = NAMES + INDEX_NAMES if rng.random() < 0.1 else NAMES
    names = rng.sample(pool, n)
    mode = rng.choice(["small", "small", "round", "levels", "levels", "large", "wide"])
    levels = sorted(rng.sample(range(1, 200), 3))
    tie_depth = rng.randint(1, n)
    table_ante = rng.choice([0, 0, 0, 5, 10, 25]) if mode != "large" else 0  # own antes: some stacks short of them
    players: list[dict[str, Any]] = []
    for name in names:
        contributed = _contribution(rng, mode, n, levels)
        player: dict[str, Any] = {"name": name, "contributed": contributed}
        if rng.random() < 0.2 and contributed:
            player["dead"] = rng.randint(0, min(contributed, 10))
        if table_ante and rng.random() < 0.9:
            player["ante"] = min(table_ante, contributed - player.get("dead", 0))
        if rng.random() < 0.3:
            player["folded"] = True
        elif rng.random() < 0.3:
            player["folded"] = False
        player["rank"] = rng.randint(1, tie_depth)
        players.append(player)
    data: dict[str, Any] = {"players": players}
    if rng.random() < 0.3:
        chip = rng.choice(SMALLEST_CHIPS)
        data["smallest_chip"] = chip
        if rng.random() < 0.85 and mode != "large":  # counted in whole smallest chips (else: an input error)
            for player in players:
                player["contributed"] *= chip
                for key in ("dead", "ante"):
                    if key in player:
                        player[key] *= chip
    if rng.random() < 0.05:
        dealt = _cards(rng, 5 + 2 * n)
        data["board"] = "".join(dealt[:5])
        for i, player in enumerate(players):
            del player["rank"]
            player["cards"] = dealt[5 + 2 * i] + " " + dealt[6 + 2 * i]
    if rng.random() < 0.3:
        mutate(rng, data)
    rules = rng.choice([None, None, *rule_variants(), *({"name": n, **v} for n in PRESETS for v in option_values())])
    if rng.random() < 0.03:
        rules = rng.choice(
            [
                {"odd_chips": "first"},
                {"colour": 1},
                [],
                {"raise_cap": -1},
                {"raise_cap": "none"},
                {"showdown": "home"},
                {"name": "casino"},
                {"name": None},
                {"name": "tda", "limit_reopen": "full_bet", "raise_cap": None},
            ]
        )
    return {"input": data, "rules": rules}


BAD_VALUES: list[Any] = [-1, 2.5, 1e-3, "5", True, False, None, [], {}, 2**53, 2**64, MAX_CHIPS, 10**30]


def mutate(rng: random.Random, data: dict[str, Any]) -> None:
    """Break (or stress) one thing in the input, the way a user or a bug might."""
    players = data["players"]
    player = rng.choice(players)
    kind = rng.randrange(20)
    if kind == 0:
        player[rng.choice(["contributed", "dead", "ante", "rank"])] = rng.choice(BAD_VALUES)
    elif kind == 1:
        player["folded"] = rng.choice([1, 0, "yes", "", None, [], [0], {}])
    elif kind == 2:
        player["name"] = rng.choice([*BLANK_NAMES, 7, None, ["x"]])
    elif kind == 3:
        del player[rng.choice(["name", "contributed"])]
    elif kind == 4:
        player[rng.choice(["stack", "Name", "__proto__", "1"])] = 1
    elif kind == 5 and len(players) > 1:
        player["name"] = players[0]["name"] if player is not players[0] else players[1]["name"]
    elif kind == 6:
        player["dead"] = player["contributed"] + rng.randint(1, 5)
    elif kind == 7:
        data["players"] = rng.choice([[], {}, None, "x", [1], [[]]])
    elif kind == 8:
        data[rng.choice(["board", "pots", "Players"])] = rng.choice(["", "2s7h9sJd4c", "2s7h9s", 5, None])
    elif kind == 9:
        del data["players"]
    elif kind == 10:
        for p in players:
            p["folded"] = True
    elif kind == 11:
        player["cards"] = rng.choice(["AcAd", "Ac", "AcAdKc", "1c2d", "AxKc", "acKD", "A😀Kc", "Ac Ac", None, 5])
    elif kind == 12:
        player.pop("rank", None)
    elif kind == 13:
        for p in players:
            p["contributed"] = MAX_CHIPS // len(players) + rng.randint(0, 2)
            p.pop("dead", None)
    elif kind == 14:
        player["folded"] = True
        player["contributed"] = max(
            p["contributed"] if isinstance(p.get("contributed"), int) else 0 for p in players
        ) + rng.randint(0, 3)
    elif kind == 15:
        data["board"] = rng.choice(["2s7h9sJd4c", "2s 7h 9s Jd 4c", "2s7h9sJd2s", "2s7h9sJdXx"])
    elif kind == 17:
        data["smallest_chip"] = rng.choice([*BAD_SMALLEST_CHIPS, *SMALLEST_CHIPS])
    elif kind == 18:
        data["players"] = players * (MAX_PLAYERS // len(players) + 1)
    elif kind == 19:
        contributed = player["contributed"] if isinstance(player.get("contributed"), int) else 0
        player["ante"] = (
            contributed
            - rng.choice([0, 0, player.get("dead", 0) if isinstance(player.get("dead"), int) else 0])
            + rng.randint(0, 2)
        )
    else:
        player["rank"] = rng.choice([0, -3, MAX_CHIPS, MAX_CHIPS + 1, 1.5, "1"])


def random_cases(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_case(rng) for _ in range(count)]


def handmade_bad_inputs() -> list[Any]:
    """Inputs both engines must reject (beside the random mutations)."""
    one = {"name": "A", "contributed": 10, "rank": 1}
    return [
        None,
        [],
        "players",
        5,
        {},
        {"players": []},
        {"players": None},
        {"players": [one, one]},
        {"players": [one], "extra": 1},
        {"players": [{**one, "contributed": 2**53}]},
        {"players": [{**one, "name": "A"}, {**one, "name": "B", "contributed": MAX_CHIPS}]},
        {"players": [{**one, "folded": True}, {"name": "B", "contributed": 5}, {**one, "name": "C", "folded": True}]},
        {"players": [{**one, "rank": 1, "cards": "AcAd"}], "board": "2s7h9sJd4c"},
        {
            "players": [{"name": "A", "contributed": 10, "cards": "AcAd"}, {"name": "B", "contributed": 10, "rank": 1}],
            "board": "2s7h9sJd4c",
        },
        {"players": [{"name": "A", "contributed": 10, "cards": "AcAd"}, {"name": "B", "contributed": 10}]},
        # half of a surrogate pair is not text: Python could not print it, so both engines refuse it
        {"players": [{**one, "name": "\ud800"}]},
        {"players": [{**one, "name": "x\udc00"}, {**one, "name": "B"}]},
        {"players": [{**one, "name": "\ude00\ud83d"}]},
        # the same name after Unicode NFC normalization, and names that show nothing
        {"players": [{**one, "name": "Ren\u00e9"}, {**one, "name": "Rene\u0301"}]},
        {"players": [{**one, "name": "\u200b"}]},
        {"players": [{**one, "name": "\u3164\u2800"}]},
        # more players than a hold'em deck can deal to
        {"players": [{**one, "name": f"P{i}"} for i in range(MAX_PLAYERS + 1)]},
        # chips that are not whole smallest chips, and smallest chips that cannot be
        {"players": [{**one, "contributed": 110}, {**one, "name": "B", "contributed": 100}], "smallest_chip": 25},
        {"players": [{**one, "contributed": 100, "dead": 10}], "smallest_chip": 25},
        # an ante that is more than the chips put in, alone or with dead money, or not whole smallest chips
        {"players": [{**one, "ante": 11}]},
        {"players": [{**one, "ante": 6, "dead": 5}]},
        {"players": [{**one, "contributed": 100, "ante": 10}], "smallest_chip": 25},
        {"players": [{**one, "ante": -1}]},
        {"players": [one], "smallest_chip": 0},
        {"players": [one], "smallest_chip": "1"},
        {"players": [{**one, "contributed": -5}]},
    ]


# ---- tests ----


def test_worked_examples_agree() -> None:
    cases = seed_examples()
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        assert "ok" in py, f"a worked example must settle: {case}"
        assert_same(case, py, js)


def test_shared_vectors_agree() -> None:
    """Every shared vector gives the stated output and odd chips in the browser, with ranks for its cards."""
    examples = vector_examples()
    assert len(examples) >= 10
    for example, js in zip(examples, run_js(examples), strict=True):
        assert "error" not in js, (example["id"], js)
        assert ordered(js["ok"]) == ordered(example["expected"]), example["id"]
        assert js["odd_chips"] == example["odd_chips"], example["id"]
        assert_same(example, python_answer(example), js)


def test_random_inputs_agree() -> None:
    cases = random_cases(RANDOM_CASES, seed=20261130)
    answers = run_js(cases)
    outcomes = {"ok": 0, "error": 0, "cards": 0, "odd chips": 0, "huge pots": 0, "returned": 0, "ten players": 0}
    outcomes |= {"dead money": 0, "odd chips bigger than 1": 0, "not whole smallest chips": 0, "other rule sets": 0}
    outcomes |= {"own antes": 0, "partial antes": 0}
    for case, js in zip(cases, answers, strict=True):
        py = python_answer(case)
        assert_same(case, py, js)
        key = "error" if "error" in py else "cards" if "error" in js else "ok"
        outcomes[key] += 1
        if key == "ok":
            outcomes["odd chips"] += sum(1 for chips in py["odd_chips"] if chips)
            outcomes["huge pots"] += sum(1 for pot in py["ok"]["pots"] if pot["amount"] > 2**40)
            outcomes["returned"] += bool(py["ok"]["returned"])
            outcomes["ten players"] += len(case["input"]["players"]) == 10
            outcomes["dead money"] += any(p.get("dead") for p in case["input"]["players"])
            antes = {p.get("ante", 0) for p in case["input"]["players"]}
            outcomes["own antes"] += max(antes) > 0
            outcomes["partial antes"] += len(antes - {0}) > 1
            chip = case["input"].get("smallest_chip", 1)
            outcomes["odd chips bigger than 1"] += chip > 1 and any(py["odd_chips"])
            outcomes["other rule sets"] += any(key in (case["rules"] or {}) for key in ("name", "showdown"))
        elif key == "error" and "not a whole number of smallest chips" in python_error(case):
            outcomes["not whole smallest chips"] += 1
    # the generator must really exercise every side of the rules
    assert outcomes["ok"] > RANDOM_CASES // 2 and outcomes["error"] > RANDOM_CASES // 10, outcomes
    assert min(outcomes.values()) > 100, outcomes


def test_handmade_bad_inputs_rejected_by_both() -> None:
    cases = [{"input": data, "rules": None} for data in handmade_bad_inputs()]
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        assert "error" in py and "error" in js, case
        kind = js_error(js)["kind"]
        assert kind == py["error"] or js_error(js)["code"] == "cards_unsupported", case


def test_cards_need_ranks_in_the_browser() -> None:
    """Cards are validated like Python, but when they must decide a pot the browser asks for ranks."""
    deciding = {
        "players": [
            {"name": "A", "contributed": 10, "cards": "AcAd"},
            {"name": "B", "contributed": 10, "cards": "KcKd"},
        ],
        "board": "2s7h9sJd4c",
    }
    lone = {
        "players": [
            {"name": "A", "contributed": 10, "cards": "AcAd"},
            {"name": "B", "contributed": 4, "folded": True, "cards": "nonsense"},
        ],
        "board": "2s7h9sJd4c",
    }
    (first, second) = run_js([{"input": deciding}, {"input": lone}])
    assert js_error(first)["code"] == "cards_unsupported"
    assert "ok" in python_answer({"input": deciding})
    assert ordered(second["ok"]) == ordered(python_answer({"input": lone})["ok"])


def test_limits_are_the_same() -> None:
    """2^53 - 1 chips in a hand is fine on both sides, one more chip is rejected on both."""
    at_limit = {
        "players": [{"name": "A", "contributed": MAX_CHIPS - 1, "rank": 1}, {"name": "B", "contributed": 1, "rank": 2}]
    }
    over = {"players": [{"name": "A", "contributed": MAX_CHIPS, "rank": 1}, {"name": "B", "contributed": 1, "rank": 2}]}
    js_ok, js_over = run_js([{"input": at_limit}, {"input": over}])
    assert ordered(js_ok["ok"]) == ordered(python_answer({"input": at_limit})["ok"])
    assert python_answer({"input": over}) == {"error": "ChipAmountError"}
    assert js_error(js_over)["code"] == "total_too_large"


def test_new_input_checks_have_their_codes() -> None:
    """Names compared in NFC, names that show nothing, the player limit and the smallest chip, in the browser."""
    one = {"name": "A", "contributed": 100, "rank": 1}
    cases = [
        ({"players": [{**one, "name": "Ren\u00e9"}, {**one, "name": "Rene\u0301"}]}, "duplicate_name"),
        ({"players": [{**one, "name": "\u200b\u200d"}]}, "name_empty"),
        ({"players": [{**one, "name": "Evil\u2069\u202e"}]}, "name_bidi"),
        ({"players": [{**one, "name": "\u2066\u202aB\u2069\u202c"}]}, "name_bidi"),
        ({"players": [{**one, "name": f"P{i}"} for i in range(MAX_PLAYERS + 1)]}, "too_many_players"),
        ({"players": [{**one, "contributed": 110}], "smallest_chip": 25}, "chips_not_multiple"),
        ({"players": [one], "smallest_chip": 0}, "smallest_chip_invalid"),
        ({"players": [{**one, "ante": 101}]}, "ante_exceeds_contributed"),
        ({"players": [{**one, "ante": 60, "dead": 50}]}, "dead_and_ante_exceed_contributed"),
    ]
    answers = run_js([{"input": data} for data, _ in cases])
    assert [js_error(js)["code"] for js in answers] == [code for _, code in cases]
    largest = {"players": [{**one, "name": f"P{i}", "contributed": 25 * (i + 1)} for i in range(MAX_PLAYERS)]}
    for data in (largest, {**largest, "smallest_chip": 25}):
        (js,) = run_js([{"input": data}])
        assert ordered(js["ok"]) == ordered(python_answer({"input": data})["ok"])


BIDI_NAMES = [
    *("Evil\u2069\u202e", "Evil\u202e", "\u2067Evil", "A\u202c", "\u2066A\u202aB\u2069\u202c", "\u202eEvil\u202c"),
    *("\u2068\u0645\u06cc\u0646\u0627\u2069 A", "A\u200eB\u200f\u061c", "\u2066\u202bA\u202c\u2069", "\u202a\u202bA"),
]


def test_unpaired_bidirectional_controls_in_names_are_refused_alike() -> None:
    """Both engines refuse the same names (an unpaired embedding, override or isolate) and accept the rest."""
    seats = [{"name": "B", "contributed": 50, "rank": 2}]
    cases = [{"input": {"players": [{"name": name, "contributed": 100, "rank": 1}, *seats]}} for name in BIDI_NAMES]
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        if "error" in py:
            assert py["error"] == "PlayerError" and js_error(js)["code"] == "name_bidi", case
        else:
            assert ordered(js["ok"]) == ordered(py["ok"]), case
    refused = [name for name, js in zip(BIDI_NAMES, run_js(cases), strict=True) if "error" in js]
    assert refused == BIDI_NAMES[:5] + BIDI_NAMES[-1:]


def test_error_codes_are_stable_identifiers() -> None:
    cases = random_cases(2000, seed=7) + [{"input": data} for data in handmade_bad_inputs()]
    codes = {js_error(js)["code"] for js in run_js(cases) if "error" in js}
    assert codes and all(set(code) <= set(string.ascii_lowercase + "_") for code in codes), codes
    assert {"chips_negative", "duplicate_name", "unknown_key", "all_folded"} <= codes, codes


def test_rules_are_read_by_the_book_and_unimplemented_values_refused() -> None:
    """settle.js knows no rule value of its own: a value the book adds is accepted as a value but refused as one
    it cannot deal (rule_unsupported), with or without odd chips to deal, never dealt by another rule; a value
    the book lacks is a bad value; a preset the book adds is read by its values."""
    book: dict[str, Any] = json.loads(json.dumps(rule_book()))
    odd = next(option for option in book["options"] if option["name"] == "odd_chips")
    odd["values"].append("to_the_dealer")
    tda = next(preset for preset in book["presets"] if preset["name"] == "tda")
    book["presets"].append({"name": "house", "values": {**tda["values"], "odd_chips": odd["values"][1]}})
    tied = {"players": [{"name": n, "contributed": 101, "rank": 1} for n in ("A", "B")]}
    even = {"players": [{"name": n, "contributed": 100, "rank": 1} for n in ("A", "B")]}
    cases = [
        {"input": tied, "rules": {"odd_chips": "to_the_dealer"}},
        {"input": even, "rules": {"odd_chips": "to_the_dealer"}},
        {"input": tied, "rules": {"odd_chips": "one_at_random"}},
        {"input": tied, "rules": {"name": "house"}},
    ]
    unsupported, unsupported_even, unknown, house = run_js(cases, book)
    for answer in (unsupported, unsupported_even):
        assert js_error(answer)["code"] == "rule_unsupported" and js_error(answer)["kind"] == "RulesError", answer
    assert js_error(unknown)["code"] == "rule_value", unknown
    expected = settle_json(tied, rules_from_json({"odd_chips": odd["values"][1]}))
    assert ordered(house["ok"]) == ordered(expected)


def test_without_a_rule_book_the_script_says_where_it_comes_from() -> None:
    script = (
        "const e = require(process.argv[1]);\ntry { e.settle({players: []}); } catch (x) { console.log(x.message); }"
    )
    done = subprocess.run(
        [node(), "-e", script, str(SETTLE_JS)], capture_output=True, text=True, check=True, timeout=60
    )
    assert "no rule book" in done.stdout and "useRuleBook" in done.stdout, done.stdout
