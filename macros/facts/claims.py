"""Checking every example's claims against the engine, and reporting all failures at once."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from calculator import RuleSet
from macros.examples.files import file_label
from macros.facts.figures import Facts

MISSING = object()

KINDS = {bool: "true or false", int: "whole number", float: "decimal number", str: "text", list: "list", dict: "table"}
"""How a claim's kind of value is named when it is not the engine's."""


def kind(value: object) -> type:
    """The kind of a figure, as a claim must match it: true/false, a whole number, a decimal number, text, a list
    or a table (a true/false is not a number, an enumeration member is its text, a tuple is a list)."""
    if isinstance(value, bool):
        return bool
    if isinstance(value, Enum):
        return kind(value.value)
    for base in (int, float, str):
        if isinstance(value, base):
            return base
    if isinstance(value, list | tuple):
        return list
    if isinstance(value, Mapping):
        return dict
    return type(value)


def same_figure(claimed: object, engine: object) -> bool:
    """Whether a claim states the engine's figure: the same kind of value and the same value, lists in the same
    order, tables with the same keys (``3350.0``, ``true`` or ``"4000"`` never state 3350, 1 or 4000)."""
    if kind(claimed) is not kind(engine):
        return False
    if isinstance(claimed, list | tuple) and isinstance(engine, list | tuple):
        return len(claimed) == len(engine) and all(map(same_figure, claimed, engine))
    if isinstance(claimed, Mapping) and isinstance(engine, Mapping):
        return claimed.keys() == engine.keys() and all(same_figure(claimed[k], engine[k]) for k in claimed)
    return bool(claimed == engine)


@dataclass(frozen=True, slots=True)
class ClaimFailure:
    """One claim the engine disagrees with: which example file, which figure, what was claimed, what is."""

    file: str
    path: str
    claimed: Any
    engine: Any
    when: tuple[str, str] | None = None
    """The rule value the claim is made under (None: under every rule set)."""

    def __str__(self) -> str:
        engine = "no such figure" if self.engine is MISSING else repr(self.engine)
        if self.engine is not MISSING and kind(self.claimed) is not kind(self.engine):
            claimed, real = (KINDS.get(kind(v), kind(v).__name__) for v in (self.claimed, self.engine))
            engine += f" (the claim is a {claimed}, the engine's figure a {real})"
        under = "" if self.when is None else f" (claimed for {self.when[0]} = {self.when[1]})"
        return f"{self.file}: claim {self.path} = {self.claimed!r}{under}, but the engine says {engine}"


def rules_in_words(rules: RuleSet) -> str:
    """A rule set as an operator writes it in ``mkdocs.yml`` (``name: tda, odd_chips: one_each, …, raise_cap:
    none``), not as Python holds it."""
    return ", ".join(f"{key}: {'none' if value is None else value}" for key, value in rules.to_dict().items())


class ClaimsError(ValueError):
    """Raised when one or more claims do not hold; its message lists every failing claim."""

    def __init__(self, failures: list[ClaimFailure], rules: RuleSet) -> None:
        self.failures = failures
        under = f"under the rules {rules_in_words(rules)}"
        if len(failures) == 1:  # one line, naming the file
            super().__init__(f"{failures[0]} ({under})")
            return
        lines = [f"{len(failures)} claim(s) in examples/ disagree with the engine ({under}):"]
        lines += [f"  - {failure}" for failure in failures]
        super().__init__("\n".join(lines))


def failed_claims(facts: Facts, rules: RuleSet) -> list[ClaimFailure]:
    """The claims of one example checked under ``rules`` (every claim, and the per-value claims of the values
    in force) that the engine's figures contradict or that name no figure."""
    failures = []
    for claim in facts.example.claims_under(rules):
        engine = facts.values.get(claim.path, MISSING)
        if engine is MISSING or not same_figure(claim.value, engine):
            failures.append(ClaimFailure(file_label(facts.example.path), claim.path, claim.value, engine, claim.when))
    return failures


def check_claims(all_facts: Iterable[Facts], rules: RuleSet, mode: str = "fail") -> list[ClaimFailure]:
    """Every failing claim of every example. Under ``fail`` (``claims``' default) any failure raises a
    :class:`ClaimsError` listing them all; under ``warn`` they are returned for the build to report."""
    failures = [failure for facts in all_facts for failure in failed_claims(facts, rules)]
    if failures and mode == "fail":
        raise ClaimsError(failures, rules)
    return failures
