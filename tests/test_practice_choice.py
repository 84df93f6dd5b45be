"""How the practice bank chooses what to ask (practice/questions.py), pinned where a mutation test found a silent
change possible (issue 16, item 6): a "no" is an answer, and between equally good questions the first is asked."""

from __future__ import annotations

from random import Random
from typing import Any

from practice import LEVELS, site_rules
from practice.bank import level_questions, rules_of
from practice.questions import Part, Worked, choose_parts, meaningful


class InOrder(Random):
    """A generator that leaves the groups and candidates in the order given (``choose_parts`` shuffles them)."""

    def shuffle(self, x: Any) -> None:  # type: ignore[override]
        """Keep the order."""


def worked(result: dict[str, Any], mistaken: dict[str, dict[str, Any]]) -> Worked:
    return Worked("settle", {}, result, mistaken)


def test_a_no_is_an_answer_and_zero_chips_is_not() -> None:
    """Mutant: ``meaningful`` reads an answer by its truth, so "no" (false) and an empty list count as no answer
    and every "may he raise? no" question is lost."""
    assert meaningful(Part("can_raise", False, ()))
    assert meaningful(Part("can_raise", True, ()))
    assert not meaningful(Part("returned.kian", 0, ()))
    assert meaningful(Part("net.kian", -100, ()))


def test_the_short_allins_level_asks_may_he_raise_answered_no() -> None:
    """In the level that asks "may he raise?", about as many answers are "no" as "yes" (CONTRACTS.md: 40-60%)."""
    rules, _ = rules_of(site_rules())
    level = next(level for level in LEVELS if level.id == "short-allins")
    answers = [
        part.answer for question in level_questions(level, rules, 2026, 100) for part in question.parts
        if part.ask == "can_raise"
    ]  # fmt: skip
    assert answers.count(False) >= 5 and answers.count(True) >= 5, answers


def test_between_equally_good_candidates_the_first_is_asked() -> None:
    """Mutant: the tie-break turned around (``>=`` for ``>``), which changes the bank's questions silently.

    ``a`` and ``b`` both have a mistake answering otherwise: the first in the (shuffled) order is asked."""
    both = worked({"a": 5, "b": 7}, {"one_pot": {"a": 6, "b": 8}})
    assert [part.ask for part in choose_parts(InOrder(), both, [["a", "b"]]) or ()] == ["a"]
    assert [part.ask for part in choose_parts(InOrder(), both, [["b", "a"]]) or ()] == ["b"]


def test_a_candidate_a_mistake_answers_otherwise_beats_an_earlier_one() -> None:
    """Ties aside, the score decides: a mistake's other answer (1) beats none (0), the preferred mistake (2) beats
    any other; the first group holding the preferred mistake is taken."""
    plain = worked({"a": 5, "b": 7}, {"one_pot": {"a": 5, "b": 8}})
    assert [part.ask for part in choose_parts(InOrder(), plain, [["a", "b"]]) or ()] == ["b"]
    two = worked({"a": 5, "b": 7, "c": 9}, {"one_pot": {"a": 6, "b": 7, "c": 9}, "ante_as_live_bet": {"c": 10}})
    chosen = choose_parts(InOrder(), two, [["a"], ["b", "c"]], prefer="ante_as_live_bet")
    assert [part.ask for part in chosen or ()] == ["c"]
    assert [part.ask for part in choose_parts(InOrder(), two, [["a"], ["b", "c"]]) or ()] == ["a"]


def test_a_candidate_with_no_answer_or_zero_chips_is_never_asked() -> None:
    zero = worked({"a": 0, "b": 7}, {"one_pot": {"a": 6}})
    assert [part.ask for part in choose_parts(InOrder(), zero, [["a", "b"]]) or ()] == ["b"]
    assert choose_parts(InOrder(), zero, [["a", "missing"]]) is None
