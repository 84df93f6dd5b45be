"""Nothing lost, nothing blank on the practice page (headless Chromium): the 2026-12-05 hostile review's findings on
practice progress and loading, each reproduced as it found it. A drill timed across a clock moved back (H1), storage
full (H2), a record of a newer release or with one bad entry (H3), level and mistake ids the page does not know
(M1), site data blocked (M2), bank files of another shape (M3), another level chosen during a drill (L1); and the
mutation review's D6 (spot the error: the right rule on the wrong pot)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.browser import url
from helpers.practice_page import answer, bank, choose_level, current, fill, next_question, open_practice, parts
from helpers.sitebuild import LANGS

from macros.text.catalogue import text
from macros.text.numbers import format_chips

STORE = "allin-practice"
KEPT = "allin-practice-kept"
TOP = 2**53 - 1


def stats(answered: int, right: int, streak: int, recent: list[int]) -> dict[str, Any]:
    return {"answered": answered, "right": right, "streak": streak, "recent": recent}


ONE_POT = {"made": 1, "step": 0, "due": 1_700_000_000_000, "recent": [0], "asked": ["folds-001"], "level": "folds"}
"""A mistake made once, due for review since November 2023."""


def record(level: str = "two-allins") -> dict[str, Any]:
    """Progress worth keeping: 12 answers on two-allins, 10 on stages (the drill open), 3 on folds, one mistake."""
    return {
        "version": 2,
        "level": level,
        "levels": {
            "two-allins": stats(12, 10, 8, [1] * 8),
            "stages": stats(10, 10, 10, [1] * 10),
            "folds": stats(3, 2, 1, [1, 0, 1]),
        },
        "mistakes": {"one_pot": ONE_POT},
        "drills": {},
    }


def new_tab(browser: Any, stored: str | None = None, script: str = "") -> Any:
    """A tab in a context of its own, with ``stored`` as the stored progress before the page's scripts run (once:
    a reload keeps what the page wrote) and ``script`` run first on every page; it collects script errors."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    if stored is not None:
        context.add_init_script(
            f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
            f" localStorage.setItem('{STORE}', {json.dumps(stored)}); }}"
        )
    if script:
        context.add_init_script(script)
    tab = context.new_page()
    tab.problems = []
    tab.on("pageerror", lambda error: tab.problems.append(str(error)))
    return tab


def close(tab: Any) -> None:
    problems = tab.problems
    tab.context.close()
    assert not problems, problems


def stored_text(tab: Any, key: str = STORE) -> str | None:
    found: str | None = tab.evaluate(f"localStorage.getItem('{key}')")
    return found


