"""Reading PHH hand histories (TOML, or the same fields as JSON) into a frozen ``HandHistory`` value.

Only the hold'em variants ``NT`` (no-limit), ``PT`` (pot-limit; PHH has no code for it, this one follows
PHH's scheme) and ``FT`` (fixed-limit) are supported. The reader checks the
shape of the file (fields, numbers, cards, action syntax); whether the actions obey the betting rules is
checked when the hand is replayed (``calculator.replay``).
"""

from __future__ import annotations

import re
import sys
import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from .betting import SUPPORTED_VARIANTS, TableSetup, Variant
from .cards import HOLE_CARDS, RANK_CHARS, SUIT_CHARS, UNKNOWN_CARD
from .errors import HandHistoryError, PlayerError, plain, plain_word
from .hand import MAX_CHIPS, MAX_PLAYERS, check_names
from .json_input import load_json


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
    """One entry of the PHH ``actions`` list, parsed.

    ``actor`` is the seat index (0 for ``p1``) of the player acting or being dealt to, None for the board.
    ``cards`` holds dealt or shown cards as canonical text (``"Ac"``; ``"??"`` for an unknown card); for
    ``sm`` it is None when the player mucks (``shows`` False) or shows the cards he was dealt (``pN sm -``).
    ``amount`` is the street total of a ``cbr``.
    """

    index: int  # type: ignore[assignment]  # the field shadows tuple.index on purpose
    text: str
    kind: ActionKind
    actor: int | None = None
    amount: int | None = None
    cards: tuple[str, ...] | None = None
    shows: bool = False
    commentary: str | None = None


@dataclass(frozen=True, slots=True)
class HandHistory:
    """A hand history: the table (``setup``: variant, stakes, forced bets, stacks), the players' names in
    seat order, the actions in order, and the finishing stacks if the file gives them."""

    setup: TableSetup
    players: tuple[str, ...]
    actions: tuple[HistoryAction, ...]
    finishing_stacks: tuple[int, ...] | None = None


def read_history(source: str | Mapping[str, Any]) -> HandHistory:
    """Read a hand history from PHH TOML text, JSON text (one object, e.g. a corpus line) or a mapping."""
    if isinstance(source, Mapping):
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
    variant = _variant(data.get("variant"))
    stacks = _chip_list(data, "starting_stacks", None, least=1)
    seats = len(stacks)
    if seats < 2:
        raise HandHistoryError(f"a hand needs at least 2 players, 'starting_stacks' lists {seats}")
    if seats > MAX_PLAYERS:
        raise HandHistoryError(f"a hold'em hand has at most {MAX_PLAYERS} players, 'starting_stacks' lists {seats}")
    antes = _chip_list(data, "antes", seats)
    blinds = _chip_list(data, "blinds_or_straddles", seats, least=-MAX_CHIPS)
    if not any(blinds) and not any(antes):
        raise HandHistoryError(
            "the hand has no blinds, straddles or antes: 'blinds_or_straddles' and 'antes' are all 0"
        )
    stakes = ("small_bet", "big_bet") if variant is Variant.FIXED_LIMIT else ("min_bet",)
    bets = {key: _positive(data.get(key), key, f"variant {variant.value} needs {key!r}") for key in stakes}
    chip = _positive(data.get("_smallest_chip", 1), "_smallest_chip", "")
    setup = TableSetup(variant, stacks, antes, blinds, smallest_chip=chip, **bets)
    players = _names(data.get("players"), seats)
    finishing = None
    if data.get("finishing_stacks") is not None:
        finishing = _chip_list(data, "finishing_stacks", seats)
    raw_actions = data.get("actions")
    if raw_actions is None:
        raise HandHistoryError("the hand history has no 'actions' list")
    if not isinstance(raw_actions, list):
        raise HandHistoryError(ACTIONS_ARE_STRINGS)
    actions = tuple([parse_action(text, index, seats) for index, text in enumerate(raw_actions)])
    _check_smallest_chip(setup, actions)
    return HandHistory(setup, players, actions, finishing)


def _variant(value: object) -> Variant:
    if value is None:
        raise HandHistoryError(f"the hand history has no 'variant' (supported: {SUPPORTED_VARIANTS})")
    if value not in VARIANT_CODES:
        raise HandHistoryError(f"unsupported variant {plain_word(value)} (supported: {SUPPORTED_VARIANTS})")
    return Variant(value)


VARIANT_CODES = tuple([variant.value for variant in Variant])
"""The PHH variant codes this engine reads (a tuple: a malformed value such as a list is compared, not hashed)."""


