"""The whole-hands level: short no-limit hands played from their actions (the ``play`` command)."""

from __future__ import annotations

from random import Random

from calculator import RuleSet

from .cards import Deck
from .questions import Candidate, Question, Worked, choose_parts, work
from .script import HandScript
from .table import CASH, TOURNAMENT, seat_players, with_antes

KINDS = (("preflop_all_in", 35), ("flop_all_in", 30), ("live_side_pot", 20), ("no_showdown", 15))
"""The kinds of hand dealt, with their weights."""
BOARD_STEPS = (3, 1, 1)


def whole_hand(rng: Random, rules: RuleSet) -> Question | None:
    """A hand from the deal to the showdown (or to the last fold), every action written out."""
    kind = rng.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]
    stakes = rng.choice(TOURNAMENT) if rng.random() < 0.7 else rng.choice(CASH)
    if stakes in TOURNAMENT and rng.random() < 0.5:
        stakes = with_antes(stakes, rng)
    seats = rng.randint(3, 6)
    order = [*range(2, seats), 0, 1]
    count = 2 if kind == "no_showdown" else rng.choice((2, 3, 3)) if kind == "flop_all_in" else rng.choice((3, 3, 4))
    _, *others = in_hand = sorted(rng.sample(range(seats), min(count, seats)), key=order.index)
    shorts = set() if kind == "no_showdown" else {rng.choice(others)}
    if kind == "preflop_all_in" and len(others) > 2 and rng.random() < 0.5:
        shorts.add(next(seat for seat in others if seat not in shorts))
    stacks = [stakes.chips(rng.uniform(25, 90)) for _ in range(seats)]
    for seat in shorts:
        stacks[seat] = stakes.chips(rng.uniform(5, 16) if kind == "flop_all_in" else rng.uniform(4, 14))
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    deck = Deck(rng)
    for seat in range(seats):
        script.deal_hole(seat, deck.deal(2) if seat in in_hand else "????")
    _preflop(rng, script, kind, in_hand, shorts, stakes.chips(rng.choice((2, 2.2, 2.5, 3))))
    street = 0
    while not script.over:
        script.deal_board(deck.deal(BOARD_STEPS[street]))
        street += 1
        _postflop(rng, script, kind, shorts, street)
    worked = work("play", script.text(), rules)
    if not _teaches(kind, worked):
        return None
    parts = choose_parts(rng, worked, _asks(worked, script))
    return None if parts is None else Question(worked, parts)


def _preflop(rng: Random, script: HandScript, kind: str, in_hand: list[int], shorts: set[int], opened: int) -> None:
    """The first player in the hand opens, a short stack goes all-in (or, in a hand without a showdown, the
    other player reraises and the opener folds), the others call; everyone else folds."""
    raised = False
    while script.to_act is not None:
        seat = script.to_act
        if seat not in in_hand:
            script.fold()
        elif seat in shorts and kind != "flop_all_in":
            script.all_in()
        elif not raised:
            script.raise_to(opened)
            raised = True
        elif kind == "no_showdown" and seat != in_hand[0]:
            script.raise_to(opened * rng.choice((3, 3, 4)))  # a reraise the opener will not call
        elif kind == "no_showdown":
            script.fold()
        else:
            script.call()


def _postflop(rng: Random, script: HandScript, kind: str, shorts: set[int], street: int) -> None:
    """One street after its cards are dealt. On the flop the first player with chips bets and the others call; in
    a flop all-in the bet is more than the short stack has left, and he calls all-in for less. In a live side pot
    the bigger stacks bet on every street and one of them folds on the river; otherwise they check it down."""
    bet_made = False
    while script.to_act is not None:
        seat = script.to_act
        owed = script.options().call_amount
        if seat in shorts and owed is None:
            script.call()  # a check: the short stack waits for the bet
        elif seat in shorts:
            script.all_in()
        elif not bet_made and owed is None and (street == 1 or kind == "live_side_pot"):
            bet = _bet_size(rng, script, seat)
            if kind == "flop_all_in":
                bet = max(bet, max(script.stack(short) for short in shorts) + script.stakes.chips(rng.uniform(1, 4)))
            script.raise_to(bet)
            bet_made = True
        elif kind == "live_side_pot" and street == 3 and owed:
            script.fold()
        else:
            script.call()


def _bet_size(rng: Random, script: HandScript, seat: int) -> int:
    """A bet of a third to three quarters of the pot, in the table's chips; all-in when that would leave less
    than half of it behind."""
    unit = script.stakes.unit
    bet = max(unit, round(script.pot() * rng.uniform(0.33, 0.75) / unit) * unit)
    return bet if 2 * (script.stack(seat) - bet) >= bet else script.stack(seat)


def _teaches(kind: str, worked: Worked) -> bool:
    """Whether the hand shows what ``kind`` is about (an all-in that makes side pots, or chips handed back)."""
    pots = worked.result["pots"]
    if kind == "no_showdown":
        return bool(worked.result["returned"])
    if kind == "live_side_pot":
        return len(pots) > 1 and any(len(pot["eligible"]) < len(pots[0]["eligible"]) for pot in pots)
    return len(pots) > 1 or bool(worked.result["returned"])


def _asks(worked: Worked, script: HandScript) -> list[list[Candidate]]:
    """Stacks and net results of the players who stayed to the end, pot sizes, winners and returned chips."""
    names = script.fields["players"]
    pots = worked.result["pots"]
    stayed = [seat for seat, name in enumerate(names) if any(name in pot["eligible"] for pot in pots)]
    winners: list[Candidate] = [f"pots.{k}.winners" for k, pot in enumerate(pots) if len(pot["eligible"]) > 1]
    if len(pots) > 1 and len(pots[1]["eligible"]) > 1:
        winners.append(("pots.0.winners", "pots.1.winners"))
    return [
        [f"finishing_stacks.{seat}" for seat in stayed],
        [f"net.{names[seat]}" for seat in stayed],
        [f"pots.{k}.amount" for k in range(len(pots))],
        winners,
        [f"returned.{name}" for name in worked.result["returned"]],
    ]
