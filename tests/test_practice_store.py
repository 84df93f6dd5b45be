"""The practice page's state (docs/assets/js/practice_store.js) under Node, without a browser: the review schedule,
merging two tabs' writes, validation entry by entry, migration, drills and reset, and storage that refuses or holds
what the page cannot read. The cases are tests/js/practice_store_cases.js (one Node process runs them all, in the
time zone UTC); each is a test here, named as there."""

from __future__ import annotations

import json
import os
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from helpers.jsrun import node

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "js" / "practice_store_cases.js"
NAMES = re.findall(r'^test\("([^"]+)"', CASES.read_text(encoding="utf-8"), re.M)


@cache
def results() -> dict[str, str | None]:
    """Each case's failure (None: passed), by name."""
    done = subprocess.run(
        [node(), str(CASES)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={**os.environ, "TZ": "UTC"},
    )
    found: dict[str, str | None] = json.loads(done.stdout)
    return found


def test_every_case_is_run() -> None:
    assert len(NAMES) >= 20 and len(set(NAMES)) == len(NAMES)
    assert sorted(results()) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_practice_store(name: str) -> None:
    failure = results()[name]
    assert failure is None, failure
