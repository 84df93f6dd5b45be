"""Differential test: our settlement against pokerkit on thousands of random multi-way all-in hands with cards.

Pots, their eligible players and returned chips must agree in every hand. Final stacks must agree too,
except where pokerkit departs from our rules in one of three known ways:

1. it gives all the chips left over after an equal split to the first winner (we deal them one each);
2. at showdown it drops hands that cannot win anything and then merges pots whose contenders have become
   the same, so odd chips are dealt over the merged pot;
3. it puts every ante in the main pot (pokerkit without its ante trimming, as these hands are played), so a
   player all-in for part of his ante wins the whole of every other ante (we layer the antes: he wins from
   each only what he posted, CONTRACTS.md "Rules"). In exactly the hands where a stack was shorter than the
   ante, pokerkit's pots are ours for the same hand with the antes entered as dead money, and ours keep the
   rule that nobody wins from an opponent more than he put in; in every other hand the two readings of the
   antes give the same settlement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pytest
from helpers.pokerkit_hands import PlayedHand, play_hand
from pokerkit import StandardHighHand

from calculator import TDA, Settlement, settle, settle_json

HANDS = 2500  # about 20 s on the 2-core reference machine
FIRST_SEED = 20_240_000
TO_FIRST = TDA.with_overrides({"odd_chips": "remainder_to_first"})


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]


def _split(pots: Sequence[Pot], strength: dict[int, StandardHighHand], one_each: bool, seats: int) -> list[int]:
    """Each seat's winnings from ``pots``: equal shares, odd chips one each in seat order or all to the first."""
    won = [0] * seats
    for pot in pots:
        best = max(strength[i] for i in pot.eligible)
        winners = [i for i in pot.eligible if strength[i] == best]
        base, remainder = divmod(pot.amount, len(winners))
        for n, seat in enumerate(winners):
            won[seat] += base + (1 if n < remainder else 0) if one_each else base
        if not one_each:
            won[winners[0]] += remainder
    return won


def _without_beaten_hands(pots: Sequence[Pot], strength: dict[int, StandardHighHand]) -> list[Pot]:
    """pokerkit's pots after it kills every hand that wins no pot, merging pots with the same contenders."""
    survivors = set()
    for pot in pots:
        best = max(strength[i] for i in pot.eligible)
        survivors.update(i for i in pot.eligible if strength[i] == best)
    merged: list[Pot] = []
    for pot in pots:
        eligible = tuple(i for i in pot.eligible if i in survivors)
        if merged and merged[-1].eligible == eligible:
            merged[-1] = Pot(merged[-1].amount + pot.amount, eligible)
        else:
            merged.append(Pot(pot.amount, eligible))
    return merged


def _finals(hand: PlayedHand, won: Sequence[int]) -> list[int]:
    return [
        start - put_in + back + gain
        for start, put_in, back, gain in zip(hand.starting_stacks, hand.contributed, hand.returned, won, strict=True)
    ]


def _our_finals(hand: PlayedHand, result: Settlement) -> list[int]:
    payouts = dict(result.payouts)
    return [
        start - put_in + payouts[f"p{i + 1}"]
        for i, (start, put_in) in enumerate(zip(hand.starting_stacks, hand.contributed, strict=True))
    ]


def check_partial_antes(hand: PlayedHand, ours: Settlement, as_pokerkit: Settlement, tally: Counter[str]) -> None:
    """Departure 3: only a hand with a partial ante may settle differently when the antes are dead money, and
    ours never lets a player win from an opponent more than he put in (ante by ante, bet by bet)."""
    if not hand.partial_antes:
        assert ours.to_json() == as_pokerkit.to_json(), "full antes must settle as dead money does"
        return
    tally["partial antes"] += 1
    returned = dict(ours.returned)
    bets = [put_in - ante for put_in, ante in zip(hand.contributed, hand.antes, strict=True)]
    bets = [chips - returned.get(f"p{i + 1}", 0) for i, chips in enumerate(bets)]
    for i, (name, payout) in enumerate(ours.payouts):
        cap = sum(min(a, hand.antes[i]) for a in hand.antes) + sum(min(b, bets[i]) for b in bets)
        assert payout - returned.get(name, 0) <= cap, f"{name} wins more than he matched"
    if dict(ours.payouts) != dict(as_pokerkit.payouts):
        tally["partial antes settle differently (pokerkit: every ante in the main pot)"] += 1


