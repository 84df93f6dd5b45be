"""JSON in, JSON out: the ``settle``, ``play``, ``options`` and ``rules`` commands' objects (CONTRACTS.md).

The command line, the macros and the tests all go through these functions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .json_input import hand_from_json
from .options import legal_options
from .phh import read_history
from .playback import replay
from .rules import TDA, RuleSet, rules_json
from .settlement import settle


def settle_json(data: Any, rules: RuleSet = TDA) -> dict[str, object]:
    """Settle a hand given as the ``settle`` input object; return its output object."""
    return settle(hand_from_json(data), rules).to_json()


def play_json(
    source: str | Mapping[str, Any], rules: RuleSet = TDA, *, implied_folds: bool = False
) -> dict[str, object]:
    """Play a hand history (PHH TOML text, JSON text or a mapping); return the ``play`` output object."""
    return replay(read_history(source), rules, implied_folds=implied_folds).to_json()


def options_json(
    source: str | Mapping[str, Any], rules: RuleSet = TDA, *, implied_folds: bool = False
) -> dict[str, object]:
    """Return the ``options`` output object for a hand history that stops mid-hand."""
    return legal_options(read_history(source), rules, implied_folds=implied_folds).to_json()


__all__ = ["options_json", "play_json", "rules_json", "settle_json"]
