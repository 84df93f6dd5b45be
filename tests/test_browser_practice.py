"""The practice page and the lessons' Check forms, end to end in headless Chromium, in all three languages (the
fixtures and conventions of tests/test_browser.py).

Every question is answered from the bank the build published (its answers and misconceptions come from the engine),
typed as a learner would: numbers in the page's digits (Persian digits on Persian pages, and in any language),
players ticked in the chooser, yes or no. Screenshots of a diagnosed wrong answer in each language, on a desktop and
a 360-pixel phone, go to ``ALLIN_SCREENSHOTS``.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.request import urlopen

import pytest
from helpers.browser import (
    AXE,
    SCREENSHOTS,
    after_two_frames,
    axe_violations,
    plain,
    quiz_forms,
    remainder_rules,
    url,
)
from helpers.diagrams import READ_TREE, build_picture
from helpers.jsrun import missing
from helpers.practice_page import (
    FIELDS,
    answer,
    bank,
    choose_level,
    current,
    fill,
    form_of,
    next_question,
    open_practice,
    other,
    parts,
    players,
    same,
)
from helpers.sitebuild import LANG_PREFIX, LANGS, build_rules, built_site, chips, page_names, page_path

from calculator import RuleSet, rules_from_json, settle_json
from calculator.cards import parse_card
from macros.render.cards import card_html
from macros.render.quiz import lesson_links
from macros.render.widget_text import texts_under
from macros.text.catalogue import text, widget_texts
from macros.text.names import player_gender, player_name
from macros.text.numbers import format_chips

PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
ARABIC_INDIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def bank_rules() -> RuleSet:
    """The rules the bank was computed with."""
    return rules_from_json(bank()["rules"])


# ---- answering ----


def until(tab: Any, wanted: Any, tries: int = 60) -> dict[str, Any]:
    """Deal questions of the chosen level until one is ``wanted`` (a test of the question)."""
    question = current(tab)
    for _ in range(tries):
        if wanted(question):
            return question
        question = next_question(tab)
    raise AssertionError("no such question in the level")


def check_diagnosis(feedback: Any, lang: str, part: dict[str, Any], value: Any) -> str | None:
    """The feedback names the mistake ``value`` is the answer of (with its lesson link), else gives no diagnosis."""
    matched = [m["id"] for m in part["misconceptions"] if same(m["answer"], value)]
    shown = form_of(feedback).locator(".allin-diagnosis")
    if not matched:
        return None
    mistake = shown.first.get_attribute("data-mistake")
    assert mistake in matched
    link = shown.first.locator("a")
    page_text = texts_under(widget_texts(lang), build_rules())  # a rule-dependent text as the page gets it
    assert plain(shown.first.text_content()).startswith(page_text[f"mistake.{mistake}"])
    assert link.text_content() == text(f"mistake.{mistake}.lesson", lang)
    assert link.get_attribute("href") == lesson_links("practice")[mistake]
    return mistake


# ---- the practice page ----


@pytest.mark.parametrize("lang", LANGS)
def test_every_level_answered_right_and_wrong(page: Any, base_url: str, lang: str) -> None:
    open_practice(page, base_url, lang)
    for level in bank()["levels"]:
        if level["id"] == "dealer-errors":  # no typed answer: tests/test_browser_practice_adaptive.py
            continue
        choose_level(page, level["id"])
        question = current(page)
        assert question["id"].startswith(level["id"])
        feedback = answer(page, lang, [part["answer"] for part in parts(question)])
        assert "is-right" in feedback.get_attribute("class"), question["id"]
        assert feedback.locator("p").first.text_content() == text("practice.right", lang)
        assert page.locator(".allin-working").is_visible() and not page.locator(".allin-working[open]").count()
        question = next_question(page)
        assert not page.locator(".allin-working").is_visible()
        everyone = players(question)
        wrong = [other(parts(question)[0]["answer"], everyone)] + [p["answer"] for p in parts(question)[1:]]
        feedback = answer(page, lang, wrong)
        assert "is-wrong" in feedback.get_attribute("class"), question["id"]
        said = plain(feedback.locator("p").first.text_content())
        checked = question["stages"][0]["parts"] if "stages" in question else len(parts(question))  # the first form
        verdict = "practice.mark_wrong" if checked == 1 else "practice.wrong_parts"  # several parts: each named
        assert said.startswith(plain(text(verdict, lang).split("{")[0])), said
        if checked == 1:  # said once: above, with the learner's answer; beside the field only the diagnosis
            assert said.count(plain(text(verdict, lang).split("{")[0]).strip()) == 1, said
            verdict_beside = ".allin-question .allin-mark.is-wrong > p:not(.allin-diagnosis, .allin-hint, .allin-why)"
            assert page.locator(verdict_beside).count() == 0  # (and the reason beside "may he raise?")
        check_diagnosis(feedback, lang, parts(question)[0], wrong[0])
        assert page.locator(".allin-working[open]").is_visible()
        stats = page.locator(f"#allin-level-{level['id']} ~ label .allin-level-stats").text_content()
        assert stats == text("practice.level_stats", lang, right=format_chips(1, lang), answered=format_chips(2, lang),
                             streak=format_chips(0, lang))  # fmt: skip


def test_typed_persian_and_arabic_indic_digits_are_read(page: Any, base_url: str) -> None:
    open_practice(page, base_url, "fa", "two-allins")
    question = until(page, lambda q: isinstance(q["answer"], int) and q["answer"] >= 1000 and "also" not in q)
    page.locator(".allin-question form input[type=text]").fill(format_chips(question["answer"], "fa"))
    assert "۬" in format_chips(question["answer"], "fa") or "٬" in format_chips(question["answer"], "fa")
    page.locator(".allin-question form button[type=submit]").click()
    assert "is-right" in page.locator(".allin-question .allin-feedback").get_attribute("class")
    # Persian digits on the English page, Arabic-Indic digits on the Russian page
    for lang, digits in (("en", PERSIAN_DIGITS), ("ru", ARABIC_INDIC_DIGITS)):
        open_practice(page, base_url, lang, "two-allins")
        question = until(page, lambda q: isinstance(q["answer"], int) and "also" not in q)
        page.locator(".allin-question form input[type=text]").fill(str(question["answer"]).translate(digits))
        page.locator(".allin-question form button[type=submit]").click()
        assert "is-right" in page.locator(".allin-question .allin-feedback").get_attribute("class"), lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_player_chooser(page: Any, base_url: str, lang: str) -> None:
    open_practice(page, base_url, lang, "folds")
    question = until(page, lambda q: isinstance(q["answer"], list) and "also" not in q)
    chooser = page.locator(".allin-question fieldset.allin-players-choice")
    boxes = chooser.locator("input[type=checkbox]")
    everyone = players(question)
    assert [box.get_attribute("data-player") for box in boxes.all()] == everyone  # seat order
    assert [plain(label.text_content()).strip() for label in chooser.locator("label").all()] == [
        player_name(pid, lang) for pid in everyone
    ]
    page.locator(".allin-question form button[type=submit]").click()  # nothing ticked yet
    assert page.locator(".allin-question .allin-feedback").text_content() == text("quiz.choose", lang)
    feedback = answer(page, lang, [question["answer"]])
    assert "is-right" in feedback.get_attribute("class")


@pytest.mark.parametrize("lang", LANGS)
def test_yes_or_no_and_two_part_questions(page: Any, base_url: str, lang: str) -> None:
    open_practice(page, base_url, lang, "short-allins")
    question = until(page, lambda q: len(parts(q)) == 2 and isinstance(parts(q)[1]["answer"], bool))
    form = page.locator(".allin-question form")
    assert form.locator(FIELDS).count() == 2
    radios = form.locator("fieldset.allin-yes-no input[type=radio]")
    assert [r.get_attribute("value") for r in radios.all()] == ["true", "false"]
    assert [plain(label.text_content()).strip() for label in form.locator("fieldset.allin-yes-no label").all()] == [
        text("practice.yes", lang),
        text("practice.no", lang),
    ]
    first, second = parts(question)
    feedback = answer(page, lang, [first["answer"], not second["answer"]])
    assert "is-wrong" in feedback.get_attribute("class")
    check_diagnosis(feedback, lang, second, not second["answer"])
    question = next_question(page)
    question = until(page, lambda q: len(parts(q)) == 2 and isinstance(parts(q)[1]["answer"], bool))
    feedback = answer(page, lang, [part["answer"] for part in parts(question)])
    assert "is-right" in feedback.get_attribute("class")


def only_answer_of(question: dict[str, Any], mistake: str) -> bool:
    """Whether ``mistake`` is listed for the question's first part with an answer no other mistake gives."""
    given = [m["answer"] for m in question["misconceptions"] if m["id"] == mistake]
    others = [m["answer"] for m in question["misconceptions"] if m["id"] != mistake]
    return bool(given) and not any(same(given[0], answer) for answer in others)


