"""Settling a hand: returned chips, pots, winners, shares with odd chips, payouts and net results."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .errors import ContributionError
from .evaluator import HandKey, hand_key
from .hand import Hand
from .pots import Layer, cut_layers, merge_layers, uncalled
from .rules import TDA, OddChips, RuleSet


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


def split_pot(amount: int, winners: Sequence[int], odd_chips: OddChips) -> tuple[list[int], list[int]]:
    """Split ``amount`` among ``winners`` (seat order): equal shares rounded down, then the odd chips.

    Returns each winner's share and the seats that got an odd chip, in the order dealt.
    """
    base, remainder = divmod(amount, len(winners))
    shares = [base] * len(winners)
    if odd_chips is OddChips.ONE_EACH:
        receivers = list(winners[:remainder])
        for i in range(remainder):
            shares[i] += 1
    else:
        receivers = [winners[0]] * remainder
        shares[0] += remainder
    return shares, receivers


def settle(hand: Hand, rules: RuleSet = TDA) -> Settlement:
    """Settle ``hand`` under ``rules``: return the uncalled excess, build and award every pot."""
    players = hand.players
    names = tuple(p.name for p in players)
    folded = [p.folded for p in players]
    if all(folded) and any(p.contributed for p in players):
        raise ContributionError("every player folded: at least one must still be in the hand to win the chips")
    live = [p.live for p in players]
    returned = [0] * len(players)
    excess = uncalled(live)
    if excess is not None:
        returned[excess.seat] = excess.amount
        live[excess.seat] -= excess.amount
    # A player who put nothing in can win nothing (not even the antes), as if he had folded.
    cannot_win = [p.folded or p.contributed == 0 for p in players]
    layers = cut_layers(live, [p.dead for p in players], cannot_win)
    strength = _strength_of(hand)
    payouts = list(returned)
    pots: list[PotResult] = []
    for pot in merge_layers(layers):
        best = max(strength(i) for i in pot.eligible)
        winners = [i for i in pot.eligible if strength(i) == best]
        shares, receivers = split_pot(pot.amount, winners, rules.odd_chips)
        for seat, share in zip(winners, shares, strict=True):
            payouts[seat] += share
        pots.append(
            PotResult(
                amount=pot.amount,
                paid=tuple((names[i], c) for i, c in enumerate(pot.paid) if c),
                eligible=tuple(names[i] for i in pot.eligible),
                winners=tuple(names[i] for i in winners),
                shares=tuple((names[i], s) for i, s in zip(winners, shares, strict=True)),
                odd_chips=tuple(names[i] for i in receivers),
            )
        )
    return Settlement(
        names=names,
        returned=tuple((names[i], r) for i, r in enumerate(returned) if r),
        layers=tuple(layers),
        pots=tuple(pots),
        payouts=tuple(zip(names, payouts, strict=True)),
        net=tuple((names[i], payouts[i] - p.contributed) for i, p in enumerate(players)),
    )


def _strength_of(hand: Hand) -> Callable[[int], HandKey]:
    """A function from seat to comparable strength (larger wins) for the players still in."""
    board = hand.board or ()
    keys: dict[int, HandKey] = {}
    for seat, player in enumerate(hand.players):
        if player.folded:
            continue
        if player.cards is not None:
            keys[seat] = hand_key((*player.cards, *board))
        elif player.rank is not None:
            keys[seat] = (-player.rank,)
        else:
            keys[seat] = (0,)  # the only player left in: nobody to compare with
    return keys.__getitem__
