"""The street-by-street level in the browser (issue 31.3, dealer review T-03), in all three languages on a 360 px phone:
the hand stops at each round's end, shows the betting since the stop before, and asks that round's cut; a stop answered
with a mistake's figure is diagnosed beside that field; the worked steps show each stop's cut, no pot won; the drill
deals this level when the learner practises it, and keeps its own best time.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.browser import url
from helpers.practice_page import FIELDS, answer_stages, bank, current, fill, next_question, parts
from helpers.sitebuild import LANGS

from macros.text.catalogue import text
from macros.text.numbers import format_chips

STORE = "allin-practice"
PHONE = {"width": 360, "height": 640}
STREETS = ["preflop", "flop", "turn", "river"]


def opened(browser: Any, base: str, lang: str, record: dict[str, Any]) -> Any:
    context = browser.new_context(viewport=PHONE)
    tab = context.new_page()
    tab.problems = []
    tab.on("pageerror", lambda error: tab.problems.append(str(error)))
    stored = json.dumps(json.dumps(record))
    tab.add_init_script(f"localStorage.getItem('{STORE}') || localStorage.setItem('{STORE}', {stored})")
    tab.goto(url(base, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-question] form")
    return tab


def on_streets(**more: Any) -> dict[str, Any]:
    return {"version": 2, "level": "streets", "levels": {}, "mistakes": {}, "drills": {}, **more}


def told_streets(question: dict[str, Any], k: int) -> list[str]:
    """The streets a stop shows: those after the stop before, up to its own."""
    streets = [street[0] for street in question["story"]["streets"]]
    start = streets.index(question["stages"][k - 1]["id"]) + 1 if k else 0
    return streets[start : streets.index(question["stages"][k]["id"]) + 1]


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_stops_at_each_round_end_and_each_stop_is_diagnosed(browser: Any, base_url: str, lang: str) -> None:
    tab = opened(browser, base_url, lang, on_streets())
    question = current(tab)
    assert question["kind"] == "streets" and tab.locator(".allin-question").get_attribute("data-level") == "streets"
    asked = parts(question)
    start, diagnosed = 0, 0
    for k, stop in enumerate(question["stages"]):
        block = tab.locator(".allin-question .allin-stage").nth(k)
        block.wait_for()
        assert tab.locator(".allin-question .allin-stage").count() == k + 1  # the next stop waits for this one
        assert block.get_attribute("data-stage") == stop["id"]
        title = text(f"practice.stage.{stop['id']}", lang)
        assert title in block.locator("h3").first.text_content()
        # the betting since the stop before, street by street, right above the form
        headings = [h.text_content().strip() for h in block.locator(".allin-story .allin-street strong").all()]
        assert headings == [text(f"street.{street}", lang) for street in told_streets(question, k)]
        form = block.locator("form")
        mine = asked[start : start + stop["parts"]]
        wrong_at = next(j for j, part in enumerate(mine) if part["mistakes"])  # every stop can be diagnosed
        mistake = mine[wrong_at]["mistakes"][0]
        for j, part in enumerate(mine):
            fill(form, j, mistake["answer"] if j == wrong_at else part["answer"], lang, part["ask"])
        form.locator("button[type=submit]").click()
        form.locator(".allin-feedback p").first.wait_for()
        field = form.locator(FIELDS).nth(wrong_at)
        mark = field.locator("xpath=following-sibling::div[contains(@class, 'allin-mark')][1]")
        assert "is-wrong" in mark.get_attribute("class"), (question["id"], k)
        assert mark.locator(f".allin-diagnosis[data-mistake='{mistake['id']}']").count() == 1, (question["id"], k)
        assert form.locator(".allin-mark.is-wrong").count() == 1  # only the field answered wrong
        diagnosed += 1
        start += stop["parts"]
    assert diagnosed == len(question["stages"]) >= 2
    working = tab.locator(".allin-working[open]")
    working.wait_for()
    cuts = [h.text_content() for h in working.locator("h3.allin-stop").all()]
    assert cuts == [text(f"practice.stop_cut.{stop['id']}", lang) for stop in question["stages"]]
    assert working.locator(".allin-result").count() == len(question["stages"])
    assert working.locator(".allin-winners, table.allin-net").count() == 0  # no pot is won at a round's end
    last = question["result"]["rounds"][-1]["pots"]
    assert working.locator(".allin-result").last.locator(".allin-pot").count() == len(last)
    assert not tab.problems


def test_the_drill_deals_the_street_by_street_level_and_keeps_its_own_best(browser: Any, base_url: str) -> None:
    lang = "en"
    recent = [1] * 10
    record = on_streets(
        levels={"streets": {"answered": 10, "right": 10, "streak": 10, "recent": recent}},
        drills={"stages": {"best": 1000, "runs": 1, "stages": {}}},
    )
    tab = opened(browser, base_url, lang, record)
    title = text("level.streets.title", lang)
    heading = tab.locator(".allin-drill h2")
    assert heading.text_content() == text("practice.drill_title", lang, level=title)
    assert tab.locator(".allin-drill .allin-drill-best").count() == 0  # the stages drill's best is not this one's
    tab.locator(".allin-drill-start").click()
    tab.wait_for_selector(".allin-question .allin-drill-hand")
    assert tab.locator(".allin-question").get_attribute("data-level") == "streets"
    question = current(tab)
    assert question["kind"] == "streets"
    levels = {level["id"]: level for level in bank()["levels"]}
    assert question["id"] in {q["id"] for q in levels["streets"]["questions"]}
    for hand in range(5):  # every stop answered right; the last hand's pots are announced
        question = current(tab)
        answer_stages(tab, lang, question, [part["answer"] for part in parts(question)])
        if hand < 4:
            next_question(tab)
    announced = tab.locator(".allin-drill-result .allin-announce").text_content()
    for k, pot in enumerate(question["result"]["rounds"][-1]["pots"]):
        assert format_chips(pot["amount"], lang) in announced, (question["id"], k, announced)
        if len(pot["eligible"]) == 1:  # uncontested, said so and named (D26-03), never "between 1 players"
            name = text(f"player.{pot['eligible'][0]}", lang)
            assert name in announced and text("practice.between_n", lang, n="1") not in announced, announced
    stored = json.loads(tab.evaluate(f"localStorage.getItem('{STORE}')"))["drills"]
    assert stored["streets"]["runs"] == 1 and stored["stages"]["best"] == 1000  # each level keeps its own best
    assert set(stored["streets"]["stages"]) <= set(STREETS)  # the time of each stop, by its street
    assert not tab.problems
