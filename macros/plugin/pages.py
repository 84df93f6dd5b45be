"""The macros pages call, registered at module level: each is a small function of the build's context
(:class:`MacroContext`: rule set, examples' facts, the page being rendered) and the page's arguments.

``register`` binds every one to the context and registers it on the page env under its name
(the site plugin renders the pages with them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import wraps
from html import escape
from typing import Any, Concatenate, TypeVar

import replays
from macros.core import PluginEnv
from macros.facts.context import MacroContext
from macros.facts.figures import Facts
from macros.render import cards, chips, conformance, narrate, path, quiz, rule_sources, rules_page, widgets
from macros.render import figures as render
from macros.render import own_hand as own_hand_markup
from macros.render import replayer as replay_markup
from macros.render.diagrams import diagram_html
from macros.render.example_tables import LAYERS, POTS, RESULTS, STAKES
from macros.render.street_table import STREET_TABLE
from macros.render.tables import Table, signed_html
from macros.render.when import when_text
from macros.text.catalogue import count_text
from macros.text.names import player_name
from macros.text.numbers import format_chips, local_digits
from replays import groups as replay_groups

PageMacro = Callable[Concatenate[MacroContext, ...], str]
Macro = TypeVar("Macro", bound=PageMacro)

MACROS: dict[str, PageMacro] = {}
"""Every page-facing macro by the name pages call it."""


def page_macro(name: str) -> Callable[[Macro], Macro]:
    """Register a function as the page macro ``name`` (its first argument is the context, given by the build)."""

    def add(function: Macro) -> Macro:
        MACROS[name] = function
        return function

    return add


def bound(function: PageMacro, context: MacroContext) -> Callable[..., str]:
    """``function`` with ``context`` as its first argument: a plain function with the macro's own name, signature
    and docstring (not a ``functools.partial``, which would carry its whole context, every example's facts
    included, into whatever describes it)."""

    @wraps(function)
    def macro(*args: Any, **kwargs: Any) -> str:
        return function(context, *args, **kwargs)

    return macro


def register(env: PluginEnv, context: MacroContext) -> None:
    """Register every page macro on ``env``, bound to ``context``."""
    for name, function in MACROS.items():
        env.macro(bound(function, context), name)


# ----- figures and numbers


@page_macro("fig")
def fig(context: MacroContext, example: str, path: str, sign: bool = False) -> str:
    """A claimed figure of an example, written for the page's language (net results signed; a signed figure is
    its own left-to-right isolate, ``<bdi dir="ltr">``, so that in right-to-left prose its sign stays on its left
    and it cannot join a neighbouring number)."""
    facts = context.claimed(example, path)
    value = facts.get(path)
    if (sign or path.startswith("net.")) and isinstance(value, int) and not isinstance(value, bool):
        return signed_html(value, context.lang)
    return render.format_value(value, context.lang)


def _chips_of(context: MacroContext, example: str, player: str) -> Mapping[int, int]:
    """The chips ``[_chips.<player>]`` of the example file lists for ``player``'s all-in; a build error unless they
    are worth what the engine has him put in, a figure the file claims (``input.contributed.<player>``)."""
    at = f"input.contributed.{player}"
    facts = context.claimed(example, at)
    drawn = facts.example.chips.get(player)
    if drawn is None:
        raise facts.example.error(f"a page draws {player}'s chips, which the file does not list: add [_chips.{player}]")
    worth, put_in = chips.worth(drawn), facts.get(at)
    if worth != put_in:
        raise facts.example.error(
            f"the chips listed for {player} are worth {worth}, but the engine has him put in {put_in}"
        )
    return drawn


@page_macro("chips")
def chips_drawn(context: MacroContext, example: str, player: str) -> str:
    """A player's all-in as the chips he pushes forward, in stacks of twenty (macros/render/chips.py)."""
    drawn = _chips_of(context, example, player)
    return chips.chips_html(drawn, example, player, context.lang, player_name(player, context.lang, "gen"))


@page_macro("chip")
def chip(context: MacroContext, value: int) -> str:
    """A chip's value as the lessons name a chip (``a chip of 25 is green``): one the site draws, or the build stops."""
    return format_chips(chips.chip_value(value), context.lang)


@page_macro("full_stack")
def full_stack(context: MacroContext, value: int) -> str:
    """What a full stack of twenty chips of ``value`` is worth, in the page's digits (``2,000`` for chips of 100)."""
    return format_chips(chips.full_stack(value), context.lang)


