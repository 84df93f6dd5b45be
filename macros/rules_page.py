"""The rules page's table, generated from the engine's ``RuleSet`` (never typed by hand)."""

from __future__ import annotations

from calculator import RuleSet

from .numbers import local_digits
from .strings import RULE_TEXT, ui


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words."""
    if option not in RULE_TEXT:
        raise KeyError(f"no rule {option!r} (rules: {', '.join(RULE_TEXT)})")
    texts = RULE_TEXT[option]
    if option == "raise_cap":
        cap = rules.raise_cap
        return texts["none"][lang] if cap is None else texts["count"][lang].format(n=local_digits(str(cap), lang))
    return texts[str(getattr(rules, option))][lang]


def rules_table(rules: RuleSet, lang: str) -> str:
    """One row per configurable rule: its name and this site's setting, with the option's code name."""
    rows = [f"| {ui('col.rule', lang)} | {ui('col.setting', lang)} |", "| :--- | :--- |"]
    for option in RULE_TEXT:
        value = getattr(rules, option)
        code = "none" if value is None else str(value)
        title = RULE_TEXT[option]["title"][lang]
        rows.append(f"| {title} | {rule_setting(rules, option, lang)} (`{option}: {code}`) |")
    return "\n".join(rows)
