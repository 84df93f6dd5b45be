"""The engine's settlement of an imported hand beside what the history says was collected, pot by pot.

A difference is explained when it can be: the room's fees (rake, jackpot, ...) taken from the pots and money it
added (GGPoker's cash drop) account for the totals exactly while every pot has the same winners (``fees``,
``added``); the same pots split among the same winners another way (``odd_chip``: the room deals odd chips by
another rule); a muck the site's tournament rule would not allow (``muck_concedes``), after which the engine counts
the mucked hands as folded and pays the same players the same chips from fewer pots (``pots_merged``); a history
whose own total pot is not the chips its own lines put in (``history_total``: the history's own error). Anything
else is a real difference (``winners_differ``, ``returned_differs``, ``amounts_differ``): the history's own error,
or a room rule the site's rules do not follow; the page shows both figures.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from ..playback import PlayedHand
from ..rules import TDA, RuleSet
from . import rules_for, verify
from .model import ImportedHand

Shares = tuple[tuple[str, int], ...]
REASONS = (
    "fees",
    "added",
    "odd_chip",
    "muck_concedes",
    "pots_merged",
    "history_total",
    "returned_differs",
    "winners_differ",
    "amounts_differ",
)
"""Every reason ``compare`` gives, in no particular order (the page says each in its language: ``own.reason.*``)."""


@dataclass(frozen=True, slots=True)
class PotCheck:
    """One pot: the engine's amount and shares, and the history's (its stated pot, or the sum collected from it)."""

    engine_amount: int
    engine_shares: Shares
    history_amount: int | None
    history_shares: Shares

    @property
    def same(self) -> bool:
        """True when the history states the engine's amount and shares exactly."""
        return self.history_amount == self.engine_amount and dict(self.history_shares) == dict(self.engine_shares)


@dataclass(frozen=True, slots=True)
class Comparison:
    """The pots side by side, the chips handed back, the room's fees and additions, and why they differ."""

    pots: tuple[PotCheck, ...]
    engine_returned: Shares
    history_returned: Shares
    fees: Shares
    added: Shares
    total_pot: int | None
    reasons: tuple[str, ...]

    @property
    def same(self) -> bool:
        """True when every pot and the chips handed back are exactly the history's."""
        return all(pot.same for pot in self.pots) and dict(self.engine_returned) == dict(self.history_returned)

    def to_json(self) -> dict[str, object]:
        """The comparison as the page reads it."""
        return {
            "same": self.same,
            "pots": [
                {
                    "engine": pot.engine_amount,
                    "engine_shares": dict(pot.engine_shares),
                    "history": pot.history_amount,
                    "history_shares": dict(pot.history_shares),
                    "same": pot.same,
                }
                for pot in self.pots
            ],
            "engine_returned": dict(self.engine_returned),
            "history_returned": dict(self.history_returned),
            "fees": dict(self.fees),
            "added": dict(self.added),
            "total_pot": self.total_pot,
            "reasons": list(self.reasons),
        }


def compare(hand: ImportedHand, rules: RuleSet = TDA, played: PlayedHand | None = None) -> Comparison:
    """Settle ``hand`` with the engine (or take ``played``) and set it beside the history's account."""
    played = played if played is not None else verify(hand, rules)
    settlement = played.settlement
    engine = [(pot.amount, tuple(pot.shares)) for pot in settlement.pots]
    history = _history_pots(hand, engine)
    pots = tuple(
        PotCheck(amount, shares, _stated(hand, n, history[n]), history[n]) for n, (amount, shares) in enumerate(engine)
    )
    extra = [index for index in range(len(engine), len(history))]
    if extra:  # the history names more pots than the engine cuts
        pots += tuple(PotCheck(0, (), _stated(hand, n, history[n]), history[n]) for n in extra)
    comparison = Comparison(
        pots=pots,
        engine_returned=tuple(settlement.returned),
        history_returned=_summed(hand.returned),
        fees=hand.fees,
        added=hand.added,
        total_pot=hand.total_pot,
        reasons=(),
    )
    return dataclasses.replace(comparison, reasons=_reasons(hand, rules, comparison))


def _summed(pairs: Shares) -> Shares:
    totals: dict[str, int] = {}
    for name, amount in pairs:
        totals[name] = totals.get(name, 0) + amount
    return tuple(totals.items())


def _history_pots(hand: ImportedHand, engine: list[tuple[int, Shares]]) -> list[Shares]:
    """What the history says each pot paid, by pot: as it names the pots, or (when it does not, as GGPoker) each
    collected amount matched to the engine's pot that pays that player the nearest amount."""
    count = max([len(engine), len(hand.stated_pots)] + [(item.pot or 0) + 1 for item in hand.collected])
    pots: list[dict[str, int]] = [{} for _ in range(count)]
    taken: set[tuple[int, str]] = set()
    for item in hand.collected:
        index = item.pot
        if index is None:
            choices = [
                (abs(dict(shares).get(item.name, 0) - item.amount), n)
                for n, (_, shares) in enumerate(engine)
                if item.name in dict(shares) and (n, item.name) not in taken
            ]
            index = min(choices)[1] if choices else len(engine) - 1 if engine else 0
            taken.add((index, item.name))
        pots[index][item.name] = pots[index].get(item.name, 0) + item.amount
    return [tuple(pot.items()) for pot in pots]


def _stated(hand: ImportedHand, index: int, shares: Shares) -> int | None:
    """The history's amount for pot ``index``: its summary's, else the sum collected from it (None if neither)."""
    if index < len(hand.stated_pots):
        return hand.stated_pots[index]
    if len(hand.stated_pots) == 0 and shares:
        return sum(amount for _, amount in shares)
    return None


def _reasons(hand: ImportedHand, rules: RuleSet, comparison: Comparison) -> tuple[str, ...]:
    """Why the figures differ, as far as the history shows (CONTRACTS.md, "Hand-history import")."""
    reasons = list(rules_for(hand, rules)[1])
    if comparison.same:
        return tuple(reasons)
    pots = comparison.pots
    same_winners = all(set(dict(pot.history_shares)) == set(dict(pot.engine_shares)) for pot in pots)
    engine_total = sum(pot.engine_amount for pot in pots)
    history_total = sum(amount for pot in pots for _, amount in pot.history_shares)
    fees, added = _total(comparison.fees), _total(comparison.added)
    if comparison.total_pot is not None and comparison.total_pot != engine_total + added:
        reasons.append("history_total")  # the history's own total is not the chips its own lines put in
    if dict(comparison.engine_returned) != dict(comparison.history_returned):
        reasons.append("returned_differs")
    if _payouts(pots, "engine_shares") == _payouts(pots, "history_shares") and not same_winners:
        reasons.append("pots_merged")  # a mucked hand counts as folded: pots it shared with the winner are one
    elif not same_winners:
        reasons.append("winners_differ")
    elif history_total != engine_total and history_total == engine_total + added - fees:
        reasons += (["fees"] if fees else []) + (["added"] if added else [])
    elif all(pot.history_amount == pot.engine_amount for pot in pots):
        reasons.append("odd_chip")
    else:
        reasons.append("amounts_differ")
    return tuple(reasons)


def _payouts(pots: tuple[PotCheck, ...], side: str) -> dict[str, int]:
    """Each player's total over every pot, by the engine's or the history's account (``side``)."""
    totals: dict[str, int] = {}
    for pot in pots:
        for name, amount in getattr(pot, side):
            totals[name] = totals.get(name, 0) + amount
    return totals


def _total(pairs: Shares | Mapping[str, int]) -> int:
    return sum(dict(pairs).values())