@page_macro("chips_count")
def chips_count(context: MacroContext, example: str, player: str) -> str:
    """How the dealer counts the chips ``chips(example, player)`` draws: each value's count times the value, the
    biggest first (the page writes the total beside it: the question's answer)."""
    return chips.count_html(_chips_of(context, example, player), context.lang)


@page_macro("count")
def count(context: MacroContext, example: str, path: str, feminine: bool = False) -> str:
    """A claimed count of an example (odd chips, pots) as running text writes a small number: in words from
    one to ten in the page's language (``feminine=True`` before a feminine noun: Russian «две лишние фишки»),
    in figures above ten."""
    facts = context.claimed(example, path)
    value = facts.get(path)
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise facts.example.error(f"count() writes a count of one or more: {path!r} is {value!r}, use fig()")
    return count_text(value, context.lang, feminine)


@page_macro("answer")
def answer(context: MacroContext, example: str, at: str, sign: bool = False, placement: str | None = None) -> str:
    """A quiz answer: the claimed figure (chips, yes or no, players), marked up with what the Check form needs:
    its raw value, the kind of input, what it asks, and what typical mistakes answer (macros/render/quiz.py).
    ``placement``: in the placement quiz, the lesson (page stem) the question stands for."""
    facts = context.claimed(example, at)
    stem = _page_stem(context)
    if placement is not None:
        path.lesson(placement)  # a lesson of the course, or the build stops
    signed = sign or at.startswith("net.")
    return quiz.answer_html(facts, at, context.lang, context.rules, stem, signed, placement)


@page_macro("your_turn")
def your_turn(context: MacroContext, example: str, *paths: str) -> str:
    """A worked example's "Your turn": the answers its Check form asks for, one field each (hidden: the worked
    answer below shows them; lesson_quiz.js builds the form from them). The site's search leaves them out (Material's
    ``data-search-exclude``): in the index their figures ran together ("3120 2 6101 200120"), giving the answer away.
    Their box is a ``div``: Material's search ends an exclusion at the first closing tag of the excluding element's
    name, so a ``span`` around the answers' own spans left all but the first answer in the index."""
    if not paths:
        raise ValueError(f"your_turn({example!r}) names no figure to ask for")
    stem = _page_stem(context)
    answers = "".join(
        quiz.answer_html(context.claimed(example, at), at, context.lang, context.rules, stem, at.startswith("net."))
        for at in paths
    )
    hidden = f'<div class="allin-turn-answers" hidden data-search-exclude="answers">{answers}</div>'
    return f'<div class="allin-turn" data-example="{escape(example)}">{hidden}</div>'


@page_macro("course")
def course(context: MacroContext) -> str:
    """The lessons' page stems in order (the Start link's ``data-course``): see macros/render/path.py."""
    return path.course_stems()


@page_macro("lesson_end")
def lesson_end(context: MacroContext) -> str:
    """The block a lesson ends with: the learner's score on its questions and the link to its practice level."""
    return path.lesson_end_html(_page_stem(context), context.lang)


@page_macro("practise_at")
def practise_at(context: MacroContext, level: str) -> str:
    """A link from inside a lesson to the practice level that drills the section it ends (see
    macros/render/path.py)."""
    return path.practise_at_html(level, _page_stem(context), context.lang)


@page_macro("placement_result")
def placement_result(context: MacroContext) -> str:
    """Where the placement quiz proposes to start: a lesson and its practice level, one per lesson, the one its
    answers choose shown by lesson_quiz.js."""
    return path.proposals_html(context.lang, _page_stem(context))


def _page_stem(context: MacroContext) -> str:
    """The file stem of the page being rendered (``side-pots``)."""
    page = context.env.page if context.env is not None else None
    if page is None:
        raise RuntimeError("no page is being rendered")
    return quiz.page_stem(page)


@page_macro("num")
def num(context: MacroContext, value: int, sign: bool = False) -> str:
    """A number that is not an example's figure (a rule's number, a year), in the page's digits."""
    return format_chips(value, context.lang, sign)


@page_macro("digits")
def digits(context: MacroContext, text: object) -> str:
    """Text such as a year or a rule number with the page's digits, no grouping (``2024`` → ``۲۰۲۴``)."""
    return local_digits(str(text), context.lang)


# ----- players, pots, cards and hands


@page_macro("name")
def name(context: MacroContext, player: str, case: str | None = None) -> str:
    """A player's name in the page's language; ``case``: a case form the sentence needs (``name("raha", "gen")``,
    «у Рахи»: ``macros.text.names.CASES``; English and Persian write the name as it is)."""
    return player_name(player, context.lang, case)


