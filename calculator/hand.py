"""The settlement's input values: who put in what, who folded, and how strong each hand is."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import BOARD_CARDS, HOLE_CARDS, Card, ensure_distinct
from .errors import CardCountError, ChipAmountError, ContributionError, HandStrengthError, PlayerError, plain

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
_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK")
"""The scripts whose letters look alike: a word may not mix Latin with Cyrillic or Greek ("R\u0430mses" with a
Cyrillic a)."""
_LATIN_UNNAMED = frozenset("\u2132\u214e\u2183\u1d2f\u1d3b\u1d4e\U00010780")
"""Latin letters whose Unicode names do not say so and which NFKC leaves as they are (turned F, reversed C, four
modifier letters): with them, every letter's script here is the one JavaScript's ``\\p{Script=...}`` gives."""


def check_chips(value: object, what: str) -> int:
    """Return ``value`` if it is a whole number of chips (an ``int`` at least 0), else raise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ChipAmountError(f"{what} must be a whole number of chips, not {plain(value)}")
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
        raise ChipAmountError(f"smallest_chip must be a whole number of chips from 1, not {plain(value)}")
    return value


def check_name(name: object) -> str:
    """Return ``name`` if it can name a player: Unicode text with at least one visible character."""
    if not isinstance(name, str):
        raise PlayerError(f"a player's name must be text, not {plain(name)}")
    if any("\ud800" <= char <= "\udfff" for char in name):
        raise PlayerError(f"the name {name!r} is not Unicode text (it holds a lone surrogate)")
    if not any(_visible(char) for char in name):
        raise PlayerError(
            f"every player needs a name with a visible character, got {name!r} "
            "(only spaces, invisible or control characters)"
        )
    mixed = mixed_script_word(name)
    if mixed is not None:
        word, letter = mixed
        script = (_script(letter) or "").capitalize()
        raise PlayerError(
            f"the name {name!r} mixes Latin and {script} letters in the word {word!r} ({letter!r} is "
            f"U+{ord(letter):04X} {unicodedata.name(letter, '')}): letters that look alike would make two players "
            "look like one; write each word in one alphabet"
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


def name_key(name: str) -> str:
    """The form in which names are compared: Unicode NFKC (full-width, ligature and styled letters as the plain
    ones) with every format character (category Cf: soft hyphen, zero-width space and joiners, direction
    marks) taken out first. Two names with the same key are one player."""
    return unicodedata.normalize("NFKC", "".join(char for char in name if unicodedata.category(char) != "Cf"))


LOOK_ALIKE = (
    "АAВBЕEКKМMНHОOРPСCТTХXУYІIЈJЅSԚQԜWҮY"  # noqa: RUF001 - Cyrillic capitals
    "аaеeоoрpсcуyхxіiјjѕsԁdԛqԝwһhүyӏl"  # noqa: RUF001 - Cyrillic small letters
    "ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXαaοoρpνvυuϳj"  # noqa: RUF001 - Greek
    "ՕOՍUօoսuհhոnզqցg"  # noqa: RUF001 - Armenian
    "ɑaɡgıiɩi"  # noqa: RUF001 - Latin letters drawn as plain ones (alpha, script g, dotless i, iota)
    "كکيیىیەه"  # Arabic kaf, yeh, alef maksura and ae, drawn as Persian keheh, yeh and heh when joined
)
"""Pairs of characters (a letter, then the letter it is drawn as): two names that differ only in these look the
same on a page. The same string is in ``docs/assets/js/settle.js`` (``LOOK_ALIKE``; a test holds them equal)."""
_DRAWN_AS = str.maketrans(dict(zip(LOOK_ALIKE[::2], LOOK_ALIKE[1::2], strict=True)))
_SPACES = frozenset(("Zs", "Zl", "Zp", "Cc"))


def look_key(name: str) -> str:
    """The form in which names are compared for sameness: ``name_key``, its spaces and control characters (any run
    of them) read as one space and none at either end, and each letter of ``LOOK_ALIKE`` read as the one it is
    drawn as. Two names with the same key look the same (``Bob`` and ``Bob ``, ``TOP`` and ``TOP`` in Cyrillic letters,
    Persian ``کیان`` and Arabic ``كيان``): they are one player."""
    spaced = "".join(" " if unicodedata.category(char) in _SPACES else char for char in name_key(name))
    return " ".join(word for word in spaced.split(" ") if word).translate(_DRAWN_AS)


def mixed_script_word(name: str) -> tuple[str, str] | None:
    """The first word of ``name`` (in its compared form, ``name_key``) whose letters mix the Latin script with
    the Cyrillic or the Greek one, and its first letter of those two scripts; or None. A word is a run of letters
    and combining marks."""
    if name.isascii():  # ASCII letters are all Latin: nothing to mix (most names; a third of settle_json's time)
        return None
    words: list[str] = []
    word = ""
    for char in name_key(name):
        if unicodedata.category(char)[0] in "LM":
            word += char
        elif word:
            words.append(word)
            word = ""
    words.append(word)
    for word in words:
        scripts = [_script(char) for char in word]
        alike = ("CYRILLIC", "GREEK")
        other = next((char for char, script in zip(word, scripts, strict=True) if script in alike), None)
        if "LATIN" in scripts and other is not None:
            return word, other
    return None


def _script(char: str) -> str | None:
    """LATIN, CYRILLIC or GREEK for a letter of that script (by its Unicode name), else None."""
    if unicodedata.category(char)[0] != "L":
        return None
    if char in _LATIN_UNNAMED:
        return "LATIN"
    words = unicodedata.name(char, "").split()
    return next((word for word in words if word in _SCRIPTS), None)


def _visible(char: str) -> bool:
    """True for a letter, digit, punctuation mark or symbol that shows something."""
    return unicodedata.category(char)[0] in "LNPS" and char not in _BLANK_LETTERS


def check_names(names: Iterable[object]) -> None:
    """Raise unless every name is valid and no two look the same (``look_key``: Unicode NFKC without format
    characters, spaces folded, look-alike letters of other alphabets read as the ones they are drawn as)."""
    seen: dict[str, str] = {}
    for given in names:
        name = check_name(given)
        key = look_key(name)
        if key in seen:
            first = seen[key]
            same = "" if first == name else f" (the same name as {first!r} once compared)"
            raise PlayerError(
                f"player name {name!r} appears more than once{same}: names are compared as they look, in Unicode "
                "NFKC, without invisible format characters or spaces at the ends, and with letters of other "
                "alphabets that look alike (Cyrillic, Greek, Armenian, Arabic kaf and yeh) read as one"
            )
        seen[key] = name


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
            raise PlayerError(f"folded of {self.name} must be true or false, not {plain(self.folded)}")
        if self.rank is not None and (
            isinstance(self.rank, bool) or not isinstance(self.rank, int) or not 1 <= self.rank <= MAX_CHIPS
        ):
            raise HandStrengthError(f"rank of {self.name} must be a whole number from 1 (best), not {plain(self.rank)}")
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
