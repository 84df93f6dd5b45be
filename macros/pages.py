"""The macros pages call, bound to the build's rule set and to each page's language."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

import calculator
from calculator import RuleSet

from . import cards, narrate, render, street_table, widgets
from .claims import ClaimsError, failed_claims
from .examples import EXAMPLES_DIR, ExampleError, example_sources, load_examples
from .facts import Facts, facts_of
from .language import page_language
from .names import player_name
from .numbers import format_chips, local_digits
from .rules_page import rule_setting, rules_table

log = logging.getLogger("mkdocs.plugins.allin_macros")
_FACTS_CACHE: dict[object, dict[str, Facts]] = {}


def rules_from_config(extra: Mapping[str, Any]) -> tuple[RuleSet, dict[str, object]]:
    """The rule set named in ``mkdocs.yml`` (``extra.rules``: ``name`` plus any overrides)."""
    chosen = dict(extra.get("rules") or {"name": "tda"})
    name = str(chosen.pop("name", "tda"))
    return calculator.rule_set(name, chosen), {"name": name, **chosen}


def all_facts(rules: RuleSet, folder: Path = EXAMPLES_DIR) -> dict[str, Facts]:
    """Every example's engine figures under ``rules``, computed once per process for the same rules and the
    same example files: the language builds share them, and a long-running ``mkdocs serve`` recomputes them
    when an example file changes."""
    sources = example_sources(folder)
    key = (tuple(sorted(rules.to_dict().items())), tuple((path.name, text) for path, text in sources))
    if key not in _FACTS_CACHE:
        _FACTS_CACHE.clear()  # only the latest is ever asked for again
        examples = load_examples(folder, sources)
        _FACTS_CACHE[key] = {ex_id: facts_of(ex, rules) for ex_id, ex in examples.items()}
    return _FACTS_CACHE[key]


@dataclass(frozen=True, slots=True)
class MacroContext:
    """What the macros need: the mkdocs-macros env (for the page), the rules, every example's facts."""

    env: Any
    rules: RuleSet
    facts: Mapping[str, Facts]

    @property
    def lang(self) -> str:
        """The language of the page being rendered now."""
        return page_language(self.env)

    def example(self, example_id: str) -> Facts:
        """The facts of one example; an unknown id is an error naming the known ones."""
        try:
            return self.facts[example_id]
        except KeyError:
            raise ExampleError(f"no example {example_id!r} (known: {', '.join(self.facts)})") from None

    def claimed(self, example_id: str, path: str) -> Facts:
        """The example's facts, after making sure the lesson claims ``path`` in the example file."""
        facts = self.example(example_id)
        if path not in facts.example.claims:
            facts.get(path)
            raise ExampleError(
                f"page states figure {path!r} of example {example_id} without claiming it: "
                f"add it to the claims in {facts.example.path.name}"
            )
        return facts


def _check(context: MacroContext, extra: Mapping[str, Any], shown_rules: Mapping[str, object]) -> None:
    failures = [f for facts in context.facts.values() for f in failed_claims(facts)]
    if not failures:
        return
    error = ClaimsError(failures, shown_rules)
    if extra.get("claims") == "warn":
        for failure in failures:
            log.warning("claim does not hold: %s", failure)
        return
    raise error


