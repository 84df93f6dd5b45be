"""Properties every settlement must have, on thousands of random hands (hypothesis).

Hands are drawn as raw seats (chips, dead money, own ante, fold, rank). ``consistent_hands`` repairs them into hands
a real table can produce; ``raw_hands`` does not, and there the engine must either settle or raise
``ContributionError`` exactly when an independent check says the chips could be won by nobody.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from calculator import (
    TDA,
    ContributionError,
    Hand,
    OddChips,
    PlayerHand,
    RuleSet,
    Settlement,
    settle,
    split_pot,
)

RULE_SETS = [TDA, TDA.with_overrides({"odd_chips": "remainder_to_first"})]
PROPERTY_SETTINGS = settings(
    max_examples=1200,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@dataclass(frozen=True)
class Seat:
    contributed: int
    dead: int
    folded: bool
    rank: int
    ante: int = 0

    @property
    def live(self) -> int:
        """Chips in the uncalled comparison and the live layers: all but the dead money and the own ante."""
        return self.contributed - self.dead - self.ante


# Small amounts make ties, equal contributions and odd chips common; large ones make everything distinct.
chips = st.one_of(st.integers(0, 12), st.sampled_from([0, 50, 100, 150, 300, 1000]), st.integers(0, 100_000))


@st.composite
def seats(draw: st.DrawFn) -> Seat:
    contributed = draw(chips)
    dead = draw(st.one_of(st.just(0), st.integers(0, min(contributed, 20))))
    folded = draw(st.sampled_from([False, False, True]))
    # an own ante: none, the table's 10 (or all that is left when less), or any smaller amount
    left = contributed - dead
    ante = draw(st.sampled_from([0, 0, min(10, left), min(10, left), draw(st.integers(0, min(left, 12)))]))
    return Seat(contributed, dead, folded, draw(st.integers(1, 3)), ante)


raw_hands = st.lists(seats(), min_size=1, max_size=9)


@st.composite
def consistent_hands(draw: st.DrawFn) -> list[Seat]:
    """Seats a real table can produce: someone still in, and no chips that only folded players matched."""
    hand = draw(raw_hands)
    if all(s.folded for s in hand):
        keep = draw(st.integers(0, len(hand) - 1))
        hand[keep] = replace(hand[keep], folded=False)
    top_in = max(s.live for s in hand if not s.folded)
    top_ante = max(s.ante for s in hand if not s.folded)
    # A folded player never matched more than the players still in (antes or bets); one may have bet more and
    # had it returned.
    hand = [
        replace(s, ante=min(s.ante, top_ante), contributed=s.dead + min(s.ante, top_ante) + min(s.live, top_in))
        if s.folded
        else s
        for s in hand
    ]
    bettor = draw(st.integers(-1, len(hand) - 1))
    if bettor >= 0 and hand[bettor].folded:
        hand[bettor] = replace(hand[bettor], contributed=hand[bettor].contributed + draw(st.integers(1, 500)))
    if any(s.dead for s in hand) and not any(s.contributed for s in hand if not s.folded):
        first_in = next(i for i, s in enumerate(hand) if not s.folded)
        hand[first_in] = replace(hand[first_in], contributed=hand[first_in].contributed + 1)
    return hand


def build(hand: list[Seat], names: list[str] | None = None, smallest_chip: int = 1) -> Hand:
    names = names or [f"P{i + 1}" for i in range(len(hand))]
    return Hand(
        tuple(
            PlayerHand(name, s.contributed, s.folded, s.dead, None if s.folded else s.rank, ante=s.ante)
            for name, s in zip(names, hand, strict=True)
        ),
        smallest_chip=smallest_chip,
    )


def live_after_return(hand: list[Seat]) -> list[int]:
    """Each seat's live chips once the top contributor's excess over the next-highest is given back."""
    live = [s.live for s in hand]
    top = max(range(len(live)), key=live.__getitem__)
    second = max((c for i, c in enumerate(live) if i != top), default=0)
    live[top] = min(live[top], second)
    return live


def winnable(hand: list[Seat]) -> bool:
    """An independent statement of when some chips could be won by nobody."""
    still_in = [i for i, s in enumerate(hand) if not s.folded]
    if not still_in:
        return not any(s.contributed for s in hand)
    live = live_after_return(hand)
    if max(live) > max(live[i] for i in still_in):
        return False
    if max(s.ante for s in hand) > max(hand[i].ante for i in still_in):
        return False
    return not any(s.dead for s in hand) or any(hand[i].contributed for i in still_in)


def check_settlement(hand: list[Seat], result: Settlement, rules: RuleSet) -> None:
    names = list(result.names)
    payouts = dict(result.payouts)
    returned = dict(result.returned)
    live = [s.live for s in hand]
    total = sum(s.contributed for s in hand)

    # Chips are conserved exactly, in every pot and overall.
    assert sum(payouts.values()) == total
    assert sum(p.amount for p in result.pots) + sum(returned.values()) == total
    assert sum(n for _, n in result.net) == 0
    for pot in result.pots:
        assert pot.amount > 0
        assert sum(n for _, n in pot.shares) == pot.amount
        assert sum(n for _, n in pot.paid) == pot.amount

    # The only return is the top contributor's excess over the next-highest contribution of anyone.
    assert len(returned) <= 1
    for name, amount in returned.items():
        i = names.index(name)
        gap = live[i] - max((c for j, c in enumerate(live) if j != i), default=0)
        assert 0 < amount <= gap
        assert amount == gap

    effective = live_after_return(hand)
    won = {name: payouts[name] - returned.get(name, 0) for name in names}
    total_dead = sum(s.dead for s in hand)
    for i, (name, seat) in enumerate(zip(names, hand, strict=True)):
        if seat.folded or seat.contributed == 0:
            # A folded player, or one who put nothing in, wins nothing and can win nothing.
            assert won[name] == 0
            assert all(name not in p.eligible for p in result.pots)
        # Nobody wins from an opponent more than he himself put in: from each one's antes at most his own ante,
        # from each one's live chips at most his own live chips (the table's dead money is everyone's).
        cap = sum(min(c, effective[i]) for c in effective) + sum(min(s.ante, seat.ante) for s in hand) + total_dead
        assert won[name] <= cap
        assert won[name] <= sum(min(s.contributed - s.dead, seat.contributed - seat.dead) for s in hand) + total_dead

    # Every contender of a layer (the table's dead money aside) paid it in full: no one plays for more of anyone's
    # chips than he matched.
    for layer in result.layers:
        if layer.ceiling > 0:
            assert all(layer.paid[i] == layer.ceiling - layer.floor for i in layer.eligible)
            assert all(paid <= layer.ceiling - layer.floor for paid in layer.paid)

    # Each pot is made of a run of the dealer's layers (every layer in exactly one pot, bottom-up), whose chips
    # and contenders it holds; neighbouring pots differ in who can win them (else their layers would merge).
    assert [k for pot in result.pots for k in pot.layers] == list(range(len(result.layers)))
    for pot in result.pots:
        run = [result.layers[k] for k in pot.layers]
        assert list(pot.layers) == list(range(pot.layers[0], pot.layers[-1] + 1))
        assert sum(layer.amount for layer in run) == pot.amount
        assert all([names[i] for i in layer.eligible] == list(pot.eligible) for layer in run)
    for lower, upper in pairwise(result.pots):
        assert lower.eligible != upper.eligible

    # Each pot goes to its best eligible hands, in equal shares give or take one odd chip.
    for pot in result.pots:
        best = min(hand[names.index(n)].rank for n in pot.eligible)
        assert list(pot.winners) == [n for n in pot.eligible if hand[names.index(n)].rank == best]
        base, remainder = divmod(pot.amount, len(pot.winners))
        shares = dict(pot.shares)
        assert len(pot.odd_chips) == remainder
        assert Counter(pot.odd_chips) == Counter({n: shares[n] - base for n in pot.winners if shares[n] > base})
        if rules.odd_chips is OddChips.ONE_EACH:
            assert list(pot.odd_chips) == list(pot.winners[:remainder])
        else:
            assert set(pot.odd_chips) <= {pot.winners[0]}


@PROPERTY_SETTINGS
@given(consistent_hands(), st.sampled_from(RULE_SETS))
def test_consistent_hands_settle_with_every_property(hand: list[Seat], rules: RuleSet) -> None:
    check_settlement(hand, settle(build(hand), rules), rules)


@PROPERTY_SETTINGS
@given(consistent_hands(), st.sampled_from([2, 5, 25, 100, 5000]), st.sampled_from(RULE_SETS))
def test_a_smallest_chip_splits_in_whole_chips_and_conserves_them(hand: list[Seat], chip: int, rules: RuleSet) -> None:
    """The same hand counted in chips of ``chip``: every figure is a whole number of them, the chips are
    conserved, and the settlement is the single-chip settlement of the hand counted in those chips."""
    counted = [replace(s, contributed=s.contributed * chip, dead=s.dead * chip, ante=s.ante * chip) for s in hand]
    result = settle(build(counted, smallest_chip=chip), rules)
    total = sum(s.contributed for s in counted)
    assert sum(n for _, n in result.payouts) == total
    assert sum(p.amount for p in result.pots) + sum(n for _, n in result.returned) == total
    figures = [n for _, n in (*result.payouts, *result.net, *result.returned)]
    figures += [n for pot in result.pots for _, n in (*pot.shares, *pot.paid)]
    assert all(n % chip == 0 for n in figures)
    in_single_chips = settle(build(hand), rules)
    assert [(name, n * chip) for name, n in in_single_chips.payouts] == list(result.payouts)
    assert [p.odd_chips for p in in_single_chips.pots] == [p.odd_chips for p in result.pots]
    event(f"odd chips of {chip}: {sum(len(p.odd_chips) for p in result.pots) > 0}")


@PROPERTY_SETTINGS
@given(raw_hands)
def test_unwinnable_chips_are_the_only_contribution_error(hand: list[Seat]) -> None:
    if winnable(hand):
        event("winnable")
        check_settlement(hand, settle(build(hand)), TDA)
    else:
        event("chips nobody can win")
        with pytest.raises(ContributionError):
            settle(build(hand))


@PROPERTY_SETTINGS
@given(consistent_hands(), st.randoms(use_true_random=False))
def test_awarding_order_does_not_change_amounts(hand: list[Seat], rng: random.Random) -> None:
    result = settle(build(hand))
    names = list(result.names)
    payouts = dict.fromkeys(names, 0)
    for name, amount in result.returned:
        payouts[name] += amount
    order = list(result.pots)
    rng.shuffle(order)  # e.g. side pots first, as TDA awards them, or any other order
    for pot in order:
        best = min(hand[names.index(n)].rank for n in pot.eligible)
        winners = [names.index(n) for n in pot.eligible if hand[names.index(n)].rank == best]
        shares, _ = split_pot(pot.amount, winners, OddChips.ONE_EACH)
        for seat, share in zip(winners, shares, strict=True):
            payouts[names[seat]] += share
    assert payouts == dict(result.payouts)


@PROPERTY_SETTINGS
@given(consistent_hands(), st.randoms(use_true_random=False), st.sampled_from(RULE_SETS))
def test_reordering_seats_changes_only_who_gets_odd_chips(hand: list[Seat], rng: random.Random, rules: RuleSet) -> None:
    names = [f"P{i + 1}" for i in range(len(hand))]
    order = list(range(len(hand)))
    rng.shuffle(order)
    before = settle(build(hand, names), rules)
    after = settle(build([hand[i] for i in order], [names[i] for i in order]), rules)

    assert dict(after.returned) == dict(before.returned)
    assert len(after.pots) == len(before.pots)
    odd_pots = 0
    for old, new in zip(before.pots, after.pots, strict=True):
        assert new.amount == old.amount
        assert set(new.eligible) == set(old.eligible)
        assert set(new.winners) == set(old.winners)
        assert dict(new.paid) == dict(old.paid)
        # The odd chips follow the new seat order; everything else stays.
        assert sorted(n for _, n in new.shares) == sorted(n for _, n in old.shares)
        if new.odd_chips:
            odd_pots += 1
            first_in_new_order = [n for n in new.winners if n in new.odd_chips]
            assert new.winners[0] == first_in_new_order[0]
        else:
            assert dict(new.shares) == dict(old.shares)
    if odd_pots == 0:
        assert dict(after.payouts) == dict(before.payouts)
    else:
        moved = sum(abs(dict(after.payouts)[n] - dict(before.payouts)[n]) for n in names)
        assert moved <= 2 * sum(len(p.odd_chips) for p in before.pots)


@PROPERTY_SETTINGS
@given(consistent_hands())
def test_dead_money_takes_no_part_in_layering_or_returns(hand: list[Seat]) -> None:
    with_dead = settle(build(hand))
    without = settle(build([replace(s, contributed=s.contributed - s.dead, dead=0) for s in hand]))
    assert dict(with_dead.returned) == dict(without.returned)
    assert [layer for layer in with_dead.layers if layer.ceiling > 0] == list(without.layers)
    total_dead = sum(s.dead for s in hand)
    assert sum(p.amount for p in with_dead.pots) == sum(p.amount for p in without.pots) + total_dead
    if total_dead:
        # All of it lies in the first pot, which every player still in who put chips in can win.
        assert with_dead.pots[0].amount >= total_dead
        paid_in = {f"P{i + 1}" for i, s in enumerate(hand) if not s.folded and s.contributed}
        assert set(with_dead.pots[0].eligible) == paid_in


@PROPERTY_SETTINGS
@given(consistent_hands(), st.integers(1, 50))
def test_full_antes_settle_exactly_as_dead_money(hand: list[Seat], ante: int) -> None:
    """When everyone who put chips in posted the same full ante, own antes settle as dead money did."""
    full = [
        replace(s, ante=ante, contributed=s.contributed + ante) if s.contributed else replace(s, ante=0) for s in hand
    ]
    as_dead = [replace(s, dead=s.dead + s.ante, ante=0) for s in full]
    assert _outcome(full) == _outcome(as_dead)


def _outcome(hand: list[Seat]) -> object:
    """The settle output, or the error's class when the chips cannot be won."""
    try:
        return settle(build(hand)).to_json()
    except ContributionError as error:
        return type(error)


