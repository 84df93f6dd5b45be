"""Every page exists in all three languages with the same structure; search works per language."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from helpers.sitebuild import LANG_PREFIX, LANGS, ROOT, built_site, page_names, page_path, read_page


def is_stub(lang: str, name: str) -> bool:
    text = (ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8")
    return text.startswith("---") and "status: stub" in text.split("---")[1]


@pytest.fixture(scope="module")
def site() -> Path:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def test_the_same_pages_exist_in_every_language() -> None:
    sources = {lang: sorted(p.name for p in (ROOT / "docs" / lang).glob("*.md")) for lang in LANGS}
    assert sources["ru"] == sources["fa"] == sources["en"], sources


def test_every_page_is_built_in_every_language(site: Path) -> None:
    for name in page_names():
        for lang in LANGS:
            assert page_path(site, lang, name).is_file(), (lang, name)


def test_english_pages_are_written() -> None:
    stubs = [name for name in page_names() if is_stub("en", name)]
    assert stubs == [], f"English stubs left: {stubs}"


def structure(site: Path, lang: str, name: str) -> dict[str, Any]:
    page = read_page(page_path(site, lang, name))
    return {
        "heading levels": [level for level, _ in page.headings],
        "tables": page.table_labels,
        "quizzes": page.quizzes,
        "answers": [(a["data-example"], a["data-path"]) for a in page.answers],
    }


def test_translations_match_the_english_structure(site: Path) -> None:
    compared = 0
    for name in page_names():
        english = structure(site, "en", name)
        for lang in ("ru", "fa"):
            if is_stub(lang, name):
                continue
            assert structure(site, lang, name) == english, (lang, name)
            compared += 1
    print(f"compared {compared} translated pages with English")


def test_lessons_end_with_at_least_three_quiz_questions(site: Path) -> None:
    for name in page_names():
        if name in (
            "index",
            "faq",
            "glossary",
            "calculator",
            "practice",
            "conformance",
            "replay",
            "own-hand",
        ):  # not lessons
            continue
        for lang in LANGS:
            if is_stub(lang, name):
                continue
            page = read_page(page_path(site, lang, name))
            assert page.quizzes >= 3, (lang, name, page.quizzes)
            assert len(page.answers) >= page.quizzes, (lang, name)


def test_language_switcher_keeps_the_page(site: Path) -> None:
    page = read_page(page_path(site, "fa", "odd-chips"))
    assert 'href="../../en/odd-chips/" hreflang="en"' in page.html
    assert 'href="../../odd-chips/" hreflang="ru"' in page.html


def search(site: Path, lang: str, *queries: str) -> dict[str, list[str]]:
    """Run the site's search worker under Node on ``lang``'s own index: the locations found for each query
    (relative to the language's root)."""
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is needed to run Material's search worker")
        pytest.skip("node is not installed: cannot run Material's search worker")
    probe = ROOT / "tests" / "js" / "search_probe.js"
    folder = LANG_PREFIX[lang].rstrip("/")
    done = subprocess.run([node, str(probe), str(site), folder, *queries], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    found = {}
    for line in done.stdout.splitlines():
        row = json.loads(line)
        found[row["query"]] = row["locations"]
    return found


def test_each_language_has_its_own_search_index(site: Path) -> None:
    """Every entry of a language's index is a page of that language, and every page of it is in the index."""
    for lang in LANGS:
        root = site / LANG_PREFIX[lang]
        index = json.loads((root / "search" / "search_index.json").read_text(encoding="utf-8"))
        pages = {doc["location"].split("#")[0] for doc in index["docs"]}
        assert all((root / page / "index.html").is_file() for page in pages), (lang, pages)
        assert len(pages) == len(page_names()), (lang, sorted(pages))
        assert "stemmer" in index["config"]["pipeline"] if lang != "fa" else index["config"]["pipeline"] == []


def test_search_finds_pages_in_the_readers_language(site: Path) -> None:
    """Persian by exact words and their beginnings; Russian and English stemmed (an inflected query finds the page
    that uses another form of the word)."""
    fa = search(site, "fa", "پات", "جانبی", "پا")
    assert fa["پات"] and fa["جانبی"]
    assert {loc.split("#")[0] for loc in fa["پات"]} <= {loc.split("#")[0] for loc in fa["پا"]}
    ru = search(site, "ru", "банк", "побочные", "вскрытии")
    assert ru["банк"] and ru["побочные"]
    assert "" in {loc.split("#")[0] for loc in ru["вскрытии"]}  # the home page says «вскрытие», never «вскрытии»
    en = search(site, "en", "chips", "pot", "splitting")
    assert en["chips"] and en["pot"]
    assert "odd-chips/" in {loc.split("#")[0] for loc in en["splitting"]}  # it says "split", never "splitting"


def test_persian_pages_get_a_local_font_with_persian_glyphs(site: Path) -> None:
    css = (site / "assets" / "css" / "site.css").read_text(encoding="utf-8")
    sources = re.findall(r'src:\s*url\("([^"]+)"\)', css)
    assert sources and all(not re.match(r"(https?:)?//", s) for s in sources), sources
    arabic = [s for s in sources if "arabic" in s]
    assert arabic, "no font face for the Arabic script block"
    font = (site / "assets" / "css" / arabic[0]).resolve()
    assert font.is_file() and font.read_bytes()[:4] == b"wOF2", font
    assert re.search(r"\[dir=\"rtl\"\][^{]*\{\s*--md-text-font-family:\s*\"Vazirmatn\"", css)


def test_persian_pages_preload_their_font_and_no_other_page_does(site: Path) -> None:
    """Every Persian page asks for each Vazirmatn file in its head, before the stylesheet does, so its text is not
    laid out in a fallback font first and then moved (layout shift); Russian and English pages use system fonts."""
    css = (site / "assets" / "css" / "site.css").read_text(encoding="utf-8")
    fonts = {(site / "assets" / "css" / s).resolve() for s in re.findall(r'src:\s*url\("([^"]+)"\)', css)}
    for lang in LANGS:
        for name in page_names():
            path = page_path(site, lang, name)
            head = path.read_text(encoding="utf-8").split("</head>")[0]
            preloads = re.findall(r'<link rel="preload" href="([^"]+)" as="font" type="font/woff2" crossorigin>', head)
            assert {(path.parent / p).resolve() for p in preloads} == (fonts if lang == "fa" else set()), (lang, name)


def test_persian_font_files_hold_every_character_their_pages_show(site: Path) -> None:
    """Both Vazirmatn files are cut down at build time (macros/plugin/font_subset.py): each keeps every character
    of its range that a Persian page's text holds (the Latin file: spaces, punctuation, Latin words) and is smaller
    than the whole file."""
    fonttools = pytest.importorskip("fontTools.ttLib")
    import html as html_lib

    ranges = {
        "vazirmatn-arabic-wght-normal.woff2": re.compile("[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufefc]"),
        "vazirmatn-latin-wght-normal.woff2": re.compile("[\u0021-\u007e\u00a0-\u00ff\u2013-\u2026\u2212]"),
    }
    for name, covered in ranges.items():
        built = site / "assets" / "fonts" / name
        cmap = set(fonttools.TTFont(built).getBestCmap())
        assert built.stat().st_size < (ROOT / "docs" / "assets" / "fonts" / name).stat().st_size, name
        for page in page_names():
            body = page_path(site, "fa", page).read_text(encoding="utf-8").split("<body", 1)[1]
            text = html_lib.unescape(re.sub(r"<script.*?</script>|<[^>]+>", " ", body, flags=re.S))
            lost = {c for c in covered.findall(text) if ord(c) not in cmap}
            assert not lost, (name, page, sorted(lost))


def test_heading_anchors_are_titled_in_the_pages_language(site: Path) -> None:
    """Every heading's permanent link (toc's ¶) carries its title in the page's language
    (macros/plugin/permalinks.py)."""
    titles = {"ru": "Постоянная ссылка", "fa": "پیوند ثابت", "en": "Permanent link"}
    for lang in LANGS:
        for name in page_names():
            html = page_path(site, lang, name).read_text(encoding="utf-8")
            found = set(re.findall(r'<a class="headerlink" href="#[^"]*" title="([^"]*)"', html))
            assert found <= {titles[lang]}, (lang, name, found)
            assert found, (lang, name)
