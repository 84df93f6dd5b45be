"""The rules page's sources (macros/render/rule_sources.py): every configurable rule's every value has sources, which
agree with those the engine's options name (calculator/rules.py, ``python -m calculator rules``); every fixed
rule the lessons teach has a row; card-room practice is never "word for word"; the table follows the rule set."""

from __future__ import annotations

import re

import pytest

from calculator import TDA, rule_set
from calculator.rules import OPTIONS
from macros.examples.rule_options import rule_options
from macros.render.rule_sources import (
    FIXED_RULES,
    OPTION_CITATIONS,
    RULE_TITLES,
    SOURCES,
    SOURCES_TABLE,
    Follows,
    citation_html,
    option_rows,
    raise_cap_citations,
    sourced_rules,
)
from macros.render.rules_page import TDA_OPEN, house_rules, open_note
from macros.text.catalogue import text

ENGINE_SOURCE = {option.name: option.source for option in OPTIONS}
NAMED = {"tda": "TDA", "roberts": "Robert's Rules", "pokerstars": "PokerStars"}


def test_every_value_of_every_option_has_sources() -> None:
    for option, known in rule_options().items():
        for value in known.values:
            if option == "raise_cap" and value == "count":
                assert raise_cap_citations(3) and raise_cap_citations(4)
                continue
            assert OPTION_CITATIONS[(option, value)], (option, value)
    assert {option for option, _ in OPTION_CITATIONS} == set(rule_options())


@pytest.mark.parametrize("key", sorted(OPTION_CITATIONS), ids=lambda key: ".".join(key))
def test_the_sources_agree_with_the_engines_options(key: tuple[str, str]) -> None:
    option, _ = key
    engine = ENGINE_SOURCE[option]
    for citation in OPTION_CITATIONS[key]:
        if citation.source in NAMED:
            assert NAMED[citation.source] in engine, (key, citation)
        if citation.rule is not None:
            assert re.search(rf"\brule {citation.rule}\b", engine), (key, citation)


def test_the_fixed_rules_the_lessons_teach_each_have_a_row() -> None:
    ids = [row.id for row in FIXED_RULES]
    assert ids == list(dict.fromkeys(ids))
    assert set(ids) == {
        *("layers", "uncalled", "folded", "side_pots_first", "split_each", "full_raise", "limit_complete"),
        *("short_big_blind", "no_raise_all_in", "big_blind_ante", "own_antes"),
        # the dealer's procedures (the dealers' lesson)
        *("showdown_order", "tabling", "hand_for_hand", "ask_to_see", "split_by_hand", "floor", "disputes"),
        *("premature_card", "all_in_declaration", "chip_count", "rake", "soft_play"),
    }
    for row in FIXED_RULES:
        assert row.cites and row.wording == f"sources.rule.{row.id}"
    # The seeds' rule numbers: 17 (showdown), 21 (odd chips), 23 (pots split separately).
    numbers = {c.rule for row in sourced_rules(TDA) for c in row.cites if c.rule}
    assert numbers == {"17", "21", "23"}


@pytest.mark.parametrize("lang", ["ru", "fa", "en"])
def test_a_rule_cited_by_number_is_cited_with_its_title(lang: str) -> None:
    # Review 2026-12-05, m-09: the TDA's other editions number the same rules differently (17 / 21 / 23 are 16 /
    # 20 / 21 in the 2024 text), so a number alone sends a dealer to the wrong rule.
    cited = [c for rules in (TDA, rule_set("roberts")) for row in sourced_rules(rules) for c in row.cites if c.rule]
    for citation in cited:
        name = str(citation_html(citation, lang))
        assert text(RULE_TITLES[citation.rule], lang) in name, (lang, citation, name)
    assert text(RULE_TITLES["17"], "en") == "Face Up for All-Ins"


def test_practice_is_never_word_for_word_and_every_book_is_linked() -> None:
    for row in [*FIXED_RULES, *(r for cites in OPTION_CITATIONS.values() for r in [cites])]:
        cites = row.cites if hasattr(row, "cites") else row
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


@pytest.mark.parametrize("lang", ["ru", "fa", "en"])
def test_the_opening_says_what_the_tda_rules_leave_open(lang: str) -> None:
    opening = house_rules(TDA, lang)
    assert open_note(TDA, "odd_chips", lang) in opening and open_note(TDA, "raise_cap", lang) in opening
    changed = house_rules(rule_set("tda", {"odd_chips": "remainder_to_first"}), lang)
    assert open_note(rule_set("tda", {"odd_chips": "remainder_to_first"}), "odd_chips", lang) in changed
    assert open_note(TDA, "odd_chips", lang) not in changed
    assert "Robert" in open_note(TDA, "odd_chips", lang)
