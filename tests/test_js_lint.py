"""Every JavaScript file of the project's own passes ESLint (eslint.config.js: const/let, strict equality, no
unused or shadowed names, no accidental globals), run from ``node_modules`` (``npm ci``; package.json), as the
browser tests run axe-core. Without node or ESLint the test is skipped, and fails under CI."""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest
from helpers.jsrun import missing

ROOT = Path(__file__).resolve().parent.parent
ESLINT = ROOT / "node_modules" / "eslint" / "bin" / "eslint.js"
OWN_SCRIPTS = ("docs/assets", "tests/js", "macros")
"""The folders holding the project's own JavaScript (besides eslint.config.js): scripts (``.js``) and ES modules
(``.mjs``, the service worker's build)."""
NOT_YET: dict[str, str] = {}
"""Files that do not pass yet, each expected to fail (strict): once one passes, take it off this list."""


def own_scripts() -> list[str]:
    found = [
        str(path.relative_to(ROOT))
        for folder in OWN_SCRIPTS
        for pattern in ("*.js", "*.mjs")
        for path in sorted((ROOT / folder).rglob(pattern))
    ]
    return [*found, "eslint.config.js"]


@cache
def lint() -> dict[str, list[str]]:
    """ESLint's complaints about every own script, by file: ``line:column rule message``."""
    node = shutil.which("node")
    if node is None:
        missing("node is not installed")
    if not ESLINT.exists():
        missing("ESLint is not installed (npm ci)")
    done = subprocess.run(
        [str(node), str(ESLINT), "--format", "json", *own_scripts()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode in (0, 1), done.stderr
    return {
        str(Path(entry["filePath"]).relative_to(ROOT)): [
            f"{m['line']}:{m['column']} {m.get('ruleId')} {m['message']}" for m in entry["messages"]
        ]
        for entry in json.loads(done.stdout)
    }


def test_every_own_script_is_linted() -> None:
    """The config leaves none of the project's own scripts out (an ignored file would pass silently)."""
    assert set(lint()) == set(own_scripts())
    assert {"docs/assets/js/settle.js", "docs/assets/js/calculator.js", "tests/js/settle_batch.js"} <= set(lint())


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(path, marks=pytest.mark.xfail(reason=NOT_YET[path], strict=True)) if path in NOT_YET else path
        for path in own_scripts()
    ],
)
def test_script_passes_eslint(path: str) -> None:
    problems = lint()[path]
    assert not problems, f"{path}:\n" + "\n".join(problems)


def test_the_linter_can_fail(tmp_path: Path) -> None:
    """A var, a loose comparison and an unused name in a site script are each reported."""
    node = shutil.which("node")
    if node is None or not ESLINT.exists():
        missing("node or ESLint is not installed")
    bad = ROOT / "docs" / "assets" / "js" / "_lint_probe.js"
    bad.write_text('(function () {\n  "use strict";\n  var a = 1;\n  if (a == "1") { const b = 2; }\n})();\n')
    try:
        done = subprocess.run(
            [str(node), str(ESLINT), "--format", "json", str(bad.relative_to(ROOT))],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        bad.unlink()
    rules = {m.get("ruleId") for entry in json.loads(done.stdout) for m in entry["messages"]}
    assert {"no-var", "eqeqeq", "no-unused-vars"} <= rules, rules
