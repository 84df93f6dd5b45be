"""The README is true (issue 30, item 7): every path it names exists, one test file runs with the one command it
documents, ``scripts/test.sh`` sets up only when what it installs has changed, and the first set-up prints no
setuptools warning."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def tracked_tops() -> set[str]:
    """The project's top-level files and folders (as git tracks them, so a clone has each)."""
    done = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return {line.split("/", 1)[0] for line in done.stdout.splitlines()}


def named_paths(text: str, tops: set[str]) -> set[str]:
    """Every path ``text`` names under one of ``tops`` (``macros/plugin/config.py``, ``docs/assets/js/``), but
    patterns (``tests/test_site_*.py``, ``<lang>/``) and built files."""
    head = "|".join(re.escape(top) for top in sorted(tops, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w./<-])((?:{head})(?:/[\w.@-]+)*/?)(?![\w<*{{/])")
    return {match.group(1).rstrip(".") for match in pattern.finditer(text)}


def test_every_path_the_readme_names_exists() -> None:
    paths = named_paths(README, tracked_tops())
    assert len(paths) > 50  # the README names the project's files throughout
    missing = sorted(path for path in paths if not (ROOT / path).exists())
    assert not missing, f"README.md names paths that do not exist: {missing}"


def test_the_path_check_finds_a_stale_path() -> None:
    text = "see `macros/rules_page.py` and `tests/test_site_*.py`, in macros/plugin/config.py."
    assert named_paths(text, {"macros", "tests"}) == {"macros/rules_page.py", "macros/plugin/config.py"}
    assert not (ROOT / "macros/rules_page.py").exists()


def test_the_readme_shows_how_to_run_one_test_file() -> None:
    [shown] = re.findall(r"bash scripts/test\.sh\s+(tests/test_\w+\.py)", README)[:1]
    assert (ROOT / shown).is_file()


FAKE_SETUP = """#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
echo ran >> setup-runs
mkdir -p .venv/bin
printf '#!/usr/bin/env bash\\necho "pytest $*"\\n' > .venv/bin/python
cp .venv/bin/python .venv/bin/pytest
chmod +x .venv/bin/python .venv/bin/pytest
source scripts/stamps.sh
test_stamp > .venv/.test-stamp
"""


def test_scripts_test_sh_sets_up_only_when_what_it_installs_changed(tmp_path: Path) -> None:
    """``scripts/test.sh`` and ``scripts/stamps.sh`` as they are, with a stand-in set-up that counts its runs."""
    (tmp_path / "scripts").mkdir()
    for name in ("test.sh", "stamps.sh"):
        shutil.copy(ROOT / "scripts" / name, tmp_path / "scripts" / name)
    (tmp_path / "scripts" / "setup.sh").write_text(FAKE_SETUP, encoding="utf-8")
    for name in ("pyproject.toml", "package.json", "package-lock.json"):
        shutil.copy(ROOT / name, tmp_path / name)

    def run(*args: str) -> tuple[int, str]:
        done = subprocess.run(
            ["bash", "scripts/test.sh", *args], cwd=tmp_path, capture_output=True, text=True, check=True, timeout=60
        )
        runs = (tmp_path / "setup-runs").read_text(encoding="utf-8").count("ran")
        return runs, done.stdout.strip()

    assert run("tests/test_x.py", "-q") == (1, "pytest -m pytest tests/test_x.py -q")  # a fresh machine: set up
    assert run("tests/test_x.py") == (1, "pytest -m pytest tests/test_x.py")  # nothing changed: straight to pytest
    with (tmp_path / "pyproject.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n# a changed dependency\n")
    assert run()[0] == 2  # pyproject.toml changed: set up again, once
    assert run()[0] == 2
    (tmp_path / ".venv" / "bin" / "pytest").unlink()  # a .venv made by scripts/serve.sh: no test tools
    assert run()[0] == 3


def test_the_editable_install_prints_no_setuptools_warning(tmp_path: Path) -> None:
    """What ``scripts/setup.sh`` and ``scripts/serve.sh`` run (``pip install -e``), into a scratch prefix: pip's own
    notes about this machine's index configuration aside, nothing (it printed 50 lines about replays.hands)."""
    # --ignore-installed: pip would otherwise uninstall the project from this .venv before installing it there
    command = [
        "pip",
        "install",
        "--quiet",
        "--no-deps",
        "--ignore-installed",
        "--prefix",
        str(tmp_path),
        "-e",
        str(ROOT),
    ]
    done = subprocess.run(
        [sys.executable, "-m", *command],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    noise = [line for line in done.stderr.splitlines() if not re.match(r"WARNING: Location '.*' is ignored", line)]
    assert not noise, "\n".join(noise[:20])
