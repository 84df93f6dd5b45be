"""Progress that survives and a site that works offline (issue 28.6 and 28.7), in headless Chromium, three languages.

- Progress saved to a file (a real download) and loaded into another browser's storage (a real file chosen): every
  key with the site's prefix goes and comes back, nothing else is taken, and the page says so in its language.
- What the service worker (Workbox, ``macros/plugin/offline.py``) precaches: every page of each language, each
  language's search index, the practice bank, the fonts; not the "Your own hand" engine's megabytes or the practice
  bank's level files (read from the built ``sw.js``, no browser).

The offline reload and the "new version" offer (issue 28.7) were tried by hand (commit 62dd55f) but have no test
here yet.

Each test serves its own copy of the built site.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import serve, url
from helpers.sitebuild import LANGS, built_site, page_names

from macros.text.catalogue import text

QUIZ_KEY = "allin-quiz:{lang}/side-pots"
"""A lesson quiz's record as another script may name it under the site's prefix: the file must carry it too."""


@contextlib.contextmanager
def own_site() -> Iterator[tuple[Path, contextlib.ExitStack, str]]:
    """A copy of the built site (without the engine's megabytes, which no test here loads), served: its folder, the
    stack that stops the server when closed, and its address."""
    result = built_site()
    assert result.returncode == 0, result.output
    folder = Path(tempfile.mkdtemp(prefix="allin-offline-"))
    try:
        site = folder / "site"
        shutil.copytree(result.site, site, ignore=shutil.ignore_patterns("pyodide", "engine", "conformance"))
        with contextlib.ExitStack() as stack:
            base = stack.enter_context(serve(site))
            yield site, stack, base
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def tab(browser: Any, **options: Any) -> Any:
    """A page in a context of its own that records script errors."""
    context = browser.new_context(viewport={"width": 1100, "height": 900}, **options)
    page = context.new_page()
    page.problems = []
    page.on("pageerror", lambda error: page.problems.append(f"script error: {error}"))
    return page


def close(page: Any) -> None:
    problems = page.problems
    page.context.close()
    assert not problems, problems


def open_panel(page: Any) -> None:
    page.locator(".allin-progress-panel > summary").click()


def practice_record() -> dict[str, Any]:
    """Progress worth keeping: answers on two levels, one mistake due."""
    return {
        "version": 2,
        "level": "folds",
        "levels": {
            "two-allins": {"answered": 12, "right": 10, "streak": 8, "recent": [1] * 8},
            "folds": {"answered": 3, "right": 2, "streak": 1, "recent": [1, 0, 1]},
        },
        "mistakes": {
            "one_pot": {
                "made": 1,
                "step": 0,
                "due": 1_700_000_000_000,
                "recent": [0],
                "asked": ["folds-001"],
                "level": "folds",
            }
        },
        "drills": {},
    }


@pytest.mark.parametrize("lang", LANGS)
def test_progress_saved_to_a_file_loads_into_another_browser(browser: Any, lang: str) -> None:
    """Save on the practice page (a download), load the file on a fresh browser's practice page (a file chosen): the
    practice record and a lesson quiz's key arrive, another site's key stays behind, the practice page shows the
    level the record was on, and each step's message is in the page's language."""
    quiz_key = QUIZ_KEY.format(lang=lang)
    quiz = json.dumps({"q1": {"right": True}, "q2": {"right": False}})
    seeded = {"allin-practice": json.dumps(practice_record()), quiz_key: quiz, "other-site": "not ours"}
    with own_site() as (_, _stack, base), tempfile.TemporaryDirectory() as kept:
        first = tab(browser)
        first.context.add_init_script(
            "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
            f" for (const [k, v] of Object.entries({json.dumps(seeded)})) localStorage.setItem(k, v); }}"
        )
        first.goto(url(base, lang, "practice"))
        first.wait_for_selector(".allin-question[data-question]")
        open_panel(first)
        assert text("progress.may_delete", lang) in first.locator(".allin-progress-panel").inner_text()
        with first.expect_download() as download:
            first.locator(".allin-progress-save").click()
        path = Path(kept) / download.value.suggested_filename
        download.value.save_as(path)
        assert path.name.startswith("allin-progress-") and path.suffix == ".json"
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["format"] == "allin-progress"
        assert set(saved["progress"]) == {"allin-practice", quiz_key}, "every key with the prefix, and only those"
        assert saved["progress"][quiz_key] == quiz
        close(first)

        second = tab(browser)
        second.goto(url(base, lang, "practice"))
        second.wait_for_selector(".allin-question[data-question]")
        assert second.evaluate(f"localStorage.getItem({json.dumps(quiz_key)})") is None
        open_panel(second)
        with second.expect_file_chooser() as chooser:
            second.locator(".allin-progress-load").click()
        chooser.value.set_files(str(path))
        result = second.locator(".allin-progress-result")
        result.filter(has_text=text("progress.loaded", lang)).wait_for()
        assert "is-bad" not in (result.get_attribute("class") or "")
        assert second.evaluate(f"localStorage.getItem({json.dumps(quiz_key)})") == quiz
        assert second.evaluate("localStorage.getItem('other-site')") is None
        loaded = json.loads(second.evaluate("localStorage.getItem('allin-practice')"))
        for level, stats in practice_record()["levels"].items():
            assert loaded["levels"][level]["answered"] == stats["answered"], level
            assert loaded["levels"][level]["right"] == stats["right"], level
        assert set(loaded["mistakes"]) == {"one_pot"}
        second.reload()
        second.wait_for_selector(".allin-question[data-question]")
        assert second.locator("#allin-level-folds").is_checked(), "the loaded record's level is the page's"

        # A file that is not a progress file changes nothing and says so.
        damaged = Path(kept) / "damaged.json"
        damaged.write_text('{"format": "allin-progress", "version": 1, "progress": {"bad key": "1"}}', "utf-8")
        before = second.evaluate("JSON.stringify(localStorage)")
        open_panel(second)
        with second.expect_file_chooser() as chooser:
            second.locator(".allin-progress-load").click()
        chooser.value.set_files(str(damaged))
        result.filter(has_text=text("progress.bad_file", lang)).wait_for()
        assert "is-bad" in (result.get_attribute("class") or "")
        assert second.evaluate("JSON.stringify(localStorage)") == before
        close(second)


def precached(site: Path) -> set[str]:
    """The addresses the built ``sw.js`` precaches (Workbox's manifest: ``{url:"…",revision:…}`` entries)."""
    worker = (site / "sw.js").read_text(encoding="utf-8")
    return set(re.findall(r'\burl:"([^"]+)"', worker))


def test_the_worker_precaches_every_page_search_and_the_bank_but_not_the_engine() -> None:
    """Every built page of each language (its ``index.html``), each language's search index, the practice bank, the
    fonts and the site's scripts are precached; the engine's folders (cached on first use), the 404 pages and the
    practice bank's level files (offline the practice page reads the whole bank) are not."""
    result = built_site()
    assert result.returncode == 0, result.output
    urls = precached(result.site)
    assert urls, "no precache manifest found in sw.js"
    pages = {
        str(path.relative_to(result.site))
        for path in result.site.rglob("index.html")
        if path.relative_to(result.site).parts[0] != "assets"
    }
    assert len(pages) >= 3 * len(page_names()), sorted(pages)
    assert pages <= urls, sorted(pages - urls)
    for prefix in ("", "fa/", "en/"):
        assert f"{prefix}search/search_index.json" in urls
    assert "assets/practice/bank.json" in urls
    assert any(u.startswith("assets/fonts/") and u.endswith(".woff2") for u in urls), "no font precached"
    assert {"assets/js/offline.js", "assets/js/practice.js"} <= urls
    heavy = [u for u in urls if u.startswith(("assets/pyodide/", "assets/engine/", "assets/practice/levels/"))]
    assert not heavy, heavy
    assert not [u for u in urls if u.endswith("404.html")]
