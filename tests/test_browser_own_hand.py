"""The "Your own hand" page in Chromium, in its three languages: PokerStars and GGPoker hands pasted and
replayed by the engine running in the page's worker (Pyodide), every pot set beside the history's; a hand dealt
action by action at the table, exported as PHH and settled again by the command line; the worker's engine giving
the command line's answers on the shared vectors and the corpus; nothing loaded before the learner asks, nothing
from another host.

The pasted hands are the ones written for this repository in the rooms' formats (``tests/data/histories/``;
tests/helpers/histories.py says what each shows). Pyodide starts once per language (a few seconds), and each test
module process builds the site once."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import AXE, axe_violations, url
from helpers.cli import cli
from helpers.corpus import corpus_hands
from helpers.histories import history, scenario
from helpers.play_helpers import THREE_DEEP
from helpers.sitebuild import LANGS, PERSIAN_TO_LATIN, build_rules

from calculator import play_json, rules_from_json, settle_json
from calculator.histories import import_history
from calculator.histories.compare import compare
from macros.render.widget_text import texts_under
from macros.text.catalogue import text, widget_texts
from macros.text.names import player_name
from macros.text.numbers import format_chips
from macros.text.profile import profile
from replays.own_hand import call as own_hand_call

ROOT = Path(__file__).resolve().parent.parent
ENGINE_FILES = re.compile(r"/assets/(?:pyodide|engine)/")
NO_RAKE = ["ps_three_way_side_pots", "ps_odd_chip_three_way", "ps_antes_side_pot", "ps_modern_tournament"]
"""Tournament hands (no rake): every pot the engine cuts must be the history's, to the chip."""


@pytest.fixture(scope="module", params=LANGS)
def own(request: Any, browser: Any, base_url: str) -> Iterator[Any]:
    """The page in one language, its engine started once and kept for the module's tests in that language; every
    request it made is in ``tab.requests``."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    tab = context.new_page()
    tab.lang = request.param
    tab.requests = []
    tab.problems = []
    tab.on("request", lambda sent: tab.requests.append(sent.url))
    tab.on("pageerror", lambda error: tab.problems.append(str(error)))
    tab.goto(url(base_url, request.param, "own-hand"))
    tab.wait_for_load_state("load")
    yield tab
    problems = tab.problems
    context.close()
    assert not problems


def number(cell: str) -> int:
    """A figure as the page writes it, in any of the three languages."""
    return int(re.sub(r"[^\d]", "", cell.translate(PERSIAN_TO_LATIN)) or "-1")


def paste(tab: Any, text_: str) -> Any:
    """Paste a hand, ask for it, and wait for the engine's answer (the comparison, or the status's error)."""
    widget = tab.locator(".allin-own[data-part=paste]")
    widget.locator("#own-text").fill(text_)
    tab.evaluate("document.querySelector('.allin-own[data-part=paste] .own-result').innerHTML = ''")
    tab.evaluate(
        "(() => { const s = document.querySelector('.allin-own[data-part=paste] .own-status');"
        " s.textContent = ''; s.classList.remove('own-bad'); })()"
    )
    widget.locator(".own-go").click()
    tab.wait_for_function(
        "(() => { const w = document.querySelector('.allin-own[data-part=paste]');"
        " return w.querySelector('.own-comparison') || w.querySelector('.own-status.own-bad'); })()",
        timeout=120_000,
    )
    return widget


def test_the_page_is_usable_before_the_engine_and_loads_none_of_it(own: Any) -> None:
    """Before the learner asks, the page holds its instructions, paste box and table form, and has fetched none of
    the engine's files (nor the worker)."""
    assert own.locator(".allin-own[data-part=paste] textarea").is_visible()
    assert own.locator(".allin-own[data-part=table] .own-player").count() == 3
    names = own.locator(".allin-own[data-part=table] .own-player input[name=name]")
    assert [field.input_value() for field in names.all()] == [  # in the page's language (fa round 2 minor 12)
        player_name(player, own.lang) for player in ("ahmose", "nefertari", "ramses")
    ]
    assert own.locator(".own-status").first.inner_text() == text("own.status.idle", own.lang)
    fetched = [sent for sent in own.requests if ENGINE_FILES.search(sent) or "own_hand_worker" in sent]
    assert not fetched, fetched


def test_a_seat_added_without_a_name_is_named_in_the_pages_language(own: Any) -> None:
    """Review D2-11: "Add a player" leaves the new seat's name blank; dealing then says "Seat 4 needs a name." in the
    page's language, before the engine is asked (nothing of it is fetched), and not the engine's English message."""
    table = own.locator(".allin-own[data-part=table]")
    table.locator(".own-add").click()
    table.locator(".own-deal").click()
    said = text("error.name_empty", own.lang, number=format_chips(4, own.lang))
    own.wait_for_function(
        "said => document.querySelector('.allin-own[data-part=table] .own-status').textContent === said", arg=said
    )
    table.locator(".own-remove").click()
    assert table.locator(".own-player").count() == 3
    fetched = [sent for sent in own.requests if ENGINE_FILES.search(sent) or "own_hand_worker" in sent]
    assert not fetched, fetched


def test_typed_figures_are_rewritten_as_the_page_writes_them(own: Any) -> None:
    """Native fa round 5 m6: a stack, blind or ante typed in Latin digits ("1000") is written again, once the field
    is left, in the page's digits and grouping («۱٬۰۰۰», "1,000"), as the replayer's and practice's fields are; a
    seat added by "Add a player" too. Nothing of the engine is fetched for it."""
    table = own.locator(".allin-own[data-part=table]")
    table.locator(".own-add").click()
    fields = [
        table.locator(".own-player input[name=stack]").first,
        table.locator(".own-player input[name=stack]").last,
        table.locator("input[name=small_blind]"),
        table.locator("input[name=ante]"),
    ]
    before = [field.input_value() for field in fields]
    for typed, field in zip(("1000", "25000", "50", "1200"), fields, strict=True):
        field.fill(typed)
        field.press("Tab")
        assert field.input_value() == format_chips(int(typed), own.lang), typed
    for value, field in zip(before, fields, strict=True):  # the module's later hands are dealt from this form
        field.fill(value)
    table.locator(".own-remove").click()
    fetched = [sent for sent in own.requests if ENGINE_FILES.search(sent) or "own_hand_worker" in sent]
    assert not fetched, fetched


