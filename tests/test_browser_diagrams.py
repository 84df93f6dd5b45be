"""Pot diagrams and phones, end to end in headless Chromium (the fixtures and conventions of tests/test_browser.py).

At 360 and 390 pixels wide, every page of every language (listed from the built site's sitemap.xml) fits the
screen: nothing scrolls sideways, every macro table fits (each row a card, every cell in view with its column's
name), every name stays on one line with its chips, every pot diagram fits. The step-by-step cut highlights its
part of the picture without JavaScript. Screenshots of the diagrams go to ``ALLIN_SCREENSHOTS``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from helpers.browser import BIG_BLIND_ANTE, LAID_OUT, SCREENSHOTS, form_as_input, share_link, url
from helpers.diagrams import READ_TREE, build_picture
from helpers.practice_page import answer, bank, choose_level, current, open_practice, other, parts, players
from helpers.sitebuild import LANGS, built_site

from macros.render.pot_diagram import COLUMN, column_cap, staggered
from macros.render.widget_text import rule_book
from macros.text.catalogue import text

PHONE_WIDTHS = (360, 390)
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000/")  # mkdocs.yml: site_url

FITS = """() => {
  const width = window.innerWidth;
  const problems = [];
  const outside = (box) => box.left < -1 || box.right > width + 1;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  }
  const cells = {};
  const shown = (el) => el.getClientRects().length > 0;  // (the calculator's stand-in is hidden when it runs)
  for (const table of [...document.querySelectorAll('.allin-table')].filter(shown)) {
    const name = `${table.dataset.table} table of ${table.dataset.example}`;
    if (outside(table.getBoundingClientRect())) problems.push(`${name} is wider than the screen`);
    for (const inner of [table, ...table.querySelectorAll('*')]) {  // (the header row is read by screen readers only)
      const hidden = inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'visible';
      if (hidden && !inner.closest('thead')) problems.push(`${name}: part of it is hidden behind a scroll bar`);
    }
    for (const cell of table.querySelectorAll('tbody td')) {
      const box = cell.getBoundingClientRect();
      if (!box.width || !box.height || outside(box)) problems.push(`${name}: ${cell.dataset.col} is out of view`);
      const label = getComputedStyle(cell, '::before').content;
      if (cell.cellIndex > 0 && label !== JSON.stringify(cell.dataset.label)) {
        problems.push(`${name}: ${cell.dataset.col} is not led by its column's name (${label})`);
      }
      cells[cell.dataset.col] = (cells[cell.dataset.col] || 0) + 1;
    }
  }
  for (const pair of document.querySelectorAll('.allin-pair')) {  // (bidi runs give several boxes on one line)
    const tops = [...pair.getClientRects()].map((box) => box.top);
    if (Math.max(...tops) - Math.min(...tops) > 2) problems.push(`"${pair.textContent}" breaks across lines`);
  }
  for (const figure of [...document.querySelectorAll('.pot-diagram')].filter(shown)) {  // (a wide picture scrolls)
    if (outside(figure.getBoundingClientRect())) problems.push('a pot diagram is wider than the screen');
  }
  return {problems, cells};
}"""


def site_pages() -> list[str]:
    """Every page of every language, as the built site lists them (sitemap.xml), relative to the site's root."""
    result = built_site()
    assert result.returncode == 0, result.output
    sitemap = (result.site / "sitemap.xml").read_text(encoding="utf-8")
    root = urlsplit(SITE_URL).path
    paths = [urlsplit(loc).path.removeprefix(root) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    assert len(paths) >= 3 * 10 and len(set(paths)) == len(paths)
    return paths


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_every_page_fits_a_phone(browser: Any, base_url: str, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 800})
    tab = context.new_page()
    problems, cells = [], {}
    paths = site_pages()
    for path in paths:
        tab.goto(base_url + path)
        found = tab.evaluate(FITS)
        problems += [f"/{path}: {problem}" for problem in found["problems"]]
        for col, count in found["cells"].items():
            cells[col] = cells.get(col, 0) + count
    context.close()
    assert not problems, "\n".join(problems)
    assert all(cells.get(col) for col in ("winners", "shares", "net", "paid")), cells
    print(f"{len(paths)} pages at {width}px, table cells seen: {sum(cells.values())}")