DIAGNOSED = {
    "two-allins": "uncalled_left_in_pot",
    "folds": "folded_chips_left_out",
    "antes": "ante_as_live_bet",
    "short-allins": "short_allin_full_raise",
}
"""A typical mistake that each of these levels' questions often give an answer for."""


@pytest.mark.parametrize("lang", LANGS)
def test_mistakes_are_named_with_their_lesson(browser: Any, base_url: str, lang: str) -> None:
    """Four mistakes per language: the answer a mistake gives is named in the page's language and linked to the
    lesson section teaching it; the link leads to a heading of that id. Screenshots of the first, desktop and phone."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width in (1280, 360):
        context = browser.new_context(viewport={"width": width, "height": 900})
        tab = context.new_page()
        named = []
        for level, mistake in DIAGNOSED.items():
            open_practice(tab, base_url, lang, level)
            question = until(tab, lambda q, m=mistake: only_answer_of(q, m))
            given = next(x["answer"] for x in question["misconceptions"] if x["id"] == mistake)
            feedback = answer(tab, lang, [given] + [p["answer"] for p in parts(question)[1:]])
            assert "is-wrong" in feedback.get_attribute("class")
            named.append(check_diagnosis(feedback, lang, question, given))
            if level == "folds":
                fits = tab.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
                assert fits, f"{lang}: the practice page scrolls sideways at {width} px"
                hand = tab.locator(".allin-question .allin-scroll").first
                assert hand.evaluate("(n) => n.scrollWidth <= n.clientWidth + 1"), f"{lang}: the hand's table is cut"
                shot = str(SCREENSHOTS / f"practice-diagnosis-{lang}-{width}.png")
                if width > 400:  # the whole page, from its top (the sticky header stays there)
                    tab.evaluate("window.scrollTo(0, 0)")
                    tab.screenshot(path=shot, full_page=True)
                else:  # the phone's screen with the diagnosis in view
                    tab.locator(".allin-diagnosis").scroll_into_view_if_needed()
                    tab.screenshot(path=shot)
        assert named == list(DIAGNOSED.values())
        href = tab.locator(".allin-diagnosis a").get_attribute("href")
        tab.locator(".allin-diagnosis a").click()
        tab.wait_for_load_state()
        anchor = href.split("#")[1]
        assert tab.locator(f"h2#{anchor}").count() == 1
        context.close()


def fixed_limit(question: dict[str, Any]) -> bool:
    return question["kind"] == "options" and 'variant = "FT"' in question["input"]


def hinted(part: dict[str, Any]) -> bool:
    """A limit part whose wrong answer of the same kind no mistake gives (the page then hints)."""
    wrong = other(part["answer"], [])
    return part["ask"] in ("can_raise", "min_raise_to") and not any(same(m["answer"], wrong) for m in part["mistakes"])


def page_text(lang: str) -> dict[str, str]:
    """The widget texts as the page gets them (a rule-dependent text under its key, as the build chose it)."""
    found: dict[str, str] = texts_under(widget_texts(lang), build_rules())
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_a_fixed_limit_question_answered_wrong_is_told_the_limit_rule(page: Any, base_url: str, lang: str) -> None:
    """M-01: a fixed-limit decision answered with the no-limit reading is named as the full-raise rule applied to a
    limit all-in, linked to the fixed-limit section; any other wrong answer gets the fixed-limit hint, and the
    working states the limit rule. No fixed-limit question says the no-limit rule."""
    said = page_text(lang)
    open_practice(page, base_url, lang, "short-allins")
    question = until(page, lambda q: fixed_limit(q) and any(
        m["id"] == "full_raise_rule_in_limit" for p in parts(q) for m in p["mistakes"]), tries=200)  # fmt: skip
    values = [
        next((m["answer"] for m in p["mistakes"] if m["id"] == "full_raise_rule_in_limit"), p["answer"])
        for p in parts(question)
    ]
    feedback = answer(page, lang, values)
    diagnosis = form_of(feedback).locator(".allin-diagnosis[data-mistake='full_raise_rule_in_limit']")
    assert plain(diagnosis.text_content()).startswith(plain(said["mistake.full_raise_rule_in_limit"]))
    assert diagnosis.locator("a").get_attribute("href") == "../short-all-ins/#fixed-limit"
    assert page.locator(".allin-working .allin-limit-rule").text_content() == said["practice.limit_rule"]
    for no_limit in ("mistake.short_allin_full_raise", "hint.can_raise", "hint.min_raise_to"):
        assert plain(said[no_limit]) not in plain(feedback.text_content())
    # a wrong answer no mistake gives: the limit hint, for the part the learner got wrong
    question = next_question(page)
    question = until(page, lambda q: fixed_limit(q) and any(hinted(p) for p in parts(q)), tries=200)
    asked = parts(question)
    wrong = next(k for k, p in enumerate(asked) if hinted(p))
    values = [other(p["answer"], []) if k == wrong else p["answer"] for k, p in enumerate(asked)]
    feedback = answer(page, lang, values)
    if asked[wrong]["ask"] == "can_raise":  # "may he raise?" is answered with its reason, not the general hint
        assert plain(form_of(feedback).locator(".allin-why").text_content()) == why_said(question, lang)
    else:
        assert form_of(feedback).locator(".allin-hint").text_content() == said[f"hint.{asked[wrong]['ask']}.limit"]


def why_said(question: dict[str, Any], lang: str) -> str:
    """The reason the page should give for "may he raise?": the bank's ``why`` in the catalogue's words."""
    why, texts, who = question["why"], page_text(lang), question["result"]["to_act"]
    needed = texts["practice.why.limit_threshold" if fixed_limit(question) else "practice.why.full_raise"]
    key = f"practice.why.{why['reason']}"
    said = texts.get(key) or texts[f"{key}@gender={player_gender(who)}"]  # written once per gender, or once
    return said.format(name=player_name(who, lang), since=format_chips(why["since"], lang),
                       threshold=needed.format(needed=format_chips(why["needed"], lang)))  # fmt: skip


def asks_may_he_raise(question: dict[str, Any]) -> bool:
    return any(p["ask"] == "can_raise" for p in parts(question))


@pytest.mark.parametrize("lang", LANGS)
def test_may_he_raise_is_answered_with_its_reason(page: Any, base_url: str, lang: str) -> None:
    """D17-05: beside the answer to "may he raise?", right or wrong, the page says why, with the figures the rule
    compared: every opponent all-in after a full raise, increases short of a full raise, not acted yet..."""
    open_practice(page, base_url, lang, "short-allins")
    seen = set()
    for attempt in range(8):
        # the rarest reason (no_opponent) is 2 of the level's 110 questions: 600 random deals miss it with odds under
        # one in 100,000 (200 missed it once in about 50: CI run 34)
        question = until(page, lambda q: asks_may_he_raise(q) and q["why"]["reason"] not in seen, tries=600)
        seen.add(question["why"]["reason"])
        asked = parts(question)
        wrong = attempt % 2 == 0
        feedback = answer(
            page, lang, [not p["answer"] if wrong and p["ask"] == "can_raise" else p["answer"] for p in asked]
        )
        k = next(k for k, p in enumerate(asked) if p["ask"] == "can_raise")
        mark = form_of(feedback).locator(".allin-mark").nth(k)
        assert ("is-wrong" if wrong else "is-right") in mark.get_attribute("class")
        assert plain(mark.locator(".allin-why").text_content()) == why_said(question, lang)
        assert mark.locator(".allin-hint").count() == 0  # the reason stands in for the general hint
        if len(seen) == 3:
            break
        next_question(page)
    assert len(seen) == 3


def gapped(question: dict[str, Any]) -> bool:
    """Whether the ranks of the hands still in leave a gap (a folded hand held a rank between them)."""
    held = sorted({p["rank"] for p in question["input"]["players"] if not p.get("folded") and "rank" in p})
    return held != list(range(1, len(held) + 1))


def test_a_folded_players_rank_is_not_shown_and_ranks_say_one_is_best(page: Any, base_url: str) -> None:
    """S2 (ru): a folded hand is dead, so its rank is "—"; newcomer 8: the column says 1 is the best; dealer review
    DLR-3: the ranks of the hands still in are closed up (1, 1, 2, ...), no gap where a folded hand's rank was."""
    open_practice(page, base_url, "ru", "folds")
    question = until(page, lambda q: any(p.get("folded") and "rank" in p for p in q["input"]["players"]) and gapped(q))
    table = page.locator(".allin-question table.allin-seats")
    headers = [plain(h.text_content()) for h in table.locator("thead th").all()]
    assert headers[-1] == plain(text("practice.rank", "ru")) and "1" in headers[-1]
    assert headers[-2] == plain(text("practice.folded", "ru"))
    held = sorted({p["rank"] for p in question["input"]["players"] if not p.get("folded")})
    for k, player in enumerate(question["input"]["players"]):
        cell = plain(table.locator("tbody tr").nth(k).locator("td").last.text_content())
        shown = text("none", "ru") if player.get("folded") else format_chips(held.index(player["rank"]) + 1, "ru")
        assert cell == shown


