"""The rules page's table, generated from the engine's ``RuleSet`` (never typed by hand)."""

from __future__ import annotations

from html import escape

from calculator import RuleSet

from .numbers import local_digits
from .strings import RULE_TEXT, raise_word, ui
from .tables import Html, html_table


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


def rules_table(rules: RuleSet, lang: str) -> str:
    """One row per configurable rule: its name and this site's setting, with the option's code name."""
    rows = []
    for option in RULE_TEXT:
        value = getattr(rules, option)
        code = escape(f"{option}: {'none' if value is None else value}", quote=False)
        setting = escape(rule_setting(rules, option, lang), quote=False)
        rows.append([RULE_TEXT[option]["title"][lang], Html(f"{setting} (<code>{code}</code>)")])
    return html_table([ui("col.rule", lang), ui("col.setting", lang)], rows, [False, False])