@pytest.mark.parametrize("name", NO_RAKE, ids=[f"{name} ({scenario(name)})" for name in NO_RAKE])
def test_pasted_pokerstars_hands_have_every_pot_of_the_history(own: Any, name: str) -> None:
    hand = history(name)
    widget = paste(own, hand)
    rows = widget.locator("table.own-compare tbody tr")
    expected = compare(import_history(hand))
    assert rows.count() == len(expected.pots)
    for n in range(rows.count()):
        row = rows.nth(n)
        engine = number(row.locator("td[data-col=engine]").inner_text())
        said = number(row.locator("td[data-col=history]").inner_text())
        assert engine == said == expected.pots[n].engine_amount, (own.lang, name, n)
    assert widget.locator(".own-verdict").inner_text() == text("own.compare.all_same", own.lang)
    # the replayer is the site's, built on the engine's replay of the hand
    assert widget.locator(".allin-replay.rp-live .rp-app").count() == 1


def test_a_three_way_all_in_shows_the_chips_handed_back(own: Any) -> None:
    """At the end of the preflop betting the replayer shows the main pot 4 x 515 + 15 = 2,075, side pots of 3 x 500
    and 2 x 500, and Hatshepsut's unmatched 100 handed back."""
    widget = paste(own, history("ps_three_way_side_pots"))
    steps = own.evaluate(
        "document.querySelector('.allin-own[data-part=paste] .allin-replay').replayer.data.steps"
        ".filter(s => s.kind === 'round_end').map(s => [s.pots.map(p => p.amount), s.returned])"
    )
    assert steps[0] == [[2075, 1500, 1000], {"Hatshepsut": 100}]
    assert widget.locator(".own-result h3").count() == 3
    if AXE.is_file():  # the replayed hand, its comparison and the form, as axe-core reads them
        found = axe_violations(own)["violations"]
        assert not found, [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in found]


def test_a_ggpoker_hand_is_explained_by_the_rooms_fees_and_cash_drop(own: Any) -> None:
    """GGPoker's "collected ... from pot" lines are set beside the engine's pots; the difference is the rake,
    jackpot and the room's cash drop, said in the page's language: the engine's pots are $9.40 and $7.40
    (tests/test_import_histories.py works them out), both won by e04b6a3d."""
    name = "gg_side_pots_cash_drop"
    widget = paste(own, history(name))
    reasons = widget.locator(".own-reason").evaluate_all("nodes => nodes.map(n => n.getAttribute('data-reason'))")
    assert reasons == ["fees", "added", "cashout"], scenario(name)  # and the player took the room's cash-out offer
    said = widget.locator(".own-reason").all_inner_texts()
    fee_text = text("own.fee.rake", own.lang)
    drop = text("own.added.cash_drop", own.lang)
    assert fee_text in said[0] and drop not in said[0] and drop in said[1] and fee_text not in said[1], said
    rows = widget.locator("table.own-compare tbody tr")
    assert [number(rows.nth(n).locator("td[data-col=engine]").inner_text()) for n in range(2)] == [940, 740]
    winners = rows.locator("td[data-col=history_shares] bdi").all_inner_texts()
    assert winners == ["e04b6a3d", "e04b6a3d"]


def test_a_bad_history_is_named_by_its_line_in_the_pages_language(own: Any) -> None:
    """The river run twice: its first board's line, 27, is named."""
    widget = paste(own, history("ps_run_twice"))
    status = widget.locator(".own-status").inner_text()
    said = text("own.error.line", own.lang, line="{line}", what=text("own.error.run_twice", own.lang))
    before, _, after = said.partition("{line}")
    assert status.startswith(before) and status.endswith(after), status
    assert number(status[len(before) : len(status) - len(after)]) == 27
    if own.lang == "fa":
        assert "۲۷" in status


def test_names_are_text_isolated_never_markup(own: Any) -> None:
    phh = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0]",
            "blinds_or_straddles = [10, 20]",
            "min_bet = 20",
            "starting_stacks = [500, 500]",
            'players = ["<i>Ali</i>", "شیرین"]',
            'actions = ["d dh p1 AcAd", "d dh p2 KcKd", "p2 cbr 500", "p1 cc", "d db 2s7h9s", "d db Jd", "d db 4c"]',
        ]
    )
    widget = paste(own, phh)
    assert widget.locator(".own-result i").count() == 0
    names = widget.locator("bdi").all_inner_texts()
    assert "<i>Ali</i>" in names and "شیرین" in names


def test_the_worker_runs_the_command_lines_engine_on_the_vectors_and_the_corpus(own: Any) -> None:
    """The browser's answers are the command line's, on every shared vector and on a sample of the corpus."""
    if own.lang != "en":
        pytest.skip("the engine is the same in every language: checked once")
    vectors = []
    for name, key in (("settle_examples.json", "examples"), ("conformance.json", "vectors")):
        vectors += json.loads((ROOT / "tests" / "vectors" / name).read_text(encoding="utf-8"))[key]
    calls = [{"call": "settle", "args": {"input": v["input"], "rules": v.get("rules", {})}} for v in vectors]
    sample = corpus_hands()[::40]
    calls += [{"call": "play", "args": {"phh": hand, "rules": {}, "implied_folds": True}} for hand in sample]
    replies = own.evaluate(
        "async calls => { const out = []; for (const c of calls) out.push(await window.allinOwnAsk(c.call, c.args));"
        " return out; }",
        calls,
    )
    for vector, reply in zip(vectors, replies, strict=False):
        rules = rules_from_json(vector.get("rules", {}))
        assert reply == {"ok": True, "result": settle_json(vector["input"], rules)}, vector.get("id")
    for hand, reply in zip(sample, replies[len(vectors) :], strict=True):
        assert reply == {"ok": True, "result": json.loads(json.dumps(play_json(hand, implied_folds=True)))}
    assert len(replies) == len(vectors) + len(sample) and len(vectors) > 20


