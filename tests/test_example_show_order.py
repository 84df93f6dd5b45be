"""The hands the site publishes show their cards in the engine's showdown order.

The lesson's story narrates the showdown in ``PlayedHand.showdown_order`` (the last aggressor of the final betting
round, or the first live seat left of the button), while the replayer turns the cards up in the order of the hand
log's ``sm`` actions. A log that shows in another order makes the two tell one hand two ways, so every published
hand that shows or mucks must do it in the engine's order, under every rule preset the site can be built with.
"""

from __future__ import annotations

from typing import Any

import pytest

import calculator
import replays
from calculator import StepKind

PRESETS = sorted(calculator.PRESETS)


def shown_hands() -> list[replays.ReplayHand]:
    """The lessons' and the replay page's hands whose log shows or mucks a hand."""
    return [
        hand
        for hand in [*replays.lesson_hands(), *replays.extra_hands()]
        if any(f" {verb}" in line for line in hand.phh.splitlines() for verb in ("sm ", 'sm"'))
    ]


def test_several_published_hands_show_their_cards() -> None:
    assert len(shown_hands()) >= 8


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("hand", shown_hands(), ids=lambda hand: hand.id)
def test_the_log_shows_in_the_showdown_order(hand: replays.ReplayHand, preset: str) -> None:
    rules: dict[str, Any] = replays.hand_rules({"name": preset}, hand)
    progress = calculator.playback.play_history(calculator.read_history(hand.phh), calculator.rules_from_json(rules))
    if progress.unfinished() is not None:
        pytest.skip("a situation that stops mid-hand is not replayed")
    played = progress.played()
    logged = [played.names[step.seat] for step in played.steps if step.kind in (StepKind.SHOW, StepKind.MUCK)]
    expected = [played.names[seat] for seat in played.showdown_order]
    assert logged == expected
