"""Driving the practice page in the browser: the bank it publishes, its levels, the question shown and how to
answer it (moved from test_browser_practice.py)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from helpers.browser import url
from helpers.sitebuild import built_site
from macros.text.numbers import format_chips

FIELDS = ".allin-field, fieldset.allin-choices"


@cache
def bank() -> dict[str, Any]:
    """The bank the built site publishes."""
    data: dict[str, Any] = json.loads((built_site().site / "assets/practice/bank.json").read_text(encoding="utf-8"))
    return data


@cache
def questions() -> dict[str, dict[str, Any]]:
    return {q["id"]: q for level in bank()["levels"] for q in level["questions"]}


def parts(question: dict[str, Any]) -> list[dict[str, Any]]:
    """A question's parts: the question itself, then its ``also`` (a push to spot has none: its ``error``)."""
    return [] if question["kind"] == "spot" else [question, *question.get("also", [])]


def players(question: dict[str, Any]) -> list[str]:
    if question["kind"] in ("settle", "spot"):
        return [p["name"] for p in question["input"]["players"]]
    line = next(line for line in question["input"].splitlines() if line.startswith("players = "))
    found: list[str] = json.loads(line.removeprefix("players = "))
    return found


def other(value: Any, everyone: list[str]) -> Any:
    """A wrong answer of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, list):
        return sorted(set(value) ^ {everyone[0]}) or [everyone[1]]
    return value + 1


def same(a: Any, b: Any) -> bool:
    return set(a) == set(b) if isinstance(a, list) and isinstance(b, list) else bool(a == b and type(a) is type(b))


def typed(value: int, lang: str, path: str) -> str:
    """A number as a learner types it on the page: grouped, in the page's digits, net results signed."""
    return format_chips(value, lang, signed=path.startswith("net."))


def fill(form: Any, k: int, value: Any, lang: str, path: str) -> None:
    """Give the form's k-th input the answer ``value``: a number typed, players ticked, yes or no chosen."""
    field = form.locator(FIELDS).nth(k)
    if isinstance(value, bool):
        field.locator(f"input[value={str(value).lower()}]").check()
    elif isinstance(value, list):
        for box in field.locator("input[type=checkbox]").all():
            box.set_checked(box.get_attribute("data-player") in value)
    else:
        field.locator("input[type=text]").fill(typed(value, lang, path))


def open_practice(tab: Any, base: str, lang: str, level: str | None = None) -> None:
    tab.goto(url(base, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-question]")
    if level:
        choose_level(tab, level)


def choose_level(tab: Any, level: str) -> None:
    tab.locator(f"#allin-level-{level}").check()
    tab.wait_for_selector(f".allin-question[data-level='{level}']")


def current(tab: Any) -> dict[str, Any]:
    return questions()[tab.locator(".allin-question").get_attribute("data-question")]


def next_question(tab: Any) -> dict[str, Any]:
    before = tab.locator(".allin-question").get_attribute("data-question")
    tab.locator(".allin-next").click()
    tab.wait_for_function(f"document.querySelector('.allin-question').dataset.question !== '{before}'")
    return current(tab)


def form_of(feedback: Any) -> Any:
    """The form a feedback belongs to: each part's mark and diagnosis stand beside its field there."""
    return feedback.locator("xpath=ancestor::form[1]")


def answer_stages(tab: Any, lang: str, question: dict[str, Any], values: list[Any]) -> Any:
    """Answer a hand asked in stages stage by stage (each stage's form appears once the one before is checked)."""
    asked = parts(question)
    assert len(values) == len(asked)
    start, wrong, feedback = 0, None, None
    for k, stage in enumerate(question["stages"]):
        form = tab.locator(".allin-question .allin-stage form").nth(k)
        form.wait_for()
        assert tab.locator(".allin-question .allin-stage").nth(k).get_attribute("data-stage") == stage["id"]
        for j in range(stage["parts"]):
            fill(form, j, values[start + j], lang, asked[start + j]["ask"])
        form.locator("button[type=submit]").click()
        feedback = form.locator(".allin-feedback")
        feedback.locator("p").first.wait_for()
        if wrong is None and "is-wrong" in (feedback.get_attribute("class") or ""):
            wrong = feedback
        start += stage["parts"]
    return wrong if wrong is not None else feedback


def answer(tab: Any, lang: str, values: list[Any]) -> Any:
    """Answer the question on the tab with one value per part; the feedback element (of a hand asked in stages, the
    first stage's answered wrong, else the last stage's)."""
    question = current(tab)
    if "stages" in question:
        return answer_stages(tab, lang, question, values)
    form = tab.locator(".allin-question form")
    for k, (part, value) in enumerate(zip(parts(question), values, strict=True)):
        fill(form, k, value, lang, part["ask"])
    form.locator("button[type=submit]").click()
    return form.locator(".allin-feedback")
