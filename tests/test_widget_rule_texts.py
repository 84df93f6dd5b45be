"""Widget text that depends on a rule (``KEY@OPTION=VALUE`` in the catalogues, macros/render/widget_text.py) and
the rule book the pages hand to settle.js: both follow the engine's rule options (calculator/rules.py), whatever
they are."""

from __future__ import annotations

import pytest

from calculator import TDA
from calculator.rules import OPTIONS, PRESETS
from macros.render import widget_text
from macros.text.catalogue import CASE_VARIANT, GENDER_VARIANT, LANGUAGES, catalogue, widget_texts

LISTED = [option for option in OPTIONS if "count" not in option.values]
"""The options whose values can be listed (not ``raise_cap``, a count)."""


def per_rule(key: str) -> bool:
    """Whether the key is a text written for a rule value (not for a gender or a case: macros/text/catalogue.py)."""
    return widget_text.VARIANT in key and GENDER_VARIANT not in key and CASE_VARIANT not in key


def rule_dependent_keys(lang: str) -> dict[str, str]:
    """Each key written per rule value, with the option it depends on."""
    found = {}
    for key in catalogue(lang).messages:
        if per_rule(key):
            base, _, condition = key.partition(widget_text.VARIANT)
            found[base] = condition.partition("=")[0]
    return found


def test_the_rule_book_is_the_engines_options_and_presets() -> None:
    book = widget_text.rule_book()
    assert [o["name"] for o in book["options"]] == [o.name for o in OPTIONS]
    for given, option in zip(book["options"], OPTIONS, strict=True):
        assert given["values"] == list(option.values) and given["default"] == option.default
    assert [p["name"] for p in book["presets"]] == list(PRESETS)
    for preset in book["presets"]:
        values = PRESETS[preset["name"]].rules.to_dict()
        assert preset["values"] == {k: v for k, v in values.items() if k != "name"}


def test_some_widget_texts_depend_on_a_rule() -> None:
    """The mechanism is in use: the odd-chip hint and mistake (and what a wrong push's odd chips got wrong) depend on
    the odd-chip rule; fixed limit's hints, mistakes and rule in the working on the limit reopening rule."""
    assert rule_dependent_keys("en") == {
        "hint.odd_chips": "odd_chips",
        "mistake.odd_chip_wrong_seat": "odd_chips",
        "mistake.odd_chip_wrong_seat.push": "odd_chips",
        "hint.can_raise.limit": "limit_reopen",
        "hint.min_raise_to.limit": "limit_reopen",
        "mistake.limit_short_allin_as_raise": "limit_reopen",
        "mistake.full_raise_rule_in_limit": "limit_reopen",
        "practice.limit_rule": "limit_reopen",
        "own.say.short.limit": "limit_reopen",
        "own.say.short.limit.held": "limit_reopen",
        "own.say.short.limit.held.one": "limit_reopen",
        "own.say.short.limit.bet": "limit_reopen",
        "replay.hint.full_raise.limit": "limit_reopen",
        "replay.hint.full_raise.limit.one": "limit_reopen",
        "replay.hint.adds_up.limit": "limit_reopen",
        "replay.hint.short_bet.limit": "limit_reopen",
        "replay.hint.short_bet.limit.last": "limit_reopen",
        "replay.hint.short_bet.limit.one": "limit_reopen",
        "replay.hint.short_bet.limit.last.one": "limit_reopen",
        "own.say.full.limit.held": "limit_reopen",
        "own.say.full.limit.held.one": "limit_reopen",
        "practice.why.limit_threshold": "limit_reopen",
    }


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("option", LISTED, ids=lambda o: o.name)
def test_every_value_of_a_rule_gets_its_own_text(lang: str, option: object) -> None:
    """Under each value of each option, a page's rule-dependent text is the one written for that value, under the
    plain key, and no text written for a value reaches a page as such."""
    texts = widget_texts(lang)
    keys = [base for base, name in rule_dependent_keys(lang).items() if name == option.name]  # type: ignore[attr-defined]
    chosen_per_value = {}
    for value in option.values:  # type: ignore[attr-defined]
        rules = TDA.with_overrides({option.name: value})  # type: ignore[attr-defined]
        page = widget_text.texts_under(texts, rules)
        assert not any(per_rule(key) for key in page)
        for key in keys:
            assert page[key] == texts[f"{key}@{option.name}={value}"]  # type: ignore[attr-defined]
        chosen_per_value[value] = tuple(page.get(key) for key in keys)
    if keys:  # each value says something of its own
        assert len(set(chosen_per_value.values())) == len(option.values)  # type: ignore[attr-defined]


def test_a_value_without_its_text_stops_the_build() -> None:
    option = LISTED[0]
    texts = {f"hint.x@{option.name}={value}": value for value in option.values[:-1]}
    with pytest.raises(widget_text.RuleTextError, match=f"no text for {option.name}={option.values[-1]}"):
        widget_text.texts_under(texts, TDA)


@pytest.mark.parametrize(
    ("texts", "message"),
    [
        ({"hint.x@odd_chips=most": "…"}, "is no value of a rule option"),
        ({"hint.x@colour=red": "…"}, "is no value of a rule option"),
        ({"hint.x@raise_cap=none": "…"}, "is no value of a rule option"),
        ({"hint.x": "…", **{f"hint.x@odd_chips={v}": v for v in OPTIONS[0].values}}, "both for every rule"),
    ],
)
def test_a_text_for_no_rule_value_stops_the_build(texts: dict[str, str], message: str) -> None:
    with pytest.raises(widget_text.RuleTextError, match=message):
        widget_text.texts_under(texts, TDA)
