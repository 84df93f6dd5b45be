"""The learner's path, end to end in headless Chromium in all three languages (the fixtures and conventions of
tests/test_browser.py): a question that asks several things marked part by part beside each field, Enter to check
and Enter again to go on, the answers kept across a reload (with the score at the lesson's end and the mark in the
navigation), the placement quiz's proposal, Start turned into Continue, and each lesson's link to its practice
level. Screenshots of the home page and a lesson's quiz at 360 and 1280 px go to ``ALLIN_SCREENSHOTS``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.browser import SCREENSHOTS, plain, quiz_forms, url
from helpers.practice_page import FIELDS, fill, other
from helpers.sitebuild import LANGS

from macros.render.path import COURSE, lesson_title, number
from macros.text.catalogue import text
from macros.text.numbers import format_chips

TURN = ".allin-quiz.allin-turn-quiz"


def span_value(span: Any) -> Any:
    raw = span.get_attribute("data-answer")
    kind = span.get_attribute("data-input")
    return int(raw) if kind == "number" else raw == "true" if kind == "yes_no" else raw.split()


def wrong_value(span: Any) -> Any:
    """A wrong answer for ``span``: the first typical mistake's answer, else another value."""
    mistakes = json.loads(span.get_attribute("data-mistakes") or "[]")
    if mistakes:
        return mistakes[0]["answer"]
    return other(span_value(span), (span.get_attribute("data-players") or "").split())


def fresh(page: Any, base_url: str, lang: str, name: str) -> None:
    """Open page ``name`` with nothing kept in this browser."""
    page.goto(url(base_url, lang, name))
    page.evaluate("() => localStorage.clear()")
    page.reload()


def answer_form(form: Any, spans: list[Any], values: list[Any], lang: str) -> None:
    for k, value in enumerate(values):
        fill(form, k, value, lang, spans[k].get_attribute("data-path"))


