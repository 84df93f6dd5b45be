"""The macros are ruff-clean and ruff-formatted, and strict mypy covers them (issue 8 item 8).

mypy itself runs once for the whole project in tests/test_engine_lint.py, over pyproject.toml's files.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "ruff", *args, "--no-cache", "macros"]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_ruff_finds_nothing_in_the_macros() -> None:
    done = ruff("check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_macros_are_ruff_formatted() -> None:
    done = ruff("format", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_strict_mypy_covers_the_macros() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert "macros" in config["files"]
