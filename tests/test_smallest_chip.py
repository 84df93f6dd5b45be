"""The smallest chip in play: pots split in whole smallest chips, leftover ones dealt as the odd chips.

Seed 000's pot of 3,350 (a folded 50 and three tied players with 1,100 each): counted in single chips it
pays 1,117 / 1,117 / 1,116; at a table whose smallest chip is 25 it is 134 chips of 25, so 44 each and two
odd chips of 25: 1,125 / 1,125 / 1,100 (TDA rules 2026, version 1.1, rule 21 breaks the odd chip down to the
smallest chip in play). The same through the API, the JSON contract, the command line and a PHH history.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.cli import failed, ok, phh
from helpers.play_helpers import nt

from calculator import ChipAmountError, Hand, HandHistoryError, PlayerHand, replay, settle, settle_json

SEED = [("Ahmose", 50, True), ("Nefertari", 1100, False), ("Ramses", 1100, False), ("Tiya", 1100, False)]


def seed_input(**top: Any) -> dict[str, Any]:
    seats = [{"name": n, "contributed": c, **({"folded": True} if out else {"rank": 1})} for n, c, out in SEED]
    return {"players": seats, **top}


def shares(result: dict[str, Any]) -> dict[str, int]:
    return dict(result["pots"][0]["shares"])


def test_the_seed_pot_in_single_chips_and_in_chips_of_25() -> None:
    assert shares(settle_json(seed_input())) == {"Nefertari": 1117, "Ramses": 1117, "Tiya": 1116}
    assert shares(settle_json(seed_input(smallest_chip=1))) == {"Nefertari": 1117, "Ramses": 1117, "Tiya": 1116}
    assert shares(settle_json(seed_input(smallest_chip=25))) == {"Nefertari": 1125, "Ramses": 1125, "Tiya": 1100}
    hand = Hand(tuple(PlayerHand(n, c, out, rank=None if out else 1) for n, c, out in SEED), smallest_chip=25)
    assert settle(hand).pots[0].odd_chips == ("Nefertari", "Ramses")


def test_the_command_line_takes_the_smallest_chip() -> None:
    result = dict(ok("settle", stdin=json.dumps(seed_input(smallest_chip=25))))
    assert dict(result["payouts"]) == {"Ahmose": 0, "Nefertari": 1125, "Ramses": 1125, "Tiya": 1100}
    rules = '{"odd_chips": "remainder_to_first"}'
    result = dict(ok("settle", "--rules", rules, stdin=json.dumps(seed_input(smallest_chip=25))))
    assert dict(result["payouts"]) == {"Ahmose": 0, "Nefertari": 1150, "Ramses": 1100, "Tiya": 1100}


@pytest.mark.parametrize("chip", [0, -25, 2.5, 25.0, "25", True, None, [25], 2**53])
def test_a_smallest_chip_that_is_not_a_whole_number_from_1_is_refused(chip: object) -> None:
    with pytest.raises(ChipAmountError, match="smallest_chip must be a whole number of chips from 1"):
        settle_json(seed_input(smallest_chip=chip))
    assert "smallest_chip" in failed("settle", stdin=json.dumps(seed_input(smallest_chip=chip)))


def test_every_contribution_and_ante_must_be_whole_smallest_chips() -> None:
    odd = seed_input(smallest_chip=25)
    odd["players"][2]["contributed"] = 1110
    with pytest.raises(
        ChipAmountError, match=r"contributed of Ramses \(1110\) is not a whole number of smallest chips"
    ):
        settle_json(odd)
    ante = seed_input(smallest_chip=25)
    ante["players"][1]["dead"] = 10
    with pytest.raises(ChipAmountError, match=r"dead of Nefertari \(10\)"):
        settle_json(ante)
    assert "not a whole number of smallest chips (25)" in failed("settle", stdin=json.dumps(odd))


TIE = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4c5d", "d dh p4 4d5c", "p3 cbr 1100", "p4 cc", "p1 f", "p2 cc",
       "d db AsKsQs", "d db Js", "d db Ts"]  # fmt: skip
"""The seed pot played out: p1 folds his small blind of 50, three players all in for 1,100 tie on a royal flush."""


def test_a_hand_history_gives_its_smallest_chip() -> None:
    hand = nt([1000, 1100, 1100, 1100], TIE)
    assert replay(hand).finishing_stacks == (950, 1117, 1117, 1116)
    assert replay({**hand, "_smallest_chip": 25}).finishing_stacks == (950, 1125, 1125, 1100)
    text = phh([1000, 1100, 1100, 1100], TIE) + "_smallest_chip = 25\n"
    assert dict(ok("play", "-", stdin=text))["finishing_stacks"] == [950, 1125, 1125, 1100]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"starting_stacks": [1000, 1100, 1110, 1100]}, "starting_stacks hold 1110"),
        ({"antes": [0, 5, 0, 0]}, "antes hold 5"),
        ({"blinds_or_straddles": [60, 100, 0, 0]}, "blinds_or_straddles hold 60"),
        ({"min_bet": 110}, "the stakes hold 110"),
        ({"actions": [*TIE[:4], "p3 cbr 1010"]}, "the bets hold 1010"),
        ({"_smallest_chip": 0}, "_smallest_chip must be a whole number of chips above 0"),
        ({"_smallest_chip": "25"}, "_smallest_chip must be a whole number of chips above 0"),
    ],
)
def test_a_hand_history_in_other_chips_is_refused(change: dict[str, Any], says: str) -> None:
    hand = {**nt([1000, 1100, 1100, 1100], TIE), "_smallest_chip": 25, **change}
    with pytest.raises(HandHistoryError, match=says):
        replay(hand)
    assert says in failed("play", "-", stdin=json.dumps(hand))
