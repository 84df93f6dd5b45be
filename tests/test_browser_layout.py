"""Nothing moves while a page loads: layout shifts at phone width, measured in headless Chromium.

A page whose text is first laid out in a fallback font and then in its web font jumps under the reader's eyes
(Lighthouse's cumulative layout shift); so does a widget that pushes the text down when it mounts. Fixtures and
conventions of tests/test_browser.py.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from helpers.browser import phone_page, url
from helpers.sitebuild import LANGS

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
def test_pages_do_not_move_while_they_load(browser: Any, base_url: str, lang: str, page_name: str) -> None:
    context = browser.new_context(viewport={"width": 412, "height": 823})
    page = context.new_page()
    page.add_init_script(RECORD_SHIFTS)
    page.goto(url(base_url, lang, page_name))
    page.wait_for_load_state("load")
    page.evaluate("document.fonts.ready.then(() => new Promise((done) => setTimeout(done, 500)))")
    shifts = page.evaluate("window.allinShifts")
    context.close()
    assert sum(shifts) < MOST_SHIFT, shifts


# ---- comfortable on a desk and a phone (issue 17) ----

CALCULATOR_FITS = """() => {
  const table = document.querySelector("table.allin-players");
  const box = table.closest(".allin-scroll") || table.parentElement;
  const edge = box.getBoundingClientRect();
  const buttons = [...table.querySelectorAll(".allin-icon")].map((b) => b.getBoundingClientRect());
  return {overflow: box.scrollWidth - box.clientWidth, buttons: buttons.length,
          hidden: buttons.filter((r) => r.left < edge.left - 1 || r.right > edge.right + 1).length};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_calculator_table_fits_its_column_on_a_desk(browser: Any, base_url: str, lang: str) -> None:
    """At 1280, 1440 and 1920 px the player table is no wider than its column: every move and remove button shows
    without a sideways scroll (before, 706-823 px of table in a 688-757 px column)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url(base_url, lang, "calculator"))
    page.wait_for_selector("table.allin-players .allin-icon")
    for width in (1280, 1440, 1920):
        page.set_viewport_size({"width": width, "height": 900})
        fit = page.evaluate(CALCULATOR_FITS)
        assert fit["buttons"] >= 9 and fit["overflow"] <= 0 and fit["hidden"] == 0, (width, fit)
    context.close()


@contextlib.contextmanager
def opened(chromium: Any, address: str, width: int, height: int, ready: str) -> Iterator[Any]:
    """A page of its own at ``width`` × ``height``, loaded from ``address`` until ``ready`` is on it; closed after."""
    context = chromium.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        page.goto(address)
        page.wait_for_selector(ready)
        yield page
    finally:
        context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_calculator_comes_first_on_its_page(browser: Any, base_url: str, lang: str) -> None:
    """At 1440 px the calculator's table starts on the first screen, its instructions after it."""
    with opened(browser, url(base_url, lang, "calculator"), 1440, 900, "table.allin-players") as page:
        top = page.evaluate("document.querySelector('table.allin-players').getBoundingClientRect().top")
        instructions = page.evaluate("document.querySelector('article h2').getBoundingClientRect().top")
    assert top < 600 < instructions, (top, instructions)


@pytest.mark.parametrize("lang", LANGS)
def test_the_calculator_hand_survives_a_language_switch(browser: Any, base_url: str, lang: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url(base_url, lang, "calculator"))
    page.wait_for_selector("table.allin-players")
    page.locator(".allin-name").first.fill("Zed")
    page.locator(".allin-chips").first.fill("1234")
    page.wait_for_function("location.search.includes('1234')")
    other = next(code for code in LANGS if code != lang)
    page.locator(".md-select button").first.hover()
    page.locator(f'.md-select__link[hreflang="{other}"]').click()
    page.wait_for_url(lambda address: url(base_url, other, "calculator").split("?")[0] in address.split("?")[0])
    page.wait_for_selector("table.allin-players")
    assert page.locator(".allin-name").first.input_value() == "Zed"
    assert page.locator(".allin-chips").first.input_value() in ("1234", "1,234", "۱۲۳۴", "۱٬۲۳۴", "1\u00a0234")
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_practice_shows_its_first_question_near_the_top_of_a_phone(browser: Any, base_url: str, lang: str) -> None:
    with opened(browser, url(base_url, lang, "practice"), 360, 780, ".allin-question[data-question]") as page:
        top = page.evaluate("document.querySelector('.allin-question').getBoundingClientRect().top + scrollY")
    assert top < 400, top  # before: about 1,250 px down, after the introduction and the six levels


@pytest.mark.parametrize("lang", LANGS)
def test_the_calculator_rule_menus_show_their_choice_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px each rule menu (odd chips, antes) shows its whole choice: no text cut off inside it (before, the
    Russian odd-chip menu read «по одной, с первого победителя слева от»)."""
    with opened(browser, url(base_url, lang, "calculator"), 360, 800, ".allin-form select") as page:
        menus = page.evaluate(
            """() => [...document.querySelectorAll('.allin-form select')].map((s) => ({
              id: s.id, inner: s.scrollWidth, box: s.clientWidth, right: s.getBoundingClientRect().right}))"""
        )
    assert len(menus) >= 2
    for menu in menus:
        assert menu["inner"] <= menu["box"] + 1 and menu["right"] <= 360, menu


PERMALINKS = """() => [...document.querySelectorAll('.md-typeset :is(h2, h3)[id]')].map((h) => {
  const link = h.querySelector('.headerlink');
  const words = document.createRange();
  words.setStartBefore(h.firstChild);
  words.setEndBefore(link);
  const rects = [...words.getClientRects()].filter((r) => r.width > 0);
  const last = rects[rects.length - 1], mark = link.getBoundingClientRect();
  return {id: h.id, lastLine: Math.round(last.top + last.height / 2), mark: Math.round(mark.top + mark.height / 2)};
})"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_headings_permalink_stays_on_its_last_line_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """The hidden ¶ after a heading that just fits a 360 px line does not drop to a line of its own, which left an
    empty line under the heading (dealer review D31-9: "A player who leaves with a live hand")."""
    with phone_page(browser, base_url, lang, "dealers") as page:
        headings = page.evaluate(PERMALINKS)
    assert len(headings) >= 20
    apart = [h for h in headings if abs(h["mark"] - h["lastLine"]) > 8]
    assert not apart, apart
