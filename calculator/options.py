"""The legal options of the player to act, as the ``options`` command gives them (CONTRACTS.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .betting import RaiseReason
from .phh import HandHistory, read_history
from .playback import HandInProgress, play_history
from .rules import TDA, RuleSet


@dataclass(frozen=True, slots=True)
class Options:
    """What the player to act may do next.

    ``to_act`` is the seat index (None when nobody is to act: the hand is over or a card is to be dealt).
    ``call_amount`` is the chips to add to call, capped by the stack (None when nothing is owed).
    ``min_raise_to``/``max_raise_to`` are street totals (None when raising is not allowed); when only an
    all-in short of a full raise is possible both equal that all-in total. ``reason`` says why raising is allowed
    or not (None when nobody is to act); it is not part of the command's output.
    """

    to_act: int | None
    name: str | None
    can_fold: bool
    can_check: bool
    call_amount: int | None
    min_raise_to: int | None
    max_raise_to: int | None
    reason: RaiseReason | None = None

    def to_json(self) -> dict[str, object]:
        """The ``options`` command's output object."""
        return {
            "to_act": self.name,
            "can_fold": self.can_fold,
            "can_check": self.can_check,
            "call_amount": self.call_amount,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
        }


NOBODY = Options(None, None, False, False, None, None, None)


def legal_options(
    history: HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA, *, implied_folds: bool = False
) -> Options:
    """Replay a history that may stop mid-hand and return the legal options of the player to act.

    A fold is offered only when chips are owed (folding when a check is free is not offered).
    ``implied_folds`` folds players the history skips, as ``replay`` does. A history of a finished hand that gives
    ``finishing_stacks`` must give the ones the hand plays out to.
    """
    if not isinstance(history, HandHistory):
        history = read_history(history)
    hand = play_history(history, rules, implied_folds=implied_folds)
    if history.finishing_stacks is not None and hand.unfinished() is None:
        hand.played()  # a finished hand's finishing_stacks are checked, as play checks them
    return options_now(hand)


def options_now(hand: HandInProgress) -> Options:
    """The legal options of the player to act in a hand being replayed."""
    table = hand.table
    seat = table.to_act
    if seat is None:
        return NOBODY
    owed = table.level > table.bets[seat]
    allowed = table.raise_range(seat)
    return Options(
        to_act=seat,
        name=hand.names[seat],
        can_fold=owed,
        can_check=not owed,
        call_amount=table.call_amount(seat) if owed else None,
        min_raise_to=None if allowed is None else allowed.low,
        max_raise_to=None if allowed is None else allowed.high,
        reason=table.raise_reason(seat),
    )
