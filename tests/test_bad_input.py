"""Bad input: a specific error from the Python API, exit status 2 and one ``error:`` line from the command line.

Each case is checked twice: through the API (the specific ``ValueError`` subclass, the input left unchanged)
and through ``python -m calculator settle`` in a subprocess (status 2, one line on stderr, nothing on stdout).
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from calculator import (
    TDA,
    CalculatorError,
    CardCountError,
    ChipAmountError,
    ContributionError,
    DuplicateCardError,
    Hand,
    HandStrengthError,
    InputFormatError,
    InvalidCardError,
    PlayerError,
    PlayerHand,
    RulesError,
    parse_cards,
    settle_json,
)
from calculator.json_input import load_json

ROOT = Path(__file__).resolve().parent.parent


def _hand(**changes: Any) -> str:
    """The seeds' three-player hand as JSON text, with some players' fields or top-level keys changed."""
    data: dict[str, Any] = {
        "players": [
            {"name": "Ahmose", "contributed": 2000, "cards": "AcAd"},
            {"name": "Nefertari", "contributed": 5000, "cards": "KcKd"},
            {"name": "Ramses", "contributed": 12000, "cards": "QcQd"},
        ],
        "board": "2s7h9sJd4c",
    }
    for key, value in changes.items():
        if key.startswith("p") and key[1:].isdigit():
            data["players"][int(key[1:])].update(value)
        else:
            data[key] = value
    return json.dumps(data, ensure_ascii=False)


def _ranked(*players: dict[str, Any]) -> str:
    return json.dumps({"players": list(players)}, ensure_ascii=False)


@dataclass(frozen=True)
class Case:
    id: str
    text: str
    error: type[CalculatorError]
    says: str
    """A fragment the message must contain, so it names what is wrong."""
    rules: str | None = None


CASES = [
    Case("negative chips", _hand(p0={"contributed": -5}), ChipAmountError, "negative"),
    Case("fractional chips", _hand(p1={"contributed": 100.5}), ChipAmountError, "fractional"),
    Case("chips as a float with no fraction", _hand(p1={"contributed": 1e3}), ChipAmountError, "fractional"),
    Case("chips as a string", _hand(p2={"contributed": "12000"}), ChipAmountError, "Ramses"),
    Case("chips as a boolean", _hand(p2={"contributed": True}), ChipAmountError, "Ramses"),
    Case("negative dead money", _hand(p0={"dead": -1}), ChipAmountError, "dead"),
    Case("dead above contributed", _hand(p0={"dead": 2500}), ContributionError, "dead"),
    Case(
        "missing rank",
        _ranked({"name": "A", "contributed": 10, "rank": 1}, {"name": "B", "contributed": 10}),
        HandStrengthError,
        "B",
    ),
    Case(
        "zero rank",
        _ranked({"name": "A", "contributed": 10, "rank": 1}, {"name": "B", "contributed": 10, "rank": 0}),
        HandStrengthError,
        "rank",
    ),
    Case(
        "fractional rank",
        _ranked({"name": "A", "contributed": 10, "rank": 1}, {"name": "B", "contributed": 10, "rank": 1.5}),
        HandStrengthError,
        "rank",
    ),
    Case("rank and cards both", _hand(p0={"rank": 1}), HandStrengthError, "either"),
    Case("cards without a board", _hand(board=None), HandStrengthError, "board"),
    Case("cards for some, a rank for others", _hand(p1={"cards": None, "rank": 1}), HandStrengthError, "Nefertari"),
    Case("duplicate names", _hand(p1={"name": "Ahmose"}), PlayerError, "Ahmose"),
    Case("empty name", _hand(p1={"name": " "}), PlayerError, "name"),
    Case("name not a string", _hand(p1={"name": 7}), PlayerError, "name"),
    Case("folded not true or false", _hand(p1={"folded": "yes"}), PlayerError, "folded"),
    Case("empty player list", json.dumps({"players": []}), PlayerError, "empty"),
    Case("no players key", json.dumps({"board": "2s7h9sJd4c"}), InputFormatError, "players"),
    Case("players not a list", json.dumps({"players": {"name": "A"}}), InputFormatError, "list"),
    Case("input not an object", json.dumps([1, 2]), InputFormatError, "object"),
    Case("player not an object", json.dumps({"players": ["Ahmose"]}), InputFormatError, "player 1"),
    Case("missing contributed", _ranked({"name": "A", "rank": 1}), InputFormatError, "contributed"),
    Case("unknown player key", _hand(p2={"stack": 12000}), InputFormatError, "stack"),
    Case("unknown top-level key", _hand(blinds=[50, 100]), InputFormatError, "blinds"),
    Case("duplicate card", _hand(p2={"cards": "QcAc"}), DuplicateCardError, "Ac"),
    Case("hole card also on the board", _hand(p2={"cards": "Qc2s"}), DuplicateCardError, "2s"),
    Case("bad rank in a card", _hand(p0={"cards": "1cAd"}), InvalidCardError, "rank"),
    Case("bad suit in a card", _hand(p0={"cards": "AcAx"}), InvalidCardError, "suit"),
    Case("half a card", _hand(p0={"cards": "AcA"}), InvalidCardError, "AcA"),
    Case("cards not a string", _hand(p0={"cards": ["Ac", "Ad"]}), InvalidCardError, "cards"),
    Case("three hole cards", _hand(p0={"cards": "AcAdAh"}), CardCountError, "2 cards"),
    Case("short board", _hand(board="2s7h9sJd"), CardCountError, "5 cards"),
    Case("long board", _hand(board="2s7h9sJd4c5c"), CardCountError, "5 cards"),
    Case(
        "everyone folded",
        _ranked({"name": "A", "contributed": 10, "folded": True}, {"name": "B", "contributed": 20, "folded": True}),
        ContributionError,
        "folded",
    ),
    Case(
        "chips only folded players put in",
        _ranked(
            {"name": "A", "contributed": 50, "rank": 1},
            {"name": "B", "contributed": 100, "folded": True},
            {"name": "C", "contributed": 100, "folded": True},
        ),
        ContributionError,
        "nobody",
    ),
    Case("malformed JSON", '{"players": [', InputFormatError, "malformed JSON"),
    Case("empty input", "", InputFormatError, "malformed JSON"),
    Case("duplicate JSON key", '{"players": [], "players": []}', InputFormatError, "twice"),
    Case(
        "duplicate key in a player",
        '{"players": [{"name": "A", "contributed": 1, "contributed": 2}]}',
        InputFormatError,
        "contributed",
    ),
    Case("NaN chips", '{"players": [{"name": "A", "contributed": NaN}]}', InputFormatError, "NaN"),
    Case(
        "integer too long",
        '{"players": [{"name": "A", "contributed": 1' + "0" * 5000 + "}]}",
        InputFormatError,
        "JSON",
    ),
    Case("unknown rule", _hand(), RulesError, "unknown rule", rules='{"odd_chip": "one_each"}'),
    Case("bad rule value", _hand(), RulesError, "odd_chips", rules='{"odd_chips": "to_the_dealer"}'),
    Case("rules not an object", _hand(), RulesError, "object", rules='["remainder_to_first"]'),
    Case("rules malformed JSON", _hand(), InputFormatError, "malformed JSON", rules="{odd_chips: 1}"),
    Case("negative raise cap", _hand(), RulesError, "raise_cap", rules='{"raise_cap": -1}'),
]


def _settle_via_api(case: Case) -> None:
    data = load_json(case.text)
    untouched = copy.deepcopy(data)
    try:
        rules = TDA if case.rules is None else TDA.with_overrides(load_json(case.rules))
        settle_json(data, rules)
    finally:
        assert data == untouched, "the input object was changed"


def _run_cli(*args: str, stdin: str | bytes) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "calculator", *args],
        input=stdin if isinstance(stdin, bytes) else stdin.encode("utf-8"),
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )


def test_there_are_many_kinds_of_bad_input() -> None:
    assert len({case.error for case in CASES}) >= 9
    assert len(CASES) >= 15


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_api_raises_the_specific_error(case: Case) -> None:
    with pytest.raises(CalculatorError) as caught:
        _settle_via_api(case)
    assert type(caught.value) is case.error
    assert isinstance(caught.value, ValueError)
    assert case.says.lower() in str(caught.value).lower()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_command_line_exits_2_with_one_error_line(case: Case) -> None:
    args = ["settle"] if case.rules is None else ["settle", "--rules", case.rules]
    run = _run_cli(*args, stdin=case.text)
    stderr = run.stderr.decode("utf-8")
    assert run.returncode == 2, stderr
    assert run.stdout == b""
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("error: ")
    assert case.says.lower() in lines[0].lower()
    assert "Traceback" not in stderr


@pytest.mark.parametrize(
    "args, stdin, says",
    [
        (["settle", "/nonexistent/hand.json"], "", "cannot read"),
        (["settle", "--rules"], _hand(), "--rules"),
        (["deal"], _hand(), "invalid choice"),
        ([], _hand(), "required"),
        (["settle", "-"], b'{"players": [{"name": "\xff", "contributed": 1}]}', "UTF-8"),
    ],
    ids=["missing file", "rules without value", "unknown command", "no command", "not UTF-8"],
)
def test_command_line_usage_errors(args: list[str], stdin: str | bytes, says: str) -> None:
    run = _run_cli(*args, stdin=stdin)
    stderr = run.stderr.decode("utf-8")
    assert run.returncode == 2, stderr
    assert run.stdout == b""
    assert len(stderr.splitlines()) == 1 and stderr.startswith("error: "), stderr
    assert says in stderr


def test_a_name_with_a_lone_surrogate_is_refused() -> None:
    """Half of a surrogate pair is not text: it could not be printed as UTF-8, so the engine refuses it."""
    for name in ("\ud800", "Ra\udc00mses", "\ude00\ud83d"):  # the last: a pair in the wrong order
        with pytest.raises(PlayerError, match="surrogate"):
            settle_json(load_json(json.dumps({"players": [{"name": name, "contributed": 1}]})))
    assert settle_json({"players": [{"name": "\U0001f600", "contributed": 1}]})["returned"] == {"\U0001f600": 1}


def test_python_values_validate_themselves() -> None:
    with pytest.raises(ChipAmountError):
        PlayerHand("Ahmose", -1)
    with pytest.raises(ChipAmountError):
        PlayerHand("Ahmose", 10, dead=0.5)  # type: ignore[arg-type]
    with pytest.raises(ContributionError):
        PlayerHand("Ahmose", 10, dead=11)
    with pytest.raises(HandStrengthError):
        PlayerHand("Ahmose", 10, rank=0)
    with pytest.raises(CardCountError):
        PlayerHand("Ahmose", 10, cards=parse_cards("AcAdAh"))
    with pytest.raises(PlayerError):
        Hand(())
    with pytest.raises(PlayerError):
        Hand((PlayerHand("A", 1, rank=1), PlayerHand("A", 1, rank=1)))
    with pytest.raises(CardCountError):
        Hand((PlayerHand("A", 1, cards=parse_cards("AcAd")),), board=parse_cards("2s7h9s"))


# The happy path: the settle example of CONTRACTS.md, byte for byte, with the names in Cyrillic.
DESIGN_INPUT = """{"players": [
   {"name": "Ахмос", "contributed": 2000, "folded": false, "rank": 1},
   {"name": "Нефертари", "contributed": 5000, "folded": false, "rank": 2},
   {"name": "Рамсес", "contributed": 12000, "folded": false, "rank": 3}]}"""

DESIGN_OUTPUT = """{"returned": {"Рамсес": 7000},
 "pots": [{"amount": 6000, "eligible": ["Ахмос", "Нефертари", "Рамсес"], "winners": ["Ахмос"], "shares": {"Ахмос": 6000}},
          {"amount": 6000, "eligible": ["Нефертари", "Рамсес"], "winners": ["Нефертари"], "shares": {"Нефертари": 6000}}],
 "payouts": {"Ахмос": 6000, "Нефертари": 6000, "Рамсес": 7000},
 "net": {"Ахмос": 4000, "Нефертари": 1000, "Рамсес": -5000}}"""  # noqa: E501  (as CONTRACTS.md prints it)


def _ordered(value: Any) -> Any:
    """JSON with object key order made visible (lists of pairs), so order is compared too."""
    if isinstance(value, dict):
        return [(k, _ordered(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [_ordered(v) for v in value]
    return value


@pytest.mark.parametrize("from_file", [False, True], ids=["stdin", "file"])
def test_command_line_prints_the_design_example(from_file: bool, tmp_path: Path) -> None:
    if from_file:
        path = tmp_path / "hand.json"
        path.write_text(DESIGN_INPUT, encoding="utf-8")
        run = _run_cli("settle", str(path), stdin="")
    else:
        run = _run_cli("settle", stdin=DESIGN_INPUT)
    assert run.returncode == 0, run.stderr.decode("utf-8")
    assert run.stderr == b""
    stdout = run.stdout.decode("utf-8")
    assert "Ахмос" in stdout  # names are written as they are, not as \\u escapes
    assert _ordered(json.loads(stdout)) == _ordered(json.loads(DESIGN_OUTPUT))


def test_command_line_applies_rule_overrides() -> None:
    text = _ranked(
        {"name": "Ахмос", "contributed": 50, "folded": True},
        {"name": "Нефертари", "contributed": 1100, "rank": 1},
        {"name": "Рамсес", "contributed": 1100, "rank": 1},
        {"name": "Тия", "contributed": 1100, "rank": 1},
    )
    default = json.loads(_run_cli("settle", stdin=text).stdout)
    to_first = json.loads(_run_cli("settle", "--rules", '{"odd_chips": "remainder_to_first"}', stdin=text).stdout)
    assert default["payouts"] == {"Ахмос": 0, "Нефертари": 1117, "Рамсес": 1117, "Тия": 1116}
    assert to_first["payouts"] == {"Ахмос": 0, "Нефертари": 1118, "Рамсес": 1116, "Тия": 1116}