def test_a_hand_dealt_at_the_table_settles_as_the_command_line_does(own: Any) -> None:
    """Deal a hand through the form, action by action from the engine's legal options: the button moves all-in,
    the blinds call, undo takes one back, the board is dealt, the hands shown; the exported PHH played by
    ``python -m calculator play`` gives the settlement the page shows, and its share link reopens the hand."""
    table = own.locator(".allin-own[data-part=table]")
    table.locator(".own-deal").click()

    def wait() -> None:
        own.wait_for_function(
            "(() => { const p = document.querySelector('.allin-own[data-part=table] .own-play');"
            " return p.querySelector('.own-controls') || p.querySelector('.own-export'); })()",
            timeout=120_000,
        )

    def press(selector: str) -> None:
        """Click and wait for the engine's answer: new controls (each answer draws its own). Waiting for any change
        of the play area was not enough: the replayer and, in Persian, the digits script change it by themselves,
        and a fill could then land in the old controls (a CI run timed out in fa)."""
        own.evaluate("document.querySelector('.allin-own[data-part=table] .own-controls').dataset.answered = 'yes'")
        table.locator(selector).first.click()
        own.wait_for_function(
            "() => { const c = document.querySelector('.allin-own[data-part=table] .own-controls');"
            " return c && !c.dataset.answered; }",
            timeout=120_000,
        )

    wait()
    told = table.locator(".own-play").text_content().replace("\u2068", "").replace("\u2069", "")
    for blind, player, chips in (("small_blind", "ahmose", 50), ("big_blind", "nefertari", 100)):  # RU-17: which blind
        said = text(
            f"own.say.{blind}", own.lang, name=player_name(player, own.lang), chips=format_chips(chips, own.lang)
        )
        assert said in told, (said, told[:300])
    all_in = text("own.act.all_in", own.lang, chips="{chips}").split("{chips}")[0]
    press(f".own-controls button:has-text('{all_in.strip()}')")  # Ramses, on the button, moves all-in
    press(".own-controls .own-undo")  # and takes it back
    assert table.locator(".own-turn").inner_text().find(player_name("ramses", own.lang)) >= 0
    press(f".own-controls button:has-text('{all_in.strip()}')")
    # the seat framed on the table is the player the choices are for, not the one who has just acted (F16-17)
    framed = table.locator(".rp-seat.rp-acting .rp-name")
    assert framed.count() == 1 and player_name("ahmose", own.lang) in framed.inner_text()
    assert player_name("ahmose", own.lang) in table.locator(".own-turn").inner_text()
    call = text("own.act.call", own.lang, chips="{chips}").split("{chips}")[0].strip()
    press(f".own-controls button:has-text('{call}')")  # Ahmose calls all-in for less
    press(f".own-controls button:has-text('{call}')")  # Nefertari calls
    # the betting is over with players all-in: every hand is turned up before the board (dealer review D8-1), and
    # with the board still to come there are cards to give, no ranks
    holes = table.locator(".own-controls [data-seat]")
    assert holes.count() == 3 and table.locator(".own-controls [data-rank]").count() == 0
    for n, cards in enumerate(("AcAd", "KcKd", "QcQd")):
        holes.nth(n).fill(cards)
    press(f".own-controls button:has-text('{text('own.table.show', own.lang)}')")
    for street in ("flop", "turn", "river"):
        table.locator(".own-cards").fill({"flop": "2s7h9s", "turn": "Jd", "river": "4c"}[street])
        press(".own-controls button:not(.own-undo)")
    assert table.locator(".own-export").count() == 1, table.locator(".own-status").inner_text()
    phh = table.locator(".own-phh").input_value()
    shown = own.evaluate(
        "document.querySelector('.allin-own[data-part=table] .allin-replay').replayer.data.steps.at(-1).settle"
    )
    played = cli("play", "-", stdin=phh)
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout) == shown
    assert [pot["amount"] for pot in shown["pots"]] == [6000, 6000]
    link = table.locator(".own-share").get_attribute("href")
    own.goto("about:blank")
    own.goto(link)
    own.wait_for_selector(".allin-own[data-part=table] .own-export", timeout=120_000)
    assert own.locator(".allin-own[data-part=table] .own-phh").input_value() == phh


def open_link(tab: Any, phh: str, ready: str = ".own-controls") -> None:
    """Open the page's table at the hand ``phh`` (a share link) and wait for ``ready`` in it (its controls)."""
    here = own_url(tab)
    link = base64.urlsafe_b64encode(phh.encode("utf-8")).decode("ascii").rstrip("=")
    tab.goto("about:blank")
    tab.goto(here + "#phh=" + link)
    tab.wait_for_selector(".allin-own[data-part=table] " + ready, timeout=120_000)


def press_until(tab: Any, button: str, ready: str) -> None:
    """Press the table's button labelled ``button`` and wait until ``ready`` holds of the new controls ``t``."""
    tab.locator(".allin-own[data-part=table] .own-controls button", has_text=button).click()
    tab.wait_for_function(
        "() => { const t = document.querySelector('.allin-own[data-part=table] .own-controls');"
        f" return t && {ready}; }}",
        timeout=120_000,
    )


def plain_text(node: Any) -> str:
    """What a part of the page says, its names' isolates left out, its digits Latin."""
    return node.inner_text().replace("\u2068", "").replace("\u2069", "").replace("\u2066", "")


def test_ranks_instead_of_cards_at_the_showdown(own: Any) -> None:
    """At the showdown the learner may give ranks instead of cards: the engine deals hole cards that make them on the
    board (1 the best, equal ranks tie), and the hand settles by them: here the two tied players split."""
    table = own.locator(".allin-own[data-part=table]")
    phh = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [50, 100, 0]",
            "min_bet = 100",
            "starting_stacks = [2000, 5000, 12000]",
            'actions = ["p3 cbr 12000", "p1 cc", "p2 cc", "d db 2s7h9s", "d db Jd", "d db 4c"]',
            'players = ["Ahmose", "Nefertari", "Ramses"]',
        ]
    )
    open_link(own, phh, ".own-controls [data-rank]")
    for seat, rank in ((0, "2"), (1, "1"), (2, "1")):
        table.locator(f"[data-rank='{seat}']").fill(rank)
    before = table.locator("[data-seat='0']").input_value()
    table.locator(".own-controls button", has_text=text("own.table.by_ranks", own.lang)).click()
    own.wait_for_function(
        "before => document.querySelector('.allin-own[data-part=table] [data-seat=\"0\"]').value !== before",
        arg=before,
        timeout=60_000,
    )
    table.locator(".own-controls button", has_text=text("own.table.show", own.lang)).click()
    own.wait_for_selector(".allin-own[data-part=table] .own-export", timeout=120_000)
    settled = own.evaluate(
        "document.querySelector('.allin-own[data-part=table] .allin-replay').replayer.data.steps.at(-1).settle"
    )
    assert [pot["winners"] for pot in settled["pots"]] == [["Nefertari", "Ramses"], ["Nefertari", "Ramses"]]