def test_the_steps_highlight_their_part_without_javascript(browser: Any, base_url: str) -> None:
    """Checking a step dims every part of the picture but that step's; the whole picture shows all again."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1100, "height": 900})
    tab = context.new_page()
    tab.goto(url(base_url, "en", "side-pots"))
    cut = tab.locator(".pd-cut").first
    opacity = "els => els.map(el => getComputedStyle(el).opacity)"
    assert set(cut.locator(".pd-b").evaluate_all(opacity)) == {"1"}
    steps = cut.locator("fieldset label")
    assert steps.count() > 3
    for n in range(1, steps.count()):
        steps.nth(n).click()
        marked = cut.locator(".pd-b").evaluate_all("els => els.map(el => (el.dataset.s || '').split(' '))")
        shown = cut.locator(".pd-b").evaluate_all(opacity)
        assert [str(n) in m for m in marked] == [s == "1" for s in shown], (n, marked, shown)
        assert "1" in shown and any(s != "1" for s in shown)
    steps.first.click()
    assert set(cut.locator(".pd-b").evaluate_all(opacity)) == {"1"}
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_screenshots_of_a_diagram(browser: Any, base_url: str, lang: str) -> None:
    """One diagram and cut per language at desktop and phone width, and a hand story with its cards."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width in (1100, 360):
        context = browser.new_context(viewport={"width": width, "height": 900}, device_scale_factor=2)
        tab = context.new_page()
        tab.goto(url(base_url, lang, "side-pots"))
        tab.locator(".pd-cut").nth(2).screenshot(path=str(SCREENSHOTS / f"{lang}-diagram-{width}.png"))
        tab.goto(url(base_url, lang, "after-all-in"))
        tab.locator(".hand-story").first.screenshot(path=str(SCREENSHOTS / f"{lang}-story-{width}.png"))
        context.close()


# ---- the calculator draws the build's picture ----


@pytest.mark.parametrize("lang", LANGS)
def test_the_calculator_draws_the_builds_picture(page: Any, base_url: str, lang: str) -> None:
    """The calculator's diagram (its example hand, and a hand with an ante and a fold from a link) is the very tree
    the build draws for that hand; svg[role=img] with its title in the result."""
    hands = {"example": url(base_url, lang, "calculator"), "ante": share_link(base_url, lang, BIG_BLIND_ANTE)}
    for hand, address in hands.items():
        page.goto(address)
        data = form_as_input(page)
        cut = page.locator(".allin-calculator .pd-cut")
        assert cut.count() == 1
        assert page.locator(".allin-calculator .pot-diagram svg[role=img] > title").count() == 1
        drawn = cut.evaluate(READ_TREE)
        name = cut.locator("input[type=radio]").first.get_attribute("name")
        assert drawn == build_picture(data, lang, "calculator", name)
        if lang == "fa":
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            cut.screenshot(path=str(SCREENSHOTS / f"fa-calculator-diagram-{hand}.png"))


PRACTICE_HAND = {
    "players": [
        {"name": "Ahmose", "contributed": 300, "folded": True},
        {"name": "Nefertari", "contributed": 1600, "dead": 100, "rank": 2},
        {"name": "Ramses", "contributed": 700, "rank": 1},
        {"name": "Tiya", "contributed": 4000, "rank": 3},
    ]
}
"""A fold, an ante, a side pot and chips handed back: every part of the picture."""


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_page_can_draw_the_builds_picture(page: Any, base_url: str, lang: str) -> None:
    """pot_diagram.js is loaded on the practice page: allinDiagram.draw(detail, lang, "practice"), as practice's
    answer mounts it, gives the build's tree for a hand settled by settle.js (which the practice page no longer
    loads: it draws from the bank's working, tests/test_practice_page.py; the test adds it)."""
    page.goto(url(base_url, lang, "practice"))
    page.add_script_tag(path=str(Path(__file__).resolve().parent.parent / "docs" / "assets" / "js" / "settle.js"))
    page.evaluate(
        """([hand, lang, book]) => {
          settleEngine.useRuleBook(book);
          const drawn = document.createElement('div');
          drawn.id = 'drawn-here';
          drawn.appendChild(allinDiagram.draw(settleEngine.settleDetailed(hand), lang, 'practice'));
          document.querySelector('article').appendChild(drawn);
        }""",
        [PRACTICE_HAND, lang, rule_book()],
    )
    cut = page.locator("#drawn-here > .pd-cut")
    name = cut.locator("input[type=radio]").first.get_attribute("name")
    assert cut.evaluate(READ_TREE) == build_picture(PRACTICE_HAND, lang, "practice", name)
    assert page.locator("#pd-f0").count() == 1  # the patterns, once