@pytest.mark.parametrize("lang", LANGS)
def test_each_part_is_marked_beside_its_own_field(page: Any, base_url: str, lang: str) -> None:
    """A worked example's "Your turn" (five parts): one part wrong, the others right. Each field is labelled with what
    it asks; each gets its own mark right after it, the wrong one with its diagnosis (a named mistake or a hint)."""
    fresh(page, base_url, lang, "worked-examples")
    form = page.locator(TURN).first
    form.scroll_into_view_if_needed()
    spans = page.locator(".allin-turn").first.locator(".quiz-answer").all()
    assert len(spans) >= 3
    values = [span_value(span) for span in spans]
    wrong_at = 1
    given = list(values)
    given[wrong_at] = wrong_value(spans[wrong_at])
    fields = form.locator(FIELDS)
    assert fields.count() == len(spans)
    for k, span in enumerate(spans):  # labelled with what it asks, not "answer 2 of 5"
        label = plain(fields.nth(k).locator("label, legend").first.text_content())
        assert label == plain(span.get_attribute("data-label"))
    answer_form(form, spans, given, lang)
    form.locator("button[type=submit]").click()
    feedback = form.locator(".allin-feedback")
    assert "is-wrong" in feedback.get_attribute("class")
    assert text(
        "quiz.parts_right", lang, n=format_chips(len(spans) - 1, lang), count=format_chips(len(spans), lang)
    ) in (feedback.text_content())
    for k in range(len(spans)):
        field = fields.nth(k)
        right = k != wrong_at
        assert ("allin-part-right" if right else "allin-part-wrong") in field.get_attribute("class")
        note = field.locator("xpath=following-sibling::*[1]")  # the mark comes right after its own field
        assert "allin-part-note" in note.get_attribute("class")
        assert ("is-right" if right else "is-wrong") in note.get_attribute("class")
        verdict = plain(note.locator(".allin-part-verdict").text_content())
        assert verdict.endswith(text("quiz.part_right" if right else "quiz.wrong", lang))
        told = note.locator(".allin-diagnosis, .allin-hint").count()
        assert told == (0 if right else 1), (k, told)
        described = field.locator("input[type=text]").first if field.locator("input[type=text]").count() else field
        assert described.get_attribute("aria-describedby") == note.get_attribute("id")
    if lang == "fa":  # Persian digits in the feedback, no Latin ones
        assert not any(c.isascii() and c.isdigit() for c in feedback.text_content())
    answer_form(form, spans, values, lang)
    form.locator("button[type=submit]").click()
    assert "is-right" in feedback.get_attribute("class")
    assert form.locator(".allin-part-note").count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_enter_checks_and_enter_again_goes_on(page: Any, base_url: str, lang: str) -> None:
    """In a lesson: Enter in a field checks; a wrong answer keeps the focus in its field; Enter on an answer already
    checked goes on to the next question's first field; a right answer goes on by itself."""
    fresh(page, base_url, lang, "all-in")
    questions = page.locator("details.question:has(.quiz-answer)")
    forms = quiz_forms(page)
    numbers = [
        i
        for i in range(questions.count())
        if questions.nth(i).locator(".quiz-answer").count() == 1
        and questions.nth(i).locator(".quiz-answer").first.get_attribute("data-input") == "number"
    ]
    first = numbers[0]
    span = questions.nth(first).locator(".quiz-answer").first
    form = forms.nth(first)
    box = form.locator("input[type=text]")
    box.fill(str(wrong_value(span)))
    box.press("Enter")
    assert "is-wrong" in form.locator(".allin-feedback").get_attribute("class")
    assert box.evaluate("(node) => node === document.activeElement")
    box.press("Enter")  # the same answer again: go on
    following = forms.nth(first + 1).locator("input").first
    assert following.evaluate("(node) => node === document.activeElement")
    box.fill(str(span_value(span)))
    box.press("Enter")
    assert "is-right" in form.locator(".allin-feedback").get_attribute("class")
    assert following.evaluate("(node) => node === document.activeElement")


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_tapped_before_it_is_tried_keeps_its_answer_hidden(page: Any, base_url: str, lang: str) -> None:
    """With the quiz's form under it, a tap on a question does not open its worked answer (newcomers W-EN-4,
    W-FA-09: the placement quiz and the lessons gave the answer away); once checked, it opens."""
    fresh(page, base_url, lang, "index")
    question = page.locator(".allin-placement details.question:has(.quiz-answer)").first
    question.locator("summary").click()
    assert question.get_attribute("open") is None and not question.locator(".quiz-answer").is_visible()
    spans = question.locator(".quiz-answer").all()
    form = quiz_forms(page).first
    answer_form(form, spans, [wrong_value(s) for s in spans], lang)
    form.locator("button[type=submit]").click()
    question.locator("summary").click()
    assert question.locator(".quiz-answer").first.is_visible()


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_answers_and_score_are_kept_across_a_reload(page: Any, base_url: str, lang: str) -> None:
    """Two questions answered (one right, one wrong), the page reloaded: both answers are back in their fields with
    their feedback, the lesson's end says one of N right, and the navigation marks the lesson "1 of N"."""
    fresh(page, base_url, lang, "side-pots")
    questions = page.locator("details.question:has(.quiz-answer)")
    total = questions.count()
    forms = quiz_forms(page)
    given: list[list[Any]] = []
    for i, right in ((0, True), (1, False)):
        spans = questions.nth(i).locator(".quiz-answer").all()
        values = [span_value(s) for s in spans]
        if not right:
            values[0] = wrong_value(spans[0])
        answer_form(forms.nth(i), spans, values, lang)
        forms.nth(i).locator("button[type=submit]").click()
        given.append(values)
    score = text("quiz.score", lang, n=format_chips(1, lang), count=format_chips(total, lang))
    assert page.locator(".allin-lesson-end .allin-score").text_content() == score
    stored = json.loads(page.evaluate("() => localStorage.getItem('allin-lesson:side-pots')"))
    assert stored["total"] == total and len(stored["answers"]) == 2
    page.reload()
    forms = quiz_forms(page)
    assert page.locator(".allin-lesson-end .allin-score").text_content() == score
    for i, verdict in ((0, "is-right"), (1, "is-wrong")):
        assert verdict in forms.nth(i).locator(".allin-feedback").get_attribute("class")
        spans = questions.nth(i).locator(".quiz-answer").all()
        field = forms.nth(i).locator(FIELDS).first
        if spans[0].get_attribute("data-input") == "number":
            shown = field.locator("input[type=text]").input_value()
            assert shown == format_chips(
                given[i][0], lang, signed=spans[0].get_attribute("data-path").startswith("net.")
            )
    assert forms.nth(2).locator(".allin-feedback").get_attribute("class") == "allin-feedback"  # not answered
    marks = page.locator(".md-nav--primary .allin-mark")  # only this lesson has answers kept: its entry's marks
    assert marks.count() >= 1
    assert marks.evaluate_all("(all) => new Set(all.map((m) => m.closest('.md-nav__item'))).size") == 1
    mark = marks.first
    assert mark.get_attribute("data-right") == "1" and mark.get_attribute("data-total") == str(total)
    seen = text("path.mark", lang, n=format_chips(1, lang), count=format_chips(total, lang))
    assert seen in mark.text_content()