def test_with_nobody_all_in_a_caller_may_muck(own: Any) -> None:
    """Native review R17-20: at a showdown with nobody all-in, the bettor shows first and each player after him may
    muck instead, conceding; an all-in showdown under the tournament rule offers no muck (every hand is turned up)."""
    table = own.locator(".allin-own[data-part=table]")
    setup = THREE_DEEP
    streets = '"d db 2s7h9s", "p1 cc", "p2 cc", "p3 cc", "d db Jd", "p1 cc", "p2 cc", "p3 cc", "d db 4c"'
    river = f'actions = ["p3 cc", "p1 cc", "p2 cc", {streets}, "p1 cc", "p2 cbr 200", "p3 cc", "p1 cc"]'
    open_link(own, "\n".join([*setup, river]), ".own-controls [data-seat]")
    # in the order they show: Nefertari, who bet, with no box; then Ramses and Ahmose, each free to muck
    assert [f.get_attribute("data-seat") for f in table.locator(".own-controls [data-seat]").all()] == ["1", "2", "0"]
    assert [b.get_attribute("data-muck") for b in table.locator(".own-controls .own-muck").all()] == ["2", "0"]
    first = plain_text(table.locator(".own-controls .own-first"))  # who shows first, and why (R18-13)
    assert first == text("own.table.first.aggressor", own.lang, name="Nefertari"), first
    label = plain_text(table.locator(".own-controls .own-muck").first.locator(".."))
    assert label.strip() == text("own.table.muck", own.lang, name="Ramses")  # the name as the history gives it
    table.locator(".own-controls [data-seat='1']").fill("7c2d")
    table.locator(".own-controls [data-seat='0']").fill("9c9d")
    table.locator(".own-muck[data-muck='2']").check()
    assert table.locator(".own-controls [data-seat='2']").is_disabled()
    table.locator(".own-controls button", has_text=text("own.table.show", own.lang)).click()
    own.wait_for_selector(".allin-own[data-part=table] .own-export", timeout=120_000)
    played = own.evaluate("document.querySelector('.allin-own[data-part=table] .allin-replay').replayer.data")
    assert "p3 sm" in played["phh"] and "p3 sm " not in played["phh"]  # mucked: no cards
    assert [pot["winners"] for pot in played["steps"][-1]["settle"]["pots"]] == [["Ahmose"]]
    # an all-in called under the tournament rule: every hand is turned up, nobody may muck
    open_link(own, "\n".join([*setup, 'actions = ["p3 cbr 12000", "p1 cc", "p2 cc"]']), ".own-controls [data-seat]")
    assert table.locator(".own-controls .own-muck").count() == 0


def test_pot_limit_largest_raise_is_the_pot_and_a_slip_keeps_the_hand(own: Any) -> None:
    """Under pot limit the largest raise is named as the pot, not as an all-in, while the player has chips left
    (dealer review D9-6); an amount typed outside the range is answered beside the field in the page's language and
    the hand stays dealt (D9-7: it used to vanish behind an engine message)."""
    table = own.locator(".allin-own[data-part=table]")
    phh = "\n".join(
        [
            'variant = "PT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [50, 100, 0]",
            "min_bet = 100",
            "starting_stacks = [5000, 5000, 5000]",
            "actions = []",
            'players = ["Ahmose", "Nefertari", "Ramses"]',
        ]
    )
    open_link(own, phh, ".own-controls .own-amount")
    labels = [
        label.replace("\u2068", "").replace("\u2069", "")
        for label in table.locator(".own-controls button").all_inner_texts()
    ]
    options = json.loads(cli("options", "-", stdin=phh).stdout)
    pot = text("own.act.pot_raise", own.lang, chips=format_chips(options["max_raise_to"], own.lang))
    assert pot in labels, labels
    all_in = text("own.act.all_in", own.lang, chips="{chips}").split("{chips}")[0].strip()
    assert not [label for label in labels if label.startswith(all_in)], labels
    table.locator(".own-amount").fill(format_chips(options["max_raise_to"] + 650, own.lang))
    table.locator(".own-controls button", has_text=text("own.act.raise", own.lang)).click()
    note = table.locator(".own-range.own-bad")
    note.wait_for(timeout=10_000)
    said = text(
        "own.act.out_of_range",
        own.lang,
        name="Ramses",
        low=format_chips(options["min_raise_to"], own.lang),
        high=format_chips(options["max_raise_to"], own.lang),
    )
    assert note.inner_text().replace("\u2068", "").replace("\u2069", "") == said
    assert "Ramses" in table.locator(".own-turn").inner_text()
    table.locator(".own-controls button", has_text=pot).click()
    own.wait_for_function(
        "name => { const t = document.querySelector('.allin-own[data-part=table] .own-turn');"
        " return t && !t.textContent.includes(name); }",
        arg="Ramses",
        timeout=120_000,
    )
    bet_slip(own, table, phh)


def bet_slip(own: Any, table: Any, phh: str) -> None:
    """On the flop, with no bet to face, an amount out of range says what the player may bet, not "bet or raise"
    (dealer review D13-9)."""
    flop = phh.replace("actions = []", 'actions = ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h"]')
    open_link(own, flop, ".own-controls .own-amount")
    options = json.loads(cli("options", "-", stdin=flop).stdout)
    table.locator(".own-amount").fill(format_chips(options["max_raise_to"] + 650, own.lang))
    table.locator(".own-controls button", has_text=text("own.act.bet_amount", own.lang)).click()
    bet = table.locator(".own-range.own-bad")
    bet.wait_for(timeout=10_000)
    said = text(
        "own.act.out_of_range.bet",
        own.lang,
        name="Ahmose",
        low=format_chips(options["min_raise_to"], own.lang),
        high=format_chips(options["max_raise_to"], own.lang),
    )
    assert bet.inner_text().replace("\u2068", "").replace("\u2069", "") == said


