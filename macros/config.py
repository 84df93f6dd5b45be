"""What ``mkdocs.yml`` says about the macros: the rule set (``extra.rules``) and what a failing claim does
(``extra.claims``). Every mistake is one clear line naming the setting."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

import calculator
from calculator import RuleSet

CLAIMS_MODES: Final = ("fail", "warn")


class ConfigError(ValueError):
    """A setting under ``extra`` in ``mkdocs.yml`` that the macros cannot use."""


@dataclass(frozen=True, slots=True)
class SiteConfig:
    """The rule set the site is built with, and whether a failing claim stops the build (``fail``) or is
    reported as a warning (``warn``)."""

    rules: RuleSet
    claims: str = "fail"


def rules_from_config(extra: Mapping[str, object]) -> RuleSet:
    """``extra.rules``: ``name`` picks a preset (default ``tda``), every other key overrides one of its options."""
    chosen = extra.get("rules")
    if chosen is None:
        chosen = {}
    if not isinstance(chosen, Mapping):
        raise ConfigError(
            f"extra.rules in mkdocs.yml must be a mapping of rule options (e.g. name: tda, odd_chips: one_each), "
            f"not {chosen!r}"
        )
    name = chosen.get("name", "tda")
    if not isinstance(name, str):
        raise ConfigError(f"extra.rules.name in mkdocs.yml must name a preset, not {name!r}")
    try:
        return calculator.rule_set(name, {key: value for key, value in chosen.items() if key != "name"})
    except calculator.RulesError as error:
        raise ConfigError(f"extra.rules in mkdocs.yml: {error}") from None


def site_config(extra: Mapping[str, object]) -> SiteConfig:
    """Read ``extra.rules`` and ``extra.claims`` from ``mkdocs.yml``."""
    claims = extra.get("claims", "fail")
    if claims not in CLAIMS_MODES:
        raise ConfigError(f"extra.claims in mkdocs.yml must be fail or warn, not {claims!r}")
    return SiteConfig(rules_from_config(extra), str(claims))
