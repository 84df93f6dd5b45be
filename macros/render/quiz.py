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
from macros.text.names import player_name
from macros.text.numbers import local_digits
from practice.paths import Answer, mistaken_answers
from teaching.mistakes import Mistake, mistaken_options, mistaken_play, mistaken_settle

LESSON_SECTIONS: Mapping[Mistake, tuple[str, str]] = {
    Mistake.ONE_POT: ("side-pots", "bottom-up-cut"),
    Mistake.UNCALLED_LEFT_IN_POT: ("side-pots", "uncalled-chips"),
    Mistake.ONE_POT_UNCALLED_LEFT_IN: ("side-pots", "uncalled-chips"),
    Mistake.FOLDED_CHIPS_LEFT_OUT: ("side-pots", "folded-chips"),
    Mistake.FOLDED_LAYER_LOST: ("side-pots", "uncalled-chips"),
    Mistake.ALLIN_IN_SIDE_POT: ("side-pots", "bottom-up-cut"),
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
    Mistake.CALL_FORGETS_CHIPS_IN: ("short-all-ins", "call-cost"),
    Mistake.ALLIN_DROPPED_FROM_POT: ("side-pots", "bottom-up-cut"),
}
"""The lesson page (file stem) and heading id that teach the right way for each mistake (the headings carry
these ids in every language: ``## Uncalled chips go back first { #uncalled-chips }``)."""

YES_NO = {True: "practice.yes", False: "practice.no"}

POT_ASKS = {
    "amount": ("quiz.ask.amount", "in"),
    "eligible": ("quiz.ask.eligible", "prose"),
    "winners": ("quiz.ask.winners", "prose"),
    "shares": ("quiz.ask.share", "from"),
    "equal_share": ("quiz.ask.equal_share", "from"),
    "odd_chips": ("quiz.ask.odd_chips", "from"),
}
"""What a question about a pot asks (``pots.1.eligible``), and the form of the pot's name its words take (a Russian
case: «в основном банке», «из основного банка»; ``prose``: as a sentence names it)."""
PLAYER_ASKS = {
    "returned": "quiz.ask.returned",
    "payouts": "quiz.ask.payouts",
    "net": "quiz.ask.net",
    "final_stack": "quiz.ask.final_stack",
    "call_amount": "quiz.ask.call_amount",
    "can_raise": "quiz.ask.can_raise",
    "min_raise_to": "quiz.ask.min_raise_to",
    "max_raise_to": "quiz.ask.max_raise_to",
}
"""What a question about one player asks (``returned.mina``, ``decisions.roya.can_raise``)."""
OTHER_ASKS = {("pots", "count"): "quiz.ask.count", ("showdown", "first"): "quiz.ask.showdown_first"}
"""Questions about a whole hand, by their path's two parts."""
POT_NAMES = {
    "prose": ("pot.only.prose", "pot.main.prose", "pot.side.prose"),
    "in": ("pot.only.in", "pot.main.in", "pot.side.in"),
    "from": ("pot.only.from", "pot.main.from", "pot.side.from"),
}
STREETS = ("preflop", "flop", "turn", "river")
STREET_NAMES = {"preflop": "street.preflop", "flop": "street.flop", "turn": "street.turn", "river": "street.river"}


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


# ----- what each answer asks (the label of its field)


def _pot_name(index: int, count: int, lang: str, form: str) -> str:
    only, main, side = POT_NAMES[form]
    if count == 1:
        return text(only, lang)
    return text(main, lang) if index == 0 else text(side, lang, n=local_digits(str(index), lang))


def _pot_count(facts: Facts, prefix: str) -> int:
    """How many pots ``prefix`` (``pots`` or ``streets.turn.pots``) has among the example's figures."""
    at = len(prefix.split("."))
    found = {path.split(".")[at] for path in facts.values if path.startswith(prefix + ".")}
    return sum(1 for part in found if part.isdigit())


def _decision_street(facts: Facts, point: str) -> str:
    """The street a decision point of a hand example is on: how many boards were dealt before it."""
    actions = read_example_history(facts.example).actions[: facts.example.decisions[point]]
    return STREETS[min(sum(1 for action in actions if action.text.startswith("d db")), len(STREETS) - 1)]


def _on_street(street: str, asked: str, lang: str) -> str:
    """A question about one street, led by the street's name (``Flop: how many chips …``)."""
    return text("quiz.ask.street", lang, street=text(STREET_NAMES[street], lang), ask=asked[:1].lower() + asked[1:])


def ask_label(facts: Facts, path: str, lang: str) -> str | None:
    """What the answer at ``path`` asks, as a question in ``lang`` (the label of its field when a question has
    several: «Who can win side pot 1?»), or None for a figure no label is written for."""
    head, _, rest = path.partition(".")
    if (head, rest) in OTHER_ASKS:
        return text(OTHER_ASKS[head, rest], lang)
    if head == "streets":
        street, _, inner = rest.partition(".")
        if not inner.startswith("pots."):
            return None
        index, _, ask = inner[len("pots.") :].partition(".")
        if ask != "amount" or not index.isdigit():
            return None
        count = _pot_count(facts, f"streets.{street}.pots")
        asked = text("quiz.ask.amount", lang, pot=_pot_name(int(index), count, lang, "in"))
        return _on_street(street, asked, lang)
    if head == "pots":
        index, _, ask = rest.partition(".")
        word, _, whom = ask.partition(".")
        if not index.isdigit() or word not in POT_ASKS or bool(whom) != (word == "shares"):
            return None
        key, form = POT_ASKS[word]
        pot = _pot_name(int(index), _pot_count(facts, "pots"), lang, form)
        return text(key, lang, pot=pot, name=player_name(whom, lang)) if whom else text(key, lang, pot=pot)
    if head == "decisions":
        point, _, word = rest.partition(".")
        if word not in PLAYER_ASKS:
            return None
        who = facts.get(f"decisions.{point}.to_act")
        asked = text(PLAYER_ASKS[word], lang, name=player_name(who, lang))
        street = _decision_street(facts, point)
        return asked if street == "preflop" else _on_street(street, asked, lang)  # before the flop, as a rule
    if head in PLAYER_ASKS and rest in facts.example.player_ids:
        return text(PLAYER_ASKS[head], lang, name=player_name(rest, lang))
    return None


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


def answer_html(
    facts: Facts, path: str, lang: str, rules: RuleSet, stem: str, signed: bool = False, placement: str | None = None
) -> str:
    """A quiz answer: the figure in words, with what the Check form needs in ``data-`` attributes. A list of
    players is a set to choose (each player once: two odd chips to one winner name her once). ``placement``: the
    lesson a placement question stands for (the lesson to start with when it is answered wrong)."""
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
    label = ask_label(facts, path, lang)
    if label is not None:
        attributes["data-label"] = label
    if placement is not None:
        attributes["data-placement"] = placement
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
