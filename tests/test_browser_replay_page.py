"""The replay page in Chromium (issue 28 items 5 and 3), in every language: the picker of hands by group, one hand
at a time named by the address (a link opens it, Back returns), a question answered from the keyboard alone, and the
action sentence in view while the replayer asks on a 360 px phone. Fixtures of tests/conftest.py."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.browser import url
from helpers.sitebuild import LANGS

import replays
from macros.text.catalogue import text
from replays.groups import hand_groups, page_order

PUBLISHED = replays.published({"name": "tda"})
GROUPS = hand_groups(PUBLISHED)


def shown_hands(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        ".rp-hand:not([hidden]) .allin-replay", "nodes => nodes.map(n => n.getAttribute('data-replay'))"
    )


def shown(page: Any, hand: str) -> None:
    """Wait until the page shows ``hand``'s section (hashchange is handled after the address has changed)."""
    page.locator(f'.rp-hand:not([hidden]) .allin-replay[data-replay="{hand}"]').wait_for()


def focused(page: Any) -> str:
    """The focused element, as ``tag.class`` and, inside a question, ``ask:`` before it."""
    return page.evaluate(
        "() => { const a = document.activeElement; return (a.closest('.rp-ask') ? 'ask:' : '') +"
        " a.tagName.toLowerCase() + (a.className ? '.' + a.className : ''); }"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_picker_groups_the_hands_and_the_address_names_the_one_shown(page: Any, base_url: str, lang: str) -> None:
    page.goto(url(base_url, lang, "replay"))
    order = page_order(GROUPS)
    assert shown_hands(page) == [order[0]]  # no hand named: the first
    names = page.locator(".rp-group-name").all_inner_texts()
    assert names == [text(f"replay.group.{group.id}", lang) for group in GROUPS]
    assert {a.get_attribute("data-hand") for a in page.locator(".rp-picker a[data-hand]").all()} == set(PUBLISHED)
    chosen = "short_no_reopen"
    page.locator(f'.rp-group[data-group="short_all_ins"] a[data-hand="{chosen}"]').click()
    page.wait_for_function(f"location.hash === '#{chosen}'")
    shown(page, chosen)
    assert shown_hands(page) == [chosen]
    page.locator(f'.allin-replay[data-replay="{chosen}"] .rp-app').wait_for()
    # Next hand follows the page's order; Back returns to the hand before
    page.locator(".rp-hand-next").click()
    after = order[order.index(chosen) + 1]
    page.wait_for_function(f"location.hash === '#{after}'")
    shown(page, after)
    assert shown_hands(page) == [after]
    page.go_back()
    page.wait_for_function(f"location.hash === '#{chosen}'")
    shown(page, chosen)
    assert shown_hands(page) == [chosen]
    # a shared link opens that hand in a fresh tab
    other = page.context.new_page()
    other.goto(url(base_url, lang, "replay") + "#dealer_bb_ante")
    other.locator('.allin-replay[data-replay="dealer_bb_ante"] .rp-app').wait_for()
    assert shown_hands(other) == ["dealer_bb_ante"]
    n, total = (str(x) for x in (order.index("dealer_bb_ante") + 1, len(order)))
    if lang == "fa":
        n, total = (x.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")) for x in (n, total))
    assert other.locator(".rp-hand-where").inner_text() == text("replay.hand_position", lang, n=n, total=total)


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_is_answered_from_the_keyboard_alone(page: Any, base_url: str, lang: str) -> None:
    """four_players_hand asks twice who may raise, then for the pots: Enter (and N) goes on and lands in each
    question's first field, Enter checks, focus goes to Next."""
    page.goto(url(base_url, lang, "replay") + "#four_players_hand")
    root = page.locator('.allin-replay[data-replay="four_players_hand"]')
    root.locator(".rp-app").wait_for()
    root.locator(".rp-app").focus()
    asked = 0
    for n in range(40):
        page.keyboard.press("Enter" if n % 2 else "n")
        if not focused(page).startswith("ask:"):
            continue
        asked += 1
        if root.locator(".rp-ask .rp-count").count():
            break
        page.keyboard.press("Enter")  # a question of who may raise, checked as it stands
        assert root.locator(".rp-right, .rp-wrong").count() == 1
        assert focused(page).startswith("button.rp-forward")
    assert asked == 3 and focused(page).startswith("ask:input")
    # the chips handed back are asked first, as the dealer hands them back before cutting (dealer review D15-01)
    assert page.evaluate("document.activeElement.closest('.rp-back-chips') !== null")
    page.keyboard.type("0")
    page.keyboard.press("Tab")
    page.keyboard.type("2")
    wanted = [("4800", {"ahmose", "nefertari", "tiya"}), ("5000", {"ahmose", "nefertari"})]
    page.keyboard.press("Tab")
    for amount, players in wanted:  # each pot's amount, then its boxes; Tab past the last box is the next field
        page.keyboard.type(amount)
        page.keyboard.press("Tab")
        while page.evaluate("document.activeElement.type") == "checkbox":
            if page.evaluate("document.activeElement.value") in players:
                page.keyboard.press("Space")
            page.keyboard.press("Tab")
    where = root.locator(".rp-where").inner_text()
    page.keyboard.press("Enter")
    assert root.locator(".rp-right").inner_text() == text("replay.right", lang)
    assert focused(page).startswith("button.rp-forward")
    page.keyboard.press("Enter")
    assert root.locator(".rp-where").inner_text() != where


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hand", ["four_players_hand", "short_no_reopen"])
def test_the_action_sentence_is_in_view_while_the_replayer_asks_on_a_phone(
    browser: Any, base_url: str, lang: str, hand: str
) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 780})
    tab = context.new_page()
    tab.goto(url(base_url, lang, "replay") + f"#{hand}")
    root = tab.locator(f'.allin-replay[data-replay="{hand}"]')
    root.locator(".rp-app").wait_for()
    root.locator(".rp-app").focus()
    for _ in range(40):
        tab.keyboard.press("Enter")
        if focused(tab).startswith("ask:"):
            break
    said = root.locator(".rp-say")
    assert said.inner_text().strip()
    assert said.locator(".rp-answer").count() == 0  # what answers the question is not shown while it asks
    header = tab.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    box, field = said.bounding_box(), tab.evaluate("document.activeElement.getBoundingClientRect().bottom")
    context.close()
    assert header <= box["y"] and box["y"] + box["height"] <= 780, box
    assert field <= 780
