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
from sitebuild import LANGS, ROOT, built_site, page_names, page_path, read_page


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
        if name in ("index", "faq", "glossary", "calculator", "practice"):  # not lessons: no quiz required
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


def search(site: Path, *queries: str) -> dict[str, list[str]]:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is needed to run Material's search worker")
        pytest.skip("node is not installed: cannot run Material's search worker")
    probe = ROOT / "tests" / "js" / "search_probe.js"
    done = subprocess.run([node, str(probe), str(site), *queries], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    found = {}
    for line in done.stdout.splitlines():
        row = json.loads(line)
        found[row["query"]] = row["locations"]
    return found


def language_of(location: str) -> str:
    head = location.split("/", 1)[0]
    return head if head in ("fa", "en") else "ru"


def test_search_finds_pages_in_the_readers_language(site: Path) -> None:
    found = search(site, "پات", "جانبی", "банк", "побочные", "chips", "pot")
    expected = [("پات", "fa"), ("جانبی", "fa"), ("банк", "ru"), ("побочные", "ru"), ("chips", "en"), ("pot", "en")]
    for query, lang in expected:
        assert found[query], f"search for {query!r} found nothing"
        assert {language_of(loc) for loc in found[query]} == {lang}, (query, found[query])


def test_persian_pages_get_a_local_font_with_persian_glyphs(site: Path) -> None:
    css = (site / "assets" / "css" / "site.css").read_text(encoding="utf-8")
    sources = re.findall(r'src:\s*url\("([^"]+)"\)', css)
    assert sources and all(not re.match(r"(https?:)?//", s) for s in sources), sources
    arabic = [s for s in sources if "arabic" in s]
    assert arabic, "no font face for the Arabic script block"
    font = (site / "assets" / "css" / arabic[0]).resolve()
    assert font.is_file() and font.read_bytes()[:4] == b"wOF2", font
    assert re.search(r"\[dir=\"rtl\"\][^{]*\{\s*--md-text-font-family:\s*\"Vazirmatn\"", css)
