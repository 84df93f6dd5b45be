"""Running an example through the engine and flattening the result into named figures (facts).

A fact's path is dotted: ``pots.0.amount``, ``pots.1.shares.nefertari``, ``returned.ramses``,
``net.tiya``. Pot arithmetic happens only in the engine; this module just reads its results.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import calculator
from calculator import Hand, Options, PlayedHand, RuleSet, Settlement
from calculator.json_input import hand_from_json
from macros.examples.files import Example
from macros.facts.hand_facts import (
    decision_values,
    decisions_of,
    hand_input_values,
    play_example,
    pot_limit_values,
    read_example_history,
)
from macros.facts.streets import street_ends, street_values


@dataclass(frozen=True, slots=True)
class Facts:
    """An example's figures under one rule set: the engine's settlement and its flattened paths."""

    example: Example
    settlement: Settlement | None
    """None for a hand history that stops mid-hand (a betting situation)."""
    values: Mapping[str, Any]
    folded: frozenset[str] = frozenset()
    played: PlayedHand | None = None
    decisions: Mapping[str, Options] = field(default_factory=dict)

    def settled(self) -> Settlement:
        """The settlement; an :class:`ExampleError` for a situation that stops mid-hand."""
        if self.settlement is None:
            raise self.example.error("the hand stops mid-hand: it has no pots to show")
        return self.settlement

    def get(self, path: str) -> Any:
        """The figure at ``path``; an unknown path is an :class:`ExampleError` listing close ones."""
        try:
            return self.values[path]
        except KeyError:
            stem = path.rsplit(".", 1)[0]
            near = [p for p in self.values if p.startswith(stem)][:8] or list(self.values)[:8]
            raise self.example.error(f"no figure {path!r} (some that exist: {', '.join(near)})") from None


LESSON_ONLY_FIELDS = frozenset({"blinds"})
"""Top-level fields of a settlement example that only the lessons read (the engine's input has no blinds)."""
LESSON_ONLY_PLAYER_FIELDS = frozenset({"id", "position", "stack"})
"""Player fields only the lessons read (``id`` becomes the engine's ``name``)."""


def settle_input(example: Example) -> dict[str, Any]:
    """A settlement example as the engine's ``settle`` input object: each player named by its id, every other
    field passed on as written, so the engine's reader checks it (and refuses what it does not know)."""
    if example.kind != "settlement":
        raise example.error("this needs a settlement example (a list of contributions), not a hand history")
    players = [
        {"name": entry["id"], **{k: v for k, v in entry.items() if k not in LESSON_ONLY_PLAYER_FIELDS}}
        for entry in example.data["players"]
    ]
    rest = {k: v for k, v in example.data.items() if k != "players" and k not in LESSON_ONLY_FIELDS}
    return {"players": players, **rest}


def settlement_hand(example: Example) -> Hand:
    """The engine's input for a settlement example, read by the engine's own ``settle`` reader."""
    try:
        return hand_from_json(settle_input(example))
    except calculator.CalculatorError as error:
        raise example.error(f"the engine cannot read it: {error}") from None


def played_settle_input(played: PlayedHand) -> dict[str, Any]:
    """A finished hand as the engine's ``settle`` input object: what each player put in (the table's dead money
    as ``dead``, each one's own ante as ``ante``), the folds, the cards shown or turned up, and the board."""
    players: list[dict[str, Any]] = []
    for seat, name in enumerate(played.names):
        entry: dict[str, Any] = {"name": name, "contributed": played.contributed[seat]}
        if played.dead[seat]:
            entry["dead"] = played.dead[seat]
        if played.antes and played.antes[seat]:
            entry["ante"] = played.antes[seat]
        if played.folded[seat]:
            entry["folded"] = True
        elif played.shown[seat] is not None:
            entry["cards"] = "".join(map(str, played.shown[seat] or ()))
        players.append(entry)
    return {"players": players, "board": "".join(map(str, played.board))}


def example_settlement_hand(facts: Facts) -> Hand:
    """The engine's settle input for any finished example, a settlement example or a played hand."""
    if facts.played is None:
        return settlement_hand(facts.example)
    return hand_from_json(played_settle_input(facts.played))


def _settlement_values(ids: tuple[str, ...], result: Settlement) -> dict[str, Any]:
    values: dict[str, Any] = {"players": list(ids), "pots.count": len(result.pots)}
    returned = dict(result.returned)
    for pid in ids:
        values[f"returned.{pid}"] = returned.get(pid, 0)
    values["returned.total"] = sum(returned.values())
    for n, pot in enumerate(result.pots):
        prefix = f"pots.{n}"
        values[f"{prefix}.amount"] = pot.amount
        values[f"{prefix}.eligible"] = list(pot.eligible)
        values[f"{prefix}.winners"] = list(pot.winners)
        values[f"{prefix}.odd_chips"] = list(pot.odd_chips)
        values[f"{prefix}.odd_chip_count"] = len(pot.odd_chips)
        for pid, chips in pot.paid:
            values[f"{prefix}.paid.{pid}"] = chips
        for pid, share in pot.shares:
            values[f"{prefix}.shares.{pid}"] = share
        shares = [s for _, s in pot.shares]
        values[f"{prefix}.equal_share"] = min(shares)
    values["pots.total"] = sum(p.amount for p in result.pots)
    values["layers.count"] = len(result.layers)
    for n, layer in enumerate(result.layers):
        prefix = f"layers.{n}"
        values[f"{prefix}.amount"] = layer.amount
        values[f"{prefix}.floor"] = layer.floor
        values[f"{prefix}.ceiling"] = layer.ceiling
        values[f"{prefix}.size"] = layer.ceiling - layer.floor
        values[f"{prefix}.eligible"] = [ids[i] for i in layer.eligible]
        for seat, chips in enumerate(layer.paid):
            if chips:
                values[f"{prefix}.paid.{ids[seat]}"] = chips
    for pid, chips in result.payouts:
        values[f"payouts.{pid}"] = chips
    for pid, chips in result.net:
        values[f"net.{pid}"] = chips
    return values


def _input_values(example: Example, hand: Hand) -> dict[str, Any]:
    """Figures given in the file itself (stacks, contributions, blinds), under ``input.``."""
    values: dict[str, Any] = {}
    for n, blind in enumerate(example.data.get("blinds", [])):
        values[f"input.blinds.{n}"] = blind
    for player in hand.players:
        values[f"input.contributed.{player.name}"] = player.contributed
    values["input.contributed.total"] = sum(player.contributed for player in hand.players)
    for entry in example.data["players"]:
        if "stack" in entry:
            values[f"input.stack.{entry['id']}"] = entry["stack"]
    for player in hand.players:
        if player.dead:
            values[f"input.dead.{player.name}"] = player.dead
        if player.ante:
            values[f"input.ante.{player.name}"] = player.ante
    values["input.smallest_chip"] = hand.smallest_chip
    return values


def settlement_facts(example: Example, rules: RuleSet) -> Facts:
    """Settle a settlement example with the engine and name every figure of the result."""
    hand = settlement_hand(example)
    try:
        result = calculator.settle(hand, rules)
    except calculator.CalculatorError as error:
        raise example.error(f"the engine rejects it: {error}") from None
    values = _input_values(example, hand) | _settlement_values(example.player_ids, result)
    for pid, net in result.net:
        if f"input.stack.{pid}" in values:
            values[f"final_stack.{pid}"] = values[f"input.stack.{pid}"] + net
    folded = frozenset(player.name for player in hand.players if player.folded)
    return Facts(example, result, MappingProxyType(values), folded)


def showdown_values(ids: tuple[str, ...], played: PlayedHand) -> dict[str, Any]:
    """Who shows in which order at the showdown (the engine's ``showdown_order``: the last aggressor of the
    final betting round first, or with no bet on it the first live seat left of the button, then clockwise),
    and who shows first, as a list of one so that a quiz can ask for it; none when nobody is left to show."""
    order = [ids[seat] for seat in played.showdown_order]
    if not order:
        return {}
    prefix = "showdown"
    return {f"{prefix}.order": order, f"{prefix}.first": order[:1]}


def hand_facts(example: Example, rules: RuleSet) -> Facts:
    """Replay a hand example (and its decision points) with the engine and name every figure."""
    ids = example.player_ids
    history = read_example_history(example)
    played = play_example(example, history, rules)
    decisions = decisions_of(example, history, rules)
    values = hand_input_values(example, history, played) | decision_values(ids, decisions)
    values |= pot_limit_values(example, history, rules)
    if played is None:
        return Facts(example, None, MappingProxyType(values), frozenset(), None, MappingProxyType(decisions))
    values |= _settlement_values(ids, played.settlement)
    values |= street_values(ids, street_ends(played))
    values |= showdown_values(ids, played)
    folded = frozenset(pid for pid, out in zip(ids, played.folded, strict=True) if out)
    return Facts(example, played.settlement, MappingProxyType(values), folded, played, MappingProxyType(decisions))


def facts_of(example: Example, rules: RuleSet) -> Facts:
    """The engine's figures for any example under ``rules``."""
    if example.kind == "settlement":
        return settlement_facts(example, rules)
    return hand_facts(example, rules)
