"""The poker settlement engine: side pots, uncalled chips, odd chips and hold'em hands.

Standard library only; it knows nothing of web pages or languages.
"""

from .api import options_json, play_json, rules_json, settle_json
from .betting import BettingView, Step, StepKind, TableSetup, Variant
from .cards import BOARD_CARDS, HOLE_CARDS, UNKNOWN_CARD, Card, parse_card, parse_cards
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
from .evaluator import Category, HandKey, HandValue, describe, evaluate, hand_key
from .hand import MAX_PLAYERS, Hand, PlayerHand
from .json_input import hand_from_json
from .options import Options, legal_options, options_now
from .phh import ActionKind, HandHistory, HistoryAction, read_history
from .playback import HandInProgress, PlayedHand, play_history, replay
from .pots import Layer, cut_layers, join_layers, merge_groups, uncalled
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
from .settlement import FOLDED, PotResult, Settlement, settle, settle_seats, showdown_ranks, split_pot, strengths

__all__ = [
    "BOARD_CARDS",
    "FIXED_RULES",
    "FOLDED",
    "HOLE_CARDS",
    "MAX_PLAYERS",
    "PRESETS",
    "TDA",
    "UNKNOWN_CARD",
    "ActionKind",
    "BettingView",
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
    "HandInProgress",
    "HandKey",
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
    "options_json",
    "options_now",
    "parse_card",
    "parse_cards",
    "play_history",
    "play_json",
    "read_history",
    "replay",
    "rule_set",
    "rules_from_json",
    "rules_json",
    "settle",
    "settle_json",
    "settle_seats",
    "showdown_ranks",
    "split_pot",
    "strengths",
    "uncalled",
]
