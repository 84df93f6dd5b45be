"""The practice page's memory, end to end in headless Chromium: progress that two tabs (two languages) share without
losing an answer, stored progress that was tampered with, an older record carried over, and mistakes coming back
for review as fresh questions after their interval (with Playwright's controlled clock)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sitebuild import LANGS
from test_browser import base_url, browser, page, plain  # noqa: F401  (fixtures)
from test_browser_practice import answer, choose_level, current, next_question, open_practice, other, parts, players, same

from macros.catalogue import text
from macros.numbers import format_chips

STORE = "allin-practice"
DAY = 24 * 60 * 60 * 1000
START = 1_796_000_000_000  # a fixed moment (November 2026, midday UTC) for the controlled clock


def stored(tab: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(tab.evaluate(f"localStorage.getItem('{STORE}')"))
    return found


def stats_text(tab: Any, level: str) -> str:
    return str(tab.locator(f"#allin-level-{level} ~ label .allin-level-stats").text_content())


def right_answers(question: dict[str, Any]) -> list[Any]:
    return [part["answer"] for part in parts(question)]


def mistaken(question: dict[str, Any]) -> tuple[str, list[Any]] | None:
    """A mistake of the question's first part and the answers that give it (the other parts right), or None."""
    for m in question["mistakes"]:
        if not any(same(m["answer"], o["answer"]) for o in question["mistakes"] if o["id"] != m["id"]):
            return m["id"], [m["answer"]] + right_answers(question)[1:]
    return None


def test_two_tabs_in_two_languages_answering_alternately_lose_nothing(browser: Any, base_url: str) -> None:  # noqa: F811
    context = browser.new_context()
    tabs = {"en": context.new_page(), "fa": context.new_page()}
    for lang, tab in tabs.items():
        open_practice(tab, base_url, lang, "two-allins")
    answers = 0
    for turn in range(6):
        lang = "en" if turn % 2 == 0 else "fa"
        tab = tabs[lang]
        question = current(tab)
        wrong = turn in (1, 4)
        values = right_answers(question)
        if wrong:
            values[0] = other(values[0], players(question))
        answer(tab, lang, values)
        answers += 1
        record = stored(tab)["levels"]["two-allins"]
        assert record["answered"] == answers, (turn, record)
        next_question(tab)
    record = stored(tabs["en"])
    assert record["levels"]["two-allins"]["answered"] == 6
    assert record["levels"]["two-allins"]["right"] == 4
    # each tab shows the other's answers too (it listens for the other's writes)
    for lang, tab in tabs.items():
        shown = stats_text(tab, "two-allins")
        assert format_chips(6, lang) in shown, (lang, shown)
    context.close()


BAD = [
    "not json",
    "[]",
    '{"level": "folds", "levels": {"__proto__": {"answered": 3, "right": 1, "streak": 0}}}',
    '{"level": "folds", "levels": {"folds": {"answered": "3", "right": 1, "streak": 0}}}',
    '{"level": "folds", "levels": {"folds": {"answered": 2.5, "right": 1, "streak": 0}}}',
    '{"level": "folds", "levels": {"folds": {"answered": 1, "right": 4, "streak": 0}}}',
    '{"version": 2, "level": "folds", "levels": {}, "mistakes": {"one_pot": {"made": -1}}}',
    '{"version": 99, "level": "folds", "levels": {}}',
]


@pytest.mark.parametrize("lang", LANGS)
def test_tampered_progress_starts_afresh_saying_so_and_keeps_saving(page: Any, base_url: str, lang: str) -> None:  # noqa: F811
    open_practice(page, base_url, lang)
    notice = page.locator(".allin-notice")
    assert not notice.is_visible()
    for bad in BAD:
        page.evaluate(f"(text) => localStorage.setItem('{STORE}', text)", bad)
        page.reload()
        page.wait_for_selector(".allin-question[data-question]")
        assert notice.is_visible(), bad
        assert notice.text_content() == text("practice.storage_reset", lang)
        choose_level(page, "folds")
        answer(page, lang, right_answers(current(page)))
        record = stored(page)
        assert record["version"] == 2 and record["levels"]["folds"]["answered"] == 1, (bad, record)
        assert stats_text(page, "folds") == text(
            "practice.level_stats", lang, right=format_chips(1, lang), answered=format_chips(1, lang), streak=format_chips(1, lang)
        )
        page.evaluate(f"localStorage.removeItem('{STORE}')")
    page.reload()
    page.wait_for_selector(".allin-question[data-question]")
    assert not notice.is_visible()


