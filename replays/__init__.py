"""Hand replays: every hand the lessons tell and the extra hands in ``replays/hands/``, played by the engine
under the build's rules and published as ``assets/replay/<id>.json`` (CONTRACTS.md, "Replays").

``published(rules_config)`` gives every replay by id; ``replay_bytes`` the exact bytes the site serves.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import calculator
from calculator.errors import plain

from .build import ReplayError, replay_data

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
HANDS = Path(__file__).resolve().parent / "hands"


HAND_FIELDS = frozenset({"_shows", "_rules", "_only_when"})
"""The fields a hand file of ``replays/hands/`` adds to its PHH history (the engine reads ``_smallest_chip`` too)."""
SHOWS = re.compile(r"[a-z][a-z0-9_]{0,63}")
"""What a hand's ``_shows`` looks like: an id, as the catalogue's ``replay.title.<id>`` keys name hands."""


@dataclass(frozen=True, slots=True)
class ReplayHand:
    """A hand to replay: its id, PHH text, what it shows (extra hands: ``_shows``), its rule overrides
    (``_rules``, on top of the build's) and the rule values it is computed under (``_only_when``: option -> the
    values' names, as ``python -m calculator rules`` names them)."""

    id: str
    phh: str
    shows: str | None
    overrides: Mapping[str, Any]
    lesson: bool
    only_when: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    label: str = ""
    """How errors name the file: ``replays/hands/<id>.toml``."""


def file_label(path: Path) -> str:
    """A file as errors name it: relative to the project (``replays/hands/two_streets.toml``)."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.name


def _text(path: Path, where: str) -> str:
    """A hand file's text; a folder, a file not in UTF-8, one opening with a byte-order mark or an empty one is a
    :class:`ReplayError` naming it."""
    if path.is_dir():
        raise ReplayError(f"{where} is a folder, not a hand file: rename or remove it")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ReplayError(f"{where} cannot be read: {error.strerror or error}") from None
    if data.startswith(b"\xef\xbb\xbf"):
        raise ReplayError(
            f"{where} starts with a byte-order mark (U+FEFF, which some Windows editors add): save it as UTF-8 "
            "without one"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ReplayError(f"{where} is not UTF-8 text (byte {error.start}: {error.reason})") from None
    if not text.strip():
        raise ReplayError(f"{where} is empty: a hand file holds a PHH hand history and what it shows (_shows)")
    return text


def _table(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ReplayError(f"{where} is not valid TOML: {error}") from None
    except (RecursionError, ValueError):
        raise ReplayError(f"{where} is not valid TOML: nested too deeply, or a number too long") from None


def _options() -> dict[str, Mapping[str, Any]]:
    """The engine's rule options by name (``python -m calculator rules``'s ``options``)."""
    options = calculator.rules_json()["options"]
    assert isinstance(options, list)
    return {option["name"]: option for option in options}


def _overrides(value: object, where: str) -> dict[str, str]:
    """``_rules``: option = value for the options that name their values (a hand shows a rule's effect; the raise
    cap stays the site's)."""
    options = {name: o for name, o in _options().items() if isinstance(o["default"], str)}
    example = 'showdown = "cash"'
    if not isinstance(value, dict):
        raise ReplayError(f"{where}: _rules must be a table of rule options such as {example}, not {plain(value)}")
    for option, chosen in value.items():
        if option not in options:
            raise ReplayError(f"{where}: _rules may set {', '.join(options)}, not {option!r}")
        if chosen not in options[option]["values"]:
            values = ", ".join(options[option]["values"])
            raise ReplayError(f"{where}: _rules.{option} must be one of {values}, not {plain(chosen)}")
    return dict(value)


def _only_when(value: object, where: str) -> dict[str, tuple[str, ...]]:
    """``_only_when``: option = a value's name or a list of them (at least one), as the examples' ``[only_when]``."""
    options = _options()
    if not isinstance(value, dict):
        raise ReplayError(f'{where}: _only_when must be a table such as limit_reopen = "half_bet", not {plain(value)}')
    found = {}
    for option, allowed in value.items():
        if option not in options:
            raise ReplayError(f"{where}: _only_when names no rule option {option!r} (options: {', '.join(options)})")
        names = [allowed] if isinstance(allowed, str) else allowed
        known = options[option]["values"]
        if not isinstance(names, list) or not names or not all(isinstance(v, str) and v in known for v in names):
            raise ReplayError(
                f"{where}: _only_when.{option} must name a value or a list of values of {', '.join(known)}, "
                f"not {plain(allowed)}"
            )
        found[option] = tuple(names)
    return found


def _read(path: Path, lesson: bool) -> ReplayHand:
    """A hand file: a lesson example's (already checked by the examples' loader) or one of ``replays/hands/``, whose
    every problem is one :class:`ReplayError` naming the file."""
    where = file_label(path)
    text = _text(path, where)
    data = _table(text, where)
    if lesson:
        return ReplayHand(path.stem, text, None, {}, True, _only_when(data.get("_only_when", {}), where), where)
    unknown = sorted(k for k in data if k.startswith("_") and k not in HAND_FIELDS and k != "_smallest_chip")
    if unknown:
        raise ReplayError(f"{where}: unknown field {unknown[0]} (a hand file adds {', '.join(sorted(HAND_FIELDS))})")
    shows = data.get("_shows")
    if not isinstance(shows, str) or not SHOWS.fullmatch(shows):
        raise ReplayError(
            f"{where}: _shows must name what the hand shows, an id such as two_streets (lower-case letters, digits "
            f"and _), not {plain(shows) if shows is not None else 'missing'}"
        )
    overrides = _overrides(data.get("_rules", {}), where)
    return ReplayHand(path.stem, text, shows, overrides, False, _only_when(data.get("_only_when", {}), where), where)


def lesson_hands() -> list[ReplayHand]:
    """The finished hand histories among the lessons' examples (a situation that stops mid-hand is no replay)."""
    found = []
    for path in sorted(EXAMPLES.glob("*.toml")):
        data = _table(_text(path, file_label(path)), file_label(path))
        if "variant" in data:
            found.append(_read(path, True))
    return found


def extra_hands() -> list[ReplayHand]:
    """The hands dealt for the replay page, each showing one thing (``_shows``)."""
    return [_read(path, False) for path in sorted(HANDS.glob("*.toml"))]


def hand_rules(rules_config: Mapping[str, Any] | None, hand: ReplayHand) -> dict[str, Any]:
    """The rules a hand is replayed under, as ``--rules`` takes them: the build's, with the hand's overrides."""
    chosen = dict(rules_config or {})
    name = chosen.pop("name", "tda")
    return calculator.rule_set(name, {**chosen, **hand.overrides}).to_dict()


def _named(option: str, value: object) -> str:
    """A rule value as ``_only_when`` names it: an enumeration's value; a cap ``count`` or ``none``."""
    if isinstance(value, str):
        return value
    return "none" if value is None else "count"


def _computed_under(hand: ReplayHand, rules: dict[str, Any]) -> bool:
    return all(_named(option, rules.get(option)) in values for option, values in hand.only_when.items())


@cache
def _published(key: str) -> dict[str, dict[str, Any]]:
    rules_config = json.loads(key)
    found: dict[str, dict[str, Any]] = {}
    labels: dict[str, str] = {}
    for hand in [*lesson_hands(), *extra_hands()]:
        rules = hand_rules(rules_config, hand)
        if not _computed_under(hand, rules):
            continue
        try:
            history = calculator.read_history(hand.phh)
            if calculator.playback.play_history(history, calculator.rules_from_json(rules)).unfinished() is not None:
                if hand.lesson:
                    continue
                raise ReplayError("the hand stops before it is over")
            if hand.id in found:
                raise ReplayError(f"{labels[hand.id]} has the same id ({hand.id}): rename one of the two files")
            found[hand.id] = replay_data(hand.id, hand.phh, calculator.rules_from_json(rules), rules)
        except (calculator.CalculatorError, ReplayError) as error:
            raise ReplayError(f"{hand.label}: {error}") from None
        labels[hand.id] = hand.label
        found[hand.id]["lesson"] = hand.lesson
        if hand.shows:
            found[hand.id]["shows"] = hand.shows
    return found


def published(rules_config: Mapping[str, Any] | None) -> dict[str, dict[str, Any]]:
    """Every replay the site publishes under the build's rules (the site plugin's ``rules``), by id: lessons'
    hands first."""
    return _published(json.dumps(dict(rules_config or {}), sort_keys=True))


def replay_bytes(data: Mapping[str, Any]) -> bytes:
    """A replay as the site serves it (compact UTF-8 JSON)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


__all__ = [
    "ReplayError",
    "ReplayHand",
    "extra_hands",
    "hand_rules",
    "lesson_hands",
    "published",
    "replay_bytes",
    "replay_data",
]
