"""The ``play`` and ``options`` commands: JSON on stdout, or exit 2 with one ``error:`` line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HANDS = Path(__file__).parent / "data" / "phh"
ROOT = Path(__file__).parent.parent


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "calculator", *args], input=stdin, capture_output=True, text=True, cwd=ROOT, check=False
    )


def test_play_file_prints_settlement_stacks_and_hands() -> None:
    done = run("play", str(HANDS / "seed_three_all_ins.phh"))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["finishing_stacks"] == [6000, 6000, 7000]
    assert result["net"] == {"Ahmose": 4000, "Nefertari": 1000, "Ramses": -5000}
    assert result["hands"]["Nefertari"] == {"category": "one_pair", "best": ["Kc", "Kd", "Jd", "9s", "7h"]}


def test_play_from_stdin_with_rules() -> None:
    text = (HANDS / "seed_four_players_split.phh").read_text(encoding="utf-8")
    done = run("play", "-", "--rules", '{"odd_chips": "remainder_to_first"}', stdin=text)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finishing_stacks"] == [2500, 7500, 9700, 4800]


def test_options_from_stdin() -> None:
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [50, 100, 0]",
            "min_bet = 100",
            "starting_stacks = [10100, 1500, 8100]",
            'actions = ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 1000", "p2 cbr 1400"]',
        ]
    )
    done = run("options", "-", stdin=text)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "to_act": "p3",
        "can_fold": True,
        "can_check": False,
        "call_amount": 1400,
        "min_raise_to": 2400,
        "max_raise_to": 8000,
    }


def test_illegal_action_gives_one_error_line_and_exit_2() -> None:
    text = (HANDS / "seed_three_all_ins.phh").read_text(encoding="utf-8").replace('"p2 cc"', '"p2 cbr 150"')
    done = run("play", "-", stdin=text)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: action 5 'p2 cbr 150' is illegal")
