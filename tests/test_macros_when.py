"""Rule-dependent text and claims: rule options read off the engine, ``when`` blocks and their groups, claims
per rule value, and examples computed only under some values."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import jinja2
import pytest
from helpers.macros_examples import SPLIT_302, write_example

from calculator import TDA, LimitReopen, OddChips, rule_set
from macros.examples.files import ExampleError, load_example
from macros.examples.rule_options import RuleOptionError, check_value, rule_options, value_of
from macros.facts.claims import check_claims, failed_claims
from macros.facts.context import MacroContext, example_set
from macros.facts.figures import facts_of
from macros.render.when import PageError, page_problems, when_text

REMAINDER = rule_set("tda", {"odd_chips": "remainder_to_first"})

SPLIT = (
    SPLIT_302
    + """
[claims]
"pots.0.amount" = 302

[claims_when.odd_chips.one_each]
"pots.0.shares.bijan" = 101
"pots.0.shares.shirin" = 101

[claims_when.odd_chips.remainder_to_first]
"pots.0.shares.bijan" = 102
"pots.0.shares.shirin" = 100
"""
)
write = write_example


# ----- rule options


def test_rule_options_are_the_engines_fields_with_their_values() -> None:
    options = rule_options()
    assert "name" not in options
    assert options["odd_chips"].values == tuple(member.value for member in OddChips)
    assert options["limit_reopen"].values == tuple(member.value for member in LimitReopen)
    assert options["raise_cap"].values == ("count", "none")
    assert value_of(TDA, "odd_chips") == "one_each"
    assert value_of(REMAINDER, "odd_chips") == "remainder_to_first"
    assert value_of(TDA, "raise_cap") == "count"
    assert value_of(replace(TDA, raise_cap=None), "raise_cap") == "none"


def test_unknown_options_and_values_are_named() -> None:
    with pytest.raises(RuleOptionError, match=r"no rule option 'odd_chip' .*odd_chips, limit_reopen, raise_cap"):
        check_value("odd_chip", "one_each")
    with pytest.raises(RuleOptionError, match=r"rule option odd_chips has no value 'one' .*one_each, remainder_to"):
        check_value("odd_chips", "one")
    with pytest.raises(RuleOptionError, match="has no value 3"):
        check_value("raise_cap", 3)


# ----- when blocks at render time


def test_a_when_block_renders_its_body_only_under_its_value() -> None:
    assert when_text(TDA, "odd_chips", "one_each", lambda: "one each") == "one each"
    assert when_text(TDA, "odd_chips", "remainder_to_first", lambda: "all to the first") == ""
    assert when_text(REMAINDER, "odd_chips", "remainder_to_first", lambda: "all to the first") == "all to the first"
    with pytest.raises(RuleOptionError):
        when_text(TDA, "odd_chips", "half", lambda: "x")
    with pytest.raises(PageError, match="when is a call block"):
        when_text(TDA, "odd_chips", "one_each", None)


def test_jinja_passes_the_block_body_to_when() -> None:
    environment = jinja2.Environment(undefined=jinja2.StrictUndefined)
    environment.globals["when"] = lambda option, value, caller=None: when_text(REMAINDER, option, value, caller)
    page = (
        'Odd chips: {% call when("odd_chips", "one_each") %}one each{% endcall %}'
        '{% call when("odd_chips", "remainder_to_first") %}all to {{ who }}{% endcall %}.'
    )
    assert environment.from_string(page).render(who="Bijan") == "Odd chips: all to Bijan."


# ----- when groups and only_when examples in the page source

ONLY = {"limit_15": {"limit_reopen": ("half_bet",)}}
BOTH = (
    '{% call when("odd_chips", "one_each") %}A{% endcall %}\n'
    '{% call when("odd_chips", "remainder_to_first") %}B{% endcall %}'
)


def problems(text: str) -> list[str]:
    return page_problems("en/page.md", text, jinja2.Environment(), ONLY)


def test_a_complete_group_passes() -> None:
    assert problems(f"Text.\n\n{BOTH}\n\nMore text.") == []
    cap = '{% call when("raise_cap", "none") %}no cap{% endcall %} {% call when("raise_cap", "count") %}c{% endcall %}'
    assert problems(cap) == []


def test_a_group_missing_a_value_names_page_line_option_and_value() -> None:
    text = '---\ntitle: x\n---\nIntro.\n\n{% call when("odd_chips", "one_each") %}A{% endcall %}'
    [problem] = problems(text)
    assert problem.startswith(
        "en/page.md line 6: the when blocks for odd_chips name one_each but not remainder_to_first"
    )


def test_text_between_blocks_splits_the_group() -> None:
    split = BOTH.replace("\n", "\nSome words.\n")
    assert [p.split(":")[0] for p in problems(split)] == ["en/page.md line 1", "en/page.md line 3"]


def test_unknown_options_values_repeats_and_non_literal_arguments_fail() -> None:
    assert "no rule option 'oddchips'" in problems('{% call when("oddchips", "x") %}A{% endcall %}')[0]
    assert "has no value 'half'" in problems('{% call when("limit_reopen", "half") %}A{% endcall %}')[0]
    repeated = problems(BOTH + '{% call when("odd_chips", "one_each") %}C{% endcall %}')
    assert ["name one_each more than once" in p for p in repeated] == [True]
    assert "two quoted words" in problems('{% call when(option, "one_each") %}A{% endcall %}')[0]


def test_groups_are_checked_inside_other_blocks() -> None:
    nested = '{% if true %}{% call when("odd_chips", "one_each") %}A{% endcall %}{% endif %}'
    assert "not remainder_to_first" in problems(nested)[0]
    inner = BOTH.replace("%}A{%", '%}{% call when("raise_cap", "none") %}n{% endcall %}{%')
    assert inner != BOTH
    assert "when blocks for raise_cap name none but not count" in problems(inner)[0]


def test_an_only_when_example_must_sit_in_a_matching_when_block() -> None:
    outside = 'The call: {{ fig("limit_15", "decisions.babak.call_amount") }}.'
    [problem] = problems(outside)
    assert problem == (
        "en/page.md line 1: example limit_15 is computed only when limit_reopen is half_bet: use it only inside "
        '{% call when("limit_reopen", "half_bet") %}…{% endcall %}'
    )
    inside = (
        '{% call when("limit_reopen", "half_bet") %}{{ options("limit_15", "babak") }}{% endcall %}'
        '{% call when("limit_reopen", "full_bet") %}{{ options("limit_16", "babak") }}{% endcall %}'
    )
    assert problems(inside) == []
    wrong_value = inside.replace('"limit_15"', '"x"').replace('"limit_16"', '"limit_15"')
    assert "example limit_15 is computed only when limit_reopen is half_bet" in problems(wrong_value)[0]
    assert "example limit_15" in problems('{% set ex = "limit_15" %}{{ story(ex) }}')[0]


PER_VALUE = {"odd_3350": {"odd_chips": frozenset({"pots.0.shares.nefertari", "pots.0.odd_chips"})}}


def test_a_figure_claimed_per_value_is_stated_only_inside_a_when_block_for_its_option() -> None:
    """Issue 30, item 2: a figure an example claims per value of an option, stated outside a ``when`` block for that
    option, fails every build (its sentence would be read under every value); a common figure of the same example
    and a per-value one inside its blocks (nested in another option's block or not) pass."""

    def found(text: str) -> list[str]:
        return page_problems("en/page.md", text, jinja2.Environment(), ONLY, PER_VALUE)

    outside = 'Intro.\n\n    Answer: {{ answer("odd_3350", "pots.0.shares.nefertari") }}: the equal share.'
    [problem] = found(outside)
    assert problem.startswith(
        'en/page.md line 3: answer("odd_3350", "pots.0.shares.nefertari"): example odd_3350 claims it per value of '
        "odd_chips"
    ), problem
    for macro in ("fig", "count"):
        assert len(found(outside.replace("answer(", f"{macro}("))) == 1
    assert found('The pot: {{ fig("odd_3350", "pots.0.amount") }}.') == []
    inside = BOTH.replace("%}A{%", '%}{{ fig("odd_3350", "pots.0.odd_chips") }}{%')
    assert inside != BOTH and found(inside) == []
    other_option = (
        '{% call when("raise_cap", "none") %}{{ fig("odd_3350", "pots.0.odd_chips") }}{% endcall %}'
        '{% call when("raise_cap", "count") %}x{% endcall %}'
    )
    assert "claims it per value of odd_chips" in found(other_option)[0]
    assert problems(outside) == []  # without per-value claims nothing is checked


def test_pages_without_macros_rendering_or_with_bad_syntax() -> None:
    assert problems('---\nrender_macros: false\n---\n{% call when("odd_chips", "x") %}{% endcall %}') == []
    assert "line 2: " in problems("ok\n{% call when( %}")[0]


# ----- claims per rule value, examples computed only under some values


def test_per_value_claims_are_checked_only_under_their_value(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "split", SPLIT))
    assert example.claimed_paths == {"pots.0.amount", "pots.0.shares.bijan", "pots.0.shares.shirin"}
    for rules in (TDA, REMAINDER):
        assert failed_claims(facts_of(example, rules), rules) == []
    assert {c.path: c.value for c in example.claims_under(REMAINDER)}["pots.0.shares.bijan"] == 102
    wrong = load_example(write(tmp_path, "wrong", SPLIT.replace("= 102", "= 103")))
    assert failed_claims(facts_of(wrong, TDA), TDA) == []
    [failure] = check_claims([facts_of(wrong, REMAINDER)], REMAINDER, "warn")
    assert str(failure) == (
        "examples/wrong.toml: claim pots.0.shares.bijan = 103 (claimed for odd_chips = remainder_to_first), "
        "but the engine says 102"
    )


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            '"pots.0.shares.shirin" = 100\n',
            "",
            r"'pots\.0\.shares\.shirin' is claimed per value of odd_chips but not in",
        ),
        ("[claims_when.odd_chips.remainder_to_first]", "[claims_when.odd_chips.all]", "odd_chips has no value 'all'"),
        ("[claims_when.odd_chips.one_each]", "[claims_when.oddchips.one_each]", "no rule option 'oddchips'"),
        ('"pots.0.amount" = 302', '"pots.0.shares.bijan" = 101', r"claimed both in \[claims\] and per value"),
        ("[claims]", '[only_when]\nodd_chips = "one_each"\n\n[claims]', r"remainder_to_first\] is never checked"),
        ("[claims]", "[only_when]\nodd_chips = []\n\n[claims]", "must name a value or a list of values"),
        ("[claims]", '[only_when]\nodd_chips = "some"\n\n[claims]', "odd_chips has no value 'some'"),
        (  # a value's table left out altogether (mutation round 2026-12-05, G7)
            '\n[claims_when.odd_chips.remainder_to_first]\n"pots.0.shares.bijan" = 102\n"pots.0.shares.shirin" = 100\n',
            "",
            r"claimed per value of odd_chips but not in \[claims_when\.odd_chips\.remainder_to_first\]",
        ),
    ],
)
def test_malformed_per_value_claims_name_the_file(tmp_path: Path, old: str, new: str, message: str) -> None:
    assert old in SPLIT
    with pytest.raises(ExampleError, match=r"^examples/split\.toml: .*" + message):
        load_example(write(tmp_path, "split", SPLIT.replace(old, new)))


def test_an_only_when_example_is_computed_only_under_its_values(tmp_path: Path) -> None:
    only = SPLIT.split("[claims_when")[0].replace(
        "[claims]", '[only_when]\nodd_chips = ["remainder_to_first"]\n\n[claims]'
    )
    write(tmp_path, "only", only)
    write(tmp_path, "split", SPLIT)
    under_tda = example_set(TDA, tmp_path / "examples")
    assert set(under_tda.facts) == {"split"} and set(under_tda.examples) == {"only", "split"}
    assert set(example_set(REMAINDER, tmp_path / "examples").facts) == {"only", "split"}
    context = MacroContext(None, TDA, under_tda.facts, under_tda.examples)
    with pytest.raises(ExampleError, match=r"examples/only\.toml: the example is computed only when odd_chips is rem"):
        context.example("only")
    with pytest.raises(ExampleError, match=r"no example 'gone' \(known: only, split\)"):
        context.example("gone")
    assert context.claimed("split", "pots.0.shares.bijan").get("pots.0.shares.bijan") == 101
