"""The engine, the teaching models and the practice bank are ruff- and mypy-clean (issues 2 and 16), checked in CI
like any other requirement."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("calculator", "house", "teaching", "practice")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("package", PACKAGES)
def test_ruff_finds_nothing(package: str) -> None:
    done = run("ruff", "check", "--no-cache", package)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("package", ("teaching", "practice"))
def test_ruff_format_leaves_it_as_it_is(package: str) -> None:
    done = run("ruff", "format", "--check", "--no-cache", package)
    assert done.returncode == 0, done.stdout + done.stderr


def test_strict_mypy_covers_them_and_finds_nothing() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True and set(PACKAGES) <= set(config["files"]), config
    done = run("mypy", "--no-incremental", "--cache-dir", "/dev/null")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
