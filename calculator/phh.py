"""Reading PHH hand histories (TOML, or the same fields as JSON) into a frozen ``HandHistory`` value.

Only the hold'em variants ``NT`` (no-limit) and ``FT`` (fixed-limit) are supported. The reader checks the
shape of the file (fields, numbers, cards, action syntax); whether the actions obey the betting rules is
checked when the hand is replayed (``calculator.replay``).
"""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import repeat
from typing import Any, NamedTuple

from .cards import RANK_CHARS, SUIT_CHARS, Card, parse_card
from .errors import HandHistoryError
from .json_input import load_json

VARIANTS = ("NT", "FT")
HOLE_CARDS = 2


class ActionKind(StrEnum):
    """The PHH action codes this engine understands."""

    DEAL_HOLE = "dh"
    DEAL_BOARD = "db"
    FOLD = "f"
    CHECK_CALL = "cc"
    BET_RAISE = "cbr"
    SHOW_MUCK = "sm"
    COMMENT = "#"
    """An action string holding only commentary (``"# ..."``)."""


class HistoryAction(NamedTuple):
    """One entry of the PHH ``actions`` list, parsed (an immutable named tuple: cheap to build per action).

    ``actor`` is the seat index (0 for ``p1``) of the player acting or being dealt to, None for the board.
    ``cards`` holds dealt or shown cards, None for each unknown card (``??``); for ``sm`` it is None when
    the player mucks and ``shows`` is False. ``amount`` is the street total of a ``cbr``.
    """

    index: int  # type: ignore[assignment]  # the field shadows tuple.index on purpose
    text: str
    kind: ActionKind
    actor: int | None = None
    amount: int | None = None
    cards: tuple[Card | None, ...] | None = None
    shows: bool = False
    commentary: str | None = None
    texts: tuple[str, ...] = ()
    """The cards as text, two characters each (``"Ac"``; ``"??"`` unknown)."""


@dataclass(frozen=True, slots=True)
class HandHistory:
    """A hand history: the table (variant, stakes, stacks, names) and its actions in order.

    Seats are in PHH order: the first seat left of the button first, the button last (heads-up: the big
    blind first). ``antes`` and ``blinds_or_straddles`` are as PHH writes them (heads-up, PHH lists the
    small blind's amount first even though the small blind sits second).
    """

    variant: str
    starting_stacks: tuple[int, ...]
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...]
    actions: tuple[HistoryAction, ...]
    players: tuple[str, ...]
    min_bet: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    finishing_stacks: tuple[int, ...] | None = None

    @property
    def seat_count(self) -> int:
        """How many players sit at the table."""
        return len(self.starting_stacks)

    @property
    def fixed_limit(self) -> bool:
        """True for fixed-limit hold'em (``FT``)."""
        return self.variant == "FT"


def read_history(source: str | Mapping[str, Any]) -> HandHistory:
    """Read a hand history from PHH TOML text, JSON text (one object, e.g. a corpus line) or a mapping."""
    if isinstance(source, dict | Mapping):  # dict first: the common case, without the ABC check
        return history_from_mapping(source)
    if not isinstance(source, str):
        raise HandHistoryError("a hand history must be PHH text (TOML), a JSON object or a mapping")
    if source.lstrip().startswith("{"):
        data = load_json(source)
        if not isinstance(data, Mapping):
            raise HandHistoryError("a JSON hand history must be one object")
        return history_from_mapping(data)
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise HandHistoryError(f"malformed PHH (TOML): {error}") from None
    except RecursionError:
        raise HandHistoryError("malformed PHH (TOML): nested too deeply") from None
    except ValueError:  # tomllib lets int() refuse an integer too long to convert
        limit = sys.get_int_max_str_digits()
        raise HandHistoryError(f"malformed PHH (TOML): a number has more than {limit} digits") from None
    return history_from_mapping(data)


