"""Checking every example's claims against the engine, and reporting all failures at once."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .facts import Facts

MISSING = object()


@dataclass(frozen=True, slots=True)
class ClaimFailure:
    """One claim the engine disagrees with: which example, which figure, what was claimed, what is."""

    example: str
    path: str
    claimed: Any
    engine: Any

    def __str__(self) -> str:
        engine = "no such figure" if self.engine is MISSING else repr(self.engine)
        return f"example {self.example}: claim {self.path} = {self.claimed!r}, but the engine says {engine}"


class ClaimsError(ValueError):
    """Raised when one or more claims do not hold; its message lists every failing claim."""

    def __init__(self, failures: list[ClaimFailure], rules: Mapping[str, object]) -> None:
        self.failures = failures
        lines = [f"{len(failures)} claim(s) in examples/ disagree with the engine (rules {dict(rules)}):"]
        lines += [f"  - {failure}" for failure in failures]
        super().__init__("\n".join(lines))


def failed_claims(facts: Facts) -> list[ClaimFailure]:
    """The claims of one example that the engine's figures contradict (or that name no figure)."""
    failures = []
    for path, claimed in facts.example.claims.items():
        engine = facts.values.get(path, MISSING)
        if engine is MISSING or engine != claimed:
            failures.append(ClaimFailure(facts.example.id, path, claimed, engine))
    return failures


def check_claims(all_facts: Iterable[Facts], rules: Mapping[str, object]) -> None:
    """Raise :class:`ClaimsError` listing every failing claim of every example, or return quietly."""
    failures = [failure for facts in all_facts for failure in failed_claims(facts)]
    if failures:
        raise ClaimsError(failures, rules)