def check_hand(hand: PlayedHand, tally: Counter[str]) -> None:
    seats = len(hand.contributed)
    real = settle(hand.to_hand())
    assert settle_json(hand.to_json()) == real.to_json()  # the JSON contract gives the same settlement
    # pokerkit's reading of the antes (all dead money in the main pot): compared with pokerkit from here on
    ours = settle(hand.to_hand(antes_as_dead=True))
    assert settle_json(hand.to_json(antes_as_dead=True)) == ours.to_json()
    check_partial_antes(hand, real, ours, tally)
    index = {f"p{i + 1}": i for i in range(seats)}

    # Returned chips, pots and eligibility agree everywhere.
    returned = dict(ours.returned)
    assert [returned.get(f"p{i + 1}", 0) for i in range(seats)] == list(hand.returned)
    our_pots = [Pot(p.amount, tuple(index[n] for n in p.eligible)) for p in ours.pots]
    assert [(p.amount, p.eligible) for p in our_pots] == list(hand.pots)

    # Winners agree with pokerkit's own ranking of the hands.
    strength = {i: StandardHighHand.from_game(hand.holes[i], hand.board) for i in range(seats) if not hand.folded[i]}
    for pot, result in zip(our_pots, ours.pots, strict=True):
        best = max(strength[i] for i in pot.eligible)
        assert [index[n] for n in result.winners] == [i for i in pot.eligible if strength[i] == best]

    # Our figures, checked against the split computed here, under both odd-chip options.
    assert _our_finals(hand, ours) == _finals(hand, _split(our_pots, strength, True, seats))
    to_first = settle(hand.to_hand(antes_as_dead=True), TO_FIRST)
    assert _our_finals(hand, to_first) == _finals(hand, _split(our_pots, strength, False, seats))

    # pokerkit pays exactly what its two known departures predict, in every hand.
    pokerkit_pots = _without_beaten_hands(our_pots, strength)
    assert list(hand.final_stacks) == _finals(hand, _split(pokerkit_pots, strength, False, seats))

    if list(hand.final_stacks) == _our_finals(hand, ours):
        tally["same final stacks"] += 1
        return
    if list(hand.final_stacks) == _our_finals(hand, to_first):
        # Only the odd-chip rule differs: with pokerkit's rule we pay exactly what it pays.
        tally["odd chips all to the first winner"] += 1
    else:
        # Otherwise the difference must come from pots pokerkit merged, and the merge must matter.
        assert len(pokerkit_pots) < len(our_pots)
        tally["pots merged after beaten hands were dropped"] += 1


@pytest.fixture(scope="module")
def played() -> list[PlayedHand]:
    return [play_hand(FIRST_SEED + k) for k in range(HANDS)]


def test_against_pokerkit(played: list[PlayedHand]) -> None:
    tally: Counter[str] = Counter()
    for hand in played:
        try:
            check_hand(hand, tally)
        except AssertionError as error:
            raise AssertionError(f"hand seed {hand.seed} ({len(hand.contributed)} players): {error}") from error
    print(dict(tally))
    partial = tally.pop("partial antes", 0)
    differ = tally.pop("partial antes settle differently (pokerkit: every ante in the main pot)", 0)
    assert sum(tally.values()) == HANDS
    # Departure 3 occurs too, and changes the settlement in some of those hands.
    assert partial > HANDS // 50 and 0 < differ <= partial, (partial, differ)
    # Both departures occur in this sample, so the test really exercises how it recognises them.
    assert tally["odd chips all to the first winner"] > 0
    assert tally["pots merged after beaten hands were dropped"] > 0


def test_the_sample_is_varied(played: list[PlayedHand]) -> None:
    assert Counter(len(h.contributed) for h in played).keys() == set(range(2, 10))
    assert sum(len(h.pots) > 1 for h in played) > HANDS // 2
    assert sum(any(h.returned) for h in played) > HANDS // 10
    assert sum(any(h.folded) for h in played) > HANDS // 10
    assert sum(any(h.antes) for h in played) > HANDS // 10
