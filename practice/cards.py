"""Dealing cards for practice hands: random hole cards and boards, and hands built to tie."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)


class Deck:
    """The cards not dealt yet (in a fixed order, so a seeded ``Random`` deals the same cards every time)."""

    def __init__(self, rng: Random) -> None:
        self.rng = rng
        self.left = list(DECK)

    def take(self, cards: Sequence[str]) -> str:
        """Take the given cards out of the deck (they must still be in it); return them as one word."""
        for card in cards:
            self.left.remove(card)
        return "".join(cards)

    def deal(self, count: int) -> str:
        """``count`` random cards as one word (``"AcKd"``)."""
        return self.take(self.rng.sample(self.left, count))

    def same_ranks(self, holders: int) -> list[str]:
        """Hole cards of the same two ranks in different suits for ``holders`` players (they tie on most boards)."""
        high, low = sorted(self.rng.sample(range(len(RANKS)), 2), reverse=True)
        hands = []
        high_suits = self.rng.sample(SUITS, holders)
        low_suits = self.rng.sample(SUITS, holders)
        for first, second in zip(high_suits, low_suits, strict=True):
            hands.append(self.take([RANKS[high] + first, RANKS[low] + second]))
        return hands
