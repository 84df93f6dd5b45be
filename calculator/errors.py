"""The engine's errors: every bad input raises a specific ``ValueError`` subclass."""

from __future__ import annotations

from collections.abc import Mapping

_MOST_SHOWN = 40
"""The most characters of a given text or number an error message repeats."""


def plain(value: object) -> str:
    """A value read from the input, in plain words for an error message (JSON's names, never Python's: ``null``,
    ``true``, "the text 'x'", "a list"), so that a message says what was given, not how Python holds it."""
    if value is None:
        return "null (no value)"
    if isinstance(value, bool):
        return f"{'true' if value else 'false'} (a yes/no value)"
    if isinstance(value, int):
        digits = str(value) if abs(value) < 10**_MOST_SHOWN else f"a number of {len(str(abs(value)))} digits"
        return digits
    if isinstance(value, float):
        return f"the fractional number {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= _MOST_SHOWN else value[: _MOST_SHOWN - 3] + "..."
        return f"the text {shown!r}"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "an object (a table of keys and values)"
    return "a value of another kind"


def plain_word(value: object) -> str:
    """A value that should have been one of a few words: a text quoted as it is ('FO/2'), anything else in
    plain words (``plain``)."""
    return repr(value) if isinstance(value, str) else plain(value)


class CalculatorError(ValueError):
    """Base class of every error the engine raises for bad input."""


class InputFormatError(CalculatorError):
    """The input is not shaped as the contract says (malformed JSON, unknown keys, wrong types)."""


class ChipAmountError(CalculatorError):
    """A chip amount is not a whole number of chips at least zero."""


class PlayerError(CalculatorError):
    """A player entry is wrong: missing or duplicate name, no players at all."""


class HandStrengthError(CalculatorError):
    """A player's hand strength (rank or cards) is missing, malformed or ambiguous."""


class ContributionError(CalculatorError):
    """The contributions cannot come from a real hand (dead money above the total, unwinnable chips)."""


class CardError(CalculatorError):
    """Base class for card problems."""


class InvalidCardError(CardError):
    """A card's rank or suit is not one of the 52 cards."""


class DuplicateCardError(CardError):
    """The same card appears twice; ``card`` names it where the caller knows which."""

    def __init__(self, message: str, card: str | None = None) -> None:
        super().__init__(message)
        self.card = card


class CardCountError(CardError):
    """The wrong number of cards was given."""


class RulesError(CalculatorError):
    """A rule-set override names an unknown rule or an unsupported value."""


class HandHistoryError(CalculatorError):
    """A hand history is malformed or unsupported."""


class IllegalActionError(CalculatorError):
    """An action in a hand history breaks the betting rules."""