KIND_OF_CODE = {kind.value: kind for kind in ActionKind}
"""The action kind of each PHH action code."""
SEAT_OF_WORD = {f"p{number}": number - 1 for number in range(1, MAX_PLAYERS + 1)}
"""The seat index of each player word (``p1`` is seat 0), up to the largest table."""
_MOST_DIGITS = len(str(MAX_CHIPS))
WORD_SEPARATORS = " \t"
"""The characters that separate the words of an action (other Unicode spaces and separators are refused)."""
_ODD_SPACE = re.compile(r"[^\S \t]")
"""A space other than the word separators: ``\\s`` matches exactly what ``str.isspace()`` calls a space (every code
point checked), less space and tab. One regular-expression scan instead of a test per character: a third of the
time spent reading a history."""
_FOLD_OR_CALL = {
    f"{word} {code}": (KIND_OF_CODE[code], seat) for word, seat in SEAT_OF_WORD.items() for code in ("f", "cc")
}
"""The commonest actions written the one plain way (``p3 f``, ``p3 cc``: nearly half of a history's actions) and
what they parse to (the kind and the seat), so that they skip the word-by-word reading below; any other spelling
(a tab, a comment, a seat past the table) is read word by word."""
ACTIONS_ARE_STRINGS = "'actions' must be a list of strings such as \"p1 cbr 300\""


def parse_action(text: str, index: int, seats: int) -> HistoryAction:
    """Parse one PHH action string such as ``"d dh p1 AcAd"``, ``"p3 cbr 1200"`` or ``"p2 sm ????"``.

    ``index`` is its position in ``actions`` and ``seats`` the number of players. Seats and amounts are
    read in the ASCII digits only, and words are separated by ASCII spaces and tabs only (any other space or
    line or field separator is an error, not a separator).
    """
    if not isinstance(text, str):
        raise HandHistoryError(ACTIONS_ARE_STRINGS)
    plain = _FOLD_OR_CALL.get(text)
    if plain is not None and plain[1] < seats:
        return HistoryAction(index, text, plain[0], plain[1])
    body, commentary = text, None
    if "#" in text:
        body, _, comment = text.partition("#")
        commentary = comment.strip() or None
    found = _ODD_SPACE.search(body)
    if found is not None:
        odd_space = found.group()
        what = unicodedata.name(odd_space, "a control character")
        raise _bad(
            index, text, f"it holds U+{ord(odd_space):04X} ({what}): words are separated by ASCII spaces or tabs only"
        )
    words = body.split()  # the only spaces left are spaces and tabs: str.split() splits on their runs
    count = len(words)
    code = words[1] if count > 1 else ""
    kind: ActionKind | None
    actor = amount = cards = None
    shows = False
    if not count:
        if commentary is None:
            raise _bad(index, text, "the action is empty")
        kind = ActionKind.COMMENT
    elif words[0] == "d":
        kind = KIND_OF_CODE.get(code)
        if code == "dh" and count == 4:
            actor, cards = _seat(words[2], seats, index, text), words[3]
        elif code == "db" and count == 3:
            cards = words[2]
        else:
            raise _bad(index, text, "a dealer action is 'd dh pN CARDS' or 'd db CARDS'")
    else:
        actor = _seat(words[0], seats, index, text)
        kind = KIND_OF_CODE.get(code)
        if code in ("f", "cc") and count == 2:
            pass
        elif code == "cbr" and count == 3:
            amount = _amount(words[2], index, text)
        elif code == "sm" and count in (2, 3):
            shows = count == 3
            cards = words[2] if shows and words[2] != "-" else None
        elif code in ("pb", "sd"):
            raise _bad(index, text, f"'{code}' (bring-in or draw) does not exist in hold'em")
        else:
            raise _bad(index, text, "a player action is 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'")
    assert kind is not None
    parsed = None if cards is None else _cards(cards, index, text)
    if shows and parsed is not None and len(parsed) != HOLE_CARDS:
        raise _bad(index, text, f"a hold'em player shows {HOLE_CARDS} cards, not {len(parsed)}")
    return HistoryAction(index, text, kind, actor, amount, parsed, shows, commentary)


def _bad(index: int, text: str, why: str) -> HandHistoryError:
    return HandHistoryError(f"action {index} {_shortened(text)!r}: {why}")


def _shortened(text: str, most: int = 40) -> str:
    """``text``, cut to ``most`` characters with an ellipsis when longer (for error messages)."""
    return text if len(text) <= most else text[: most - 3] + "..."


def _seat(word: str, seats: int, index: int, text: str) -> int:
    seat = SEAT_OF_WORD.get(word)
    if seat is None:
        raise _bad(index, text, f"{_shortened(word, 20)!r} is not a player (players are p1 to p{seats})")
    if seat >= seats:
        raise _bad(index, text, f"there is no player {word}: the table has p1 to p{seats}")
    return seat


