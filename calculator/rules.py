"""The rule options, their allowed values and sources, and the named presets built from them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import TypeVar

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


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One configurable rule: its allowed values (``count`` stands for any whole number), default and source."""

    name: str
    values: tuple[str, ...]
    default: str | int
    about: str
    source: str

    def to_json(self) -> dict[str, object]:
        """The option as the ``rules`` command prints it."""
        return {
            "name": self.name,
            "values": list(self.values),
            "default": self.default,
            "about": self.about,
            "source": self.source,
        }


OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "odd_chips",
        tuple(member.value for member in OddChips),
        OddChips.ONE_EACH.value,
        "one_each: one odd chip to each winner in seat order from the button's left; "
        "remainder_to_first: every odd chip to the first of them",
        "TDA rules 2026, version 1.1, rule 21: the odd chip goes to the first hand left of the button, the pot "
        "broken down to the smallest chip in play; Robert's Rules of Poker: no player receives more than one "
        "odd chip. remainder_to_first is a house variant.",
    ),
    RuleOption(
        "limit_reopen",
        tuple(member.value for member in LimitReopen),
        LimitReopen.HALF_BET.value,
        "fixed limit: an all-in reopens the betting and counts as a raise when it adds at least half a bet "
        "(half_bet) or only a full bet (full_bet)",
        "TDA rules and Robert's Rules of Poker: in limit, an all-in of half a bet or more counts as a raise "
        "(the 50% rule); full_bet is the house variant that asks for a full bet.",
    ),
    RuleOption(
        "raise_cap",
        ("count", "none"),
        3,
        "fixed limit: how many raises are allowed after the bet in one round (a whole number, 0 or more), "
        "or none for no cap",
        "Robert's Rules of Poker: a bet and three raises in a game with three or more betting rounds; the TDA "
        "rules leave the cap to the house.",
    ),
    RuleOption(
        "showdown",
        tuple(member.value for member in Showdown),
        Showdown.TOURNAMENT.value,
        "tournament: once a player is all-in and the betting is over, every hand still in is turned up; "
        "cash: the last aggressor of the final betting round shows first (no bet on it: the first live seat "
        "left of the button), the others in turn, and a player may muck instead, conceding",
        "TDA rules 2026, version 1.1, rule 17 (tournament); Robert's Rules of Poker and PokerStars' rules "
        "(cash: the last aggressor shows first; a hand not shown cannot win).",
    ),
)
OPTION_NAMES = tuple(option.name for option in OPTIONS)


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
