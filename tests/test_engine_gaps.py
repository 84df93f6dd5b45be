"""Engine behaviour a mutation test found unguarded (issue 16, item 6): each test fails on the plausible bug named
in its docstring (each was checked by hand against that mutant)."""

from __future__ import annotations

import pytest

from calculator import (
    ContributionError,
    IllegalActionError,
    StepKind,
    hand_from_json,
    replay,
    settle_json,
    showdown_ranks,
)

STACKS = "starting_stacks = [1000, 1000, 1000]"


def history(*actions: str) -> str:
    """A three-handed no-limit history, blinds 50/100 (p1 small blind, p2 big blind, p3 the button)."""
    quoted = ", ".join(f'"{action}"' for action in actions)
    table = 'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [50, 100, 0]\nmin_bet = 100\n'
    return f"{table}{STACKS}\nactions = [{quoted}]\n"


DEALT = ("d dh p1 AsAh", "d dh p2 7c2d", "d dh p3 8d3c")


def test_implied_folds_check_for_a_skipped_player_who_owes_nothing() -> None:
    """Mutant: ``--implied-folds`` folds every skipped player, even one who could have checked for free.

    On the flop p1 (first to act) is skipped with no bet in front of him: the flag checks for him, so he stays in,
    acts on the turn and river, and wins the showdown with his aces."""
    played = replay(
        history(
            *DEALT,
            "p3 cc",
            "p1 cc",
            "p2 cc",
            "d db Kc9s4h",
            "p2 cc",
            "p3 cc",
            "d db 5d",
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "d db Jh",
            "p1 cc",
            "p2 cc",
            "p3 cc",
            "p1 sm AsAh",
            "p2 sm 7c2d",
            "p3 sm 8d3c",
        ),
        implied_folds=True,
    )
    implied = [step for step in played.steps if step.index is None and step.commentary]
    assert [(step.seat, step.kind, step.street) for step in implied] == [(0, StepKind.CHECK, "flop")]
    assert not played.folded[0]
    assert played.finishing_stacks == (1200, 900, 900)


def test_implied_folds_fold_a_skipped_player_who_owes_chips() -> None:
    """The other half of the rule: a skipped player facing a bet is folded (and so cannot act again)."""
    played = replay(history(*DEALT, "p3 cbr 300", "p2 f"), implied_folds=True)
    assert played.folded == (True, True, False)


def test_a_seat_cannot_be_dealt_three_hole_cards_over_two_deal_actions() -> None:
    """Mutant: the two-card limit counts only the cards of one deal action, not those the seat already holds."""
    with pytest.raises(IllegalActionError, match="p1 would hold more than 2 hole cards"):
        replay(history("d dh p1 As", "d dh p1 AhKd", "d dh p2 7c2d", "d dh p3 8d3c", "p3 f", "p1 f"))
    # Two cards over two deal actions are a hand.
    played = replay(history("d dh p1 As", "d dh p1 Ah", "d dh p2 7c2d", "d dh p3 8d3c", "p3 f", "p1 f"))
    assert played.finishing_stacks == (950, 1050, 1000)


@pytest.mark.parametrize(
    "players",
    [
        [{"name": "A", "contributed": 100, "folded": True}, {"name": "B", "contributed": 100, "folded": True}],
        [{"name": "A", "contributed": 0, "folded": True}, {"name": "B", "contributed": 40, "folded": True}],
    ],
    ids=["both put in", "one put in"],
)
def test_a_hand_where_everyone_folded_is_refused(players: list[dict[str, object]]) -> None:
    """Mutant: the all-folded check of ``settle_seats`` (calculator/settlement.py) dropped or weakened, so that chips
    nobody can win are cut into pots (or handed back) anyway."""
    with pytest.raises(ContributionError, match="every player folded: at least one must still be in the hand"):
        settle_json({"players": players})


def test_everyone_folded_with_nothing_put_in_settles_to_nothing() -> None:
    """The check's other half: with no chips in, there is nothing to win, and no error (``any(contributed)``)."""
    nobody = [{"name": name, "contributed": 0, "folded": True} for name in ("A", "B")]
    out = settle_json({"players": nobody})
    assert out["pots"] == [] and out["payouts"] == {"A": 0, "B": 0}


def test_one_player_left_in_is_not_everyone_folded() -> None:
    """Mutant: ``all`` read as ``any``: one fold would refuse the hand."""
    folded = {"name": "A", "contributed": 100, "folded": True}
    out = settle_json({"players": [folded, {"name": "B", "contributed": 100}]})
    assert out["payouts"] == {"A": 0, "B": 200}


@pytest.mark.parametrize("rank", [1, 0, "best", 2.5, True])
def test_a_folded_players_rank_is_not_kept(rank: object) -> None:
    """Mutant: ``hand_from_json`` (calculator/json_input.py) keeps the rank a folded player was given, which then
    is checked (a bad one refused) and could be read as a hand still in.

    The rank of a player who folded is ignored whatever it is, as settle.js ignores it."""
    data = {
        "players": [
            {"name": "A", "contributed": 300, "folded": True, "rank": rank},
            {"name": "B", "contributed": 300, "rank": 2},
            {"name": "C", "contributed": 300, "rank": 3},
        ]
    }
    hand = hand_from_json(data)
    assert hand.players[0].rank is None
    assert showdown_ranks(hand) == {"B": 1, "C": 2}
    assert settle_json(data)["payouts"] == {"A": 0, "B": 900, "C": 0}
