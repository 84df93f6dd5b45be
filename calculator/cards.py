"""Playing cards: parsing ``"AcAd"``-style text into values, with specific errors."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .errors import CardCountError, DuplicateCardError, InvalidCardError, plain

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
UNKNOWN_CARD = "??"
"""How a hand history writes a card nobody saw (PHH's ``??``)."""
HOLE_CARDS = 2
"""Cards each hold'em player is dealt."""
BOARD_CARDS = 5
"""Cards on a complete hold'em board."""


@dataclass(frozen=True, slots=True)
class Card:
    """One card: ``rank`` 2..14 (14 is the ace) and ``suit`` one of ``c d h s``."""

    rank: int
    suit: str

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit


DECK: dict[str, Card] = {
    rank + suit: Card(value, suit) for value, rank in enumerate(RANK_CHARS, 2) for suit in SUIT_CHARS
}
"""The 52 cards by their text (``"As"``)."""


def parse_card(text: str) -> Card:
    """Parse one card such as ``"Ts"`` (the rank in either case); raise ``InvalidCardError`` naming the bad part."""
    if not isinstance(text, str) or len(text) != 2:
        raise InvalidCardError(f"a card is a rank and a suit, like 'As' or 'Td', not {text!r}")
    card = DECK.get(text[0].upper() + text[1])
    if card is None:
        if text[0].upper() not in RANK_CHARS:
            raise InvalidCardError(f"bad rank {text[0]!r} in card {text!r} (ranks: {RANK_CHARS})")
        raise InvalidCardError(f"bad suit {text[1]!r} in card {text!r} (suits: {SUIT_CHARS})")
    return card


def parse_cards(text: str, what: str = "cards", count: int | None = None) -> tuple[Card, ...]:
    """Parse concatenated cards (``"AcAd"``, spaces allowed) and check their number and distinctness."""
    if not isinstance(text, str):
        raise InvalidCardError(f"{what} must be a string of cards like 'AcAd', not {plain(text)}")
    compact = "".join(text.split())
    if len(compact) % 2:
        raise InvalidCardError(f"{what} {text!r} is not a whole number of two-character cards")
    cards = tuple(parse_card(compact[i : i + 2]) for i in range(0, len(compact), 2))
    if count is not None and len(cards) != count:
        raise CardCountError(f"{what} must be {count} cards, got {len(cards)} in {text!r}")
    ensure_distinct(cards)
    return cards


def ensure_distinct(cards: Iterable[Card]) -> None:
    """Raise ``DuplicateCardError`` if any card appears twice."""
    cards = tuple(cards)
    if len(set(cards)) == len(cards):
        return
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DuplicateCardError(f"card {card} appears twice", str(card))
        seen.add(card)