def own_url(tab: Any) -> str:
    """The page's address without its fragment."""
    return tab.url.split("#")[0]


def test_every_file_comes_from_the_sites_own_origin(own: Any) -> None:
    """The engine's files (listed in assets/engine/manifest.json) are fetched from the site itself, never another
    host, once the learner has started the engine."""
    origin = re.match(r"https?://[^/]+", own.url)
    assert origin is not None
    assert own.requests and all(sent.startswith(origin.group(0)) or sent.startswith("data:") for sent in own.requests)
    manifest = own.evaluate("fetch(location.origin + '/assets/engine/manifest.json').then(r => r.json())")
    listed = manifest["files"] if manifest else []
    fetched = {re.sub(r"^https?://[^/]+/", "", sent) for sent in own.requests}
    assert {entry["path"] for entry in listed} <= fetched, (listed, sorted(fetched))


def test_the_dealer_line_says_everything_since_the_click_in_the_dealers_order(own: Any) -> None:
    """A short big blind is told as a part of the blind (native review F9-26); after the fold that ends the betting
    the live line says the fold, then the chips nobody called going back, then the bets going into the pot, the pot
    for its players, and the hands turned up (dealer review D9-8, F9-27: it used to say only the last words, the
    chips handed back after the pot); the table under it shows the last step (R9-1); the hands to show are offered
    different cards (R9-3). Every figure is the engine's (``replay_data``)."""
    from calculator.rules import RuleSet
    from replays.build import replay_data

    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    names = ["Ahmose", "Nefertari", "Ramses"]
    setup = [
        'variant = "NT"',
        "antes = [0, 0, 0]",
        "blinds_or_straddles = [50, 100, 0]",
        "min_bet = 100",
        "starting_stacks = [5000, 60, 5000]",
    ]
    before = "\n".join([*setup, 'actions = ["p3 cbr 600"]', f"players = {json.dumps(names)}"])
    after = "\n".join([*setup, 'actions = ["p3 cbr 600", "p1 f"]', f"players = {json.dumps(names)}"])
    steps = replay_data("own", after, RuleSet(), partial=True)["steps"]
    blind = next(p for p in steps[0]["forced"] if p["name"] == "Nefertari")
    assert blind["all_in"] and blind["chips"] < blind["full"]
    cut = next(s for s in steps if s["kind"] == "round_end")
    assert cut.get("turns_up") and len(cut["pots"]) == 1 and cut["returned"]
    chips = lambda n: format_chips(n, lang)  # noqa: E731
    open_link(own, before)
    listed = plain_text(table.locator(".rp-list"))
    short = text(
        "own.say.short.big_blind", lang, name="Nefertari", chips=chips(blind["chips"]), full=chips(blind["full"])
    )
    assert short in listed, listed
    press_until(own, text("own.act.fold", lang), "t.querySelector('[data-seat]')")
    said = plain_text(table.locator(".own-dealer"))
    (back_to, back), pot = next(iter(cut["returned"].items())), cut["pots"][0]
    listed_names = profile(lang).join(pot["eligible"])
    expected = [
        text("own.say.fold", lang, name="Ahmose"),
        text("own.say.returned", lang, name=back_to, chips=chips(back)),
        text("own.say.round_end", lang),
        text("own.say.pot", lang, pot=text("pot.only", lang), amount=chips(pot["amount"]), names=listed_names),
        text("showdown.turned_up", lang),
    ]
    at = [said.find(part) for part in expected]
    assert -1 not in at and at == sorted(at), (said, expected, at)
    where = plain_text(table.locator(".rp-where"))
    total = table.locator(".rp-list li").count()
    assert where == text("replay.position", lang, n=chips(total), total=chips(total)), where
    # the caption under the table would repeat only the live line's last part (D11-20): hidden at the last step,
    # back one step it says that step
    caption = table.locator(".rp-say")
    assert caption.is_hidden()
    table.locator(".rp-back").click()
    assert caption.is_visible() and plain_text(caption) in said, plain_text(caption)
    offered = [field.input_value() for field in table.locator(".own-controls [data-seat]").all()]
    cards = [pair[i : i + 2] for pair in offered for i in (0, 2)]
    assert len(offered) == 2 and len(set(cards)) == 4, offered


def test_with_the_questions_on_the_line_above_does_not_say_the_answer(own: Any) -> None:
    """ "Ask me to cut the pots" ticked: after the fold that ends the betting, the live line says the fold, and not
    the chips handed back or the pot, which the table under it asks for (dealer review D14-7: the answer was printed
    right above the question); answered, the table shows the cut."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    setup = [
        'variant = "NT"',
        "antes = [0, 0, 0]",
        "blinds_or_straddles = [50, 100, 0]",
        "min_bet = 100",
        "starting_stacks = [5000, 60, 5000]",
    ]
    open_link(own, "\n".join([*setup, 'actions = ["p3 cbr 600"]', 'players = ["Ahmose", "Nefertari", "Ramses"]']))
    table.locator(".rp-toggle input").check()
    press_until(own, text("own.act.fold", lang), "t.querySelector('[data-seat]')")
    said = plain_text(table.locator(".own-dealer"))
    assert text("own.say.fold", lang, name="Ahmose") in said, said
    assert text("own.say.round_end", lang) not in said and text("pot.only", lang) not in said, said
    assert table.locator(".rp-ask").is_visible()  # the table asks for the cut
    # nor the table's caption above its question, which says the fold and that the betting is over (R17-1)
    caption = plain_text(table.locator(".rp-say"))
    assert text("own.say.fold", lang, name="Ahmose") in caption, caption
    assert text("own.say.round_end", lang) not in caption and text("pot.only", lang) not in caption, caption
    # nor the choices above it, until it is answered: a missing Raise button answers "who may raise?" (R18-14)
    assert table.locator(".own-controls").is_hidden()
    # the keyboard stays in the hand (dealer review D19-03): the click that ended the betting leaves it in the
    # question's first field; answered, on the table, where neither N (Material's next page) nor Enter takes it away,
    # nor lands it on a choice that a further Enter would play (D20-02)
    assert own.evaluate(
        "document.activeElement === document.querySelector('.allin-own[data-part=table] .rp-ask input')"
    )
    table.locator(".rp-skip").click()
    assert table.locator(".own-controls").is_visible()
    assert own.evaluate("document.activeElement.classList.contains('rp-app')")
    where = own.url
    for key in ("n", "Enter"):
        own.keyboard.press(key)
        assert own.url == where
        assert own.evaluate("document.activeElement.classList.contains('rp-app')")


def test_an_all_in_raise_is_one_sentence_and_a_short_one_says_why_it_is_no_raise(own: Any) -> None:
    """An all-in is said in one sentence with its action ("raises to 250 and is all-in"), never a one-word
    "All-in." after it (native review F9-25); an all-in raise short of a full raise says for whom it does not
    reopen the betting."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    names = ["Ahmose", "Nefertari", "Ramses"]
    phh = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [50, 100, 0]",
            "min_bet = 100",
            "starting_stacks = [5000, 5000, 250]",
            'actions = ["p3 cc", "p1 cbr 200", "p2 f", "p3 cbr 250"]',
            f"players = {json.dumps(names)}",
        ]
    )
    open_link(own, phh)
    said = plain_text(table.locator(".own-dealer"))
    raised = text("own.say.all_in.raise", lang, name="Ramses", total=format_chips(250, lang))
    # the player held back named: Ahmose, whose raise the all-in does not reopen (dealer review D12-05: "the players
    # who have already acted" also reads as those who only checked before a bet, who are not held back); one name
    # takes the text for one (native review R15-2: a plural verb with one name)
    assert raised + text("own.say.short.held.one", lang, names="Ahmose") + "." in said, said


