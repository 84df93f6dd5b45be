"""The "Your own hand" page's table call (``replays/own_hand.py``), in Python as the page's worker runs it: what the
page asks for next once the betting is over. Under the tournament rule, a betting round closed with a player all-in
and two or more still in has every hand turned up at once, before the rest of the board (TDA rule 17; dealer review
D8-1): the page asks for the hole cards first, then deals the board; under the cash rule, the board comes first."""

from __future__ import annotations

import json
from typing import Any

from helpers.play_helpers import THREE_DEEP

from replays.own_hand import call

SETUP = THREE_DEEP
DEALT = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"]


def table(actions: list[str], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    phh = "\n".join([*SETUP, "actions = " + json.dumps(actions)])
    reply = json.loads(call("table", json.dumps({"phh": phh, "rules": rules or {}})))
    assert reply["ok"], reply
    return reply["result"]


def test_an_all_in_called_has_the_hands_turned_up_before_the_board() -> None:
    closed = [*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc"]
    asked = table(closed)
    # in the order they show: Ramses, who moved all-in, first, then clockwise (native review R17-20)
    assert (asked["to_show"], asked["to_deal"], asked["over"]) == ([2, 0, 1], None, False)
    assert asked["may_muck"] == []  # an all-in showdown under the tournament rule: every hand is turned up
    shown = table([*closed, "p3 sm QcQd", "p1 sm AcAd", "p2 sm KcKd"])
    assert (shown["to_show"], shown["to_deal"]) == (
        [],
        "flop",
    )
    told = [step["kind"] for step in shown["replay"]["steps"]]
    assert "show" in told and "deal_board" not in told  # turned up, the board still to come
    done = table([*closed, "p3 sm QcQd", "p1 sm AcAd", "p2 sm KcKd", "d db 2s7h9s", "d db Jd", "d db 4c"])
    assert done["over"] and [pot["amount"] for pot in done["settle"]["pots"]] == [6000, 6000]


def test_without_an_all_in_the_last_bettor_of_the_river_is_asked_to_show_first() -> None:
    """Native review R17-20: checked to the river, Nefertari bets and Ramses and Ahmose call: Nefertari shows first,
    then the others clockwise from her (the table turned the hands up in seat order, a caller first)."""
    river = ["d db 2s7h9s", "p1 cc", "p2 cc", "p3 cc", "d db Jd", "p1 cc", "p2 cc", "p3 cc", "d db 4c"]
    asked = table([*DEALT, "p3 cc", "p1 cc", "p2 cc", *river, "p1 cc", "p2 cbr 200", "p3 cc", "p1 cc"])
    assert (asked["to_show"], asked["to_deal"], asked["over"]) == ([1, 2, 0], None, False)
    assert asked["may_muck"] == [2, 0]  # the callers may concede without showing (R17-20)
    assert asked["first_by"] == "aggressor"  # Nefertari bet the river (R18-13)
    checked = table([*DEALT, "p3 cc", "p1 cc", "p2 cc", *river, "p1 cc", "p2 cc", "p3 cc"])
    assert (checked["to_show"], checked["first_by"]) == ([0, 1, 2], "button")  # nobody bet: left of the button
    mucked = table([*DEALT, "p3 cc", "p1 cc", "p2 cc", *river, "p1 cc", "p2 cbr 200", "p3 cc", "p1 cc",
                    "p2 sm 7c2d", "p3 sm", "p1 sm 9c9d"])  # fmt: skip
    assert mucked["over"] and mucked["settle"]["pots"][0]["winners"] == ["Ahmose"]
    assert mucked["settle"]["hands"].keys() == {"Nefertari", "Ahmose"}  # Ramses's cards were never shown


def test_with_two_players_still_betting_nothing_is_turned_up() -> None:
    """Ahmose all-in, the two others with chips: they may still bet after the flop, so the board comes first."""
    asked = table([*DEALT, "p3 cc", "p1 cbr 2000", "p2 cc", "p3 cc"])
    assert (asked["to_show"], asked["to_deal"]) == ([], "flop")


def test_under_the_cash_rule_the_board_comes_first() -> None:
    asked = table([*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc"], {"showdown": "cash"})
    assert (asked["to_show"], asked["to_deal"]) == ([], "flop")


def test_a_card_shown_twice_is_named_for_the_page_to_say_in_its_language() -> None:
    """A card typed at the showdown that is already out comes back as ``card_twice`` with the card, which the page
    says in its own words (native review R9-3: it showed the engine's English, "action 7 'p2 sm 8h5c'")."""
    closed = [*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc", "p1 sm AcAd"]
    phh = "\n".join([*SETUP, "actions = " + json.dumps([*closed, "p2 sm AdKc"])])
    reply = json.loads(call("table", json.dumps({"phh": phh, "rules": {}})))
    assert not reply["ok"]
    assert (reply["error"]["code"], reply["error"]["params"]) == ("card_twice", {"card": "Ad"})


def test_the_table_tells_the_full_blind_of_a_short_one_and_where_the_hands_go_up() -> None:
    """The replay's forced bets carry the amount the table asks (``full``), so a big blind posted short is said as
    part of it; the round end that turns every hand up says so (``turns_up``), once."""
    short = "\n".join([*SETUP[:4], "starting_stacks = [5000, 60, 5000]", SETUP[5], 'actions = ["p3 cbr 600", "p1 f"]'])
    reply = json.loads(call("table", json.dumps({"phh": short, "rules": {}})))
    steps = reply["result"]["replay"]["steps"]
    assert [(p["name"], p["chips"], p["full"]) for p in steps[0]["forced"]] == [
        ("Ahmose", 50, 50),
        ("Nefertari", 60, 100),
    ]
    assert [s.get("turns_up", False) for s in steps if s["kind"] == "round_end"] == [True]


def test_hands_shown_after_the_cut_have_no_bets_in_front_of_the_players() -> None:
    """The bets of the round are in the pots from its cut on: the hands turned up after it show no bet in front of a
    player (dealer review D10-2: the called all-ins reappeared beside the pots, the table counting them twice)."""
    closed = [*DEALT, "p3 cbr 12000", "p1 cc", "p2 cc"]
    steps = table([*closed, "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"])["replay"]["steps"]
    cut = next(n for n, s in enumerate(steps) if s["kind"] == "round_end")
    shows = [s for s in steps[cut:] if s["kind"] == "show"]
    assert len(shows) == 3 and all(s["bets"] == [0, 0, 0] for s in shows)
    assert all(sum(s["bets"]) > 0 for s in steps[cut - 1 : cut])  # the called bets stood there until the cut
