"""The settlement's input values: who put in what, who folded, and how strong each hand is."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import BOARD_CARDS, HOLE_CARDS, Card, ensure_distinct
from .errors import CardCountError, ChipAmountError, ContributionError, HandStrengthError, PlayerError

MAX_CHIPS = 2**53 - 1
"""The largest chip count (and rank) the engine accepts: the browser engine counts exactly up to here, and the
chips of a whole hand must add up to no more, so both engines give the same answer for every input they accept."""
MAX_PLAYERS = 23
"""The most players a hand may have: a hold'em deck deals two cards to each of 23 players and five to the board."""
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters Unicode files as letters or symbols that nevertheless show nothing (Hangul fillers, the blank
Braille pattern)."""
_OPENERS = {"\u202a": "\u202c", "\u202b": "\u202c", "\u202d": "\u202c", "\u202e": "\u202c",
            "\u2066": "\u2069", "\u2067": "\u2069", "\u2068": "\u2069"}  # fmt: skip
"""Bidirectional embeddings and overrides (closed by U+202C PDF) and isolates (closed by U+2069 PDI)."""
_CLOSERS = frozenset(_OPENERS.values())


def check_chips(value: object, what: str) -> int:
    """Return ``value`` if it is a whole number of chips (an ``int`` at least 0), else raise."""
    if isinstance(value, bool) or not isinstance(value, int):
        kind = "fractional" if isinstance(value, float) else type(value).__name__
        raise ChipAmountError(f"{what} must be a whole number of chips, not {kind} {value!r}")
    if value < 0:
        raise ChipAmountError(f"{what} must not be negative, got {value}")
    if value > MAX_CHIPS:
        raise ChipAmountError(f"{what} must be at most {MAX_CHIPS} chips, got {value}")
    return value


def check_total_chips(total: int) -> None:
    """Raise if the chips put in by all players together exceed what a hand may hold."""
    if total > MAX_CHIPS:
        raise ChipAmountError(f"the chips put in add up to {total}, more than the {MAX_CHIPS} a hand may hold")


def check_smallest_chip(value: object) -> int:
    """Return ``value`` if it can be the smallest chip in play (a whole number from 1), else raise."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_CHIPS:
        raise ChipAmountError(f"smallest_chip must be a whole number of chips from 1, not {value!r}")
    return value


def check_name(name: object) -> str:
    """Return ``name`` if it can name a player: Unicode text with at least one visible character."""
    if not isinstance(name, str):
        raise PlayerError(f"a player's name must be text, not {name!r}")
    if any("\ud800" <= char <= "\udfff" for char in name):
        raise PlayerError(f"the name {name!r} is not Unicode text (it holds a lone surrogate)")
    if not any(_visible(char) for char in name):
        raise PlayerError(
            f"every player needs a name with a visible character, got {name!r} "
            "(only spaces, invisible or control characters)"
        )
    unpaired = unpaired_bidi_control(name)
    if unpaired is not None:
        raise PlayerError(
            f"the name {name!r} holds an unpaired bidirectional control U+{ord(unpaired):04X}: it would reorder "
            "the words and figures shown after the name (embeddings, overrides and isolates U+202A-U+202E, "
            "U+2066-U+2069 must be closed, and nested, inside the name)"
        )
    return name


def unpaired_bidi_control(name: str) -> str | None:
    """The first bidirectional embedding, override or isolate control of ``name`` that is not closed (or not
    opened) inside it, in nesting order; None when every one is paired. LRM, RLM and ALM are allowed: a mark
    cannot reach past the isolate a page puts around a name."""
    stack: list[str] = []
    for char in name:
        if char in _OPENERS:
            stack.append(char)
        elif char in _CLOSERS:
            if not stack or _OPENERS[stack[-1]] != char:
                return char
            stack.pop()
    return stack[0] if stack else None


def _visible(char: str) -> bool:
    """True for a letter, digit, punctuation mark or symbol that shows something."""
    return unicodedata.category(char)[0] in "LNPS" and char not in _BLANK_LETTERS


def check_names(names: Iterable[object]) -> None:
    """Raise unless every name is valid and no two are the same after Unicode NFC normalization."""
    seen: set[str] = set()
    for name in names:
        key = unicodedata.normalize("NFC", check_name(name))
        if key in seen:
            raise PlayerError(f"player name {name!r} appears more than once (names are compared in Unicode NFC)")
        seen.add(key)


