"""The dealers' page and the street table: printing hides the navigation and the cheat sheet fits one page in
every language (Chromium's print engine); each street table row accounts for every chip put in so far, and
its last row is the hand's settlement."""

from __future__ import annotations

import re
from itertools import accumulate
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import url
from helpers.sitebuild import (
    LANGS,
    Table,
    built_site,
    chips,
    copy_project,
    example,
    page_names,
    page_path,
    read_page,
    run_build,
)

from calculator import play_json
from macros.text.names import player_name

NAVIGATION = ".md-header, .md-sidebar--primary, .md-sidebar--secondary, .md-footer"
VISIBLE = """(selector) => [...document.querySelectorAll(selector)].filter(e => {
  const box = e.getBoundingClientRect();
  return getComputedStyle(e).display !== 'none' && box.width > 0 && box.height > 0;
}).map(e => e.className)"""
PAGES_IN_PDF = re.compile(rb"/Type\s*/Page\b")


@pytest.fixture(scope="module")
def site() -> Path:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


@pytest.mark.parametrize("lang", LANGS)
def test_printing_hides_navigation_and_the_cheat_sheet_fits_one_page(browser: Any, base_url: str, lang: str) -> None:
    page = browser.new_page()
    page.goto(url(base_url, lang, "side-pots"))
    assert page.evaluate(VISIBLE, NAVIGATION), "the navigation should show on screen"
    page.emulate_media(media="print")
    assert page.evaluate(VISIBLE, NAVIGATION) == []
    assert page.evaluate(VISIBLE, "article h2"), "a lesson prints its text"

    page.goto(url(base_url, lang, "dealers"))
    page.emulate_media(media="print")
    assert page.evaluate(VISIBLE, NAVIGATION) == []
    assert page.evaluate(VISIBLE, ".cheat-sheet") == ["cheat-sheet"]
    shown = page.evaluate(VISIBLE, ".md-content__inner > *")
    assert shown == ["cheat-sheet"], shown
    pages = {size: len(PAGES_IN_PDF.findall(page.pdf(format=size))) for size in ("A4", "Letter")}
    page.close()
    assert pages == {"A4": 1, "Letter": 1}, pages


def street_tables(site: Path) -> list[tuple[str, str, str, Table]]:
    found = []
    for lang in LANGS:
        for name in page_names():
            parsed = read_page(page_path(site, lang, name))
            found += [(lang, name, example_id, table) for example_id, table in parsed.labelled("streets")]
    return found


def chips_of(cell: str, ids: list[str], lang: str) -> dict[str, int]:
    """``Meret 1,000, Nakht 1,000`` read back as chips per player id (a dash: nobody)."""
    found = {}
    for pid in ids:
        match = re.search(re.escape(player_name(pid, lang)) + r" ([\u200e+\-−]*[0-9۰-۹][0-9۰-۹,٬\u00a0 ]*)", cell)
        if match:
            found[pid] = chips(match.group(1).strip())
    return found


def test_street_tables_account_for_every_chip_and_end_with_the_settlement(site: Path) -> None:
    tables = street_tables(site)
    assert {lang for lang, *_ in tables} == set(LANGS)
    for lang, name, example_id, table in tables:
        data = example(example_id)
        ids = list(data["players"])
        result = play_json({k: v for k, v in data.items() if not k.startswith("_")})
        pot_keys = [key for key in table.header if key.startswith("pot.")]
        assert pot_keys == [f"pot.{n}" for n in range(len(result["pots"]))], (lang, table.header)
        put_in = [sum(chips_of(row["put_in"], ids, lang).values()) for row in table.rows]
        for row, so_far in zip(table.rows, accumulate(put_in), strict=True):
            pots = [chips(row[key]) for key in pot_keys if row[key] != "—"]
            returned = sum(chips_of(row["returned"], ids, lang).values())
            assert sum(pots) + returned == so_far, (lang, name, row)
        last = table.rows[-1]
        assert [chips(last[key]) for key in pot_keys] == [p["amount"] for p in result["pots"]], (lang, last)
        assert chips_of(last["returned"], ids, lang) == dict(result["returned"]), (lang, last)
        assert so_far == sum(result["payouts"].values()), (lang, name)


# The cheat sheet's showdown step under each value of the showdown rule (a phrase of each when block).
SHOWDOWN_STEP = {
    "en": ("nobody mucks", "a muck gives up every pot"),
    "ru": ("в мак не сбрасывают", "мак — отказ от всех банков"),
    "fa": ("کسی ماک نمی‌کند", "ماک یعنی گذشتن از همهٔ پات‌ها"),
}


