"""The behaviour behind the second Persian review (fa round 2) in Chromium: Persian search typed with Arabic ي/ك,
any digits or a compound without its zero-width non-joiner finds the same pages (minor 10) and says "N more on
this page" in Persian digits (minor 9); the own-hand replay lists names as the language lists them, each isolated,
and a split pot in the published replays' words (M3); a calculator error is said under its field on a phone
(minor 11); five players' names stand whole under a phone's pot diagram (minor 13)."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from babel.lists import format_list
from helpers.browser import url
from helpers.sitebuild import LANG_PREFIX, LANGS
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from macros.text.catalogue import text

# ---- search (minor 9, 10) ----

SPELLINGS = [
    ("ریک", ["ريك", "ریك", "ريک"]),  # Arabic yeh and kaf, each alone and together
    ("تقسیم‌ناپذیر", ["تقسیمناپذیر", "تقسيمناپذير"]),  # no ZWNJ; and with Arabic yeh
    ("بیژن", ["بيژن"]),  # the site says «قواعد» now (native-fa review 4, FA-m12), not «قوانین»
    ("۱۷", ["17", "١٧"]),  # Latin, Arabic-Indic digits
]
"""A Persian word as the site writes it, and ways readers type it that must find the same pages."""


def results(page: Any, base_url: str, word: str) -> list[str]:
    """The Persian search's result pages (paths, in order) for ``word`` typed alone into a fresh page."""
    page.goto(url(base_url, "fa", "index"))
    page.locator("label.md-search__icon, .md-search__input").first.click()
    page.locator(".md-search__input").first.focus()
    page.keyboard.type(word)
    try:
        page.wait_for_selector(".md-search-result__item", timeout=5000)
    except PlaywrightTimeout:
        return []
    page.wait_for_timeout(300)
    links: list[str] = page.locator("a.md-search-result__link").evaluate_all("els => els.map(a => a.href)")
    return list(dict.fromkeys(urlsplit(link).path for link in links))


@pytest.mark.parametrize(("written", "typed"), SPELLINGS)
def test_persian_search_finds_a_word_however_it_is_typed(
    page: Any, base_url: str, written: str, typed: list[str]
) -> None:
    """Each spelling lists the pages the site's own spelling lists, first among them the same page (before
    site's worker wrote the query the index's way, «ريك» and «تقسیمناپذیر» found nothing, «17» other pages)."""
    wanted = results(page, base_url, written)
    assert wanted, written
    for spelling in typed:
        found = results(page, base_url, spelling)
        assert found[:1] == wanted[:1] and set(wanted) <= set(found), (spelling, found, wanted)


def test_more_on_this_page_is_in_persian_digits(page: Any, base_url: str) -> None:
    """The "N more on this page" under a result reads in Persian digits, like the result count."""
    results(page, base_url, "پات")
    more = page.locator(".md-search-result__more > summary").all_inner_texts()
    assert more and all(re.search("[۱-۹]", said) and not re.search("[0-9]", said) for said in more), more


# ---- the own hand's dealer (M3) ----

NAMES = {"female": "Nefertari", "male": "Ahmose", "rtl": "نفرتاری"}


def shown(html: str) -> str:
    """The dealer's sentence as read: tags dropped, entities kept as the page decodes them."""
    return re.sub(r"<[^>]+>", "", html).replace("&#39;", "'")


@pytest.mark.parametrize("lang", LANGS)
def test_the_own_hand_dealer_lists_names_as_the_language_does(page: Any, base_url: str, lang: str) -> None:
    """The cut lists who can win each pot as the language lists names (Persian «الف، ب و ج», English "A, B, and
    C", Russian «A, B и C»), each name in its own <bdi>; one winner (a woman's name, a man's) takes a pot in
    own.say.wins, two split it in award.split with each share (before: every list was joined with a Latin ", ",
    a split said "to A, B")."""
    page.goto(url(base_url, lang, "own-hand"))
    page.wait_for_function("typeof window.allinOwnWords === 'function'")
    three = [NAMES["female"], NAMES["male"], NAMES["rtl"]]
    data = {
        "steps": [
            {"kind": "round_end", "pots": [{"amount": 900, "eligible": three}], "returned": {}},
            {
                "kind": "settled",
                "settle": {
                    "pots": [
                        {"amount": 900, "winners": [NAMES["female"]], "shares": {NAMES["female"]: 900}},
                        {"amount": 300, "winners": [NAMES["male"]], "shares": {NAMES["male"]: 300}},
                        {"amount": 200, "winners": three[:2], "shares": {three[0]: 100, three[1]: 100}},
                    ]
                },
            },
        ]
    }
    said = page.evaluate("(data) => window.allinOwnWords(data, {})", data)
    chips = page.evaluate("(n) => window.allinUI.formatChips(n, document.documentElement.lang)", 900)
    bdi = [f"<bdi>{name}</bdi>" for name in three]
    listed = "، ".join(bdi[:2]) + " و " + bdi[2] if lang == "fa" else format_list(bdi, locale=lang)
    assert f"{listed}" in said[0]["html"], said[0]["html"]
    assert ", ".join(bdi) not in said[0]["html"] or lang == "en"
    awards = said[1]["html"]
    for winner in (NAMES["female"], NAMES["male"]):
        assert f"<bdi>{winner}</bdi>" in awards
    two = " و ".join(bdi[:2]) if lang == "fa" else format_list(bdi[:2], locale=lang)
    split_words = text("award.split", lang, names="@@", pot="##", amount="%%", shares="&&")
    lead = split_words.split("@@")[1].split("##")[0]  # the verb between the names and the pot (split, делят, …)
    assert f"{two}{lead}" in awards, (two, lead, awards)
    assert chips in shown(awards)