def register(env: Any) -> frozenset[str]:
    """Check every claim, then register every macro on ``env``; return the names registered."""
    before = set(env.macros)
    extra = env.conf["extra"]
    try:
        rules, shown_rules = rules_from_config(extra)
        context = MacroContext(env, rules, all_facts(rules))
        _check(context, extra, shown_rules)
    except (ClaimsError, ExampleError, calculator.CalculatorError) as error:
        raise PluginError(str(error)) from error

    @env.macro
    def fig(example: str, path: str, sign: bool = False) -> str:
        """A claimed figure of an example, written for the page's language (net results signed)."""
        facts = context.claimed(example, path)
        return render.format_value(facts.get(path), context.lang, sign or path.startswith("net."))

    @env.macro
    def answer(example: str, path: str, sign: bool = False) -> str:
        """A quiz answer: the claimed figure, marked up with its raw value for the Check button."""
        facts = context.claimed(example, path)
        return render.answer_html(facts, path, context.lang, sign or path.startswith("net."))

    @env.macro
    def num(value: int, sign: bool = False) -> str:
        """A number that is not an example's figure (a rule's number, a year), in the page's digits."""
        return format_chips(value, context.lang, sign)

    @env.macro
    def name(player: str) -> str:
        """A player's name in the page's language."""
        return player_name(player, context.lang)

    @env.macro
    def names(players: list[str]) -> str:
        """Several players' names joined as the language joins a list."""
        return render.names(players, context.lang)

    @env.macro
    def pot(example: str, index: int) -> str:
        """The name of an example's pot: main pot, side pot 1, …"""
        return render.pot_label(index, len(context.example(example).settled().pots), context.lang)

    @env.macro
    def cards_of(text: str) -> str:
        """Cards such as ``"AcAd"`` as rank and suit symbols, spoken names for screen readers."""
        return cards.cards_html(text, context.lang)

    @env.macro
    def holding(example: str, player: str) -> str:
        """A player's hole cards in an example."""
        return cards.cards_html(_cards(context.example(example), player), context.lang)

    @env.macro
    def board(example: str) -> str:
        """An example's board."""
        return cards.cards_html(_board(context.example(example)), context.lang)

    @env.macro
    def hand(example: str, player: str) -> str:
        """The name of a player's best hand in an example (e.g. "a set of nines")."""
        facts = context.example(example)
        return cards.hand_name(_cards(facts, player), _board(facts), context.lang)

    @env.macro
    def story(example: str) -> str:
        """A played hand street by street in words: blinds, every action, the board, the showdown."""
        return narrate.hand_story(context.example(example), context.lang)

    @env.macro
    def options(example: str, point: str) -> str:
        """The legal options of the player to act at a named decision point, in one sentence."""
        return narrate.options_sentence(context.example(example), point, context.lang)

    @env.macro
    def pot_table(example: str) -> str:
        """Markdown table: each pot's amount, who paid what into it, who may win it, winner, shares."""
        return render.wrapped("pots", example, render.pot_table(context.example(example), context.lang))

    @env.macro
    def stake_table(example: str) -> str:
        """Markdown table: each player's chips split between the pots, plus the returned chips."""
        return render.wrapped("stakes", example, render.stake_table(context.example(example), context.lang))

    @env.macro
    def result_table(example: str) -> str:
        """Markdown table: each player's put in, returned, collected, net and final stack."""
        return render.wrapped("results", example, render.result_table(context.example(example), context.lang))

    @env.macro
    def layer_table(example: str) -> str:
        """Markdown table: the dealer's layers before same-contender layers merge."""
        return render.wrapped("layers", example, render.layer_table(context.example(example), context.lang))

    def street_table_macro(example: str) -> str:
        """Markdown table: a played hand's pots and uncalled chips at the end of each street."""
        return render.wrapped("streets", example, street_table.street_table(context.example(example), context.lang))

    env.macro(street_table_macro, "street_table")

    @env.macro
    def rule(option: str) -> str:
        """How this build's rule set plays one configurable rule (``odd_chips``, ``limit_reopen``, ``raise_cap``)."""
        return rule_setting(context.rules, option, context.lang)

    @env.macro
    def digits(text: object) -> str:
        """Text such as a year or a rule number with the page's digits, no grouping (``2024`` → ``۲۰۲۴``)."""
        return local_digits(str(text), context.lang)

    def rules_table_macro() -> str:
        """Markdown table: the rule set this site is built with, from the engine's ``RuleSet``."""
        return render.wrapped("rules", context.rules.name, rules_table(context.rules, context.lang))

    env.macro(rules_table_macro, "rules_table")

    @env.macro
    def calculator_hand(example: str) -> str:
        """The calculator's starting hand (escaped JSON for a data attribute): see macros/widgets.py."""
        return widgets.calculator_hand(context.example(example), context.lang)

    @env.macro
    def practice_names() -> str:
        """The player names the practice mode deals to, in the page's language (escaped JSON)."""
        return widgets.practice_names(context.lang)

    return frozenset(set(env.macros) - before)


def _cards(facts: Facts, player: str) -> str:
    """A player's hole cards as text: from a settlement example's entry or a played hand's steps."""
    if facts.played is None:
        for entry in facts.example.data["players"]:
            if entry.get("id") == player and "cards" in entry:
                return str(entry["cards"])
    else:
        dealt = [s.cards for s in facts.played.steps if s.name == player and s.cards and "??" not in s.cards]
        if dealt:
            return "".join(dealt[-1])
    raise ExampleError(f"example {facts.example.id}: player {player!r} shows no cards")


def _board(facts: Facts) -> str:
    """An example's board as text."""
    if facts.played is not None:
        return "".join(str(card) for card in facts.played.board)
    if "board" not in facts.example.data:
        raise ExampleError(f"example {facts.example.id} has no board")
    return str(facts.example.data["board"])
