"""The rule options, their allowed values and sources, and the named presets built from them.

Each value of each option is a record (``RuleValue``): its wording (catalogue keys the pages and widgets look up),
its published sources, whether it reads the players' hole cards, and, for the odd chips, how it deals them. The
rules page, its sources table, the browser's rule book and the settlement all read these records: a new value is
one enumeration member and one record here (and its wording in the catalogues), not an entry in each of them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import TypeVar

from .cards import Card
from .errors import RulesError, plain, plain_word


class OddChips(StrEnum):
    """How the smallest chips left over after an equal split are dealt."""

    ONE_EACH = "one_each"
    REMAINDER_TO_FIRST = "remainder_to_first"


class LimitReopen(StrEnum):
    """How large a short all-in must be to count as a raise in fixed limit."""

    HALF_BET = "half_bet"
    FULL_BET = "full_bet"


class Showdown(StrEnum):
    """Whether hands may be mucked at an all-in showdown, and who shows first."""

    TOURNAMENT = "tournament"
    CASH = "cash"


E = TypeVar("E", bound=StrEnum)


def _enum_value(enum: type[E], key: str, value: object) -> E:
    allowed = [member.value for member in enum]
    if not isinstance(value, str) or value not in allowed:
        raise RulesError(f"rule {key} must be one of {', '.join(allowed)}, not {plain_word(value)}")
    return enum(value)


MAX_COUNT = 2**53 - 1
"""The largest count a rule may name (as the engine's chips: JavaScript counts exactly up to here)."""


def _raise_cap(value: object) -> int | None:
    if value is None or value == "none":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RulesError(f"rule raise_cap must be a whole number of raises (0 or more) or none, not {plain(value)}")
    if value > MAX_COUNT:  # the pages' JavaScript and JSON readers hold whole numbers exactly up to here
        raise RulesError(f"rule raise_cap must be at most {MAX_COUNT} raises (or none), not {plain(value)}")
    return value


def _plain(value: object) -> object:
    """A rule value as JSON writes it (and ``--rules`` reads it back): an option's text, a count, ``"none"``."""
    if value is None:
        return "none"
    return value.value if isinstance(value, StrEnum) else value


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A complete set of table rules; ``TDA`` holds the defaults. ``name`` is the preset it started from.

    Values are checked on creation: an option given as its text (``"cash"``) becomes its enum member, and
    anything else raises ``RulesError``.
    """

    name: str = "tda"
    odd_chips: OddChips = OddChips.ONE_EACH
    limit_reopen: LimitReopen = LimitReopen.HALF_BET
    raise_cap: int | None = 3
    """The raises allowed after the bet in one fixed-limit round; None for no cap."""
    showdown: Showdown = Showdown.TOURNAMENT

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise RulesError(f"a rule set's name must be text, not {plain(self.name)}")
        object.__setattr__(self, "odd_chips", _enum_value(OddChips, "odd_chips", self.odd_chips))
        object.__setattr__(self, "limit_reopen", _enum_value(LimitReopen, "limit_reopen", self.limit_reopen))
        object.__setattr__(self, "raise_cap", _raise_cap(self.raise_cap))
        object.__setattr__(self, "showdown", _enum_value(Showdown, "showdown", self.showdown))

    def with_overrides(self, overrides: Mapping[str, object]) -> RuleSet:
        """Return a copy with the given options changed (``name`` is not an option: see ``rule_set``)."""
        if not isinstance(overrides, Mapping):
            raise RulesError("rule overrides must be a JSON object")
        for key in overrides:
            if key not in OPTION_NAMES:
                raise RulesError(f"unknown rule {key!r} (known rules: {', '.join(OPTION_NAMES)})")
        return replace(self, **overrides)  # type: ignore[arg-type]  # __post_init__ checks every value

    def to_dict(self) -> dict[str, object]:
        """The rule set as plain JSON-ready values: ``name`` and every option (no raise cap: ``"none"``), a
        ``--rules`` object that ``rules_from_json`` reads back."""
        return {field.name: _plain(getattr(self, field.name)) for field in fields(self)}


class Follows(StrEnum):
    """How a rule value stands to a source's text."""

    WORD = "word"
    """The source says this, and the engine does exactly that."""
    READING = "reading"
    """The engine reads the source: it fills in what the source leaves open, or applies it beyond its words.
    Card-room practice, which has no words to follow, is always a reading."""


@dataclass(frozen=True, slots=True)
class Citation:
    """One source of a rule value: which (``tda``, ``tda_addendum``, ``tda_procedures``, ``roberts``,
    ``pokerstars``, ``wikipedia_betting``, ``fidpa``, or ``practice`` for card-room practice: the sources table,
    ``macros/render/rule_sources.py``, names and links each), how the value follows it, and the rule number the
    seeds give (None: none)."""

    source: str
    follows: Follows
    rule: str | None = None


HoleCards = tuple[Card, ...]
OddChipDeal = Callable[[int, Sequence[HoleCards | None]], list[int]]
"""How an odd-chip rule deals: given the number of odd chips of a pot and its winners' hole cards (the winners in
seat order from the button's left; None where a winner's cards are not known), the winner (a position in that
order) who gets each odd chip, in the order dealt."""


def one_each(odd: int, cards: Sequence[HoleCards | None]) -> list[int]:
    """One odd chip to each winner in seat order from the button's left (there are fewer odd chips than winners)."""
    return list(range(odd))


def all_to_first(odd: int, cards: Sequence[HoleCards | None]) -> list[int]:
    """Every odd chip to the first winner in seat order from the button's left."""
    return [0] * odd


@dataclass(frozen=True, slots=True)
class RuleValue:
    """One value of a rule option and everything that handles it needs to know about it.

    ``setting`` is the catalogue key of its wording (the rules page's table, ``rule()`` in the lessons, the
    sources table), ``open_note`` the key of what the rules page's opening says about a rule the TDA rules leave
    (in part) to the room, under this value (None: the TDA rules settle the option). ``sources`` are its published
    sources. ``reads_cards``: settling under it needs the winners' hole cards, not only their ranks (the browser
    engine is told, through the rule book). ``deal``: for an odd-chip value, how it deals the odd chips.
    """

    option: str
    value: str
    about: str
    """What it does, in English (the ``rules`` command)."""
    setting: str
    sources: tuple[Citation, ...]
    open_note: str | None = None
    reads_cards: bool = False
    deal: OddChipDeal | None = None


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One configurable rule: its values (``count`` stands for any whole number), each a record, its default,
    what it is about and its sources in words."""

    name: str
    records: tuple[RuleValue, ...]
    default: str | int
    about: str
    source: str

    @property
    def values(self) -> tuple[str, ...]:
        """The values' names, in order."""
        return tuple(record.value for record in self.records)

    def record(self, value: str) -> RuleValue:
        """The record of ``value`` (a name of ``values``)."""
        for record in self.records:
            if record.value == value:
                return record
        raise RulesError(f"unknown {self.name} rule {plain_word(value)} (known: {', '.join(self.values)})")

    @property
    def reading_cards(self) -> tuple[str, ...]:
        """The values that read the players' hole cards."""
        return tuple(record.value for record in self.records if record.reads_cards)

    def to_json(self) -> dict[str, object]:
        """The option as the ``rules`` command prints it."""
        return {
            "name": self.name,
            "values": list(self.values),
            "default": self.default,
            "reads_cards": list(self.reading_cards),
            "about": self.about,
            "source": self.source,
        }


W, R = Follows.WORD, Follows.READING

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "odd_chips",
        (
            # TDA rule 21 names the first seat left of the button for "the odd chip"; several are Robert's (one each).
            RuleValue(
                "odd_chips",
                OddChips.ONE_EACH.value,
                "one odd chip to each winner in seat order from the button's left",
                "rule.odd_chips.one_each",
                (Citation("tda", R, "21"), Citation("roberts", W)),
                open_note="house.open.odd_chips.one_each",
                deal=one_each,
            ),
            RuleValue(
                "odd_chips",
                OddChips.REMAINDER_TO_FIRST.value,
                "every odd chip to the first winner in seat order from the button's left",
                "rule.odd_chips.remainder_to_first",
                (Citation("tda", R, "21"), Citation("practice", R)),
                open_note="house.open.odd_chips.remainder_to_first",
                deal=all_to_first,
            ),
        ),
        OddChips.ONE_EACH.value,
        "one_each: one odd chip to each winner in seat order from the button's left; "
        "remainder_to_first: every odd chip to the first of them",
        "TDA rules 2026, version 1.1, rule 21: the odd chip goes to the first hand left of the button, the pot "
        "broken down to the smallest chip in play; Robert's Rules of Poker: no player receives more than one "
        "odd chip. remainder_to_first is a house variant.",
    ),
    RuleOption(
        "limit_reopen",
        (
            RuleValue(
                "limit_reopen",
                LimitReopen.HALF_BET.value,
                "an all-in of at least half a bet more counts as a raise",
                "rule.limit_reopen.half_bet",
                (Citation("tda", W), Citation("roberts", W)),
            ),
            RuleValue(
                "limit_reopen",
                LimitReopen.FULL_BET.value,
                "only an all-in of a full bet more counts as a raise",
                "rule.limit_reopen.full_bet",
                (Citation("wikipedia_betting", W), Citation("practice", R)),
            ),
        ),
        LimitReopen.HALF_BET.value,
        "fixed limit: an all-in reopens the betting and counts as a raise when it adds at least half a bet "
        "(half_bet) or only a full bet (full_bet)",
        "TDA rules and Robert's Rules of Poker: in limit, an all-in of half a bet or more counts as a raise "
        "(the 50% rule); full_bet is the house variant that asks for a full bet.",
    ),
    RuleOption(
        "raise_cap",
        (
            # The TDA rules leave the cap to the room; a bet and three raises is Robert's (``value_sources``).
            RuleValue(
                "raise_cap",
                "count",
                "at most this many raises after the bet in one round",
                "rule.raise_cap.count",
                (Citation("tda", R), Citation("practice", R)),
                open_note="house.open.raise_cap",
            ),
            RuleValue(
                "raise_cap",
                "none",
                "no cap on the raises",
                "rule.raise_cap.none",
                (Citation("tda", R), Citation("practice", R)),
                open_note="house.open.raise_cap",
            ),
        ),
        3,
        "fixed limit: how many raises are allowed after the bet in one round (a whole number, 0 or more), "
        "or none for no cap",
        "Robert's Rules of Poker: a bet and three raises in a game with three or more betting rounds; the TDA "
        "rules leave the cap to the house.",
    ),
    RuleOption(
        "showdown",
        (
            # FIDPA's all-in rule: the dealer has every hand turned up once no more betting is possible; a hand
            # mucked before that goes to the floor, who may retrieve it if clearly identifiable (the dealers' step
            # 4). Hand-for-hand on the bubble (wait for the floor after an all-in and call, before anything is
            # turned up or dealt) is card-room practice here: the sources this project holds do not give it.
            RuleValue(
                "showdown",
                Showdown.TOURNAMENT.value,
                "every hand still in is turned up once a player is all-in and the betting is over",
                "rule.showdown.tournament",
                (Citation("tda", W, "17"), Citation("fidpa", W), Citation("practice", R)),
            ),
            RuleValue(
                "showdown",
                Showdown.CASH.value,
                "the last aggressor shows first, the others in turn, and a player may muck, conceding",
                "rule.showdown.cash",
                (Citation("roberts", W), Citation("pokerstars", W)),
            ),
        ),
        Showdown.TOURNAMENT.value,
        "tournament: once a player is all-in and the betting is over, every hand still in is turned up; "
        "cash: the last aggressor of the final betting round shows first (no bet on it: the first live seat "
        "left of the button), the others in turn, and a player may muck instead, conceding",
        "TDA rules 2026, version 1.1, rule 17 (tournament); Robert's Rules of Poker and PokerStars' rules "
        "(cash: the last aggressor shows first; a hand not shown cannot win).",
    ),
)
OPTION_NAMES = tuple(option.name for option in OPTIONS)
OPTION_OF: Mapping[str, RuleOption] = {option.name: option for option in OPTIONS}

