"""The rules page's table, generated from the engine's ``RuleSet`` (never typed by hand)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from calculator import RuleSet

from .numbers import local_digits
from .rule_options import COUNT, NONE, RuleOptionError, value_of
from .strings import RULE_TEXT, raise_word
from .tables import Column, Html, Table


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words (the value's text in ``RULE_TEXT``; for a
    raise cap, its count)."""
    value = value_of(rules, option)
    try:
        text = RULE_TEXT[option][value][lang]
    except KeyError:
        missing = f"no {lang} text for rule option {option} = {value}"
        raise RuleOptionError(f"{missing}: add it to macros/strings.py") from None
    if value == COUNT:
        cap = int(getattr(rules, option))
        return text.format(n=local_digits(str(cap), lang), raises=raise_word(cap, lang))
    return text


def _rule_title(rules: RuleSet, option: str, lang: str) -> str:
    return RULE_TEXT[option]["title"][lang]


def _rule_setting_cell(rules: RuleSet, option: str, lang: str) -> str:
    value = getattr(rules, option)
    code = escape(f"{option}: {NONE if value is None else value}", quote=False)
    return Html(f"{escape(rule_setting(rules, option, lang), quote=False)} (<code>{code}</code>)")


RULE_COLUMNS: Sequence[Column[RuleSet, str]] = (Column("rule", _rule_title), Column("setting", _rule_setting_cell))
RULES: Table[RuleSet, str] = Table("rules", lambda rules: tuple(RULE_TEXT), lambda rules: RULE_COLUMNS)
"""One row per rule the site's text explains (``RULE_TEXT``): its name and this site's setting, with the option's
code name. (The engine's showdown option joins when the engine has it and the interface text describes it.)"""
