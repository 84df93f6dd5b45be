"""Checking every example's claims against the engine, and reporting all failures at once."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from calculator import RuleSet

from .examples import file_label
from .facts import Facts

MISSING = object()


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
        under = "" if self.when is None else f" (claimed for {self.when[0]} = {self.when[1]})"
        return f"{self.file}: claim {self.path} = {self.claimed!r}{under}, but the engine says {engine}"


class ClaimsError(ValueError):
    """Raised when one or more claims do not hold; its message lists every failing claim."""

    def __init__(self, failures: list[ClaimFailure], rules: RuleSet) -> None:
        self.failures = failures
        lines = [f"{len(failures)} claim(s) in examples/ disagree with the engine (rules {rules.to_dict()}):"]
        lines += [f"  - {failure}" for failure in failures]
        super().__init__("\n".join(lines))


def failed_claims(facts: Facts, rules: RuleSet) -> list[ClaimFailure]:
    """The claims of one example checked under ``rules`` (every claim, and the per-value claims of the values
    in force) that the engine's figures contradict or that name no figure."""
    failures = []
    for claim in facts.example.claims_under(rules):
        engine = facts.values.get(claim.path, MISSING)
        if engine is MISSING or engine != claim.value:
            failures.append(ClaimFailure(file_label(facts.example.path), claim.path, claim.value, engine, claim.when))
    return failures


def check_claims(all_facts: Iterable[Facts], rules: RuleSet, mode: str = "fail") -> list[ClaimFailure]:
    """Every failing claim of every example. Under ``fail`` (``extra.claims``' default) any failure raises a
    :class:`ClaimsError` listing them all; under ``warn`` they are returned for the build to report."""
    failures = [failure for facts in all_facts for failure in failed_claims(facts, rules)]
    if failures and mode == "fail":
        raise ClaimsError(failures, rules)
    return failures