ROBERTS_CAP = 3
"""Robert's Rules of Poker: a bet and three raises (games of three or more betting rounds)."""


def value_name(rules: RuleSet, option: str) -> str:
    """The name of the value ``rules`` give ``option`` (``one_each``; ``count`` or ``none`` for the raise cap)."""
    value = getattr(rules, option)
    if isinstance(value, StrEnum):
        return value.value
    return "none" if value is None else "count"


def value_record(rules: RuleSet, option: str) -> RuleValue:
    """The record of the value ``rules`` give ``option``."""
    return OPTION_OF[option].record(value_name(rules, option))


def value_sources(rules: RuleSet, option: str) -> tuple[Citation, ...]:
    """The sources of the value ``rules`` give ``option``: its record's, except a cap of three raises, which reads
    Robert's and card-room practice (any other count is a house's): Robert's lifts the cap heads-up, the engine keeps
    it (dealer review D10-5: "word for word" would have a dealer refuse a legal fourth raise heads-up). The TDA rules
    name no cap, so they are not cited for the figure (dealer review round 5, D-3: a floor person read the TDA as
    requiring three)."""
    if option == "raise_cap" and rules.raise_cap == ROBERTS_CAP:
        return (Citation("roberts", R), Citation("practice", R))
    return value_record(rules, option).sources