def test_a_folded_players_cards_are_not_shown(page: Any, base_url: str) -> None:
    """Review D2-08 (en): a folded hand is dead; where the level deals cards to some who folded, the cards column
    still says "—" for every folded player, as it does for a folded player dealt none."""
    open_practice(page, base_url, "en", "showdown")
    question = until(page, lambda q: any(p.get("folded") and p.get("cards") for p in q["input"]["players"]), tries=200)
    table = page.locator(".allin-question table.allin-seats")
    for k, player in enumerate(question["input"]["players"]):
        cell = plain(table.locator("tbody tr").nth(k).locator("td").last.text_content())
        if player.get("folded"):
            assert cell == text("none", "en"), (k, player, cell)
        else:
            assert cell != text("none", "en"), (k, player, cell)


@pytest.mark.parametrize("lang", LANGS)
def test_each_players_own_ante_is_shown(page: Any, base_url: str, lang: str) -> None:
    """Dealer review D6-01 (major): a hand with classic antes showed no ante at all, although a player all-in for
    part of his ante wins only that much from each opponent's ante. The ante column gives every player's own ante
    (or the table's dead money), as the bank holds it."""
    open_practice(page, base_url, lang, "antes")
    question = until(page, lambda q: any(p.get("ante") for p in q["input"]["players"]), tries=200)
    table = page.locator(".allin-question table.allin-seats")
    headers = [plain(h.text_content()) for h in table.locator("thead th").all()]
    column = headers.index(plain(text("calc.ante", lang)))
    for k, player in enumerate(question["input"]["players"]):
        ante = player.get("ante", 0) + player.get("dead", 0)
        cell = plain(table.locator("tbody tr").nth(k).locator("th, td").nth(column).text_content())
        assert cell == (format_chips(ante, lang) if ante else text("none", lang)), (k, player, cell)


