"""Rule-dependent text on built pages: ``when`` blocks show the text for the build's rule set, figures
claimed per rule value are the engine's under it, ``[only_when]`` examples are computed only under their
values, and an incomplete group or a misplaced ``[only_when]`` example fails the build naming the page.

Each test copies what the build reads, adds an example or a paragraph, and builds the copy in a subprocess.
"""

from __future__ import annotations

from pathlib import Path

from helpers.macros_examples import SPLIT_302
from helpers.sitebuild import copy_project, page_path, read_page, run_build

SPLIT = SPLIT_302 + '[claims]\n"pots.0.amount" = 302\n'
PER_VALUE = """
[claims_when.odd_chips.one_each]
"pots.0.shares.bijan" = 101

[claims_when.odd_chips.remainder_to_first]
"pots.0.shares.bijan" = 102
"""
ONLY_WHEN = '[only_when]\nodd_chips = "remainder_to_first"\n\n'

PARAGRAPH = (
    '\n\n{% call when("odd_chips", "one_each") %}DEMO-ONE-EACH {{ fig("demo_split", "pots.0.shares.bijan") }}'
    '{% endcall %}{% call when("odd_chips", "remainder_to_first") %}DEMO-REMAINDER '
    '{{ fig("demo_split", "pots.0.shares.bijan") }} {{ fig("demo_only", "pots.0.amount") }}{% endcall %}\n'
)


def demo_project(tmp_path: Path, paragraph: str) -> Path:
    project = copy_project(tmp_path / "project")
    (project / "examples" / "demo_split.toml").write_text(SPLIT + PER_VALUE, encoding="utf-8")
    (project / "examples" / "demo_only.toml").write_text(ONLY_WHEN + SPLIT, encoding="utf-8")
    page = project / "docs" / "en" / "odd-chips.md"
    page.write_text(page.read_text(encoding="utf-8") + paragraph, encoding="utf-8")
    return project


def switch(project: Path, old: str, new: str) -> None:
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    assert old in text
    config.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_when_blocks_and_per_value_claims_follow_the_rule_set(tmp_path: Path) -> None:
    project = demo_project(tmp_path, PARAGRAPH)
    default = run_build(project, tmp_path / "default")
    assert default.returncode == 0, default.output
    text = read_page(page_path(default.site, "en", "odd-chips")).text
    assert "DEMO-ONE-EACH 101" in text and "DEMO-REMAINDER" not in text

    # The project's own odd-chip claims may not hold under the other rule: report them, build anyway.
    switch(project, "# odd_chips: one_each", "odd_chips: remainder_to_first")
    switch(project, "\n  claims: fail", "\n  claims: warn")
    switched = run_build(project, tmp_path / "switched", strict=False)
    assert switched.returncode == 0, switched.output
    text = read_page(page_path(switched.site, "en", "odd-chips")).text
    assert "DEMO-REMAINDER 102 302" in text and "DEMO-ONE-EACH" not in text
    assert "demo_" not in switched.output  # the per-value claims hold under the rule they are made for


def test_incomplete_rule_dependent_text_fails_the_build_naming_the_page(tmp_path: Path) -> None:
    lone = '\n\n{% call when("odd_chips", "one_each") %}one each{% endcall %}\n'
    outside = '\nTotal: {{ fig("demo_only", "pots.0.amount") }}.\n'
    project = demo_project(tmp_path, lone + outside)
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    assert "2 problem(s) with rule-dependent text in the pages" in result.output, result.output
    assert "en/odd-chips.md line " in result.output
    assert "the when blocks for odd_chips name one_each but not remainder_to_first" in result.output
    assert "example demo_only is computed only when odd_chips is remainder_to_first" in result.output
    assert "Traceback" not in result.output