def history_from_mapping(data: Mapping[str, Any]) -> HandHistory:
    """Build a ``HandHistory`` from PHH fields; unknown metadata fields (event, source, ...) are ignored."""
    variant = data.get("variant")
    if variant is None:
        raise HandHistoryError("the hand history has no 'variant' (supported: NT, FT)")
    if variant not in VARIANTS:
        raise HandHistoryError(f"unsupported variant {variant!r} (supported: NT no-limit and FT fixed-limit hold'em)")
    stacks = _chip_list(data, "starting_stacks", None, positive=True)
    seats = len(stacks)
    if seats < 2:
        raise HandHistoryError(f"a hand needs at least 2 players, 'starting_stacks' lists {seats}")
    antes = _chip_list(data, "antes", seats)
    blinds = _chip_list(data, "blinds_or_straddles", seats, signed=True)
    if not any(blinds) and not any(antes):
        raise HandHistoryError(
            "the hand has no blinds, straddles or antes: 'blinds_or_straddles' and 'antes' are all 0"
        )
    bets: dict[str, int | None] = {"min_bet": None, "small_bet": None, "big_bet": None}
    needed = ("min_bet",) if variant == "NT" else ("small_bet", "big_bet")
    for key in needed:
        bets[key] = _positive(data.get(key), key, variant)
    players = _names(data.get("players"), seats)
    finishing = None
    if data.get("finishing_stacks") is not None:
        finishing = _chip_list(data, "finishing_stacks", seats)
    raw_actions = data.get("actions")
    if raw_actions is None:
        raise HandHistoryError("the hand history has no 'actions' list")
    if not isinstance(raw_actions, list) or not (
        _all_exactly(raw_actions, str) or all(isinstance(a, str) for a in raw_actions)
    ):
        raise HandHistoryError("'actions' must be a list of strings such as \"p1 cbr 300\"")
    actions = tuple(map(parse_action, raw_actions, range(len(raw_actions)), repeat(seats)))  # all in C when remembered
    return HandHistory(
        variant=variant,
        starting_stacks=stacks,
        antes=antes,
        blinds_or_straddles=blinds,
        actions=actions,
        players=players,
        min_bet=bets["min_bet"],
        small_bet=bets["small_bet"],
        big_bet=bets["big_bet"],
        finishing_stacks=finishing,
    )


@lru_cache(maxsize=100_000)
def parse_action(text: str, index: int, seats: int) -> HistoryAction:
    """Parse one PHH action string such as ``"d dh p1 AcAd"``, ``"p3 cbr 1200"`` or ``"p2 sm ????"``.

    ``index`` is its position in ``actions`` and ``seats`` the number of players. The result depends on
    nothing else, and the same strings recur at the same places hand after hand ("d dh p1 ????" first,
    "p3 f" after the deal), so results are remembered (errors are raised every time).
    """
    commentary = None
    body = text
    if "#" in text:
        body, _, comment = text.partition("#")
        commentary = comment.strip() or None
    words = body.split()
    count = len(words)
    if not count:
        if commentary is None:
            raise _bad(index, text, "the action is empty")
        return HistoryAction(index, text, ActionKind.COMMENT, commentary=commentary)
    first = words[0]
    if first == "d":
        if count == 4 and words[1] == "dh":
            actor = _seat(words[2], seats, index, text)
            texts, cards = _card_word(words[3]) or _cards(words[3], index, text)
            return HistoryAction(index, text, ActionKind.DEAL_HOLE, actor, None, cards, False, commentary, texts)
        if count == 3 and words[1] == "db":
            texts, cards = _card_word(words[2]) or _cards(words[2], index, text)
            return HistoryAction(index, text, ActionKind.DEAL_BOARD, None, None, cards, False, commentary, texts)
        raise _bad(index, text, "a dealer action is 'd dh pN CARDS' or 'd db CARDS'")
    actor = _seat(first, seats, index, text)
    code = words[1] if count > 1 else ""
    if count == 2 and code in _SIMPLE:
        return HistoryAction(index, text, _SIMPLE[code], actor, None, None, False, commentary)
    if code == "cbr" and count == 3:
        amount = words[2]
        if not amount.isdigit():
            raise _bad(index, text, f"{amount!r} is not a whole number of chips")
        return HistoryAction(index, text, ActionKind.BET_RAISE, actor, int(amount), None, False, commentary)
    if code == "sm" and count <= 3:
        if count == 2:
            return HistoryAction(index, text, ActionKind.SHOW_MUCK, actor, commentary=commentary)
        texts, shown = ((), None) if words[2] == "-" else _card_word(words[2]) or _cards(words[2], index, text)
        if shown is not None and len(shown) != HOLE_CARDS:
            raise _bad(index, text, f"a hold'em player shows {HOLE_CARDS} cards, not {len(shown)}")
        return HistoryAction(index, text, ActionKind.SHOW_MUCK, actor, None, shown, True, commentary, texts)
    if code in ("pb", "sd"):
        raise _bad(index, text, f"'{code}' (bring-in or draw) does not exist in hold'em")
    raise _bad(index, text, "a player action is 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'")


def forget_parsed_actions() -> None:
    """Empty the memory of parsed action strings and card words (so that a measurement starts cold)."""
    parse_action.cache_clear()
    _card_word.cache_clear()


_SIMPLE = {"f": ActionKind.FOLD, "cc": ActionKind.CHECK_CALL}
_CARD_TEXT: dict[str, Card | None] = {"??": None}
_CANONICAL = {"??": "??"}
for _rank in RANK_CHARS:
    for _suit in SUIT_CHARS:
        _CARD_TEXT[_rank + _suit] = _CARD_TEXT[_rank.lower() + _suit] = parse_card(_rank + _suit)
        _CANONICAL[_rank + _suit] = _CANONICAL[_rank.lower() + _suit] = _rank + _suit