@pytest.mark.parametrize("lang", LANGS)
def test_the_placement_quiz_proposes_a_level(page: Any, base_url: str, lang: str) -> None:
    """All six placement questions answered, the short all-in's wrong: the page proposes lesson 5 (short all-ins)
    and its practice level, and that link opens practice at that level. All right: the last lesson with questions."""
    fresh(page, base_url, lang, "index")
    questions = page.locator(".allin-placement details.question:has(.quiz-answer)")
    assert questions.count() == 6
    forms = quiz_forms(page)
    status = page.locator(".allin-placement-status")
    for i in range(questions.count()):
        spans = questions.nth(i).locator(".quiz-answer").all()
        values = [span_value(s) for s in spans]
        if spans[0].get_attribute("data-placement") == "short-all-ins":
            values[0] = wrong_value(spans[0])
        assert page.locator(".allin-proposal:not([hidden])").count() == 0
        answer_form(forms.nth(i), spans, values, lang)
        forms.nth(i).locator("button[type=submit]").click()
    assert status.text_content() == text(
        "path.placement_done", lang, n=format_chips(5, lang), count=format_chips(6, lang)
    )
    # the home page's first button now starts where the quiz proposes (newcomers W-FA-02, W-EN-7: still lesson 1)
    start = page.locator("a.allin-start")
    proposed = page.locator(".allin-proposal:not([hidden]) a").first
    assert start.get_attribute("href") == proposed.get_attribute("href") or start.evaluate(
        "(a, b) => a.href === b", proposed.evaluate("(b) => b.href")
    )
    assert plain(start.text_content()) == plain(
        text("path.start_at", lang, n=format_chips(5, lang), title=plain(proposed.text_content()))
    )
    shown = page.locator(".allin-proposal:not([hidden])")
    assert shown.count() == 1 and shown.get_attribute("data-lesson") == "short-all-ins"
    assert lesson_title("short-all-ins", lang) in shown.text_content()
    assert format_chips(number("short-all-ins"), lang) in shown.text_content()
    practice = shown.locator("a[href*='#level=']")
    assert practice.get_attribute("href") == "practice/#level=short-allins"
    page.reload()  # the answers and the proposal are kept
    quiz_forms(page)
    assert page.locator(".allin-proposal:not([hidden])").get_attribute("data-lesson") == "short-all-ins"
    page.locator(".allin-proposal:not([hidden]) a[href*='#level=']").click()
    page.wait_for_selector(".allin-question[data-level='short-allins']")
    assert "#" not in page.url  # the level is stored, the fragment taken out of the address
    assert page.locator("#allin-level-short-allins").is_checked()


