"""The replay page's groups of hands, by what they show (``replays/groups.toml``; CONTRACTS.md, "Replays").

``hand_groups(published)`` gives the groups in the file's order, each with the hands of ``published`` it lists (a
hand the build does not publish under its rules is left out); ``page_order`` the hands in the order they first
appear. Any problem of the file (not TOML, a group without an id or hands, an id twice, a hand that is no hand file,
a published hand in no group) is one :class:`~replays.build.ReplayError` naming the file.

Not imported by ``replays/__init__.py``: the engine in the browser (``macros/plugin/engine_bundle.py``) does not
need it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from calculator.errors import plain

from . import SHOWS, extra_hands, file_label, lesson_hands
from .build import ReplayError

GROUPS = Path(__file__).resolve().parent / "groups.toml"


@dataclass(frozen=True, slots=True)
class HandGroup:
    """A group of the picker: its id (its name is the catalogue text ``replay.group.<id>``) and its hands' ids."""

    id: str
    hands: tuple[str, ...]


def read_groups(path: Path, known: Iterable[str]) -> tuple[HandGroup, ...]:
    """The groups a file defines, every hand checked against ``known`` (the ids of every hand file)."""
    where = file_label(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise ReplayError(f"{where} cannot be read: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise ReplayError(f"{where} is not valid TOML: {error}") from None
    tables = data.get("group")
    if set(data) != {"group"} or not isinstance(tables, list) or not tables:
        raise ReplayError(f"{where} must hold [[group]] tables only, each with an id and its hands")
    names = frozenset(known)
    found: list[HandGroup] = []
    for n, table in enumerate(tables, 1):
        if not isinstance(table, dict) or set(table) != {"id", "hands"}:
            raise ReplayError(f"{where}: group {n} must have an id and hands, and nothing else")
        group_id, hands = table["id"], table["hands"]
        if not isinstance(group_id, str) or not SHOWS.fullmatch(group_id):
            raise ReplayError(f"{where}: group {n}'s id must be lower-case letters, digits and _: {plain(group_id)}")
        if any(group.id == group_id for group in found):
            raise ReplayError(f"{where}: two groups have the id {group_id}")
        if not isinstance(hands, list) or not hands or not all(isinstance(h, str) for h in hands):
            raise ReplayError(f"{where}: {group_id}'s hands must be a list of hand ids, not {plain(hands)}")
        if len(set(hands)) != len(hands):
            raise ReplayError(f"{where}: {group_id} names a hand twice")
        unknown = [hand for hand in hands if hand not in names]
        if unknown:
            raise ReplayError(f"{where}: {group_id} names {unknown[0]}, which is no hand (examples/ or replays/hands/)")
        found.append(HandGroup(group_id, tuple(hands)))
    return tuple(found)


@cache
def _groups() -> tuple[HandGroup, ...]:
    return read_groups(GROUPS, (hand.id for hand in [*lesson_hands(), *extra_hands()]))


def hand_groups(published: Mapping[str, Any], groups: tuple[HandGroup, ...] | None = None) -> list[HandGroup]:
    """The groups (``groups``, or the file's) with only the hands ``published`` holds, groups left empty left out;
    a published hand in no group is a :class:`ReplayError`."""
    chosen = _groups() if groups is None else groups
    placed = {hand for group in chosen for hand in group.hands}
    alone = [hand for hand in published if hand not in placed]
    if alone:
        raise ReplayError(f"{file_label(GROUPS)}: the hand {alone[0]} is in no group: add it to the groups it shows")
    shown = [HandGroup(group.id, tuple(h for h in group.hands if h in published)) for group in chosen]
    return [group for group in shown if group.hands]


def page_order(groups: Iterable[HandGroup]) -> list[str]:
    """Every hand of the groups once, in the order it first appears (the page's order, Previous and Next's)."""
    return list(dict.fromkeys(hand for group in groups for hand in group.hands))