@pytest.mark.parametrize("lang", LANGS)
def test_the_own_hand_dealer_says_pots_in_a_row_to_one_player_once(page: Any, base_url: str, lang: str) -> None:
    """Side pot 2 to Ahmose, side pot 1 and the main pot to Nefertari: her two pots are one sentence (award.wins_all)
    with her name once, the list joined as the language joins it (native review F11-26)."""
    page.goto(url(base_url, lang, "own-hand"))
    page.wait_for_function("typeof window.allinOwnWords === 'function'")
    her, him = NAMES["female"], NAMES["male"]
    pots = [(900, her), (1200, her), (300, him)]
    data = {
        "steps": [
            {
                "kind": "settled",
                "settle": {"pots": [{"amount": a, "winners": [w], "shares": {w: a}} for a, w in pots]},
            }
        ]
    }
    said = shown(page.evaluate("(data) => window.allinOwnWords(data, {})", data)[0]["html"])
    chips = page.evaluate("(n) => window.allinUI.formatChips(n, document.documentElement.lang)", 1200)
    assert said.count(her) == 1 and said.count(him) == 1, said
    lead = text("award.wins_all", lang, names="@@", pots="##")
    assert lead.replace("@@", her).split("##")[0] in said, (lead, said)
    assert said.index(him) < said.index(her) and chips in said


# ---- the calculator's error under its field (minor 11) ----


@pytest.mark.parametrize("lang", LANGS)
def test_a_calculator_error_is_said_under_its_field_on_a_phone(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px a letter typed into the second player's chips is said just under that field (and the field is
    marked invalid), not only in the result a screen below; fixing it takes the message away."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    tab.goto(url(base_url, lang, "calculator"))
    field = tab.locator(".allin-player").nth(1).locator(".allin-chips")
    before = field.input_value()
    field.fill("12x")
    said = tab.locator(".allin-field-error")
    said.wait_for()
    assert field.get_attribute("aria-invalid") == "true"
    assert said.inner_text().strip() == tab.locator(".allin-error-text").inner_text().strip()
    box, near = field.bounding_box(), said.bounding_box()
    assert box and near and 0 <= near["y"] - (box["y"] + box["height"]) < 40, (box, near)
    far = tab.locator(".allin-error-text").bounding_box()
    assert far and far["y"] - near["y"] > 200, (near, far)  # the result's own message is well below
    field.fill(before)
    tab.wait_for_timeout(100)
    assert tab.locator(".allin-field-error").count() == 0 and field.get_attribute("aria-invalid") is None
    context.close()


# ---- five players' names under a pot diagram on a phone (minor 13) ----

NAMES_IN_SVG = """() => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  return [...document.querySelectorAll('figure.pot-diagram svg[role=img]')].filter((s) => s.getClientRects().length)
    .map((svg) => {
      const pic = svg.getBoundingClientRect();
      const names = [...svg.querySelectorAll('.pd-n text')].map((t) => {
        const box = t.getBoundingClientRect();
        return {text: t.textContent, left: box.left - pic.left, right: pic.right - box.right, top: box.top,
                bottom: box.bottom, x0: box.left, x1: box.right};
      });
      return {title: svg.querySelector('title').textContent, names};
    });
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_five_players_names_stand_whole_under_a_phones_diagram(browser: Any, base_url: str, lang: str) -> None:
    """At 360 px every name under a diagram of five or more seats is the whole name (the title names them all),
    drawn inside its picture, and no two names overlap (before: «نفرتا…»)."""
    context = browser.new_context(viewport={"width": 360, "height": 800})
    tab = context.new_page()
    prefix = LANG_PREFIX[lang]
    pages = ["side-pots", "worked-examples", "odd-chips", "short-all-ins", "after-all-in", "dealers", "all-in"]
    five, problems = 0, []
    for name in pages:
        tab.goto(url(base_url, lang, name))
        for svg in tab.evaluate(NAMES_IN_SVG):
            names = svg["names"]
            if len(names) < 5:
                continue
            five += 1
            for k, label in enumerate(names):
                if "…" in label["text"] or label["text"] not in svg["title"]:
                    problems.append(f"{prefix}{name}: {label['text']!r} is cut")
                if label["left"] < -0.5 or label["right"] < -0.5:
                    problems.append(f"{prefix}{name}: {label['text']!r} runs out of its picture")
                for other in names[k + 1 :]:
                    same_line = label["top"] < other["bottom"] - 1 and other["top"] < label["bottom"] - 1
                    if same_line and label["x0"] < other["x1"] - 1 and other["x0"] < label["x1"] - 1:
                        problems.append(f"{prefix}{name}: {label['text']!r} overlaps {other['text']!r}")
    context.close()
    assert five >= 2, five
    assert not problems, "\n".join(problems)
