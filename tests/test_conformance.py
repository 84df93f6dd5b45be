"""The published conformance suite (assets/conformance/settle-v1.json, macros/conformance.py): it is in the built
site and is the engine's output for every vector; a stale vector fails the build; every named bug, written as a
small mutated settle (tests/helpers/conformance_bugs.py), gives another output on every vector said to catch it, and
each bug is caught by at least one vector."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers.conformance_bugs import BUGS, buggy_settle
from helpers.sitebuild import LANGS, built_site, copy_project, page_path, read_page, run_build

from calculator import rules_from_json, settle_json
from macros import conformance
from macros.catalogue import text

SUITE = conformance.suite()
VECTORS = [dict(v) for v in SUITE.vectors]


def _ids(vectors: list[dict[str, Any]]) -> list[str]:
    return [str(v["id"]) for v in vectors]


def test_the_suite_names_the_bugs_the_page_lists() -> None:
    assert tuple(SUITE.bugs) == tuple(conformance.BUG_NAMES) == BUGS
    data = SUITE.to_json()
    assert data["version"] == 1 and data["contract"] == "settle"
    assert {"id", "input", "rules", "expected", "catches"} <= set(data["vectors"][0])
    shared = json.loads(conformance.VECTOR_FILES[0].read_text(encoding="utf-8"))["examples"]
    assert _ids(VECTORS)[: len(shared)] == _ids(shared)  # the shared vectors, read at build time, come first


@pytest.mark.parametrize("vector", VECTORS, ids=_ids(VECTORS))
def test_the_reference_settle_without_bugs_is_the_engine(vector: dict[str, Any]) -> None:
    rules = rules_from_json(vector["rules"])
    assert buggy_settle(vector["input"], rules, None) == settle_json(vector["input"], rules) == vector["expected"]


def _caught(vector: dict[str, Any], bug: str) -> bool:
    rules = rules_from_json(vector["rules"])
    try:
        return buggy_settle(vector["input"], rules, bug) != vector["expected"]
    except ValueError:  # the mutated engine cannot even settle the hand
        return True


@pytest.mark.parametrize("bug", BUGS)
def test_each_bug_is_caught_by_the_vectors_that_say_so(bug: str) -> None:
    catching = [v for v in VECTORS if bug in v["catches"]]
    assert catching, f"no vector catches {bug}"
    for vector in catching:
        assert _caught(vector, bug), (bug, vector["id"])
    # ... and the list is complete: a vector that catches it says so.
    assert [v["id"] for v in VECTORS if _caught(v, bug)] == [v["id"] for v in catching]


def test_the_pooled_odd_chips_vector_pays_differently() -> None:
    """The rules page's case: split separately the first winner gets both odd chips, 1,802 against 1,800."""
    [vector] = [v for v in VECTORS if v["id"] == "same_winners_two_pots_odd_chips"]
    assert vector["expected"]["payouts"]["Nefertari"] == 1802
    pooled = buggy_settle(vector["input"], rules_from_json({}), "pooled_odd_chips")["payouts"]
    assert pooled["Nefertari"] == pooled["Ramses"] == 1801


def test_a_stale_vector_is_refused(tmp_path: Path) -> None:
    shared, own = (tmp_path / "shared.json", tmp_path / "own.json")
    data = json.loads(conformance.VECTOR_FILES[1].read_text(encoding="utf-8"))
    data["vectors"][0]["expected"]["payouts"]["Darius"] += 1
    shared.write_text(conformance.VECTOR_FILES[0].read_text(encoding="utf-8"), encoding="utf-8")
    own.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(conformance.ConformanceError, match=r"folded_chips_above_two_all_ins.*stale"):
        conformance.build_suite([shared, own])


def test_a_stale_vector_fails_the_site_build(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    path = project / "tests" / "vectors" / "conformance.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][1]["expected"]["pots"][0]["amount"] = 2000
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    assert "same_winners_two_pots_odd_chips" in result.output and "stale" in result.output, result.output[-2000:]


def test_the_built_site_publishes_the_suite_and_the_page() -> None:
    build = built_site()
    assert build.returncode == 0, build.output
    published = json.loads((build.site / "assets" / "conformance" / "settle-v1.json").read_text(encoding="utf-8"))
    assert published == SUITE.to_json()
    for vector in published["vectors"]:
        assert settle_json(vector["input"], rules_from_json(vector["rules"])) == vector["expected"], vector["id"]
    for lang in LANGS:
        page = read_page(page_path(build.site, lang, "conformance"))
        [(_, table)] = page.labelled("bugs")
        assert [row["bug"] for row in table.rows] == [text(conformance.BUG_NAMES[b], lang) for b in BUGS], lang
        for bug, row in zip(BUGS, table.rows, strict=True):
            assert row["vectors"].split() == SUITE.catching(bug), (lang, bug)
        html = page_path(build.site, lang, "conformance").read_text(encoding="utf-8")
        assert 'href="' + conformance.href(("" if lang == "ru" else f"{lang}/") + "conformance/") + '"' in html
        rules = page_path(build.site, lang, "rules").read_text(encoding="utf-8")
        assert "settle-v1.json" in rules and "conformance/" in rules, lang
