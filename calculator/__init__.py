"""The poker settlement engine: side pots, uncalled chips, odd chips and hold'em hands.

Standard library only; it knows nothing of web pages or languages.
"""

from .api import options_json, play_json, rules_json, settle_json
from .betting import Step, StepKind, TableSetup, Variant
from .cards import UNKNOWN_CARD, Card, parse_card, parse_cards
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
from .hand import MAX_PLAYERS, Hand, PlayerHand
from .json_input import hand_from_json
from .options import Options, legal_options
from .phh import ActionKind, HandHistory, HistoryAction, read_history
from .playback import PlayedHand, replay
from .pots import Layer, cut_layers, join_layers, merge_groups, merge_layers, uncalled
from .rules import (
    FIXED_RULES,
    PRESETS,
    TDA,
    FixedRule,
    LimitReopen,
    OddChips,
    RuleSet,
    Showdown,
    rule_set,
    rules_from_json,
)
from .settlement import PotResult, Settlement, settle, showdown_ranks, split_pot

__all__ = [
    "FIXED_RULES",
    "MAX_PLAYERS",
    "PRESETS",
    "TDA",
    "UNKNOWN_CARD",
    "ActionKind",
    "CalculatorError",
    "Card",
    "CardCountError",
    "CardError",
    "Category",
    "ChipAmountError",
    "ContributionError",
    "DuplicateCardError",
    "FixedRule",
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
    "Showdown",
    "Step",
    "StepKind",
    "TableSetup",
    "Variant",
    "cut_layers",
    "describe",
    "evaluate",
    "hand_from_json",
    "hand_key",
    "join_layers",
    "legal_options",
    "merge_groups",
    "merge_layers",
    "options_json",
    "parse_card",
    "parse_cards",
    "play_json",
    "read_history",
    "replay",
    "rule_set",
    "rules_from_json",
    "rules_json",
    "settle",
    "settle_json",
    "showdown_ranks",
    "split_pot",
    "uncalled",
]
