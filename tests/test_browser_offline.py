"""Progress that survives and a site that works offline (issue 28.6 and 28.7), in headless Chromium, three languages.

- Progress saved to a file (a real download) and loaded into another browser's storage (a real file chosen): every
  key with the site's prefix goes and comes back, nothing else is taken, and the page says so in its language.
- What the service worker (Workbox, ``macros/plugin/offline.py``) precaches: every page of each language, each
  language's search index, the practice bank, the fonts; not the "Your own hand" engine's megabytes or the practice
  bank's level files (read from the built ``sw.js``, no browser).
- After one visit with a connection, the worker answers with the browser context offline and the server stopped: a
  lesson reloaded, the practice page (a question drawn from the bank) and a search (each language's index).
- A new build (a changed ``sw.js``) is offered as "a new version is available" in the page's language; its button
  reloads the page under the new worker.

The worker tests allow the service worker their contexts otherwise block (``helpers.browser.WithoutWorkers``). The
worker installs its precache (some 8 MB) once per module fixture, not once per test: one install answers every
language offline, one more is updated once per language. Every wait on the worker has its own timeout and says what
did not happen, so a worker that never installs fails in a minute instead of hanging the run.

Each fixture or test serves its own copy of the built site, which it may change or stop.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from helpers.browser import serve, url
from helpers.sitebuild import LANGS, built_site, page_names

from macros.text.catalogue import text
from macros.text.numbers import format_chips

SEARCH_WORD = {"ru": "банк", "fa": "پات", "en": "pot"}
"""A word each language's search finds (tests/test_browser_search.py: on the side-pots page)."""
INSTALL_TIMEOUT = 60_000
"""Milliseconds the worker has to install its whole precache from the local server (seconds when the machine is
quiet)."""
WAIT = 30_000
"""Milliseconds for anything else the worker does: take a page, find a new build, take over."""
QUIZ_KEY = "allin-quiz:{lang}/side-pots"
"""A lesson quiz's record as another script may name it under the site's prefix: the file must carry it too."""


UNUSED = ("pyodide", "engine", "conformance")
"""Folders under the built site's ``assets/`` that no test here loads (the engine's megabytes, which the worker leaves
to runtime caching, and the conformance files). Only under ``assets/``: the pages named "conformance" are precached,
and a precached address the server does not have makes the worker's install fail."""


def unused_assets(site: Path) -> Any:
    """``shutil.copytree``'s ``ignore``: :data:`UNUSED` under ``site/assets`` and nowhere else."""
    assets = site / "assets"

    def ignore(folder: str, names: list[str]) -> set[str]:
        return set(UNUSED) & set(names) if Path(folder) == assets else set()

    return ignore


@contextlib.contextmanager
def own_site() -> Iterator[tuple[Path, contextlib.ExitStack, str]]:
    """A copy of the built site (without the engine's megabytes, which no test here loads), served: its folder, the
    stack that stops the server when closed, and its address."""
    result = built_site()
    assert result.returncode == 0, result.output
    folder = Path(tempfile.mkdtemp(prefix="allin-offline-"))
    try:
        site = folder / "site"
        shutil.copytree(result.site, site, ignore=unused_assets(result.site))
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
        # the page shows what was loaded at once, without a reload (newcomers W-EN-1, W-RU-4: "no answers yet" stayed)
        stats = second.locator("#allin-level-two-allins ~ label .allin-level-stats")
        assert format_chips(12, lang) in (stats.text_content() or ""), stats.text_content()
        assert second.locator(".allin-profile-table tr[data-mistake='one_pot']").count() == 1
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


@dataclass(frozen=True)
class Installed:
    """A served copy of the site and a browser context whose service worker has installed and controls its pages."""

    site: Path
    base: str
    context: Any
    stack: contextlib.ExitStack
    """Closing it stops the server."""


def worker_state(page: Any) -> Any:
    """The page's registration as a short record (for a failure's message)."""
    return page.evaluate(
        "navigator.serviceWorker.getRegistration().then((r) => r ? {installing: Boolean(r.installing),"
        " waiting: Boolean(r.waiting), active: r.active ? r.active.state : null} : 'no registration')"
    )


def controlled(page: Any) -> None:
    """Wait (at most INSTALL_TIMEOUT) until the site's worker is activated, its precache installed, then reload so
    that it answers the page, and wait (at most WAIT) until it does."""
    page.evaluate("() => { navigator.serviceWorker.ready.then((r) => { window.allinReady = r; }); }")
    try:
        page.wait_for_function(
            "Boolean(window.allinReady && window.allinReady.active && window.allinReady.active.state === 'activated')",
            timeout=INSTALL_TIMEOUT,
        )
    except Exception as error:  # Playwright's TimeoutError
        pytest.fail(
            f"the service worker did not install its precache in {INSTALL_TIMEOUT // 1000} s: "
            f"{worker_state(page)} ({type(error).__name__})"
        )
    page.reload()
    under_worker(page)


