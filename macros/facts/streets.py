"""A played hand's pots as they stand at the end of each street (for lessons where betting goes on after an
all-in: the side pot grows street by street, the main pot does not).

At the end of each street the chips each player has put in so far are cut into pots by the engine as if the betting
stopped there (``calculator.cut_pots``: the pots and the uncalled chips, before any hand is compared). Nothing is
added up here beyond what each player put in on each street.

Figures, under ``streets.<street>.`` (``preflop``, ``flop``, ``turn``, ``river``; only streets that were dealt):
``put_in.<id>`` (chips put in on that street, 0 when none), ``pots.count``, ``pots.N.amount``, ``returned.<id>``
and ``returned.total`` (what would go back if the betting ended there).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import calculator
from calculator import PlayedHand, Pots, StepKind

STREETS = ("preflop", "flop", "turn", "river")


@dataclass(frozen=True, slots=True)
class StreetEnd:
    """One street of a played hand: what each seat put in on it, and the engine's pots after it."""

    street: str
    put_in: tuple[int, ...]
    """Chips each seat put in on this street (seat order)."""
    pots: Pots
    """The engine's pots and uncalled chips for everything put in up to the end of this street."""


def street_ends(played: PlayedHand) -> tuple[StreetEnd, ...]:
    """The pots at the end of every street the hand reached (a street is reached when its cards are dealt)."""
    seats = len(played.names)
    live, dead, antes, folded = [0] * seats, [0] * seats, [0] * seats, [False] * seats
    own = played.antes or (0,) * seats
    put_in: dict[str, list[int]] = {}
    ends: dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[bool, ...]]] = {}
    for step in played.steps:
        on_street = put_in.setdefault(step.street, [0] * seats)
        if step.seat is not None:
            if step.kind is StepKind.ANTE:  # the table's dead money, or the player's own ante
                (antes if own[step.seat] else dead)[step.seat] += step.chips
            else:
                live[step.seat] += step.chips
            on_street[step.seat] += step.chips
            folded[step.seat] = folded[step.seat] or step.kind is StepKind.FOLD
        ends[step.street] = (tuple(live), tuple(dead), tuple(antes), tuple(folded))
    return tuple(
        StreetEnd(street, tuple(put_in[street]), _pots(played, *ends[street])) for street in STREETS if street in ends
    )


def _pots(
    played: PlayedHand,
    live: Sequence[int],
    dead: Sequence[int],
    antes: Sequence[int],
    folded: Sequence[bool],
) -> Pots:
    """The engine's pots for these contributions (their sizes do not depend on the hands, nor on the rules)."""
    contributed = [chips + table + own for chips, table, own in zip(live, dead, antes, strict=True)]
    return calculator.cut_pots(played.names, contributed, dead, folded, antes)


def street_values(ids: tuple[str, ...], ends: Sequence[StreetEnd]) -> Mapping[str, Any]:
    """Name the figures of every street end (see the module's docstring)."""
    values: dict[str, Any] = {}
    for end in ends:
        prefix = f"streets.{end.street}"
        for pid, chips in zip(ids, end.put_in, strict=True):
            values[f"{prefix}.put_in.{pid}"] = chips
        values[f"{prefix}.pots.count"] = len(end.pots.pots)
        for n, pot in enumerate(end.pots.pots):
            values[f"{prefix}.pots.{n}.amount"] = pot.amount
        returned = dict(end.pots.returned)
        for pid in ids:
            values[f"{prefix}.returned.{pid}"] = returned.get(pid, 0)
        values[f"{prefix}.returned.total"] = sum(returned.values())
    return MappingProxyType(values)
