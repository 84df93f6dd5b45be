"""The rules page's opening, its table and the ``rule()`` wording, generated from the engine's ``RuleSet`` and
presets (never typed by hand); the words come from the catalogues (``rule.<option>.title``,
``rule.<option>.<value>``, ``house.*``); what the TDA rules leave open comes from the sources data
(``rule_sources``). Learner text never shows an option's or a value's code name: those are
the site operators' words (README)."""

from __future__ import annotations

from collections.abc import Sequence

from calculator import PRESETS, TDA, RuleSet
from macros.examples.rule_options import rule_options, value_of
from macros.render.rule_sources import follows_word, rule_setting
from macros.render.tables import Column, Table
from macros.text.catalogue import count_text, plural, text
from macros.text.numbers import local_digits

RULE_OPTIONS = tuple(rule_options())
"""The configurable rules, in the engine's order; each has ``rule.<option>.title`` and a text per value."""


def _rule_title(rules: RuleSet, option: str, lang: str) -> str:
    return text(f"rule.{option}.title", lang)


RULE_COLUMNS: Sequence[Column[RuleSet, str]] = (
    Column("rule", "col.rule", _rule_title),
    Column("setting", "col.setting", rule_setting),
)
RULES: Table[RuleSet, str] = Table("rules", lambda rules: RULE_OPTIONS, lambda rules: RULE_COLUMNS)
"""One row per configurable rule of the engine: its name and this site's setting, in words."""


def changed_options(rules: RuleSet, base: RuleSet) -> list[str]:
    """The options whose setting differs between two rule sets, in the engine's order."""
    return [option for option in RULE_OPTIONS if getattr(rules, option) != getattr(base, option)]


TDA_OPEN: tuple[str, ...] = tuple(option for option in RULE_OPTIONS if not follows_word(TDA, option, "tda"))
"""The configurable rules the TDA rules leave (in part) to the room: the TDA preset reads them (``rule_sources``)."""

OPEN_NOTES = {
    "one_each": "house.open.odd_chips.one_each",
    "remainder_to_first": "house.open.odd_chips.remainder_to_first",
}
"""What the TDA rules leave open about odd chips, under each value of ``odd_chips``."""

TDA_ODD_CHIP_RULE = "21"
"""The TDA rule on odd chips (TDA rules 2026, version 1.1, as the seeds cite it)."""


def open_note(rules: RuleSet, option: str, lang: str) -> str:
    """For a rule the TDA rules leave open: what they say and what this rule set makes of it."""
    if option == "raise_cap":
        return text("house.open.raise_cap", lang, setting=rule_setting(rules, option, lang))
    if option == "odd_chips":
        value = value_of(rules, option)
        if value not in OPEN_NOTES:
            raise ValueError(
                f"no note for odd_chips {value} in OPEN_NOTES (macros/render/rules_page.py): add its catalogue key "
                f"house.open.odd_chips.{value}"
            )
        return text(OPEN_NOTES[value], lang, rule=local_digits(TDA_ODD_CHIP_RULE, lang))
    raise ValueError(f"no note on what the TDA rules leave open about {option!r}")


def tda_differences(rules: RuleSet) -> list[str]:
    """The options, among those the TDA rules settle word for word, whose setting differs from theirs."""
    return [option for option in changed_options(rules, TDA) if option not in TDA_OPEN]


def house_rules(rules: RuleSet, lang: str) -> str:
    """The house rules in force, in plain words (Markdown), for the top of the rules page: the rule book the
    tables follow (the preset) and how many of its rules the house changes; for each rule the TDA rules leave
    open (several odd chips, the raise cap), what they say and what these tables do; then each rule the TDA
    rules settle that differs from theirs, with the TDA rules' setting beside this site's."""
    preset = text(f"house.preset.{rules.name}", lang)
    changes = len(changed_options(rules, PRESETS[rules.name].rules))
    if changes:
        lead = plural("house.follows.changed", changes, lang, preset=preset, count=count_text(changes, lang))
    else:
        lead = text("house.follows", lang, preset=preset)
    lead = " ".join([lead, *(open_note(rules, option, lang) for option in TDA_OPEN)])
    differ = tda_differences(rules)
    if not differ:
        return f"{lead} {text('house.same_as_tda', lang)}"
    items = [
        text(
            "house.difference",
            lang,
            title=text(f"rule.{option}.title", lang),
            ours=rule_setting(rules, option, lang),
            tda=rule_setting(TDA, option, lang),
        )
        for option in differ
    ]
    heading = plural("house.differs", len(differ), lang)
    return f"{lead} {heading}\n\n" + "\n".join(f"- {item}" for item in items)
