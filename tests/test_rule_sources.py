"""The rules page's sources (macros/render/rule_sources.py): every configurable rule's every value has sources, which
agree with those the engine's options name (calculator/rules.py, ``python -m calculator rules``); every fixed
rule the lessons teach has a row; card-room practice is never "word for word"; the table follows the rule set."""

from __future__ import annotations

import re

import pytest

from calculator import TDA, Follows, rule_set, value_sources
from calculator.rules import OPTIONS
from macros.examples.rule_options import rule_options
from macros.render.rule_sources import (
    FIXED_RULES,
    RULE_TITLES,
    SOURCES,
    SOURCES_TABLE,
    citation_html,
    option_rows,
    sourced_rules,
)
from macros.render.rules_page import TDA_OPEN, house_rules, open_note
from macros.text.catalogue import LANGUAGES, text

ENGINE_SOURCE = {option.name: option.source for option in OPTIONS}
NAMED = {"tda": "TDA", "roberts": "Robert's Rules", "pokerstars": "PokerStars"}


RECORDS = [record for option in OPTIONS for record in option.records]


def test_every_value_of_every_option_is_a_record_with_sources() -> None:
    # issue 30, item 2: each value of each option is one record (calculator/rules.py), which the pages read
    assert {option.name: option.values for option in OPTIONS} == {
        name: option.values for name, option in rule_options().items()
    }
    for record in RECORDS:
        assert record.sources, record
        assert record.setting == f"rule.{record.option}.{record.value}", record
        assert (record.deal is not None) == (record.option == "odd_chips"), record
    assert [c.source for c in value_sources(rule_set("tda", {"raise_cap": 3}), "raise_cap")] == ["roberts", "practice"]
    assert [c.source for c in value_sources(rule_set("tda", {"raise_cap": 4}), "raise_cap")] == ["tda", "practice"]


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: f"{record.option}.{record.value}")
def test_the_sources_agree_with_the_engines_options(record: object) -> None:
    engine = ENGINE_SOURCE[record.option]  # type: ignore[attr-defined]
    for citation in record.sources:  # type: ignore[attr-defined]
        if citation.source in NAMED:
            assert NAMED[citation.source] in engine, (record, citation)
        if citation.rule is not None:
            assert re.search(rf"\brule {citation.rule}\b", engine), (record, citation)


def test_the_fixed_rules_the_lessons_teach_each_have_a_row() -> None:
    ids = [row.id for row in FIXED_RULES]
    assert ids == list(dict.fromkeys(ids))
    assert set(ids) == {
        *("layers", "uncalled", "folded", "side_pots_first", "split_each", "full_raise", "limit_complete"),
        *("short_big_blind", "no_raise_all_in", "big_blind_ante", "own_antes"),
        # the dealer's procedures (the dealers' lesson)
        *("showdown_order", "tabling", "hand_for_hand", "ask_to_see", "split_by_hand", "floor", "disputes"),
        *("premature_card", "all_in_declaration", "chip_count", "rake", "soft_play"),
        "chip_stacks",  # counting an all-in in chips (issue 31, item 4)
        "pot_limit_count",  # counting a pot-limit pot with side pots (issue 31, item 1: G-09)
        *("two_busts", "shown_too_soon", "stay_at_table"),  # live dealing (issue 31, item 1: G-01, G-03, G-11)
    }
    for row in FIXED_RULES:
        assert row.cites and row.wording == f"sources.rule.{row.id}"
    # The seeds' rule numbers: 17 (showdown), 21 (odd chips), 23 (pots split separately).
    numbers = {c.rule for row in sourced_rules(TDA) for c in row.cites if c.rule}
    assert numbers == {"17", "21", "23"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rule_cited_by_number_is_cited_with_its_title(lang: str) -> None:
    # Review 2026-12-05, m-09: the TDA's other editions number the same rules differently (17 / 21 / 23 are 16 /
    # 20 / 21 in the 2024 text), so a number alone sends a dealer to the wrong rule.
    cited = [c for rules in (TDA, rule_set("roberts")) for row in sourced_rules(rules) for c in row.cites if c.rule]
    for citation in cited:
        name = str(citation_html(citation, lang))
        assert text(RULE_TITLES[citation.rule], lang) in name, (lang, citation, name)
    assert text(RULE_TITLES["17"], "en") == "Face Up for All-Ins"


def test_practice_is_never_word_for_word_and_every_book_is_linked() -> None:
    for cites in [*(row.cites for row in FIXED_RULES), *(record.sources for record in RECORDS)]:
        for citation in cites:
            assert citation.source in SOURCES
            if citation.source == "practice":
                assert citation.follows is Follows.READING
    for key, source in SOURCES.items():
        assert (source.url is None) == (key == "practice"), key
        assert source.url is None or re.match(r"https?://[a-z.]+/", source.url)


def test_the_rows_follow_the_rule_set() -> None:
    tda = {row.id: row.cites for row in option_rows(TDA)}
    # TDA rule 21 names one odd chip: dealing several one each is Robert's, so the TDA is read, not quoted.
    assert [(c.source, c.follows) for c in tda["odd_chips"]] == [("tda", Follows.READING), ("roberts", Follows.WORD)]
    assert TDA_OPEN == ("odd_chips", "raise_cap")
    house = {row.id: row.cites for row in option_rows(rule_set("tda", {"odd_chips": "remainder_to_first"}))}
    assert "roberts" not in [c.source for c in house["odd_chips"]]
    cash = {row.id: row.cites for row in option_rows(rule_set("roberts"))}
    assert [c.source for c in cash["showdown"]] == ["roberts", "pokerstars"]
    assert [c.source for c in option_rows(rule_set("tda", {"raise_cap": 4}))[2].cites] == ["tda", "practice"]
    html = SOURCES_TABLE.html(TDA, "en")
    assert html.count("<tr>") == 1 + len(sourced_rules(TDA))
    assert 'href="https://www.pokertda.com/poker-tda-rules/"' in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_opening_says_what_the_tda_rules_leave_open(lang: str) -> None:
    opening = house_rules(TDA, lang)
    assert open_note(TDA, "odd_chips", lang) in opening and open_note(TDA, "raise_cap", lang) in opening
    changed = house_rules(rule_set("tda", {"odd_chips": "remainder_to_first"}), lang)
    assert open_note(rule_set("tda", {"odd_chips": "remainder_to_first"}), "odd_chips", lang) in changed
    assert open_note(TDA, "odd_chips", lang) not in changed
    assert "Robert" in open_note(TDA, "odd_chips", lang)
