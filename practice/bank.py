"""The practice bank: its levels, how many questions each holds, and the JSON file the site publishes."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

import calculator
from calculator import RuleSet
from house import plugin_settings, read_rules

from . import errors_level, options_level, play_level, settle_levels, stages_level, streets_level
from .questions import Question
from .story import story_of
from .working import working_of

MKDOCS_YML = Path(__file__).resolve().parent.parent / "mkdocs.yml"
SEED = 2026
"""The seed every build uses: the same seed and rules give the same bank, byte for byte."""
QUESTIONS_PER_LEVEL = 110
ATTEMPTS_PER_QUESTION = 400
"""A level gives up (an error, never a short level) after this many hands in a row without a question."""
YES_SHARE = (0.4, 0.6)
"""Yes/no parts of a level answer "yes" this share of the time (bounds included)."""


@dataclass(frozen=True, slots=True)
class Level:
    """A level of the bank: its stable id and how one of its questions is made (None: deal another hand)."""

    id: str
    make: Callable[[Random, RuleSet], Question | errors_level.SpotQuestion | None]


LEVELS = (
    Level("two-allins", settle_levels.two_allins),
    Level("folds", settle_levels.folds),
    Level("showdown", settle_levels.showdown),
    Level("antes", settle_levels.antes),
    Level("short-allins", options_level.short_allins),
    Level("whole-hands", play_level.whole_hand),
    Level("stages", stages_level.stages),
    Level("streets", streets_level.streets),
    Level("dealer-errors", errors_level.spot),
)
"""The levels, easy to hard."""


def site_rules(mkdocs_yml: Path = MKDOCS_YML) -> dict[str, Any]:
    """The rule settings a site build uses: the site plugin's ``rules`` in ``mkdocs.yml``, checked as the build
    checks them (``house/rules.py``)."""
    return dict(read_rules(plugin_settings(mkdocs_yml).get("rules")).settings or {"name": "tda"})


def rules_of(config: Mapping[str, Any] | None) -> tuple[RuleSet, dict[str, Any]]:
    """The rule set of the site plugin's ``rules`` in ``mkdocs.yml`` (``name`` plus overrides) and those settings
    as given."""
    chosen = dict(config or {"name": "tda"})
    rules = calculator.rules_from_json(chosen)  # as --rules reads it: null is no value
    name = str(chosen.pop("name", "tda"))
    return rules, {"name": name, **chosen}


def level_questions(level: Level, rules: RuleSet, seed: int, count: int) -> list[Question | errors_level.SpotQuestion]:
    """``count`` questions of ``level``, dealt by a generator seeded with ``seed`` and the level's id.

    A hand is dealt again while its question has no mistake giving another answer (it could not diagnose), or
    while its yes/no answer would take the level's yes/no parts out of balance (``YES_SHARE``)."""
    rng = Random(f"{seed}:{level.id}")
    found: list[Question | errors_level.SpotQuestion] = []
    votes = {True: 0, False: 0}
    misses = 0
    while len(found) < count:
        question = level.make(rng, rules)
        if question is None or not diagnoses(question) or not _balanced(question, votes):
            misses += 1
            if misses >= ATTEMPTS_PER_QUESTION:
                raise RuntimeError(f"level {level.id}: no question after {misses} hands in a row")
            continue
        misses = 0
        for answer in yes_no(question):
            votes[answer] += 1
        found.append(question)
    return found


def diagnoses(question: Question | errors_level.SpotQuestion) -> bool:
    """Whether some mistake gives another answer to some part of ``question`` (a wrong push to spot always does:
    it is one mistake's answer)."""
    return isinstance(question, errors_level.SpotQuestion) or any(part.mistakes for part in question.parts)


def yes_no(question: Question | errors_level.SpotQuestion) -> list[bool]:
    """The yes/no answers among the parts of ``question``."""
    return [part.answer for part in question.parts if isinstance(part.answer, bool)]


def _balanced(question: Question | errors_level.SpotQuestion, votes: dict[bool, int]) -> bool:
    """Whether taking ``question`` keeps the level's "yes" and "no" answers within two of each other (so that
    "yes" stays within ``YES_SHARE`` once a level has ten of them)."""
    answers = yes_no(question)
    return all(votes[answer] + answers.count(answer) <= votes[not answer] + 2 for answer in answers)


def build_bank(
    rules_config: Mapping[str, Any] | None = None, seed: int = SEED, count: int = QUESTIONS_PER_LEVEL
) -> dict[str, Any]:
    """The whole bank as a JSON-ready object (CONTRACTS.md, "Practice bank")."""
    rules, settings = rules_of(rules_config)
    levels = []
    for level in LEVELS:
        questions = level_questions(level, rules, seed, count)
        entries = [q.to_json(f"{level.id}-{number:03d}") for number, q in enumerate(questions, 1)]
        for entry in entries:  # what the worked steps draw, for the questions taken only (practice/working.py)
            working = working_of("settle" if entry["kind"] == "spot" else entry["kind"], entry["input"], rules)
            if working is not None:
                entry["working"] = working
            if entry["kind"] in ("options", "play", "streets"):  # the betting as the lessons tell it (story.py)
                entry["story"] = story_of(entry["input"], rules)
        levels.append({"id": level.id, "questions": entries})
    return {"rules": settings, "seed": seed, "levels": levels}


def level_banks(bank: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Each level of ``bank`` as a bank of its own (its rules and seed, that one level), by level id: the practice
    page asks its first question from one of these before the whole bank has come (CONTRACTS.md)."""
    return {level["id"]: {"rules": bank["rules"], "seed": bank["seed"], "levels": [level]} for level in bank["levels"]}


def bank_bytes(bank: Mapping[str, Any]) -> bytes:
    """The bank as the site publishes it: compact UTF-8 JSON."""
    return json.dumps(bank, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
