"""Driving the practice page in the browser: the bank it publishes, its levels, the question shown and how to
answer it (moved from test_browser_practice.py)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from helpers.browser import url
from helpers.sitebuild import built_site
from macros.numbers import format_chips

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
    """A question's parts: the question itself, then its ``also``."""
    return [question, *question.get("also", [])]


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


def answer(tab: Any, lang: str, values: list[Any]) -> Any:
    """Answer the question on the tab with one value per part; the feedback element."""
    question = current(tab)
    form = tab.locator(".allin-question form")
    for k, (part, value) in enumerate(zip(parts(question), values, strict=True)):
        fill(form, k, value, lang, part["ask"])
    form.locator("button[type=submit]").click()
    return form.locator(".allin-feedback")
