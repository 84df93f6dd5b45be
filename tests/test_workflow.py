"""The GitHub Actions workflow: valid against GitHub's published schema, and doing what the README says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "site.yml"


def test_workflow_matches_githubs_schema() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_workflow_runs_the_ci_script_then_publishes_the_strict_build() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert workflow[True]["push"]["branches"] == ["main"]  # YAML 1.1 reads the key "on" as True
    build = workflow["jobs"]["test-and-build"]
    commands = [step.get("run", "") for step in build["steps"]]
    uses = [step.get("uses", "") for step in build["steps"]]
    assert commands.index("bash .ci/run") < commands.index(".venv/bin/mkdocs build --strict")
    assert any(u.startswith("actions/upload-pages-artifact@") for u in uses)
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "test-and-build"
    assert any(step.get("uses", "").startswith("actions/deploy-pages@") for step in deploy["steps"])
    assert workflow["permissions"]["pages"] == "write"


def test_workflow_builds_for_the_address_mkdocs_reads() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    build_step = next(s for s in workflow["jobs"]["test-and-build"]["steps"] if "mkdocs build" in s.get("run", ""))
    assert build_step["env"]["SITE_URL"].startswith("https://")
    assert "!ENV [SITE_URL," in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
