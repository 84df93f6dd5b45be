"""Who may only call or fold after a short all-in, and what the dealer tells him when the action is back on him.

An all-in short of a full bet or raise does not reopen the betting for a player who has already acted: when it
comes back to him he may call or fold, not raise (the engine's ``why_no_raise``). The dealer says so as he turns
to him, with the bet he faces and what he must add to call ("The bet is 1,400 to you. You may call 400 more or
fold; you may not raise."). Every figure is the engine's: the street's bet level and the call of its legal options.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calculator import HandHistory, RuleSet, StepKind
from calculator.betting import RaiseVerdict
from calculator.options import options_now
from calculator.playback import HandInProgress, Step

RAISES = frozenset({StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})
ACTIONS = RAISES | {StepKind.FOLD, StepKind.CHECK, StepKind.CALL}


def no_longer_raise(hand: HandInProgress, step: Step) -> list[str]:
    """Right after a short all-in (``step``, just applied to ``hand``): the players who have acted, still have chips
    and may not raise when it comes back to them (the engine's ``why_no_raise``). Empty when nobody who has acted
    is barred: the blinds still to act, say, keep every option (also what the hand stories say: narrate.py)."""
    table = hand.table
    return [
        table.names[seat]
        for seat in range(table.seats)
        if seat != step.seat
        and table.acted[seat]
        and not table.folded[seat]
        and table.stacks[seat] > 0
        and table.names[seat] not in step.reopens_for
        and table.why_no_raise(seat) is not None
    ]


@dataclass(frozen=True, slots=True)
class CallOnly:
    """The dealer's words to the player to act whose betting a short all-in did not reopen."""

    name: str
    """The player (his id in the history)."""
    bet: int
    """The bet he faces: the street's bet level (a street total)."""
    call: int
    """What he must add to call (the engine's call, at most his stack)."""
    all_in: bool = False
    """The call takes his last chips: the dealer says so ("call with your last 400, all-in")."""

    def to_json(self) -> dict[str, Any]:
        """As the replay data writes it (CONTRACTS.md, "Replays": ``call_only``; ``all_in`` only when true)."""
        said: dict[str, Any] = {"name": self.name, "bet": self.bet, "call": self.call}
        if self.all_in:
            said["all_in"] = True
        return said


class Barred:
    """Follows a hand action by action: the players an all-in has left barred from raising on this street (until a
    full raise reopens the betting for them, or they act): after a short one, those who had acted; after a full raise
    for some, those who face less than a full raise since they acted (fixed limit, dealer's review D24-02)."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.street: str | None = None

    def record(self, hand: HandInProgress, step: Step) -> None:
        """Take in ``step``, just applied to ``hand``."""
        if step.street != self.street:
            self.names.clear()
            self.street = step.street
        if step.kind not in ACTIONS:
            return
        self.names.discard(step.name or "")
        if step.kind in RAISES:
            self.names.difference_update(step.reopens_for)
            self.names.update(no_longer_raise(hand, step))

    def call_only(self, hand: HandInProgress) -> CallOnly | None:
        """What the dealer says to the player to act now if he is barred and may only call or fold; else None."""
        options = options_now(hand)
        if options.name is None or options.name not in self.names:
            return None
        if options.min_raise_to is not None or not options.call_amount:
            return None
        table = hand.table
        seat = table.names.index(options.name)
        if table.raise_reason(seat).verdict is RaiseVerdict.NO_OPPONENT:
            return None  # nobody could call a raise: no dealer tells him he may not make one (dealer review D27-01)
        stack = table.stacks[seat]
        return CallOnly(options.name, table.level, options.call_amount, options.call_amount >= stack)


def call_only_at(history: HandHistory, rules: RuleSet, count: int) -> CallOnly | None:
    """The dealer's words after the first ``count`` actions of ``history``, if the player to act then may only call
    or fold because a short all-in did not reopen the betting for him (None otherwise)."""
    hand = HandInProgress(history, rules)
    barred = Barred()
    for action in history.actions[:count]:
        before = len(hand.steps)
        hand.apply(action)
        for step in hand.steps[before:]:
            barred.record(hand, step)
    return barred.call_only(hand)