def test_a_hand_won_without_a_showdown_shows_no_empty_hands_heading(page: Any, base_url: str) -> None:
    """R5 (ru): the working's "Руки" heading only where hands were shown."""
    open_practice(page, base_url, "ru", "whole-hands")
    question = until(page, lambda q: not q["result"].get("hands"))
    answer(page, "ru", [p["answer"] for p in parts(question)])
    working = page.locator(".allin-working")
    assert working.locator(".pot-diagram").count() >= 1  # the working is drawn
    assert text("practice.hands", "ru") not in [plain(h.text_content()) for h in working.locator("h3").all()]


def test_progress_survives_a_reload_and_the_reset(page: Any, base_url: str) -> None:
    open_practice(page, base_url, "fa", "showdown")
    for _ in range(2):
        question = current(page)
        answer(page, "fa", [part["answer"] for part in parts(question)])
        next_question(page)
    stats = text("practice.level_stats", "fa", right="۲", answered="۲", streak="۲")
    shown = "#allin-level-showdown ~ label .allin-level-stats"
    assert page.locator(shown).text_content() == stats
    stored = json.loads(page.evaluate("localStorage.getItem('allin-practice')"))
    assert stored == {
        "version": 2,
        "level": "showdown",
        "levels": {"showdown": {"answered": 2, "right": 2, "streak": 2, "recent": [1, 1]}},
        "mistakes": {},
        "drills": {},
    }
    page.reload()
    page.wait_for_selector(".allin-question[data-question]")
    assert page.locator("#allin-level-showdown").is_checked()
    assert page.locator(".allin-question").get_attribute("data-level") == "showdown"
    assert page.locator(shown).text_content() == stats
    page.locator(".allin-reset").click()  # asks first
    assert page.locator(".allin-confirm").text_content().startswith(text("practice.confirm_all", "fa"))
    page.locator(".allin-confirm-no").click()
    assert page.locator(shown).text_content() == stats and not page.locator(".allin-confirm button").count()
    page.locator(".allin-reset").click()
    page.locator(".allin-confirm-yes").click()
    assert page.locator(".allin-reset-status").text_content() == text("practice.reset_done", "fa")
    assert page.locator(shown).text_content() == ""
    page.reload()
    page.wait_for_selector(".allin-question[data-question]")
    assert page.locator(shown).text_content() == ""
    assert page.locator("#allin-level-showdown").is_checked()


