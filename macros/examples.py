"""Loading the worked examples: one language-neutral TOML file per example in ``examples/``.

A settlement example lists each player's contribution (``[[players]]`` with ``id``, ``contributed`` and
optionally ``stack``, ``folded``, ``rank`` or ``cards``, ``position``), an optional ``board`` and ``blinds``,
and its ``[claims]``. A hand example is a PHH file (``variant = "NT"`` or ``"FT"``) whose claims sit
in ``[_claims]`` (PHH reserves fields starting with ``_`` for users).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples"


class ExampleError(ValueError):
    """An example file is malformed or a page refers to an example that does not exist."""


def file_label(path: Path) -> str:
    """How errors name an example file: its folder and name, e.g. ``examples/three_players.toml``."""
    return f"{path.parent.name}/{path.name}"


@dataclass(frozen=True, slots=True)
class Example:
    """One worked example as written in its file: what kind it is, its data and its claims."""

    id: str
    kind: str
    """``settlement`` (a list of contributions) or ``hand`` (a PHH hand history)."""
    data: Mapping[str, Any]
    """The file's fields without the claims (for a hand: the PHH fields, ``_`` fields removed)."""
    claims: Mapping[str, Any]
    """Path -> value the lesson states, e.g. ``{"pots.0.amount": 6000}``."""
    path: Path
    decisions: Mapping[str, int] = field(default_factory=dict)
    """Hand examples only: named decision points, each the number of actions played before it."""

    def error(self, problem: str) -> ExampleError:
        """An :class:`ExampleError` naming this example's file."""
        return ExampleError(f"{file_label(self.path)}: {problem}")

    @property
    def player_ids(self) -> tuple[str, ...]:
        """The players' language-neutral ids in seat order."""
        if self.kind == "hand":
            return tuple(self.data["players"])
        return tuple(p["id"] for p in self.data["players"])


def load_example(path: Path, text: str | None = None) -> Example:
    """Read one example file (``text``: its content, if already read); raise :class:`ExampleError` naming the
    file on any problem."""
    where = file_label(path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8") if text is None else text)
    except tomllib.TOMLDecodeError as error:
        raise ExampleError(f"{where} is not valid TOML: {error}") from None
    if "variant" in raw:
        kind, claims_key = "hand", "_claims"
        data = {k: v for k, v in raw.items() if not k.startswith("_")}
        if "players" not in data:
            raise ExampleError(f"{where}: a hand example needs 'players' (language-neutral ids)")
    else:
        kind, claims_key = "settlement", "claims"
        data = {k: v for k, v in raw.items() if k != "claims"}
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, dict) and "id" in p for p in players):
            raise ExampleError(f"{where}: a settlement example needs [[players]] entries with an id")
    decisions = raw.get("_decisions", {})
    if kind == "settlement" and decisions:
        raise ExampleError(f"{where}: decision points need a hand history (a PHH file)")
    actions = len(raw.get("actions", []))
    for point, count in decisions.items():
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= actions:
            raise ExampleError(f"{where}: decision point {point!r} must count 0 to {actions} actions, not {count!r}")
    claims = raw.get(claims_key, {})
    if not isinstance(claims, dict) or not claims:
        raise ExampleError(f"{where}: no [{claims_key}]: an example must hold the claims its lesson makes")
    return Example(path.stem, kind, MappingProxyType(data), MappingProxyType(claims), path, MappingProxyType(decisions))


Sources = tuple[tuple[Path, str], ...]
"""Example files with their text."""


def example_sources(folder: Path = EXAMPLES_DIR) -> Sources:
    """Every example file in ``folder`` with its text, in name order."""
    return tuple((path, path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.toml")))


def load_examples(folder: Path = EXAMPLES_DIR, sources: Sources | None = None) -> dict[str, Example]:
    """Every example in ``folder`` (or in ``sources``, files already read), keyed by id (the file name without
    ``.toml``)."""
    return {path.stem: load_example(path, text) for path, text in sources or example_sources(folder)}
