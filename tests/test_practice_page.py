"""The practice page's reading of the bank (docs/assets/js/practice.js, run under Node) agrees with the engine.

For every question of the bank: the worked steps settle the hand to the bank's own figures (so the picture and the
steps show what the answer was computed from), a history is told step by step as the engine plays it (bets, raises,
completions, calls, all-ins, chips and street totals), and each hand is named as the lessons name it.
"""

from __future__ import annotations

import json
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from helpers.jsrun import node, rule_book

import calculator
from calculator import StepKind
from calculator.playback import HandInProgress
from macros.render.cards import hand_name
from macros.text.catalogue import LANGUAGES, catalogue
from practice import build_bank, site_rules
from practice.bank import rules_of

ROOT = Path(__file__).resolve().parent.parent
BATCH = ROOT / "tests" / "js" / "practice_batch.js"
SETTLE_FIELDS = ("returned", "pots", "payouts", "net")
STEP_KINDS = {
    StepKind.ANTE: "ante", StepKind.BLIND: "blind", StepKind.FOLD: "fold", StepKind.CHECK: "check",
    StepKind.CALL: "call", StepKind.BET: "bet", StepKind.RAISE: "raise",
}  # fmt: skip
"""The steps the bank's histories hold, as practice.js names them (no straddles, shows or completed limit bets)."""


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
        input=json.dumps({"bank": str(path), "rule_book": rule_book(), "texts": texts}),
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


def engine_story(question: dict[str, Any]) -> tuple[list[dict[str, Any]], list[tuple[str, list[str]]]]:
    """The engine's steps of a history (what the story must tell) and its streets with their board cards."""
    rules, _ = rules_of(bank()["rules"])
    history = calculator.read_history(question["input"])
    hand = HandInProgress(history, rules)
    for action in history.actions:
        hand.apply(action)
    steps = []
    streets = [("preflop", [])]
    for step in hand.steps:
        if step.kind is StepKind.DEAL_BOARD:
            streets.append((step.street, list(step.cards)))
        elif step.kind is not StepKind.DEAL_HOLE:
            steps.append(
                {"kind": STEP_KINDS[step.kind], "seat": step.seat, "chips": step.chips, "total": step.street_total}
                | {"allIn": step.all_in}
            )
    return steps, streets


def test_stories_tell_what_the_engine_plays(reading: dict[str, Any]) -> None:
    told_kinds = set()
    for question in questions("options", "play"):
        story = reading[question["id"]]["story"]
        steps, streets = engine_story(question)
        assert len(calculator.read_history(question["input"]).players) >= 3  # heads-up blinds are posted otherwise
        told = [
            {k: s[k] for k in ("kind", "seat", "chips", "total", "allIn")}
            for st in story["streets"]
            for s in st["steps"]
        ]
        assert told == steps, question["id"]
        assert [(s["street"], s["board"]) for s in story["streets"]] == streets, question["id"]
        told_kinds |= {s["kind"] for s in told}
    assert told_kinds == set(STEP_KINDS.values())


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
