"""The progress file (docs/assets/js/progress.js) under Node, without a browser: what saving takes, which files loading
refuses (whole, before anything is written), and how it merges without overwriting newer progress. The cases are
tests/js/progress_cases.js (one Node process runs them all); each is a test here, named as there. The browser's side
(the panel, a download, a file chosen, the messages in each language) is tests/test_browser_offline.py's."""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from helpers.jsrun import node

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "js" / "progress_cases.js"
NAMES = re.findall(r'^test\("([^"]+)"', CASES.read_text(encoding="utf-8"), re.M)


@cache
def results() -> dict[str, str | None]:
    """Each case's failure (None: passed), by name."""
    done = subprocess.run([node(), str(CASES)], capture_output=True, text=True, check=True, timeout=60)
    found: dict[str, str | None] = json.loads(done.stdout)
    return found


def test_every_case_is_run() -> None:
    assert len(NAMES) >= 6 and len(set(NAMES)) == len(NAMES)
    assert sorted(results()) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_case(name: str) -> None:
    failure = results()[name]
    assert failure is None, failure
