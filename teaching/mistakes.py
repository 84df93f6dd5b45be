"""Models of the typical mistakes in settling a hand or reading the betting, computed from the same input.

Each model takes what a command takes (a ``settle`` object, or a PHH history for ``play`` and ``options``)
and gives that command's output object as someone making the mistake would work it out. The practice bank
keeps a mistake's answer next to the right one, so that a wrong answer can be recognised and explained.

A model that cannot apply to the input (no folded player, no antes, no short all-in, ...) gives nothing.
Otherwise its output has the command's shape; a figure the mistaken reading cannot give (the shares of pots
pooled before splitting) is left out of it.

The models are teaching, not rules: they live outside the engine and read it through its public interface.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any

from calculator import (
    TDA,
    ContributionError,
    HandHistory,
    PlayedHand,
    RuleSet,
    Settlement,
    Variant,
    read_history,
    replay,
)

from .betting import call_forgetting_chips_in, full_raise_rule_in_limit, short_all_in_as_full_raise
from .seats import Output, Seats, seats_of_played_hand, seats_of_settle_input
from .settling import (
    allin_dropped_from_pot,
    allin_in_side_pot,
    ante_as_live_bet,
    folded_chips_left_out,
    folded_layer_lost,
    folded_player_wins,
    odd_chip_wrong_seat,
    one_pot,
    one_pot_uncalled_left_in,
    partial_ante_in_main_pot,
    pooled_odd_chips,
    single_chip_split,
    uncalled_left_in_pot,
)


class Mistake(StrEnum):
    """The mistakes modelled, by their stable ids."""

    ONE_POT = "one_pot"
    """All chips in one pot: the best hand among everyone still in wins every chip that was matched."""
    UNCALLED_LEFT_IN_POT = "uncalled_left_in_pot"
    """The top contributor's unmatched chips are left in his last pot instead of going back to him."""
    ONE_POT_UNCALLED_LEFT_IN = "one_pot_uncalled_left_in"
    """Both at once: every chip put in, the unmatched ones too, in one pot won by the best hand still in."""
    FOLDED_CHIPS_LEFT_OUT = "folded_chips_left_out"
    """The chips of players who folded are left out of the pots."""
    FOLDED_LAYER_LOST = "folded_layer_lost"
    """The uncalled bet measured against the players still in only: the top contributor gets back his chips above
    the next player still in, and the chips folded players put in above that level (a layer where everyone but him
    folded) are lost instead of making a pot."""
    ALLIN_IN_SIDE_POT = "allin_in_side_pot"
    """A player all-in for less counted in the side pots his chips never reached: a contender of each, and its
    winner where he holds the best hand."""
    FOLDED_PLAYER_WINS = "folded_player_wins"
    """A player who folded is still allowed to win (his hand is compared with the others)."""
    POOLED_ODD_CHIPS = "pooled_odd_chips"
    """Pots won by the same players are added together before they are split, so odd chips are dealt once."""
    ODD_CHIP_WRONG_SEAT = "odd_chip_wrong_seat"
    """Odd chips dealt from the wrong end: to the winner nearest the button on its right first."""
    SINGLE_CHIP_SPLIT = "single_chip_split"
    """Pots split down to chips of 1 at a table whose smallest chip is bigger."""
    SHORT_ALLIN_FULL_RAISE = "short_allin_full_raise"
    """No-limit and pot limit: an all-in short of a full raise is treated as one: it reopens the betting and sizes
    the next raise."""
    LIMIT_SHORT_ALLIN_AS_RAISE = "limit_short_allin_as_raise"
    """Fixed limit: an all-in too small to count as a raise (less than half a bet more, or less than a bet under
    ``limit_reopen = full_bet``) taken for one: it reopens the betting, and the next raise is a bet above it."""
    FULL_RAISE_RULE_IN_LIMIT = "full_raise_rule_in_limit"
    """Fixed limit: an all-in judged by the no-limit full-raise rule: one of at least half a bet more (the rule's
    threshold) but less than a full bet does not reopen the betting, and the next raise is a bet above the all-in
    where the rule completes the bet (a bet above the last full level)."""
    PARTIAL_ANTE_IN_MAIN_POT = "partial_ante_in_main_pot"
    """Every ante put in the main pot as dead money, a partial one too: the player all-in for part of his ante
    wins the whole of every other ante."""
    ANTE_AS_LIVE_BET = "ante_as_live_bet"
    """Antes (dead money or own antes) are counted as live bets: in the layers with the bets and the uncalled
    comparison."""
    HALF_RAISE_RULE_IN_NO_LIMIT = "half_raise_rule_in_no_limit"
    """No-limit: an all-in of at least half a raise counted as a full raise (the fixed-limit 50% rule)."""
    CALL_FORGETS_CHIPS_IN = "call_forgets_chips_in"
    """A call worked out as the whole bet, forgetting the chips the player already put in on this street."""
    ALLIN_DROPPED_FROM_POT = "allin_dropped_from_pot"
    """A player all-in dropped from the last pot he paid into: he may not win it."""


