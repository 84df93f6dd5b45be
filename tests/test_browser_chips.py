"""The dealers' page's all-ins drawn in chips ("Counting an all-in in chips"), in headless Chromium on a 360 px phone in
all three languages (the fixtures of tests/test_browser.py): each picture whole on the screen, each stack as tall as
its chips, each value's label under its own stacks, the chips worth the question's answer (the engine's figure), and
the count, typed in the page's digits, marked right by the question's Check form."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.browser import phone_page, url
from helpers.practice_page import typed
from helpers.sitebuild import LANGS

from macros.render.chips import SLICE, TOP
from macros.text.numbers import format_chips

DRAWN = """(figure) => {
  const svg = figure.querySelector('svg'), box = svg.getBoundingClientRect();
  const stacks = [...svg.querySelectorAll('g.chip-stack')].map((g) => {
    const r = g.getBoundingClientRect();
    return {value: +g.dataset.value, chips: +g.dataset.chips, left: r.left, right: r.right, bottom: r.bottom,
            height: r.height};
  });
  const labels = [...svg.querySelectorAll('text.chip-value')].map((t) => {
    const r = t.getBoundingClientRect();
    return {value: +t.dataset.value, centre: (r.left + r.right) / 2, top: r.top, text: t.textContent};
  });
  return {left: box.left, right: box.right, scale: box.width / svg.viewBox.baseVal.width,
          screen: document.documentElement.clientWidth, stacks, labels};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_each_all_in_is_drawn_whole_as_its_chips_and_worth_the_answer(browser: Any, base_url: str, lang: str) -> None:
    with phone_page(browser, base_url, lang, "dealers") as page:
        drawn_figures(page, lang)


def drawn_figures(page: Any, lang: str) -> None:
    """Each chips figure of the dealers' page (open in ``page``): whole on the screen, each stack as tall as its
    chips, the biggest value first, each value's label under its own stacks in the page's digits, and the chips
    worth the answer of the question that asks for them."""
    figures = page.locator("figure.allin-chips")
    assert figures.count() == 2
    for n in range(figures.count()):
        figure = figures.nth(n)
        figure.scroll_into_view_if_needed()
        drawn = figure.evaluate(DRAWN)
        assert drawn["left"] >= 0 and drawn["right"] <= drawn["screen"], drawn  # not cut on a phone
        unit = SLICE * drawn["scale"]
        for stack in drawn["stacks"]:  # as tall as its chips, and the top face above them
            assert abs(stack["height"] - (stack["chips"] * unit + 2 * TOP * drawn["scale"])) <= 1.5, stack
        values = [stack["value"] for stack in drawn["stacks"]]
        assert values == sorted(values, reverse=True)  # the biggest value first, on the left in every language
        assert [label["value"] for label in drawn["labels"]] == list(dict.fromkeys(values))
        for label in drawn["labels"]:  # under its own stacks, in the page's digits
            own = [stack for stack in drawn["stacks"] if stack["value"] == label["value"]]
            assert min(s["left"] for s in own) <= label["centre"] <= max(s["right"] for s in own), (label, own)
            assert label["top"] >= max(s["bottom"] for s in own) - 1, (label, own)
            assert label["text"] == format_chips(label["value"], lang)
        player = figure.get_attribute("data-player")
        span = page.locator(f".quiz-answer[data-path='input.contributed.{player}']")
        worth = sum(stack["value"] * stack["chips"] for stack in drawn["stacks"])
        assert worth == int(span.get_attribute("data-answer"))  # the engine's figure, which the question asks


@pytest.mark.parametrize("lang", LANGS)
def test_the_count_typed_in_the_pages_digits_is_marked_right(page: Any, base_url: str, lang: str) -> None:
    page.goto(url(base_url, lang, "dealers"))
    question = page.locator("details.question:has(.quiz-answer[data-path='input.contributed.shirin'])")
    question.scroll_into_view_if_needed()
    form = question.locator("xpath=following-sibling::form[1]")
    form.wait_for()
    worth = sum(
        int(g.get_attribute("data-value")) * int(g.get_attribute("data-chips"))
        for g in page.locator("figure.allin-chips[data-player='shirin'] g.chip-stack").all()
    )
    form.locator("input[type=text]").fill(typed(worth - 100, lang, "input.contributed.shirin"))
    form.locator("button[type=submit]").click()
    assert "is-wrong" in (form.locator(".allin-feedback").get_attribute("class") or "")
    form.locator("input[type=text]").fill(typed(worth, lang, "input.contributed.shirin"))
    form.locator("button[type=submit]").click()
    assert "is-right" in (form.locator(".allin-feedback").get_attribute("class") or "")
