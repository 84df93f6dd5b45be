"""Hold'em hand evaluation: the best five of five to seven cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from .cards import Card, ensure_distinct
from .errors import CardCountError


class Category(IntEnum):
    """Hand categories, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        """The contract's name of the category, e.g. ``three_of_a_kind``."""
        return self.name.lower()


HandKey = tuple[int, ...]
"""A comparable strength: the category then the tiebreak ranks; larger is better."""


@dataclass(frozen=True, slots=True, order=True)
class HandValue:
    """A hand's strength (comparable) and the five cards that make it."""

    category: Category
    tiebreak: tuple[int, ...]
    best: tuple[Card, ...] = field(compare=False)

    @property
    def key(self) -> HandKey:
        """The strength as one comparable tuple."""
        return (int(self.category), *self.tiebreak)


def _straight_high(mask: int) -> int:
    """The top rank of the highest straight in a rank bit mask (ace also as bit 1), or 0."""
    for high in range(14, 4, -1):
        run = 0b11111 << (high - 4)
        if mask & run == run:
            return high
    return 0


def _mask(ranks: Sequence[int]) -> int:
    mask = 0
    for rank in ranks:
        mask |= 1 << rank
    if mask & (1 << 14):
        mask |= 1 << 1
    return mask


def hand_key(cards: Sequence[Card]) -> HandKey:
    """The strength of the best five-card hand among ``cards`` (no validation; hot path)."""
    counts = [0] * 15
    suits: dict[str, list[int]] = {}
    for card in cards:
        counts[card.rank] += 1
        suits.setdefault(card.suit, []).append(card.rank)
    for suited in suits.values():
        if len(suited) >= 5:
            high = _straight_high(_mask(suited))
            if high:
                return (8, high)
            flush = sorted(suited, reverse=True)[:5]
            flush_key: HandKey = (5, *flush)
            break
    else:
        flush_key = ()
    quads = trips = 0
    trip_ranks: list[int] = []
    pairs: list[int] = []
    singles: list[int] = []
    for rank in range(14, 1, -1):
        n = counts[rank]
        if n == 4:
            quads = rank
        elif n == 3:
            trip_ranks.append(rank)
        elif n == 2:
            pairs.append(rank)
        elif n == 1:
            singles.append(rank)
    if quads:
        kicker = max([r for r in range(2, 15) if counts[r] and r != quads])
        return (7, quads, kicker)
    if trip_ranks:
        trips = trip_ranks[0]
        fill = sorted(trip_ranks[1:] + pairs, reverse=True)
        if fill:
            return (6, trips, fill[0])
    if flush_key:
        return flush_key
    mask = 0
    for rank in range(2, 15):
        if counts[rank]:
            mask |= 1 << rank
    if counts[14]:
        mask |= 2
    high = _straight_high(mask)
    if high:
        return (4, high)
    if trips:
        return (3, trips, *singles[:2])
    if len(pairs) >= 2:
        kicker = max(singles[:1] + pairs[2:3])
        return (2, pairs[0], pairs[1], kicker)
    if pairs:
        return (1, pairs[0], *singles[:3])
    return (0, *singles[:5])


def evaluate(cards: Sequence[Card]) -> HandValue:
    """Evaluate five to seven distinct cards: category, tiebreak and the best five cards."""
    if not 5 <= len(cards) <= 7:
        raise CardCountError(f"a hand is evaluated from 5 to 7 cards, got {len(cards)}")
    ensure_distinct(cards)
    key = hand_key(cards)
    category = Category(key[0])
    return HandValue(category, key[1:], _best_five(cards, category, key[1:]))


def _best_five(cards: Sequence[Card], category: Category, tiebreak: tuple[int, ...]) -> tuple[Card, ...]:
    """Pick the five cards that make the hand: grouped cards first, then kickers, high to low."""
    ordered = sorted(cards, key=lambda c: (-c.rank, c.suit))
    if category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        suit = max({c.suit for c in cards}, key=lambda s: sum(c.suit == s for c in cards))
        ordered = [c for c in ordered if c.suit == suit]
        if category is Category.FLUSH:
            return tuple(ordered[:5])
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        high = tiebreak[0]
        wanted = [14 if r == 1 else r for r in range(high, high - 5, -1)]
        return tuple(next(c for c in ordered if c.rank == r) for r in wanted)
    group_sizes = {
        Category.FOUR_OF_A_KIND: (4, 1),
        Category.FULL_HOUSE: (3, 2),
        Category.THREE_OF_A_KIND: (3, 1, 1),
        Category.TWO_PAIR: (2, 2, 1),
        Category.ONE_PAIR: (2, 1, 1, 1),
        Category.HIGH_CARD: (1, 1, 1, 1, 1),
    }[category]
    best: list[Card] = []
    for rank, size in zip(tiebreak, group_sizes, strict=True):
        best.extend([c for c in ordered if c.rank == rank and c not in best][:size])
    return tuple(best)


def describe(value: HandValue) -> dict[str, object]:
    """The contract's description of a hand: ``{"category": ..., "best": [...]}``."""
    return {"category": value.category.label, "best": [str(c) for c in value.best]}