# ---- diagrams on a phone: text size, every band visible, labels apart ----

MEASURE = """([minBand, minText, font]) => {
  const problems = [];
  const seen = {texts: 0, bands: 0, tags: 0, smallest: 1e9, thinnest: 1e9, notes: 0};
  const shown = (el) => el.getClientRects().length > 0;
  const name = (svg) => (svg.closest('figure').dataset.example || '?');
  for (const svg of [...document.querySelectorAll('.pot-diagram svg[role=img]')].filter(shown)) {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim());
    const boxes = texts.map((t) => t.getBoundingClientRect());
    texts.forEach((t, i) => {
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      seen.texts += 1;
      seen.smallest = Math.min(seen.smallest, px);
      if (px < minText - 0.01) problems.push(`${name(svg)}: "${t.textContent}" drawn ${px.toFixed(1)}px`);
    });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i], b = boxes[j];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) {
          problems.push(`${name(svg)}: "${texts[i].textContent}" and "${texts[j].textContent}" overlap`);
        }
      }
    }
    for (const path of svg.querySelectorAll('path.pd-b, .pd-b > path:first-child')) {
      for (const [, h] of path.getAttribute('d').matchAll(/v(\\d+)/g)) {
        const drawn = Number(h) * scale;
        seen.bands += 1;
        seen.thinnest = Math.min(seen.thinnest, drawn);
        if (Number(h) < minBand || drawn < minBand * minText / font - 0.01) {
          problems.push(`${name(svg)}: a band ${drawn.toFixed(1)}px tall`);
        }
      }
    }
    // The pots' key beside the chart, or on a phone (the key hidden) the legend's patterns: in sight as the page
    // opens (a wide picture scrolls inside .pd-pic).
    const figure = svg.closest('figure');
    const sight = figure.querySelector('.pd-pic').getBoundingClientRect();
    const key = figure.querySelector('.pd-key');
    const swatches = figure.querySelectorAll('figcaption .pd-swatch');
    const tags = shown(key) ? [...key.querySelectorAll('.pd-g > *')] : [...swatches];
    for (const tag of tags) {
      const box = tag.getBoundingClientRect();
      seen.tags += 1;
      const within = shown(key) ? sight : figure.getBoundingClientRect();
      if (box.left < within.left - 1 || box.right > within.right + 1 || box.top < within.top - 1 || !box.width) {
        problems.push(`${name(svg)}: the pot tag ${tag.textContent || '(pattern)'} is out of sight, scrolled away`);
      }
    }
    const note = svg.closest('figure').querySelector('li.pd-note');
    if (note) {
      seen.notes += 1;
      const px = parseFloat(getComputedStyle(note).fontSize);
      if (!shown(note) || px < minText) problems.push(`${name(svg)}: the not-to-scale note is not shown at 12px`);
    }
  }
  return {problems, seen};
}"""

TINY_SIDE_POT = "n=A&c=20000&r=1&n=B&c=20200&r=2&n=C&c=20200&r=3&n=D&c=100&f=1"
"""Issue 17's vanishing side pot: 400 on top of 60,000, and a folded 100."""
TEN_SEATS = "&".join(f"n=Player{seat}&c={(seat + 1) * 1000}&r={seat + 1}" for seat in range(10))
"""The calculator's most players, each all-in for a different amount: too wide for a phone, it must scroll."""
NEWCOMERS_HAND = "n=Ana&c=1000&r=2&n=Ben&c=3000&r=1&n=Cleo&c=3000&r=1&n=Dee&c=500&f=1"
"""The newcomer's four players with a fold and a tie (issue 27, minor 3: the folded button was cut off)."""
BIG_STACKS = "n=Ana&c=134400&r=1&n=Ben&c=250000&r=2&n=Cleo&c=1234500&r=3"
"""Chip levels wider than the room beside the first column («1 234 500»): a practice hand's «134 400» ran out of the
picture on the left on a 360 px phone before the first column started further in (level_room)."""


