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
from calculator import Hand, Options, PlayedHand, PlayerHand, RuleSet, Settlement, parse_cards

from .examples import Example, ExampleError
from .hand_facts import decision_values, decisions_of, hand_input_values, play_example
from .streets import StreetEnd, street_ends, street_values


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
    streets: tuple[StreetEnd, ...] = ()
    """A finished hand's pots at the end of each street (``macros/streets.py``)."""

    def settled(self) -> Settlement:
        """The settlement; an :class:`ExampleError` for a situation that stops mid-hand."""
        if self.settlement is None:
            raise ExampleError(f"example {self.example.id} stops mid-hand: it has no pots to show")
        return self.settlement

    def get(self, path: str) -> Any:
        """The figure at ``path``; an unknown path is an :class:`ExampleError` listing close ones."""
        try:
            return self.values[path]
        except KeyError:
            stem = path.rsplit(".", 1)[0]
            near = [p for p in self.values if p.startswith(stem)][:8] or list(self.values)[:8]
            raise ExampleError(
                f"example {self.example.id} has no figure {path!r} (some that exist: {', '.join(near)})"
            ) from None


def settlement_hand(example: Example) -> Hand:
    """The engine's input for a settlement example: players in seat order, strengths, board."""
    board_text = example.data.get("board")
    players = []
    for entry in example.data["players"]:
        folded = bool(entry.get("folded", False))
        cards = entry.get("cards")
        players.append(
            PlayerHand(
                name=entry["id"],
                contributed=entry["contributed"],
                folded=folded,
                dead=entry.get("dead", 0),
                rank=None if folded else entry.get("rank"),
                cards=None if folded or cards is None else parse_cards(cards, f"cards of {entry['id']}", 2),
            )
        )
    board = None if board_text is None else parse_cards(board_text, "the board", 5)
    return Hand(tuple(players), board)


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


def _input_values(example: Example) -> dict[str, Any]:
    """Figures given in the file itself (stacks, contributions, dead money, blinds), under ``input.``."""
    values: dict[str, Any] = {}
    for n, blind in enumerate(example.data.get("blinds", [])):
        values[f"input.blinds.{n}"] = blind
    total = 0
    for entry in example.data["players"]:
        pid = entry["id"]
        values[f"input.contributed.{pid}"] = entry["contributed"]
        total += entry["contributed"]
        if "stack" in entry:
            values[f"input.stack.{pid}"] = entry["stack"]
        if "dead" in entry:
            values[f"input.dead.{pid}"] = entry["dead"]
    values["input.contributed.total"] = total
    return values


def settlement_facts(example: Example, rules: RuleSet) -> Facts:
    """Settle a settlement example with the engine and name every figure of the result."""
    try:
        result = calculator.settle(settlement_hand(example), rules)
    except calculator.CalculatorError as error:
        raise ExampleError(f"example {example.id}: the engine rejects it: {error}") from None
    ids = example.player_ids
    values = _input_values(example) | _settlement_values(ids, result)
    stacks = {e["id"]: e["stack"] for e in example.data["players"] if "stack" in e}
    for pid, net in result.net:
        if pid in stacks:
            values[f"final_stack.{pid}"] = stacks[pid] + net
    folded = frozenset(p["id"] for p in example.data["players"] if p.get("folded"))
    return Facts(example, result, MappingProxyType(values), folded)


def hand_facts(example: Example, rules: RuleSet) -> Facts:
    """Replay a hand example (and its decision points) with the engine and name every figure."""
    ids = example.player_ids
    played = play_example(example, rules)
    decisions = decisions_of(example, rules)
    values = hand_input_values(example, played) | decision_values(ids, decisions)
    folded: frozenset[str] = frozenset()
    settlement = None
    streets: tuple[StreetEnd, ...] = ()
    if played is not None:
        if played.names != ids:
            raise ExampleError(f"example {example.id}: players must be the language-neutral ids")
        settlement = played.settlement
        values |= _settlement_values(ids, settlement)
        streets = street_ends(played, rules)
        values |= street_values(ids, streets)
        folded = frozenset(pid for pid, out in zip(ids, played.folded, strict=True) if out)
    return Facts(example, settlement, MappingProxyType(values), folded, played, MappingProxyType(decisions), streets)


def facts_of(example: Example, rules: RuleSet) -> Facts:
    """The engine's figures for any example under ``rules``."""
    if example.kind == "settlement":
        return settlement_facts(example, rules)
    return hand_facts(example, rules)
