"""The practice page's reading of the bank (docs/assets/js/practice_read.js and practice_draw.js, run under Node)
agrees with the engine and the lessons.

For every question of the bank: the worked steps settle the hand to the bank's own figures (so the picture and the
steps show what the answer was computed from), a history's story (carried by the bank) reads as the lessons tell the
same hand, and each hand is named as the lessons name it.
"""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from helpers.jsrun import node, profiles, rule_book

import calculator
from calculator import StepKind
from calculator.playback import HandInProgress
from macros.facts.reopening import ShortAllIn
from macros.render.cards import hand_name
from macros.render.narrate import step_text
from macros.text.catalogue import LANGUAGES, catalogue, text
from macros.text.numbers import format_chips
from practice import build_bank, site_rules
from practice.bank import rules_of
from practice.streets_level import round_input
from replays.build import replay_data
from replays.pot_ends import pot_ends

ROOT = Path(__file__).resolve().parent.parent
BATCH = ROOT / "tests" / "js" / "practice_batch.js"
SETTLE_FIELDS = ("returned", "pots", "payouts", "net")


@cache
def bank() -> dict[str, Any]:
    return build_bank(site_rules())


@cache
def page_reading(tmp: Path) -> dict[str, Any]:
    """What practice.js makes of every question, by question id."""
    path = tmp / "bank.json"
    path.write_text(json.dumps(bank()), encoding="utf-8")
    texts = {
        lang: {key: m.forms[0] for key, m in catalogue(lang).messages.items() if not m.plural} for lang in LANGUAGES
    }
    done = subprocess.run(
        [node(), str(BATCH)],
        input=json.dumps({"bank": str(path), "rule_book": rule_book(), "profiles": profiles(), "texts": texts}),
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    found: dict[str, Any] = json.loads(done.stdout)
    return found


@pytest.fixture(scope="module")
def reading(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return page_reading(tmp_path_factory.mktemp("practice"))


def questions(*kinds: str) -> list[dict[str, Any]]:
    return [q for level in bank()["levels"] for q in level["questions"] if q["kind"] in kinds]


def test_worked_steps_settle_to_the_bank_figures(reading: dict[str, Any]) -> None:
    checked = 0
    for question in questions("settle", "play"):
        expected = {key: question["result"][key] for key in SETTLE_FIELDS}
        assert reading[question["id"]]["settled"] == expected, question["id"]
        checked += 1
    assert checked == 6 * 110  # five settle levels and the whole hands


def test_the_working_drawn_from_the_bank_is_what_settle_js_draws(reading: dict[str, Any]) -> None:
    """The page draws the worked steps from the bank's ``working`` (the engine's layers) without settle.js: the same
    layers (own antes among them), pots, odd chips and figures settle.js gives for the same chips."""
    antes = 0
    for question in questions("settle", "play", "spot"):
        found = reading[question["id"]]
        assert found["drawn"] == found["engine"], question["id"]
        antes += any(layer["ante"] for layer in found["drawn"]["layers"])
    assert antes >= 10  # own antes drawn as the engine cuts them


def test_each_stop_of_a_hand_street_by_street_is_drawn_as_settle_js_cuts_its_chips(reading: dict[str, Any]) -> None:
    """A hand asked street by street: the page reads each stop as a settle question of its own (``stopView``), and
    what it draws of it (chips in, folds, dead money, layers, pots and their contenders, chips handed back) is what
    settle.js cuts from the same chips, with no winner named (nobody has shown a hand yet)."""
    stops = 0
    for question in questions("streets"):
        found = reading[question["id"]]["stops"]
        assert len(found) == len(question["result"]["rounds"]), question["id"]
        for k, stop in enumerate(found):
            assert stop["drawn"] == stop["engine"], (question["id"], k)
            assert [p["amount"] for p in stop["drawn"]["pots"]] == [
                pot["amount"] for pot in question["result"]["rounds"][k]["pots"]
            ], (question["id"], k)
            stops += 1
    assert stops >= 2 * 110


def settle_inputs(question: dict[str, Any]) -> list[dict[str, Any]]:
    """The settle inputs whose cut a question asks about: its own, or each stop's (kind ``streets``)."""
    if question["kind"] == "streets":
        names = calculator.read_history(question["input"]).players
        return [round_input(names, stop) for stop in question["result"]["rounds"]]
    return [question["input"]]


def test_a_wrong_pot_count_is_explained_as_the_replayer_explains_it(reading: dict[str, Any]) -> None:
    """Beside a wrong "how many pots?" the page says where each pot ends (one pot: the one-pot form, R26-01) and why
    each level inside a pot ends none: the antes end there, or whose folded chips end there, as
    ``replays/pot_ends.py`` reads the engine's layers; the dead money's level (0) is never named (R26-02)."""
    rules, _ = rules_of(bank()["rules"])
    folded_named = 0
    for question in questions("settle"):
        for said, data in zip(reading[question["id"]]["why"], settle_inputs(question), strict=True):
            why = pot_ends(data, rules)
            (key, fields), *inside = said
            assert key == ("practice.why.pot_ends.one" if len(why["ends"]) == 1 else "practice.why.pot_ends")
            assert fields["levels"].split("|") == [str(level) for level in why["ends"]], question["id"]
            assert len(inside) == len(why["inside"]), question["id"]
            for (key, fields), at in zip(inside, why["inside"], strict=True):
                assert fields["level"] == str(at["level"]) != "0", question["id"]
                if at["ante"]:
                    assert key == "practice.why.pot_goes_on.antes", question["id"]
                elif at["folded"]:
                    assert fields["names"].split("|") == at["folded"], question["id"]
                    folded_named += 1
                else:
                    assert key == "practice.why.pot_goes_on", question["id"]
    assert folded_named >= 20


def test_what_goes_back_names_nobody_only_when_the_top_bet_is_shared(reading: dict[str, Any]) -> None:
    """The question "what goes back to X?" names X unless X's bet, antes aside, ties the biggest (dealer review
    D17-01), or the hand is asked street by street (D26-01): then the question names nobody. Antes, the table's or a
    player's own, never make a top bet (R26-03)."""
    shared = 0
    for question in questions("settle", "streets"):
        inputs = settle_inputs(question)
        for path, key in reading[question["id"]]["asked"]:
            if path.endswith(".eligible"):
                continue
            stop = int(path.split(".")[1]) if question["kind"] == "streets" else 0
            bets = {p["name"]: p["contributed"] - p.get("dead", 0) - p.get("ante", 0) for p in inputs[stop]["players"]}
            name = path.rsplit(".", 1)[1]
            tied = bets[name] == max(bets.values()) and list(bets.values()).count(bets[name]) > 1
            # street by street it never names him: asked only where chips go back, naming him would tell (D26-01)
            nobody = tied or question["kind"] == "streets"
            assert key == ("practice.returned.level" if nobody else "practice.returned"), (question["id"], path)
            shared += tied
    assert shared >= 5


def test_street_by_street_who_can_win_a_side_pot_is_asked_for_now(reading: dict[str, Any]) -> None:
    """At a stop the side pot may still change (a later fold takes a player out): the page asks who can win it now
    (R26-09); other levels ask who can win it."""
    seen: set[str] = set()
    for question in questions("settle", "streets"):
        for path, key in reading[question["id"]]["asked"]:
            if path.endswith(".eligible"):
                assert key == ("practice.eligible.now" if question["kind"] == "streets" else "practice.eligible")
                seen.add(question["kind"])
    assert seen == {"settle", "streets"}


def test_the_dealer_tells_a_barred_player_he_may_only_call_or_fold(reading: dict[str, Any]) -> None:
    """Issue 31, item 5: in a played hand's story, before the action of a player whom a short all-in left able only
    to call or fold, the dealer's words to him, with the engine's figures: exactly where the replay of the same hand
    has its ``call_only`` (replays/call_only.py), in every language as the catalogue says it."""
    rules, _ = rules_of(bank()["rules"])
    said = 0
    for question in questions("options", "play", "streets"):
        story = question["story"]
        names = calculator.read_history(question["input"]).players
        words = [step for street in story["streets"] for step in street[2] if step[0] == "call_only"]
        steps = replay_data(question["id"], question["input"], rules, partial=True)["steps"]
        # the last step's words are for the player to act when the history stops (an options question): no action of
        # his follows in the story
        replayed = [step["call_only"] for step in steps[:-1] if step.get("call_only")]
        expected = [[names.index(c["name"]), c["call"], c["bet"], int(c.get("all_in", False))] for c in replayed]
        assert [step[1:] for step in words] == expected, question["id"]
        for lang in LANGUAGES:
            page = reading[question["id"]]["told"][lang]
            lines = [
                text
                for street, told in zip(story["streets"], page, strict=True)
                for step, text in zip(street[2], told, strict=True)
                if step[0] == "call_only"
            ]
            for step, line in zip(words, lines, strict=True):
                key = "replay.call_only.words.all_in" if step[4] else "replay.call_only.words"
                figures = {"bet": format_chips(step[3], lang), "call": format_chips(step[2], lang)}
                name = text("player." + names[step[1]], lang)
                assert line == text("own.say.call_only", lang, name=name, words=text(key, lang, **figures))
        said += len(words)
    assert said >= 20


def test_a_side_pot_one_player_alone_can_win_is_pushed_to_him_at_once(reading: dict[str, Any]) -> None:
    """Street by street, a side pot only one player can win goes to him there and then, without a showdown: the mark
    of "who can win it now?" says so (dealer review D26-02); elsewhere one name is said as one name."""
    alone = 0
    for question in questions("settle", "streets"):
        answers = {part["ask"]: part["answer"] for part in [question, *question.get("also", [])]}
        for path, key in reading[question["id"]]["marked"]:
            if not path.endswith(".eligible"):
                continue
            single = len(answers[path]) == 1
            if question["kind"] == "streets" and single:
                assert key == "practice.mark.eligible.alone", (question["id"], path)
                alone += 1
            else:
                assert key == ("practice.mark.eligible.one" if single else "practice.mark.eligible"), question["id"]
    assert alone >= 10


def test_once_answered_chips_that_go_back_are_said_with_whose_they_are(reading: dict[str, Any]) -> None:
    """Street by street the question names nobody (D26-01); its mark, once answered, names whose chips go back when
    any do (D27-04), and says that none do otherwise."""
    named = 0
    for question in questions("streets"):
        answers = {part["ask"]: part["answer"] for part in [question, *question.get("also", [])]}
        for path, key in reading[question["id"]]["marked"]:
            if ".returned." in path:
                back = answers[path] > 0
                assert key == ("practice.mark.returned" if back else "practice.mark.returned.level"), question["id"]
                named += back
    assert named >= 20


def lesson_story(question: dict[str, Any], lang: str) -> tuple[list[str], list[tuple[str, str]]]:
    """A history's betting as the lessons tell it (``macros/render/narrate.py``, without what a raise reopens, which
    the practice page leaves to its question), step by step, and its streets with their board cards."""
    rules, _ = rules_of(bank()["rules"])
    history = calculator.read_history(question["input"])
    hand = HandInProgress(history, rules)
    for action in history.actions:
        hand.apply(action)
    told = []
    streets = [("preflop", "")]
    for step in hand.steps:
        if step.kind is StepKind.DEAL_BOARD:
            streets.append((step.street, "".join(step.cards)))
        said = step_text(history.setup, step, lang, reopened=(), short=ShortAllIn(barred=(), raise_by=None))
        if said is not None:
            told.append(re.sub(r"</?bdi>", "", said))
    return told, streets


def test_the_banks_stories_are_told_as_the_lessons_tell_them(reading: dict[str, Any]) -> None:
    """The bank carries each history's story (practice/story.py) and the page only fills its catalogue texts: every
    step reads, in every language, as the lessons' narration of the same engine steps, on the same streets."""
    kinds = set()
    for question in questions("options", "play", "streets"):
        story = question["story"]
        assert len(calculator.read_history(question["input"]).players) >= 3  # heads-up blinds are posted otherwise
        for lang in LANGUAGES:
            told, streets = lesson_story(question, lang)
            page = reading[question["id"]]["told"][lang]
            # the dealer's words to a barred player are the page's own line (tested below), not the lessons' step
            kept = [
                text
                for street, said in zip(story["streets"], page, strict=True)
                for step, text in zip(street[2], said, strict=True)
                if step[0] != "call_only"
            ]
            assert kept == told, (question["id"], lang)
        assert [(street[0], street[1]) for street in story["streets"]] == streets, question["id"]
        kinds |= {step[0] for street in story["streets"] for step in street[2]}
    assert {"small_blind", "big_blind", "fold", "check", "call", "bet", "raise"} <= kinds
    # a fixed-limit all-in short of a raise is told as no raise, as the lessons tell it (native review F15-2)
    assert "all_in.short" in kinds
    assert any(kind.endswith(".short") for kind in kinds) or "ante" in kinds


def test_hands_are_named_as_the_lessons_name_them(reading: dict[str, Any]) -> None:
    named = 0
    for question in questions("settle", "play"):
        hands = question.get("hands") or question["result"].get("hands")
        if not hands:
            continue
        if question["kind"] == "settle":
            board = question["input"]["board"]
            hole = {p["name"]: p["cards"] for p in question["input"]["players"] if "cards" in p}
        else:
            history = calculator.read_history(question["input"])
            hand = HandInProgress(history, rules_of(bank()["rules"])[0])
            for action in history.actions:
                hand.apply(action)
            board = "".join(hand.board)
            hole = {history.players[seat]: "".join(cards) for seat, cards in enumerate(hand.hole) if cards}
        for lang in LANGUAGES:
            for player, shown in reading[question["id"]]["hands"][lang].items():
                assert shown == hand_name(hole[player], board, lang), (question["id"], player, lang)
                named += 1
    assert named > 300