def stored(tab: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(stored_text(tab) or "null")
    return found


def stats_text(tab: Any, level: str) -> str:
    return str(tab.locator(f"#allin-level-{level} ~ label .allin-level-stats").text_content())


def level_stats(lang: str, right: int, answered: int, streak: int) -> str:
    return text(
        "practice.level_stats",
        lang,
        right=format_chips(right, lang),
        answered=format_chips(answered, lang),
        streak=format_chips(streak, lang),
    )


def right_answers(question: dict[str, Any]) -> list[Any]:
    return [part["answer"] for part in parts(question)]


def notice(tab: Any) -> str | None:
    """The notice over the question, or None while it is hidden."""
    node = tab.locator(".allin-notice")
    return str(node.text_content()) if node.is_visible() else None


# ---- H1: a drill timed across a clock moved back ----

SHIFTED_CLOCK = (
    "(() => { const real = Date.now.bind(Date); window.shift = 0; Date.now = () => real() + window.shift; })();"
)
"""Date.now as a computer whose clock is set back (an NTP step): ``window.shift`` ms added to it."""


@pytest.mark.parametrize(("lang", "when"), [("en", "during a stage"), ("fa", "between hands")])
def test_a_drill_timed_across_a_clock_moved_back_keeps_a_true_time_and_the_progress(
    browser: Any, base_url: str, lang: str, when: str
) -> None:
    tab = new_tab(browser, json.dumps(record("stages")), SHIFTED_CLOCK)
    tab.goto(url(base_url, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-level='stages']")
    tab.locator(".allin-drill-start").click()
    for hand in range(5):
        if hand:
            if hand == 2 and when == "between hands":
                tab.evaluate("window.shift = -3600000")
            next_question(tab)
        question, at = current(tab), 0
        asked = parts(question)
        for k, stage in enumerate(question["stages"]):
            form = tab.locator(".allin-question .allin-stage form").nth(k)
            form.wait_for()
            for j in range(stage["parts"]):
                fill(form, j, asked[at + j]["answer"], lang, asked[at + j]["ask"])
            at += stage["parts"]
            if hand == 1 and k == 0 and when == "during a stage":
                tab.evaluate("window.shift = -3600000")
            form.locator("button[type=submit]").click()
    result = tab.locator(".allin-drill-result h3")
    result.wait_for()
    drill = stored(tab)["drills"]["stages"]
    assert 0 < drill["best"] < 10 * 60 * 1000, drill  # the few seconds the test took, not an hour less
    assert all(0 <= t <= drill["best"] for t in drill["stages"].values()), drill
    seconds = format_chips(round(drill["best"] / 1000), lang)
    done = text("practice.drill_done", lang, time=text("practice.time", lang, seconds=seconds))
    assert result.text_content() == done + " " + text("practice.drill_new_best", lang)
    tab.reload()
    tab.wait_for_selector(".allin-question[data-question]")
    assert notice(tab) is None
    assert stats_text(tab, "two-allins") == level_stats(lang, 10, 12, 8)
    close(tab)


def test_a_stored_drill_time_no_clock_gives_is_left_out_alone(browser: Any, base_url: str) -> None:
    """The record the old page stored after the clock moved back: its drill goes, the 12 answers stay."""
    spoilt = record("stages")
    spoilt["drills"] = {"stages": {"best": -3584108, "runs": 1, "stages": {"pots": -3596800}}}
    tab = new_tab(browser, json.dumps(spoilt))
    tab.goto(url(base_url, "ru", "practice"))
    tab.wait_for_selector(".allin-question[data-level='stages']")
    assert notice(tab) == text("practice.storage_partly", "ru")
    assert stats_text(tab, "two-allins") == level_stats("ru", 10, 12, 8)
    answer(tab, "ru", right_answers(current(tab)))
    kept = stored(tab)
    assert kept["levels"]["two-allins"] == spoilt["levels"]["two-allins"] and kept["drills"] == {}
    assert kept["levels"]["stages"]["answered"] == 11
    assert stored_text(tab, KEPT) == json.dumps(spoilt)
    close(tab)


# ---- H2: storage full ----

FILL = """() => {
  let n = 0;
  for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1 << 4, 1]) {
    const chunk = "x".repeat(size);
    for (;;) { try { localStorage.setItem("fill" + n++, chunk); } catch (e) { break; } }
  }
  for (let k = 0; ; k++) { try { localStorage.setItem("z", "x".repeat(k)); } catch (e) { break; } }
}"""
"""Fill this origin's storage to the last byte, as another site of the same owner can."""
FREE = (
    "() => Object.keys(localStorage).filter((k) => k !== 'allin-practice').forEach((k) => localStorage.removeItem(k))"
)


@pytest.mark.parametrize("lang", LANGS)
def test_with_storage_full_answers_count_and_the_page_says_they_are_not_saved(
    browser: Any, base_url: str, lang: str
) -> None:
    before = json.dumps(record("folds"), separators=(",", ":"))  # as the page writes it: an answer makes it longer
    tab = new_tab(browser, before)
    tab.goto(url(base_url, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-level='folds']")
    assert notice(tab) is None
    tab.evaluate(FILL)
    for n in range(1, 4):
        if n > 1:
            next_question(tab)
        answer(tab, lang, right_answers(current(tab)))
        assert stats_text(tab, "folds") == level_stats(lang, 2 + n, 3 + n, 1 + n)
        assert notice(tab) == text("practice.storage_unsaved", lang)
        assert stored_text(tab) == before
    tab.evaluate(FREE)  # room again: the next answer stores all four
    next_question(tab)
    answer(tab, lang, right_answers(current(tab)))
    assert stored(tab)["levels"]["folds"] == stats(7, 6, 5, [1, 0, 1, 1, 1, 1, 1])
    assert notice(tab) is None
    close(tab)


# ---- H3: a record this page cannot read is never written over ----


def test_a_newer_releases_record_is_never_written_over(browser: Any, base_url: str) -> None:
    newer = json.dumps({**record("folds"), "version": 3, "settings": {"sound": False}})
    tab = new_tab(browser, newer)
    tab.goto(url(base_url, "en", "practice"))
    tab.wait_for_selector(".allin-question[data-question]")
    assert notice(tab) == text("practice.storage_newer", "en")
    choose_level(tab, "antes")
    answer(tab, "en", right_answers(current(tab)))
    assert stats_text(tab, "antes") == level_stats("en", 1, 1, 1)  # counted on the page
    assert stored_text(tab) == newer and stored_text(tab, KEPT) is None
    close(tab)


def spoil(name: str, found: dict[str, Any]) -> None:
    """One value out of range in an otherwise good record (the review's list)."""
    if name == "recent of 11":
        found["levels"]["antes"] = stats(11, 11, 11, [1] * 11)
    elif name == "41 asked ids":
        found["mistakes"]["pooled_odd_chips"] = {
            **found["mistakes"]["one_pot"],
            "asked": [f"folds-{k:03}" for k in range(41)],
        }
    elif name == "a 65-letter level id":
        found["levels"]["a" * 65] = stats(1, 1, 1, [1])
    elif name == "a due of null":
        found["mistakes"]["pooled_odd_chips"] = {**found["mistakes"]["one_pot"], "due": None}
    elif name == "a drill time of 36000.5":
        found["drills"]["stages"] = {"best": 36000.5, "runs": 1, "stages": {}}


@pytest.mark.parametrize(
    ("lang", "name"),
    [
        ("ru", "recent of 11"),
        ("fa", "41 asked ids"),
        ("en", "a 65-letter level id"),
        ("ru", "a due of null"),
        ("fa", "a drill time of 36000.5"),
    ],
)
def test_one_bad_entry_is_left_out_and_the_rest_kept(browser: Any, base_url: str, lang: str, name: str) -> None:
    spoilt = record()
    spoil(name, spoilt)
    tab = new_tab(browser, json.dumps(spoilt))
    tab.goto(url(base_url, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-level='two-allins']")
    assert notice(tab) == text("practice.storage_partly", lang)
    answer(tab, lang, right_answers(current(tab)))
    kept = stored(tab)
    assert kept["levels"]["two-allins"] == stats(13, 11, 9, [1] * 9)
    assert kept["levels"]["folds"] == record()["levels"]["folds"]
    assert kept["mistakes"]["one_pot"]["made"] == 1 and kept["mistakes"]["one_pot"]["due"] == ONE_POT["due"]
    assert stored_text(tab, KEPT) == json.dumps(spoilt)  # all of it, aside
    tab.reload()
    tab.wait_for_selector(".allin-question[data-question]")
    assert notice(tab) is None
    close(tab)


def test_counts_at_the_largest_whole_number_stay_readable(browser: Any, base_url: str) -> None:
    full = record()
    full["levels"]["two-allins"] = stats(TOP, TOP, TOP, [1] * 10)
    tab = new_tab(browser, json.dumps(full))
    tab.goto(url(base_url, "en", "practice"))
    tab.wait_for_selector(".allin-question[data-level='two-allins']")
    answer(tab, "en", right_answers(current(tab)))
    assert stored(tab)["levels"]["two-allins"]["answered"] == TOP
    tab.reload()
    tab.wait_for_selector(".allin-question[data-question]")
    assert notice(tab) is None and stored(tab)["levels"]["folds"] == full["levels"]["folds"]
    close(tab)


# ---- M1: ids the page does not know ----


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_levels_and_mistakes_are_ignored_and_reset(browser: Any, base_url: str, lang: str) -> None:
    odd = record("constructor")
    odd["levels"]["constructor"] = stats(2, 1, 0, [1, 0])
    due = {"made": 2, "step": 0, "due": 0, "recent": [0, 0], "asked": [], "level": "constructor"}
    odd["mistakes"].update({"zz_unknown": due, "constructor": due})
    tab = new_tab(browser, json.dumps(odd))
    tab.goto(url(base_url, lang, "practice"))
    first = bank()["levels"][0]["id"]
    tab.wait_for_selector(f".allin-question[data-level='{first}']")
    assert notice(tab) is None
    listed = tab.locator(".allin-due li, .allin-profile tr[data-mistake]")
    assert listed.evaluate_all("nodes => nodes.map(n => n.dataset.mistake)") == ["one_pot", "one_pot"]  # due, made
    answer(tab, lang, right_answers(current(tab)))
    assert stored(tab)["mistakes"]["zz_unknown"] == due  # ignored, not dropped: a later release may know it
    tab.locator(".allin-reset").click()
    tab.locator(".allin-confirm-yes").click()
    assert stored(tab) == {"version": 2, "level": first, "levels": {}, "mistakes": {}, "drills": {}}
    tab.reload()
    tab.wait_for_selector(f".allin-question[data-level='{first}']")
    close(tab)


# ---- M2: site data blocked ----

BLOCKED = (
    "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});"
)


@pytest.mark.parametrize("lang", LANGS)
def test_with_site_data_blocked_the_page_asks_and_counts(browser: Any, base_url: str, lang: str) -> None:
    tab = new_tab(browser, script=BLOCKED)
    tab.goto(url(base_url, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-question]")
    assert notice(tab) == text("practice.storage_unsaved", lang)
    level = current(tab)["id"].rsplit("-", 1)[0]
    answer(tab, lang, right_answers(current(tab)))
    assert stats_text(tab, level) == level_stats(lang, 1, 1, 1)
    next_question(tab)
    tab.context.close()  # the site's other scripts may complain of the blocked storage: not practice's


# ---- M3: bank files of another shape ----

SHAPES = {
    "null": "null",
    "an empty object": "{}",
    "no levels": '{"levels": []}',
    "a level with no questions": '{"levels": [{"id": "two-allins", "questions": []}]}',
    "questions without ids": '{"levels": [{"id": "two-allins", "questions": [{}]}]}',
}


@pytest.mark.parametrize("shape", SHAPES)
def test_bank_files_of_another_shape_are_a_message_never_a_blank_page(browser: Any, base_url: str, shape: str) -> None:
    body = SHAPES[shape]
    for lang in LANGS:
        tab = new_tab(browser)
        tab.context.route(
            "**/assets/practice/**", lambda route: route.fulfill(body=body, content_type="application/json")
        )
        tab.goto(url(base_url, lang, "practice"))
        status = tab.locator(".allin-practice > .allin-status")
        status.filter(has_text=text("practice.load_failed", lang)).wait_for()
        assert tab.locator(".allin-practice > :not(.allin-status)").count() == 0  # nothing half-drawn
        close(tab)


def test_a_level_file_of_another_shape_falls_back_to_the_whole_bank(browser: Any, base_url: str) -> None:
    tab = new_tab(browser)
    tab.context.route(
        "**/assets/practice/levels/*.json", lambda route: route.fulfill(body=SHAPES["a level with no questions"])
    )
    open_practice(tab, base_url, "fa")
    answer(tab, "fa", right_answers(current(tab)))
    close(tab)


# ---- L1: another level chosen during a drill ----


@pytest.mark.parametrize("lang", LANGS)
def test_choosing_another_level_ends_the_drill(browser: Any, base_url: str, lang: str) -> None:
    tab = new_tab(browser, json.dumps(record("stages")))
    tab.goto(url(base_url, lang, "practice"))
    tab.wait_for_selector(".allin-question[data-level='stages']")
    tab.locator(".allin-drill-start").click()
    answer(tab, lang, right_answers(current(tab)))
    next_question(tab)
    assert tab.locator(".allin-drill-hand").text_content() == text(
        "practice.drill_hand", lang, n=format_chips(2, lang), count=format_chips(5, lang)
    )
    choose_level(tab, "folds")
    assert tab.locator(".allin-drill-hand").count() == 0
    assert tab.locator(".allin-timer").text_content() == ""
    assert tab.locator(".allin-drill-start").is_visible()  # it can be started again
    assert next_question(tab)["id"].startswith("folds-")
    tab.wait_for_timeout(1100)  # the drill's clock ticks each second: it no longer does
    assert tab.locator(".allin-timer").text_content() == ""
    assert stored(tab)["drills"] == {}
    close(tab)


# ---- the mutation review's D6: spot the dealer's error ----


def test_the_right_rule_on_the_wrong_pot_is_wrong(page: Any, base_url: str) -> None:
    open_practice(page, base_url, "en", "dealer-errors")
    question = current(page)
    error = question["error"]
    wrong_pot = next(k for k in range(len(question["shown"]["pots"])) if k != error["pot"])
    area = page.locator(".allin-question")
    area.locator(".allin-spot-pot input[type=radio]").nth(wrong_pot).check()
    area.locator(f".allin-spot-rule input[value='{error['mistake']}']").check()
    area.locator("form button[type=submit]").click()
    assert "is-wrong" in (area.locator("form .allin-feedback").get_attribute("class") or "")
