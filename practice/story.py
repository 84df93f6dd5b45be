"""A played hand's story as the bank carries it (``story``): the betting street by street, each step as the lessons
tell it (the catalogue key ``macros/render/narrate.py`` chooses, and its figures), so that the practice page fills
catalogue texts and narrates nothing itself (issue 30).

Taken from the engine's own steps (``HandInProgress``): a step is ``[key, seat, chips, total, all_in]``, and a forced
bet posted short (all-in for part of it) also gives the full amount: ``[key, seat, chips, total, 1, full]`` with a key
ending ``.short`` (``step.ante.short``, whose text says it is all-in). ``key`` is the catalogue key without its
``step.`` prefix; in fixed limit an all-in raise short of what counts as a raise is ``[all_in.short, seat, chips,
total, 0]`` (the text says all-in, and that it is no raise). A forced bet of no chips (a big blind whose blind
took his stack posts no ante) is left out, as the lessons leave it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import calculator
from calculator import RuleSet, StepKind, TableSetup
from calculator.betting import Variant
from calculator.playback import HandInProgress, Step
from replays.call_only import Barred

FORCED = frozenset({StepKind.ANTE, StepKind.BLIND, StepKind.STRADDLE})
BETTING_KEYS = {
    StepKind.POST: "call",
    StepKind.FOLD: "fold",
    StepKind.CHECK: "check",
    StepKind.CALL: "call",
    StepKind.BET: "bet",
    StepKind.RAISE: "raise",
    StepKind.COMPLETE: "complete",
}
"""The key of each kind of betting step (a live post reads as a call, as in the lessons)."""
BLIND_KEYS = ("small_blind", "big_blind")
"""The blinds by their entry in PHH's ``blinds_or_straddles``: the small blind first, then the big blind."""


def forced_key(setup: TableSetup, step: Step) -> tuple[str, int]:
    """A forced bet's key and its full amount (the ante or blind the table asks for), found by the entry of the
    history that the step's seat pays."""
    entry = next(k for k in range(setup.seats) if setup.forced_seat(k) == step.seat)
    if step.kind is StepKind.ANTE:
        return "ante", setup.antes[entry]
    key = BLIND_KEYS[entry] if step.kind is StepKind.BLIND and entry < len(BLIND_KEYS) else "straddle"
    return key, abs(setup.blinds_or_straddles[entry])


def step_entry(setup: TableSetup, step: Step) -> list[Any] | None:
    """One step as the story holds it, or None for a step it leaves out (dealing, showing, a forced bet of 0)."""
    seat = step.seat
    if step.kind in FORCED:
        if not step.chips:
            return None
        key, full = forced_key(setup, step)
        if step.all_in and step.chips < full:
            return [key + ".short", seat, step.chips, step.street_total, 1, full]
    elif step.kind is StepKind.RAISE and step.all_in and not step.full_raise and setup.variant is Variant.FIXED_LIMIT:
        # in fixed limit an all-in short of what counts as a raise is no raise, and is not called one (native review
        # F15-2: the practice log said "raises to 225" over a bet of 200; the lessons and the own-hand table do not)
        return ["all_in.short", seat, step.chips, step.street_total, 0]
    elif step.kind in BETTING_KEYS:
        key = BETTING_KEYS[step.kind]
    else:
        return None
    return [key, seat, step.chips, step.street_total, int(step.all_in)]


def story_of(source: str, rules: RuleSet) -> dict[str, Any]:
    """The story of a PHH history (an ``options``, ``play`` or ``streets`` input): ``streets``, each ``[street, board,
    steps]`` (the board cards dealt as the street starts, as one word: ``"AhKd2c"``; ``""`` before the flop), and
    ``hole``, each seat's two cards as one word, or None where they are not known.

    Before the action of a player whom a short all-in left able only to call or fold, the dealer's words to him:
    ``["call_only", seat, call, bet, all_in]`` (what he must add, the bet he faces; issue 31, item 5), as the replays'
    ``call_only`` (replays/call_only.py)."""
    history = calculator.read_history(source)
    hand = HandInProgress(history, rules)
    barred = Barred()
    streets: list[list[Any]] = [["preflop", "", []]]
    _tell(history.setup, hand.steps, streets)
    for action in history.actions:
        said = barred.call_only(hand) if hand.table.to_act is not None else None
        before = len(hand.steps)
        hand.apply(action)
        new = hand.steps[before:]
        for step in new:
            barred.record(hand, step)
        if said is not None:
            seat = hand.table.names.index(said.name)
            streets[-1][2].append(["call_only", seat, said.call, said.bet, int(said.all_in)])
        _tell(history.setup, new, streets)
    hole = ["".join(cards) if cards and "??" not in cards else None for cards in hand.hole]
    return {"streets": streets, "hole": hole}


def _tell(setup: TableSetup, steps: Sequence[Step], streets: list[list[Any]]) -> None:
    """Add ``steps`` to the story: a board dealt starts a street; every other step the story keeps joins the last."""
    for step in steps:
        if step.kind is StepKind.DEAL_BOARD:
            streets.append([step.street, "".join(step.cards or ()), []])
            continue
        entry = step_entry(setup, step)
        if entry is not None:
            streets[-1][2].append(entry)