def test_heads_up_the_button_posts_the_small_blind(own: Any) -> None:
    """Heads-up the button, listed second, posts the small blind and the other player the big one (dealer review
    D10-1: the dealer's line named them the other way round)."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    phh = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0]",
            "blinds_or_straddles = [50, 100]",
            "min_bet = 100",
            "starting_stacks = [5000, 5000]",
            "actions = []",
            'players = ["Kian", "Mina"]',
        ]
    )
    open_link(own, phh)
    said = plain_text(table.locator(".own-dealer"))
    small = text("own.say.small_blind", lang, name="Mina", chips=format_chips(50, lang))
    big = text("own.say.big_blind", lang, name="Kian", chips=format_chips(100, lang))
    assert small in said and big in said, said


def test_a_street_whose_only_bet_goes_back_leaves_the_pot_as_it_was(own: Any) -> None:
    """Ahmose is all-in before the flop; on the flop Ramses bets 500 and Tiya folds: the 500 go back to Ramses and
    nothing goes into the pot, so the dealer says nobody called, not "the bets go into the pot" (dealer review
    D11-16), and the chips handed back are said once."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    setup = ['variant = "NT"', "antes = [0, 0, 0]", "blinds_or_straddles = [50, 100, 0]", "min_bet = 100"]
    played = ['"p3 cc"', '"p1 cbr 300"', '"p2 cc"', '"p3 cc"', '"d db 2s7h9s"', '"p2 cc"', '"p3 cbr 500"', '"p2 f"']
    hand = [*setup, "starting_stacks = [300, 5000, 5000]", "actions = [" + ", ".join(played) + "]"]
    open_link(own, "\n".join([*hand, 'players = ["Ahmose", "Tiya", "Ramses"]']), ".own-cards")
    said = plain_text(table.locator(".own-dealer"))
    flop = said.split(text("own.say.round_end", lang))[-1]  # (the bets of the first round did go in)
    back = text("own.say.returned", lang, name="Ramses", chips=format_chips(500, lang))
    assert flop.count(back) == 1 and text("own.say.uncalled_unchanged", lang) in flop, said


