"""The engine's errors: every bad input raises a specific ``ValueError`` subclass."""

from __future__ import annotations


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
    """The same card appears twice."""


class CardCountError(CardError):
    """The wrong number of cards was given."""


class RulesError(CalculatorError):
    """A rule-set override names an unknown rule or an unsupported value."""


class HandHistoryError(CalculatorError):
    """A hand history is malformed or unsupported."""


class IllegalActionError(CalculatorError):
    """An action in a hand history breaks the betting rules."""