def mistaken_settle(data: Any, rules: RuleSet = TDA) -> dict[Mistake, Output]:
    """The ``settle`` output under each mistake that applies to the ``settle`` input object ``data``."""
    seats = seats_of_settle_input(data)
    return _settle_mistakes(seats, rules)


def mistaken_play(
    source: PlayedHand | HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA
) -> dict[Mistake, Output]:
    """The ``play`` output under each mistake that applies to the hand history ``source`` (or to the hand
    already played from it under ``rules``)."""
    played = source if isinstance(source, PlayedHand) else replay(source, rules)
    history = played.history
    seats = seats_of_played_hand(played)
    hands = played.to_json()["hands"]
    found: dict[Mistake, Output] = {}
    for mistake, output in _settle_mistakes(seats, rules).items():
        payouts = output["payouts"]
        output["finishing_stacks"] = [
            start - put_in + payouts[name]
            for start, put_in, name in zip(history.setup.starting_stacks, seats.contributed, seats.names, strict=True)
        ]
        output["hands"] = hands
        found[mistake] = output
    return found


def mistaken_options(source: HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA) -> dict[Mistake, Output]:
    """The ``options`` output under each mistake that applies to the hand history ``source``."""
    history = source if isinstance(source, HandHistory) else read_history(source)
    found: dict[Mistake, Output] = {}
    limit = full_raise_rule_in_limit(history, rules)
    if limit is not None:  # first: where it answers as the next one does (a completion), it is the one named
        found[Mistake.FULL_RAISE_RULE_IN_LIMIT] = limit
    full = short_all_in_as_full_raise(history, rules)
    if full is not None:
        fixed_limit = history.setup.variant is Variant.FIXED_LIMIT
        found[Mistake.LIMIT_SHORT_ALLIN_AS_RAISE if fixed_limit else Mistake.SHORT_ALLIN_FULL_RAISE] = full
    half = short_all_in_as_full_raise(history, rules, half_rule=True)
    if half is not None:
        found[Mistake.HALF_RAISE_RULE_IN_NO_LIMIT] = half
    forgotten = call_forgetting_chips_in(history, rules)
    if forgotten is not None:
        found[Mistake.CALL_FORGETS_CHIPS_IN] = forgotten
    return found


# ----- the settlement mistakes


def _settle_mistakes(seats: Seats, rules: RuleSet) -> dict[Mistake, Output]:
    """The ``settle`` output under each settlement mistake that applies to ``seats``."""
    right = seats.settle(rules)
    found: dict[Mistake, Output] = {}
    for mistake, model in SETTLE_MODELS.items():
        try:
            output = model(seats, right, rules)
        except ContributionError:  # the mistaken reading leaves chips nobody could win: it gives no answer
            continue
        if output is not None:
            found[mistake] = output
    return found


WHO_MAY_WIN_ONLY: frozenset[Mistake] = frozenset({Mistake.FOLDED_PLAYER_WINS})
"""Mistakes about who may win a pot, whose cut's pot count and sizes are no sign of them: a learner who gives the
layer under a folded player's chips, or one pot too many there, may have cut there for another reason (dealer
reviews D10-6: 1,000 for the one pot of 11,350; D11-10: three pots for two). Practice and the quizzes name them
only for who may win, the winners and what each player gets."""


SETTLE_MODELS: dict[Mistake, Callable[[Seats, Settlement, RuleSet], Output | None]] = {
    Mistake.ONE_POT: one_pot,
    Mistake.UNCALLED_LEFT_IN_POT: uncalled_left_in_pot,
    Mistake.ONE_POT_UNCALLED_LEFT_IN: one_pot_uncalled_left_in,
    Mistake.FOLDED_LAYER_LOST: folded_layer_lost,  # before the next: where both answer alike, the narrower is named
    Mistake.FOLDED_CHIPS_LEFT_OUT: folded_chips_left_out,
    Mistake.ALLIN_IN_SIDE_POT: allin_in_side_pot,
    Mistake.FOLDED_PLAYER_WINS: folded_player_wins,
    Mistake.POOLED_ODD_CHIPS: pooled_odd_chips,
    Mistake.ODD_CHIP_WRONG_SEAT: odd_chip_wrong_seat,
    Mistake.SINGLE_CHIP_SPLIT: single_chip_split,
    Mistake.PARTIAL_ANTE_IN_MAIN_POT: partial_ante_in_main_pot,
    Mistake.ANTE_AS_LIVE_BET: ante_as_live_bet,
    Mistake.ALLIN_DROPPED_FROM_POT: allin_dropped_from_pot,
}
"""The settlement mistakes: each model takes the seats, their right settlement and the rules, and gives the
mistaken ``settle`` output, or None when the mistake cannot apply (or would change nothing by design)."""
