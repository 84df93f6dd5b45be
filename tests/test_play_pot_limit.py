"""Pot-limit hold'em (variant ``PT``): the largest bet or raise, figured by hand.

The largest raise is to the current bet plus the pot after the player's call; the pot counts every chip
put in (antes, earlier streets, the bets in front of the players). Preflop, a big blind all-in for less is
counted as the full blind (seed 003: the minimum and maximum raise are figured from the big blind, not
from the all-in). The minimum raise and the short all-in rules are those of no-limit.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.play_helpers import nt, options_of, pt
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator import TDA, CalculatorError, IllegalActionError, read_history, replay
from calculator.options import options_now
from calculator.playback import play_history

ROOT = Path(__file__).parent.parent
DEAL4 = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????"]
DEEP4 = [10000, 10000, 10000, 10000]


def offer(call: int | None, low: int | None, high: int | None) -> dict[str, object]:
    """The figures of an ``options`` answer: chips to call, smallest and largest raise-to."""
    return {"call_amount": call, "min_raise_to": low, "max_raise_to": high}


def figures(history: dict[str, Any]) -> dict[str, object]:
    answer = options_of(history)
    return {key: answer[key] for key in ("call_amount", "min_raise_to", "max_raise_to")}


# ----- preflop at blinds 50/100, four players (p1 small blind, p2 big blind, p3 first to act, p4 button)


def test_first_raise_preflop_is_to_350() -> None:
    # in the middle: 50 + 100 = 150; p3's call of 100 makes the pot 250; raise to 100 + 250 = 350
    assert figures(pt(DEEP4, DEAL4)) == offer(100, 200, 350)


def test_after_a_call_the_next_player_may_raise_to_450() -> None:
    # 50 + 100 + 100 = 250 in; p4's call of 100 makes 350; raise to 100 + 350 = 450
    assert figures(pt(DEEP4, [*DEAL4, "p3 cc"])) == offer(100, 200, 450)


def test_a_pot_raise_over_a_pot_raise_is_to_1200() -> None:
    # after p3's raise to 350: 50 + 100 + 350 = 500 in; p4 calls 350 (850); raise to 350 + 850 = 1200;
    # the minimum is no-limit's: 350 + the raise of 250 = 600
    assert figures(pt(DEEP4, [*DEAL4, "p3 cbr 350"])) == offer(350, 600, 1200)


def test_the_small_blind_completing_counts_his_call_heads_up() -> None:
    # heads-up the button (p2) posts 50 and acts first: 150 in, his call of 50 makes 200; raise to 300
    assert figures(pt([10000, 10000], [])) == offer(50, 200, 300)


def test_antes_are_in_the_pot() -> None:
    # antes 4 x 10 = 40 plus the blinds 150: 190 in; p3's call of 100 makes 290; raise to 390
    assert figures(pt(DEEP4, DEAL4, antes=[10, 10, 10, 10])) == offer(100, 200, 390)


def test_a_big_blind_ante_is_in_the_pot() -> None:
    # the big blind's ante of 100 is dead money for the table: 50 + 100 + 100 = 250 in, p3's call of 100 makes 350,
    # so the largest raise is to 100 + 350 = 450 (mutation round 2026-12-05, B1: the table's dead money left out)
    assert figures(pt(DEEP4, DEAL4, antes=[0, 100, 0, 0])) == offer(100, 200, 450)


def test_a_stack_smaller_than_the_pot_limit_may_go_all_in() -> None:
    # the pot would allow 350, p3 has 300: all-in to 300 is the most (and more than a minimum raise)
    assert figures(pt([10000, 10000, 300, 10000], DEAL4)) == offer(100, 200, 300)


# ----- a big blind all-in for 60 at 50/100


SHORT_BB = [10000, 60, 10000, 10000]


def test_short_big_blind_callers_owe_100_and_the_pot_counts_the_blind_as_100() -> None:
    # The chips in the middle are 50 + 60 = 110, but the big blind is counted as the full 100 (seed 003):
    # 50 + 100 = 150, p3's call of 100 (the full blind, not 60) makes 250, raise to 100 + 250 = 350:
    # exactly as with a full big blind. Counting the 60 posted would give 100 + 210 = 310.
    assert figures(pt(SHORT_BB, DEAL4)) == offer(100, 200, 350)


def test_short_big_blind_still_counts_as_100_after_a_call() -> None:
    # 50 + 100 (the blind counted in full) + 100 (p3's call) = 250; p4's call makes 350; raise to 450
    # (on the 210 really put in it would be 410)
    assert figures(pt(SHORT_BB, [*DEAL4, "p3 cc"])) == offer(100, 200, 450)


def test_short_big_blind_is_counted_in_full_only_preflop() -> None:
    # p1 folds; on the flop the pot is what was put in: 50 + 60 + 100 + 100 = 310, so a bet of 310 at most
    history = pt(SHORT_BB, [*DEAL4, "p3 cc", "p4 cc", "p1 f", "d db 2s7h9s"])
    assert figures(history) == offer(None, 100, 310)


# ----- after the flop


THREE_LIMP = ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s"]


def test_first_bet_on_the_flop_is_the_pot() -> None:
    # three players put in 100 each: a bet of 300 at most, 100 (the big blind) at least
    assert figures(pt([10000] * 3, THREE_LIMP)) == offer(None, 100, 300)


def test_a_raise_over_a_flop_pot_bet_is_to_1200() -> None:
    # 300 + p1's bet of 300 = 600; p2's call of 300 makes 900; raise to 300 + 900 = 1200
    assert figures(pt([10000] * 3, [*THREE_LIMP, "p1 cbr 300"])) == offer(300, 600, 1200)


def test_when_the_pot_is_below_a_minimum_bet_the_minimum_bet_is_allowed() -> None:
    # antes only, 3 x 10 = 30 in, minimum bet 100: the pot is smaller than a bet, so 100 is both limits
    history = pt([1000, 1000, 1000], [], blinds=(0, 0), antes=[10, 10, 10], min_bet=100)
    assert figures(history) == offer(None, 100, 100)
    with pytest.raises(IllegalActionError, match="over the pot limit: the most is 100"):
        replay({**history, "actions": ["p1 cbr 150"]})
    with pytest.raises(IllegalActionError, match="too small: the minimum is 100"):
        replay({**history, "actions": ["p1 cbr 60"]})


# ----- short all-ins, as in no-limit (seed 003's example at blinds 10/20)


SEED_003 = ["p3 cc", "p4 cbr 60", "p5 cbr 90", "p1 f", "p2 f"]
"""p3 calls 20, p4 raises to 60 (the most was 90: 50 in, his call of 20), p5 is all-in for 90: 30 more,
short of the full raise of 40, so not a raise."""


def test_a_short_all_in_does_not_reopen_for_the_raiser() -> None:
    stacks = [1000, 1000, 1000, 1000, 90]
    # p3 had only called, so he may raise: at least 90 + 40 = 130; at most 10 + 20 + 20 + 60 + 90 = 200
    # in, his call of 70 makes 270, so 90 + 270 = 360
    assert figures(pt(stacks, SEED_003, blinds=(10, 20))) == offer(70, 130, 360)
    # if p3 only calls, p4 (the raiser) faces 30 more, short of a full raise: he may call, not raise
    assert figures(pt(stacks, [*SEED_003, "p3 cc"], blinds=(10, 20))) == offer(30, None, None)


# ----- errors


def test_a_raise_above_the_pot_is_an_illegal_action_naming_the_limit() -> None:
    with pytest.raises(IllegalActionError) as caught:
        replay(pt(DEEP4, [*DEAL4, "p3 cbr 351"]))
    assert str(caught.value) == (
        "action 4 'p3 cbr 351' is illegal: a bet or raise to 351 is over the pot limit: the most is 350 "
        "(the current bet 100 plus the pot after p3's call, 250)"
    )
    with pytest.raises(IllegalActionError, match="counted as a full blind, 40 more than it posted"):
        replay(pt(SHORT_BB, [*DEAL4, "p3 cbr 400"]))


def test_the_command_line_refuses_a_raise_above_the_pot_with_one_error_line() -> None:
    text = json.dumps(pt(DEEP4, [*DEAL4, "p3 cbr 1000"]))
    done = subprocess.run(
        [sys.executable, "-m", "calculator", "play", "-"], input=text, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        "error: action 4 'p3 cbr 1000' is illegal: a bet or raise to 1000 is over the pot limit: the most is 350 "
        "(the current bet 100 plus the pot after p3's call, 250)"
    ]


def test_options_command_gives_the_pot_limit() -> None:
    text = json.dumps(pt(DEEP4, [*DEAL4, "p3 cc"]))
    done = subprocess.run(
        [sys.executable, "-m", "calculator", "options", "-"], input=text, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["max_raise_to"] == 450


def test_pot_limit_needs_min_bet_and_unknown_variants_name_it() -> None:
    history = pt(DEEP4, [])
    del history["min_bet"]
    with pytest.raises(CalculatorError, match="variant PT needs 'min_bet'"):
        read_history(history)
    with pytest.raises(CalculatorError, match="PT pot-limit"):
        read_history({**history, "variant": "PO"})


def test_a_pot_limit_hand_settles_like_the_same_no_limit_hand() -> None:
    actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 350", "p1 cc", "p2 cbr 1400", "p3 f"]
    actions += ["p1 cc", "d db 2s7h9s", "p1 cbr 2900", "p2 cc", "d db Jd", "d db 4c"]
    stacks = [5000, 3000, 5000]
    played = replay(pt(stacks, actions))
    assert played.finishing_stacks == replay(nt(stacks, actions)).finishing_stacks
    # p1 and p2 put in 3,000 each (p1's 2,900 is p2's all-in 1,600 plus 1,300 uncalled) and p3 350:
    # the pot is 6,350 and p1's aces win it
    assert played.settlement.returned == (("p1", 1300),)
    assert played.finishing_stacks == (8350, 0, 4650)


# ----- properties: pot limit is no-limit with a ceiling


@st.composite
def pot_limit_hands(draw: st.DrawFn) -> tuple[dict[str, Any], list[str]]:
    """A pot-limit table (stacks from under a blind to deep, sometimes antes) and a legal action list."""
    n = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(20, 6000), min_size=n, max_size=n))
    antes = [draw(st.sampled_from([0, 0, 10]))] * n
    history = pt(stacks, [], antes=antes)
    actions: list[str] = []
    for _ in range(40):
        hand = play_history(read_history({**history, "actions": actions}))
        table = hand.table
        seat = table.to_act
        if seat is None:
            if table.betting_over:
                break
            actions.append(["d db 2s7h9s", "d db Jd", "d db 4c"][table.street])
            continue
        allowed = table.raise_range(seat)
        choices = ["cc"] + (["f"] if table.level > table.bets[seat] else []) + (["cbr"] * 2 if allowed else [])
        choice = draw(st.sampled_from(choices))
        if choice == "cbr":
            assert allowed is not None
            total = draw(st.sampled_from([allowed.low, allowed.high, (allowed.low + allowed.high) // 2]))
            actions.append(f"p{seat + 1} cbr {total}")
        else:
            actions.append(f"p{seat + 1} {choice}")
    return history, actions


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pot_limit_hands())
def test_pot_limit_is_no_limit_with_a_pot_sized_ceiling(case: tuple[dict[str, Any], list[str]]) -> None:
    """At every decision, the same actions played as no-limit offer the same call and minimum; the largest
    pot-limit raise is no-limit's capped at the current bet plus the pot after the call (the pot summed here
    from the steps' chips, a short big blind counted in full preflop), never below the minimum."""
    history, actions = case
    stacks, antes = history["starting_stacks"], history["antes"]
    big_blind = 0 if len(stacks) == 2 else 1  # heads-up the big blind is p1
    behind = stacks[big_blind] - antes[big_blind]  # the ante is taken first (every stack covers it)
    shortfall = max(100 - behind, 0)
    for count in range(len(actions) + 1):
        pl = play_history(read_history({**history, "actions": actions[:count]}), TDA)
        nl = play_history(read_history({**history, "variant": "NT", "actions": actions[:count]}), TDA)
        ours, theirs = options_now(pl), options_now(nl)
        assert (ours.to_act, ours.call_amount, ours.min_raise_to) == (
            theirs.to_act,
            theirs.call_amount,
            theirs.min_raise_to,
        )
        if ours.max_raise_to is None:
            assert theirs.max_raise_to is None
            continue
        table, seat = pl.table, ours.to_act
        assert seat is not None and theirs.max_raise_to is not None
        put_in = sum(step.chips for step in pl.steps) + (shortfall if table.street == 0 else 0)
        owed = table.level - table.bets[seat]
        ceiling = table.level + put_in + owed
        assert ours.max_raise_to == min(theirs.max_raise_to, max(ceiling, ours.min_raise_to or 0))
