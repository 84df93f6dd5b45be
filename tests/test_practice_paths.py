"""Reading an answer out of a command's output by the bank's dotted ``ask`` paths (CONTRACTS.md)."""

from __future__ import annotations

import pytest

from practice.paths import NoSuchPath, answer_at, value_at

SETTLED = {
    "returned": {"shirin": 200},
    "pots": [{"amount": 200, "eligible": ["bijan", "shirin"], "winners": ["bijan"], "shares": {"bijan": 200}}],
    "payouts": {"bijan": 200, "shirin": 200},
    "net": {"bijan": 100, "shirin": -100},
    "finishing_stacks": [300, 700],
}
OPTIONS = {"to_act": "p3", "can_fold": True, "can_check": False, "call_amount": 400, "min_raise_to": None}


def test_paths_read_lists_by_index_and_maps_by_name() -> None:
    assert value_at(SETTLED, "pots.0.amount") == 200
    assert value_at(SETTLED, "pots.0.winners") == ["bijan"]
    assert value_at(SETTLED, "pots.0.shares.bijan") == 200
    assert value_at(SETTLED, "net.shirin") == -100
    assert value_at(SETTLED, "finishing_stacks.1") == 700


def test_a_name_absent_from_returned_means_zero() -> None:
    assert value_at(SETTLED, "returned.shirin") == 200
    assert value_at(SETTLED, "returned.bijan") == 0


def test_can_raise_is_whether_there_is_a_smallest_raise() -> None:
    assert value_at(OPTIONS, "can_raise") is False
    assert value_at({**OPTIONS, "min_raise_to": 2400}, "can_raise") is True


@pytest.mark.parametrize("path", ["pots.1.amount", "pots.0.shares.shirin", "net.kian", "pots.x", "finishing_stacks.2"])
def test_missing_paths_are_reported(path: str) -> None:
    with pytest.raises(NoSuchPath):
        value_at(SETTLED, path)


def test_answers_are_numbers_yes_no_or_players() -> None:
    assert answer_at(OPTIONS, "call_amount") == 400
    with pytest.raises(NoSuchPath):
        answer_at(OPTIONS, "min_raise_to")  # null is not an answer
    with pytest.raises(NoSuchPath):
        answer_at(SETTLED, "pots.0")  # nor is a whole pot
