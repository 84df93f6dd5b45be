"""Every supported rule configuration builds a correct site (issue 10, item 6).

A site operator changes one line under the site plugin's ``rules`` in ``mkdocs.yml`` (``configure``): a preset's
``name``, or one option set to a value other than the TDA one. Each configuration is taken from the engine (its
presets and the values of its options; a raise cap as none and as a count other than the default) and built once,
strict, from a copy of the project (``sitebuild.configured_site``; the repository's own ``mkdocs.yml`` is the TDA
preset). Every check below then runs on every build, in all three languages:

- the build is strict and quiet (so every claim, per-value claims included, holds under it);
- pot, result and stake tables, quiz answers and prose figures are the engine's under that rule set;
- every rule-dependent sentence (the pages' ``when`` blocks: odd chips, the limit short all-in, the raise cap,
  the showdown) is on the page exactly under its rule value;
- hand stories' showdowns, and the rules page's opening and table, follow the rule set;
- no learner text shows a configuration word; the practice bank was made under the rule set.

Besides, every example is computed under every configuration (an example made for some values only has a
counterpart for the others), and a configuration the lessons cannot follow fails the build with one clear line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.site_checks import (
    check_learner_text,
    check_pot_tables,
    check_practice_bank,
    check_prose_figures,
    check_quiz_answers,
    check_result_tables,
    check_rule_dependent_text,
    check_rules_page,
    check_stake_tables,
    check_story_showdowns,
    rules_of,
)
from helpers.sitebuild import LANGS, ROOT, BuildResult, built_site, configure, configured_site, plugin_settings_of

from calculator import PRESETS, TDA, RuleSet, rules_json
from macros.examples.rule_options import COUNT, NONE, rule_options, value_of
from macros.facts.claims import failed_claims
from macros.facts.context import example_set

OTHER_CAP = "4"
"""The raise cap tried as a count besides the default of three (the lessons' limit examples show three raises,
so a smaller cap is not supported: see ``test_a_cap_below_the_lessons_fails_the_build_clearly``)."""


def configurations() -> Iterator[tuple[str, str]]:
    """Every preset by name, then every value of every option other than the TDA rules' (for the raise cap: none,
    and a count other than the TDA set's)."""
    for name in PRESETS:
        yield "name", name
    for option in rule_options().values():
        for value in option.values:
            if value == COUNT:
                yield option.name, OTHER_CAP
            elif value != value_of(TDA, option.name):
                yield option.name, value


CONFIGURATIONS = list(configurations())
IDS = [f"{key}={value}" for key, value in CONFIGURATIONS]
REPOSITORY = ("name", "tda")
"""The repository's own ``mkdocs.yml``: built once by ``sitebuild.built_site`` for every site test."""


def rules_config(key: str, value: str) -> dict[str, object]:
    """The plugin's ``rules`` as ``mkdocs.yml`` gives it once the line is changed (``raise_cap: 4`` is the number 4)."""
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    return dict(plugin_settings_of(text if (key, value) == REPOSITORY else configure(text, key, value))["rules"])


def site_of(key: str, value: str) -> BuildResult:
    """A configuration's build (the repository's own for the TDA preset)."""
    if (key, value) == REPOSITORY:
        assert rules_config(key, value) == {"name": "tda"}, "the repository's mkdocs.yml is the plain TDA preset"
        return built_site()
    _, build = configured_site(key, value)
    return build


def built(key: str, value: str) -> tuple[Path, RuleSet]:
    build = site_of(key, value)
    assert build.returncode == 0, build.output
    return build.site, rules_of(rules_config(key, value))


def test_the_configurations_cover_every_preset_and_option_value() -> None:
    assert ("name", "roberts") in CONFIGURATIONS and ("showdown", "cash") in CONFIGURATIONS
    assert {("raise_cap", NONE), ("raise_cap", OTHER_CAP)} <= set(CONFIGURATIONS)
    rule_sets = {rules_of(rules_config(key, value)) for key, value in CONFIGURATIONS}
    for option in rule_options().values():
        named = {value_of(rules, option.name) for rules in rule_sets}
        assert named == set(option.values), (option.name, named)


