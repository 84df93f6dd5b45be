"""Nothing moves while a page loads: layout shifts at phone width, measured in headless Chromium.

A page whose text is first laid out in a fallback font and then in its web font jumps under the reader's eyes
(Lighthouse's cumulative layout shift); so does a widget that pushes the text down when it mounts. Fixtures and
conventions of tests/test_browser.py.
"""

from __future__ import annotations

from typing import Any

import pytest
from sitebuild import LANGS
from test_browser import base_url, browser, url  # noqa: F401  (base_url and browser are fixtures)

RECORD_SHIFTS = """
window.allinShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.allinShifts.push(entry.value);
}).observe({ type: "layout-shift", buffered: true });
"""
PAGES = ("index", "side-pots", "calculator", "practice")
MOST_SHIFT = 0.1
"""Lighthouse's "good" cumulative layout shift."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page_name", PAGES)
def test_pages_do_not_move_while_they_load(browser: Any, base_url: str, lang: str, page_name: str) -> None:  # noqa: F811
    context = browser.new_context(viewport={"width": 412, "height": 823})
    page = context.new_page()
    page.add_init_script(RECORD_SHIFTS)
    page.goto(url(base_url, lang, page_name))
    page.wait_for_load_state("load")
    page.evaluate("document.fonts.ready.then(() => new Promise((done) => setTimeout(done, 500)))")
    shifts = page.evaluate("window.allinShifts")
    context.close()
    assert sum(shifts) < MOST_SHIFT, shifts