@dataclass(frozen=True, slots=True)
class PlayerHand:
    """One seat at showdown: chips put in (``dead`` of them dead money posted for the table, ``ante`` of them
    his own ante), fold, and strength.

    Strength is ``rank`` (1 is best, equal ranks tie) or ``cards`` (hole cards, used with the board).
    """

    name: str
    contributed: int
    folded: bool = False
    dead: int = 0
    rank: int | None = None
    cards: tuple[Card, ...] | None = None
    ante: int = 0

    def __post_init__(self) -> None:
        check_name(self.name)
        check_chips(self.contributed, f"contributed of {self.name}")
        check_chips(self.dead, f"dead of {self.name}")
        check_chips(self.ante, f"ante of {self.name}")
        if self.dead > self.contributed:
            raise ContributionError(f"dead of {self.name} ({self.dead}) is more than contributed ({self.contributed})")
        if self.ante > self.contributed:
            raise ContributionError(f"ante of {self.name} ({self.ante}) is more than contributed ({self.contributed})")
        if self.dead + self.ante > self.contributed:
            raise ContributionError(
                f"dead and ante of {self.name} ({self.dead} + {self.ante}) add up to more than contributed "
                f"({self.contributed})"
            )
        if not isinstance(self.folded, bool):
            raise PlayerError(f"folded of {self.name} must be true or false, not {self.folded!r}")
        if self.rank is not None and (
            isinstance(self.rank, bool) or not isinstance(self.rank, int) or not 1 <= self.rank <= MAX_CHIPS
        ):
            raise HandStrengthError(f"rank of {self.name} must be a whole number from 1 (best), not {self.rank!r}")
        if self.cards is not None and len(self.cards) != HOLE_CARDS:
            raise CardCountError(f"{self.name} must hold {HOLE_CARDS} cards, got {len(self.cards)}")
        if self.rank is not None and self.cards is not None:
            raise HandStrengthError(f"give {self.name} either a rank or cards, not both")

    @property
    def live(self) -> int:
        """Chips that take part in the uncalled comparison and the live layers: all but dead money and ante."""
        return self.contributed - self.dead - self.ante


@dataclass(frozen=True, slots=True)
class Hand:
    """Everyone at the table in seat order (first seat left of the button; the button last), the board, and
    the smallest chip in play (every contribution is a whole number of them; pots are split in them)."""

    players: tuple[PlayerHand, ...]
    board: tuple[Card, ...] | None = None
    smallest_chip: int = 1

    def __post_init__(self) -> None:
        if not self.players:
            raise PlayerError("a hand needs at least one player")
        if len(self.players) > MAX_PLAYERS:
            raise PlayerError(f"a hand has at most {MAX_PLAYERS} players, got {len(self.players)}")
        check_smallest_chip(self.smallest_chip)
        check_names(p.name for p in self.players)
        check_total_chips(sum(p.contributed for p in self.players))
        for player in self.players:
            for what, chips in (("contributed", player.contributed), ("dead", player.dead), ("ante", player.ante)):
                if chips % self.smallest_chip:
                    raise ChipAmountError(
                        f"{what} of {player.name} ({chips}) is not a whole number of smallest chips "
                        f"({self.smallest_chip})"
                    )
        if self.board is not None and len(self.board) != BOARD_CARDS:
            raise CardCountError(f"the board must have {BOARD_CARDS} cards, got {len(self.board)}")
        self._check_strengths()

    def _check_strengths(self) -> None:
        contenders = [p for p in self.players if not p.folded]
        uses_cards = any(p.cards is not None for p in contenders)
        if any(p.cards is not None for p in self.players):
            if self.board is None:
                raise HandStrengthError("players' cards need a board of 5 cards")
            ensure_distinct([*self.board, *(c for p in self.players for c in (p.cards or ()))])
        if len(contenders) < 2:
            return
        for player in contenders:
            missing = player.cards is None if uses_cards else player.rank is None
            if missing:
                need = "cards" if uses_cards else "a rank (1 = best) or cards"
                raise HandStrengthError(f"{player.name} has not folded and needs {need}")
