"""The short all-ins level: a hand stopped after an all-in short of a full raise; may the next player raise,
what must he call, what is the smallest raise (the ``options`` command), in no-limit and fixed limit."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

import calculator
from calculator import RuleSet

from .cards import Deck
from .questions import Candidate, Question, choose_parts, work
from .script import HandScript
from .table import CASH, LIMIT, TOURNAMENT, Stakes, seat_players

ASKS: tuple[tuple[Candidate, ...], ...] = (
    ("can_raise", ("call_amount", "can_raise")),
    ("call_amount", ("call_amount", "can_raise")),
    ("min_raise_to",),
)
"""What is asked about the player to act: may he raise, what must he call (also both at once), his smallest raise."""


def short_allins(rng: Random, rules: RuleSet) -> Question | None:
    """One decision after one or two short all-ins (sometimes a full one, or a capped limit round)."""
    scenarios: tuple[tuple[Callable[[Random, RuleSet], HandScript | None], int], ...] = (
        (preflop_short_shove, 30),
        (postflop_short_raise, 30),
        (two_short_all_ins, 12),
        (every_opponent_all_in, 5),
        (limit_short_all_in, 20),
        (limit_capped, 3),
    )
    scenario = rng.choices([s for s, _ in scenarios], weights=[w for _, w in scenarios])[0]
    script = scenario(rng, rules)
    if script is None or script.to_act is None:
        return None
    worked = work("options", script.text(), rules)
    fixed_limit = script.fields["variant"] == "FT"
    parts = choose_parts(
        rng, worked, ASKS, prefer="full_raise_rule_in_limit" if fixed_limit else "short_allin_full_raise"
    )
    if parts is None:
        return None
    return Question(worked, parts, why=calculator.legal_options(worked.input, rules).reason)


def _deep(rng: Random, stakes: Stakes) -> int:
    return stakes.chips(rng.uniform(30, 120))


def _preflop_order(seats: int) -> list[int]:
    """Who acts preflop, in order: the first seat after the big blind round to the blinds."""
    return [*range(2, seats), 0, 1]


def preflop_short_shove(rng: Random, rules: RuleSet) -> HandScript | None:
    """An open raise, a call, and a short stack all-in for more than the raise but less than a full reraise; then
    the next player to act, or the first who had acted before (the opener or the caller)."""
    stakes = rng.choice(TOURNAMENT)
    seats = rng.randint(4, 6)
    order = _preflop_order(seats)
    opener, *others = [order[i] for i in sorted(rng.sample(range(seats - 1), 3))]
    caller, shover = rng.sample(others, 2)
    opened = stakes.chips(rng.choice((2, 2.2, 2.5, 3)))
    full = opened - stakes.big_blind
    if full < 2 * stakes.unit:
        return None
    stacks = [_deep(rng, stakes) for _ in range(seats)]
    stacks[shover] = opened + stakes.unit * rng.randint(1, full // stakes.unit - 1)
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    wanted = rng.choice(("next", "acted"))
    acted: set[int] = set()
    shoved = False
    while script.to_act is not None:
        seat = script.to_act
        if shoved and (wanted == "next" or seat in acted):
            return script
        if seat == opener and seat not in acted:
            script.raise_to(opened)
        elif seat == shover:
            script.all_in()
            shoved = True
        elif seat == caller:
            script.call()
        else:
            script.fold()
        acted.add(seat)
    return None


def _to_flop(rng: Random, script: HandScript, players: list[int], opened: int) -> Deck:
    """Preflop: the first of ``players`` to act opens to ``opened``, the others call, everyone else folds; then
    the flop is dealt (from the deck returned, for the streets after it)."""
    raised = False
    while script.to_act is not None:
        seat = script.to_act
        if seat in players and not raised:
            script.raise_to(opened)
            raised = True
        elif seat in players:
            script.call()
        else:
            script.fold()
    deck = Deck(rng)
    script.deal_board(deck.deal(3))
    return deck


def _flop_roles(rng: Random, seats: int, shovers: int) -> tuple[list[int], int, list[int]]:
    """Who sees the flop (seat order), who bets there, and who goes all-in after him, in turn. At least one more
    player sees the flop with a deep stack, so that the betting could go on."""
    players = sorted(rng.sample(range(seats), shovers + 2))
    bettor_at = 0 if rng.random() < 0.7 else rng.randrange(0, len(players) - shovers)
    after = players[bettor_at + 1 :]
    return players, players[bettor_at], sorted(rng.sample(after, shovers))


def postflop_short_raise(rng: Random, rules: RuleSet) -> HandScript | None:
    """A flop bet, then an all-in raise short of a full raise; the next player, or the first who had acted."""
    stakes = rng.choice(TOURNAMENT + CASH)
    seats = rng.randint(3, 6)
    players, bettor, shovers = _flop_roles(rng, seats, 1)
    opened = stakes.chips(rng.choice((2, 2.5, 3)))
    bet = stakes.chips(rng.uniform(0.3, 0.8) * opened * len(players) / stakes.big_blind)
    if bet < 3 * stakes.unit:
        return None
    stacks = [_deep(rng, stakes) for _ in range(seats)]
    stacks[shovers[0]] = opened + bet + stakes.unit * rng.randint(1, bet // stakes.unit - 1)
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    _to_flop(rng, script, players, opened)
    return _after_flop_bet(rng, script, bettor, shovers, bet)


def _after_flop_bet(rng: Random, script: HandScript, bettor: int, shovers: list[int], bet: int) -> HandScript | None:
    """On the flop: checks up to ``bettor``, his bet, the ``shovers`` all-in in turn, the others call; stop at the
    next player after the last all-in, or at the first who had acted on the flop before it."""
    wanted = rng.choice(("next", "acted"))
    acted: set[int] = set()
    left = list(shovers)
    betted = False
    while script.to_act is not None:
        seat = script.to_act
        if betted and not left and (wanted == "next" or seat in acted):
            return script
        if seat == bettor and not betted:
            script.raise_to(bet)
            betted = True
        elif left and seat == left[0]:
            script.all_in()
            left.pop(0)
        else:
            script.call()  # a check before the bet
        acted.add(seat)
    return None


def two_short_all_ins(rng: Random, rules: RuleSet) -> HandScript | None:
    """A flop bet and two all-ins, each short of a full raise, that together make one."""
    stakes = rng.choice(TOURNAMENT + CASH)
    seats = rng.randint(4, 6)
    players, bettor, (one, two) = _flop_roles(rng, seats, 2)
    opened = stakes.chips(rng.choice((2, 2.5, 3)))
    bet = stakes.chips(rng.uniform(0.3, 0.8) * opened * len(players) / stakes.big_blind)
    units = bet // stakes.unit
    if units < 4:
        return None
    first = rng.randint(units // 2, units - 1)
    second = rng.randint(max(1, units - first), units - 1)
    stacks = [_deep(rng, stakes) for _ in range(seats)]
    stacks[one] = opened + bet + first * stakes.unit
    stacks[two] = stacks[one] + second * stakes.unit
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    _to_flop(rng, script, players, opened)
    return _after_flop_bet(rng, script, bettor, [one, two], bet)


def every_opponent_all_in(rng: Random, rules: RuleSet) -> HandScript | None:
    """Heads-up on the flop: a bet, the shorter stack all-in over it; the bettor may only call or fold."""
    stakes = rng.choice(TOURNAMENT + CASH)
    seats = rng.randint(3, 6)
    players = sorted(rng.sample(range(seats), 2))
    opened = stakes.chips(rng.choice((2, 2.5, 3)))
    bet = stakes.chips(rng.uniform(0.3, 0.8) * opened * 2 / stakes.big_blind)
    bettor, shover = players
    stacks = [_deep(rng, stakes) for _ in range(seats)]
    stacks[shover] = opened + stakes.chips(rng.uniform(2.5, 6) * bet / stakes.big_blind)
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    _to_flop(rng, script, players, opened)
    return _after_flop_bet(rng, script, bettor, [shover], bet)


def limit_short_all_in(rng: Random, rules: RuleSet) -> HandScript | None:
    """Fixed limit: a bet on the flop or turn and an all-in for less than a raise (under or over half a bet)."""
    stakes = rng.choice(LIMIT)
    seats = rng.randint(3, 6)
    players, bettor, (shover,) = _flop_roles(rng, seats, 1)
    turn = rng.random() < 0.5
    unit = 2 * stakes.big_blind if turn else stakes.big_blind
    extra = rng.randint(1, unit // stakes.unit - 1) * stakes.unit
    stacks = [stakes.chips(rng.uniform(20, 60)) for _ in range(seats)]
    before = 2 * stakes.big_blind + (stakes.big_blind if turn else 0)  # preflop raise, and the flop bet called
    stacks[shover] = before + unit + extra
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules, fixed_limit=True)
    deck = _to_flop(rng, script, players, 2 * stakes.big_blind)
    if turn:
        _bet_and_calls(script, bettor)
        script.deal_board(deck.deal(1))
    return _after_flop_bet(rng, script, bettor, [shover], unit)


def _bet_and_calls(script: HandScript, bettor: int) -> None:
    """A street where ``bettor`` bets (fixed limit: the one size) and every player still in calls."""
    while script.to_act is not None:
        if script.to_act == bettor and script.options().call_amount is None:
            script.raise_to(0)
        else:
            script.call()


def limit_capped(rng: Random, rules: RuleSet) -> HandScript | None:
    """Fixed limit preflop: a raise and reraises up to the cap; may the next player raise again?"""
    stakes = rng.choice(LIMIT)
    seats = rng.randint(4, 6)
    stacks = [stakes.chips(rng.uniform(20, 60)) for _ in range(seats)]
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules, fixed_limit=True)
    cap = rules.raise_cap
    if cap is None:
        return None
    while script.to_act is not None:
        options = script.options()
        if options.min_raise_to is None:
            return script if script.to_act != 1 or rng.random() < 0.5 else None
        if rng.random() < 0.7:
            script.raise_to(options.min_raise_to)
        else:
            script.call()
    return None
