"""What the engine says right after each all-in short of a full bet or raise: who had acted and may no longer
raise, and how much a raise over it must still add (the hand stories and the replayer say one or the other)."""

from __future__ import annotations

from dataclasses import dataclass

from calculator import HandHistory, RuleSet, StepKind
from calculator.playback import HandInProgress
from replays.call_only import no_longer_raise

RAISES = frozenset({StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})


@dataclass(frozen=True, slots=True)
class ShortAllIn:
    """The betting right after a short all-in."""

    barred: tuple[str, ...]
    """The players who have acted and may now only call or fold (empty: nobody who has acted is held back)."""
    raise_by: int | None
    """No-limit and pot limit: the least a raise over it must still add, the last full bet or raise (the engine's
    ``raise_size``); None in fixed limit."""


def short_all_ins(history: HandHistory, rules: RuleSet) -> dict[int, ShortAllIn]:
    """Each short all-in bet or raise of the hand, by its action's index in the history."""
    hand = HandInProgress(history, rules)
    found: dict[int, ShortAllIn] = {}
    for action in history.actions:
        before = len(hand.steps)
        hand.apply(action)
        for step in hand.steps[before:]:
            if step.kind in RAISES and step.full_raise is False and step.index is not None:
                view = hand.betting()
                found[step.index] = ShortAllIn(
                    tuple(no_longer_raise(hand, step)), None if view.fixed_limit else view.raise_size
                )
    return found
