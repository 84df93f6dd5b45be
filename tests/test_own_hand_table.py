"""The "Your own hand" page's table call (``replays/own_hand.py``), in Python as the page's worker runs it: what the
page asks for next once the betting is over. Under the tournament rule, a betting round closed with a player all-in
and two or more still in has every hand turned up at once, before the rest of the board (TDA rule 17; dealer review
D8-1): the page asks for the hole cards first, then deals the board; under the cash rule, the board comes first."""

from __future__ import annotations

import json
from typing import Any

from replays.own_hand import call

SETUP = [
    'variant = "NT"',
    "antes = [0, 0, 0]",
    "blinds_or_straddles = [50, 100, 0]",
    "min_bet = 100",
    "starting_stacks = [2000, 5000, 12000]",
    'players = ["Ahmose", "Nefertari", "Ramses"]',
]
DEALT = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"]


def table(actions: list[str], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    phh = "\n".join([*SETUP, "actions = " + json.dumps(actions)])
    reply = json.loads(call("table", json.dumps({"phh": phh, "rules": rules or {}})))
    assert reply["ok"], reply
    return reply["result"]


def test_an_all_in_called_has_the_hands_turned_up_before_the_board() -> None:
    closed = [*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc"]
    asked = table(closed)
    assert (asked["to_show"], asked["to_deal"], asked["over"]) == ([0, 1, 2], None, False)
    shown = table([*closed, "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"])
    assert (shown["to_show"], shown["to_deal"]) == (
        [],
        "flop",
    )
    told = [step["kind"] for step in shown["replay"]["steps"]]
    assert "show" in told and "deal_board" not in told  # turned up, the board still to come
    done = table([*closed, "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd", "d db 2s7h9s", "d db Jd", "d db 4c"])
    assert done["over"] and [pot["amount"] for pot in done["settle"]["pots"]] == [6000, 6000]


def test_with_two_players_still_betting_nothing_is_turned_up() -> None:
    """Ahmose all-in, the two others with chips: they may still bet after the flop, so the board comes first."""
    asked = table([*DEALT, "p3 cc", "p1 cbr 2000", "p2 cc", "p3 cc"])
    assert (asked["to_show"], asked["to_deal"]) == ([], "flop")


def test_under_the_cash_rule_the_board_comes_first() -> None:
    asked = table([*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc"], {"showdown": "cash"})
    assert (asked["to_show"], asked["to_deal"]) == ([], "flop")
