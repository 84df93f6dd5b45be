"""Reading the ``settle`` contract's JSON into typed values, with a specific error for every mistake."""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Mapping
from typing import Any

from .cards import BOARD_CARDS, HOLE_CARDS, parse_cards
from .errors import InputFormatError, PlayerError, plain
from .hand import MAX_PLAYERS, Hand, PlayerHand

HAND_KEYS = frozenset({"players", "board", "smallest_chip"})
PLAYER_KEYS = frozenset({"name", "contributed", "folded", "rank", "cards", "dead", "ante"})


def _reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) < len(pairs):
        counts = Counter(k for k, _ in pairs)
        repeated = next(k for k, _ in pairs if counts[k] > 1)
        raise InputFormatError(f"key {repeated!r} appears twice in one JSON object")
    return obj


def _reject_constant(name: str) -> None:
    raise InputFormatError(f"{name} is not a number of chips")


def load_json(text: str) -> Any:
    """Parse JSON text strictly: no duplicate keys, no NaN or Infinity."""
    try:
        return json.loads(text, object_pairs_hook=_reject_duplicate_keys, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise InputFormatError(f"malformed JSON at line {error.lineno} column {error.colno}: {error.msg}") from None
    except RecursionError:
        raise InputFormatError("malformed JSON: nested too deeply") from None
    except InputFormatError:
        raise
    except ValueError as error:  # an integer too long to convert is the one known case
        if "integer string conversion" in str(error):
            limit = sys.get_int_max_str_digits()
            raise InputFormatError(f"malformed JSON: a number has more than {limit} digits") from None
        raise InputFormatError(f"malformed JSON: {error}") from None


def _check_keys(obj: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise InputFormatError(f"unknown key {unknown[0]!r} in {where} (allowed: {', '.join(sorted(allowed))})")


def hand_from_json(data: Any) -> Hand:
    """Build a ``Hand`` from the ``settle`` input object (``players``, optional ``board`` and
    ``smallest_chip``); every mistake raises a specific ``CalculatorError``."""
    if not isinstance(data, Mapping):
        raise InputFormatError("the input must be a JSON object with a 'players' list")
    _check_keys(data, HAND_KEYS, "the input")
    if "players" not in data:
        raise InputFormatError("the input has no 'players' list")
    entries = data["players"]
    if not isinstance(entries, list):
        raise InputFormatError("'players' must be a list of player objects")
    if not entries:
        raise PlayerError("'players' is empty: a hand needs at least one player")
    if len(entries) > MAX_PLAYERS:
        raise PlayerError(f"a hand has at most {MAX_PLAYERS} players, 'players' lists {len(entries)}")
    board_text = data.get("board")
    board = None if board_text is None else parse_cards(board_text, "the board", BOARD_CARDS)
    players = tuple(_player_from_json(entry, n) for n, entry in enumerate(entries, 1))
    return Hand(players, board, data.get("smallest_chip", 1))


def _player_from_json(entry: Any, number: int) -> PlayerHand:
    if not isinstance(entry, Mapping):
        raise InputFormatError(f"player {number} must be a JSON object")
    _check_keys(entry, PLAYER_KEYS, f"player {number}")
    for key in ("name", "contributed"):
        if key not in entry:
            raise InputFormatError(f"player {number} has no {key!r}")
    name = entry["name"]
    if not isinstance(name, str):
        raise PlayerError(f"player {number}'s name must be a string, not {plain(name)}")
    folded = entry.get("folded", False)
    cards_text = entry.get("cards")
    cards = None
    if cards_text is not None and not folded:
        cards = parse_cards(cards_text, f"cards of {name}", HOLE_CARDS)
    rank = None if folded else entry.get("rank")
    return PlayerHand(
        name=name,
        contributed=entry["contributed"],
        folded=folded,
        dead=entry.get("dead", 0),
        rank=rank,
        cards=cards,
        ante=entry.get("ante", 0),
    )
