"""The rules page's table and the ``rule()`` wording, generated from the engine's ``RuleSet`` (never typed
by hand); the words come from the catalogues (``rule.<option>.title``, ``rule.<option>.<value>``)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from calculator import RuleSet

from .catalogue import count_text, plural, text
from .rule_options import NONE, rule_options, value_of
from .tables import Column, Html, Table

RULE_OPTIONS = tuple(rule_options())
"""The configurable rules, in the engine's order; each has ``rule.<option>.title`` and a text per value."""


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words (``rule.<option>.<value>``; the raise cap
    as a count in its plural form, or none)."""
    value = value_of(rules, option)
    if option == "raise_cap":
        cap = rules.raise_cap
        if cap is None:
            return text("rule.raise_cap.none", lang)
        return plural("rule.raise_cap.count", cap, lang, count=count_text(cap, lang))
    return text(f"rule.{option}.{value}", lang)


def _rule_title(rules: RuleSet, option: str, lang: str) -> str:
    return text(f"rule.{option}.title", lang)


def _rule_setting_cell(rules: RuleSet, option: str, lang: str) -> str:
    value = getattr(rules, option)
    code = escape(f"{option}: {NONE if value is None else value}", quote=False)
    return Html(f"{escape(rule_setting(rules, option, lang), quote=False)} (<code>{code}</code>)")


RULE_COLUMNS: Sequence[Column[RuleSet, str]] = (
    Column("rule", "col.rule", _rule_title),
    Column("setting", "col.setting", _rule_setting_cell),
)
RULES: Table[RuleSet, str] = Table("rules", lambda rules: RULE_OPTIONS, lambda rules: RULE_COLUMNS)
"""One row per configurable rule of the engine: its name and this site's setting, with the option's code name."""
