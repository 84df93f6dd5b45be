"""Running a hand example (a PHH hand history) through the engine's hand play.

A finished hand is replayed and settled (``calculator.playback``); its figures are named like a settlement
example's, plus starting and final stacks. Named decision points (``[_decisions]``) give the legal options
of the player to act after that many actions (``calculator.legal_options``), under ``decisions.<point>.``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import calculator
from calculator import Options, PlayedHand, RuleSet
from calculator.playback import play_history

from .examples import Example, ExampleError


def _history(example: Example, actions: int | None = None) -> dict[str, Any]:
    data = dict(example.data)
    if actions is not None:
        data["actions"] = list(data["actions"])[:actions]
    return data


def decisions_of(example: Example, rules: RuleSet) -> dict[str, Options]:
    """The legal options at each of the example's named decision points."""
    found = {}
    for point, count in example.decisions.items():
        try:
            found[point] = calculator.legal_options(_history(example, count), rules)
        except calculator.CalculatorError as error:
            raise ExampleError(f"example {example.id}, decision {point}: the engine rejects it: {error}") from None
    return found


def decision_values(ids: tuple[str, ...], decisions: Mapping[str, Options]) -> dict[str, Any]:
    """Name the figures of each decision point: who acts, the call, the raise range."""
    values: dict[str, Any] = {}
    for point, options in decisions.items():
        prefix = f"decisions.{point}"
        values[f"{prefix}.to_act"] = None if options.to_act is None else ids[options.to_act]
        values[f"{prefix}.can_check"] = options.can_check
        values[f"{prefix}.can_raise"] = options.min_raise_to is not None
        for key in ("call_amount", "min_raise_to", "max_raise_to"):
            value = getattr(options, key)
            if value is not None:
                values[f"{prefix}.{key}"] = value
    return values


def play_example(example: Example, rules: RuleSet) -> PlayedHand | None:
    """Replay the whole hand if its history is finished; None for a situation that stops mid-hand."""
    history = calculator.read_history(_history(example))
    try:
        if play_history(history, rules).unfinished() is not None:
            return None
        return calculator.replay(history, rules)
    except calculator.CalculatorError as error:
        raise ExampleError(f"example {example.id}: the engine rejects the hand: {error}") from None


def hand_input_values(example: Example, played: PlayedHand | None) -> dict[str, Any]:
    """Figures given by the history (stacks, blinds) and, for a finished hand, what each put in."""
    ids = example.player_ids
    values: dict[str, Any] = {}
    for pid, stack in zip(ids, example.data["starting_stacks"], strict=True):
        values[f"input.stack.{pid}"] = stack
    blinds = [b for b in example.data.get("blinds_or_straddles", []) if b > 0]
    for n, blind in enumerate(blinds):
        values[f"input.blinds.{n}"] = blind
    for key in ("small_bet", "big_bet", "min_bet"):
        if key in example.data:
            values[f"input.{key}"] = example.data[key]
    if played is not None:
        for pid, chips in zip(ids, played.contributed, strict=True):
            values[f"input.contributed.{pid}"] = chips
        values["input.contributed.total"] = sum(played.contributed)
        for pid, chips in zip(ids, played.dead, strict=True):
            if chips:
                values[f"input.dead.{pid}"] = chips
        for pid, chips in zip(ids, played.finishing_stacks, strict=True):
            values[f"final_stack.{pid}"] = chips
    return values
