"""JSON-in, JSON-out entry points shared by the command line, the macros and the tests."""

from __future__ import annotations

from typing import Any

from .json_input import hand_from_json
from .rules import TDA, RuleSet
from .settlement import settle


def settle_json(data: Any, rules: RuleSet = TDA) -> dict[str, object]:
    """Settle a hand given as the ``settle`` contract's input object; return its output object."""
    return settle(hand_from_json(data), rules).to_json()