def reading_cards(rules: RuleSet) -> tuple[str, ...]:
    """The options whose value under ``rules`` reads the players' hole cards (settling needs cards, not ranks)."""
    return tuple(option.name for option in OPTIONS if value_record(rules, option.name).reads_cards)


@dataclass(frozen=True, slots=True)
class FixedRule:
    """A rule the engine always applies (no option changes it): what it says and where it comes from."""

    name: str
    about: str
    source: str

    def to_json(self) -> dict[str, object]:
        """The rule as the ``rules`` command prints it."""
        return {"name": self.name, "about": self.about, "source": self.source}


FIXED_RULES: tuple[FixedRule, ...] = (
    FixedRule(
        "antes",
        "two kinds of ante: a big-blind ante, which one player posts for the whole table, is dead money: it goes "
        "whole into the first pot, anyone still in can win it, and it takes no part in the layers or the uncalled "
        "comparison; antes each player posts for himself are cut into layers among themselves (at each distinct "
        "ante): a player all-in for part of his ante, or exactly his ante, wins from each opponent's ante only as "
        "much as he posted, and the rest of the antes go into the next pot with the blinds and bets (when every "
        "player posts the full ante, all of it lies in the main pot)",
        "The big-blind ante: TDA rules 2026, version 1.1 (the recommended big-blind ante procedure: the blind is "
        "taken before the ante, and the ante is dead money). Each player's own antes: card-room practice, which "
        "puts an equal amount of every other player's ante in the main pot and the rest of the antes in the side "
        "pot, following the principle that a player wins from each opponent at most what he himself put in. "
        "pokerkit without its ante trimming puts every ante in the main pot; where that differs, this rule stands.",
    ),
)
"""The engine's fixed rules that differ between sources or tools, with their sources (the configurable ones are
``OPTIONS``)."""


