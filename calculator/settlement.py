"""Settling a hand: returned chips, pots, winners, shares with odd chips, payouts and net results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress
from operator import sub

from .cards import Card
from .errors import ContributionError, HandStrengthError
from .evaluator import HandKey, hand_key
from .hand import Hand
from .pots import Layer, cut_layers, join_layers, merge_groups, uncalled
from .rules import OPTION_OF, TDA, OddChips, RuleSet, RuleValue

HoleCards = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PotResult:
    """One pot: its chips, who paid how much into it, who could win it, who won and what each got."""

    amount: int
    paid: tuple[tuple[str, int], ...]
    eligible: tuple[str, ...]
    winners: tuple[str, ...]
    shares: tuple[tuple[str, int], ...]
    odd_chips: tuple[str, ...]
    """The winners who received one of the chips left after the equal split, in the order dealt."""
    layers: tuple[int, ...]
    """The dealer's layers this pot is made of (indices into ``Settlement.layers``, bottom-up): one layer, or
    several adjacent ones merged because the same players can win them."""


@dataclass(frozen=True, slots=True)
class Pots:
    """A hand's chips cut into pots before anything is awarded (``cut_pots``): what goes back uncalled, the
    dealer's layers, and each pot (seat order, main pot first).

    ``pots`` holds each pot as one layer (seat indices: who paid what into it, who may win it), ``groups`` the
    layers each is made of (indices into ``layers``, bottom-up)."""

    names: tuple[str, ...]
    returned: tuple[tuple[str, int], ...]
    layers: tuple[Layer, ...]
    pots: tuple[Layer, ...]
    groups: tuple[tuple[int, ...], ...]

    def to_json(self) -> dict[str, object]:
        """The pots as the ``settle`` command would print them, without winners and shares: ``returned`` and
        each pot's ``amount`` and ``eligible``."""
        names = self.names
        return {
            "returned": dict(self.returned),
            "pots": [{"amount": pot.amount, "eligible": [names[i] for i in pot.eligible]} for pot in self.pots],
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    """The whole outcome of a hand, every list in seat order and every pot main first."""

    names: tuple[str, ...]
    returned: tuple[tuple[str, int], ...]
    layers: tuple[Layer, ...]
    pots: tuple[PotResult, ...]
    payouts: tuple[tuple[str, int], ...]
    net: tuple[tuple[str, int], ...]

    def to_json(self) -> dict[str, object]:
        """The ``settle`` command's output object."""
        return {
            "returned": dict(self.returned),
            "pots": [
                {"amount": p.amount, "eligible": list(p.eligible), "winners": list(p.winners), "shares": dict(p.shares)}
                for p in self.pots
            ],
            "payouts": dict(self.payouts),
            "net": dict(self.net),
        }


def split_pot(
    amount: int,
    winners: Sequence[int],
    odd_chips: OddChips,
    smallest_chip: int = 1,
    cards: Sequence[HoleCards | None] | None = None,
) -> tuple[list[int], list[int]]:
    """Split ``amount`` among ``winners`` (seat order) in whole smallest chips: equal shares rounded down,
    then the smallest chips left over (the odd chips) dealt by the ``odd_chips`` value's record (its ``deal``).
    ``cards`` are the winners' hole cards in the same order (None: not known), which a rule that reads cards needs
    when there are odd chips.

    Returns each winner's share and the seats that got an odd chip, in the order dealt.
    """
    held = list(cards) if cards is not None else [None] * len(winners)
    return _split(amount, winners, OPTION_OF["odd_chips"].record(odd_chips), smallest_chip, held)


def _split(
    amount: int, winners: Sequence[int], rule: RuleValue, smallest_chip: int, cards: Sequence[HoleCards | None]
) -> tuple[list[int], list[int]]:
    base, odd = divmod(amount // smallest_chip, len(winners))
    shares = [base * smallest_chip] * len(winners)
    if not odd:
        return shares, []
    if rule.reads_cards and None in cards:
        raise _cards_needed(rule, None)
    assert rule.deal is not None  # every odd-chip value says how it deals
    receivers = []
    for k in rule.deal(odd, cards):
        shares[k] += smallest_chip
        receivers.append(winners[k])
    return shares, receivers


def _cards_needed(rule: RuleValue, name: str | None) -> HandStrengthError:
    who = "every winner" if name is None else name
    return HandStrengthError(
        f"odd_chips {rule.value} deals the odd chips by the winners' hole cards: give {who} cards, not a rank"
    )


FOLDED: HandKey = ()
"""The strength recorded for a folded seat: weaker than any hand, and never compared (it cannot win)."""


def settle(hand: Hand, rules: RuleSet = TDA) -> Settlement:
    """Settle ``hand`` under ``rules``: return the uncalled excess, build and award every pot."""
    players = hand.players
    return settle_seats(
        tuple(p.name for p in players),
        [p.contributed for p in players],
        [p.dead for p in players],
        [p.folded for p in players],
        strengths(hand),
        rules,
        hand.smallest_chip,
        [p.ante for p in players],
        [p.cards for p in players],
    )


def cut_pots(
    names: tuple[str, ...],
    contributed: Sequence[int],
    dead: Sequence[int],
    folded: Sequence[bool],
    antes: Sequence[int] | None = None,
) -> Pots:
    """The pots of seats given as parallel lists (seat order) that a ``Hand`` has validated or would accept, before
    anything is awarded: the uncalled excess returned, the chips cut into layers and merged into pots. Hand
    strength plays no part: this is what a dealer has in front of him before the hands are shown.

    ``dead`` is the dead money posted for the table (a big-blind ante), ``antes`` each seat's own ante (None: none);
    both are parts of ``contributed`` and take no part in the uncalled comparison.
    """
    if all(folded) and any(contributed):
        raise ContributionError("every player folded: at least one must still be in the hand to win the chips")
    own = list(antes) if antes is not None else [0] * len(names)
    live = [c - d - a for c, d, a in zip(contributed, dead, own, strict=True)]
    returned: tuple[tuple[str, int], ...] = ()
    excess = uncalled(live)
    if excess is not None:
        live[excess.seat] -= excess.amount
        returned = ((names[excess.seat], excess.amount),)
    # A player who put nothing in can win nothing (not even the antes), as if he had folded.
    cannot_win = [out or c == 0 for out, c in zip(folded, contributed, strict=True)]
    layers = cut_layers(live, dead, cannot_win, own)
    groups = merge_groups(layers)
    pots = tuple([join_layers([layers[i] for i in group]) for group in groups])
    return Pots(names, returned, tuple(layers), pots, tuple(groups))


def settle_seats(
    names: tuple[str, ...],
    contributed: Sequence[int],
    dead: Sequence[int],
    folded: Sequence[bool],
    strength: Sequence[HandKey],
    rules: RuleSet = TDA,
    smallest_chip: int = 1,
    antes: Sequence[int] | None = None,
    cards: Sequence[HoleCards | None] | None = None,
) -> Settlement:
    """Settle seats given as parallel lists (seat order) that a ``Hand`` has validated or would accept: the pots
    (``cut_pots``), each awarded to its strongest hands.

    ``strength`` holds each seat's comparable strength (larger wins; a folded seat's is never read), ``cards`` each
    seat's hole cards (None: not given), which an odd-chip rule may read. The replay calls this directly with values
    it built and checked itself; ``settle`` is the validated entry point.
    """
    cut = cut_pots(names, contributed, dead, folded, antes)
    held = list(cards) if cards is not None else [None] * len(names)
    payouts = [0] * len(names)
    for name, chips in cut.returned:
        payouts[names.index(name)] = chips
    rule = OPTION_OF["odd_chips"].record(rules.odd_chips)
    pots = tuple(
        [
            _award(pot, group, names, strength, held, rule, smallest_chip, payouts)
            for pot, group in zip(cut.pots, cut.groups, strict=True)
        ]
    )
    return Settlement(
        names,
        cut.returned,
        cut.layers,
        pots,
        tuple(zip(names, payouts, strict=True)),
        tuple(zip(names, map(sub, payouts, contributed), strict=True)),
    )


def _award(
    pot: Layer,
    group: tuple[int, ...],
    names: tuple[str, ...],
    strength: Sequence[HandKey],
    cards: Sequence[HoleCards | None],
    rule: RuleValue,
    smallest_chip: int,
    payouts: list[int],
) -> PotResult:
    """Award ``pot`` to its strongest eligible hands, add their shares to ``payouts`` and describe the result."""
    eligible, paid = pot.eligible, pot.paid
    amount = sum(paid)
    best = max([strength[i] for i in eligible])
    winners = tuple([i for i in eligible if strength[i] == best])
    held = [cards[i] for i in winners]
    if rule.reads_cards and len(winners) > 1 and (amount // smallest_chip) % len(winners):
        missing = next((i for i in winners if cards[i] is None), None)
        if missing is not None:
            raise _cards_needed(rule, names[missing])
    shares, receivers = _split(amount, winners, rule, smallest_chip, held)
    winner_names = tuple([names[i] for i in winners])
    for seat, share in zip(winners, shares, strict=True):
        payouts[seat] += share
    return PotResult(
        amount,
        tuple(compress(zip(names, paid, strict=True), paid)),  # the seats that paid something into this pot
        tuple([names[i] for i in eligible]),
        winner_names,
        tuple(zip(winner_names, shares, strict=True)),
        tuple([names[i] for i in receivers]),
        group,
    )


def strengths(hand: Hand) -> list[HandKey]:
    """Each seat's comparable strength (larger wins); ``FOLDED`` for a folded seat."""
    board = hand.board or ()
    keys: list[HandKey] = []
    for player in hand.players:
        if player.folded:
            keys.append(FOLDED)
        elif player.cards is not None:
            keys.append(hand_key((*player.cards, *board)))
        elif player.rank is not None:
            keys.append((-player.rank,))
        else:
            keys.append((0,))  # the only player left in: nobody to compare with
    return keys


def showdown_ranks(hand: Hand) -> dict[str, int]:
    """Each player still in with a hand strength, by name: his hand's rank among theirs (1 = best, equal
    hands share a rank, the next rank follows on). Folded players and a lone player without a strength are
    left out."""
    keys = {
        player.name: key
        for player, key in zip(hand.players, strengths(hand), strict=True)
        if not player.folded and (player.rank is not None or player.cards is not None)
    }
    better = sorted(set(keys.values()), reverse=True)
    return {name: better.index(key) + 1 for name, key in keys.items()}