def test_next_level_suggested_after_eight_in_a_row(page: Any, base_url: str) -> None:
    open_practice(page, base_url, "en", "antes")
    for n in range(1, 9):
        assert page.locator(".allin-go").count() == 0
        answer(page, "en", [part["answer"] for part in parts(current(page))])
        if n < 8:
            next_question(page)
    suggestion = page.locator(".allin-suggest")
    assert plain(suggestion.text_content()).startswith(text("practice.suggest", "en", count="8"))
    go = suggestion.locator(".allin-go")
    assert go.text_content() == text("practice.go", "en", level=text("level.short-allins.title", "en"))
    # offered beside Next as well, where the learner reads the feedback (newcomer W-RU-1: only at the top of the page)
    beside = page.locator(".allin-next-line .allin-go")
    assert beside.text_content() == go.text_content() and beside.is_visible()
    beside.click()
    page.wait_for_selector(".allin-question[data-level='short-allins']")
    assert page.locator("#allin-level-short-allins").is_checked()
    assert page.locator(".allin-go").count() == 0
    # the new level's question in view, the keyboard in its first field (W-RU-2: it went to the list of levels)
    assert page.evaluate("() => !!document.activeElement.closest('.allin-question')")
    top = page.locator(".allin-question").evaluate("(n) => n.getBoundingClientRect().top")
    field = page.evaluate(
        "() => { const r = document.activeElement.getBoundingClientRect(); return [r.top, r.bottom]; }"
    )
    height = page.viewport_size["height"]
    assert field[0] >= 0 and field[1] <= height, field  # the field the keyboard is in, in view
    # the question from its top, unless it is too tall to show its top and that field together under the header
    # (the level's questions are dealt at random: a long played hand is taller than the window)
    assert 0 <= top < height or field[1] - top > height - 48, (top, field)


PRACTICE_FILES = ("assets/practice/bank.json", "assets/practice/levels/two-allins.json", "assets/js/practice.js")
"""What the practice page loads (with no progress stored: the first level's file, then the whole bank)."""


def test_the_bank_and_its_script_load_on_the_practice_page_only(browser: Any, base_url: str) -> None:
    context = browser.new_context()
    tab = context.new_page()
    asked: list[str] = []
    tab.on("request", lambda request: asked.append(request.url))
    for lang in LANGS:
        for name in page_names():
            asked.clear()
            tab.goto(url(base_url, lang, name), wait_until="networkidle")
            loaded = {part for part in PRACTICE_FILES if any(part in a for a in asked)}
            assert loaded == (set() if name != "practice" else set(PRACTICE_FILES)), (
                lang,
                name,
                loaded,
            )
    context.close()


def test_offline_after_the_first_load(browser: Any, base_url: str) -> None:
    context = browser.new_context()
    tab = context.new_page()
    open_practice(tab, base_url, "ru")
    tab.wait_for_load_state("networkidle")  # the theme's search loads its parts once the page has loaded
    asked: list[str] = []
    tab.on("request", lambda request: asked.append(request.url))
    context.route("**/*", lambda route: route.abort())
    context.set_offline(True)
    for level in ("folds", "whole-hands", "short-allins"):
        choose_level(tab, level)
        for _ in range(2):
            question = current(tab)
            feedback = answer(tab, "ru", [part["answer"] for part in parts(question)])
            assert "is-right" in feedback.get_attribute("class")
            next_question(tab)
    assert [a for a in asked if not a.startswith("data:")] == []
    context.close()


def test_cards_are_drawn_as_the_lessons_draw_them(page: Any, base_url: str) -> None:
    for lang in LANGS:
        open_practice(page, base_url, lang, "showdown")
        question = current(page)
        # a folded hand is dead: its cards are not shown (review D2-08)
        seated = enumerate(question["input"]["players"])
        seat, cards = next((k, p["cards"]) for k, p in seated if "cards" in p and not p.get("folded"))
        drawn = page.locator(".allin-seats tbody tr").nth(seat).locator(".card").first
        assert drawn.evaluate("node => node.outerHTML") == card_html(parse_card(cards[:2]), lang)
        board = page.locator(".allin-board .card").first
        assert board.evaluate("node => node.outerHTML") == card_html(parse_card(question["input"]["board"][:2]), lang)


