"""A single word typed into the site's search finds its pages, in every language (issue 27, fa S2), and the index
holds no pot diagram's text run together (newcomer's minor 9).

Material searches when a key comes up in its search field. Chromium, like a phone keyboard that inserts a word, a
suggestion picked, a paste or dictation, inserts Persian and Russian letters without a key of the US layout, so
no key comes up: the word was searched only once a space followed. ``site.js`` tells Material of every change of the
field. The words are typed here the way Chromium types them (``keyboard.type``), without a trailing space.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from helpers.browser import url
from helpers.sitebuild import LANG_PREFIX, built_site

WORDS = {
    "fa": [
        ("ریک", "glossary"),
        ("فلور", "dealers"),
        ("پات", "side-pots"),
        ("اگرسور", "glossary"),
        ("تقسیم‌ناپذیر", "odd-chips"),
        ("آنته", "glossary"),
    ],
    "ru": [
        ("рейк", "glossary"),
        ("банк", "side-pots"),
        ("олл-ин", "all-in"),
        ("анте", "side-pots"),
        ("флор", "dealers"),
        ("кэп", "short-all-ins"),
        ("вскрытие", "after-all-in"),
    ],
    "en": [("rake", "glossary"), ("pot", "side-pots"), ("aggressor", "glossary")],
}
"""Words a reader types, each with a page it must find. «آنته» is how many Persian players write «آنتی»: the Persian
glossary names it once the Persian wording of issue 27 (fa L17) is in; until then the word is not on the site and
is left out (see ``words``)."""


def words(lang: str) -> list[tuple[str, str]]:
    """The language's words that its pages hold (the whole built site's text, as the search index has it)."""
    index = json.loads((built_site().site / LANG_PREFIX[lang] / "search" / "search_index.json").read_text("utf-8"))
    text = " ".join(doc["text"] + " " + doc["title"] for doc in index["docs"]).lower()
    found = [(word, page) for word, page in WORDS[lang] if word in text]
    assert len(found) >= len(WORDS[lang]) - 1, (lang, found)
    return found


def typed_search(page: Any, word: str) -> list[str]:
    """Type ``word`` into the open page's search as Chromium types it, no space after it; the result links."""
    page.locator("label.md-search__icon, .md-search__input").first.click()
    page.locator(".md-search__input").first.focus()
    page.keyboard.type(word)
    page.wait_for_selector(".md-search-result__item", timeout=10000)
    links: list[str] = page.locator("a.md-search-result__link").evaluate_all("els => els.map(a => a.href)")
    return links


@pytest.mark.parametrize("lang", ["fa", "ru", "en"])
def test_a_single_word_finds_its_pages(page: Any, base_url: str, lang: str) -> None:
    """Each word, typed alone, lists results at once, among them the page it must find; following that result opens
    the page in the same language. Before site.js told Material of each change, «ریک» and «рейк» left the panel at
    "Type to start searching"."""
    root = urlsplit(base_url).path + LANG_PREFIX[lang]
    checked = 0
    for word, wanted in words(lang):
        page.goto(url(base_url, lang, "index"))
        links = typed_search(page, word)
        paths = [urlsplit(link).path for link in links]
        assert all(path.startswith(root) for path in paths), (word, paths)
        hits = [link for link, path in zip(links, paths, strict=True) if path == f"{root}{wanted}/"]
        assert hits, (word, wanted, paths)
        page.locator(f'a.md-search-result__link[href="{page_href(page, hits[0])}"]').first.click()
        page.wait_for_url(re.compile(re.escape(f"{root}{wanted}/")))
        assert page.locator("html").get_attribute("lang") == lang
        checked += 1
    assert checked >= 3


def page_href(page: Any, link: str) -> str:
    """The ``href`` attribute (as written, relative) of the result whose address is ``link``."""
    found: str = page.evaluate(
        "(link) => [...document.querySelectorAll('a.md-search-result__link')].find(a => a.href === link)"
        ".getAttribute('href')",
        link,
    )
    return found


def test_the_index_holds_no_diagram_text_run_together() -> None:
    """The search index leaves out the pot diagrams' pictures and step-by-step cuts (their labels ran together:
    "12,00002,0005,000Main potSide pot 1…"); their legends stay, and the built pages keep no search mark."""
    site = built_site().site
    legends = 0
    for lang, prefix in LANG_PREFIX.items():
        index = json.loads((site / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
        for doc in index["docs"]:
            text = doc["text"]
            run_together = re.search(r"\d[,\u00a0\u066c]\d{3}\d|\d(?:Main|Side|Основ|Побоч|پات)", text)
            assert not run_together, (lang, doc["location"], run_together)
            assert "pd-pic" not in text and "data-search" not in text
        legend = {"en": "can win it", "ru": "могут выиграть", "fa": "می‌توانند ببرند"}[lang]
        legends += sum(legend in doc["text"] for doc in index["docs"])
        assert all("data-search-exclude" not in p.read_text("utf-8") for p in (site / prefix).glob("*/index.html"))
    assert legends > 30
