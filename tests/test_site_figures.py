"""The built site's tables and quiz answers, in all three languages, agree with the engine.

The expected figures are computed from the example files through the engine's JSON contracts
(``tests/helpers/site_checks.py``), independently of the macros that wrote the pages. The same checks run on a build
under every supported rule configuration in ``tests/test_site_configurations.py``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.site_checks import (
    check_learner_text,
    check_pot_tables,
    check_quiz_answers,
    check_result_tables,
    check_rule_dependent_text,
    check_rules_page,
    check_stake_tables,
    check_story_showdowns,
)
from helpers.sitebuild import LANGS, build_rules, built_site, page_names, page_path, read_page

BUILD_RULES = build_rules()


@pytest.fixture(scope="module")
def site() -> Any:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def all_pages(site: Any) -> list[tuple[str, str, Any]]:
    return [(lang, name, read_page(page_path(site, lang, name))) for lang in LANGS for name in page_names()]


def test_build_is_strict_and_quiet() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    assert "WARNING" not in result.output, result.output


def test_pot_tables_match_the_engine(site: Any) -> None:
    assert check_pot_tables(site, BUILD_RULES) >= 6


def test_result_tables_match_the_engine(site: Any) -> None:
    assert check_result_tables(site, BUILD_RULES) >= 3


def test_stake_tables_add_up_to_the_engine_pots(site: Any) -> None:
    assert check_stake_tables(site, BUILD_RULES) >= 1


def test_quiz_answers_show_the_engine_value(site: Any) -> None:
    assert check_quiz_answers(site, BUILD_RULES) >= 3


def test_rule_dependent_sentences_follow_the_build_rules(site: Any) -> None:
    checked = check_rule_dependent_text(site, BUILD_RULES)
    assert {option for _, option, _ in checked} >= {"odd_chips", "limit_reopen", "raise_cap", "showdown"}


def test_stories_and_the_rules_page_follow_the_build_rules(site: Any) -> None:
    assert check_story_showdowns(site, BUILD_RULES) >= 3
    check_rules_page(site, BUILD_RULES)


def test_learner_text_has_no_configuration_words_or_code_blocks(site: Any) -> None:
    check_learner_text(site)


def test_every_table_cell_is_marked_with_its_column(site: Any) -> None:
    kinds = ("pots", "stakes", "results", "layers", "rules")
    seen = set()
    for lang, page, parsed in all_pages(site):
        for kind in kinds:
            for example_id, table in parsed.labelled(kind):
                assert table.rows, (lang, page, kind, example_id)
                for row in table.rows:
                    assert list(row) == list(table.header), (lang, page, kind, example_id, row)
                assert not any(key.isdigit() for key in table.header), (lang, page, kind, table.header)
                seen.add(kind)
    assert seen == set(kinds)


def test_every_page_declares_its_language_and_direction(site: Any) -> None:
    for lang, page, parsed in all_pages(site):
        assert parsed.html_attrs.get("lang") == lang, (lang, page)
        assert parsed.body_attrs.get("dir") == ("rtl" if lang == "fa" else "ltr"), (lang, page)


def test_persian_pages_write_numbers_in_persian_digits(site: Any) -> None:
    for page in page_names():
        html = page_path(site, "fa", page).read_text(encoding="utf-8")
        article = html[html.find("<article") : html.find("</article>")]
        article = re.sub(r'<span class="card[^"]*"[^>]*>.*?</span>', " ", article)
        article = re.sub(r"<pre.*?</pre>", " ", article, flags=re.S)  # program code (the conformance page's)
        article = re.sub(r"<code>.*?</code>|<[^>]+>|&#\d+;|&\w+;", " ", article)
        assert not re.search(r"\d", article.translate(str.maketrans("", "", "۰۱۲۳۴۵۶۷۸۹"))), (
            page,
            re.findall(r".{20}\d.{20}", article)[:3],
        )


def test_no_page_loads_anything_from_another_site(site: Any) -> None:
    for lang, page, parsed in all_pages(site):
        assert parsed.external == [], (lang, page, parsed.external)
    for css in site.rglob("*.css"):
        assert not re.search(r"@import\s+url\(\s*['\"]?(https?:)?//", css.read_text(encoding="utf-8")), css
