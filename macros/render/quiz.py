"""Quiz answers as the Check form needs them: what to ask for, the players to choose from, what typical
mistakes answer, and where the lessons teach each mistake.

A lesson's quiz answer (the ``answer`` macro) is a ``<span class="quiz-answer">`` holding, besides the shown
figure and its raw value (``data-answer``), the kind of input it takes (``data-input``: ``number``, ``players``
or ``yes_no``), for a set of players the example's players in seat order (``data-players``), and the answers
the engine's models of typical mistakes give at the same path (``data-mistakes``, from ``teaching.mistakes``,
each with a link to the lesson section that teaches it). The browser's Check form is built from these; without
JavaScript the answer stays readable in its collapsible block.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from html import escape
from pathlib import PurePosixPath
from typing import Any

from calculator import RuleSet, Variant
from macros.facts.figures import Facts, settle_input
from macros.facts.hand_facts import read_example_history
from macros.render.figures import format_value
from macros.text.catalogue import text
from practice.paths import Answer, mistaken_answers
from teaching.mistakes import Mistake, mistaken_options, mistaken_play, mistaken_settle

LESSON_SECTIONS: Mapping[Mistake, tuple[str, str]] = {
    Mistake.ONE_POT: ("side-pots", "bottom-up-cut"),
    Mistake.UNCALLED_LEFT_IN_POT: ("side-pots", "uncalled-chips"),
    Mistake.FOLDED_CHIPS_LEFT_OUT: ("side-pots", "folded-chips"),
    Mistake.FOLDED_LAYER_LOST: ("side-pots", "uncalled-chips"),
    Mistake.FOLDED_PLAYER_WINS: ("side-pots", "folded-chips"),
    Mistake.POOLED_ODD_CHIPS: ("odd-chips", "every-pot-on-its-own"),
    Mistake.ODD_CHIP_WRONG_SEAT: ("odd-chips", "who-gets-odd-chips"),
    Mistake.SINGLE_CHIP_SPLIT: ("odd-chips", "smallest-chip"),
    Mistake.SHORT_ALLIN_FULL_RAISE: ("short-all-ins", "full-raise"),
    Mistake.LIMIT_SHORT_ALLIN_AS_RAISE: ("short-all-ins", "fixed-limit"),
    Mistake.FULL_RAISE_RULE_IN_LIMIT: ("short-all-ins", "fixed-limit"),
    Mistake.PARTIAL_ANTE_IN_MAIN_POT: ("side-pots", "partial-ante"),
    Mistake.ANTE_AS_LIVE_BET: ("side-pots", "antes"),
    Mistake.HALF_RAISE_RULE_IN_NO_LIMIT: ("short-all-ins", "full-raise"),
    Mistake.CALL_FORGETS_CHIPS_IN: ("short-all-ins", "full-raise"),
    Mistake.ALLIN_DROPPED_FROM_POT: ("side-pots", "bottom-up-cut"),
}
"""The lesson page (file stem) and heading id that teach the right way for each mistake (the headings carry
these ids in every language: ``## Uncalled chips go back first { #uncalled-chips }``)."""

YES_NO = {True: "practice.yes", False: "practice.no"}


def lesson_href(mistake: Mistake, page_stem: str) -> str:
    """The link from page ``page_stem`` to the section teaching ``mistake``, in the same language: every page but
    the language's home page sits one folder deep (``use_directory_urls``)."""
    stem, anchor = LESSON_SECTIONS[mistake]
    up = "" if page_stem == "index" else "../"
    return f"{up}{stem}/#{anchor}"


def lesson_links(page_stem: str) -> dict[str, str]:
    """Every mistake's lesson link from page ``page_stem``, by mistake id."""
    return {str(mistake): lesson_href(mistake, page_stem) for mistake in Mistake}


def page_stem(page: Any) -> str:
    """The file stem of a page being rendered (``side-pots`` for ``en/side-pots.md``)."""
    return PurePosixPath(page.file.src_uri).stem


def input_kind(value: object) -> str:
    """The input a quiz answer takes: ``yes_no`` for a truth value, ``players`` for a list of player ids,
    ``number`` for chips."""
    if isinstance(value, bool):
        return "yes_no"
    if isinstance(value, list):
        return "players"
    if isinstance(value, int):
        return "number"
    raise TypeError(f"a quiz answer must be chips, yes or no, or players, not {value!r}")


def raw_value(value: Answer) -> str:
    """An answer as ``data-answer`` holds it: ``400``, ``true``, or player ids separated by spaces."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return " ".join(value)
    return str(value)


def shown_value(value: Answer, lang: str, signed: bool) -> str:
    """An answer as the page shows it: a localized figure, yes or no, or the players' names."""
    if isinstance(value, bool):
        return text(YES_NO[value], lang)
    return format_value(value, lang, signed)


# ----- what typical mistakes answer


def command_path(facts: Facts, path: str) -> tuple[str | None, str] | None:
    """Where an example's figure sits in a command's output: (the decision point, or None for the settlement;
    the path in that output), or None for figures no command gives (inputs, layers, streets, splits)."""
    head, _, rest = path.partition(".")
    if head == "decisions":
        point, _, key = rest.partition(".")
        return point, key
    if head == "final_stack":
        if facts.played is None:
            return None  # a settlement example's stacks are not part of the settle command
        return None, f"finishing_stacks.{facts.example.player_ids.index(rest)}"
    if head in ("pots", "returned", "payouts", "net"):
        return None, path
    return None


def _mistaken(facts: Facts, point: str | None, rules: RuleSet) -> Mapping[Mistake, Mapping[str, Any]]:
    """The command's output for the example (or its decision point) under each mistake that applies."""
    example = facts.example
    if point is not None:
        history = read_example_history(example)
        return mistaken_options(replace(history, actions=history.actions[: example.decisions[point]]), rules)
    if facts.played is not None:
        return mistaken_play(facts.played, rules)
    return mistaken_settle(settle_input(example), rules)


def mistake_answers(facts: Facts, path: str, rules: RuleSet) -> list[tuple[Mistake, Answer]]:
    """What each typical mistake answers at an example's ``path``, where that differs from the right answer."""
    where = command_path(facts, path)
    if where is None:
        return []
    point, inner = where
    return mistaken_answers(_mistaken(facts, point, rules), inner, facts.get(path))


def fixed_limit_decision(facts: Facts, path: str) -> bool:
    """Whether ``path`` asks about a decision in a fixed-limit hand, whose betting hints are fixed limit's own."""
    where = command_path(facts, path)
    if where is None or where[0] is None:
        return False
    return read_example_history(facts.example).setup.variant is Variant.FIXED_LIMIT


# ----- the markup


def _attribute(value: object) -> str:
    """JSON for an HTML attribute (double-quoted, escaped)."""
    return escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")), quote=True)


def answer_html(facts: Facts, path: str, lang: str, rules: RuleSet, stem: str, signed: bool = False) -> str:
    """A quiz answer: the figure in words, with what the Check form needs in ``data-`` attributes. A list of
    players is a set to choose (each player once: two odd chips to one winner name her once)."""
    value: Answer = facts.get(path)
    if isinstance(value, list):
        value = list(dict.fromkeys(value))
    kind = input_kind(value)
    attributes = {
        "data-example": facts.example.id,
        "data-path": path,
        "data-answer": raw_value(value),
        "data-input": kind,
    }
    if kind == "players":
        attributes["data-players"] = " ".join(facts.example.player_ids)
    if fixed_limit_decision(facts, path):
        attributes["data-limit"] = "true"  # a wrong answer gets the fixed-limit hint (quiz.js)
    mistakes = [
        {"id": str(mistake), "answer": other, "href": lesson_href(mistake, stem)}
        for mistake, other in mistake_answers(facts, path, rules)
    ]
    written = " ".join(f'{name}="{escape(str(content))}"' for name, content in attributes.items())
    if mistakes:
        written += f' data-mistakes="{_attribute(mistakes)}"'
    return f'<span class="quiz-answer" {written}>{escape(shown_value(value, lang, signed))}</span>'


def links_attribute(page: str) -> str:
    """Every mistake's lesson link from ``page`` as escaped JSON, for the practice widget's ``data-lessons``."""
    return _attribute(lesson_links(page))
