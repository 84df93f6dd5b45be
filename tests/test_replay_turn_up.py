"""When the replayer turns the hands up (review 2, en 14 / ru wrong 1).

Under the tournament rule, once a player is all-in and the betting is over, every hand is turned up at once, before
the rest of the board is run out (TDA 2026, version 1.1, rule 17); the lesson's story tells it so. The replay data
keeps one step per action in the history's order (DESIGN.md "Replays"), but the round end right after the action that
closed the betting already has every hand face up, and the step list (the replayer without JavaScript, and the
sentences the script shows) names them there, after the chips nobody called are handed back (the dealers' procedure,
steps 3 then 4; review 4, en 1, ru and fa minor); the history's later ``sm`` steps say the cards are already face
up. Under the cash rule the hands are shown at the showdown, after the river, in the order the rules give
(``PlayedHand.showdown_order``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest

import calculator
import replays
from calculator import StepKind
from macros.render.cards import cards_html
from macros.render.figures import isolated_name
from macros.render.replayer import step_lines
from macros.text.catalogue import LANGUAGES, text
from macros.text.numbers import format_chips
from practice import site_rules

LANGS = LANGUAGES
BUILDS: dict[str, Mapping[str, Any]] = {
    "site": site_rules(),
    **{name: {"name": name} for name in calculator.PRESETS},
}
Replay = Mapping[str, Any]


def played(data: Replay) -> calculator.PlayedHand:
    return calculator.replay(data["phh"], calculator.rules_from_json(data["rules"]))


def early(build: str) -> dict[str, tuple[Replay, int]]:
    """Every replay of the build whose hands the rules turn up before the board is complete, with the place in
    its ``steps`` of the action that closed the betting."""
    found = {}
    for hand_id, data in replays.published(BUILDS[build]).items():
        hand = played(data)
        at = hand.turned_up_at(calculator.rules_from_json(data["rules"]))
        if at is not None:
            closing = hand.steps[at].index
            found[hand_id] = (data, next(n for n, s in enumerate(data["steps"]) if s["index"] == closing))
    return found


def turned_up_step(data: Replay) -> int | None:
    """The first step of the data with a hand face up that nobody has shown (the rule turned it up), if any."""
    steps = data["steps"]
    for n, step in enumerate(steps):
        if step["kind"] in ("show", "muck", "settled"):
            continue
        if any(cards is not None for cards in step["shown"]):
            return n
    return None


def first_board_after(data: Replay, closed: int) -> int:
    return next(n for n, s in enumerate(data["steps"]) if n > closed and s["kind"] == "deal_board")


def show_sentence(data: Replay, seat: int, cards: list[str], lang: str) -> str:
    name = isolated_name(data["names"][seat], lang)  # the step list isolates names (<bdi>)
    return text("step.show", lang, name=name, cards=cards_html("".join(cards), lang))


EARLY = {build: early(build) for build in ("site", "tda")}


def test_the_hands_the_reviews_name_are_turned_up_early() -> None:
    for found in EARLY.values():
        assert {"dealer_three_all_ins", "four_players_hand", "heads_up_odd_chip", "three_allins"} <= set(found)
        assert len(found) >= 10
    assert not early("roberts")


@pytest.mark.parametrize("build", sorted(BUILDS))
def test_the_steps_keep_the_historys_order(build: str) -> None:
    """One step per action, in the history's order: the action steps' indexes strictly increase, in every
    published replay under every preset (nothing is moved, whatever the rule turns up)."""
    checked = 0
    for hand_id, data in replays.published(BUILDS[build]).items():
        indexes = [s["index"] for s in data["steps"] if s["index"] is not None]
        assert indexes == sorted(set(indexes)), (build, hand_id, indexes)
        assert indexes == list(range(len(indexes))), (build, hand_id, indexes)
        checked += 1
    assert checked


@pytest.mark.parametrize("build", sorted(EARLY))
def test_every_hand_is_face_up_from_the_step_where_the_betting_closed(build: str) -> None:
    for hand_id, (data, closed) in EARLY[build].items():
        steps = data["steps"]
        still_in = [seat for seat, out in enumerate(steps[-1]["folded"]) if not out]
        # face up from the round end right after the closing action, not at that action
        assert steps[closed + 1]["kind"] == "round_end", hand_id
        assert all(not any(s["shown"]) for s in steps[: closed + 1]), hand_id
        for step in steps[closed + 1 :]:
            assert all(step["shown"][seat] is not None for seat in still_in), (hand_id, step["kind"])
        board = first_board_after(data, closed)
        assert steps[closed]["board"] == steps[board - 1]["board"] != steps[board]["board"], hand_id
        # the log's show steps stay where the history writes them, each with its own action
        hand = played(data)
        shows = [n for n, s in enumerate(steps) if s["kind"] in ("show", "muck")]
        logged = [s.index for s in hand.steps if s.kind in (StepKind.SHOW, StepKind.MUCK)]
        assert [steps[n]["index"] for n in shows] == logged, hand_id


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("build", sorted(EARLY))
def test_the_step_list_names_every_hand_where_the_betting_closed(build: str, lang: str) -> None:
    for hand_id, (data, closed) in EARLY[build].items():
        lines = step_lines(data, lang)
        hand = played(data)
        turned = closed + 1  # the round end after the closing action
        said_at_close = next(line for n, line, _ in lines if n == turned)
        first_shown = min(n for n, line, _ in lines if text("showdown.turned_up", lang) in line)
        assert first_shown == turned, (hand_id, lang)
        for seat in hand.showdown_order:
            cards = [str(card) for card in hand.shown[seat] or ()]
            said = show_sentence(data, seat, cards, lang)
            assert said in said_at_close, (hand_id, lang, seat)
            assert [n for n, line, _ in lines if said in line] == [turned], (hand_id, lang, seat)
        # the history's later shows of those hands: one stop, the hands read where they lie, not shown again
        # (dealer review D9-3: a stop per player repeated the cards on the table)
        shows = [n for n, step in enumerate(data["steps"]) if step["kind"] == "show"]
        if shows:
            stops = [n for n, _, _ in lines if n in shows]
            assert stops == [shows[0]], (hand_id, lang, stops)
            at_show = next(line for m, line, _ in lines if m == shows[0])
            assert at_show == text("replay.hands_face_up", lang) + ".", (hand_id, lang, at_show)
        # every such hand is read at its showdown once, whether the history shows the hands or not (native review
        # R11-06: "Showdown: the hands are already face up…" was missing from the hands with no show of their own)
        read = [n for n, line, _ in lines if text("replay.hands_face_up", lang) in line]
        assert len(read) == 1 and read[0] > turned, (hand_id, lang, read)


RULE_BUILDS = ("site", "tda")


@pytest.mark.parametrize("build", RULE_BUILDS)
def test_the_uncalled_chips_go_back_before_the_hands_are_turned_up_in_the_data(build: str) -> None:
    """In every replay whose hands the rule turns up (on the river too): the first step with them face up is the
    round end right after the action that closed the betting, the one that hands back the chips nobody called;
    the closing action still has them face down and nothing is handed back before that round end."""
    checked = returned = 0
    for hand_id, data in replays.published(BUILDS[build]).items():
        hand = played(data)
        if not hand.all_turned_up(calculator.rules_from_json(data["rules"])):
            continue
        steps = data["steps"]
        at = turned_up_step(data)
        if at is None:  # every hand was already shown by the history before any rule applied
            continue
        checked += 1
        assert steps[at]["kind"] == "round_end", (build, hand_id, steps[at]["kind"])
        assert steps[at - 1]["kind"] in ("fold", "check", "call", "bet", "raise", "complete", "deal_hole"), hand_id
        assert not any(steps[at - 1]["shown"]), hand_id
        back = steps[at]["returned"]
        if back and back != steps[at - 1]["returned"]:
            returned += 1
    assert checked >= len(EARLY[build])
    assert returned >= 2  # the reviews' hands: Roya's 3,500, Ramses' 7,000, Bijan's 3,000 on the river


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("build", RULE_BUILDS)
def test_the_step_list_names_the_return_before_the_turn_up(build: str, lang: str) -> None:
    """Every sentence that turns the hands up comes after the sentences handing back the chips nobody called
    (when there are any), in the same step or an earlier one, and no return is named after it."""
    turned_word = text("showdown.turned_up", lang)
    checked = with_return = 0
    for hand_id, data in replays.published(BUILDS[build]).items():
        lines = step_lines(data, lang)
        turned = [(n, line) for n, line, _ in lines if turned_word in line]
        if not turned:
            continue
        checked += 1
        assert len(turned) == 1, (hand_id, lang)
        at, line = turned[0]
        back = data["steps"][at]["returned"]
        for pid, chips in back.items():
            said = text("award.returned", lang, name=isolated_name(pid, lang), chips=format_chips(chips, lang))
            where = [n for n, other, _ in lines if said in other]
            assert where and where[-1] <= at, (hand_id, lang, pid)
            if where[-1] == at:
                with_return += 1
                assert line.index(said) < line.index(turned_word), (hand_id, lang, pid)
    assert checked >= len(EARLY[build])
    assert with_return >= 2


def test_the_reviews_river_hand_reads_return_then_turn_up() -> None:
    """Review 4, en 1: "Omid folds" on the river, then Bijan's 3,000 back, then every hand turned up."""
    found = 0
    for data in replays.published(BUILDS["site"]).values():
        plain = [re.sub(r"<[^>]+>", "", line) for _, line, _ in step_lines(data, "en")]
        for n, line in enumerate(plain):
            if "Bijan takes back 3,000 that nobody called" in line and "every hand is turned up" in " ".join(plain):
                found += 1
                assert "every hand is turned up" not in " ".join(plain[:n]), plain[n - 1]
                assert line.index("takes back") < line.index("every hand is turned up")
    assert found


