"""Cases for the settle engines: the shared vectors, random and mutated hands, and the Python engine's answer
to each (moved from test_settle_js.py, which runs them through settle.js too)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from calculator import TDA, CalculatorError, hand_key, rules_from_json, settle_json
from calculator.hand import MAX_CHIPS, MAX_PLAYERS
from calculator.json_input import hand_from_json
from calculator.rules import OPTIONS, PRESETS
from calculator.settlement import settle

ROOT = Path(__file__).resolve().parent.parent.parent


VECTORS = ROOT / "tests" / "vectors" / "settle_examples.json"


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
