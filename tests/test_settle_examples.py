"""Every settlement-level worked example of the seeds, with the seeds' figures.

The vectors live once, in ``tests/vectors/settle_examples.json``, so the browser engine can be checked
against exactly the same inputs and outputs.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from calculator import TDA, Settlement, evaluate, parse_cards, settle, settle_json, showdown_ranks
from calculator.json_input import hand_from_json

VECTORS = Path(__file__).parent / "vectors" / "settle_examples.json"
EXAMPLES: list[dict[str, Any]] = json.loads(VECTORS.read_text(encoding="utf-8"))["examples"]


def _by_id(example_id: str) -> dict[str, Any]:
    return next(e for e in EXAMPLES if e["id"] == example_id)


def _settle(example: dict[str, Any]) -> Settlement:
    rules = TDA.with_overrides(example.get("rules", {}))
    return settle(hand_from_json(example["input"]), rules)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_output_matches_the_seed(example: dict[str, Any]) -> None:
    data = example["input"]
    untouched = copy.deepcopy(data)
    result = settle_json(data, TDA.with_overrides(example.get("rules", {})))
    assert result == example["expected"]
    assert data == untouched
    # Names in seat order, pots main first: JSON object order is part of the contract.
    names = [p["name"] for p in data["players"]]
    assert list(result["payouts"]) == names
    assert list(result["net"]) == names
    for pot in result["pots"]:
        assert pot["eligible"] == [n for n in names if n in pot["eligible"]]
        assert list(pot["shares"]) == pot["winners"]


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_odd_chips_go_to_the_seeds_players(example: dict[str, Any]) -> None:
    settlement = _settle(example)
    assert [list(p.odd_chips) for p in settlement.pots] == example["odd_chips"]


@pytest.mark.parametrize("example", [e for e in EXAMPLES if "final_stacks" in e], ids=lambda e: str(e["id"]))
def test_final_stacks_match_the_seed(example: dict[str, Any]) -> None:
    result = settle_json(example["input"])
    contributed = {p["name"]: p["contributed"] for p in example["input"]["players"]}
    final = {
        name: stack - contributed[name] + result["payouts"][name]  # type: ignore[index]
        for name, stack in example["starting_stacks"].items()
    }
    assert final == example["final_stacks"]


def test_every_example_conserves_chips() -> None:
    for example in EXAMPLES:
        result = example["expected"]
        put_in = sum(p["contributed"] for p in example["input"]["players"])
        assert sum(result["payouts"].values()) == put_in, example["id"]
        assert sum(result["net"].values()) == 0, example["id"]
        in_pots = sum(p["amount"] for p in result["pots"]) + sum(result["returned"].values())
        assert in_pots == put_in, example["id"]


def test_the_3350_split_gives_odd_chips_from_the_left_of_the_button() -> None:
    one_each = _settle(_by_id("three_way_split_3350_one_each")).pots[0]
    assert dict(one_each.shares) == {"Nefertari": 1117, "Ramses": 1117, "Tiya": 1116}
    assert one_each.odd_chips == ("Nefertari", "Ramses")
    to_first = _settle(_by_id("three_way_split_3350_remainder_to_first")).pots[0]
    assert dict(to_first.shares) == {"Nefertari": 1118, "Ramses": 1116, "Tiya": 1116}
    assert to_first.odd_chips == ("Nefertari", "Nefertari")


def test_the_folded_players_chips_stay_in_the_main_pot() -> None:
    settlement = _settle(_by_id("four_players_fold_and_split_side_pot"))
    main = settlement.pots[0]
    assert dict(main.paid) == {"Ahmose": 1500, "Nefertari": 1500, "Ramses": 300, "Tiya": 1500}
    assert "Ramses" not in main.eligible
    # Two layers (300 from all four, then 1,200 from three) have the same contenders and merged.
    assert [(layer.floor, layer.ceiling) for layer in settlement.layers] == [(0, 300), (300, 1500), (1500, 4000)]


def test_tiya_holds_a_set_of_nines() -> None:
    example = _by_id("four_players_fold_and_split_side_pot")
    board = parse_cards(example["input"]["board"])
    value = evaluate((*parse_cards("9c9d"), *board))
    assert value.category.label == "three_of_a_kind"
    assert [str(c) for c in value.best] == ["9c", "9d", "9s", "Kc", "7s"]


def test_showdown_ranks_orders_the_hands_still_in() -> None:
    cards = hand_from_json(_by_id("four_players_fold_and_split_side_pot")["input"])
    assert showdown_ranks(cards) == {"Ahmose": 2, "Nefertari": 2, "Tiya": 1}  # the set of nines, then two A-Q
    ranked = hand_from_json(
        {
            "players": [
                {"name": "A", "contributed": 10, "rank": 7},
                {"name": "B", "contributed": 10, "rank": 3},
                {"name": "C", "contributed": 10, "folded": True},
                {"name": "D", "contributed": 10, "rank": 7},
            ]
        }
    )
    assert showdown_ranks(ranked) == {"A": 2, "B": 1, "D": 2}
    alone = hand_from_json(
        {"players": [{"name": "A", "contributed": 10}, {"name": "B", "contributed": 5, "folded": True}]}
    )
    assert showdown_ranks(alone) == {}
