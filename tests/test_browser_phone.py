"""Rendering findings of issue 27 on a 360 px phone and on paper, in Chromium: the rules page's variants table stacks
as cards (fa S4), a file name in code stays on one line (fa S5), the practice profile's mistakes become cards with
their buttons whole (ru R4, newcomer's minor 4), and the printed cheat sheet leaves out its sentence about printing
(ru R6, fa S11, newcomer's minor 13); the language switcher still carries the section (fa S6)."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from helpers.browser import LAID_OUT, PHONE, open_hand, phone_page, url
from helpers.practice_page import answer, choose_level, current, next_question, open_practice, parts
from helpers.sitebuild import LANGS, built_site

CARDS = """(table) => {
  const screen = document.documentElement.clientWidth;
  const problems = [];
  for (const cell of table.querySelectorAll('tbody td')) {
    const box = cell.getBoundingClientRect();
    if (box.left < -1 || box.right > screen + 1 || !box.width) problems.push(`"${cell.textContent}" is out of view`);
    const label = getComputedStyle(cell, '::before').content;
    if (cell.cellIndex > 0 && label !== JSON.stringify(cell.dataset.label)) problems.push(`no label: ${label}`);
  }
  for (let box = table; box; box = box.parentElement) {
    if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible') {
      problems.push(`${box.className || box.localName} scrolls sideways`);
    }
  }
  return {problems, cells: table.querySelectorAll('tbody td').length};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_variants_table_stacks_and_the_file_name_stays_whole(browser: Any, base_url: str, lang: str) -> None:
    with phone_page(browser, base_url, lang, "rules") as tab:
        table = tab.locator(".allin-stack table")
        assert table.count() == 1
        found = table.evaluate(CARDS)
        assert not found["problems"] and found["cells"] >= 32, found
        for page in ("rules", "conformance"):
            tab.goto(url(base_url, lang, page))
            tab.add_style_tag(content=LAID_OUT)
            code = tab.locator("code", has_text="settle-v1.json").first
            code.scroll_into_view_if_needed()
            assert code.evaluate("(c) => c.getClientRects().length") == 1, (lang, page)