def _amount(word: str, index: int, text: str) -> int:
    if not (word.isascii() and word.isdigit()):
        raise _bad(index, text, f"{_shortened(word, 20)!r} is not a whole number of chips written in the digits 0-9")
    digits = word.lstrip("0") or "0"  # leading zeros count for nothing (0300 is 300), as int() reads them
    if len(digits) > _MOST_DIGITS or int(digits) > MAX_CHIPS:
        raise _bad(index, text, f"{_shortened(word, 20)} is more than the {MAX_CHIPS} chips an amount may be")
    return int(word)


CANONICAL_CARD = {UNKNOWN_CARD: UNKNOWN_CARD} | {
    rank + suit: rank.upper() + suit for rank in RANK_CHARS + RANK_CHARS.lower() for suit in SUIT_CHARS
}
"""Every two-character card a history may write (ranks in either case, ``??`` unknown) and its canonical text."""


def _cards(word: str, index: int, text: str) -> tuple[str, ...]:
    """The cards of ``word`` as canonical text (``"Ac"``, ``"??"`` unknown), or an error naming the bad one."""
    if len(word) % 2:
        raise _bad(index, text, f"{word!r} is not a list of two-character cards such as 'AcAd' or '????'")
    cards = []
    for i in range(0, len(word), 2):
        card = CANONICAL_CARD.get(word[i : i + 2])
        if card is None:
            why = f"{word[i : i + 2]!r} is not a card (ranks {RANK_CHARS}, suits {SUIT_CHARS}, '??' for unknown)"
            raise _bad(index, text, why)
        cards.append(card)
    return tuple(cards)


def _chip_list(data: Mapping[str, Any], key: str, length: int | None, *, least: int = 0) -> tuple[int, ...]:
    """The list ``data[key]``: one whole number of chips per player, each from ``least`` (1 for stacks;
    ``-MAX_CHIPS`` for blinds, where a negative entry is a live post) to ``MAX_CHIPS``, ``length`` of them
    unless None."""
    values = data.get(key)
    if values is None:
        raise HandHistoryError(f"the hand history has no {key!r} list")
    if not isinstance(values, list | tuple):
        raise HandHistoryError(f"{key!r} must be a list of whole numbers of chips, one per player")
    for seat, value in enumerate(values, 1):
        if type(value) is not int:  # bool is not a number of chips either
            raise HandHistoryError(f"{key} of p{seat} must be a whole number of chips, not {plain(value)}")
        if not least <= value <= MAX_CHIPS:
            why = "more than 0 chips" if least == 1 else "at least 0" if least == 0 else f"at least {least}"
            raise HandHistoryError(f"{key} of p{seat} must be {why} and at most {MAX_CHIPS}, got {value}")
    if length is not None and len(values) != length:
        raise HandHistoryError(f"{key!r} lists {len(values)} players but 'starting_stacks' lists {length}")
    return tuple(values)


def _positive(value: object, key: str, missing: str) -> int:
    if value is None:
        raise HandHistoryError(missing)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_CHIPS:
        raise HandHistoryError(f"{key} must be a whole number of chips above 0, not {plain(value)}")
    return value


def _names(value: object, seats: int) -> tuple[str, ...]:
    if value is None:
        return tuple([f"p{seat}" for seat in range(1, seats + 1)])
    if not isinstance(value, list):
        raise HandHistoryError("'players' must be a list of names, one per seat")
    if len(value) != seats:
        raise HandHistoryError(f"'players' lists {len(value)} names but 'starting_stacks' lists {seats} players")
    try:
        check_names(value)
    except PlayerError as error:
        raise HandHistoryError(f"'players': {error}") from None
    return tuple(value)


def _check_smallest_chip(setup: TableSetup, actions: Sequence[HistoryAction]) -> None:
    """Raise unless every stack, forced bet, stake and bet amount is a whole number of smallest chips."""
    chip = setup.smallest_chip
    if chip == 1:
        return  # every whole number is a whole number of single chips
    amounts = {
        "starting_stacks": setup.starting_stacks,
        "antes": setup.antes,
        "blinds_or_straddles": tuple(abs(blind) for blind in setup.blinds_or_straddles),
        "the stakes": (setup.min_bet, setup.small_bet, setup.big_bet),
        "the bets": tuple(action.amount or 0 for action in actions),
    }
    for where, values in amounts.items():
        odd = next((value for value in values if value % chip), None)
        if odd is not None:
            raise HandHistoryError(
                f"{where} hold {odd}, which is not a whole number of smallest chips ({chip}, '_smallest_chip')"
            )
