"""Every figure is drawn beside its own label or name, whole and apart from other numbers, at 360 and 1280 px.

Right-to-left pages reorder text by the Unicode bidirectional algorithm: a cell's label and its value, or a name
and a signed figure, that are not isolated from each other can run together («پات جانبی ۱» + «۷۰۰» drawn as
«پات جانبی ۱۷۰۰») or trade places. These tests measure where the glyphs are drawn, not what the markup says:
the tables' labels (the cells' ``::before``) and values through Chromium's layout snapshot (its text boxes, one
a bidirectional run), the widgets' text character by character (``Range.getClientRects``). Fixtures and
conventions of tests/test_browser.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.browser import LAID_OUT, url
from helpers.practice_page import answer, bank, choose_level, current, open_practice, parts
from helpers.sitebuild import LANGS, page_names

from calculator import TDA, settle_json
from macros.text.numbers import format_chips

WIDTHS = (360, 1280)
NUMBER = re.compile(r"[+\u2212-]?[0-9\u06f0-\u06f9]+(?:[,\u066c\u00a0 ][0-9\u06f0-\u06f9]{3})*")
"""A figure as the pages write it (sign, digits, group separators); LRM and isolate controls taken out first."""
INVISIBLE = re.compile("[\u200e\u200f\u061c\u2066-\u2069]")
NEAR = 3.0
"""Two numbers whose glyphs come closer than this (px) on one line read as one number."""
DIRECTION = {"ru": "ltr", "en": "ltr", "fa": "rtl"}


def _snapshot_cells(page: Any) -> list[dict[str, Any]]:
    """Each table cell of the macros' tables with its drawn pieces: ``[{"label": bool, "text", "x0", "x1", "y"}]``
    (one piece a text box, a run of one direction on one line), the label's pieces from ``::before``."""
    cdp = page.context.new_cdp_session(page)
    snap = cdp.send("DOMSnapshot.captureSnapshot", {"computedStyles": [], "includeDOMRects": True})
    cdp.detach()
    doc, strings = snap["documents"][0], snap["strings"]
    nodes, layout, boxes = doc["nodes"], doc["layout"], doc["textBoxes"]
    names = [strings[i] for i in nodes["nodeName"]]
    parent = nodes["parentIndex"]
    attributes = nodes["attributes"]

    def attrs(index: int) -> dict[str, str]:
        flat = attributes[index]
        return {strings[flat[k]]: strings[flat[k + 1]] for k in range(0, len(flat), 2)}

    in_macro_table: dict[int, int | None] = {}

    def cell_of(index: int) -> int | None:
        """The ``td`` of an ``.allin-table`` holding node ``index``, or None."""
        if index in in_macro_table:
            return in_macro_table[index]
        cell, at = None, index
        while at >= 0:
            if names[at] == "TD" and cell is None:
                cell = at
            if names[at] == "DIV" and "allin-table" in attrs(at).get("class", "").split():
                break
            at = parent[at]
        found = cell if at >= 0 else None
        in_macro_table[index] = found
        return found

    cells: dict[int, list[dict[str, Any]]] = {}
    for k, layout_index in enumerate(boxes["layoutIndex"]):
        node = layout["nodeIndex"][layout_index]
        cell = cell_of(node)
        if cell is None:
            continue
        text_index = layout["text"][layout_index]
        whole = strings[text_index] if text_index >= 0 else ""
        start, length = boxes["start"][k], boxes["length"][k]
        x, y, w, _ = boxes["bounds"][k]
        if w <= 0:
            continue
        cells.setdefault(cell, []).append(
            {"label": names[node] == "::before", "text": whole[start : start + length], "x0": x, "x1": x + w, "y": y}
        )
    return [{"label": attrs(cell).get("data-label", ""), "pieces": pieces} for cell, pieces in cells.items()]


