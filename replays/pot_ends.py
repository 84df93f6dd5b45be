"""Why a round's cut has as many pots as it has: where each pot ends and why the levels inside a pot end none (the
replayer's reason for a wrong count, dealer's review D20-04, as practice gives it for its questions). Read from the
engine's layers of the cut (``calculator.settle`` on the round end's ``input``); nothing is added up here."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

import calculator
from calculator import Layer, RuleSet

Json = dict[str, Any]


def pot_ends(settle_input: Mapping[str, Any], rules: RuleSet) -> Json:
    """``{"ends": [...], "inside": [...]}``: each pot's top level (a chip level up each player's column, main pot
    first), and for each level inside a pot, where the same players can still win, whether the antes end there
    (``ante``) and whose chips, folded, end there (``folded``, player ids)."""
    settlement = calculator.settle(calculator.hand_from_json(dict(settle_input)), rules)
    layers, names = settlement.layers, settlement.names
    ends: list[int] = []
    inside: list[Json] = []
    for pot in settlement.pots:
        own = [layers[k] for k in pot.layers if layers[k].ceiling > 0]  # the dead money's layer has no level
        if not own:
            continue
        ends.append(own[-1].ceiling)
        for layer, above in pairwise(own):
            inside.append({"level": layer.ceiling, "ante": layer.ante, "folded": _folded_ending(layer, above, names)})
    return {"ends": ends, "inside": inside}


def _folded_ending(layer: Layer, above: Layer, names: tuple[str, ...]) -> list[str]:
    """The players who folded and whose chips end at the top of ``layer``: paid it in full, and nothing above."""
    return [
        names[seat]
        for seat, paid in enumerate(layer.paid)
        if seat not in layer.eligible and paid == layer.ceiling - layer.floor and above.paid[seat] == 0
    ]
