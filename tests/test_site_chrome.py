"""The theme's frame around the lessons (issue 27): a page not found in every language (ru E1, fa S10), the browser
tab's title (ru Y3), Material's words where a reader writes them otherwise (ru Y4, fa S12).

The Russian 404 page is at the site's root (Russian is the default language, served at ``/``), the Persian and
English ones in their folders, each in its language and direction, with its words from the catalogues, its
language's navigation, search index and start page, and a language switcher leading to each language's start page.
Before, one English page stood at the root."""

from __future__ import annotations

import re

import pytest
from helpers.sitebuild import LANG_PREFIX, LANGS, built_site, page_names

from macros.text.catalogue import text


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_own_not_found_page(lang: str) -> None:
    site = built_site().site
    prefix = LANG_PREFIX[lang]
    html = (site / prefix / "404.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in html
    assert f'<body dir="{"rtl" if lang == "fa" else "ltr"}"' in html
    title = text("notfound.title", lang)
    assert f"<title>{title} — " in html and f"<h1>{title}</h1>" in html
    assert text("notfound.text", lang) in html
    assert f'<a href="/{prefix}">{text("notfound.home", lang)}</a>' in html
    nav = set(re.findall(r'class="md-nav__link[^"]*" href="/([^"]*)"|href="/([^"]*)" class="md-nav__link', html))
    links = {a or b for a, b in nav}
    others = tuple(LANG_PREFIX[other] for other in LANGS if other != lang and LANG_PREFIX[other])
    assert all(link.startswith(prefix) and not link.startswith(others) for link in links), (lang, sorted(links))
    assert len(links) >= len(page_names()) - 1, (lang, sorted(links))
    assert f'"base": "/{prefix}"' in html
    switcher = re.findall(r'<a href="([^"]*)" hreflang="([a-z]+)" class="md-select__link"', html)
    assert sorted(switcher) == sorted((f"/{LANG_PREFIX[other]}", other) for other in LANGS), switcher


def test_the_title_and_materials_words() -> None:
    """The tab's title puts a dash between the page and the site (not Material's hyphen); the Russian footer says
    «Вперёд» with its ё, the Persian header's label is «سربرگ سایت» (Material's «سرتیتر» means a headline)."""
    site = built_site().site
    ru = (site / "side-pots" / "index.html").read_text(encoding="utf-8")
    fa = (site / "fa" / "side-pots" / "index.html").read_text(encoding="utf-8")
    en = (site / "en" / "side-pots" / "index.html").read_text(encoding="utf-8")
    for html in (ru, fa, en):
        title = re.search(r"<title>([^<]+)</title>", html)
        assert title and " — " in title.group(1) and " - " not in title.group(1), title
    assert "Вперёд" in ru and "Вперед" not in ru
    assert 'aria-label="سربرگ سایت"' in fa and "سرتیتر" not in fa
    assert 'md-header__inner md-grid" aria-label="Header"' in en
