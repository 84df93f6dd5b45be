"""The macros' building blocks: example files, claims and number formatting fail clearly on bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from calculator import TDA, rule_set
from macros.claims import ClaimsError, check_claims, failed_claims
from macros.examples import ExampleError, load_example
from macros.facts import facts_of
from macros.names import UnknownPlayerError, player_name
from macros.numbers import format_chips
from macros.pages import MacroContext, all_facts

SETTLEMENT = """
[[players]]
id = "ahmose"
contributed = 2000
rank = 1

[[players]]
id = "nefertari"
contributed = 5000
rank = 2

[claims]
"returned.nefertari" = 3000
"pots.0.amount" = 4000
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_claims_are_checked_against_the_engine(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "heads_up", SETTLEMENT))
    assert failed_claims(facts_of(example, TDA)) == []
    wrong = load_example(write(tmp_path, "wrong", SETTLEMENT.replace("= 4000", "= 4001").replace("3000", "2999")))
    failures = failed_claims(facts_of(wrong, TDA))
    assert [(f.path, f.claimed, f.engine) for f in failures] == [
        ("returned.nefertari", 2999, 3000),
        ("pots.0.amount", 4001, 4000),
    ]
    with pytest.raises(ClaimsError) as raised:
        check_claims([facts_of(wrong, TDA)], {"name": "tda"})
    assert "2 claim(s)" in str(raised.value)
    assert "example wrong: claim pots.0.amount = 4001, but the engine says 4000" in str(raised.value)


def test_a_claim_on_a_figure_that_does_not_exist_fails(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "typo", SETTLEMENT + '"pots.3.amount" = 1\n'))
    [failure] = failed_claims(facts_of(example, TDA))
    assert "pots.3.amount = 1, but the engine says no such figure" in str(failure)


def test_an_example_without_claims_is_rejected(tmp_path: Path) -> None:
    text = SETTLEMENT.split("[claims]")[0]
    with pytest.raises(ExampleError, match="example bare: no \\[claims\\]"):
        load_example(write(tmp_path, "bare", text))


def test_malformed_toml_names_the_example(tmp_path: Path) -> None:
    with pytest.raises(ExampleError, match=r"example broken: broken\.toml is not valid TOML"):
        load_example(write(tmp_path, "broken", "[[players]\n"))


def test_engine_errors_name_the_example(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "negative", SETTLEMENT.replace("2000", "-2000")))
    with pytest.raises(ExampleError, match=r"example negative: the engine rejects it: .*negative"):
        facts_of(example, TDA)


def test_decision_points_must_lie_within_the_actions(tmp_path: Path) -> None:
    hand = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [1000, 1000]
players = ["ahmose", "nefertari"]
actions = ["p2 cc"]

[_decisions]
late = 5

[_claims]
"decisions.late.call_amount" = 0
"""
    with pytest.raises(ExampleError, match="decision point 'late' must count 0 to 1 actions, not 5"):
        load_example(write(tmp_path, "late", hand))


def test_pages_may_state_only_claimed_figures(tmp_path: Path) -> None:
    example = load_example(write(tmp_path, "heads_up", SETTLEMENT))
    context = MacroContext(env=None, rules=TDA, facts={"heads_up": facts_of(example, TDA)})
    assert context.claimed("heads_up", "pots.0.amount").get("pots.0.amount") == 4000
    with pytest.raises(ExampleError, match=r"without claiming it: add it to the claims in heads_up\.toml"):
        context.claimed("heads_up", "net.ahmose")
    with pytest.raises(ExampleError, match=r"has no figure 'pots\.9\.amount'"):
        context.claimed("heads_up", "pots.9.amount")
    with pytest.raises(ExampleError, match="no example 'nope'"):
        context.example("nope")


def test_rule_switch_changes_the_figures(tmp_path: Path) -> None:
    text = """
[[players]]
id = "ahmose"
contributed = 50
folded = true

[[players]]
id = "nefertari"
contributed = 1100
rank = 1

[[players]]
id = "ramses"
contributed = 1100
rank = 1

[[players]]
id = "tiya"
contributed = 1100
rank = 1

[claims]
"pots.0.shares.nefertari" = 1117
"""
    example = load_example(write(tmp_path, "split", text))
    assert facts_of(example, TDA).get("pots.0.shares.ramses") == 1117
    switched = facts_of(example, rule_set("tda", {"odd_chips": "remainder_to_first"}))
    assert (switched.get("pots.0.shares.nefertari"), switched.get("pots.0.shares.ramses")) == (1118, 1116)


@pytest.mark.parametrize(
    ("value", "lang", "signed", "expected"),
    [
        (2000, "ru", False, "2\u00a0000"),
        (2000, "en", False, "2,000"),
        (2000, "fa", False, "۲٬۰۰۰"),
        (-1500, "fa", False, "\u200e\u2212۱٬۵۰۰"),
        (-1500, "ru", False, "\u22121\u00a0500"),
        (-5000, "en", True, "\u22125,000"),
        (3300, "en", True, "+3,300"),
        (0, "ru", True, "0"),
    ],
)
def test_chip_counts_are_written_the_languages_way(value: int, lang: str, signed: bool, expected: str) -> None:
    assert format_chips(value, lang, signed) == expected


def test_a_truth_value_is_not_a_chip_count() -> None:
    format_chips(1, "en")
    with pytest.raises(TypeError):
        format_chips(True, "en")


def test_unknown_player_ids_are_errors() -> None:
    assert player_name("raha", "fa") == "رها"
    with pytest.raises(UnknownPlayerError, match="no en name for player id 'zoser'"):
        player_name("zoser", "en")


def test_facts_are_computed_once_for_the_same_files_and_rules(tmp_path: Path) -> None:
    write(tmp_path, "heads_up", SETTLEMENT)
    first = all_facts(TDA, tmp_path)
    assert first["heads_up"].values["returned.nefertari"] == 3000
    assert all_facts(TDA, tmp_path) is first


def test_a_changed_example_file_or_rule_set_is_computed_again(tmp_path: Path) -> None:
    """As in a long-running ``mkdocs serve``: the cache is keyed by the files' contents and the rules."""
    write(tmp_path, "heads_up", SETTLEMENT)
    first = all_facts(TDA, tmp_path)
    write(tmp_path, "heads_up", SETTLEMENT.replace("contributed = 5000", "contributed = 6000"))
    changed = all_facts(TDA, tmp_path)
    assert changed is not first
    assert changed["heads_up"].values["returned.nefertari"] == 4000
    assert all_facts(rule_set("tda", {"odd_chips": "remainder_to_first"}), tmp_path) is not changed


@pytest.mark.parametrize(
    ("cap", "english", "russian"),
    [
        (1, "a bet and one raise", "ставка и один рейз"),
        (3, "a bet and three raises", "ставка и три рейза"),
        (5, "a bet and five raises", "ставка и пять рейзов"),
        (12, "a bet and 12 raises", "ставка и 12 рейзов"),
        (21, "a bet and 21 raises", "ставка и 21 рейз"),
        (22, "a bet and 22 raises", "ставка и 22 рейза"),
    ],
)
def test_raise_cap_reads_with_the_right_plural(cap: int, english: str, russian: str) -> None:
    from dataclasses import replace

    from macros.rules_page import rule_setting

    rules = replace(TDA, raise_cap=cap)
    assert rule_setting(rules, "raise_cap", "en") == english
    assert rule_setting(rules, "raise_cap", "ru") == russian
