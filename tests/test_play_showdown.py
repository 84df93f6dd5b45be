"""The showdown rule in the replay: who shows first, and whether a muck is allowed.

``tournament`` (TDA rules 2026, version 1.1, rule 17): once a player is all-in and the betting is over, every
hand still in is turned up, so a history that mucks there is refused (it was written under other rules: its
outcome, a concession, cannot be read as a tabled hand without changing what happened). With nobody all-in, a
muck concedes as usual. ``cash``: a muck always concedes. Under both, the hands are shown in the same order:
the last aggressor of the final betting round first (no bet on it: the first seat left of the button still
in), then clockwise.
"""

from __future__ import annotations

import pytest
from helpers.play_helpers import nt

from calculator import TDA, IllegalActionError, replay

CASH = TDA.with_overrides({"showdown": "cash"})
DEAL = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "d dh p4 JcJd"]


def test_tournament_all_in_showdown_allows_no_muck() -> None:
    hand = nt([1000, 1000, 1000], [*DEAL[:3], "p3 cbr 1000", "p1 cc", "p2 f", "d db 2s7h9s", "d db 5d", "d db 4c"])
    mucking = {**hand, "actions": [*hand["actions"], "p1 sm"]}
    with pytest.raises(IllegalActionError, match=r"p1 may not muck.*TDA rule 17"):
        replay(mucking)
    # the same history under the cash rule: the muck concedes, the queens win
    assert replay(mucking, CASH).finishing_stacks == (0, 900, 2100)
    # without the muck, every hand is turned up under either rule: the aces win
    assert replay(hand).finishing_stacks == replay(hand, CASH).finishing_stacks == (2100, 900, 0)


def test_tournament_allows_a_muck_when_nobody_is_all_in() -> None:
    hand = nt(
        [5000, 5000, 5000],
        [*DEAL[:3], "p3 cbr 300", "p1 cc", "p2 f", "d db 2s7h9s", "p1 cc", "p3 cc", "d db 5d", "p1 cc", "p3 cc",
         "d db 4c", "p1 cbr 500", "p3 cc", "p1 sm AcAd", "p3 sm"],
    )  # fmt: skip
    played = replay(hand)
    assert played.mucked == (False, False, True)
    assert played.finishing_stacks == (5000 + 800 + 100, 4900, 5000 - 800)


def test_a_lone_player_may_muck_under_either_rule() -> None:
    hand = nt([1000, 1000, 1000], ["p3 cbr 1000", "p1 f", "p2 f", "p3 sm"])
    assert replay(hand).finishing_stacks == replay(hand, CASH).finishing_stacks == (950, 900, 1150)


def order(hand: dict[str, object], rules: object = TDA) -> list[str]:
    played = replay(hand, rules)  # type: ignore[arg-type]
    return [played.names[seat] for seat in played.showdown_order]


CHECKED_DOWN = ["d db 2s7h9s", "p1 cc", "p2 cc", "p4 cc", "d db 5d", "p1 cc", "p2 cc", "p4 cc", "d db 4c"]


def test_the_last_aggressor_on_the_river_shows_first() -> None:
    # p3 folds preflop; on the river p2 bets and p4 raises, p1 and p2 call: p4 first, then clockwise
    river = ["p1 cc", "p2 cbr 200", "p4 cbr 600", "p1 cc", "p2 cc"]
    hand = nt([5000] * 4, [*DEAL, "p3 f", "p4 cc", "p1 cc", "p2 cc", *CHECKED_DOWN, *river])
    assert order(hand) == order(hand, CASH) == ["p4", "p1", "p2"]


def test_with_no_bet_on_the_river_the_first_live_seat_left_of_the_button_shows_first() -> None:
    # a raise preflop (p4) does not count: the final betting round is the river, checked through
    streets = ["d db 2s7h9s", "p2 cc", "p4 cc", "d db 5d", "p2 cc", "p4 cc", "d db 4c", "p2 cc", "p4 cc"]
    hand = nt([5000] * 4, [*DEAL, "p3 f", "p4 cbr 300", "p1 f", "p2 cc", *streets])
    assert order(hand) == ["p2", "p4"]


def test_an_all_in_before_the_flop_makes_its_raiser_show_first() -> None:
    # p4 moves all-in preflop and p2 calls; no betting on later streets, so preflop is the final round
    hand = nt([5000, 1000, 5000, 800], [*DEAL, "p3 f", "p4 cbr 800", "p1 f", "p2 cc", "d db 2s7h9s", "d db 5d",
                                        "d db 4c"])  # fmt: skip
    played = replay(hand)
    assert [played.names[seat] for seat in played.showdown_order] == ["p4", "p2"]
    assert played.mucked == (False, False, False, False)


def test_no_showdown_order_when_one_player_is_left() -> None:
    assert replay(nt([1000, 1000, 1000], ["p3 cbr 300", "p1 f", "p2 f"])).showdown_order == ()