def test_the_heads_up_list_reads_in_the_dealers_order() -> None:
    """The order the review asked for, read as plain text: turned up, both hands, then the flop."""
    data = replays.published(BUILDS["tda"])["heads_up_odd_chip"]
    plain = [re.sub(r"<[^>]+>", "", line) for _, line, _ in step_lines(data, "en")]
    turned = next(n for n, line in enumerate(plain) if "every hand is turned up" in line)
    assert "Kian shows 2♣ 3♦. Mina shows 4♥ 5♠" in plain[turned]
    flop = next(n for n, line in enumerate(plain) if line.startswith("Flop:"))
    river = next(n for n, line in enumerate(plain) if line.startswith("River:"))
    assert turned < flop < river
    assert plain[river + 1] == "Showdown: the hands are already face up, and the dealer reads each one with the board."
    assert not [line for line in plain[river + 1 :] if "2♣ 3♦" in line or "4♥ 5♠" in line]
    assert not any("shows" in line for line in plain[turned + 1 :])


def test_under_the_cash_rule_the_hands_are_shown_after_the_river_in_the_rules_order() -> None:
    cash = replays.published(BUILDS["roberts"])
    compared = 0
    for hand_id, data in cash.items():
        assert data["rules"]["showdown"] == "cash"
        steps = data["steps"]
        hand = played(data)
        if not hand.showdown_order:
            continue
        compared += 1
        river = max(n for n, s in enumerate(steps) if s["kind"] == "deal_board")
        shows = [n for n, s in enumerate(steps) if s["kind"] in ("show", "muck")]
        assert all(n > river for n in shows), hand_id
        assert all(not any(s["shown"]) for s in steps[: river + 1]), hand_id
        assert [steps[n]["actor"] for n in shows] == [hand.names[seat] for seat in hand.showdown_order][: len(shows)]
        for lang in LANGS:
            lines = step_lines(data, lang)
            assert not any(text("showdown.turned_up", lang) in line for _, line, _ in lines), (hand_id, lang)
            for n in shows:
                step = steps[n]
                if step["kind"] == "show":
                    seat = data["names"].index(step["actor"])
                    said = show_sentence(data, seat, step["cards"], lang)
                    assert [m for m, line, _ in lines if said in line] == [n], (hand_id, lang)
    assert compared >= len(EARLY["tda"])
    assert set(EARLY["tda"]) <= set(cash)


def test_the_engine_says_where_the_hands_go_face_up() -> None:
    """``PlayedHand.turned_up_at``: the closing call of the heads-up hand under the tournament rule; nothing under
    the cash rule; nothing when the last all-in is called on the river (the board is complete)."""
    hand = replays.published(BUILDS["tda"])["heads_up_odd_chip"]
    tda = calculator.rule_set("tda", {})
    cash = calculator.rule_set("roberts", {})
    played_tda = calculator.replay(hand["phh"], tda)
    at = played_tda.turned_up_at(tda)
    assert at is not None and played_tda.steps[at].kind is StepKind.CALL and played_tda.steps[at].street == "preflop"
    assert played_tda.all_turned_up(tda)
    played_cash = calculator.replay(hand["phh"], cash)
    assert played_cash.turned_up_at(cash) is None and not played_cash.all_turned_up(cash)
    river = replays.published(BUILDS["tda"])["dry_side_pot"]
    played_river = calculator.replay(river["phh"], tda)
    assert played_river.all_turned_up(tda) and played_river.turned_up_at(tda) is None