def test_played_hands_join_their_blinds_as_each_language_writes_them(page: Any, base_url: str) -> None:
    """«۲/۵» reads as 2.5 in Persian (the slash is the decimal mark there): the blinds are joined by the catalogue's
    practice.blinds_joiner, «۲۵ و ۵۰» in Persian, "25/50" in English."""
    for lang in ("fa", "en"):
        open_practice(page, base_url, lang, "whole-hands")
        question = current(page)
        fields = dict(line.split(" = ", 1) for line in question["input"].splitlines() if " = " in line)
        blinds = [format_chips(b, lang) for b in json.loads(fields["blinds_or_straddles"]) if b]
        game = page.locator(".allin-game").text_content() or ""
        assert text("practice.blinds_joiner", lang).join(blinds) in game, (lang, game)
        assert ("/" in game) == (lang == "en"), (lang, game)


@pytest.mark.parametrize("lang", LANGS)
def test_practice_follows_the_build_rule_set(page: Any, remainder_site: str, lang: str) -> None:
    """Built with remainder_to_first, the bank is computed under it, and a showdown question whose payouts the
    odd-chip rule decides is answered right with the bank's answer and worked out by that rule."""
    built = remainder_rules()
    one_each = built.with_overrides({"odd_chips": "one_each"})
    with urlopen(remainder_site + "assets/practice/bank.json") as response:
        published = json.load(response)
    assert published["rules"]["odd_chips"] == "remainder_to_first"
    [showdown] = [level for level in published["levels"] if level["id"] == "showdown"]
    decided = {
        q["id"]: q
        for q in showdown["questions"]
        if settle_json(q["input"], built)["payouts"] != settle_json(q["input"], one_each)["payouts"]
    }
    assert len(decided) >= 10, len(decided)
    page.goto(url(remainder_site, lang, "practice"))
    page.wait_for_selector(".allin-question[data-question]")
    choose_level(page, "showdown")
    question = page.locator(".allin-question")
    for _ in range(60):
        if question.get_attribute("data-question") in decided:
            break
        before = question.get_attribute("data-question")
        page.locator(".allin-next").click()
        page.wait_for_function(f"document.querySelector('.allin-question').dataset.question !== '{before}'")
    chosen = decided[question.get_attribute("data-question")]
    form = page.locator(".allin-question form")
    for k, part in enumerate(parts(chosen)):
        fill(form, k, part["answer"], lang, part["ask"])
    form.locator("button[type=submit]").click()
    assert "is-right" in form.locator(".allin-feedback").get_attribute("class")
    payouts = settle_json(chosen["input"], built)["payouts"]
    rows = page.locator(".allin-working .allin-net tbody tr").all()
    shown = {
        plain(row.locator("th").text_content() or ""): chips(row.locator("td").nth(1).text_content()) for row in rows
    }
    assert shown == {player_name(pid, lang): paid for pid, paid in payouts.items()}


def test_the_first_question_comes_from_its_levels_own_file(browser: Any, base_url: str) -> None:
    """The whole bank (1 MB, 145 KB gzipped) is not waited for: the level asked first comes in its own file, the
    stored level's (else the first); with the whole bank refused, that level is still practised and the page says
    the others did not load; a level chosen while the bank comes is asked once it has come."""
    first = bank()["levels"][0]["id"]
    for stored, lang in ((None, "fa"), ("short-allins", "ru")):
        context = browser.new_context()
        if stored:
            record = json.dumps({"version": 2, "level": stored, "levels": {}, "mistakes": {}})
            context.add_init_script(f"localStorage.setItem('allin-practice', {json.dumps(record)})")
        context.route("**/assets/practice/bank.json", lambda route: route.abort())
        tab = context.new_page()
        asked: list[str] = []
        tab.on("request", lambda request, asked=asked: asked.append(request.url))
        level = stored or first
        tab.goto(url(base_url, lang, "practice"))
        tab.wait_for_selector(f".allin-question[data-level='{level}']")
        assert [a for a in asked if "/assets/practice/" in a] == [
            a for a in asked if a.endswith((f"/assets/practice/levels/{level}.json", "/assets/practice/bank.json"))
        ]
        assert any(a.endswith(f"/levels/{level}.json") for a in asked), asked
        status = tab.locator(".allin-practice > .allin-status")
        status.filter(has_text=text("practice.rest_failed", lang)).wait_for()
        feedback = answer(tab, lang, [part["answer"] for part in parts(current(tab))])
        assert "is-right" in feedback.get_attribute("class")
        assert next_question(tab)["id"].startswith(level)
        context.close()

    context = browser.new_context()
    held: list[Any] = []
    context.route("**/assets/practice/bank.json", lambda route: held.append(route))  # answered when the test says
    tab = context.new_page()
    with tab.expect_request("**/assets/practice/bank.json"):  # asked for once the first question is drawn
        tab.goto(url(base_url, "en", "practice"))
        tab.wait_for_selector(f".allin-question[data-level='{first}']")
    after_two_frames(tab)  # and the route that holds it has been handed over
    assert len(held) == 1
    tab.locator("#allin-level-whole-hands").check()
    after_two_frames(tab)  # what the choice sets off at once has happened: nothing, until the whole bank comes
    assert tab.locator(".allin-question").get_attribute("data-level") == first
    held[0].continue_()
    tab.wait_for_selector(".allin-question[data-level='whole-hands']")
    assert current(tab)["id"].startswith("whole-hands")
    context.close()


