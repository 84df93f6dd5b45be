"""The rules page's table, generated from the engine's ``RuleSet`` (never typed by hand)."""

from __future__ import annotations

from dataclasses import fields
from html import escape

from calculator import RuleSet

from .catalogue import count_text, plural, text
from .tables import Html, html_table

RULE_OPTIONS = tuple(field.name for field in fields(RuleSet) if field.name != "name")
"""The configurable rules, in the engine's order; each has ``rule.<option>.title`` and a text per value."""


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words (``rule.<option>.<value>``)."""
    if option not in RULE_OPTIONS:
        raise KeyError(f"no rule {option!r} (rules: {', '.join(RULE_OPTIONS)})")
    if option == "raise_cap":
        cap = rules.raise_cap
        if cap is None:
            return text("rule.raise_cap.none", lang)
        return plural("rule.raise_cap.count", cap, lang, count=count_text(cap, lang))
    return text(f"rule.{option}.{getattr(rules, option)}", lang)


def rules_table(rules: RuleSet, lang: str) -> str:
    """One row per configurable rule: its name and this site's setting, with the option's code name."""
    rows = []
    for option in RULE_OPTIONS:
        value = getattr(rules, option)
        code = escape(f"{option}: {'none' if value is None else value}", quote=False)
        setting = escape(rule_setting(rules, option, lang), quote=False)
        rows.append([text(f"rule.{option}.title", lang), Html(f"{setting} (<code>{code}</code>)")])
    return html_table([text("col.rule", lang), text("col.setting", lang)], rows, [False, False])
