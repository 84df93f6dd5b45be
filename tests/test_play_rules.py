"""Table rules beyond the seeds: heads-up order, antes, straddles, posts, shows, mucks and comments."""

from __future__ import annotations

import json

from helpers.play_helpers import ft, nt, options_of

from calculator import TDA, Step, StepKind, play_json, read_history, replay
from calculator.playback import play_history

RIVER = ["d db 2s7h9s", "d db Jd", "d db 4c"]
CASH = TDA.with_overrides({"showdown": "cash"})
"""Mucking at an all-in showdown is a cash-game right: under the tournament rule every hand is turned up."""


def test_heads_up_big_blind_sits_first_and_acts_last_preflop() -> None:
    hand = nt([1000, 1000], [])
    assert options_of(hand) == {
        "to_act": "p2",
        "can_fold": True,
        "can_check": False,
        "call_amount": 50,
        "min_raise_to": 200,
        "max_raise_to": 1000,
    }
    steps = replay_steps(nt([1000, 1000], ["p2 cc", "p1 cc", "d db 2s7h9s"]))
    assert [(s.name, s.kind, s.chips) for s in steps[:2]] == [("p2", StepKind.BLIND, 50), ("p1", StepKind.BLIND, 100)]
    assert options_of(nt([1000, 1000], ["p2 cc", "p1 cc", "d db 2s7h9s"]))["to_act"] == "p1"


def test_antes_every_seat_posts_are_own_antes_outside_the_uncalled_comparison() -> None:
    hand = nt(
        [1000, 1000, 1000],
        ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 300", "p1 f", "p2 f"],
        antes=[10, 10, 10],
    )
    played = replay(hand)
    assert played.antes == (10, 10, 10)
    assert played.dead == (0, 0, 0)
    assert played.contributed == (60, 110, 310)
    # the raise of 300 is called by nobody: 200 of it comes back; antes are not part of that comparison
    assert played.settlement.returned == (("p3", 200),)
    assert played.finishing_stacks == (940, 890, 1170)


PARTIAL_ANTE = [
    "d dh p1 6c6d",
    "d dh p2 8s2h",
    "d dh p3 AcAd",
    "p1 cbr 1000",
    "p2 cc",
    *RIVER,
]
"""Antes of 100 each; the button (p3) has 50 and is all-in for part of his ante with the best hand."""


def test_a_stack_short_of_its_ante_posts_it_all_and_wins_that_much_from_each_ante() -> None:
    played = replay(nt([1100, 1100, 50], PARTIAL_ANTE, antes=[100, 100, 100], blinds=(100, 200)))
    assert played.antes == (100, 100, 50)
    assert [(s.name, s.kind, s.chips, s.all_in) for s in played.steps if s.kind is StepKind.ANTE][-1] == (
        "p3",
        StepKind.ANTE,
        50,
        True,
    )
    pots = [(p.amount, p.eligible, p.winners) for p in played.settlement.pots]
    # 50 from each ante for the short stack; the other 50 of each big ante join the blinds and bets
    assert pots == [(150, ("p1", "p2", "p3"), ("p3",)), (2100, ("p1", "p2"), ("p1",))]
    assert played.finishing_stacks == (2100, 0, 150)


def test_all_in_for_exactly_the_ante_wins_the_antes_only() -> None:
    played = replay(nt([1100, 1100, 100], PARTIAL_ANTE, antes=[100, 100, 100], blinds=(100, 200)))
    pots = [(p.amount, p.eligible) for p in played.settlement.pots]
    assert pots == [(300, ("p1", "p2", "p3")), (2000, ("p1", "p2"))]
    assert played.finishing_stacks == (2000, 0, 300)