def test_a_record_of_the_older_version_is_carried_over(page: Any, base_url: str) -> None:  # noqa: F811
    open_practice(page, base_url, "ru")
    old = {"level": "antes", "levels": {"antes": {"answered": 5, "right": 4, "streak": 2}, "folds": {"answered": 1, "right": 0, "streak": 0}}}
    page.evaluate(f"(text) => localStorage.setItem('{STORE}', text)", json.dumps(old))
    page.reload()
    page.wait_for_selector(".allin-question[data-level='antes']")
    assert not page.locator(".allin-notice").is_visible()
    assert stats_text(page, "antes") == text("practice.level_stats", "ru", right="4", answered="5", streak="2")
    answer(page, "ru", right_answers(current(page)))
    record = stored(page)
    assert record["version"] == 2
    assert record["levels"]["antes"] == {"answered": 6, "right": 5, "streak": 3, "recent": [1]}
    assert record["levels"]["folds"] == {"answered": 1, "right": 0, "streak": 0, "recent": []}


def until_mistaken(tab: Any, level: str, tries: int = 60) -> tuple[dict[str, Any], str, list[Any]]:
    question = current(tab)
    for _ in range(tries):
        found = mistaken(question)
        if found:
            return question, found[0], found[1]
        question = next_question(tab)
    raise AssertionError(f"no question with a named mistake in {level}")


@pytest.mark.parametrize("lang", LANGS)
def test_a_missed_mistake_comes_back_as_a_fresh_question_after_its_interval(browser: Any, base_url: str, lang: str) -> None:  # noqa: F811
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    tab = context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda error: problems.append(str(error)))
    tab.clock.install(time=START / 1000)  # seconds
    open_practice(tab, base_url, lang, "folds")
    question, mistake, values = until_mistaken(tab, "folds")
    feedback = answer(tab, lang, values)
    assert feedback.locator(f".allin-diagnosis[data-mistake='{mistake}']").count() == 1
    entry = stored(tab)["mistakes"][mistake]
    assert entry["made"] == 1 and entry["step"] == 0 and question["id"] in entry["asked"]
    next_question(tab)
    assert tab.locator(".allin-due-none").text_content() == text("practice.due_none", lang)  # due tomorrow, not today
    seen = {question["id"]}
    now = START
    for step in (1, 2):  # a day after the miss, then three days after the first right review
        now += (1 if step == 1 else 3) * DAY + 60_000
        tab.clock.set_system_time(now / 1000)
        next_question(tab)
        due = tab.locator(f".allin-due-list li[data-mistake='{mistake}']")
        assert due.count() == 1, (lang, step)
        assert plain(due.text_content()).startswith(text(f"mistake.{mistake}.name", lang))
        before = tab.locator(".allin-question").get_attribute("data-question")
        due.locator(".allin-review").click()
        tab.wait_for_function(f"document.querySelector('.allin-question').dataset.question !== '{before}'")
        assert tab.locator(".allin-question").get_attribute("data-review") == mistake
        review = current(tab)
        assert review["id"] not in seen, "a review never deals a question asked about that mistake again"
        seen.add(review["id"])
        aimed = {m["id"] for part in parts(review) for m in part["mistakes"]}
        assert mistake in aimed, "the mistake gives another answer on the review question"
        assert tab.locator(".allin-reviewing").text_content() == text(
            "practice.reviewing", lang, mistake=text(f"mistake.{mistake}.name", lang)
        )
        answer(tab, lang, right_answers(review))
        entry = stored(tab)["mistakes"][mistake]
        assert entry["step"] == step, entry  # the interval grows with each right review
        assert tab.locator(f".allin-due-list li[data-mistake='{mistake}']").count() == 0
    next_question(tab)
    tab.clock.set_system_time((now + 2 * DAY) / 1000)  # the next review is seven days off: not due yet
    next_question(tab)
    assert tab.locator(f".allin-due-list li[data-mistake='{mistake}']").count() == 0, (stored(tab), tab.evaluate("Date.now()"), now)
    # a wrong review resets the interval to a day
    now += 7 * DAY + 60_000
    tab.clock.set_system_time(now / 1000)
    next_question(tab)
    tab.locator(f".allin-due-list li[data-mistake='{mistake}'] .allin-review").click()
    tab.wait_for_selector(f".allin-question[data-review='{mistake}']")
    review = current(tab)
    assert review["id"] not in seen
    wrong = right_answers(review)
    wrong[0] = other(wrong[0], players(review))
    answer(tab, lang, wrong)
    entry = stored(tab)["mistakes"][mistake]
    assert entry["step"] == 0 and now + DAY <= entry["due"] < now + DAY + 60_000, entry
    assert not problems, problems
    context.close()


def stage_of(question: dict[str, Any], part_index: int) -> int:
    """The index of the stage asking the question's part ``part_index``."""
    start = 0
    for k, stage in enumerate(question["stages"]):
        if part_index < start + stage["parts"]:
            return k
        start += stage["parts"]
    raise IndexError(part_index)


