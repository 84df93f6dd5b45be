"""Hand replays: every hand the lessons tell and the extra hands in ``replays/hands/``, played by the engine
under the build's rules and published as ``assets/replay/<id>.json`` (CONTRACTS.md, "Replays").

``published(rules_config)`` gives every replay by id; ``replay_bytes`` the exact bytes the site serves.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import calculator

from .build import ReplayError, replay_data

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
HANDS = Path(__file__).resolve().parent / "hands"


@dataclass(frozen=True, slots=True)
class ReplayHand:
    """A hand to replay: its id, PHH text, what it shows (extra hands: ``_shows``) and its rule overrides
    (``_rules``, on top of the build's)."""

    id: str
    phh: str
    shows: str | None
    overrides: Mapping[str, Any]
    lesson: bool


def _read(path: Path, lesson: bool) -> ReplayHand:
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    return ReplayHand(path.stem, text, data.get("_shows"), dict(data.get("_rules", {})), lesson)


def lesson_hands() -> list[ReplayHand]:
    """The finished hand histories among the lessons' examples (a situation that stops mid-hand is no replay)."""
    found = []
    for path in sorted(EXAMPLES.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
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


def _computed_under(hand: ReplayHand, rules: dict[str, Any]) -> bool:
    only = tomllib.loads(hand.phh).get("_only_when", {})
    return all(rules.get(option) in values for option, values in only.items())


@cache
def _published(key: str) -> dict[str, dict[str, Any]]:
    rules_config = json.loads(key)
    found: dict[str, dict[str, Any]] = {}
    for hand in [*lesson_hands(), *extra_hands()]:
        rules = hand_rules(rules_config, hand)
        if not _computed_under(hand, rules):
            continue
        history = calculator.read_history(hand.phh)
        if calculator.playback.play_history(history, calculator.rules_from_json(rules)).unfinished() is not None:
            if hand.lesson:
                continue
            raise ReplayError(f"replays/hands/{hand.id}.toml: the hand stops before it is over")
        if hand.id in found:
            raise ReplayError(f"two replays are called {hand.id!r}")
        found[hand.id] = replay_data(hand.id, hand.phh, calculator.rules_from_json(rules), rules)
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
