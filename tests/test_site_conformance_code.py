"""The conformance page's code copies and runs as shown (issue 27: ru R1, fa S3, ru E2): in every language the page
shows a Python and a JavaScript harness, each in a code block of its own (a broken fence had put the JavaScript
label inside the Python), with its comments in the page's language and its code in English. Each block is taken
from the built page as a reader would copy it and run (Python; Node) beside the published suite, with this project's
engine standing in for "your engine": every vector passes; an engine that settles wrongly fails."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.jsrun import node
from helpers.sitebuild import LANGS, ROOT, built_site, page_path

BLOCK = re.compile(r'<div class="highlight"><pre>(.*?)</pre></div>', re.S)
LETTERS = {"ru": "[а-яё]", "fa": "[\u0600-\u06ff]", "en": "[a-z]"}

PYTHON_ENGINE = """from calculator import rules_from_json, settle_json


def settle(data, rules):
    return settle_json(data, rules_from_json(rules))
"""
JS_ENGINE = """const {{ execFileSync }} = require("child_process");
const settle = (input, rules) => JSON.parse(execFileSync({python},
  ["-m", "calculator", "--rules", JSON.stringify(rules), "settle"],
  {{ input: JSON.stringify(input), encoding: "utf8" }}));
module.exports = {{ settle }};
"""
"""The project's engine as a Node module: its command line (settle.js, the browser's port, reads ranks, not cards)."""
WRONG = {"py": "def settle(data, rules):\n    return {}\n", "js": "module.exports = { settle: () => ({}) };\n"}


def code_blocks(lang: str) -> dict[str, str]:
    """The built page's code blocks by language, as a reader copies them (the highlighting's markup taken off)."""
    page = page_path(built_site().site, lang, "conformance").read_text(encoding="utf-8")
    texts = [html.unescape(re.sub(r"<[^>]+>", "", body)) for body in BLOCK.findall(page)]
    starts = {"import json": "python", "const ": "js"}
    kinds = [next((kind for start, kind in starts.items() if text.startswith(start)), "?") for text in texts]
    assert kinds == ["python", "js"], (lang, texts)
    return dict(zip(kinds, texts, strict=True))


def run(kind: str, code: str, folder: Path, engine: str) -> subprocess.CompletedProcess[str]:
    """Run a harness in ``folder`` beside the suite and ``my_engine`` (its source ``engine``)."""
    suffix = {"python": "py", "js": "js"}[kind]
    (folder / f"my_engine.{suffix}").write_text(engine, encoding="utf-8")
    (folder / f"harness.{suffix}").write_text(code, encoding="utf-8")
    command = [sys.executable, "harness.py"] if kind == "python" else [node(), "harness.js"]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("lang", LANGS)
def test_the_harnesses_run_as_shown(lang: str, tmp_path: Path) -> None:
    suite = built_site().site / "assets" / "conformance" / "settle-v1.json"
    shutil.copy(suite, tmp_path / "settle-v1.json")
    count = len(json.loads(suite.read_text(encoding="utf-8"))["vectors"])
    blocks = code_blocks(lang)
    engines = {"python": PYTHON_ENGINE, "js": JS_ENGINE.format(python=json.dumps(sys.executable))}
    for kind, code in blocks.items():
        comments = re.findall(r"(?:#|//) (.*)$", code, re.M)
        assert comments and all(re.search(LETTERS[lang], c, re.I) for c in comments), (lang, kind, comments)
        assert not re.search(r"[\u0400-\u06ff]", re.sub(r"(?:#|//) .*$", "", code, flags=re.M)), (lang, kind)
        done = run(kind, code, tmp_path, engines[kind])
        assert done.returncode == 0, (lang, kind, done.stderr)
        assert done.stdout.strip() in (f"{count} of {count} pass []", f"{count} of {count} pass"), done.stdout
        wrong = run(kind, code, tmp_path, WRONG["py" if kind == "python" else "js"])
        assert wrong.returncode == 0 and wrong.stdout.startswith(f"0 of {count} pass"), (kind, wrong.stdout)
    assert count > 20
