"""The dealer's words to a player who may only call or fold (issue 31, item 5), in Chromium, in every language.

When a short all-in has not reopened the betting for a player who has already acted, the replayer shows, as the
action comes back to him, what the dealer says to him: the bet he faces and what he must add to call. The figures
here are re-derived from the engine alone (``calculator``: the hand's history played up to each action, the bet
level and the legal options of the player to act, and the engine's own reason why he may not raise), never read
from the replay data; a player whose betting was reopened hears nothing of the kind. The same words are on the
replay page, in a lesson that embeds the hand (the dealers' page), in the "Your own hand" page's replayer, and as
the dealers' page's "what you say" line. Fixtures of tests/test_browser.py."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import open_hand, plain, url
from helpers.sitebuild import LANGS, built_site, page_path

import calculator
from calculator.playback import play_history
from macros.text.catalogue import text
from macros.text.names import player_name
from macros.text.numbers import format_chips

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
BETTING = {"fold", "check", "call", "bet", "raise", "complete"}
NOT_REOPENED = "not reopened"
"""The engine's reason (``Table.why_no_raise``) when a player who has acted may not raise: the betting was not
reopened for him."""


def engine_turns(data: dict[str, Any]) -> dict[int, tuple[str, int, int | None, str | None]]:
    """For each action step of a replay (by its place in ``steps``): the player the engine says acts next, the bet
    level he faces, what he must add to call, and why he may not raise (None: he may)."""
    history = calculator.read_history(data["phh"])
    rules = calculator.rules_from_json(data["rules"])
    found = {}
    for n, step in enumerate(data["steps"]):
        if step["kind"] not in BETTING:
            continue
        so_far = replace(history, actions=history.actions[: step["index"] + 1])
        table = play_history(so_far, rules).table
        if table.to_act is None:
            continue
        options = calculator.legal_options(so_far, rules)
        seat = table.to_act
        found[n] = (history.players[seat], table.level, options.call_amount, table.why_no_raise(seat))
    return found


def expected_words(pid: str, bet: int, call: int, lang: str, own: bool = False) -> str:
    """What the page must show (as plain text) for the dealer's words to ``pid``, from the catalogues."""
    words = text("replay.call_only.words", lang, bet=format_chips(bet, lang), call=format_chips(call, lang))
    if own:  # the "Your own hand" page shows the names as the history writes them (the learner's)
        return text("own.say.call_only", lang, name=pid, words=words)
    return text("replay.call_only", lang, name=player_name(pid, lang, case="dat"), words=words)


def replay(hand: str) -> dict[str, Any]:
    site = built_site().site
    return json.loads((site / "assets" / "replay" / f"{hand}.json").read_text(encoding="utf-8"))


def local(value: int, lang: str) -> str:
    return format_chips(value, lang)


def check_every_stop(root: Any, data: dict[str, Any], lang: str) -> list[str]:
    """Step through every stop (questions off); at each, the dealer's words are shown exactly when the engine says
    the player to act may not raise because the betting was not reopened for him. The players addressed."""
    turns = engine_turns(data)
    root.locator(".rp-toggle input").uncheck()
    stops = root.locator(".rp-list li")
    addressed = []
    for pos in range(stops.count()):
        place = int(stops.nth(pos).get_attribute("data-step"))
        said = root.locator(".rp-say .rp-dealer")
        turn = turns.get(place)
        if turn is not None and turn[3] is not None and NOT_REOPENED in turn[3]:
            pid, bet, call, _ = turn
            assert call is not None and call > 0
            assert said.count() == 1, f"stop {pos}: no words to {pid}"
            shown = plain(said.inner_text())
            assert shown == expected_words(pid, bet, call, lang)
            # the figures are the engine's, in the page's digits
            assert local(bet, lang) in shown and local(call, lang) in shown
            addressed.append(pid)
        else:
            assert said.count() == 0, f"stop {pos}: words nobody should hear: {said.all_inner_texts()}"
        if pos < stops.count() - 1:
            root.locator(".rp-forward").click()
    return addressed


