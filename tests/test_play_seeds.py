"""The seeds' hands and betting situations, played by the engine from their actions.

Seed 000 gives two whole hands with their final stacks and the short all-in situations; seed 003 (the
Russian sports poker federation) the limit 10-20 and no-limit 10-20 cases.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.play_helpers import ft, nt, options_of

from calculator import TDA, replay

HANDS = Path(__file__).parent / "data" / "phh"


def test_three_all_ins_reach_the_published_stacks() -> None:
    played = replay((HANDS / "seed_three_all_ins.phh").read_text(encoding="utf-8"))
    assert played.finishing_stacks == (6000, 6000, 7000)
    result = played.to_json()
    assert result["returned"] == {"Ramses": 7000}
    assert [p["amount"] for p in result["pots"]] == [6000, 6000]  # type: ignore[index]
    assert result["hands"]["Ahmose"]["category"] == "one_pair"  # type: ignore[index]


def test_four_players_with_a_split_side_pot_reach_the_published_stacks() -> None:
    played = replay((HANDS / "seed_four_players_split.phh").read_text(encoding="utf-8"))
    stacks = dict(zip(played.names, played.finishing_stacks, strict=True))
    assert stacks == {"Tiya": 4800, "Ahmose": 2500, "Nefertari": 7500, "Ramses": 9700}
    pots = played.settlement.pots
    assert [p.amount for p in pots] == [4800, 5000]
    assert pots[1].shares == (("Ahmose", 2500), ("Nefertari", 2500))
    assert played.contributed == (4000, 4000, 300, 1500)
    kinds = [(s.name, s.kind.value, s.street_total) for s in played.steps if s.index is not None and s.chips]
    assert kinds == [
        ("Ramses", "raise", 300),
        ("Tiya", "raise", 1500),
        ("Ahmose", "raise", 4000),
        ("Nefertari", "call", 4000),
    ]


# ----- seed 000: the flop bet of 1,000 and the all-in for 1,400

FLOP_BET = nt(
    [10100, 1500, 8100],
    ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 1000", "p2 cbr 1400"],
    players=["Ramses", "Nefertari", "Tiya"],
)


def test_player_yet_to_act_may_call_fold_or_raise_to_2400() -> None:
    assert options_of(FLOP_BET) == {
        "to_act": "Tiya",
        "can_fold": True,
        "can_check": False,
        "call_amount": 1400,
        "min_raise_to": 2400,
        "max_raise_to": 8000,
    }


def test_bettor_may_only_call_400_or_fold_after_the_short_all_in() -> None:
    after_call = {**FLOP_BET, "actions": [*FLOP_BET["actions"], "p3 cc"]}
    assert options_of(after_call) == {
        "to_act": "Ramses",
        "can_fold": True,
        "can_check": False,
        "call_amount": 400,
        "min_raise_to": None,
        "max_raise_to": None,
    }


def test_short_all_in_step_is_marked_as_not_reopening() -> None:
    played_so_far = [
        *FLOP_BET["actions"],
        "p3 cc",
        "p1 cc",
        "d db Jd",
        "p1 cc",
        "p3 cc",
        "d db 4c",
        "p1 cc",
        "p3 cc",
        "p1 sm AcAd",
        "p2 sm KcKd",
        "p3 sm QcQd",
    ]
    played = replay({**FLOP_BET, "actions": played_so_far})
    all_in = next(s for s in played.steps if s.name == "Nefertari" and s.kind.value == "raise")
    assert (all_in.all_in, all_in.full_raise, all_in.reopens_for) == (True, False, ())


# ----- cumulative short all-ins


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting() -> None:
    # flop: p1 bets 100, p2 all-in 150 (+50), p3 all-in 220 (+70): p1 faces +120 >= 100 and may raise.
    hand = nt(
        [5100, 250, 320, 5100],
        ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 100", "p2 cbr 150", "p3 cbr 220", "p4 cc"],
    )
    assert options_of(hand) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 120,
        "min_raise_to": 320,
        "max_raise_to": 5000,
    }
    played = replay(
        {
            **hand,
            "actions": [
                *hand["actions"],
                "p1 cc",
                "d db Jd",
                "p1 cc",
                "p4 cc",
                "d db 4c",
                "p1 cc",
                "p4 cc",
                "p1 sm AcAd",
                "p2 sm KcKd",
                "p3 sm QcQd",
                "p4 sm JcJh",
            ],
        }
    )
    second = next(s for s in played.steps if s.name == "p3" and s.street == "flop")
    assert (second.full_raise, second.reopens_for) == (False, ("p1",))


def test_one_short_all_in_alone_does_not_reopen_but_the_player_yet_to_act_may_raise() -> None:
    hand = nt([5100, 250, 5100, 5100], ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 100", "p2 cbr 150"])
    assert options_of(hand)["min_raise_to"] == 250  # p3 has not acted: 150 + the full bet 100
    hand["actions"] += ["p3 cc", "p4 cc"]
    assert options_of(hand) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 50,
        "min_raise_to": None,
        "max_raise_to": None,
    }


# ----- the short big blind


def test_big_blind_all_in_for_70_callers_owe_the_full_100() -> None:
    hand = nt([1000, 70, 1000], [])
    assert options_of(hand) == {
        "to_act": "p3",
        "can_fold": True,
        "can_check": False,
        "call_amount": 100,
        "min_raise_to": 200,
        "max_raise_to": 1000,
    }
    hand["actions"] = ["p3 cc"]
    assert options_of(hand) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 50,
        "min_raise_to": 200,
        "max_raise_to": 1000,
    }


def test_short_big_blind_called_in_full_builds_a_side_pot() -> None:
    hand = nt(
        [1000, 70, 1000],
        [
            "d dh p1 AcAd",
            "d dh p2 KcKd",
            "d dh p3 QcQd",
            "p3 cc",
            "p1 cc",
            "d db 2s7h9s",
            "p1 cc",
            "p3 cc",
            "d db Jd",
            "p1 cc",
            "p3 cc",
            "d db 4c",
            "p1 cc",
            "p3 cc",
        ],
    )
    played = replay(hand)
    assert [p.amount for p in played.settlement.pots] == [210, 60]
    assert played.finishing_stacks == (1170, 0, 900)


# ----- all opponents all-in


def test_no_raise_when_every_opponent_is_all_in() -> None:
    hand = nt([3000, 5000, 2000], ["p3 cbr 2000", "p1 cbr 3000"])
    assert options_of(hand) == {
        "to_act": "p2",
        "can_fold": True,
        "can_check": False,
        "call_amount": 2900,
        "min_raise_to": None,
        "max_raise_to": None,
    }


# ----- seed 003: limit 10-20

LIMIT_FLOP = ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s"]


def test_limit_all_in_14_does_not_reopen_for_players_who_acted() -> None:
    # bet 10, call 10, all-in 14: the first two may only call 14 (or fold).
    hand = ft([500, 500, 24, 500], [*LIMIT_FLOP, "p1 cbr 10", "p2 cc", "p3 cbr 14", "p4 cc"])
    expected = {"can_fold": True, "can_check": False, "call_amount": 4, "min_raise_to": None, "max_raise_to": None}
    assert options_of(hand) == {"to_act": "p1", **expected}
    hand["actions"].append("p1 cc")
    assert options_of(hand) == {"to_act": "p2", **expected}


def test_limit_all_in_14_the_next_player_may_complete_to_20() -> None:
    # bet 10, all-in 14: the third player may call 14 or complete to 20.
    hand = ft([500, 24, 500, 500], [*LIMIT_FLOP, "p1 cbr 10", "p2 cbr 14"])
    assert options_of(hand) == {
        "to_act": "p3",
        "can_fold": True,
        "can_check": False,
        "call_amount": 14,
        "min_raise_to": 20,
        "max_raise_to": 20,
    }
    # if he calls 14, the fourth may still raise (to 20), the first only call
    hand["actions"].append("p3 cc")
    assert options_of(hand)["min_raise_to"] == 20
    hand["actions"].append("p4 cc")
    assert options_of(hand) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 4,
        "min_raise_to": None,
        "max_raise_to": None,
    }
    # if he completes to 20, everyone has every option again: the first may re-raise to 30
    completed = {**hand, "actions": [*hand["actions"][:-2], "p3 cbr 20", "p4 cc"]}
    assert options_of(completed) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 10,
        "min_raise_to": 30,
        "max_raise_to": 30,
    }
    played = replay(
        {
            **completed,
            "actions": [
                *completed["actions"],
                "p1 cc",
                "d db Jd",
                "p1 cc",
                "p3 cc",
                "p4 cc",
                "d db 4c",
                "p1 cc",
                "p3 cc",
                "p4 cc",
                "p1 sm AcAd",
                "p2 sm KcKd",
                "p3 sm QcQd",
                "p4 sm JcJh",
            ],
        }
    )
    # bringing a short all-in raise up to the next level is itself a raise, and is recorded as one (dealer reviews
    # D20-01, D22: it counts toward the cap and reopens; the Russian seed: «доставить до минимального рэйза 20»)
    assert next(s.kind.value for s in played.steps if s.name == "p3" and s.chips == 10 + 10) == "raise"


def test_limit_a_short_all_in_bet_brought_up_to_one_bet_is_a_completion() -> None:
    # the flop checked to the third player, who bets 4 all-in (less than half a bet): the next may complete it to
    # 10, the bet itself (there was no full bet to raise), recorded as a completion, not a raise
    hand = ft([500, 500, 14, 500], [*LIMIT_FLOP, "p1 cc", "p2 cc", "p3 cbr 4"])
    assert options_of(hand)["min_raise_to"] == 10
    rest = ["p4 cbr 10", "p1 cc", "p2 cc", "d db Jd", "p1 cc", "p2 cc", "p4 cc", "d db 4c", "p1 cc", "p2 cc", "p4 cc"]
    shows = ["p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd", "p4 sm JcJh"]
    played = replay({**hand, "actions": [*hand["actions"], *rest, *shows]})
    completed = next(s for s in played.steps if s.name == "p4" and s.street == "flop")
    assert (completed.kind.value, completed.street_total) == ("complete", 10)


def test_limit_all_in_15_counts_as_a_raise_and_the_cap_is_35() -> None:
    hand = ft([500, 25, 500, 500], [*LIMIT_FLOP, "p1 cbr 10", "p2 cbr 15"])
    assert options_of(hand) == {
        "to_act": "p3",
        "can_fold": True,
        "can_check": False,
        "call_amount": 15,
        "min_raise_to": 25,
        "max_raise_to": 25,
    }
    hand["actions"].append("p3 cbr 25")
    assert options_of(hand)["min_raise_to"] == 35
    hand["actions"].append("p4 cbr 35")
    assert options_of(hand) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 25,
        "min_raise_to": None,
        "max_raise_to": None,
    }


def test_limit_all_in_15_reopens_for_the_bettor_under_the_half_bet_rule_only() -> None:
    hand = ft([500, 25, 500], ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 10", "p2 cbr 15", "p3 cc"])
    assert options_of(hand)["min_raise_to"] == 25
    assert options_of(hand, limit_reopen="full_bet")["min_raise_to"] is None


def test_limit_raise_cap_option() -> None:
    hand = ft(
        [500, 500, 500], ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 10", "p2 cbr 20", "p3 cbr 30", "p1 cbr 40"]
    )
    assert options_of(hand)["min_raise_to"] is None  # a bet and three raises
    assert options_of(hand, raise_cap=4)["min_raise_to"] == 50
    assert options_of(hand, raise_cap=None)["min_raise_to"] == 50


# ----- seed 003: no-limit 10-20, bet 20, raise to 60, all-in 90

NL_10_20 = nt(
    [1020, 1020, 110],
    ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 20", "p2 cbr 60", "p3 cbr 90"],
    blinds=(10, 20),
)


def test_no_limit_short_all_in_90_lets_the_first_player_raise() -> None:
    assert options_of(NL_10_20) == {
        "to_act": "p1",
        "can_fold": True,
        "can_check": False,
        "call_amount": 70,
        "min_raise_to": 130,
        "max_raise_to": 1000,
    }


def test_no_limit_short_all_in_90_called_leaves_the_raiser_only_a_call() -> None:
    hand = {**NL_10_20, "actions": [*NL_10_20["actions"], "p1 cc"]}
    assert options_of(hand) == {
        "to_act": "p2",
        "can_fold": True,
        "can_check": False,
        "call_amount": 30,
        "min_raise_to": None,
        "max_raise_to": None,
    }


@pytest.mark.parametrize("odd_chips", ["one_each", "remainder_to_first"])
def test_rules_reach_the_settlement(odd_chips: str) -> None:
    # three players tie a pot of 3 * 1100 + 50 = 3350: odd chips per the rule
    hand = nt(
        [1100, 1100, 1100, 1100],
        [
            "d dh p1 2c3d",
            "d dh p2 AcKd",
            "d dh p3 AdKh",
            "d dh p4 AhKc",
            "p3 cbr 1100",
            "p4 cc",
            "p1 f",
            "p2 cc",
            "d db QsJs2h",
            "d db Td",
            "d db 4c",
        ],
    )
    played = replay(hand, TDA.with_overrides({"odd_chips": odd_chips}))
    expected = (1117, 1117, 1116) if odd_chips == "one_each" else (1118, 1116, 1116)
    assert played.finishing_stacks == (1050, *expected)


def test_small_blind_covering_a_shorter_big_blind_has_nothing_to_decide() -> None:
    # the big blind is all-in for 40, less than the small blind's 50: once the others fold, nobody acts
    hand = nt([1000, 40, 1000], ["p3 f"])
    assert options_of(hand)["to_act"] is None
    played = replay({**hand, "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "p3 f", "d db 2s7h9s", "d db Jd", "d db 4c"]})
    assert played.settlement.returned == (("p1", 10),)
    assert played.finishing_stacks == (1040, 0, 1000)