def _bad(index: int, text: str, why: str) -> HandHistoryError:
    return HandHistoryError(f"action {index} {text!r}: {why}")


_SEAT_INDEX = {f"p{number}": number - 1 for number in range(1, 101)}
"""The seat index of every player word up to p100 (a dictionary look-up is cheaper than parsing the word)."""


def _seat(word: str, seats: int, index: int, text: str) -> int:
    seat = _SEAT_INDEX.get(word)
    if seat is not None and seat < seats:
        return seat
    number = word[1:]
    if word[:1] != "p" or not number.isdigit() or number[0] == "0":
        raise _bad(index, text, f"{word!r} is not a player (players are p1 to p{seats})")
    if int(number) > seats:
        raise _bad(index, text, f"there is no player {word}: the table has p1 to p{seats}")
    return int(number) - 1


def _cards(word: str, index: int, text: str) -> tuple[tuple[str, ...], tuple[Card | None, ...]]:
    """The cards of ``word`` as canonical text (``"Ac"``, ``"??"``) and as values (None when unknown).

    The callers try the remembered ``_card_word`` first; this explains what is wrong when it gives None."""
    cards = _card_word(word)
    if cards is not None:
        return cards
    if len(word) % 2 or not word:
        raise _bad(index, text, f"{word!r} is not a list of two-character cards such as 'AcAd' or '????'")
    pair = next(word[i : i + 2] for i in range(0, len(word), 2) if word[i : i + 2] not in _CARD_TEXT)
    raise _bad(index, text, f"{pair!r} is not a card (ranks {RANK_CHARS}, suits {SUIT_CHARS}, '??' for unknown)")


@lru_cache(maxsize=10_000)
def _card_word(word: str) -> tuple[tuple[str, ...], tuple[Card | None, ...]] | None:
    """``_cards`` for a well-formed word, else None (remembered: hole cards and single cards recur)."""
    if len(word) % 2 or not word:
        return None
    texts: list[str] = []
    cards: list[Card | None] = []
    for i in range(0, len(word), 2):
        pair = word[i : i + 2]
        if pair not in _CARD_TEXT:
            return None
        texts.append(_CANONICAL[pair])
        cards.append(_CARD_TEXT[pair])
    return tuple(texts), tuple(cards)


def _all_exactly(values: Sequence[object], kind: type) -> bool:
    """True if every value's type is exactly ``kind``: a quick check for the common case (callers that get
    False fall back to their full checks, which also accept subclasses and explain what is wrong)."""
    return set(map(type, values)) <= {kind}


def _chip_list(
    data: Mapping[str, Any], key: str, length: int | None, *, positive: bool = False, signed: bool = False
) -> tuple[int, ...]:
    values = data.get(key)
    if (
        isinstance(values, list | tuple)
        and (length is None or len(values) == length)
        and _all_exactly(values, int)
        and (signed or not values or min(values) >= (1 if positive else 0))
    ):
        return tuple(values)  # the common case, checked quickly; anything else is explained below
    if values is None:
        raise HandHistoryError(f"the hand history has no {key!r} list")
    if not isinstance(values, Sequence) or isinstance(values, str):
        raise HandHistoryError(f"{key!r} must be a list of whole numbers of chips, one per player")
    for i, value in enumerate(values, 1):
        if isinstance(value, bool) or not isinstance(value, int):
            kind = "fractional" if isinstance(value, float) else type(value).__name__
            raise HandHistoryError(f"{key} of p{i} must be a whole number of chips, not {kind} {value!r}")
        if positive and value <= 0:
            raise HandHistoryError(f"{key} of p{i} must be more than 0 chips, got {value}")
        if not signed and value < 0:
            raise HandHistoryError(f"{key} of p{i} must not be negative, got {value}")
    if length is not None and len(values) != length:
        raise HandHistoryError(f"{key!r} lists {len(values)} players but 'starting_stacks' lists {length}")
    return tuple(values)


def _positive(value: object, key: str, variant: str) -> int:
    if value is None:
        raise HandHistoryError(f"variant {variant} needs {key!r}")
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise HandHistoryError(f"{key} must be a whole number of chips above 0, not {value!r}")
    return value


@lru_cache
def _default_names(seats: int) -> tuple[str, ...]:
    return tuple(f"p{i}" for i in range(1, seats + 1))


def _names(value: object, seats: int) -> tuple[str, ...]:
    if value is None:
        return _default_names(seats)
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise HandHistoryError("'players' must be a list of non-empty names, one per seat")
    if len(value) != seats:
        raise HandHistoryError(f"'players' lists {len(value)} names but 'starting_stacks' lists {seats} players")
    for name in value:
        if value.count(name) > 1:
            raise HandHistoryError(f"player name {name!r} appears more than once in 'players'")
    return tuple(value)