def under_worker(page: Any) -> None:
    """Wait (at most WAIT) until a worker answers the page."""
    try:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=WAIT)
    except Exception as error:
        pytest.fail(
            f"no service worker answers {page.url} after {WAIT // 1000} s: {worker_state(page)} "
            f"({type(error).__name__})"
        )


@contextlib.contextmanager
def installed(browser: Any, lang: str) -> Iterator[Installed]:
    """A served copy of the site, visited once in ``lang`` with service workers allowed, the worker installed and
    answering."""
    with own_site() as (site, stack, base):
        page = tab(browser, service_workers="allow")
        try:
            page.goto(url(base, lang, "side-pots"))
            controlled(page)
            context = page.context
            problems = page.problems
            page.close()
            assert not problems, problems
            yield Installed(site, base, context, stack)
        finally:
            page.context.close()


@pytest.fixture(scope="module")
def offline(browser: Any) -> Iterator[Installed]:
    """The worker installed after one visit (in Russian, the site's first language), then the server stopped and the
    context set offline: what a learner who lost the connection has."""
    with installed(browser, "ru") as done:
        done.stack.close()  # the server stopped
        done.context.set_offline(True)
        yield done


def worker_tab(context: Any) -> Any:
    """A new page in ``context`` that records script errors."""
    page = context.new_page()
    page.problems = []
    page.on("pageerror", lambda error: page.problems.append(f"script error: {error}"))
    return page


def typed_search(page: Any, word: str) -> list[str]:
    """Type ``word`` into the page's search; the result links."""
    page.locator("label.md-search__icon, .md-search__input").first.click()
    page.locator(".md-search__input").first.focus()
    page.keyboard.type(word)
    page.wait_for_selector(".md-search-result__item", timeout=15000)
    links: list[str] = page.locator("a.md-search-result__link").evaluate_all("els => els.map(a => a.href)")
    return links


@pytest.mark.parametrize("lang", LANGS)
def test_a_reload_offline_shows_a_lesson_the_practice_and_a_search(offline: Installed, lang: str) -> None:
    """With the connection gone after one visit: a lesson opens and reloads, the practice page (never visited)
    opens with a question drawn from the bank, and a search in the language lists the lesson and opens it."""
    page = worker_tab(offline.context)
    try:
        probe = json.dumps(offline.base + "never-built.txt")
        assert page.evaluate(f"fetch({probe}).then(() => 'answered', () => 'failed')") == "failed", (
            "the network still answers: this would test nothing"
        )
        page.goto(url(offline.base, lang, "side-pots"))
        under_worker(page)
        title = page.locator("h1").first.inner_text()
        assert title
        page.reload()
        assert page.locator("h1").first.inner_text() == title
        assert page.evaluate("document.documentElement.lang") == lang

        page.goto(url(offline.base, lang, "practice"))
        page.wait_for_selector(".allin-question[data-question]", timeout=WAIT)
        assert page.locator(".allin-question form input").count() > 0
        assert text("practice.load_failed", lang) not in page.locator("main").inner_text()

        page.goto(url(offline.base, lang, "index"))
        links = typed_search(page, SEARCH_WORD[lang])
        lesson = "/" + url("", lang, "side-pots")
        assert any(urlsplit(link).path == lesson for link in links), links
        page.goto(links[0])
        assert page.locator("h1").first.inner_text()
        assert not page.problems, page.problems
    finally:
        page.close()


@pytest.fixture(scope="module")
def updatable(browser: Any) -> Iterator[Installed]:
    """The worker installed after one visit, the server left running: each test deploys a "new build"."""
    with installed(browser, "ru") as done:
        yield done


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_build_is_offered_as_a_new_version(updatable: Installed, lang: str) -> None:
    """A page the worker answers shows no offer; once ``sw.js`` changes (a new build), the page offers the new version
    in its language; its button lets the new worker take over and reloads the page under it."""
    page = worker_tab(updatable.context)
    try:
        page.goto(url(updatable.base, lang, "all-in"))
        under_worker(page)
        first = page.evaluate("navigator.serviceWorker.controller.scriptURL")
        assert page.locator(".allin-update").count() == 0, "no new version yet"

        worker = updatable.site / "sw.js"
        worker.write_text(worker.read_text(encoding="utf-8") + f"\n// the next build ({lang})\n", encoding="utf-8")
        page.reload()
        offer = page.locator(".allin-update")
        try:
            offer.wait_for(timeout=WAIT)
        except Exception as error:
            pytest.fail(f"no new version offered in {WAIT // 1000} s: {worker_state(page)} ({type(error).__name__})")
        assert text("offline.update", lang) in offer.inner_text()
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => Boolean(r.waiting))")
        with page.expect_navigation(timeout=WAIT):
            offer.get_by_role("button", name=text("offline.reload", lang)).click()
        under_worker(page)
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == first
        assert page.evaluate(
            "navigator.serviceWorker.getRegistration().then((r) => [Boolean(r.waiting), Boolean(r.active)])"
        ) == [False, True], "the new worker took over: none waits"
        assert page.locator(".allin-update").count() == 0
        assert not page.problems, page.problems
    finally:
        page.close()
