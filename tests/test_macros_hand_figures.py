"""Figures the macros name for hand examples beyond the settlement: the pot a pot-limit raise counts at a decision
point, and the table's smallest chip (PHH's ``_smallest_chip``), both as the engine has them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from helpers.macros_examples import write_example

from calculator import TDA, read_history
from calculator.playback import play_history
from macros.examples.files import load_example, load_examples
from macros.facts.figures import facts_of

HANDS = {ex.id: ex for ex in load_examples().values() if ex.kind == "hand"}
POT_LIMIT = sorted(i for i, ex in HANDS.items() if ex.data["variant"] == "PT" and ex.decisions)


def test_some_lesson_teaches_pot_limit_with_a_decision_point() -> None:
    assert POT_LIMIT


@pytest.mark.parametrize("example_id", POT_LIMIT)
def test_the_pot_figures_are_the_pot_the_largest_raise_is_counted_from(example_id: str) -> None:
    """Where the stack does not cap it, the largest raise is to the current bet plus ``pot_after_call``; the pot
    after the call is the pot plus what the player owes."""
    example = HANDS[example_id]
    values = facts_of(example, TDA).values
    history = read_history(example.data)
    for point, count in example.decisions.items():
        table = play_history(replace(history, actions=history.actions[:count]), TDA).table
        seat = table.to_act
        if seat is None:
            assert f"decisions.{point}.pot" not in values
            continue
        pot, after = values[f"decisions.{point}.pot"], values[f"decisions.{point}.pot_after_call"]
        owed = values.get(f"decisions.{point}.call_amount", 0)
        assert after == pot + owed, (example_id, point)
        most = values.get(f"decisions.{point}.max_raise_to")
        if most is not None and most < table.bets[seat] + table.stacks[seat]:
            assert most == max(table.level + after, values[f"decisions.{point}.min_raise_to"]), (example_id, point)


def test_a_short_big_blind_counts_in_full_before_the_flop_only() -> None:
    values = facts_of(HANDS["pot_limit_short_big_blind"], TDA).values
    blinds = [b for b in HANDS["pot_limit_short_big_blind"].data["blinds_or_straddles"] if b]
    assert values["decisions.mina.pot"] == sum(blinds)  # the 60 posted count as the full blind
    assert values["input.stack.kian"] < blinds[-1]


def test_no_limit_hands_have_no_pot_figures() -> None:
    values = facts_of(HANDS["flop_short_all_in"], TDA).values
    assert not [k for k in values if k.endswith((".pot", ".pot_after_call"))]


def test_a_hand_example_keeps_its_smallest_chip(tmp_path: Path) -> None:
    """The heads-up split at a table whose smallest chip is 25, and the same hand counted in single chips."""
    source = HANDS["heads_up_odd_chip"].path.read_text(encoding="utf-8")
    assert "_smallest_chip = 25" in source
    values = facts_of(load_example(write_example(tmp_path, "chip_25", source)), TDA).values
    assert values["input.smallest_chip"] == 25
    assert values["pots.0.equal_share"] % 25 == 0
    assert values["pots.0.odd_chip_count"] == 1
    unit = facts_of(load_example(write_example(tmp_path, "chip_1", source.replace("_smallest_chip = 25\n", ""))), TDA)
    assert unit.values["input.smallest_chip"] == 1
    assert unit.values["pots.0.equal_share"] != values["pots.0.equal_share"]
