"""Loading the worked examples: one language-neutral TOML file per example in ``examples/``.

A settlement example lists each player's contribution (``[[players]]`` with ``id``, ``contributed`` and
optionally ``stack``, ``folded``, ``rank`` or ``cards``, ``position``), an optional ``board`` and ``blinds``,
and its ``[claims]``. A hand example is a PHH file (``variant = "NT"``, ``"PT"`` or ``"FT"``) whose claims sit
in ``[_claims]`` (PHH reserves fields starting with ``_`` for users).

Claims hold under every rule set. A figure that depends on a rule is claimed once per value of that rule
instead, in ``[claims_when.<option>.<value>]`` (hand examples: ``[_claims_when...]``), and checked only under
the matching value; a path claimed under one value must be claimed under every value. An example that only
makes sense under some values says so in ``[only_when]`` (``[_only_when]``): ``option = "value"`` or a list of
values; it is not computed under the others.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from calculator import RuleSet
from macros.examples.rule_options import RuleOptionError, check_value, rule_option, value_of

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples"


class ExampleError(ValueError):
    """An example file is malformed or a page refers to an example that does not exist."""


ENGINE_FIELDS = frozenset({"_smallest_chip"})
"""Fields of a hand example that start with ``_`` (PHH's user fields) and still go to the engine."""


def file_label(path: Path) -> str:
    """How errors name an example file: its folder and name, e.g. ``examples/three_players.toml``."""
    return f"{path.parent.name}/{path.name}"


@dataclass(frozen=True, slots=True)
class Claim:
    """One figure a lesson states: its path, the value claimed, and the rule value it is claimed under
    (``(option, value)``; None for a claim that holds under every rule set)."""

    path: str
    value: Any
    when: tuple[str, str] | None = None


ClaimsWhen = Mapping[str, Mapping[str, Mapping[str, Any]]]
"""Option -> value -> path -> the value claimed under that rule value."""


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
    claims_when: ClaimsWhen = field(default_factory=dict)
    """Claims that depend on a rule, per value of its option."""
    only_when: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Option -> the values under which the example is computed (every value of an option not named here)."""
    chips: Mapping[str, Mapping[int, int]] = field(default_factory=dict)
    """Hand examples only (``[_chips.<player>]``): a player's chips as the lesson draws them, chip value -> how
    many (the page that draws them checks that they add up to what the engine has him put in)."""

    def computed_under(self, rules: RuleSet) -> bool:
        """Whether the example makes sense (and is computed) under ``rules``."""
        return all(value_of(rules, option) in values for option, values in self.only_when.items())

    def claims_under(self, rules: RuleSet) -> list[Claim]:
        """The claims checked under ``rules``: every claim, and the per-value claims of the values in force."""
        found = [Claim(path, value) for path, value in self.claims.items()]
        for option, per_value in self.claims_when.items():
            active = value_of(rules, option)
            found += [Claim(path, value, (option, active)) for path, value in per_value.get(active, {}).items()]
        return found

    @property
    def claimed_paths(self) -> frozenset[str]:
        """Every path the example claims, under every rule set or per rule value."""
        per_value = (path for values in self.claims_when.values() for claims in values.values() for path in claims)
        return frozenset((*self.claims, *per_value))

    def condition(self) -> str:
        """The rule values the example is computed under, in words (``limit_reopen is half_bet``)."""
        return " and ".join(f"{option} is {' or '.join(values)}" for option, values in self.only_when.items())

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
        kind, prefix = "hand", "_"
        # the engine's own fields (``_smallest_chip``) stay; the rest of ``_…`` is the lessons'
        data = {k: v for k, v in raw.items() if not k.startswith("_") or k in ENGINE_FIELDS}
        if "players" not in data:
            raise ExampleError(f"{where}: a hand example needs 'players' (language-neutral ids)")
    else:
        kind, prefix = "settlement", ""
        data = {k: v for k, v in raw.items() if k not in ("claims", "claims_when", "only_when")}
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, dict) and "id" in p for p in players):
            raise ExampleError(f"{where}: a settlement example needs [[players]] entries with an id")
    decisions = raw.get("_decisions", {})
    if not isinstance(decisions, dict):
        raise ExampleError(f"{where}: _decisions must be a table of decision points, not {decisions!r}")
    if kind == "settlement" and decisions:
        raise ExampleError(f"{where}: decision points need a hand history (a PHH file)")
    played = raw.get("actions", [])
    if kind == "hand" and (not isinstance(played, list) or not all(isinstance(a, str) for a in played)):
        raise ExampleError(f"{where}: actions must be a list of PHH actions (strings), not {played!r}")
    actions = len(played) if isinstance(played, list) else 0
    for point, count in decisions.items():
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= actions:
            raise ExampleError(f"{where}: decision point {point!r} must count 0 to {actions} actions, not {count!r}")
    chips = _chips(raw.get("_chips", {}), data["players"]) if kind == "hand" else {}
    claims = raw.get(f"{prefix}claims", {})
    if not isinstance(claims, dict):
        raise ExampleError(f"{where}: [{prefix}claims] must be a table of figure paths and values")
    if isinstance(chips, str):
        raise ExampleError(f"{where}: {chips}")
    try:
        only_when = _only_when(raw.get(f"{prefix}only_when", {}), f"{prefix}only_when")
        claims_when = _claims_when(raw.get(f"{prefix}claims_when", {}), f"{prefix}claims_when", claims, only_when)
    except (ExampleError, RuleOptionError) as error:
        raise ExampleError(f"{where}: {error}") from None
    if not claims and not claims_when:
        raise ExampleError(f"{where}: no [{prefix}claims]: an example must hold the claims its lesson makes")
    return Example(
        path.stem,
        kind,
        MappingProxyType(data),
        MappingProxyType(claims),
        path,
        MappingProxyType(decisions),
        MappingProxyType(claims_when),
        MappingProxyType(only_when),
        MappingProxyType(chips),
    )


def _only_when(table: object, key: str) -> dict[str, tuple[str, ...]]:
    """``[only_when]``: option = a value or a list of values (at least one), each checked against the engine."""
    if not isinstance(table, dict):
        raise ExampleError(f'[{key}] must be a table such as limit_reopen = "half_bet"')
    found = {}
    for option, allowed in table.items():
        values = [allowed] if isinstance(allowed, str) else allowed
        if not isinstance(values, list) or not values:
            raise ExampleError(f"[{key}] {option} must name a value or a list of values, not {allowed!r}")
        found[rule_option(option).name] = tuple(check_value(option, value) for value in values)
    return found


def _claims_when(
    table: object, key: str, claims: Mapping[str, Any], only_when: Mapping[str, tuple[str, ...]]
) -> dict[str, dict[str, dict[str, Any]]]:
    """``[claims_when.<option>.<value>]``: per-value claims, each value one the example is computed under, and
    the same paths claimed under every such value (none of them also in ``[claims]``)."""
    if not isinstance(table, dict):
        raise ExampleError(f"[{key}] must hold tables [{key}.<option>.<value>]")
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for option, per_value in table.items():
        expected = only_when.get(option, rule_option(option).values)
        if not isinstance(per_value, dict) or not all(isinstance(c, dict) for c in per_value.values()):
            raise ExampleError(f"[{key}.{option}] must hold tables [{key}.{option}.<value>]")
        for value in per_value:
            if check_value(option, value) not in expected:
                raise ExampleError(
                    f"[{key}.{option}.{value}] is never checked: the example is computed only when {option} is "
                    f"{' or '.join(expected)}"
                )
        paths = {path for claims_of_value in per_value.values() for path in claims_of_value}
        for value in expected:
            missing = sorted(paths - set(per_value.get(value, {})))
            if missing:
                raise ExampleError(
                    f"{missing[0]!r} is claimed per value of {option} but not in [{key}.{option}.{value}]: a figure "
                    "claimed under one value must be claimed under every value"
                )
        both = sorted(paths & set(claims))
        if both:
            raise ExampleError(f"{both[0]!r} is claimed both in [{key.replace('_when', '')}] and per value of {option}")
        found[option] = per_value
    return found


Sources = tuple[tuple[Path, str], ...]
"""Example files with their text."""


def read_source(path: Path) -> str:
    """An example file's text; a folder, an unreadable file or one not in UTF-8 is an :class:`ExampleError`."""
    where = file_label(path)
    if path.is_dir():
        raise ExampleError(f"{where} is a folder, not an example file: rename or remove it")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ExampleError(f"{where} is not UTF-8 text (byte {error.start}: {error.reason})") from None
    except OSError as error:
        raise ExampleError(f"{where} cannot be read: {error.strerror or error}") from None
    if text.startswith("\ufeff"):
        raise ExampleError(
            f"{where} starts with a byte-order mark (U+FEFF, which some Windows editors add): save it as UTF-8 "
            "without one"
        )
    return text


def example_sources(folder: Path = EXAMPLES_DIR) -> Sources:
    """Every example file in ``folder`` with its text, in name order."""
    return tuple((path, read_source(path)) for path in sorted(folder.glob("*.toml")))


def load_examples(folder: Path = EXAMPLES_DIR, sources: Sources | None = None) -> dict[str, Example]:
    """Every example in ``folder`` (or in ``sources``, files already read), keyed by id (the file name without
    ``.toml``)."""
    return {path.stem: load_example(path, text) for path, text in sources or example_sources(folder)}


MOST_CHIPS = 200
"""The most chips of one value a drawn stack may hold: a picture a phone can show and a learner can count."""


def _chips(table: object, players: list[str]) -> dict[str, Mapping[int, int]] | str:
    """``[_chips]`` read: player id -> {chip value: count}; a string saying what is wrong otherwise."""
    if not isinstance(table, dict):
        return f"[_chips] must be a table of players, each a table of chip values and counts, not {table!r}"
    found: dict[str, Mapping[int, int]] = {}
    for player, by_value in table.items():
        if player not in players:
            return f"[_chips.{player}]: {player!r} is not one of the players ({', '.join(players)})"
        if not isinstance(by_value, dict) or not by_value:
            return f"[_chips.{player}] must be a table such as 100 = 20 (chip value = how many), not {by_value!r}"
        counts: dict[int, int] = {}
        for value, count in by_value.items():
            if not value.isascii() or not value.isdigit() or int(value) < 1:
                return f"[_chips.{player}]: a chip value is a whole number of chips from 1 up, not {value!r}"
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MOST_CHIPS:
                return f"[_chips.{player}]: the count of {value} chips must be 1 to {MOST_CHIPS}, not {count!r}"
            counts[int(value)] = count
        found[player] = MappingProxyType(counts)
    return found
