"""Where each rule the site teaches comes from: one declared list, rendered as the rules page's sources table.

Each row names a rule, its published sources (``Citation``: a source of ``SOURCES``, the rule number the seeds
give, and whether the build's rule set follows that source word for word or reads it, an interpretation), and
its wording's catalogue key. The configurable rules take their row from the build's rule set: the sources of the
value in force, which the engine's record of that value holds (``calculator/rules.py``, ``RuleValue.sources``;
``tests/test_rule_sources.py`` checks them against the sources the engine's options name in words); the fixed rules
have one row each (``FIXED_RULES``). The words are in the catalogues: ``sources.rule.*`` (the rule),
``sources.book.*`` (the source), ``sources.follows.*``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from calculator import Citation, Follows, RuleSet, value_record, value_sources
from macros.examples.rule_options import rule_options
from macros.render.tables import Column, Html, Table
from macros.text.catalogue import count_text, plural, text
from macros.text.numbers import local_digits


@dataclass(frozen=True, slots=True)
class Source:
    """A published source (or card-room practice): its catalogue key and the address where it can be read."""

    key: str
    url: str | None = None


SOURCES: dict[str, Source] = {
    "tda": Source("sources.book.tda", "https://www.pokertda.com/poker-tda-rules/"),
    "tda_addendum": Source("sources.book.tda_addendum", "https://www.pokertda.com/poker-tda-rules/"),
    "tda_procedures": Source("sources.book.tda_procedures", "https://www.pokertda.com/poker-tda-rules/"),
    "roberts": Source("sources.book.roberts", "http://www.pokercoach.us/"),
    "pokerstars": Source("sources.book.pokerstars", "https://www.pokerstars.com/poker/games/rules/"),
    "wikipedia_betting": Source("sources.book.wikipedia_betting", "https://en.wikipedia.org/wiki/Betting_in_poker"),
    "fidpa": Source("sources.book.fidpa", "http://www.fidpa.com/international-poker-rules/"),
    "practice": Source("sources.book.practice"),
}
"""Every source a row may cite. The TDA's rules page holds the current rules' PDF, its recommended procedures and the
illustration addendum."""

RULE_TITLES: dict[str, str] = {
    "17": "sources.rule_title.face_up",
    "21": "sources.rule_title.odd_chips",
    "23": "sources.rule_title.side_pots",
}
"""The title of each TDA rule cited by number (the seeds' numbers): a dealer holding another edition of the rules,
whose numbers differ, finds the rule by its title."""


@dataclass(frozen=True, slots=True)
class SourcedRule:
    """One row: the rule's id, its wording (a catalogue key; for an option, None: its title and setting) and sources."""

    id: str
    wording: str | None
    cites: tuple[Citation, ...]


W, R = Follows.WORD, Follows.READING

FIXED_RULES: tuple[SourcedRule, ...] = (
    SourcedRule("layers", "sources.rule.layers", (Citation("pokerstars", R), Citation("practice", R))),
    SourcedRule("uncalled", "sources.rule.uncalled", (Citation("tda", R), Citation("pokerstars", R))),
    SourcedRule("folded", "sources.rule.folded", (Citation("tda", W), Citation("wikipedia_betting", R))),
    SourcedRule("side_pots_first", "sources.rule.side_pots_first", (Citation("tda_addendum", W),)),
    # TDA rule 23 and Robert's: each pot split separately. The shares in the smallest chip are split_by_hand's.
    SourcedRule("split_each", "sources.rule.split_each", (Citation("tda", W, "23"), Citation("roberts", W))),
    SourcedRule("full_raise", "sources.rule.full_raise", (Citation("tda", W), Citation("roberts", W))),
    SourcedRule("limit_complete", "sources.rule.limit_complete", (Citation("roberts", W),)),
    SourcedRule("short_big_blind", "sources.rule.short_big_blind", (Citation("tda", R), Citation("roberts", W))),
    SourcedRule("no_raise_all_in", "sources.rule.no_raise_all_in", (Citation("practice", R),)),
    # The TDA's recommended procedure takes the blind first; the ante's place outside the layers is our reading.
    SourcedRule("big_blind_ante", "sources.rule.big_blind_ante", (Citation("tda", R),)),
    # Antes each player posts for himself (the antes branch teaches them): card-room practice.
    SourcedRule("own_antes", "sources.rule.own_antes", (Citation("wikipedia_betting", R), Citation("practice", R))),
    # The dealer's procedures (the dealers' lesson): what the books say, which the engine does not play.
    # The TDA's non-all-in showdown order (when hands are not tabled or mucked of their own accord) and cards speak
    # (a deliberate miscall may be penalized); PokerStars' help the same; Robert's: the losing hands killed before
    # the pot is pushed.
    SourcedRule(
        "showdown_order",
        "sources.rule.showdown_order",
        (Citation("tda", W), Citation("pokerstars", W), Citation("roberts", W)),
    ),
    # TDA: proper tabling to win a contested showdown; a non-all-in showdown is uncontested when all but one player
    # muck untabled, and the last live hand wins without being tabled.
    SourcedRule("tabling", "sources.rule.tabling", (Citation("tda", W),)),
    # Hand-for-hand on the bubble: card rooms stop after an all-in and call and wait for the floor before the
    # hands are turned up or more is dealt. Neither the TDA rules nor FIDPA say this in words: practice only.
    SourcedRule("hand_for_hand", "sources.rule.hand_for_hand", (Citation("practice", R),)),
    # TDA: a river caller who kept or tabled his cards may see the last aggressor's hand, other requests at the
    # TD's discretion, none for a player who mucked untabled; Robert's: any player dealt in, the winner's ask live.
    SourcedRule("ask_to_see", "sources.rule.ask_to_see", (Citation("tda", W), Citation("roberts", W))),
    # TDA rule 21 (the 2024 text's 20-A): the chips are first broken down to the smallest denomination in play.
    SourcedRule("split_by_hand", "sources.rule.split_by_hand", (Citation("tda", R, "21"), Citation("practice", R))),
    # TDA: floor decisions are final; disputed hands and pots (reading until the next hand begins, accounting
    # errors until substantial action on it, a hand ended in a break one minute after the award); premature board
    # cards: the TDA's recommended procedure (burn stays, reshuffle, redeal without a burn) and Robert's.
    SourcedRule("floor", "sources.rule.floor", (Citation("tda", W), Citation("practice", R))),
    SourcedRule("disputes", "sources.rule.disputes", (Citation("tda", W), Citation("practice", R))),
    SourcedRule("premature_card", "sources.rule.premature_card", (Citation("tda", W), Citation("roberts", W))),
    # TDA: "all-in" is an official term and a verbal declaration in turn binds; hidden chips found after a call:
    # the TD decides whether they were part of the accepted action; FIDPA: counted as if in plain view.
    SourcedRule("all_in_declaration", "sources.rule.all_in_declaration", (Citation("tda", W), Citation("fidpa", W))),
    # TDA: chips visible and countable; a count only for a player facing an all-in in his turn, made by the dealer
    # or floor; the caller is held to the correct amount (accepted action), rule 1 (fairness) aside.
    SourcedRule("chip_count", "sources.rule.chip_count", (Citation("tda", W),)),
    # TDA: clean stacks of twenty of one denomination recommended (chip visibility and count); counting an all-in by
    # stacks and colours, sizing a call against it, and the colours: card-room practice.
    SourcedRule("chip_stacks", "sources.rule.chip_stacks", (Citation("tda", R), Citation("practice", R))),
    # TDA: players are told the pot size in pot-limit only, the dealer counts it; every pot counted together (the
    # engine's pot-limit pot): card-room practice; Robert's: a bet over the pot is cut back, the surplus returned.
    SourcedRule(
        "pot_limit_count",
        "sources.rule.pot_limit_count",
        (Citation("tda", W), Citation("practice", R), Citation("roberts", W)),
    ),
    # PokerStars' rules (simultaneous elimination): the bigger starting stack places higher, all equal stacks tie and
    # share the prizes (equal stacks among more players tying: our reading); across tables in hand-for-hand play the
    # rooms differ (card-room practice).
    SourcedRule("two_busts", "sources.rule.two_busts", (Citation("pokerstars", R), Citation("practice", R))),
    # TDA: a player who exposes his cards with action pending may be penalized (after the hand), no dead hand.
    SourcedRule("shown_too_soon", "sources.rule.shown_too_soon", (Citation("tda", W),)),
    # TDA: players with a live hand remain at the table for all betting rounds and the showdown; what becomes of a
    # hand left behind is the floor's decision, the dealer does not kill it himself: card-room practice.
    SourcedRule("stay_at_table", "sources.rule.stay_at_table", (Citation("tda", W), Citation("practice", R))),
    SourcedRule("rake", "sources.rule.rake", (Citation("practice", R),)),
    # TDA: penalties for soft play, disqualification for collusion; checking a dry pot down is a convention.
    SourcedRule("soft_play", "sources.rule.soft_play", (Citation("tda", W), Citation("practice", R))),
)
"""The rules no house setting changes, in the order the rules page lists them."""


def option_rows(rules: RuleSet) -> list[SourcedRule]:
    """One row per configurable rule, with the sources of the value ``rules`` gives it (its record's)."""
    return [SourcedRule(option, None, value_sources(rules, option)) for option in rule_options()]


def sourced_rules(rules: RuleSet) -> list[SourcedRule]:
    """Every row of the sources table: the configurable rules as ``rules`` sets them, then the fixed rules."""
    return [*option_rows(rules), *FIXED_RULES]


def follows_word(rules: RuleSet, option: str, source: str) -> bool:
    """Whether the rule set's value of ``option`` follows ``source`` word for word (False: a reading, or not cited)."""
    row = next(row for row in option_rows(rules) if row.id == option)
    return any(c.source == source and c.follows is Follows.WORD for c in row.cites)


# ----- the table


def citation_html(citation: Citation, lang: str) -> Html:
    """A source's name (with the seeds' rule number and the rule's title), linked to where it can be read."""
    source = SOURCES[citation.source]
    name = text(source.key, lang)
    if citation.rule is not None:
        title = text(RULE_TITLES[citation.rule], lang)
        name = text("sources.rule_number", lang, source=name, rule=local_digits(citation.rule, lang), title=title)
    label = escape(name, quote=False)
    if source.url is None:
        return Html(label)
    return Html(f'<a href="{escape(source.url)}" rel="external">{label}</a>')


def rule_setting(rules: RuleSet, option: str, lang: str) -> str:
    """How this site's tables play one configurable rule, in words: the wording of the value in force (its
    record's ``setting``; a cap of raises as a count, in its plural form)."""
    key = value_record(rules, option).setting
    if option == "raise_cap" and rules.raise_cap is not None:
        return plural(key, rules.raise_cap, lang, count=count_text(rules.raise_cap, lang))
    return text(key, lang)


def _rule_cell(rules: RuleSet, row: SourcedRule, lang: str) -> str:
    if row.wording is not None:
        return text(row.wording, lang)
    return text(
        "sources.option", lang, title=text(f"rule.{row.id}.title", lang), setting=rule_setting(rules, row.id, lang)
    )


def _source_cell(rules: RuleSet, row: SourcedRule, lang: str) -> str:
    return Html(text("sources.separator", lang).join(citation_html(c, lang) for c in row.cites))


FOLLOWS_TEXT = {Follows.WORD: "sources.follows.word", Follows.READING: "sources.follows.reading"}
FOLLOWS_OF_TEXT = {Follows.WORD: "sources.follows.word.of", Follows.READING: "sources.follows.reading.of"}
"""The words for how a row follows its sources: all alike, or source by source."""


def _follows_cell(rules: RuleSet, row: SourcedRule, lang: str) -> str:
    kinds = {c.follows for c in row.cites}
    if len(kinds) == 1:
        return text(FOLLOWS_TEXT[kinds.pop()], lang)
    parts = [text(FOLLOWS_OF_TEXT[c.follows], lang, source=text(SOURCES[c.source].key, lang)) for c in row.cites]
    return text("sources.separator", lang).join(parts)


SOURCE_COLUMNS: Sequence[Column[RuleSet, SourcedRule]] = (
    Column("rule", "col.rule", _rule_cell),
    Column("source", "col.source", _source_cell),
    Column("follows", "col.follows", _follows_cell),
)
SOURCES_TABLE: Table[RuleSet, SourcedRule] = Table("sources", sourced_rules, lambda rules: SOURCE_COLUMNS)
"""One row per rule the site teaches: the rule (a configurable one with its setting), its sources, how we follow it."""