def test_each_configuration_is_one_changed_line() -> None:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for key, value in CONFIGURATIONS:
        if (key, value) == REPOSITORY:
            continue
        changed = configure(text, key, value).splitlines()
        diff = [(a, b) for a, b in zip(text.splitlines(), changed, strict=True) if a != b]
        assert len(diff) == 1 and diff[0][1] == f"        {key}: {value}", diff


def test_operators_find_every_preset_and_option_value_in_the_readme_and_mkdocs_yml() -> None:
    """What ``python -m calculator rules`` prints, the README's house-rules tables and mkdocs.yml's commented
    lines agree: every preset with its values, every option with its values (a count as a number)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## House rules (for site operators)") : readme.index("## Publishing the site")]
    rows = {line.split("|")[1].strip(): line for line in section.splitlines() if line.startswith("| `")}
    listed = rules_json()
    for preset in listed["presets"]:
        row = rows[f"`{preset['name']}`" + (" (default)" if preset["name"] == "tda" else "")]
        assert [cell.strip() for cell in row.split("|")[3:-1]] == [f"`{v}`" for v in preset["values"].values()]
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for option in listed["options"]:
        values = [str(option["default"]) if v == COUNT else v for v in option["values"]]
        named = re.findall(r"`([^`]+)`", rows[f"`{option['name']}`"].split("|")[2])
        assert set(values) <= set(named), (option["name"], named)
        assert re.search(rf"^        # {option['name']}: {option['default']} ", config, re.M), option["name"]


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_every_example_is_computed_and_every_claim_holds(key: str, value: str) -> None:
    """In this process, without the build: an example not computed under a value (``[only_when]``) has a
    counterpart made for that value."""
    rules = rules_of(rules_config(key, value))
    examples = example_set(rules)
    failures = [str(f) for facts in examples.facts.values() for f in failed_claims(facts, rules)]
    assert failures == []
    for example_id, example in examples.examples.items():
        if example_id in examples.facts:
            continue
        for option, values in example.only_when.items():
            value_here = value_of(rules, option)
            if value_here not in values:
                counterparts = [
                    other
                    for other in examples.facts
                    if value_here in examples.examples[other].only_when.get(option, ())
                ]
                assert counterparts, (
                    f"{example_id} is not computed when {option} is {value_here}, and has no counterpart"
                )


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_the_build_is_strict_and_quiet(key: str, value: str) -> None:
    build = site_of(key, value)
    assert build.returncode == 0, build.output
    assert "WARNING" not in build.output, build.output


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_tables_are_the_engines(key: str, value: str) -> None:
    site, rules = built(key, value)
    assert check_pot_tables(site, rules) >= 6
    assert check_result_tables(site, rules) >= 3
    assert check_stake_tables(site, rules) >= 1


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_quiz_answers_and_prose_figures_are_the_engines(key: str, value: str) -> None:
    site, rules = built(key, value)
    assert check_quiz_answers(site, rules) >= 30
    checked, _ = check_prose_figures(site, rules)
    assert checked > 100


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_rule_dependent_sentences_describe_the_rule_in_force(key: str, value: str) -> None:
    site, rules = built(key, value)
    checked = check_rule_dependent_text(site, rules)
    for lang in LANGS:
        for option in rule_options().values():
            for named in option.values:
                assert checked[(lang, option.name, named)] > 0, f"no {lang} sentence checked for {option.name} {named}"


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_stories_and_the_rules_page_follow_the_rule_set(key: str, value: str) -> None:
    site, rules = built(key, value)
    assert check_story_showdowns(site, rules) >= 9
    check_rules_page(site, rules)


@pytest.mark.parametrize(("key", "value"), CONFIGURATIONS, ids=IDS)
def test_learner_text_and_the_practice_bank(key: str, value: str) -> None:
    site, _ = built(key, value)
    check_learner_text(site)
    assert check_practice_bank(site, rules_config(key, value)) >= 600


def test_a_cap_below_the_lessons_fails_the_build_clearly() -> None:
    """The lessons' fixed-limit examples play a bet and three raises: under a cap of two the build stops on one
    line naming the example and why."""
    _, build = configured_site("raise_cap", "2")
    assert build.returncode != 0
    errors = [line for line in build.output.splitlines() if line.startswith("ERROR")]
    assert len(errors) == 1, build.output
    assert "examples/limit_all_in_15.toml" in errors[0] and "capped (a bet and 2 raises)" in errors[0], errors
    assert "Traceback" not in build.output
