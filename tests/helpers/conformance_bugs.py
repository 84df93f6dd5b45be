"""A small settle written again from the rules, with each common engine bug of the conformance suite as a switch.

``buggy_settle(data, rules, None)`` must pay exactly what the engine pays on every vector (the tests check it),
so that a vector which pays differently with a bug switched on shows that the bug changes what someone is paid.
Bug ids as in ``macros/conformance.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calculator import OddChips, RuleSet
from calculator.json_input import hand_from_json
from calculator.settlement import strengths

BUGS = (
    "folded_layer_lost",
    "all_in_dropped",
    "antes_left_out",
    "one_pot",
    "uncalled_left_in_pot",
    "odd_chip_wrong_seat",
    "pooled_odd_chips",
    "smallest_chip_ignored",
    "partial_ante_in_main_pot",
)


def _split(amount: int, winners: Sequence[int], rules: RuleSet, chip: int, bug: str | None) -> dict[int, int]:
    base, odd = divmod(amount // chip, len(winners))
    shares = {seat: base * chip for seat in winners}
    order = list(reversed(winners)) if bug == "odd_chip_wrong_seat" else list(winners)
    if rules.odd_chips is OddChips.ONE_EACH:
        for seat in order[:odd]:
            shares[seat] += chip
    else:
        shares[order[0]] += odd * chip
    return shares


def buggy_settle(data: dict[str, Any], rules: RuleSet, bug: str | None) -> dict[str, Any]:
    """The settle output of an engine with ``bug`` (None: no bug): returned, pots, payouts, net."""
    hand = hand_from_json(data)
    names = [p.name for p in hand.players]
    own = [p.ante for p in hand.players]
    if bug == "partial_ante_in_main_pot":  # every ante posted is dead money in the main pot, as pokerkit has it
        dead = [p.dead + p.ante for p in hand.players]
        own = [0] * len(own)
    else:
        dead = [p.dead for p in hand.players]
    if bug == "antes_left_out":
        dead, own = [0] * len(dead), [0] * len(own)
    live = [p.contributed - p.dead - p.ante for p in hand.players]
    out = [p.folded or p.contributed == 0 for p in hand.players]
    strength = strengths(hand)
    chip = 1 if bug == "smallest_chip_ignored" else hand.smallest_chip
    paid = [0] * len(names)
    returned: dict[str, int] = {}
    if bug != "uncalled_left_in_pot":
        seat = live.index(max(live))
        # The bug measures the uncalled bet against the players still in only.
        others = [live[i] for i in range(len(names)) if i != seat and not (bug == "folded_layer_lost" and out[i])]
        excess = live[seat] - max(others, default=0)
        if excess > 0:
            paid[seat] += excess
            live[seat] -= excess
            returned[names[seat]] = excess
    still_in = [i for i in range(len(names)) if not out[i]]
    pots: list[tuple[int, tuple[int, ...]]] = []  # amount, contenders
    if any(dead):
        pots.append((sum(dead), tuple(still_in)))
    floor = 0
    for level in sorted({a for a in own if a > 0}):  # own antes: layered among themselves, below the bets
        amount = sum(min(a, level) - floor for a in own if a > floor)
        contenders = tuple(i for i in still_in if own[i] >= level)
        floor = level
        if pots and pots[-1][1] == contenders:
            pots[-1] = (pots[-1][0] + amount, contenders)
        else:
            pots.append((amount, contenders))
    previous = 0
    highest_in = max(live[i] for i in still_in)
    for index, level in enumerate(sorted({c for c in live if c > 0})):
        amount = sum(min(c, level) - previous for c in live if c > previous)
        contenders = tuple(i for i in still_in if live[i] >= level)
        if bug == "all_in_dropped" and index > 0:  # an all-in player may win the main pot only
            contenders = tuple(i for i in contenders if live[i] == highest_in)
        if bug == "one_pot":
            contenders = tuple(still_in)
        previous = level
        if not contenders:
            if bug == "folded_layer_lost":
                continue  # the chips of a layer only folded players paid into vanish
            raise ValueError("a layer nobody can win")
        if pots and pots[-1][1] == contenders:
            pots[-1] = (pots[-1][0] + amount, contenders)
        else:
            pots.append((amount, contenders))
    awarded: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []  # amount, contenders, winners
    for amount, contenders in pots:
        best = max(strength[i] for i in contenders)
        winners = tuple(i for i in contenders if strength[i] == best)
        if bug == "pooled_odd_chips" and awarded and awarded[-1][2] == winners:
            awarded[-1] = (awarded[-1][0] + amount, awarded[-1][1], winners)
        else:
            awarded.append((amount, contenders, winners))
    listed = []
    for amount, contenders, winners in awarded:
        shares = _split(amount, winners, rules, chip, bug)
        for seat, share in shares.items():
            paid[seat] += share
        listed.append(
            {
                "amount": amount,
                "eligible": [names[i] for i in contenders],
                "winners": [names[i] for i in winners],
                "shares": {names[i]: shares[i] for i in winners},
            }
        )
    return {
        "returned": returned,
        "pots": listed,
        "payouts": dict(zip(names, paid, strict=True)),
        "net": {name: paid[i] - hand.players[i].contributed for i, name in enumerate(names)},
    }