@page_macro("names")
def names(context: MacroContext, players: list[str]) -> str:
    """Several players' names joined as the language joins a list."""
    return render.names(players, context.lang)


@page_macro("pot")
def pot(context: MacroContext, example: str, index: int, prose: bool = False) -> str:
    """The name of an example's pot: Main pot, Side pot 1, …; ``prose``: its form inside a sentence (side pot 1)."""
    return render.pot_label(index, len(context.example(example).settled().pots), context.lang, prose)


@page_macro("cards_of")
def cards_of(context: MacroContext, text: str) -> str:
    """Cards such as ``"AcAd"`` as rank and suit symbols, spoken names for screen readers."""
    return cards.cards_html(text, context.lang)


@page_macro("holding")
def holding(context: MacroContext, example: str, player: str) -> str:
    """A player's hole cards in an example."""
    return cards.cards_html(_cards(context.example(example), player), context.lang)


@page_macro("board")
def board(context: MacroContext, example: str) -> str:
    """An example's board."""
    return cards.cards_html(_board(context.example(example)), context.lang)


@page_macro("hand")
def hand(context: MacroContext, example: str, player: str, case: str | None = None) -> str:
    """The name of a player's best hand in an example (e.g. "a set of nines"); ``case``: ``"ins"`` for the
    instrumental a sentence may need («Роя с сетом семёрок»)."""
    facts = context.example(example)
    return cards.hand_name(_cards(facts, player), _board(facts), context.lang, case)


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
    raise facts.example.error(f"player {player!r} shows no cards")


def _board(facts: Facts) -> str:
    """An example's board as text."""
    if facts.played is not None:
        return "".join(str(card) for card in facts.played.board)
    if "board" not in facts.example.data:
        raise facts.example.error("the example has no board")
    return str(facts.example.data["board"])


# ----- played hands and betting options


@page_macro("story")
def story(context: MacroContext, example: str) -> str:
    """A played hand street by street in words: blinds, every action, the board, the showdown."""
    return narrate.hand_story(context.example(example), context.rules, context.lang)


def _replays(context: MacroContext) -> dict[str, Any]:
    """Every hand replay the build publishes (``replays``), under the build's rules."""
    return replays.published(dict(context.rule_settings))


@page_macro("replayer")
def replayer(context: MacroContext, hand: str) -> str:
    """The replayer of a published hand (a lesson's hand history): step by step, predicting each cut."""
    published = _replays(context)
    if hand not in published:
        raise ValueError(f"no replay {hand!r} (published: {', '.join(published)})")
    return replay_markup.replayer_html(published[hand], context.lang, quiz.lesson_links(_page_stem(context)))


@page_macro("replay_hands")
def replay_hands(context: MacroContext) -> str:
    """The replay page: the picker of hands by what they show (``replays/groups.toml``), then every published hand
    under its title, one at a time with the script."""
    published = _replays(context)
    groups = replay_groups.hand_groups(published)
    return replay_markup.replay_page(published, groups, context.lang, quiz.lesson_links(_page_stem(context)))


@page_macro("own_hand")
def own_hand(context: MacroContext, part: str) -> str:
    """The "Your own hand" page's widgets: ``paste`` (a hand history) or ``table`` (a hand dealt at the table)."""
    lessons = quiz.lesson_links(_page_stem(context))
    render = {"paste": own_hand_markup.paste_html, "table": own_hand_markup.table_html}[part]
    return render(context.lang, lessons)


@page_macro("options")
def options(context: MacroContext, example: str, point: str, pronoun: bool = False) -> str:
    """The legal options of the player to act at a named decision point, in one sentence; ``pronoun``: the player
    named by a pronoun («Она может…»), where the sentence before has just named him or her."""
    return narrate.options_sentence(context.example(example), point, context.lang, pronoun)


@page_macro("dealer_words")
def dealer_words(context: MacroContext, example: str, point: str) -> str:
    """What the dealer says at a decision point to a player who may only call or fold (a short all-in did not reopen
    the betting for him): the bet he faces and what he must add, the engine's figures, as the replayer says it."""
    return narrate.call_only_words(context.example(example), point, context.rules, context.lang)


# ----- tables


def _example_table(table: Table[Facts, int] | Table[Facts, str], context: MacroContext, example: str) -> str:
    return render.wrapped(table.kind, example, table.html(context.example(example), context.lang))


@page_macro("pot_table")
def pot_table(context: MacroContext, example: str) -> str:
    """Table: each pot's amount, who paid what into it, who may win it, winner, shares; under it the pots'
    diagram and the dealer's cut step by step (every pot table has its picture)."""
    cut = diagram_html(context.example(example), context.lang, context.cut_name())
    return _example_table(POTS, context, example) + "\n\n" + cut


