"""The betting mistakes: the ``options`` output as someone misreading the betting rules would work it out.

They replay the history through the engine's public ``HandInProgress`` and read the betting through its
snapshot (``HandInProgress.betting``) and its steps; the one mistaken reading that changes the play (a short
all-in taken for a full raise) goes through ``HandInProgress.count_as_full_raise``, the engine's own what-if.
"""

from __future__ import annotations

from calculator import TDA, ActionKind, CalculatorError, HandHistory, HandInProgress, RuleSet, StepKind, options_now

from .seats import Output


def short_all_in_as_full_raise(history: HandHistory, rules: RuleSet = TDA, half_rule: bool = False) -> Output | None:
    """The ``options`` output if every all-in short of a full raise had been a full raise.

    Such an all-in then reopens the betting for everyone who had acted, and the next raise is sized from it
    (fixed limit: it sets the level the next raise adds a bet to). None when the history has no short all-in,
    or when its later actions cannot be played under that reading. With ``half_rule`` (no-limit and pot-limit
    only), only the short all-ins adding at least half the last full raise count as full raises: the fixed-limit
    50% rule applied where it does not belong.
    """
    hand = HandInProgress(history, rules)
    if half_rule and hand.betting().fixed_limit:
        return None
    short = False
    try:
        for action in history.actions:
            before = hand.betting()
            hand.apply(action)
            if action.kind is ActionKind.BET_RAISE and hand.steps[-1].full_raise is False:
                increase = hand.betting().level - before.level
                if half_rule and 2 * increase < before.raise_size:
                    continue
                short = True
                assert action.actor is not None  # a bet or raise always has its seat
                hand.count_as_full_raise(action.actor, increase)
    except CalculatorError:
        return None
    return options_now(hand).to_json() if short else None


def call_forgetting_chips_in(history: HandHistory, rules: RuleSet = TDA) -> Output | None:
    """The ``options`` output if the call were the whole bet to match, forgetting the chips the player to act
    already has in on this street (capped by his stack). None when he has nothing in yet or owes nothing."""
    hand = HandInProgress(history, rules)
    for action in history.actions:
        hand.apply(action)
    now = hand.betting()
    seat = now.to_act
    if seat is None or now.bets[seat] == 0 or now.level <= now.bets[seat]:
        return None
    output = options_now(hand).to_json()
    right = output["call_amount"]
    output["call_amount"] = min(now.level, now.stacks[seat])
    return output if output["call_amount"] != right else None


ACTED = frozenset({StepKind.FOLD, StepKind.CHECK, StepKind.CALL, StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})
"""The steps by which a player acts on a street (posting a blind or an ante is not acting)."""
EARLY_STREETS = ("preflop", "flop")
"""Fixed limit: the streets bet in small bets (the turn and the river in big bets)."""


def full_raise_rule_in_limit(history: HandHistory, rules: RuleSet = TDA) -> Output | None:
    """Fixed limit: the ``options`` output as the no-limit full-raise rule would work it out.

    That reading counts a bet or raise as a raise only when it adds a full bet (the unit of the street): an all-in
    adding less never reopens the betting for a player who has acted (the rule reopens it from half a bet with
    ``limit_reopen = half_bet``), and the next raise is one bet above the biggest bet, where the rule has a player
    facing an all-in too small to be a raise complete the bet: one bet above the last full level. None outside fixed
    limit, when the rules allow no raise, or when the reading answers as the rules do.
    """
    hand = HandInProgress(history, rules)
    if not hand.betting().fixed_limit:
        return None
    for action in history.actions:
        hand.apply(action)
    now = hand.betting()
    seat = now.to_act
    right = options_now(hand).to_json()
    if seat is None or right["min_raise_to"] is None:
        return None
    street = hand.steps[-1].street if hand.steps else EARLY_STREETS[0]
    unit = history.setup.small_bet if street in EARLY_STREETS else history.setup.big_bet
    acted = any(step.seat == seat and step.street == street and step.kind in ACTED for step in hand.steps)
    output = dict(right)
    if acted and now.level - now.bets[seat] < unit:
        output["min_raise_to"] = output["max_raise_to"] = None
    else:
        output["min_raise_to"] = output["max_raise_to"] = min(now.level + unit, now.bets[seat] + now.stacks[seat])
    return output if output != right else None
