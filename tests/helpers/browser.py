"""The browser tests' shared means: the Chromium they drive, a built site served on 127.0.0.1, addresses and
share links of its pages, and the calculator form read back as ``settle`` input (moved from test_browser.py).

The fixtures built on them (``base_url``, ``browser``, ``page``, ``remainder_site``) are in ``tests/conftest.py``."""

from __future__ import annotations

import contextlib
import functools
import os
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from calculator import RuleSet
from helpers.sitebuild import (
    LANG_PREFIX,
    build_rules,
    chips,
)

ROOT = Path(__file__).resolve().parent.parent.parent


CHROMIUM = Path("/usr/bin/chromium")


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# Blocks below the screen are laid out only near it (content-visibility, site.css): axe would read the colours of a
# skipped block's text against whatever its unlaid-out boxes overlap, so every block is laid out before it runs.
LAID_OUT = ".md-typeset * { content-visibility: visible !important; }"


def after_two_frames(page: Any) -> None:
    """Wait until the page has drawn two more frames and run the tasks queued before them: what a click, a load or an
    error event sets off at once has happened by then (a wait on the page, not on the clock)."""
    page.evaluate(
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))"
    )


def axe_violations(page: Any) -> dict[str, Any]:
    """axe-core's violations on the page as it stands, every block laid out first."""
    page.add_style_tag(content=LAID_OUT)
    page.add_script_tag(path=str(AXE))
    return page.evaluate("axe.run(document, {resultTypes: ['violations']})")


# Lighthouse's phone (its mobile defaults): the screen its accessibility audit runs axe-core on.
LIGHTHOUSE_PHONE = {"viewport": {"width": 412, "height": 823}, "device_scale_factor": 1.75, "is_mobile": True}


def contrast_as_loaded(page: Any) -> list[str]:
    """axe-core's colour-contrast failures on the page as it has just loaded, as Lighthouse runs it: blocks below the
    screen left skipped (content-visibility), which axe lays out where their text is not drawn. One line a node."""
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {runOnly: ['color-contrast'], resultTypes: ['violations']})")
    return [f"{node['target']}: {node['failureSummary']}" for found in result["violations"] for node in found["nodes"]]


class WithoutWorkers:
    """The launched browser as the tests use it: each new context (and ``new_page``'s own) blocks service workers
    unless the test asks for them with ``service_workers="allow"`` (tests/test_browser_offline.py). Every built page
    registers the site's worker once it has loaded (``docs/assets/js/offline.js``), which then downloads the whole
    site into its cache (some 8 MB): in every test's context that is load on a shared machine, and a page a worker
    answers from its cache is not one ``context.route`` sees. A context is the test's own (fresh storage), so a
    worker a test allows ends with its context and never reaches another test. Everything else is the browser's."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def new_context(self, **options: Any) -> Any:
        options.setdefault("service_workers", "block")
        return self.browser.new_context(**options)

    def new_page(self, **options: Any) -> Any:
        options.setdefault("service_workers", "block")
        return self.browser.new_page(**options)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.browser, name)


CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


SCREENSHOTS = Path(os.environ.get("ALLIN_SCREENSHOTS", "/tmp/allin-screenshots"))


def bring_into_view(page: Any, selector: str) -> None:
    """Scroll every element matching ``selector`` into view in turn, then back to the top: the lessons' question
    forms and the replayers are mounted only as they come near the screen (ui.js onNearView, replay.js)."""
    for node in page.locator(selector).all():
        node.scroll_into_view_if_needed()
    page.evaluate("window.scrollTo(0, 0)")


def quiz_forms(page: Any) -> Any:
    """The page's question forms (``.allin-quiz``, one after each lesson question; not a worked example's "Your turn"
    form, ``.allin-turn-quiz``), every lesson question scrolled into view first and each form waited for."""
    bring_into_view(page, "details.question:has(.quiz-answer)")
    page.wait_for_function(
        "document.querySelectorAll('.allin-quiz:not(.allin-turn-quiz)').length >= "
        "document.querySelectorAll('details.question:has(.quiz-answer)').length"
    )
    return page.locator(".allin-quiz:not(.allin-turn-quiz)")


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve a built site on 127.0.0.1 (a free port) while the block runs; its base address."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


PHONE = {"width": 360, "height": 800}
"""A phone's screen, the narrowest the site is drawn for."""


@contextlib.contextmanager
def phone_page(browser: Any, base: str, lang: str, page_name: str) -> Iterator[Any]:
    """Page ``page_name`` in ``lang`` opened on a phone's screen (:data:`PHONE`), in a browser context of its own
    (closed after the block), with every block laid out (:data:`LAID_OUT`)."""
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(url(base, lang, page_name))
        page.add_style_tag(content=LAID_OUT)
        yield page
    finally:
        context.close()


def url(base: str, lang: str, page_name: str) -> str:
    return f"{base}{LANG_PREFIX[lang]}{'' if page_name == 'index' else page_name + '/'}"


def plain(text: str) -> str:
    """Text without the bidirectional isolates the widgets put around names (FSI … PDI) and signed figures
    (LRI … PDI)."""
    return re.sub("[\u2066\u2068\u2069]", "", text)


READ_FORM = """() => [...document.querySelectorAll('.allin-player')].map(row => ({
  name: row.querySelector('.allin-name').value, chips: row.querySelector('.allin-chips').value,
  ante: row.querySelector('.allin-ante').value, folded: row.querySelector('.allin-folded').checked,
  rank: row.querySelector('.allin-rank').value}))"""


def form_as_input(page: Any) -> dict[str, Any]:
    """The settle input the form shows, read the way a person reads it (an empty smallest chip is 1)."""
    rows = page.evaluate(READ_FORM)
    chip = page.locator("#allin-chip").input_value()
    ante_key = "ante" if page.locator("#allin-ante-kind").input_value() == "own" else "dead"
    players = []
    for row in rows:
        player: dict[str, Any] = {"name": row["name"], "contributed": chips(row["chips"]), "folded": row["folded"]}
        if row["ante"].strip() and chips(row["ante"]):
            player[ante_key] = chips(row["ante"])
        if not row["folded"] and row["rank"].strip():
            player["rank"] = chips(row["rank"])
        players.append(player)
    return {"players": players, "smallest_chip": chips(chip) if chip.strip() else 1}


def share_link(base: str, lang: str, query: str) -> str:
    return f"{url(base, lang, 'calculator')}?{query}"


BIG_BLIND_ANTE = "n=SB&c=50&f=1&n=BB&c=250&a=100&r=2&n=UTG&c=150&r=1"


def remainder_rules() -> RuleSet:
    """The rules the copy is built with."""
    return build_rules().with_overrides({"odd_chips": "remainder_to_first"})


def open_hand(page: Any, base: str, lang: str, hand: str, page_name: str = "replay") -> Any:
    """Open a replayer of ``hand`` (the replay page shows the hand its address names, replay.js; a lesson holds its
    hands on the page) once it is built, which it is as it comes near the screen; its root element."""
    page.goto(url(base, lang, page_name) + (f"#{hand}" if page_name == "replay" else ""))
    root = page.locator(f'.allin-replay[data-replay="{hand}"]')
    root.scroll_into_view_if_needed()
    root.locator(".rp-app").wait_for()
    root.scroll_into_view_if_needed()
    return root