def _figures(pieces: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The numbers of a cell's pieces, each with its pieces (a number may be drawn in several runs)."""
    found = []
    for label in (True, False):
        own = [p for p in pieces if p["label"] == label]
        text = "".join(INVISIBLE.sub("", p["text"]) for p in own)
        bounds, at = [], 0
        for p in own:
            size = len(INVISIBLE.sub("", p["text"]))
            bounds.append((at, at + size, p))
            at += size
        for match in NUMBER.finditer(text):
            mine = [p for a, b, p in bounds if a < match.end() and b > match.start()]
            found.append({"text": match.group(), "label": label, "pieces": mine, "span": match.span()})
    return found


def _same_line(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return abs(a["y"] - b["y"]) < 4


def _gap(a: dict[str, Any], b: dict[str, Any]) -> float:
    return max(a["x0"], b["x0"]) - min(a["x1"], b["x1"])


def cell_problems(cell: dict[str, Any], direction: str) -> list[str]:
    """What is wrong with one cell's drawing: its label after its value, or two numbers run together."""
    pieces = cell["pieces"]
    problems = []
    label = [p for p in pieces if p["label"]]
    value = [p for p in pieces if not p["label"]]
    for lp in label:
        for vp in value:
            if not _same_line(lp, vp):
                continue
            before = lp["x1"] <= vp["x0"] + 1 if direction == "ltr" else lp["x0"] >= vp["x1"] - 1
            if not before:
                problems.append(f"label piece {lp['text']!r} drawn after value piece {vp['text']!r}")
    figures = _figures(pieces)
    for i, a in enumerate(figures):
        for b in figures[i + 1 :]:
            if any(_same_line(p, q) and _gap(p, q) < NEAR for p in a["pieces"] for q in b["pieces"] if p is not q):
                problems.append(f"{a['text']!r} and {b['text']!r} drawn as one number")
    return [f"{cell['label']!r}: {problem}" for problem in problems]


TABLE_CELLS = """() => [...document.querySelectorAll('.allin-table td')]
  .filter((td) => td.checkVisibility() && td.textContent.trim()).length"""
"""The cells a reader sees once scrolled to them (not those of a closed answer or a widget's hidden result)."""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_table_figures_sit_beside_their_labels(browser: Any, base_url: str, lang: str, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 800})
    tab = context.new_page()
    problems, cells, unmeasured = [], 0, []
    for name in page_names():
        tab.goto(url(base_url, lang, name))
        tab.evaluate("document.fonts.ready.then(() => true)")
        # Long pages lay out only the blocks near the screen (content-visibility: auto, site.css): a block far below
        # has no text boxes until it is scrolled to, where it is laid out as it is here
        tab.add_style_tag(content=LAID_OUT)
        drawn = _snapshot_cells(tab)
        in_dom = tab.evaluate(TABLE_CELLS)
        if len(drawn) != in_dom:
            unmeasured.append(f"{name}: {len(drawn)} of {in_dom} cells drawn")
        cells += len(drawn)
        for cell in drawn:
            problems += [f"{name}: {p}" for p in cell_problems(cell, DIRECTION[lang])]
    context.close()
    assert not unmeasured, unmeasured  # every cell of every macro table measured
    assert cells > 100, cells
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


# ---- the widgets' text, character by character ----

CHAR_RECTS = """(root) => {
  // every character of root's text with where it is drawn (x0, x1, y), isolate controls and marks left out
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    for (let i = 0; i < text.length; i++) {
      if (/[\\u200e\\u200f\\u061c\\u2066-\\u2069]/.test(text[i])) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = [...range.getClientRects()].find((r) => r.width > 0);
      out.push(rect ? {c: text[i], x0: rect.left, x1: rect.right, y: rect.top} : {c: text[i], x0: null});
    }
  }
  return out;
}"""


def _runs(chars: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The numbers of a text (logical order), each with its characters' boxes."""
    text = "".join(c["c"] for c in chars)
    return [{"text": m.group(), "chars": chars[m.start() : m.end()], "start": m.start()} for m in NUMBER.finditer(text)]


def _drawn(chars: list[dict[str, Any]]) -> str:
    """Characters as they are drawn, read from left to right (how every number is read)."""
    return "".join(c["c"] for c in sorted(chars, key=lambda c: c["x0"]))


def text_problems(chars: list[dict[str, Any]], where: str) -> list[str]:
    """A widget text's numbers: each drawn whole (left to right as written) and apart from every other number."""
    chars = [c for c in chars if c["x0"] is not None and c["c"].strip()]
    problems = []
    runs = _runs(chars)
    for run in runs:
        if len({round(c["y"]) for c in run["chars"]}) == 1 and _drawn(run["chars"]) != run["text"]:
            problems.append(f"{where}: {run['text']!r} drawn as {_drawn(run['chars'])!r}")
    for i, a in enumerate(runs):
        for b in runs[i + 1 :]:
            touching = any(_same_line(p, q) and _gap(p, q) < NEAR for p in a["chars"] for q in b["chars"])
            if touching:
                problems.append(f"{where}: {a['text']!r} and {b['text']!r} drawn as one number")
    return problems


def pair_problems(chars: list[dict[str, Any]], pairs: list[tuple[str, str]], direction: str, where: str) -> list[str]:
    """Each (name, figure) of ``pairs``, found in order in the text: the figure drawn right after its name in the
    page's direction, nothing else of the list between them."""
    chars = [c for c in chars if c["x0"] is not None]
    text = "".join(c["c"] for c in chars)
    problems, at, spots = [], 0, []
    for name, figure in pairs:
        n = text.find(name, at)
        f = text.find(figure, n + len(name))
        if n < 0 or f < 0:
            return [f"{where}: {name!r} {figure!r} not found in {text!r}"]
        spots.append((name, figure, chars[n : n + len(name)], chars[f : f + len(figure)]))
        at = f + len(figure)
    for name, figure, name_chars, figure_chars in spots:
        nx0, nx1 = min(c["x0"] for c in name_chars), max(c["x1"] for c in name_chars)
        fx0, fx1 = min(c["x0"] for c in figure_chars), max(c["x1"] for c in figure_chars)
        gap = fx0 - nx1 if direction == "ltr" else nx0 - fx1
        others = [c for _, _, a, b in spots for c in a + b if c not in name_chars and c not in figure_chars]
        middle = lambda c: (c["x0"] + c["x1"]) / 2  # noqa: E731
        between = [c for c in others if _same_line(c, figure_chars[0]) and min(nx0, fx0) < middle(c) < max(nx1, fx1)]
        if not _same_line(name_chars[0], figure_chars[0]):
            continue  # the line broke between them: nothing to compare
        if gap < -1 or gap > 30 or between:
            problems.append(f"{where}: {figure!r} is not drawn right after {name!r} (gap {gap:.0f} px)")
    return problems


REPRO = [("مینا", 3000, 2), ("کیان", 800, 1), ("رها", 6500, 3)]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_calculator_summary_and_steps_pair_names_with_their_figures(
    browser: Any,
    base_url: str,
    lang: str,
    width: int,
) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900})
    tab = context.new_page()
    query = "&".join(f"n={name}&c={c}&r={r}" for name, c, r in REPRO)
    tab.goto(url(base_url, lang, "calculator") + "?" + query)
    tab.wait_for_selector(".pd-cut fieldset label")
    chips = tab.locator(".allin-chips").first
    chips.fill(format_chips(REPRO[0][1], lang))  # an edit: the status line appears
    tab.wait_for_function("document.querySelector('.allin-status').textContent.length > 0")
    result = settle_json({"players": [{"name": n, "contributed": c, "rank": r} for n, c, r in REPRO]}, TDA)
    net = dict(result["net"])
    status = tab.evaluate(CHAR_RECTS, tab.locator(".allin-status").element_handle())
    pairs = [(n, format_chips(net[n], lang, signed=True).replace("\u200e", "")) for n, _, _ in REPRO]
    problems = pair_problems(status, pairs, DIRECTION[lang], "summary") + text_problems(status, "summary")
    for k, item in enumerate(tab.locator(".pd-cut fieldset label").all()):
        problems += text_problems(tab.evaluate(CHAR_RECTS, item.element_handle()), f"step {k + 1}")
    for k, item in enumerate(tab.locator(".allin-net tbody td").all()):
        problems += text_problems(tab.evaluate(CHAR_RECTS, item.element_handle()), f"net table cell {k + 1}")
    context.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_practice_working_after_a_wrong_negative_answer(browser: Any, base_url: str, lang: str, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900})
    tab = context.new_page()
    open_practice(tab, base_url, lang)
    level = next(lv for lv in bank()["levels"] if lv["id"] == "antes")["questions"]
    k = next(i for i, q in enumerate(level) if any(p["ask"].startswith("net.") and p["answer"] < 0 for p in parts(q)))
    # the level's first question is drawn at random among all of its questions: draw the k-th (a net loss)
    tab.evaluate(f"Math.random = () => ({k} + 0.5) / {len(level)}")
    choose_level(tab, "antes")
    question = current(tab)
    assert question["id"] == level[k]["id"]
    values = [p["answer"] - 1 if p["ask"].startswith("net.") else p["answer"] for p in parts(question)]
    feedback = answer(tab, lang, values)
    tab.wait_for_selector(".allin-working-body")
    problems = text_problems(tab.evaluate(CHAR_RECTS, feedback.element_handle()), "feedback")
    # a signed answer is typed and shown left to right, its minus on the left as the tables print it
    field = tab.locator(".allin-question form input[type=text]").first
    if field.evaluate("(f) => getComputedStyle(f).direction") != "ltr":
        problems.append("the signed answer field is not ltr")
    body = tab.locator(".allin-working-body")
    for selector in (".allin-returned li", ".allin-pot h3", ".allin-winners", ".allin-net tbody td", ".allin-steps li"):
        for k, item in enumerate(body.locator(selector).all()):
            problems += text_problems(tab.evaluate(CHAR_RECTS, item.element_handle()), f"{selector} {k + 1}")
    assert current(tab)["id"] == question["id"]
    context.close()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("lang", "typed", "shown"), [("fa", "٤,۰۰۰", "۴٬۰۰۰"), ("en", "4000", "4,000"), ("ru", "4,000", "4\u00a0000")]
)
def test_typed_numbers_are_rewritten_in_the_pages_format(
    browser: Any,
    base_url: str,
    lang: str,
    typed: str,
    shown: str,
) -> None:
    """Mixed digits and separators are read right, and the field then shows the number as the page writes it."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    tab.goto(url(base_url, lang, "calculator"))
    field = tab.locator(".allin-chips").first
    field.fill(typed)
    field.press("Tab")
    value = field.input_value()
    context.close()
    assert value == shown