def test_practice_without_javascript(browser: Any, base_url: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    asked: list[str] = []
    tab.on("request", lambda request: asked.append(request.url))
    tab.goto(url(base_url, "fa", "practice"))
    assert tab.locator(".allin-noscript[data-for=practice]").is_visible()
    assert not [a for a in asked if "bank.json" in a]
    context.close()


# ---- the lessons' Check forms ----


def quiz_answers(site: Any, lang: str) -> dict[str, int]:
    """The lesson pages holding quiz answers, with how many."""
    found = {}
    for name in page_names():
        html = (site / LANG_PREFIX[lang] / ("" if name == "index" else name) / "index.html").read_text(encoding="utf-8")
        if 'class="quiz-answer"' in html:
            found[name] = html.count('class="quiz-answer"')
    return found


NOT_LESSONS = {"faq", "glossary", "calculator", "practice", "conformance", "replay", "own-hand"}
"""Pages that teach no lesson and so end with no questions; every other page is a lesson."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_asks_an_understanding_question_with_choices(lang: str) -> None:
    """Each lesson has at least one question answered by choosing (players, or yes or no), and its answer is in
    the page itself (a collapsible block, readable without JavaScript)."""
    site = built_site().site
    for name in page_names():
        html = page_path(site, lang, name).read_text(encoding="utf-8")
        questions = re.findall(r'<details class="question">.*?</details>', html, re.S)
        if name in NOT_LESSONS:
            assert not questions, (lang, name)
            continue
        choosing = [q for q in questions if re.search(r'class="quiz-answer"[^>]* data-input="(players|yes_no)"', q)]
        assert choosing, f"{lang}/{name}: no question answered by choosing"


def span_value(span: Any) -> Any:
    raw = span.get_attribute("data-answer")
    kind = span.get_attribute("data-input")
    return int(raw) if kind == "number" else raw == "true" if kind == "yes_no" else raw.split()


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_quizzes_take_numbers_players_and_yes_or_no(page: Any, base_url: str, lang: str) -> None:
    kinds: set[str] = set()
    diagnosed: set[str] = set()
    for name in quiz_answers(built_site().site, lang):
        page.goto(url(base_url, lang, name))
        questions_ = page.locator("details.question:has(.quiz-answer)")
        forms = quiz_forms(page)
        assert forms.count() == questions_.count()
        for i in range(questions_.count()):
            spans = questions_.nth(i).locator(".quiz-answer").all()
            form = forms.nth(i)
            assert form.locator(FIELDS).count() == len(spans)
            values = [span_value(span) for span in spans]
            for span in spans:
                kinds.add(span.get_attribute("data-input"))
            everyone = [(span.get_attribute("data-players") or "").split() for span in spans]
            for k, span in enumerate(spans):  # the chooser offers the example's players in seat order
                if span.get_attribute("data-input") == "players":
                    boxes = form.locator(FIELDS).nth(k).locator("input[type=checkbox]").all()
                    assert [b.get_attribute("data-player") for b in boxes] == everyone[k]
            mistakes = json.loads(spans[0].get_attribute("data-mistakes") or "[]")
            wrong = mistakes[0]["answer"] if mistakes else other(values[0], everyone[0])
            for k, value in enumerate([wrong, *values[1:]]):
                fill(form, k, value, lang, spans[k].get_attribute("data-path"))
            form.locator("button[type=submit]").click()
            feedback = form.locator(".allin-feedback")
            assert "is-wrong" in feedback.get_attribute("class")
            assert feedback.locator("p").first.text_content() == text("quiz.wrong", lang)
            # one part: the diagnosis under the form; several: beside the wrong part's own field (lesson_quiz.js)
            told = feedback if len(spans) == 1 else form.locator(".allin-part-note.is-wrong")
            if mistakes:
                shown = told.locator(".allin-diagnosis")
                assert shown.get_attribute("data-mistake") == mistakes[0]["id"]
                assert shown.locator("a").get_attribute("href") == mistakes[0]["href"]
                diagnosed.add(mistakes[0]["id"])
            else:
                assert told.locator(".allin-hint").count() == 1
            for k, value in enumerate(values):
                fill(form, k, value, lang, spans[k].get_attribute("data-path"))
            form.locator("button[type=submit]").click()
            assert "is-right" in feedback.get_attribute("class"), (name, i)
    assert kinds == {"number", "players", "yes_no"}
    assert len(diagnosed) >= 5, diagnosed


@pytest.mark.parametrize("lang", LANGS)
def test_the_two_part_question_has_two_inputs(page: Any, base_url: str, lang: str) -> None:
    """'How much must Ramses add to call, and may he raise?': 400 and yes is the short all-in taken for a full raise;
    400 and no is right."""
    page.goto(url(base_url, lang, "short-all-ins"))
    question = page.locator("details.question:has(.quiz-answer[data-path='decisions.ramses.can_raise'])").first
    form = quiz_forms(page).nth(
        page.locator("details.question:has(.quiz-answer)").evaluate_all(
            "(all) => all.findIndex((d) => d.querySelector(\".quiz-answer[data-path='decisions.ramses.can_raise']\"))"
        )
    )
    spans = question.locator(".quiz-answer").all()
    assert [s.get_attribute("data-input") for s in spans] == ["number", "yes_no"]
    labels = [plain(form.locator(FIELDS).nth(k).locator("label, legend").first.text_content()) for k in range(2)]
    ramses = text("player.ramses", lang)  # each field labelled with what it asks (macros/render/quiz.py, ask_label)
    asked = [text(f"quiz.ask.{ask}", lang, name=ramses) for ask in ("call_amount", "can_raise")]
    flop = text("street.flop", lang)
    assert labels == [plain(text("quiz.ask.street", lang, street=flop, ask=a[:1].lower() + a[1:])) for a in asked]
    call = span_value(spans[0])
    fill(form, 0, call, lang, "call_amount")
    fill(form, 1, True, lang, "can_raise")
    form.locator("button[type=submit]").click()
    feedback = form.locator(".allin-feedback")
    assert form.locator(".allin-diagnosis").get_attribute("data-mistake") == "short_allin_full_raise"
    fill(form, 1, False, lang, "can_raise")
    form.locator("button[type=submit]").click()
    assert "is-right" in feedback.get_attribute("class")
    shown = plain(feedback.text_content())
    assert re.search(re.escape(format_chips(call, lang)), shown) and text("practice.no", lang) in shown


def test_diagnosed_states_have_no_serious_accessibility_violations(browser: Any, base_url: str) -> None:
    """axe-core on the practice page with a diagnosed wrong answer and its working open, and on a lesson whose
    choice inputs were answered wrongly, in every language."""
    if not AXE.exists():
        missing(f"{AXE} is missing: run `npm ci` (scripts/setup.sh does)")
    context = browser.new_context()
    tab = context.new_page()
    failures = []
    for lang in LANGS:
        open_practice(tab, base_url, lang, "folds")
        question = until(tab, lambda q: any(m["id"] == "folded_chips_left_out" for m in q["misconceptions"]))
        given = next(m["answer"] for m in question["misconceptions"] if m["id"] == "folded_chips_left_out")
        answer(tab, lang, [given] + [p["answer"] for p in parts(question)[1:]])
        states = ["practice"]
        results = [axe_violations(tab)]
        tab.goto(url(base_url, lang, "short-all-ins"))
        for form in quiz_forms(tab).all():
            form.locator("button[type=submit]").click()  # nothing chosen: the message
        form = tab.locator(".allin-quiz:has(fieldset.allin-yes-no)").first
        form.locator("input[value=true]").first.check()
        form.locator("button[type=submit]").click()
        states.append("short-all-ins")
        results.append(axe_violations(tab))
        for state, result in zip(states, results, strict=True):
            for violation in result["violations"]:
                if violation["impact"] in ("serious", "critical"):
                    targets = [n["target"] for n in violation["nodes"]][:3]
                    failures.append(f"{lang}/{state}: {violation['id']} ({violation['impact']}) {targets}")
    context.close()
    assert not failures, "\n".join(failures)


# ---- the pot diagram in the working ----


@pytest.mark.parametrize("lang", LANGS)
def test_the_working_draws_the_builds_pot_diagram(page: Any, base_url: str, lang: str) -> None:
    """A wrong answer opens the working: the pot diagram the build draws for the chips it settles (its
    data-situation; macros/render/pot_diagram.py), the one narration of the cut, for a settle and a played question."""
    open_practice(page, base_url, lang)
    for level in ("folds", "whole-hands"):
        choose_level(page, level)
        question = current(page)
        everyone = players(question)
        answer(page, lang, [other(parts(question)[0]["answer"], everyone)] + [p["answer"] for p in parts(question)[1:]])
        working = page.locator(".allin-working[open] .allin-working-body")
        situation = json.loads(working.get_attribute("data-situation"))
        cut = working.locator(".pd-cut")
        assert cut.count() == 1 and cut.is_visible()
        assert working.locator(".pot-diagram svg[role=img] > title").count() == 1
        name = cut.locator("input[type=radio]").first.get_attribute("name")
        assert cut.evaluate(READ_TREE) == build_picture(situation["input"], lang, "practice", name, bank_rules())
        assert working.locator(".allin-steps").count() == 0  # one narration of the cut: the diagram's (issue 16)


@pytest.mark.parametrize("lang", LANGS)
def test_every_levels_hand_fits_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px the hand of every level's first questions (cards, antes and all) fits the screen: each seat becomes
    a card of labelled cells, nothing scrolls sideways."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    open_practice(tab, base_url, lang)
    cut = []
    for level in bank()["levels"]:
        choose_level(tab, level["id"])
        for _ in range(8):
            hand = tab.locator(".allin-question .allin-scroll").first
            if not hand.evaluate("(n) => n.scrollWidth <= n.clientWidth + 1"):
                cut.append(current(tab)["id"])
            assert tab.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), current(tab)["id"]
            next_question(tab)
    context.close()
    assert not cut, f"{lang}: the hand's table is cut in {cut}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_of_bigger_chips_says_the_answers_are_amounts(page: Any, base_url: str, lang: str) -> None:
    """At a table whose smallest chip is worth more than 1, the question says that its answers are amounts, what
    the chips are worth (native review F9-28: "how many chips" read as a count, 178 for 17,800)."""
    open_practice(page, base_url, lang, "antes")
    question = current(page)
    chip = question["input"]["smallest_chip"]
    assert chip > 1
    said = plain(page.locator(".allin-question").inner_text())
    assert plain(text("practice.chip", lang, chip=format_chips(chip, lang))) in said, said
