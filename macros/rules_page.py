"""The rules page's table, generated from the engine's ``RuleSet`` (never typed by hand)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from calculator import RuleSet

from .numbers import local_digits
from .strings import RULE_TEXT, raise_word
from .tables import Column, Html, Table


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words."""
    if option not in RULE_TEXT:
        raise KeyError(f"no rule {option!r} (rules: {', '.join(RULE_TEXT)})")
    texts = RULE_TEXT[option]
    if option == "raise_cap":
        cap = rules.raise_cap
        return (
            texts["none"][lang]
            if cap is None
            else texts["count"][lang].format(n=local_digits(str(cap), lang), raises=raise_word(cap, lang))
        )
    return texts[str(getattr(rules, option))][lang]


def _rule_title(rules: RuleSet, option: str, lang: str) -> str:
    return RULE_TEXT[option]["title"][lang]


def _rule_setting_cell(rules: RuleSet, option: str, lang: str) -> str:
    value = getattr(rules, option)
    code = escape(f"{option}: {'none' if value is None else value}", quote=False)
    return Html(f"{escape(rule_setting(rules, option, lang), quote=False)} (<code>{code}</code>)")


RULE_COLUMNS: Sequence[Column[RuleSet, str]] = (Column("rule", _rule_title), Column("setting", _rule_setting_cell))
RULES: Table[RuleSet, str] = Table("rules", lambda rules: tuple(RULE_TEXT), lambda rules: RULE_COLUMNS)
"""One row per configurable rule: its name and this site's setting, with the option's code name."""
