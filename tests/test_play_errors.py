"""Malformed hand histories and illegal actions give clear, specific errors (API and command line)."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any

import pytest
from helpers.play_helpers import ft, nt

from calculator import (
    CalculatorError,
    DuplicateCardError,
    HandHistoryError,
    IllegalActionError,
    RulesError,
    legal_options,
    replay,
)
from calculator.cli import main

SHOWDOWN = ["d db 2s7h9s", "d db Jd", "d db 4c"]
GOOD = nt(
    [2000, 5000, 12000],
    ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cbr 12000", "p1 cc", "p2 cc", *SHOWDOWN],
)


def with_actions(*actions: str, base: dict[str, Any] = GOOD) -> dict[str, Any]:
    return {**base, "actions": list(actions)}


def without(key: str) -> dict[str, Any]:
    return {k: v for k, v in GOOD.items() if k != key}


# (what, input (text or mapping), error class, words the message must contain)
CASES: list[tuple[str, str | dict[str, Any], type[CalculatorError], str]] = [
    ("malformed TOML", 'variant = "NT"\nantes = [0, 0\n', HandHistoryError, "malformed PHH (TOML)"),
    ("malformed JSON", '{"variant": "NT", ', CalculatorError, "malformed JSON"),
    ("no variant", without("variant"), HandHistoryError, "no 'variant'"),
    ("unsupported variant", {**GOOD, "variant": "FO/2"}, HandHistoryError, "unsupported variant 'FO/2'"),
    ("no starting stacks", without("starting_stacks"), HandHistoryError, "no 'starting_stacks'"),
    ("fractional chips", {**GOOD, "starting_stacks": [2000, 5000.5, 12000]}, HandHistoryError, "fractional"),
    ("empty stack", {**GOOD, "starting_stacks": [2000, 0, 12000]}, HandHistoryError, "more than 0"),
    ("antes of the wrong length", {**GOOD, "antes": [0, 0]}, HandHistoryError, "'antes' lists 2 players"),
    ("no forced bets", {**GOOD, "blinds_or_straddles": [0, 0, 0]}, HandHistoryError, "no blinds"),
    ("NT without min_bet", without("min_bet"), HandHistoryError, "needs 'min_bet'"),
    ("FT without big_bet", {**ft([100, 100], []), "big_bet": None}, HandHistoryError, "needs 'big_bet'"),
    ("duplicate player names", {**GOOD, "players": ["A", "B", "A"]}, HandHistoryError, "appears more than once"),
    ("actions not strings", {**GOOD, "actions": ["p3 f", 7]}, HandHistoryError, "list of strings"),
    ("unknown action code", with_actions("p3 raise 300"), HandHistoryError, "action 0 'p3 raise 300'"),
    ("no such player", with_actions("p4 cc"), HandHistoryError, "no player p4"),
    ("amount not a number", with_actions("p3 cbr 3e2"), HandHistoryError, "not a whole number of chips"),
    ("bad card", with_actions("d dh p1 AcXx"), HandHistoryError, "'Xx' is not a card"),
    ("three hole cards", with_actions("d dh p1 AcAdKh"), IllegalActionError, "more than 2 hole cards"),
    ("card dealt twice", with_actions("d dh p1 AcAd", "d dh p2 AcKd"), DuplicateCardError, "Ac was already dealt"),
    ("acting out of turn", with_actions("p1 cc"), IllegalActionError, "it is p3's turn"),
    ("raise below the minimum", with_actions("p3 cbr 150"), IllegalActionError, "the minimum is 200"),
    ("raise above the stack", with_actions("p3 cbr 12001"), IllegalActionError, "has only 12000 chips"),
    ("bet at most a call", with_actions("p3 cbr 100"), IllegalActionError, "at most a call"),
    (
        "raise after a short all-in",
        nt(
            [10100, 1500, 8100],
            ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 1000", "p2 cbr 1400", "p3 cc", "p1 cbr 3000"],
        ),
        IllegalActionError,
        "short of a full raise",
    ),
    (
        "raise against all-ins",
        {**with_actions("p3 cbr 12000", "p1 cc", "p2 cbr 15000"), "starting_stacks": [2000, 15000, 12000]},
        IllegalActionError,
        "every opponent is all-in",
    ),
    ("limit raise off the size", ft([500, 500, 500], ["p3 cbr 25"]), IllegalActionError, "exactly 20"),
    (
        "limit raise over the cap",
        ft([500, 500, 500], ["p3 cbr 20", "p1 cbr 30", "p2 cbr 40", "p3 cbr 50"]),
        IllegalActionError,
        "capped",
    ),
    ("board while betting is open", with_actions("p3 cc", "d db 2s7h9s"), IllegalActionError, "p1 is still to act"),
    ("flop of two cards", with_actions("p3 cc", "p1 cc", "p2 cc", "d db 2s7h"), IllegalActionError, "3 cards"),
    ("action after the hand is over", with_actions("p3 f", "p1 f", "p2 cc"), IllegalActionError, "hand is over"),
    ("hole cards after the betting", with_actions("p3 cc", "d dh p1 AcAd"), IllegalActionError, "before the first"),
    ("show while betting is open", with_actions("p3 cc", "p1 sm AcAd"), IllegalActionError, "betting is over"),
    ("show after folding", with_actions("p3 cbr 12000", "p1 f", "p2 cc", "p1 sm AcAd"), IllegalActionError, "folded"),
    (
        "shown cards differ from the dealt ones",
        with_actions("d dh p1 AcAd", "p3 cbr 12000", "p1 cc", "p2 cc", "p1 sm AcKd"),
        HandHistoryError,
        "shows Kd but holds Ad",
    ),
    ("unfinished hand", with_actions("p3 cbr 12000", "p1 cc"), HandHistoryError, "p2 is still to act"),
    (
        "unknown cards at showdown",
        with_actions("d dh p1 ????", "d dh p2 KcKd", "p3 cbr 12000", "p1 cc", "p2 f", *SHOWDOWN, "p3 sm QcQd"),
        HandHistoryError,
        "cards are unknown",
    ),
]


@pytest.mark.parametrize(("what", "source", "error", "words"), CASES, ids=[c[0] for c in CASES])
def test_api_error(what: str, source: str | dict[str, Any], error: type[CalculatorError], words: str) -> None:
    with pytest.raises(error) as raised:
        replay(source)
    assert isinstance(raised.value, ValueError)
    assert words in str(raised.value), what


def _as_text(source: str | dict[str, Any]) -> str:
    return source if isinstance(source, str) else json.dumps(source)


@pytest.mark.parametrize(("what", "source", "error", "words"), CASES, ids=[c[0] for c in CASES])
def test_command_line_error(
    what: str,
    source: str | dict[str, Any],
    error: type[CalculatorError],
    words: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(_as_text(source).encode())))
    assert main(["play", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert words in err


def test_bad_rules_for_play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(json.dumps(GOOD).encode())))
    assert main(["play", "-", "--rules", '{"raise_cap": -1}']) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: rule raise_cap")


def test_options_rejects_an_illegal_history_too() -> None:
    with pytest.raises(IllegalActionError, match="action 0 'p1 cc'"):
        legal_options(with_actions("p1 cc"))


def test_options_of_a_finished_hand_has_nobody_to_act() -> None:
    assert legal_options(GOOD).to_json() == {
        "to_act": None,
        "can_fold": False,
        "can_check": False,
        "call_amount": None,
        "min_raise_to": None,
        "max_raise_to": None,
    }


def test_errors_are_value_errors() -> None:
    checks: list[Callable[[], object]] = [lambda: replay(with_actions("p1 cc")), lambda: replay("variant = 1")]
    for check in checks:
        with pytest.raises(ValueError):
            check()
    assert issubclass(RulesError, ValueError)