PRINTING = {"ru": "печат", "fa": "چاپ", "en": "Print"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_printed_cheat_sheet_leaves_out_its_note_on_printing(page: Any, base_url: str, lang: str) -> None:
    page.goto(url(base_url, lang, "dealers"))
    page.add_style_tag(content=LAID_OUT)  # (blocks below the screen are laid out only near it)
    note = page.locator(".cheat-sheet > p").first
    assert PRINTING[lang] in (note.text_content() or "") and note.is_visible()  # on screen it says what printing does
    page.emulate_media(media="print")
    assert not note.is_visible()
    shown = page.locator(".cheat-sheet > :is(p, ol, ul, h2)").evaluate_all(
        "els => els.filter((e) => e.getClientRects().length).map((e) => e.textContent)"
    )
    assert len(shown) >= 5 and not any(PRINTING[lang] in text for text in shown), shown
    assert not page.locator("h1").first.is_visible()  # the sheet alone


PROFILE = """() => {
  const table = document.querySelector('.allin-profile-table');
  const screen = document.documentElement.clientWidth;
  const problems = [];
  for (const button of table.querySelectorAll('button')) {
    const box = button.getBoundingClientRect(), cell = button.closest('td').getBoundingClientRect();
    if (box.left < cell.left - 1 || box.right > cell.right + 1 || box.right > screen) {
      problems.push(`"${button.textContent}" is clipped`);
    }
    if (button.scrollWidth > button.clientWidth + 1) problems.push(`"${button.textContent}" overflows its button`);
  }
  for (const row of table.querySelectorAll('tbody tr')) {
    if (getComputedStyle(row).display !== 'block') problems.push('a mistake is not a card');
  }
  if (table.scrollWidth > table.clientWidth + 1 || document.documentElement.scrollWidth > screen + 1) {
    problems.push(`the table is ${table.scrollWidth}px wide in ${table.clientWidth}px`);
  }
  return {problems, rows: table.querySelectorAll('tbody tr').length, hyphens: getComputedStyle(table).hyphens};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_profile_becomes_cards_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """The learner answers with typical mistakes until the profile lists some: at 360 px each is a card, every
    button whole inside it, nothing wider than the screen; Russian breaks its long names with hyphens."""
    context = browser.new_context(viewport=PHONE)
    tab = context.new_page()
    open_practice(tab, base_url, lang)
    for level in ("folds", "whole-hands"):
        choose_level(tab, level)
        for _ in range(6):
            asked = parts(current(tab))
            if asked and asked[0].get("mistakes"):
                answer(tab, lang, [asked[0]["mistakes"][0]["answer"]] + [part["answer"] for part in asked[1:]])
            next_question(tab)
    tab.locator(".allin-profile-table").wait_for()
    found = tab.evaluate(PROFILE)
    context.close()
    assert found["rows"] >= 2 and not found["problems"], found
    assert (found["hyphens"] == "auto") == (lang == "ru"), found


def test_the_language_switcher_carries_the_section(page: Any, base_url: str) -> None:
    """The switcher keeps the address's section (site.js): a hand-set id (#antes) opens the same section in the
    other language; a Persian id, its words now kept apart (fa S6), is carried as it is."""
    persian = "با-دو-کال-کننده-سه-برابر-استک-به-علاوه-آنتی-ها-و-چیپ-های-فولدشده"
    for name, section, other in (("side-pots", "antes", "en"), ("all-in", persian, "ru")):
        page.goto(url(base_url, "fa", name) + "#" + section)
        assert page.locator(f'[id="{section}"]').count() == 1, section
        page.locator(".md-header .md-select").first.hover()
        page.locator(f'.md-select__link[hreflang="{other}"]').first.click()
        page.wait_for_url(re.compile(re.escape(url(base_url, other, name)) + "#"))
        assert unquote(urlsplit(page.url).fragment) == section
    assert page.locator("html").get_attribute("lang") == "ru"
    page.goto(url(base_url, "fa", "side-pots") + "#antes")
    page.locator(".md-header .md-select").first.hover()
    page.locator('.md-select__link[hreflang="en"]').first.click()
    page.wait_for_url(re.compile(".*#antes$"))
    assert page.evaluate("document.getElementById('antes').getBoundingClientRect().top") < 200


NAMES_WHOLE = """(root) => [...root.querySelectorAll('.rp-name')].filter((name) => {
  const words = document.createRange();
  words.selectNodeContents(name);
  const lines = new Set([...words.getClientRects()].map((box) => Math.round(box.top)));
  return lines.size > name.textContent.trim().split(/\\s+/).length;
}).map((name) => name.textContent)"""


def hands_of_four() -> list[str]:
    """The replayed hands with four or more seats, whose seats share a 360 px row most tightly."""
    folder = built_site().site / "assets" / "replay"
    return sorted(path.stem for path in folder.glob("*.json") if len(json.loads(path.read_text("utf-8"))["names"]) >= 4)


@pytest.mark.parametrize("lang", LANGS)
def test_a_replay_seat_name_never_breaks_inside_a_word(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px no seat's name breaks inside a word («Нефертар|и»), on the table as it opens and on the compact
    table that stays in view while a question waits: seats make room for a whole name, or wrap."""
    context = browser.new_context(viewport=PHONE)
    tab = context.new_page()
    hands = hands_of_four()
    assert len(hands) >= 10, hands
    broken, compact = {}, 0
    for hand in hands:
        root = open_hand(tab, base_url, lang, hand)
        found = root.evaluate(NAMES_WHOLE)
        for _ in range(12):
            if root.locator(".rp-ask:not([hidden])").count():
                compact += 1
                found += root.evaluate(NAMES_WHOLE)
                break
            root.locator(".rp-forward").click()
        if found:
            broken[hand] = found
    context.close()
    assert not broken, broken
    assert compact >= len(hands) // 2, compact