@pytest.mark.parametrize("lang", LANGS)
def test_start_becomes_continue_where_the_learner_left_off(page: Any, base_url: str, lang: str) -> None:
    """A new learner's first button starts lesson 1; after a visit to lesson 3, one of its questions answered, it
    continues with lesson 3, named by its title alone (newcomer W-RU-6: the navigation's mark "4 of 8" and its
    screen-reader words were read into the button)."""
    fresh(page, base_url, lang, "index")
    start = page.locator("a.allin-start")
    assert start.get_attribute("href") == "all-in/"
    assert start.get_attribute("data-left-off") is None
    assert start.evaluate("(node) => node.getBoundingClientRect().top") < 600  # the first thing seen
    page.goto(url(base_url, lang, "after-all-in"))
    page.wait_for_function("localStorage.getItem('allin-lesson:after-all-in') !== null")
    question = page.locator("details.question:has(.quiz-answer)").first
    spans = question.locator(".quiz-answer").all()
    form = quiz_forms(page).first
    answer_form(form, spans, [span_value(s) for s in spans], lang)
    form.locator("button[type=submit]").click()
    page.wait_for_selector(".md-nav--primary .allin-mark", state="attached")
    page.goto(url(base_url, lang, "index"))
    page.wait_for_selector("a.allin-start[data-left-off]")
    assert start.get_attribute("data-left-off") == "after-all-in"
    assert start.get_attribute("href").endswith("/after-all-in/")
    assert plain(start.text_content()) == plain(
        text(
            "path.continue",
            lang,
            n=format_chips(3, lang),
            title=plain(
                start.evaluate(
                    "() => [...document.querySelectorAll('.md-nav--primary a.md-nav__link')]"
                    ".find((a) => a.getAttribute('href').endsWith('after-all-in/')).querySelector('.md-ellipsis')"
                    ".textContent.trim()"
                )
            ),
        )
    )
    start.click()
    page.wait_for_url("**/after-all-in/")


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_ends_with_its_practice_level(page: Any, base_url: str, lang: str) -> None:
    """Every lesson's last block links to practice/#level=<its level>; the first lesson's link opens that level."""
    for lesson in COURSE:
        page.goto(url(base_url, lang, lesson.stem))
        end = page.locator("article .allin-lesson-end")
        assert end.count() == 1
        link = end.locator("a.allin-practise")
        assert link.get_attribute("href") == f"../practice/#level={lesson.level}"
        assert text("level." + lesson.level + ".title", lang) in link.text_content()
        last = page.evaluate(
            "() => { const kids = [...document.querySelector('article.md-content__inner').children]"
            ".filter((n) => n.matches('div, p, details, h2, h3, table, ol, ul, form'));"
            " return kids[kids.length - 1].className; }"
        )
        assert "allin-lesson-end" in last
    page.goto(url(base_url, lang, COURSE[1].stem))
    page.locator(".allin-lesson-end a.allin-practise").click()
    page.wait_for_selector(f".allin-question[data-level='{COURSE[1].level}']")
    assert page.locator(f"#allin-level-{COURSE[1].level}").is_checked()


@pytest.mark.parametrize("lang", LANGS)
def test_screenshots_of_the_home_page_and_a_lesson_quiz(browser: Any, base_url: str, lang: str) -> None:
    """The home page (Start first) and a worked example's quiz checked with one part wrong, at 360 and 1280 px."""
    for width in (360, 1280):
        context = browser.new_context(viewport={"width": width, "height": 800})
        tab = context.new_page()
        tab.goto(url(base_url, lang, "index"))
        start = tab.locator("a.allin-start")
        box = start.bounding_box()  # Start (or Continue) whole on the first screen, also on a phone
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 1 and box["y"] + box["height"] <= 800
        tab.screenshot(path=str(SCREENSHOTS / f"path-home-{lang}-{width}.png"))
        tab.goto(url(base_url, lang, "worked-examples"))
        form = tab.locator(TURN).first
        form.scroll_into_view_if_needed()
        spans = tab.locator(".allin-turn").first.locator(".quiz-answer").all()
        values = [span_value(s) for s in spans]
        values[1] = wrong_value(spans[1])
        answer_form(form, spans, values, lang)
        form.locator("button[type=submit]").click()
        widths = form.evaluate("(f) => [f.scrollWidth, f.clientWidth]")
        assert widths[0] <= widths[1] + 1, widths  # nothing wider than the form on a phone
        form.screenshot(path=str(SCREENSHOTS / f"path-quiz-{lang}-{width}.png"))
        context.close()