@PROPERTY_SETTINGS
@given(consistent_hands())
def test_a_short_ante_wins_from_each_ante_only_what_it_posted(hand: list[Seat]) -> None:
    """A player still in whose ante is the smallest wins from the antes at most his ante from each of them."""
    result = settle(build(hand))
    antes = [s.ante for s in hand]
    for i, s in enumerate(hand):
        if s.folded or not s.ante or s.live or s.dead or sum(x.dead for x in hand):
            continue  # all-in for his ante alone, at a table without dead money
        won = dict(result.payouts)[f"P{i + 1}"]
        assert won <= sum(min(a, s.ante) for a in antes)
        event("all-in within his ante")


def test_nobody_putting_anything_in_gives_no_pots() -> None:
    result = settle(build([Seat(0, 0, False, 1), Seat(0, 0, True, 1), Seat(0, 0, False, 2)]))
    assert result.pots == ()
    assert result.returned == ()
    assert set(dict(result.payouts).values()) == {0}


def test_a_player_who_put_nothing_in_cannot_win_the_antes() -> None:
    result = settle(build([Seat(110, 10, False, 2), Seat(110, 10, False, 2), Seat(0, 0, False, 1)]))
    assert dict(result.payouts) == {"P1": 110, "P2": 110, "P3": 0}
