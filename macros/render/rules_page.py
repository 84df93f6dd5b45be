"""The rules page's opening, its table and the ``rule()`` wording, generated from the engine's ``RuleSet`` and
presets (never typed by hand); the words come from the catalogues (``rule.<option>.title``,
``rule.<option>.<value>``, ``house.*``); what the TDA rules leave open comes from the sources data
(``rule_sources``). Learner text never shows an option's or a value's code name: those are
the site operators' words (README)."""

from __future__ import annotations

from collections.abc import Sequence

from calculator import PRESETS, TDA, RuleSet, value_record
from macros.examples.rule_options import rule_options
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


def open_note(rules: RuleSet, option: str, lang: str) -> str:
    """For a rule the TDA rules leave open: what they say and what this rule set makes of it (the value's record's
    ``open_note``, given the setting in words and the number of the TDA rule its sources cite)."""
    record = value_record(rules, option)
    if record.open_note is None:
        raise ValueError(
            f"{option} {record.value} has no open_note in calculator/rules.py, yet the TDA rules leave it to the room "
            "(its sources read them): name the catalogue key of what the rules page says about it"
        )
    number = next((c.rule for c in record.sources if c.source == "tda" and c.rule), "")
    return text(record.open_note, lang, setting=rule_setting(rules, option, lang), rule=local_digits(number, lang))


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