def _measure(tab: Any) -> dict[str, Any]:
    from macros.render.pot_diagram import FONT, MIN_BAND, MIN_TEXT

    result: dict[str, Any] = tab.evaluate(MEASURE, [MIN_BAND, MIN_TEXT, FONT])
    return result


@pytest.mark.parametrize("lang", LANGS)
def test_diagrams_are_readable_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px, on every page with a diagram and in the calculator's small-pot hand: every text of every diagram is
    drawn 12 px or more, every band (each layer's, a fold's, the antes', the chips handed back) at least the
    minimum, no two labels overlap, a picture that scrolls inside its figure takes the keyboard's focus (and one
    that fits does not), every pot's tag (its pattern and name) is in sight in its figure as the page
    opens (a wide picture scrolls inside its figure: issue 17, Persian's were cut off at the left edge), and the
    not-to-scale note is shown when a band was stretched."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    problems, texts, tags, smallest, thinnest, diagrams, scrolling = [], 0, 0, 99.0, 99.0, 0, 0
    prefix = "" if lang == "ru" else f"{lang}/"
    paths = [p for p in site_pages() if (p.startswith(prefix) if prefix else p.split("/")[0] not in ("en", "fa"))]
    addresses = [base_url + p for p in paths] + [share_link(base_url, lang, q) for q in (TINY_SIDE_POT, TEN_SEATS)]
    for address in addresses:
        tab.goto(address)
        tab.add_style_tag(content=LAID_OUT)  # every block laid out, below the screen too: its sizes are drawn ones
        found = _measure(tab)
        problems += [f"{address}: {problem}" for problem in found["problems"]]
        for k, figure in enumerate(tab.evaluate(SCROLLING)):  # a keyboard can scroll what scrolls (axe's rule)
            scrolling += figure["scrolls"]
            if figure["scrolls"] != figure["focusable"]:
                problems.append(f"{address}: diagram {k} scrolls {figure['scrolls']}, focusable {figure['focusable']}")
        seen = found["seen"]
        texts += seen["texts"]
        tags += seen["tags"]
        if seen["texts"]:
            diagrams += 1
            smallest, thinnest = min(smallest, seen["smallest"]), min(thinnest, seen["thinnest"])
    tab.goto(share_link(base_url, lang, TINY_SIDE_POT))
    tab.add_style_tag(content=LAID_OUT)  # (below the screen a block's text is not rendered: content-visibility)
    note = tab.locator(".allin-calculator li.pd-note")
    note.wait_for()
    assert note.count() == 1 and note.is_visible()
    assert re.search(LOCAL_LETTERS[lang], note.inner_text())
    context.close()
    assert not problems, "\n".join(problems[:40])
    assert diagrams >= 8 and texts > 100 and tags > 2 * diagrams, (diagrams, texts, tags)
    assert scrolling >= 1, scrolling  # the check above saw a wide picture scroll (the calculator's ten seats)
    print(
        f"{lang}: {diagrams} pages with diagrams, {texts} texts, {tags} pot tags in sight, smallest {smallest:.1f}px, "
        f"thinnest {thinnest:.1f}px"
    )


# Each picture (.pd-pic), every <details> opened: does it scroll, and can the keyboard focus it (site.js's
# ResizeObserver, a frame or two later)?
SCROLLING = """async () => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });  // (a closed one draws nothing)
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return [...document.querySelectorAll('figure.pot-diagram .pd-pic')].filter((f) => f.getClientRects().length)
    .map((f) => ({scrolls: f.scrollWidth > f.clientWidth, focusable: f.getAttribute('tabindex') === '0'}));
}"""

LOCAL_LETTERS = {"ru": "[а-я]", "en": "[a-z]", "fa": "[\u0600-\u06ff]"}


# ---- every diagram on a phone: it fits, or it shows that it scrolls (issue 27: fa S1, ru R2, newcomer minor 3) ----

IN_VIEW = """async () => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });  // (a closed one draws nothing)
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))));
  const shown = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const found = [];
  for (const figure of [...document.querySelectorAll('figure.pot-diagram')].filter(shown)) {
    const pic = figure.querySelector('.pd-pic') || figure;  // (before issue 27 the figure itself scrolled)
    const sight = pic.getBoundingClientRect();
    const name = figure.dataset.example;
    const parts = [];  // every column (its bar under the name), every label, the key's tags, the legend
    const svg = pic.querySelector('svg[role=img]');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll('text')) {
      const box = text.getBoundingClientRect();
      parts.push({what: `label "${text.textContent}"`, left: box.left, right: box.right});
      if (text.parentNode.classList.contains('pd-n')) {  // the column above the name, 40 units wide
        const middle = (box.left + box.right) / 2;
        parts.push({what: `the column of ${text.textContent}`, left: middle - 20 * scale, right: middle + 20 * scale});
      }
    }
    const key = figure.querySelector('.pd-key');
    if (shown(key)) {
      for (const tag of key.querySelectorAll('text')) {
        const box = tag.getBoundingClientRect();
        parts.push({what: `the key's "${tag.textContent}"`, left: box.left, right: box.right});
      }
    }
    const legend = figure.querySelector('figcaption').getBoundingClientRect();  // (the legend)
    const cues = {};
    for (const cue of figure.querySelectorAll('.pd-more')) {
      const box = cue.getBoundingClientRect();
      if (!shown(cue) || getComputedStyle(cue).display === 'none') continue;
      const arrow = getComputedStyle(cue, '::after');
      const near = (a, b) => Math.abs(a - b) < 2;
      const side = near(box.left, sight.left) ? 'left' : near(box.right, sight.right) ? 'right' : 'nowhere';
      cues[side] = {content: arrow.content, width: box.width, height: box.height, pic: sight.height};
    }
    const style = getComputedStyle(pic);
    found.push({
      name, parts, cues, legend: {left: legend.left, right: legend.right},
      sight: {left: sight.left, right: sight.right}, screen: document.documentElement.clientWidth,
      scrolls: pic.scrollWidth > pic.clientWidth + 1, focusable: pic.getAttribute('tabindex') === '0',
      overflow: style.overflowX, touch: style.touchAction, dir: getComputedStyle(figure).direction,
    });
  }
  return found;
}"""

ARROWS = {"left": "\u2039", "right": "\u203a"}
"""The cue's arrow points to the side the picture has more on."""


def cut_parts(figure: dict[str, Any]) -> list[str]:
    """What of a figure lies outside its picture's visible box without a cue on that side, and what of its legend
    outside the screen."""
    problems = []
    sight, cues = figure["sight"], figure["cues"]
    for part in figure["parts"]:
        left, right = part["left"] < sight["left"] - 1, part["right"] > sight["right"] + 1
        for side, outside in (("left", left), ("right", right)):
            if not outside:
                continue
            cue = cues.get(side)
            if not cue or cue["content"] != f'"{ARROWS[side]}"' or cue["height"] < cue["pic"] / 2:
                problems.append(f"{part['what']} is cut off on the {side}, with no cue there ({sorted(cues)})")
            elif not (figure["scrolls"] and figure["focusable"] and figure["overflow"] in ("auto", "scroll")):
                problems.append(f"{part['what']} is out of sight and cannot be scrolled to ({figure})")
            elif figure["touch"] not in ("auto", "pan-x", "manipulation"):
                problems.append(f"touch cannot scroll to {part['what']} (touch-action {figure['touch']})")
    if figure["legend"]["left"] < -1 or figure["legend"]["right"] > figure["screen"] + 1:
        problems.append("the legend is wider than the screen")
    for side in cues:
        if side == "nowhere" or not figure["scrolls"]:
            problems.append(f"a cue shows {side} though nothing is hidden there")
    return problems


def phone_addresses(base_url: str, lang: str) -> list[str]:
    """Every page of the language, and the calculator with the newcomer's hand, with big stacks and with ten seats
    (last: the test scrolls it)."""
    prefix = "" if lang == "ru" else f"{lang}/"
    paths = [p for p in site_pages() if (p.startswith(prefix) if prefix else p.split("/")[0] not in ("en", "fa"))]
    hands = (NEWCOMERS_HAND, BIG_STACKS, TEN_SEATS)
    return [base_url + p for p in paths] + [share_link(base_url, lang, q) for q in hands]


def widest_last_name(asked: list[dict[str, Any]], lang: str) -> int:
    """The question of a level whose last name reaches furthest past its column, on one line (8 units a bold letter
    against the widest column its seats may have): it stands at the picture's end, where stop 38's CI drew one cut
    off at random."""

    def reach(k: int) -> int:
        names = [text(f"player.{name}", lang) for name in players(asked[k])]
        cap = column_cap(len(names))
        return -COLUMN if staggered(names, cap) else 8 * len(names[-1]) - cap

    return max(range(len(asked)), key=reach)


def scroll_to_the_end(tab: Any, lang: str) -> dict[str, Any]:
    """Scroll the first picture that scrolls by keyboard (focused, the arrow key towards its end moves it), then on to
    its end, and read its figure again."""
    pic = tab.locator("figure.pot-diagram .pd-pic[tabindex='0']").first
    pic.focus()
    before = pic.evaluate("p => p.scrollLeft")
    pic.press("ArrowLeft" if lang == "fa" else "ArrowRight")
    tab.wait_for_timeout(300)
    moved = pic.evaluate("p => p.scrollLeft")
    assert moved != before, "the arrow key does not scroll the picture"
    pic.evaluate("p => p.scrollTo({left: (getComputedStyle(p).direction === 'rtl' ? -1 : 1) * p.scrollWidth})")
    tab.wait_for_timeout(300)
    figure: dict[str, Any] = next(f for f in tab.evaluate(IN_VIEW) if f["scrolls"])
    return figure


@pytest.mark.parametrize("lang", LANGS)
def test_every_diagram_fits_a_phone_or_shows_that_it_scrolls(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px, every pot diagram of every page (every <details> opened), of the calculator (the newcomer's four
    players; ten players), and of practice's working: each column, label and tag of the key lies inside the
    picture's visible box, or the picture scrolls (by touch and by keyboard) and shows a cue on the side the rest lies
    (on the left in Persian, where the columns run right to left); the legend stays on the screen. Lesson pictures
    fit outright; ten seats scroll, and scrolled to the end the cue moves to the other side."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    problems, figures, fitted = [], 0, 0
    for address in phone_addresses(base_url, lang):
        tab.goto(address)
        tab.add_style_tag(content=LAID_OUT)  # (blocks below the screen are laid out only near it)
        tab.wait_for_timeout(100)
        for figure in tab.evaluate(IN_VIEW):
            figures += 1
            fitted += not figure["scrolls"]
            if "calculator" not in address and figure["scrolls"]:
                problems.append(f"{address} {figure['name']}: does not fit a 360 px phone")
            problems += [f"{address} {figure['name']}: {problem}" for problem in cut_parts(figure)]
    assert not problems, "\n".join(problems[:40])
    wide = next(f for f in tab.evaluate(IN_VIEW) if f["scrolls"])  # the last address: ten seats
    start, end = ("right", "left") if lang == "fa" else ("left", "right")
    assert set(wide["cues"]) == {end}, wide["cues"]
    assert any(p["right" if end == "right" else "left"] for p in wide["parts"])
    ended = scroll_to_the_end(tab, lang)
    assert set(ended["cues"]) == {start}, ended["cues"]
    problems += [f"ten seats, scrolled to the end: {problem}" for problem in cut_parts(ended)]
    open_practice(tab, base_url, lang)
    for level in ("folds", "antes", "whole-hands"):
        asked = next(lv for lv in bank()["levels"] if lv["id"] == level)["questions"]
        k = widest_last_name(asked, lang)
        tab.evaluate(f"Math.random = () => ({k} + 0.5) / {len(asked)}")  # (the level's first question: the k-th)
        choose_level(tab, level)
        question = current(tab)
        assert question["id"] == asked[k]["id"]
        everyone = players(question)
        answer(tab, lang, [other(parts(question)[0]["answer"], everyone)] + [p["answer"] for p in parts(question)[1:]])
        tab.locator(".allin-working[open] .pot-diagram").first.wait_for()
        for figure in tab.evaluate(IN_VIEW):
            figures += 1
            problems += [f"practice {level}: {problem}" for problem in cut_parts(figure)]
    context.close()
    assert not problems, "\n".join(problems[:40])
    assert figures >= 35 and fitted >= 30, (figures, fitted)