def test_the_showdown_step_follows_the_rule_set(site: Path, tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace("        name: tda\n", "        name: tda\n        showdown: cash\n")
    )
    cash = run_build(project, tmp_path / "site")
    assert cash.returncode == 0, cash.output
    for lang, (tournament, cash_text) in SHOWDOWN_STEP.items():
        default = read_page(page_path(site, lang, "dealers")).text
        under_cash = read_page(page_path(cash.site, lang, "dealers")).text
        assert tournament in default and cash_text not in default, lang
        assert cash_text in under_cash and tournament not in under_cash, lang
    for lang in LANGS:
        boxes = {
            built: other_game_boxes(read_page(page_path(folder, lang, "dealers")).html)
            for built, folder in (("tournament", site), ("cash", cash.site))
        }
        assert boxes["tournament"] != boxes["cash"], (lang, boxes)
        for built, found in boxes.items():
            assert len(found) == 3, (lang, built, found)  # beside steps 4 and 8, and in the cheat sheet
            assert len({title for title, _ in found}) == 1, (lang, built, found)
            assert [in_sheet for _, in_sheet in found] == [False, False, True], (lang, built, found)


OTHER_GAME = re.compile(r'<div class="admonition info other-game">\s*<p class="admonition-title">(.*?)</p>')


def other_game_boxes(html: str) -> list[tuple[str, bool]]:
    """The dealers' page's boxes on what the other kind of game does (review T-06: a cash-game dealer finds the
    cash practice beside each tournament-only step on every build): each box's title, and whether it is in the
    cheat sheet."""
    sheet = html.find('<div class="cheat-sheet">')
    return [(box.group(1), box.start() > sheet) for box in OTHER_GAME.finditer(html)]


# Review D2-01/D2-03/D2-02: the cheat sheet's "Never" list must not forbid what the rules allow. Per language:
# (phrases that must be there under the default rule set, phrases of the old absolute bans that must be gone).
NEVER_LIST = {
    "en": (
        (
            "unless what he faces since his turn adds up to at least a full bet or raise",
            "in fixed limit: half a bet",
            "a hand turned up while two players with chips can still bet;",
            "the next street dealt before the betting round is over",  # ru round 5, D7 (en too)
            "wait for the floor",
        ),
        (
            "a raise for a player who has acted, after a short all-in",
            "or a street dealt, while two players",
            "every hand face down, nothing dealt until the floor says",
            "only once fewer than two players have chips to bet",  # round 3: showing after the river's betting
            "before the last betting round is over",  # D9-12: read as "not before the river"
        ),
    ),
    "ru": (
        (
            "если ставки после его хода не складываются в полный рейз",
            "в половину ставки",
            "следующая улица сдана до конца круга торговли",  # ru round 5, D7
            "ждите флора",
        ),
        (
            "рейз после короткого олл-ина для того, кто уже ходил",
            "или улица сдана, пока",
            "все карты закрыты, ничего не сдавать",
            "только когда ставить больше некому",
            "до конца последнего круга торговли",  # D9-12
        ),
    ),
    "fa": (
        (
            "مگر آنکه از نوبت او به بعد شرط روی هم دست‌کم یک ریز کامل بالا رفته باشد",
            "رو کردن دستی وقتی دو بازیکنِ چیپ‌دار هنوز می‌توانند شرط ببندند؛",  # D9-12: its own item
            "نصف بت",
            "پخش کارت‌های دور بعد پیش از آنکه شرط‌بندی دور قبل تمام شود",  # fa round 4, m18; F16-2: دور
            "منتظر فلور بمانید",
        ),
        (
            "ریز بعد از آل‌این کوتاه برای کسی که قبلاً عمل کرده",
            "رو کردن دستی یا پخش مرحله‌ای",
            "همهٔ دست‌ها رو به پایین، تا فلور نگفته",
            "پیش از پایان آخرین دور شرط‌بندی",  # D9-12: read as "not before the river"
            "وقتی آخرین دور شرط‌بندی تمام شد، همهٔ دست‌ها",  # D9-12, step 6
        ),
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_never_list_bans_only_what_the_rules_ban(site: Path, lang: str) -> None:
    text = " ".join(read_page(page_path(site, lang, "dealers")).text.split())
    wanted, banned = NEVER_LIST[lang]
    assert [phrase for phrase in wanted if phrase not in text] == [], lang
    assert [phrase for phrase in banned if phrase in text] == [], lang
