"""Practice from the keyboard alone, on a 360 x 640 phone, in all three languages (issue 28.2, 28.3, 28.4).

Every answer is keyed in (numbers typed, boxes ticked with Space, yes or no with the arrows); Enter checks, Enter
again deals the next question, and the focus must land in the next field by itself. At every field that takes the
focus on a hand of figures, the figures asked about (the hand's table) and the field are both inside the one
360 x 640 screen. The drill is run the same way, its clock in view throughout, and its missed and slowest hands are
offered again after it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.browser import url
from helpers.practice_page import FIELDS, bank, current, other, parts, players, typed
from helpers.sitebuild import LANGS

from macros.text.catalogue import text
from macros.text.numbers import format_chips

STORE = "allin-practice"
PHONE = {"width": 360, "height": 640}
SETTLE_LEVELS = ("two-allins", "folds", "showdown", "antes")
FOCUSED = """() => {
  const a = document.activeElement;
  const form = a && a.closest("form.allin-quiz");
  const field = a && a.closest(".allin-field, fieldset.allin-choices");
  const forms = [...document.querySelectorAll(".allin-question form.allin-quiz")];
  return { cls: a ? a.className : "", value: a ? a.value : null, form: form ? forms.indexOf(form) : -1,
    field: form && field ? [...form.querySelectorAll(".allin-field, fieldset.allin-choices")].indexOf(field) : -1 };
}"""


def record(level: str, recent: list[int] | None = None) -> str:
    """A stored record on `level` (with the stages level's last answers, for the drill)."""
    levels = {}
    if recent:
        levels["stages"] = {"answered": len(recent), "right": sum(recent), "streak": 2, "recent": recent}
    return json.dumps({"version": 2, "level": level, "levels": levels, "mistakes": {}, "drills": {}})


def phone(browser: Any, base: str, lang: str, stored: str, viewport: dict[str, int] = PHONE) -> Any:
    context = browser.new_context(viewport=viewport)
    tab = context.new_page()
    tab.problems = []
    tab.on("pageerror", lambda error: tab.problems.append(str(error)))
    tab.add_init_script(f"localStorage.getItem('{STORE}') || localStorage.setItem('{STORE}', {json.dumps(stored)})")
    tab.goto(url(base, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-question] form")
    return tab


def focused(tab: Any) -> dict[str, Any]:
    found: dict[str, Any] = tab.evaluate(FOCUSED)
    return found


def tab_until(tab: Any, test: str, most: int = 150) -> None:
    """Press Tab until the focused element passes `test` (a JS predicate on it)."""
    for _ in range(most):
        if tab.evaluate(f"(({test}))(document.activeElement)"):
            return
        tab.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {test}")


def wait_focus(tab: Any, test: str) -> None:
    tab.wait_for_function(f"(({test}))(document.activeElement)", timeout=5000)


def in_view(tab: Any, selector: str) -> dict[str, float]:
    """The bounding box of the first `selector`, asserted inside the tab's one screen."""
    box = tab.locator(selector).first.bounding_box()
    screen = tab.viewport_size
    assert box, selector
    assert box["y"] >= -1 and box["y"] + box["height"] <= screen["height"] + 1, (selector, box)
    assert box["x"] >= -1 and box["x"] + box["width"] <= screen["width"] + 1, (selector, box)
    return dict(box)


def hand_and_field_in_view(tab: Any) -> None:
    """The hand's figures and the focused field share the screen (on a hand of figures)."""
    if tab.locator(".allin-question .allin-hand.is-sticky").count():
        hand = in_view(tab, ".allin-question .allin-hand")
        field = tab.evaluate(
            "() => { const r = document.activeElement.getBoundingClientRect(); return {y: r.y, height: r.height}; }"
        )
        assert field["y"] >= hand["y"] + hand["height"] - 1, (hand, field)  # not hidden under the hand
        assert field["y"] + field["height"] <= tab.viewport_size["height"] + 1, (field, focused(tab))
        if tab.locator(".allin-question .allin-board").count():  # the board a showdown asks about, with the seats
            # inside the part that stays in view, so not scrolled under it (newcomer W-RU-3)
            board = in_view(tab, ".allin-question .allin-board")
            assert hand["y"] - 1 <= board["y"] and board["y"] + board["height"] <= hand["y"] + hand["height"] + 1, (
                board,
                hand,
            )


def key_in(tab: Any, lang: str, form_index: int, asked: list[dict[str, Any]], values: list[Any]) -> None:
    """Key in one form's answers, the focus starting in its first field, and check it with Enter."""
    for k, (part, value) in enumerate(zip(asked, values, strict=True)):
        where = focused(tab)
        assert (where["form"], where["field"]) == (form_index, k), where
        hand_and_field_in_view(tab)
        if isinstance(value, bool):  # yes or no: the first radio (yes) has the focus, nothing chosen
            tab.keyboard.press("Space" if value else "ArrowDown")
        elif isinstance(value, list):
            boxes = tab.locator(f".allin-question form.allin-quiz >> nth={form_index}").locator(FIELDS).nth(k)
            count = boxes.locator("input[type=checkbox]").count()
            for j in range(count):
                if focused(tab)["value"] in value:
                    tab.keyboard.press("Space")
                if j < count - 1:
                    tab.keyboard.press("Tab")
        else:
            tab.keyboard.type(typed(value, lang, part["ask"]))
        if k < len(asked) - 1:
            tab.keyboard.press("Tab")
    tab.keyboard.press("Enter")


def answer_by_keys(tab: Any, lang: str, right: bool) -> dict[str, Any]:
    """Answer the question shown from the keyboard (the focus in its first field), stage by stage; right or with its
    first part wrong. Returns the question; the focus is then on Next (or the drill's result)."""
    question = current(tab)
    asked = parts(question)
    values = [p["answer"] for p in asked]
    if not right:  # (a list of players: the first player toggled, so a hand history's winners are wrong too)
        values[0] = other(values[0], players(question))
    spans = [s["parts"] for s in question["stages"]] if "stages" in question else [len(asked)]
    start = 0
    for k, span in enumerate(spans):
        if k:  # the next stage's first field takes the focus by itself
            tab.wait_for_function(f"({FOCUSED})().form === {k}", timeout=5000)
        key_in(tab, lang, k, asked[start : start + span], values[start : start + span])
        start += span
    return question


def next_by_key(tab: Any, key: str = "Enter") -> None:
    """On Next (focused once the question is done) `key` deals the next question; its first field takes the focus."""
    wait_focus(tab, "(a) => a.classList.contains('allin-next')")
    before = tab.locator(".allin-question").get_attribute("data-question")
    tab.keyboard.press(key)
    tab.wait_for_function(f"document.querySelector('.allin-question').dataset.question !== '{before}'")
    wait_focus(tab, "(a) => a.tagName === 'INPUT' && !!a.closest('.allin-question form')")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("level", [*SETTLE_LEVELS, "short-allins", "whole-hands", "stages"])
def test_a_level_by_keyboard_alone_with_the_hand_in_view(browser: Any, base_url: str, lang: str, level: str) -> None:
    tab = phone(browser, base_url, lang, record(level))
    assert tab.locator(".allin-question").get_attribute("data-level") == level
    tab_until(tab, "(a) => !!a.closest('.allin-question form.allin-quiz') && a.tagName === 'INPUT'")
    title = text(f"level.{level}.title", lang)
    assert tab.locator(".allin-bar-level").text_content() == text("practice.bar_level_new", lang, level=title)
    right = 0
    for k in range(3):
        answer_by_keys(tab, lang, right=k != 1)
        right += k != 1
        wrongs = tab.locator(".allin-question .allin-feedback.is-wrong").count()
        assert (wrongs > 0) == (k == 1)
        assert tab.locator(".allin-question .allin-mark.is-wrong").count() == (k == 1)  # the one part keyed wrong
        wait_focus(tab, "(a) => a.classList.contains('allin-next')")
        in_view(tab, ".allin-next")  # Next is where the eyes are, right after the feedback
        streak = 1 if k == 2 else k + 1 if k == 0 else 0
        assert tab.locator(".allin-bar-level").text_content() == text(
            "practice.bar_level",
            lang,
            level=title,
            right=format_chips(right, lang),
            answered=format_chips(k + 1, lang),
            streak=format_chips(streak, lang),
        )
        next_by_key(tab, "n" if k == 1 else "Enter")
    hand_and_field_in_view(tab)
    stored = json.loads(tab.evaluate(f"localStorage.getItem('{STORE}')"))["levels"][level]
    assert (stored["answered"], stored["right"]) == (3, 2)
    assert not tab.problems, tab.problems
    tab.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_in_stages_keeps_its_figures_in_view_on_a_desktop_screen(browser: Any, base_url: str, lang: str) -> None:
    """Newcomers W-RU-5, W-FA-05: on a 1280 x 800 screen too, every stage's fields share the screen with the hand's
    figures (the hand stays pinned under the header), two hands in a row, keyed in from the keyboard alone."""
    tab = phone(browser, base_url, lang, record("stages"), viewport={"width": 1280, "height": 800})
    tab_until(tab, "(a) => !!a.closest('.allin-question form.allin-quiz') && a.tagName === 'INPUT'")
    for _ in range(2):
        question = answer_by_keys(tab, lang, right=True)
        assert len(question["stages"]) >= 3
        next_by_key(tab)
    assert not tab.problems, tab.problems
    tab.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_drill_by_keyboard_alone_its_clock_in_view_and_its_hands_again(
    browser: Any, base_url: str, lang: str
) -> None:
    tab = phone(browser, base_url, lang, record("stages", [1, 0, 1, 1, 0, 1, 1, 1, 1, 1]))
    tab_until(tab, "(a) => a.classList.contains('allin-drill-start')")
    tab.keyboard.press("Enter")
    wait_focus(tab, "(a) => a.tagName === 'INPUT' && !!a.closest('.allin-question form')")
    played = []
    for hand in range(5):
        if hand:
            next_by_key(tab)
        timer = in_view(tab, ".allin-bar .allin-timer")  # the clock stays in view
        assert timer["height"] > 0
        played.append(answer_by_keys(tab, lang, right=hand != 2)["id"])
        in_view(tab, ".allin-bar .allin-timer") if hand < 4 else None
    again = tab.locator(".allin-drill-again")
    wait_focus(tab, "(a) => a.classList.contains('allin-drill-again')")  # after the drill, its hands offered again
    assert again.text_content() == text("practice.drill_again", lang, count=format_chips(3, lang))
    assert tab.locator(".allin-bar .allin-timer").text_content() == ""  # the clock stopped
    tab.keyboard.press("Enter")
    wait_focus(tab, "(a) => a.tagName === 'INPUT' && !!a.closest('.allin-question form')")
    for k in range(3):
        if k:
            next_by_key(tab)
        assert tab.locator(".allin-again").text_content() == text(
            "practice.again_hand", lang, n=format_chips(k + 1, lang), count=format_chips(3, lang)
        )
        shown = answer_by_keys(tab, lang, right=True)["id"]
        if k == 0:
            assert shown == played[2]  # the hand missed first
        assert shown in played
    stored = json.loads(tab.evaluate(f"localStorage.getItem('{STORE}')"))
    assert stored["levels"]["stages"]["answered"] == 10 + 5 + 3
    assert stored["drills"]["stages"]["best"] > 0
    assert not tab.problems, tab.problems
    tab.context.close()


def test_reviews_due_are_in_the_status_line_and_start_from_it(browser: Any, base_url: str) -> None:
    """A mistake due today: the status line at the top says so, in view, and its button starts the review by
    keyboard, the review's first field taking the focus."""
    mistake = next(m["id"] for m in bank()["levels"][0]["questions"][0]["mistakes"])
    entry = {"made": 1, "step": 0, "due": 0, "recent": [0], "asked": [], "level": bank()["levels"][0]["id"]}
    due = json.dumps({"version": 2, "level": "two-allins", "levels": {}, "mistakes": {mistake: entry}, "drills": {}})
    tab = phone(browser, base_url, "en", due)
    assert tab.locator(".allin-bar-due").text_content() == text("practice.bar_due", "en", count="1") + " " + text(
        "practice.bar_review", "en"
    )
    in_view(tab, ".allin-bar-review")
    tab_until(tab, "(a) => a.classList.contains('allin-bar-review')")
    tab.keyboard.press("Enter")
    wait_focus(tab, "(a) => a.tagName === 'INPUT' && !!a.closest('.allin-question form')")
    assert tab.locator(".allin-question").get_attribute("data-review") == mistake
    assert not tab.problems, tab.problems
    tab.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_answer_does_not_widen_the_page_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """A part's mark after a wrong answer wraps inside the page: the navigation's lesson mark (site.css,
    ``.md-nav .allin-mark``, never wrapping) once styled practice's marks too, and the page grew to 560-730 px wide
    at 360 px in every language (a fresh Persian reader saw it scroll sideways)."""
    tab = phone(browser, base_url, lang, record("two-allins"))
    form = tab.locator(".allin-question form.allin-quiz").first
    boxes = form.locator("input[type=checkbox]")
    if boxes.count():
        boxes.first.check()
    for field in form.locator("input:not([type=checkbox]):not([type=radio])").all():
        if field.is_visible():
            field.fill("1")
    form.locator("input").first.press("Enter")
    tab.wait_for_selector(".allin-question .allin-mark.is-wrong")
    assert tab.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
    tab.context.close()


def choose_by_keys(tab: Any, fieldset: str, index: int) -> None:
    """In a radio group (the focus on its first choice, nothing chosen), choose the ``index``-th by Space and arrows."""
    wait_focus(tab, f"(a) => a.type === 'radio' && !!a.closest('{fieldset}')")
    tab.keyboard.press("Space")
    for _ in range(index):
        tab.keyboard.press("ArrowDown")
    assert tab.locator(f".allin-question {fieldset} input:checked").get_attribute("value") == tab.evaluate(
        "document.activeElement.value"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_spot_the_dealers_error_by_keyboard_alone(browser: Any, base_url: str, lang: str) -> None:
    """Spot the dealer's error from the keyboard: the focus starts on the pots, Space and the arrows choose a pot,
    Tab goes to the errors, Enter checks, Enter (or N) deals the next push with the focus on its pots again."""
    tab = phone(browser, base_url, lang, record("dealer-errors"))
    assert tab.locator(".allin-question").get_attribute("data-level") == "dealer-errors"
    tab_until(tab, "(a) => a.type === 'radio' && !!a.closest('.allin-spot-pot')")
    for k in range(3):
        question = current(tab)
        assert question["kind"] == "spot"
        error = question["error"]
        rule = question["choices"].index(error["mistake"])
        if k == 1:  # the wrong error named, on the right pot
            rule = (rule + 1) % len(question["choices"])
        choose_by_keys(tab, ".allin-spot-pot", error["pot"])
        tab.keyboard.press("Tab")
        choose_by_keys(tab, ".allin-spot-rule", rule)
        tab.keyboard.press("Enter")
        wait_focus(tab, "(a) => a.classList.contains('allin-next')")
        in_view(tab, ".allin-next")
        marks = tab.locator(".allin-question .allin-mark")
        assert [m.get_attribute("class").split()[-1] for m in marks.all()] == (
            ["is-right", "is-wrong"] if k == 1 else ["is-right", "is-right"]
        )
        next_by_key(tab, "n" if k == 1 else "Enter")
    assert current(tab)["kind"] == "spot"
    assert tab.evaluate("document.activeElement.closest('.allin-spot-pot') !== null")
    stored = json.loads(tab.evaluate(f"localStorage.getItem('{STORE}')"))["levels"]["dealer-errors"]
    assert (stored["answered"], stored["right"]) == (3, 2)
    assert not tab.problems, tab.problems
    tab.context.close()
