"""Running a hand example (a PHH hand history) through the engine's hand play.

A finished hand is replayed and settled once (``calculator.playback``); its figures are named like a
settlement example's, plus starting and final stacks. Named decision points (``[_decisions]``) give the legal
options of the player to act after that many actions (``calculator.legal_options``), under
``decisions.<point>.``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import calculator
from calculator import HandHistory, Options, PlayedHand, RuleSet, Variant
from calculator.playback import play_history
from macros.examples.files import Example


def read_example_history(example: Example) -> HandHistory:
    """The example's hand history as the engine reads it; its errors name the example file."""
    try:
        return calculator.read_history(example.data)
    except calculator.CalculatorError as error:
        raise example.error(f"the engine cannot read the hand history: {error}") from None


def decisions_of(example: Example, history: HandHistory, rules: RuleSet) -> dict[str, Options]:
    """The legal options at each of the example's named decision points."""
    found = {}
    for point, count in example.decisions.items():
        try:
            found[point] = calculator.legal_options(replace(history, actions=history.actions[:count]), rules)
        except calculator.CalculatorError as error:
            raise example.error(f"decision {point}: the engine rejects it: {error}") from None
    return found


def pot_limit_values(example: Example, history: HandHistory, rules: RuleSet) -> dict[str, Any]:
    """Pot limit: at each decision point the pot as the engine counts it for the largest raise, before and
    after the call of the player to act (``decisions.<point>.pot``, ``.pot_after_call``; preflop a big blind
    all-in for less counts in full, ``.blind_counted_as``). Nothing is added up here."""
    values: dict[str, Any] = {}
    if history.setup.variant is not Variant.POT_LIMIT:
        return values
    for point, count in example.decisions.items():
        table = play_history(replace(history, actions=history.actions[:count]), rules).table
        if table.to_act is None:
            continue
        values[f"decisions.{point}.pot"] = table.pot_counted
        values[f"decisions.{point}.pot_after_call"] = table.pot_after_call(table.to_act)
    return values


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


def play_example(example: Example, history: HandHistory, rules: RuleSet) -> PlayedHand | None:
    """Replay the whole hand once and settle it if it is finished; None for a situation that stops mid-hand."""
    try:
        hand = play_history(history, rules)
        return None if hand.unfinished() is not None else hand.played()
    except calculator.CalculatorError as error:
        raise example.error(f"the engine rejects the hand: {error}") from None


def hand_input_values(example: Example, history: HandHistory, played: PlayedHand | None) -> dict[str, Any]:
    """Figures given by the history (stacks, blinds, bet sizes) and, for a finished hand, what each put in."""
    ids = example.player_ids
    values: dict[str, Any] = {}
    setup = history.setup
    for pid, stack in zip(ids, setup.starting_stacks, strict=True):
        values[f"input.stack.{pid}"] = stack
    for n, blind in enumerate(b for b in setup.blinds_or_straddles if b > 0):
        values[f"input.blinds.{n}"] = blind
    stakes = {"small_bet": setup.small_bet, "big_bet": setup.big_bet, "min_bet": setup.min_bet}
    for key, chips in stakes.items():
        if chips:  # 0 where the variant has no such stake
            values[f"input.{key}"] = chips
    values["input.smallest_chip"] = setup.smallest_chip
    if played is not None:
        for pid, chips in zip(ids, played.contributed, strict=True):
            values[f"input.contributed.{pid}"] = chips
        values["input.contributed.total"] = sum(played.contributed)
        for pid, chips in zip(ids, played.dead, strict=True):
            if chips:
                values[f"input.dead.{pid}"] = chips
        for pid, chips in zip(ids, played.antes, strict=True):
            if chips:
                values[f"input.ante.{pid}"] = chips
        for pid, chips in zip(ids, played.finishing_stacks, strict=True):
            values[f"final_stack.{pid}"] = chips
    return values