@pytest.mark.parametrize("lang", LANGS)
def test_one_hand_in_stages_each_checked_and_diagnosed_on_its_own(page: Any, base_url: str, lang: str) -> None:  # noqa: F811
    open_practice(page, base_url, lang, "stages")
    question = current(page)
    for _ in range(40):  # a hand whose second stage has a part with a mistake of its own
        asked = parts(question)
        second = [i for i in range(len(asked)) if stage_of(question, i) == 1 and asked[i]["mistakes"]]
        if second:
            break
        question = next_question(page)
    part = second[0]
    mistake = asked[part]["mistakes"][0]
    values = right_answers(question)
    values[part] = mistake["answer"]
    stages = page.locator(".allin-question .allin-stage")
    assert stages.count() == 1  # one stage at a time
    answer(page, lang, values)
    assert stages.count() == len(question["stages"])
    for k, stage in enumerate(question["stages"]):
        block = stages.nth(k)
        title = text(f"practice.stage.{stage['id']}", lang)
        assert block.locator("h3").text_content() == text(
            "practice.stage", lang, n=format_chips(k + 1, lang), count=format_chips(len(question["stages"]), lang), title=title
        )
        feedback = block.locator(".allin-feedback")
        if k == 1:
            assert "is-wrong" in feedback.get_attribute("class")
            shown = {d.get_attribute("data-mistake") for d in feedback.locator(".allin-diagnosis").all()}
            given = {m["id"] for m in asked[part]["mistakes"] if same(m["answer"], mistake["answer"])}
            assert shown & given, (shown, given)
        else:
            assert "is-right" in feedback.get_attribute("class"), (k, stage)
            assert feedback.locator(".allin-diagnosis").count() == 0
    assert page.locator(".allin-working[open]").is_visible()  # the hand was not all right: its working opens
    record = stored(page)["levels"]["stages"]
    assert record["answered"] == 1 and record["right"] == 0
    if "pots" == question["stages"][0]["id"]:
        label = page.locator(".allin-stage").first.locator("label, legend").first.text_content()
        assert text("practice.pot_count", lang) in plain(label)


def pot_label(index: int, count: int, lang: str) -> str:
    if count == 1:
        return text("pot.only", lang)
    return text("pot.main", lang) if index == 0 else text("pot.side", lang, n=format_chips(index, lang))


def spot(tab: Any, question: dict[str, Any], pot: int, rule: str) -> Any:
    """Choose a pot and a rule for a push to spot and check; the feedback."""
    area = tab.locator(".allin-question")
    area.locator(".allin-spot-pot input[type=radio]").nth(pot).check()
    area.locator(f".allin-spot-rule input[value='{rule}']").check()
    area.locator("form button[type=submit]").click()
    return area.locator("form .allin-feedback")


@pytest.mark.parametrize("lang", LANGS)
def test_spot_the_dealers_error(page: Any, base_url: str, lang: str) -> None:  # noqa: F811
    """The wrong push is drawn (its pots as the dealer pushed them, on the pot diagram); the learner picks the pot
    and the rule; a wrong pick names the pot, the mistake and its lesson, and schedules that mistake for review."""
    open_practice(page, base_url, lang, "dealer-errors")
    question = current(page)
    shown, error = question["shown"], question["error"]
    push = page.locator(".allin-question .allin-push")
    assert push.locator(".pot-diagram svg").count() == 1
    pots = push.locator(".allin-pot h3")
    assert pots.count() == len(shown["pots"])
    wrong_pot = pots.nth(error["pot"]).text_content()
    assert format_chips(shown["pots"][error["pot"]]["amount"], lang) in wrong_pot  # the dealer's figure, not the engine's
    assert shown["pots"][error["pot"]] != question["result"]["pots"][error["pot"]]
    offered = page.locator(".allin-spot-rule label")
    assert [plain(x.text_content()).strip() for x in offered.all()] == [text(f"mistake.{m}.name", lang) for m in question["choices"]]
    assert [plain(x.text_content()).strip() for x in page.locator(".allin-spot-pot label").all()] == [
        pot_label(k, len(shown["pots"]), lang) for k in range(len(shown["pots"]))
    ]
    other_rule = next(m for m in question["choices"] if m != error["mistake"])
    feedback = spot(page, question, error["pot"], other_rule)
    assert "is-wrong" in feedback.get_attribute("class")
    assert plain(feedback.locator("p").first.text_content()) == plain(text(
        "practice.spot_wrong", lang, pot=pot_label(error["pot"], len(shown["pots"]), lang), rule=text(f"mistake.{error['mistake']}.name", lang)
    ))
    diagnosis = feedback.locator(f".allin-diagnosis[data-mistake='{error['mistake']}'] a")
    assert diagnosis.text_content() == text(f"mistake.{error['mistake']}.lesson", lang)
    assert page.locator(".allin-working[open]").is_visible()  # the right settlement
    assert stored(page)["mistakes"][error["mistake"]]["made"] == 1
    question = next_question(page)
    feedback = spot(page, question, question["error"]["pot"], question["error"]["mistake"])
    assert "is-right" in feedback.get_attribute("class")
    assert stats_text(page, "dealer-errors") == text(
        "practice.level_stats", lang, right=format_chips(1, lang), answered=format_chips(2, lang), streak=format_chips(1, lang)
    )
