"""A claim the engine disagrees with fails the build by name; a bad setting is one clear line; with
``claims: warn`` a plain (strict) build still writes every page with the regenerated tables.

Each test copies what the build reads into a temporary folder, changes one thing, and builds the copy
in a subprocess.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers.macros_examples import SPLIT_302
from helpers.sitebuild import LANGS, chips, copy_project, page_names, page_path, read_page, run_build

from macros.names import player_name

RULES_BLOCK = "  rules:\n    name: tda\n"

# The split of 302 claimed as one_each gives it, in [claims]: wrong under remainder_to_first.
ODD_CHIP_EXAMPLE = SPLIT_302 + '[claims]\n"pots.0.shares.bijan" = 101\n"pots.0.shares.shirin" = 101\n'


def replace_in(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("ERROR")]


def test_every_wrong_claim_fails_the_build_by_name(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    replace_in(project / "examples" / "three_players.toml", '"returned.ramses" = 7000', '"returned.ramses" = 7001')
    replace_in(project / "examples" / "dealer_100_300_1000.toml", '"pots.1.amount" = 400', '"pots.1.amount" = 450')
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    assert "examples/three_players.toml: claim returned.ramses = 7001, but the engine says 7000" in result.output
    assert "examples/dealer_100_300_1000.toml: claim pots.1.amount = 450, but the engine says 400" in result.output
    assert "2 claim(s)" in result.output
    assert "Traceback" not in result.output


def test_a_rule_switch_names_the_claims_that_no_longer_hold(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    (project / "examples" / "split_302.toml").write_text(ODD_CHIP_EXAMPLE, encoding="utf-8")
    replace_in(project / "mkdocs.yml", "# odd_chips: one_each", "odd_chips: remainder_to_first")
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    failing = set(re.findall(r"examples/(\w+)\.toml: claim (\S+) =", result.output))
    assert {("split_302", "pots.0.shares.bijan"), ("split_302", "pots.0.shares.shirin")} <= failing
    # Examples without a split are untouched by the odd-chip rule.
    assert not {example for example, _ in failing} & {"three_players", "dealer_100_300_1000", "raha_kian_mina"}


def test_claims_warn_writes_every_page_with_the_regenerated_tables(tmp_path: Path) -> None:
    """mkdocs.yml sets strict: true; a plain build under claims: warn reports each failing claim once, writes
    every page of every language under the switched rule, and then fails as strict builds do."""
    project = copy_project(tmp_path / "project")
    assert "\nstrict: true\n" in (project / "mkdocs.yml").read_text(encoding="utf-8")
    replace_in(project / "mkdocs.yml", "# odd_chips: one_each", "odd_chips: remainder_to_first")
    replace_in(project / "mkdocs.yml", "\n  claims: fail", "\n  claims: warn")
    replace_in(project / "examples" / "three_players.toml", '"returned.ramses" = 7000', '"returned.ramses" = 7001')
    result = run_build(project, tmp_path / "site", strict=None)
    assert result.returncode != 0
    assert re.search(r"Aborted with \d+ warnings in strict mode", result.output), result.output
    wrong = "claim does not hold: examples/three_players.toml: claim returned.ramses = 7001, but the engine says 7000"
    assert result.output.count(wrong) == 1, result.output
    checked = 0
    for name in page_names():
        for lang in LANGS:
            page = read_page(page_path(result.site, lang, name))
            for example_id, table in page.labelled("pots"):
                if example_id != "odd_chips_3350":
                    continue
                shares = table.rows[0]["shares"]
                first = player_name("nefertari", lang)
                after = shares.split(first, 1)[1].strip()
                number = re.match(r"[0-9۰-۹][0-9۰-۹,٬\u00a0]*[0-9۰-۹]", after)
                assert number and chips(number.group(0)) == 1118, (lang, name, shares)
                checked += 1
    assert checked >= 3  # the odd-chips page in every language


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (RULES_BLOCK, "  rules: tda\n", "extra.rules in mkdocs.yml must be a mapping of rule options"),
        ("# odd_chips: one_each", "odd_chip: one_each", "extra.rules in mkdocs.yml: unknown rule 'odd_chip'"),
        ("# odd_chips: one_each", "odd_chips: sometimes", "extra.rules in mkdocs.yml: rule odd_chips must be one of"),
        ("name: tda", "name: wsop", "extra.rules in mkdocs.yml: unknown rule set 'wsop'"),
        ("\n  claims: fail", "\n  claims: maybe", "extra.claims in mkdocs.yml must be fail or warn, not 'maybe'"),
    ],
)
def test_a_bad_setting_is_one_clear_line(tmp_path: Path, old: str, new: str, message: str) -> None:
    project = copy_project(tmp_path / "project")
    replace_in(project / "mkdocs.yml", old, new)
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    [line] = error_lines(result.output)
    assert message in line, result.output
    assert "Traceback" not in result.output


def test_a_malformed_example_is_one_line_naming_its_file(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    replace_in(project / "examples" / "dealer_100_300_1000.toml", "contributed = 300\n", "")
    result = run_build(project, tmp_path / "site")
    assert result.returncode != 0
    [line] = error_lines(result.output)
    assert "examples/dealer_100_300_1000.toml: the engine cannot read it: player 2 has no 'contributed'" in line
    assert "Traceback" not in result.output
