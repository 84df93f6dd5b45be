"""The poker settlement engine: side pots, uncalled chips, odd chips and hold'em hands.

Standard library only; it knows nothing of web pages or languages.
"""

from .api import settle_json
from .cards import Card, parse_card, parse_cards
from .errors import (
    CalculatorError,
    CardCountError,
    CardError,
    ChipAmountError,
    ContributionError,
    DuplicateCardError,
    HandHistoryError,
    HandStrengthError,
    IllegalActionError,
    InputFormatError,
    InvalidCardError,
    PlayerError,
    RulesError,
)
from .evaluator import Category, HandValue, describe, evaluate, hand_key
from .hand import Hand, PlayerHand
from .pots import Layer, cut_layers, merge_layers, uncalled
from .rules import TDA, LimitReopen, OddChips, RuleSet, rule_set
from .settlement import PotResult, Settlement, settle, split_pot

__all__ = [
    "TDA", "CalculatorError", "Card", "CardCountError", "CardError", "Category", "ChipAmountError",
    "ContributionError", "DuplicateCardError", "Hand", "HandHistoryError", "HandStrengthError", "HandValue",
    "IllegalActionError", "InputFormatError", "InvalidCardError", "Layer", "LimitReopen", "OddChips",
    "PlayerError", "PlayerHand", "PotResult", "RuleSet", "RulesError", "Settlement", "cut_layers", "describe",
    "evaluate", "hand_key", "merge_layers", "parse_card", "parse_cards", "rule_set", "settle", "settle_json",
    "split_pot", "uncalled",
]