@pytest.mark.parametrize("lang", LANGS)
def test_replay_page_tells_the_barred_players(page: Any, base_url: str, lang: str) -> None:
    """short_no_reopen: Kian's all-in for 450 over Mina's 300 is short of a full raise; the dealer tells Mina, then
    Raha, the bet and the call, and that they may not raise."""
    data = replay("short_no_reopen")
    root = open_hand(page, base_url, lang, "short_no_reopen")
    assert check_every_stop(root, data, lang) == ["mina", "raha"]


@pytest.mark.parametrize("lang", LANGS)
def test_words_wait_for_the_reopen_question(page: Any, base_url: str, lang: str) -> None:
    """At the short all-in the replayer asks who may raise again: the words to Mina (which answer it) show only
    once the question is answered or skipped."""
    data = replay("short_no_reopen")
    root = open_hand(page, base_url, lang, "short_no_reopen")
    for _ in range(40):
        if root.locator(".rp-ask .rp-reopen").is_visible():
            break
        if root.locator(".rp-ask").is_visible():
            root.locator(".rp-skip").click()
        root.locator(".rp-forward").click()
    assert root.locator(".rp-say .rp-dealer").count() == 0
    root.locator(".rp-skip").click()
    pid, bet, call, _why = next(t for t in engine_turns(data).values() if t[3] and NOT_REOPENED in t[3])
    assert pid == "mina" and call is not None
    assert plain(root.locator(".rp-say .rp-dealer").inner_text()) == expected_words(pid, bet, call, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_no_words_when_the_betting_is_reopened(page: Any, base_url: str, lang: str) -> None:
    """reopen_accumulation: two short all-ins add up to a full raise, so the betting reopens for Omid; when the
    action comes back to him the engine lets him raise, and the dealer says nothing of the kind."""
    data = replay("reopen_accumulation")
    turns = engine_turns(data)
    flop = [n for n, turn in turns.items() if turn[0] == "omid" and data["steps"][n]["street"] == "flop"]
    assert flop and all(turns[n][3] is None for n in flop)  # the engine lets him raise
    root = open_hand(page, base_url, lang, "reopen_accumulation")
    assert check_every_stop(root, data, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_replayer_and_own_hand_say_the_same(page: Any, base_url: str, lang: str) -> None:
    """The dealers' page embeds the hand: the same words at the same turns. The "Your own hand" page's replayer
    (its own sentences, user-typed names) says them too, from the same replay data."""
    data = replay("short_no_reopen")
    root = open_hand(page, base_url, lang, "short_no_reopen", page_name="dealers")
    assert check_every_stop(root, data, lang) == ["mina", "raha"]
    page.goto(url(base_url, lang, "own-hand"))
    page.wait_for_function("typeof window.allinOwnWords === 'function'")
    stops = page.evaluate("data => window.allinOwnWords(data).map(s => [s.step, s.html])", data)
    turns = engine_turns(data)
    said = {}
    for place, markup in stops:
        words = page.evaluate(
            "html => { const d = document.createElement('div'); d.innerHTML = html;"
            " const w = d.querySelector('.rp-dealer'); return w ? w.textContent : null; }",
            markup,
        )
        if words is not None:
            said[place] = plain(words)
    expected = {
        n: expected_words(pid, bet, call, lang, own=True)
        for n, (pid, bet, call, why) in turns.items()
        if why and NOT_REOPENED in why and call is not None
    }
    assert said == expected and len(expected) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_dealers_page_says_the_words(lang: str) -> None:
    """The dealers' page, where it teaches the short all-in, gives the words to say to Ramses with the engine's
    figures: the bet he faces and what he must add (flop_short_all_in after Tiya's call)."""
    history = calculator.read_history((EXAMPLES / "flop_short_all_in.toml").read_text(encoding="utf-8"))
    so_far = replace(history, actions=history.actions[:7])
    table = play_history(so_far, calculator.TDA).table
    options = calculator.legal_options(so_far, calculator.TDA)
    assert options.name == "ramses" and options.min_raise_to is None and options.call_amount is not None
    built = page_path(built_site().site, lang, "dealers").read_text(encoding="utf-8")
    shown = plain(html.unescape(re.sub(r"<[^>]+>", "", built)))
    bet, call = format_chips(table.level, lang), format_chips(options.call_amount, lang)
    words = text("replay.call_only.words", lang, bet=bet, call=call)
    assert words in shown
