"""One practice question: the engine's input, its output, the parts asked and what typical mistakes answer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Literal

import calculator
from calculator import HandHistory, RaiseReason, RuleSet
from teaching.mistakes import mistaken_options, mistaken_play, mistaken_settle

from .paths import Answer, NoSuchPath, answer_at, mistaken_answers

Kind = Literal["settle", "options", "play", "streets"]


@dataclass(frozen=True, slots=True)
class Part:
    """One thing a question asks: a path into the output, the right answer, and each mistake's other answer."""

    ask: str
    answer: Answer
    mistakes: tuple[tuple[str, Answer], ...]

    def to_json(self) -> dict[str, Any]:
        """The part as the bank writes it: ``mistakes``, and the same list under its old key ``misconceptions``,
        kept readable for one release (CONTRACTS.md, "Practice bank")."""
        mistakes = [{"id": mistake, "answer": answer} for mistake, answer in self.mistakes]
        return {"ask": self.ask, "answer": self.answer, "mistakes": mistakes, "misconceptions": list(mistakes)}


@dataclass(frozen=True, slots=True)
class Worked:
    """An input worked through the engine: the command's output, and its output under each mistake that applies."""

    kind: Kind
    input: Any
    """A ``settle`` object, or PHH text for ``options``, ``play`` and ``streets``."""
    result: Mapping[str, Any]
    mistaken: Mapping[str, Mapping[str, Any]]

    def part(self, ask: str) -> Part | None:
        """The part asking ``ask``, or None when the output has no answer there."""
        try:
            answer = answer_at(self.result, ask)
        except NoSuchPath:
            return None
        return Part(ask, answer, tuple(mistaken_answers(self.mistaken, ask, answer)))


def result_of(kind: Kind, source: Any, rules: RuleSet) -> dict[str, Any]:
    """The command's output for ``source``: what ``python -m calculator KIND`` prints for it under ``rules``."""
    if kind == "settle":
        return calculator.settle_json(source, rules)
    history = source if isinstance(source, HandHistory) else calculator.read_history(source)
    if kind == "play":
        return calculator.replay(history, rules).to_json()
    return calculator.legal_options(history, rules).to_json()


def work(kind: Kind, source: Any, rules: RuleSet) -> Worked:
    """Run ``source`` through the engine (as the command line does) and through each typical mistake."""
    if kind == "settle":
        result = result_of(kind, source, rules)
        mistaken = mistaken_settle(source, rules)
    elif kind == "play":
        played = calculator.replay(calculator.read_history(source), rules)  # played once for both
        result = played.to_json()
        mistaken = mistaken_play(played, rules)
    else:
        history = calculator.read_history(source)
        result = result_of(kind, history, rules)
        mistaken = mistaken_options(history, rules)
    return Worked(kind, source, result, {str(mistake): output for mistake, output in mistaken.items()})


@dataclass(frozen=True, slots=True)
class Question:
    """A question of the bank: an input worked through the engine and one or more parts asked about it."""

    worked: Worked
    parts: tuple[Part, ...]
    hands: Mapping[str, Any] | None = None
    """For a ``settle`` input with cards: each hand's category and best five cards, as ``play`` gives them."""
    stages: tuple[tuple[str, int], ...] = ()
    """For a hand asked in stages: each stage's id and how many of the parts, in order, it asks."""
    why: RaiseReason | None = None
    """For an ``options`` question: whether the player to act may raise and why (the engine's reason)."""

    def to_json(self, question_id: str) -> dict[str, Any]:
        """The question as the bank writes it (CONTRACTS.md, "Practice bank")."""
        first, *more = self.parts
        entry: dict[str, Any] = {"id": question_id, "kind": self.worked.kind, "input": self.worked.input}
        entry.update(first.to_json())
        if more:
            entry["also"] = [part.to_json() for part in more]
        entry["result"] = self.worked.result
        if self.hands:
            entry["hands"] = self.hands
        if self.stages:
            entry["stages"] = [{"id": stage, "parts": count} for stage, count in self.stages]
        if self.why is not None:
            entry["why"] = self.why.to_json()
        return entry


def meaningful(part: Part) -> bool:
    """False for an answer of 0 chips: such a question teaches nothing (ask something else)."""
    return not (type(part.answer) is int and part.answer == 0)


Candidate = str | tuple[str, ...]
"""What a question may ask: one path, or several asked together about the same input."""


def choose_parts(
    rng: Random, worked: Worked, groups: Sequence[Sequence[Candidate]], prefer: str | None = None
) -> tuple[Part, ...] | None:
    """Pick what to ask about ``worked``: one candidate of one of the ``groups`` (kinds of question, such as pot
    sizes or winners), so that every kind gets asked.

    Groups and candidates are shuffled with ``rng`` (always consuming the same random numbers for the same
    candidates, so the hands dealt after this one do not depend on the answers). A candidate qualifies when
    every part has a meaningful answer. The first group holding one is taken (with ``prefer``, the first group
    holding one where that mistake gives another answer, if any), and in it the first candidate where a typical
    mistake gives another answer, if any.
    """
    shuffled = [list(group) for group in groups]
    rng.shuffle(shuffled)
    for group in shuffled:
        rng.shuffle(group)
    first: tuple[int, tuple[Part, ...]] | None = None
    for group in shuffled:
        found = _best_candidate(worked, group, prefer)
        if found is not None and (prefer is None or found[0] == 2):
            return found[1]
        first = first or found
    return None if first is None else first[1]


def _best_candidate(
    worked: Worked, group: Sequence[Candidate], prefer: str | None
) -> tuple[int, tuple[Part, ...]] | None:
    """The first candidate of ``group`` with the highest score (2: ``prefer`` differs, 1: a mistake does, 0)."""
    best: tuple[int, tuple[Part, ...]] | None = None
    for candidate in group:
        asks = (candidate,) if isinstance(candidate, str) else candidate
        parts = [worked.part(ask) for ask in asks]
        if any(part is None or not meaningful(part) for part in parts):
            continue
        chosen = tuple(part for part in parts if part is not None)
        mistakes = {mistake for part in chosen for mistake, _ in part.mistakes}
        score = 2 if prefer in mistakes else 1 if mistakes else 0
        if best is None or score > best[0]:
            best = (score, chosen)
    return best