def test_a_checked_street_and_a_short_fixed_limit_all_in_are_said_as_they_are(own: Any) -> None:
    """A street checked round: "Nobody bet: the pot stays as it was", not "the bets go into the pot" (dealer review
    D10-9); in fixed limit an all-in short of a raise is "all-in for 14", not "raises to 14 … not a raise" (D10-8)."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    three = 'players = ["Ahmose", "Nefertari", "Ramses"]'
    checked = ['"p3 cc"', '"p1 cc"', '"p2 cc"', '"d db 2s7h9s"', '"p1 cc"', '"p2 cc"']
    setup = ['variant = "NT"', "antes = [0, 0, 0]", "blinds_or_straddles = [50, 100, 0]", "min_bet = 100"]
    stacks = "starting_stacks = [5000, 5000, 5000]"
    open_link(own, "\n".join([*setup, stacks, f"actions = [{', '.join(checked)}]", three]))
    labels = table.locator(".own-controls button").all_inner_texts()  # no bet to raise: a bet (native F10-49)
    assert text("own.act.bet_amount", lang) in labels and text("own.act.raise", lang) not in labels, labels
    press_until(own, text("own.act.check", lang), "!t.querySelector('.own-turn')")
    said = plain_text(table.locator(".own-dealer"))
    assert text("own.say.unchanged", lang) in said and text("own.say.round_end", lang) not in said, said
    assert text("replay.round_end.flop", lang) + "." in said, said  # the street named (native review R18-17)
    limit = ['variant = "FT"', "antes = [0, 0, 0]", "blinds_or_straddles = [5, 10, 0]", "small_bet = 10"]
    short = [*limit, "big_bet = 20", "starting_stacks = [1000, 1000, 14]", 'actions = ["p3 cbr 14"]', three]
    open_link(own, "\n".join(short))
    said = plain_text(table.locator(".own-dealer"))
    assert text("own.say.all_in.short", lang, name="Ramses", total=format_chips(14, lang)) in said, said
    assert text("own.say.all_in.raise", lang, name="Ramses", total=format_chips(14, lang)) not in said, said
    # the blinds have not acted on the all-in: nobody is named as held back, and they are named as the players still
    # to act, who may complete the bet to 20 (dealer review D17-06, native R21-02)
    page_texts = texts_under(widget_texts(lang), build_rules())
    assert page_texts["own.say.short.limit"].strip() in said, said
    blinds = profile(lang).join(["Ahmose", "Nefertari"])
    assert text("own.say.short.limit.others", lang, names=blinds, complete=format_chips(20, lang)) in said, said
    labels = [
        label.replace("\u2068", "").replace("\u2069", "")
        for label in table.locator(".own-controls button").all_inner_texts()
    ]
    # over the big blind, a full bet, going to 20 is a raise, and is called one (dealer reviews D20-01, D22)
    assert text("own.act.raise_to", lang, chips=format_chips(20, lang)) in labels, labels
    assert text("own.act.complete_to", lang, chips=format_chips(20, lang)) not in labels, labels
    # Kian and Mina check, Darius bets 10, Leila is all-in for 14: Darius's bet is what they have to answer; the
    # all-in reopens nothing for them, so the short all-in's note is not "short all-ins add up" (dealer review D11-08)
    four = 'players = ["Kian", "Mina", "Darius", "Leila"]'
    played = [
        '"p3 cc"',
        '"p4 cc"',
        '"p1 cc"',
        '"p2 cc"',
        '"d db 2s7h9s"',
        '"p1 cc"',
        '"p2 cc"',
        '"p3 cbr 10"',
        '"p4 cbr 14"',
    ]
    checked_then_bet = [
        'variant = "FT"',
        "antes = [0, 0, 0, 0]",
        "blinds_or_straddles = [5, 10, 0, 0]",
        "small_bet = 10",
    ]
    checked_then_bet += ["big_bet = 20", "starting_stacks = [1000, 1000, 1000, 24]"]
    open_link(own, "\n".join([*checked_then_bet, "actions = [" + ", ".join(played) + "]", four]))
    said = plain_text(table.locator(".own-dealer"))
    assert text("own.say.all_in.short", lang, name="Leila", total=format_chips(14, lang)) in said, said
    adds_up = text("own.say.short.adds_up", lang, names="{names}").split("{names}")[0].strip()
    assert adds_up not in said, said
    # Darius, who bet, is the one who may only call or fold; Kian and Mina checked before the bet and are still to act
    # on it: they may complete it to 20 (D19-04)
    assert page_texts["own.say.short.limit.held.one"].format(names="Darius").strip() in said, said
    checkers = profile(lang).join(["Kian", "Mina"])
    assert text("own.say.short.limit.others", lang, names=checkers, complete=format_chips(20, lang)) in said, said
    # Kian bets, Mina and Darius call, Leila is all-in for 14: all three have acted on the bet, nobody is still to act,
    # and the note says so of nobody (native review R21-02)
    called = [*played[:5], '"p1 cbr 10"', '"p2 cc"', '"p3 cc"', '"p4 cbr 14"']
    open_link(own, "\n".join([*checked_then_bet, "actions = [" + ", ".join(called) + "]", four]))
    said = plain_text(table.locator(".own-dealer"))
    held = profile(lang).join(["Kian", "Mina", "Darius"])
    assert page_texts["own.say.short.limit.held"].format(names=held).strip() in said, said
    for key in ("own.say.short.limit.others", "own.say.short.limit.others.one"):
        template = text(key, lang, names="{names}", complete="{complete}")
        words = max(re.split(r"\{\w+\}", template), key=len).strip()  # its longest run of words
        assert words and words not in said, (words, said)
    # the flop checked to Darius, who bets 4 all-in: less than half a bet, so no full bet; the others may call it or
    # complete the bet to 10, the bet itself (D11-12, D22-04: not the no-limit 'less than a full bet' note)
    short_bet = [*played[:7], '"p3 cbr 4"']
    stacks = "starting_stacks = [1000, 1000, 14, 1000]"
    open_link(own, "\n".join([*checked_then_bet[:-1], stacks, "actions = [" + ", ".join(short_bet) + "]", four]))
    said = plain_text(table.locator(".own-dealer"))
    assert page_texts["own.say.short.limit.bet"].strip() in said, said
    # Kian and Mina checked before it and may only call or fold; Leila, still to act, may complete it (R23-01)
    checked = profile(lang).join(["Kian", "Mina"])
    assert text("own.say.short.limit.bet.held", lang, names=checked) in said, said
    leila = text("own.say.short.limit.bet.others.one", lang, names="Leila", complete=format_chips(10, lang))
    assert leila in said, said
    labels = [
        b.replace("\u2068", "").replace("\u2069", "") for b in table.locator(".own-controls button").all_inner_texts()
    ]
    assert text("own.act.complete_to", lang, chips=format_chips(10, lang)) in labels, labels


def test_a_player_the_betting_was_open_to_already_is_told_so_in_fixed_limit_too(own: Any) -> None:
    """Native reviews F20-01, F20-05: in fixed limit Kian and Mina check, Darius bets 10 and Leila is all-in for 14.
    Asked who may raise again, the learner leaves Kian and Mina out: they had not acted since Darius's bet, so the
    betting was open to them already. The hint says that, not that short all-ins add up, nor the no-limit rule that a
    raise must add at least a full raise."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    setup = ['variant = "FT"', "antes = [0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0]", "small_bet = 10"]
    played = '"p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cc", "p2 cc", "p3 cbr 10"'
    hand = [*setup, "big_bet = 20", "starting_stacks = [1000, 1000, 1000, 24]", f"actions = [{played}]"]
    open_link(own, "\n".join([*hand, 'players = ["Kian", "Mina", "Darius", "Leila"]']))
    table.locator(".rp-toggle input").check()
    press_until(own, text("own.act.all_in", lang, chips=format_chips(14, lang)), "t.hidden")
    assert table.locator(".rp-reopen").is_visible()
    table.locator(".rp-check").click()  # nobody ticked: Kian and Mina left out
    hint = plain_text(table.locator(".rp-verdict .rp-mistake"))
    names = profile(lang).join(["Kian", "Mina"])
    assert hint == text("replay.hint.still_open", lang, names=names), hint
    for no_limit in ("replay.hint.adds_up", "replay.hint.full_raise"):
        assert text(no_limit, lang, names=names) != hint


