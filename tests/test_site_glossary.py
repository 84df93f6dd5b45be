"""The glossary: the same terms and anchors in every language, and each language's terms shown as tooltips
(``<abbr title=…>``) on the other pages, whole words only, in the page's own language; hovering one in Chromium
shows its definition next to the word, right-to-left pages included."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import url
from helpers.sitebuild import LANGS, ROOT, built_site, page_names, page_path, read_page
from mkdocs.exceptions import PluginError

from macros.tooltips import abbreviations, load_tooltips

ABBR = re.compile(r'<abbr title="(?P<title>[^"]*)">(?P<word>[^<]*)</abbr>')
HEADING_ID = re.compile(r'<h3 id="(?P<id>[^"]+)"')
LETTER = re.compile(r"\w")
ZWNJ = "\u200c"
SCRIPT = {"ru": re.compile(r"[а-яё]", re.I), "fa": re.compile(r"[\u0600-\u06ff]"), "en": re.compile(r"[a-z]", re.I)}


@pytest.fixture(scope="module")
def site() -> Path:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def glossary_anchors(site: Path, lang: str) -> list[str]:
    return HEADING_ID.findall(page_path(site, lang, "glossary").read_text(encoding="utf-8"))


def tooltip_terms(lang: str) -> dict[str, tuple[list[str], str]]:
    return load_tooltips(lang)


def test_every_language_defines_the_same_terms_in_the_same_order(site: Path) -> None:
    anchors = {lang: glossary_anchors(site, lang) for lang in LANGS}
    assert len(anchors["en"]) >= 25, anchors["en"]
    assert anchors["ru"] == anchors["fa"] == anchors["en"]
    assert len(set(anchors["en"])) == len(anchors["en"])


def test_every_tooltip_is_a_glossary_term_in_every_language(site: Path) -> None:
    terms = {lang: list(tooltip_terms(lang)) for lang in LANGS}
    assert terms["ru"] == terms["fa"] == terms["en"]
    for lang in LANGS:
        anchors = set(glossary_anchors(site, lang))
        assert set(terms[lang]) <= anchors, (lang, set(terms[lang]) - anchors)
        for _forms, tooltip in tooltip_terms(lang).values():
            assert SCRIPT[lang].search(tooltip), (lang, tooltip)
            if lang == "fa":
                assert not re.search(r"\d", tooltip), tooltip  # Persian text, Persian digits only (none here)


def abbrs(site: Path, lang: str, name: str) -> list[tuple[str, str, str, str]]:
    """Each tooltip on a built page: (character before, word, character after, title), in the article only."""
    html = page_path(site, lang, name).read_text(encoding="utf-8")
    article = html[html.find("<article") : html.find("</article>")]
    found = []
    for match in ABBR.finditer(article):
        before = re.sub(r"<[^>]*>$", "", article[: match.start()])[-1:]
        after = re.sub(r"^<[^>]*>", "", article[match.end() :])[:1]
        found.append((before, match["word"], after, match["title"]))
    return found


def test_lesson_pages_show_their_own_languages_tooltips(site: Path) -> None:
    for lang in LANGS:
        titles = {tooltip: forms for forms, tooltip in tooltip_terms(lang).values()}
        marked = 0
        for name in page_names():
            found = abbrs(site, lang, name)
            if name == "glossary":
                assert found == [], (lang, found[:3])
                continue
            for _, word, _, title in found:
                assert title in titles and word in titles[title], (lang, name, word, title)
            marked += len(found)
        assert marked > 100, (lang, marked)


def test_tooltips_mark_whole_words_only(site: Path) -> None:
    """A term is never marked inside a longer word: the characters around it are not letters (a Persian suffix
    after a zero-width non-joiner, as in «آل‌این‌ها», is a separate word part and may follow)."""
    for lang in LANGS:
        for name in page_names():
            for before, word, after, _ in abbrs(site, lang, name):
                assert not LETTER.match(before or " "), (lang, name, before + word + after)
                assert not LETTER.match(after or " ") or after == ZWNJ, (lang, name, before + word + after)


def test_persian_terms_inside_persian_text_are_marked(site: Path) -> None:
    words = {word for name in page_names() for _, word, _, _ in abbrs(site, "fa", name)}
    assert {"آل‌این", "پات اصلی", "پات جانبی", "آل‌این کوتاه", "کال‌نشده"} <= words, words
    page = read_page(page_path(site, "fa", "side-pots"))
    assert re.search(r"<abbr title=\"[^\"]+\">پات اصلی</abbr>", page.html)


def test_russian_inflected_forms_are_marked_whole(site: Path) -> None:
    words = {word for name in page_names() for _, word, _, _ in abbrs(site, "ru", name)}
    assert {"олл-ин", "олл-ине", "побочный банк", "основном банке", "лишние фишки"} <= words, words


def test_a_malformed_tooltip_file_is_refused_by_name(tmp_path: Path) -> None:
    (tmp_path / "en.toml").write_text('[side-pot]\nforms = ["side pot"]\n', encoding="utf-8")
    with pytest.raises(PluginError, match=r"en.toml \[side-pot\] needs 'tooltip'"):
        load_tooltips("en", tmp_path)
    (tmp_path / "en.toml").write_text(
        '[a]\nforms = ["pot"]\ntooltip = "x"\n[b]\nforms = ["pot"]\ntooltip = "y"\n', encoding="utf-8"
    )
    with pytest.raises(PluginError, match=r"'pot' is a form of both \[a\] and \[b\]"):
        load_tooltips("en", tmp_path)
    (tmp_path / "en.toml").write_text('[a]\nforms = ["side pot"]\ntooltip = "Two\\nlines"\n', encoding="utf-8")
    with pytest.raises(PluginError, match="one line"):
        load_tooltips("en", tmp_path)
    # The Persian ezafe (U+0654) is a combining mark, not a letter: a whole-word match can never end on it.
    (tmp_path / "fa.toml").write_text('[layer]\nforms = ["لایه\u0654"]\ntooltip = "x"\n', encoding="utf-8")
    with pytest.raises(PluginError, match=r"fa.toml \[layer\].*must start and end with a letter"):
        load_tooltips("fa", tmp_path)


def test_abbreviation_lines_are_one_per_form() -> None:
    terms = tomllib.loads((ROOT / "tooltips" / "en.toml").read_text(encoding="utf-8"))
    lines = abbreviations("en").splitlines()
    assert len(lines) == sum(len(t["forms"]) for t in terms.values())
    assert f"*[side pot]: {terms['side-pot']['tooltip']}" in lines


HOVER = """(word) => {
  const abbr = [...document.querySelectorAll('article abbr')].find(a => a.textContent === word);
  return abbr ? abbr.getAttribute('title') : null;
}"""
TOOLTIP = """() => [...document.querySelectorAll('.md-tooltip2--active')].map(t => {
  const box = t.querySelector('.md-tooltip2__inner').getBoundingClientRect();
  return {text: t.textContent.trim(), left: box.left, right: box.right, top: box.top};
})"""


@pytest.mark.parametrize(("lang", "word"), [("ru", "основной банк"), ("fa", "پات اصلی"), ("en", "main pot")])
def test_hovering_a_term_shows_its_definition_next_to_it(browser: Any, base_url: str, lang: str, word: str) -> None:
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(url(base_url, lang, "side-pots"))
    definition = page.evaluate(HOVER, word)
    assert definition, f"no tooltip on {word!r}"
    abbr = page.locator("article abbr").filter(has_text=re.compile(f"^{re.escape(word)}$")).first
    abbr.scroll_into_view_if_needed()
    abbr.hover()
    page.wait_for_function("document.querySelector('.md-tooltip2--active') !== null")
    shown = page.evaluate(TOOLTIP)
    spot = abbr.bounding_box()
    context.close()
    assert len(shown) == 1 and shown[0]["text"] == definition, shown
    assert shown[0]["left"] >= 0 and shown[0]["right"] <= 1100, shown  # on the screen, right-to-left too
    assert shown[0]["left"] - 20 <= spot["x"] + spot["width"] and spot["x"] <= shown[0]["right"] + 20, (shown, spot)
    assert spot["y"] < shown[0]["top"] < spot["y"] + 80, (shown, spot)


def test_each_term_has_one_tooltip_a_section() -> None:
    """Only a term's first use in each section (h2 to h2) keeps its tooltip; a later section marks it again."""
    from macros.tooltips import first_uses_only

    html = (
        '<p><abbr title="T">ante</abbr>, <abbr title="T">ante</abbr>, <abbr title="U">pot</abbr></p>'
        '<h2 id="x">X</h2><p><abbr title="T">antes</abbr> <abbr title="T">ante</abbr></p>'
    )
    assert first_uses_only(html) == (
        '<p><abbr title="T">ante</abbr>, ante, <abbr title="U">pot</abbr></p>'
        '<h2 id="x">X</h2><p><abbr title="T">antes</abbr> ante</p>'
    )
    result = built_site()
    for lang in ("ru", "en", "fa"):
        page = (result.site / ("" if lang == "ru" else lang) / "calculator" / "index.html").read_text(encoding="utf-8")
        for part in re.split(r"(?=<h2[\s>])", page):
            titles = [m["title"] for m in ABBR.finditer(part)]
            assert len(titles) == len(set(titles)), (lang, titles)
