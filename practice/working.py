"""The worked steps of a question as data (the bank's ``working``): what the page's pot diagram and steps in words
draw, taken from the engine's own settlement, so that the page settles nothing again."""

from __future__ import annotations

from typing import Any

import calculator
from calculator import RuleSet, Settlement


def working_of(kind: str, source: Any, rules: RuleSet) -> dict[str, Any] | None:
    """The dealer's layers and each pot's layers and odd chips, for a ``settle`` or ``play`` input (None for
    ``options``); for ``play`` also each seat's chips put in, fold (1: folded) and dead money (left out when there is
    none). Seats are indices in seat order (CONTRACTS.md, "Practice bank")."""
    if kind == "settle":  # the input gives each seat's chips, dead money and fold
        return _layers(calculator.settle(calculator.hand_from_json(source), rules))
    if kind != "play":
        return None
    played = calculator.replay(calculator.read_history(source), rules)
    settlement = played.settlement
    still_in = {name for pot in settlement.pots for name in pot.eligible}
    found: dict[str, Any] = {
        "contributed": list(played.contributed),
        "folded": [int(name not in still_in) for name in settlement.names],
    }
    if any(played.dead):
        found["dead"] = list(played.dead)
    return found | _layers(settlement)


def _layers(settlement: Settlement) -> dict[str, Any]:
    seat = {name: i for i, name in enumerate(settlement.names)}
    return {
        "layers": [
            [layer.floor, layer.ceiling, list(layer.paid), list(layer.eligible), int(layer.ante)]
            for layer in settlement.layers
        ],
        "pots": [[list(pot.layers), [seat[name] for name in pot.odd_chips]] for pot in settlement.pots],
    }