def test_a_checker_ticked_after_a_short_fixed_limit_all_in_bet_is_told_why(own: Any) -> None:
    """Dealer's review D23-02 (native R23-04, F23-09): in fixed limit Kian and Mina check and Darius bets 4, all-in,
    less than half a bet. Asked who may raise, the learner ticks Kian: the hint says a check was an action and the
    bet reopens nothing, and that Leila, still to act, may complete it to 10. When the all-in bet comes last, nobody
    is left to complete it, and the hint says so instead."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    page_texts = texts_under(widget_texts(lang), build_rules())
    setup = ['variant = "FT"', "antes = [0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0]", "small_bet = 10"]
    preflop = '"p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s"'
    for stacks, flop, bettor, checked, key in (
        ("[1000, 1000, 14, 1000]", '"p1 cc", "p2 cc"', "Darius", ["Kian", "Mina"], "replay.hint.short_bet.limit"),
        (
            "[1000, 1000, 1000, 14]",
            '"p1 cc", "p2 cc", "p3 cc"',
            "Leila",
            ["Kian", "Mina", "Darius"],
            "replay.hint.short_bet.limit.last",
        ),
    ):
        hand = [*setup, "big_bet = 20", f"starting_stacks = {stacks}", f"actions = [{preflop}, {flop}]"]
        open_link(own, "\n".join([*hand, 'players = ["Kian", "Mina", "Darius", "Leila"]']))
        table.locator(".rp-toggle input").check()
        press_until(own, text("own.act.all_in", lang, chips=format_chips(4, lang)), "t.hidden")
        assert table.locator(".rp-reopen").is_visible(), bettor
        table.locator(".rp-reopen input[value=Kian]").check()
        table.locator(".rp-check").click()
        hint = plain_text(table.locator(".rp-verdict .rp-mistake"))
        names = profile(lang).join(checked)
        assert hint == page_texts[key].format(names=names, complete=format_chips(10, lang)), (bettor, hint)


def test_an_all_in_counted_as_full_though_short_of_the_level_says_where_the_next_raise_goes(own: Any) -> None:
    """Dealer's review D23-03: in fixed limit (5/10) Darius bets 6, all-in, after two checks; half a bet or more, so a
    full bet, and the next raise is to the engine's 16, not 20. After a bet of 10 an all-in raise to 16 is a full
    raise, and the next goes to 26. The note gives the engine's figure (the step's next_raise_to)."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    setup = ['variant = "FT"', "antes = [0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0]", "small_bet = 10"]
    preflop = '"p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s"'
    for stacks, flop, key in (
        ("[1000, 1000, 16, 1000]", '"p1 cc", "p2 cc", "p3 cbr 6"', "own.say.full.limit.bet"),
        ("[1000, 26, 1000, 1000]", '"p1 cbr 10", "p2 cbr 16"', "own.say.full.limit"),
    ):
        hand = [*setup, "big_bet = 20", f"starting_stacks = {stacks}", f"actions = [{preflop}, {flop}]"]
        phh = "\n".join([*hand, 'players = ["Kian", "Mina", "Darius", "Leila"]'])
        engine = json.loads(own_hand_call("table", json.dumps({"phh": phh, "rules": build_rules().to_dict()})))
        raise_to = engine["result"]["replay"]["steps"][-1]["next_raise_to"]
        assert raise_to == engine["result"]["options"]["min_raise_to"]
        open_link(own, phh)
        said = plain_text(table.locator(".own-dealer"))
        assert text(key, lang, raise_to=format_chips(raise_to, lang)).strip() in said, (key, said)


def test_a_full_raise_names_the_caller_it_leaves_barred_and_the_dealer_tells_him(own: Any) -> None:
    """Dealer's review D24-02 (native R24-02, F24-03): at 5/10, Nefertari bets 10, Ramses calls, Tiya is all-in for 13,
    Ahmose calls 13 and Meret is all-in for 16: a raise for Nefertari and Ramses, not for Ahmose, who faces 3 more.
    The line names him as one who may only call or fold, and on his turn the dealer tells him so."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    page_texts = texts_under(widget_texts(lang), build_rules())
    setup = ['variant = "FT"', "antes = [0, 0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0, 0]", "small_bet = 10"]
    flop = '"p1 cbr 10", "p2 cc", "p3 cbr 13", "p4 cc", "p5 cbr 16"'
    actions = f'actions = ["p3 cc", "p4 cc", "p5 cc", "p1 cc", "p2 cc", "d db 2s7h9s", {flop}]'
    hand = [*setup, "big_bet = 20", "starting_stacks = [1000, 1000, 23, 1000, 26]", actions]
    players = 'players = ["Nefertari", "Ramses", "Tiya", "Ahmose", "Meret"]'
    open_link(own, "\n".join([*hand, players]))
    said = plain_text(table.locator(".own-dealer"))
    assert page_texts["own.say.full.limit.held.one"].format(names="Ahmose") in said, said
    press_until(own, text("own.act.call", lang, chips=format_chips(6, lang)), "t.innerText.includes('Ramses')")
    press_until(own, text("own.act.call", lang, chips=format_chips(6, lang)), "t.innerText.includes('Ahmose')")
    said = plain_text(table.locator(".own-dealer"))
    words = text("replay.call_only.words", lang, bet=format_chips(16, lang), call=format_chips(3, lang))
    assert words in said, said


def test_a_full_raise_for_one_player_is_said_of_that_one(own: Any) -> None:
    """Native review F25-02: at 5/10 Kian bets 10 and Mina is all-in for 16, a full raise for Kian alone. Asked who
    may raise, the learner ticks nobody: the reason names Kian in the one-player form of the limit's words."""
    lang, table = own.lang, own.locator(".allin-own[data-part=table]")
    page_texts = texts_under(widget_texts(lang), build_rules())
    setup = ['variant = "FT"', "antes = [0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0]", "small_bet = 10"]
    actions = 'actions = ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 10"]'
    hand = [*setup, "big_bet = 20", "starting_stacks = [1000, 26, 1000, 1000]", actions]
    open_link(own, "\n".join([*hand, 'players = ["Kian", "Mina", "Darius", "Leila"]']))
    table.locator(".rp-toggle input").check()
    press_until(own, text("own.act.all_in", lang, chips=format_chips(16, lang)), "t.hidden")
    table.locator(".rp-check").click()
    hint = plain_text(table.locator(".rp-verdict .rp-mistake"))
    assert hint == page_texts["replay.hint.full_raise.limit.one"].format(names="Kian"), hint
