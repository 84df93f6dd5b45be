"""The poker settlement engine: side pots, uncalled chips, odd chips and hold'em hands.

Standard library only; it knows nothing of web pages or languages.
"""

from .api import settle_json
from .betting import StepKind
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
from .hand_json import options_json, play_json
from .options import Options, legal_options
from .phh import ActionKind, HandHistory, HistoryAction, read_history
from .playback import PlayedHand, Step, replay
from .pots import Layer, cut_layers, merge_layers, uncalled
from .rules import TDA, LimitReopen, OddChips, RuleSet, rule_set
from .settlement import PotResult, Settlement, settle, split_pot

__all__ = [
    "TDA",
    "ActionKind",
    "CalculatorError",
    "Card",
    "CardCountError",
    "CardError",
    "Category",
    "ChipAmountError",
    "ContributionError",
    "DuplicateCardError",
    "Hand",
    "HandHistory",
    "HandHistoryError",
    "HandStrengthError",
    "HandValue",
    "HistoryAction",
    "IllegalActionError",
    "InputFormatError",
    "InvalidCardError",
    "Layer",
    "LimitReopen",
    "OddChips",
    "Options",
    "PlayedHand",
    "PlayerError",
    "PlayerHand",
    "PotResult",
    "RuleSet",
    "RulesError",
    "Settlement",
    "Step",
    "StepKind",
    "cut_layers",
    "describe",
    "evaluate",
    "hand_key",
    "legal_options",
    "merge_layers",
    "options_json",
    "parse_card",
    "parse_cards",
    "play_json",
    "read_history",
    "replay",
    "rule_set",
    "settle",
    "settle_json",
    "split_pot",
    "uncalled",
]