@page_macro("stake_table")
def stake_table(context: MacroContext, example: str) -> str:
    """Table: each player's chips split between the pots, plus the returned chips."""
    return _example_table(STAKES, context, example)


@page_macro("result_table")
def result_table(context: MacroContext, example: str) -> str:
    """Table: each player's put in, returned, collected, net and final stack."""
    return _example_table(RESULTS, context, example)


@page_macro("layer_table")
def layer_table(context: MacroContext, example: str) -> str:
    """Table: the dealer's layers before same-contender layers merge."""
    return _example_table(LAYERS, context, example)


@page_macro("street_table")
def street_table(context: MacroContext, example: str) -> str:
    """Table: a played hand's chips put in on each street, and the pots and uncalled chips after it."""
    return _example_table(STREET_TABLE, context, example)


# ----- rules


@page_macro("when")
def when(context: MacroContext, option: str, value: str, caller: Callable[[], str] | None = None) -> str:
    """A call block whose body is shown only under one value of a rule option (see ``macros/render/when.py``):
    ``{% call when("odd_chips", "one_each") %}…{% endcall %}``."""
    return when_text(context.rules, option, value, caller)


@page_macro("rule")
def rule(context: MacroContext, option: str) -> str:
    """How this build's rule set plays one configurable rule (``odd_chips``, ``limit_reopen``, ``raise_cap``)."""
    return rule_sources.rule_setting(context.rules, option, context.lang)


@page_macro("house_rules")
def house_rules(context: MacroContext) -> str:
    """The house rules in force, in plain words: the rule book followed, the house's changes, what differs from
    the TDA rules (for the top of the rules page)."""
    return rules_page.house_rules(context.rules, context.lang)


@page_macro("rules_table")
def rules_table(context: MacroContext) -> str:
    """Table: the rule set this site is built with, from the engine's ``RuleSet``."""
    table = rules_page.RULES
    return render.wrapped(table.kind, context.rules.name, table.html(context.rules, context.lang))


@page_macro("sources_table")
def sources_table(context: MacroContext) -> str:
    """Table: every rule the site teaches, its published sources (linked) and whether this build's rule set
    follows each word for word or reads it (``macros/render/rule_sources.py``)."""
    table = rule_sources.SOURCES_TABLE
    return render.wrapped(table.kind, context.rules.name, table.html(context.rules, context.lang))


# ----- the conformance suite for engine authors


@page_macro("conformance_bugs")
def conformance_bugs(context: MacroContext) -> str:
    """Table: each common engine bug the published conformance suite names, and the vectors that catch it."""
    table = conformance.BUGS_TABLE
    return render.wrapped(table.kind, conformance.CONTRACT, table.html(conformance.suite(), context.lang))


@page_macro("conformance_href")
def conformance_href(context: MacroContext) -> str:
    """The address of the published suite (``assets/conformance/settle-v1.json``) relative to this page."""
    page = context.env.page if context.env is not None else None
    if page is None:
        raise RuntimeError("no page is being rendered")
    return conformance.href(page.url)


@page_macro("conformance_count")
def conformance_count(context: MacroContext) -> str:
    """How many vectors the published suite holds, in the page's digits."""
    return format_chips(len(conformance.suite().vectors), context.lang)


# ----- widgets


@page_macro("calculator_hand")
def calculator_hand(context: MacroContext, example: str) -> str:
    """The calculator's starting hand (escaped JSON for a data attribute): see macros/render/widgets.py."""
    return widgets.calculator_hand(context.example(example), context.lang)


@page_macro("mistake_links")
def mistake_links(context: MacroContext) -> str:
    """Each typical mistake's link to the lesson section teaching it, from this page (escaped JSON by mistake id,
    for the practice widget's ``data-lessons``): see macros/render/quiz.py."""
    return quiz.links_attribute(_page_stem(context))


@page_macro("practice_levels")
def practice_levels(context: MacroContext) -> str:
    """The practice bank's level ids in order (for the practice widget's ``data-levels``): see
    macros/render/widgets.py."""
    return widgets.practice_levels()


@page_macro("practice_genders")
def practice_genders(context: MacroContext) -> str:
    """Each player's grammatical gender (escaped JSON), for the practice widget's ``data-genders``."""
    return widgets.practice_genders()


@page_macro("practice_names")
def practice_names(context: MacroContext) -> str:
    """The player names the practice mode deals to, in the page's language (escaped JSON)."""
    return widgets.practice_names(context.lang)