@dataclass(frozen=True, slots=True)
class Preset:
    """A whole combination of options that a published source defines."""

    rules: RuleSet
    source: str

    def to_json(self) -> dict[str, object]:
        """The preset as the ``rules`` command prints it."""
        values = self.rules.to_dict()
        name = values.pop("name")
        return {"name": name, "source": self.source, "values": values}


TDA = RuleSet()
PRESETS: Mapping[str, Preset] = {
    "tda": Preset(
        TDA,
        "Poker TDA rules 2026, version 1.1: odd chips one each from the first seat left of the button, broken "
        "down to the smallest chip (rule 21); side pots split separately (rule 23); every hand tabled at an "
        "all-in showdown (rule 17); in limit, an all-in of at least half a bet reopens the betting. The TDA "
        "rules leave the raise cap to the house: here a bet and three raises.",
    ),
    "roberts": Preset(
        RuleSet("roberts", OddChips.ONE_EACH, LimitReopen.HALF_BET, 3, Showdown.CASH),
        "Robert's Rules of Poker (Bob Ciaffone), for a cash game: no player gets more than one odd chip, dealt "
        "from the button's left; in limit, an all-in of half a bet or more counts as a raise; a bet and three "
        "raises; at the showdown the last aggressor shows first and a player may muck, conceding the pot.",
    ),
}


def rule_set(name: str = "tda", overrides: Mapping[str, object] | None = None) -> RuleSet:
    """The preset called ``name`` with optional option overrides."""
    preset = PRESETS.get(name) if isinstance(name, str) else None
    if preset is None:
        raise RulesError(f"unknown rule set {plain_word(name)} (known: {', '.join(PRESETS)})")
    return preset.rules.with_overrides(overrides or {})


def rules_from_json(data: object) -> RuleSet:
    """The rule set a ``--rules`` object describes: ``name`` picks a preset (``tda`` when absent), every
    other key overrides one of its options."""
    if not isinstance(data, Mapping):
        raise RulesError("rule overrides must be a JSON object")
    overrides = dict(data)
    if "raise_cap" in overrides and overrides["raise_cap"] is None:  # JSON's null is no value, not "no cap"
        raise RulesError("rule raise_cap must be a whole number of raises (0 or more) or none, not null (no value)")
    return rule_set(overrides.pop("name", "tda"), overrides)


def rules_json() -> dict[str, object]:
    """The ``rules`` command's output: every preset (name, source, values), every option, and the fixed rules
    that carry a source (name, about, source)."""
    return {
        "presets": [preset.to_json() for preset in PRESETS.values()],
        "options": [option.to_json() for option in OPTIONS],
        "fixed": [rule.to_json() for rule in FIXED_RULES],
    }