def test_one_seat_posting_an_ante_is_dead_money_for_the_table() -> None:
    # the button's ante for the table (one seat, not a blind): dead money, won whole by the short stack
    hand = nt([1000, 1000, 50], ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd"], antes=[0, 0, 100])
    played = play_history(read_history(hand))
    assert played.table.dead == [0, 0, 50]
    assert played.table.antes == [0, 0, 0]


def test_big_blind_ante_is_taken_after_the_blind_when_short() -> None:
    # big blind ante 100 (PHH lists it on the big blind's seat); the big blind has only 150
    hand = nt([1000, 150, 1000], [], antes=[0, 100, 0])
    posts = [(s.name, s.kind, s.chips) for s in replay_steps(hand)]
    assert ("p2", StepKind.BLIND, 100) in posts and ("p2", StepKind.ANTE, 50) in posts
    assert options_of(hand)["call_amount"] == 100


def replay_steps(hand: dict[str, object]) -> list[Step]:
    """The steps so far of a history that may stop mid-hand."""
    return play_history(read_history(hand)).steps


def test_straddle_acts_like_a_bigger_blind() -> None:
    hand = nt([5000, 5000, 5000, 5000], [], blinds=(50, 100, 200))
    assert options_of(hand) == {
        "to_act": "p4",
        "can_fold": True,
        "can_check": False,
        "call_amount": 200,
        "min_raise_to": 400,
        "max_raise_to": 5000,
    }
    # everyone calls: the straddler still has the option to raise
    hand["actions"] = ["p4 cc", "p1 cc", "p2 cc"]
    assert options_of(hand) == {
        "to_act": "p3",
        "can_fold": False,
        "can_check": True,
        "call_amount": None,
        "min_raise_to": 400,
        "max_raise_to": 5000,
    }
    assert [s.kind for s in replay_steps(hand)][:3] == [StepKind.BLIND, StepKind.BLIND, StepKind.STRADDLE]


def test_negative_blind_is_a_live_post_that_does_not_change_who_opens() -> None:
    hand = nt([5000, 5000, 5000, 5000, 5000], ["p3 cc"], blinds=(50, 100, 0, -100))
    opts = options_of(hand)
    assert opts["to_act"] == "p4" and opts["can_check"] is True  # the post already covers the big blind


def test_shows_before_the_board_is_complete_and_unknown_cards_filled_in_later() -> None:
    hand = nt(
        [1000, 1000, 1000],
        [
            "d dh p1 ????",
            "d dh p2 ????",
            "d dh p3 ????",
            "p3 cbr 1000",
            "p1 cc",
            "p2 f",
            "p1 sm ????  # shown face down for now",
            "p3 sm QcQd",
            "d db 2s7h9s",
            "p1 sm AcAd",
            "d db Jd",
            "d db 4c",
        ],
    )
    played = replay(hand)
    assert played.finishing_stacks == (2100, 900, 0)
    assert dict((name, value.category.label) for name, value in played.hands) == {
        "p1": "one_pair",
        "p3": "one_pair",
    }
    shows = [s for s in played.steps if s.kind is StepKind.SHOW]
    assert [s.street for s in shows] == ["preflop", "preflop", "flop"]
    assert shows[0].cards == ("??", "??") and shows[0].commentary == "shown face down for now"


def test_show_dash_reveals_the_dealt_cards_and_a_muck_concedes() -> None:
    hand = nt(
        [1000, 1000, 1000],
        ["d dh p1 AcAd", "d dh p2 7c2d", "d dh p3 QcQd", "p3 cbr 1000", "p1 cc", "p2 f", *RIVER, "p1 sm -", "p3 sm"],
    )
    played = replay(hand, CASH)
    assert played.mucked == (False, False, True)
    assert played.finishing_stacks == (2100, 900, 0)
    assert [name for name, _ in played.hands] == ["p1"]


def test_muck_of_the_better_hand_still_concedes() -> None:
    hand = nt(
        [1000, 1000, 1000],
        ["d dh p1 7c2d", "d dh p2 AcAd", "d dh p3 QcQd", "p3 cbr 1000", "p1 cc", "p2 f", *RIVER, "p1 sm"],
    )
    assert replay(hand, CASH).finishing_stacks == (0, 900, 2100)


def test_comment_only_action_and_comments_after_actions() -> None:
    hand = nt([1000, 1000], ["# a quiet hand", "p2 f  # the small blind gives up"])
    played = replay(hand)
    assert played.finishing_stacks == (1050, 950)
    assert played.steps[-1].commentary == "the small blind gives up"


def test_fold_when_a_check_is_free_is_accepted_but_not_offered() -> None:
    hand = nt([1000, 1000, 1000], ["p3 cc", "p1 cc"])
    assert options_of(hand)["can_fold"] is False
    played = replay({**hand, "actions": ["p3 cc", "p1 cc", "p2 f", "d db 2s7h9s", "p1 f"]})
    assert played.folded == (True, True, False)
    assert played.finishing_stacks == (900, 900, 1200)


def test_full_raise_reopens_for_everyone_who_acted() -> None:
    hand = nt([5000, 5000, 5000], ["p3 cc", "p1 cc", "p2 cbr 300", "p3 f", "p1 f"])
    raise_step = next(s for s in replay(hand).steps if s.kind is StepKind.RAISE)
    assert (raise_step.full_raise, raise_step.reopens_for) == (True, ("p1", "p3"))


def test_corpus_style_json_line() -> None:
    line = json.dumps(
        {
            "source": "example",
            "variant": "NT",
            "antes": [0, 0, 0],
            "blinds_or_straddles": [5, 10, 0],
            "min_bet": 10,
            "starting_stacks": [300, 209, 300],
            "actions": [
                "d dh p1 5sAc",
                "d dh p2 2sAh",
                "d dh p3 ????",
                "p3 f",
                "p1 cbr 30",
                "p2 cbr 209",
                "p1 cc",
                "p2 sm 2sAh",
                "p1 sm 5sAc",
                "d db 7h7cQh",
                "d db 3c",
                "d db 7s",
            ],
            "finishing_stacks": [300, 209, 300],
        }
    )
    result = play_json(line)
    assert result["finishing_stacks"] == [300, 209, 300]
    assert read_history(line).finishing_stacks == (300, 209, 300)


def test_fixed_limit_short_big_blind_owes_the_full_blind() -> None:
    assert options_of(ft([100, 7, 100], [])) == {
        "to_act": "p3",
        "can_fold": True,
        "can_check": False,
        "call_amount": 10,
        "min_raise_to": 20,
        "max_raise_to": 20,
    }


def test_the_last_player_in_wins_even_if_he_mucks() -> None:
    played = replay(nt([1000, 1000, 1000], ["p3 cbr 300", "p1 f", "p2 f", "p3 sm"]))
    assert played.finishing_stacks == (950, 900, 1150)


def test_hands_at_the_showdown_are_turned_up_even_without_a_show_action() -> None:
    hand = nt(
        [1000, 1000, 1000], ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 1000", "p1 cc", "p2 f", *RIVER]
    )
    played = replay(hand)
    assert [name for name, _ in played.hands] == ["p1", "p3"]
    assert played.to_json()["hands"]["p3"] == {"category": "one_pair", "best": ["Qc", "Qd", "Jd", "9s", "7h"]}
