"""A plain model of the betting rules, with pokerkit's known deviations as switches.

The differential test against pokerkit runs this model twice beside the engine: with no deviation switched
on it states CONTRACTS.md's rules (the engine must agree with it at every decision), and with every
deviation switched on it predicts pokerkit (pokerkit must agree with that). Wherever the engine and
pokerkit differ, the switches that change the model's answer name the deviation exactly.

The deviations (pokerkit 0.7):
- ``short_blind``: it measures calls and raises from the blinds actually posted, so a big blind all-in
  for 70 can be called for 70 (and raises are sized from 70, not 100); in pot limit it counts the pot with
  the 70 posted, not the full blind of 100.
- ``reopen``: it counts raises from zero on every street, so a short all-in that is the first increase
  (e.g. over the big blind after a limper) reopens the betting for players who already acted; and its
  running total of consecutive short all-ins, once it reaches a full raise, stops counting for players
  who acted before it. It also has no 50% rule in fixed limit.
- ``limit_full_unit``: in fixed limit it raises a full unit over a short all-in instead of completing.
- ``limit_cap``: in fixed limit it allows four bets or raises on every street, not counting the big
  blind, and counts short all-ins among them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Deviations:
    """Which of pokerkit's known deviations the model applies."""

    short_blind: bool = False
    reopen: bool = False
    limit_full_unit: bool = False
    limit_cap: bool = False

    def names(self) -> tuple[str, ...]:
        return tuple(name for name in ("short_blind", "reopen", "limit_full_unit", "limit_cap") if getattr(self, name))


RULES = Deviations()
POKERKIT = Deviations(True, True, True, True)

Decision = tuple[bool, int, int | None, int | None]
"""(can fold, chips to call (0: check), min raise to, max raise to)."""


class BettingModel:
    """The betting of one hand, recomputed simply from the actions (no cards)."""

    def __init__(
        self,
        fixed_limit: bool,
        stacks: Sequence[int],
        ante: int,
        blinds: Sequence[int],
        sizes: tuple[int, int],
        deviations: Deviations,
        raise_cap: int | None = 3,
        half_bet: bool = True,
        pot_limit: bool = False,
    ) -> None:
        n = len(stacks)
        self.n = n
        self.fixed_limit = fixed_limit
        self.pot_limit = pot_limit
        self.small, self.big = sizes  # NT: (min bet, min bet)
        self.dev = deviations
        self.raise_cap = raise_cap
        self.half_bet = half_bet
        self.stacks = [s - min(ante, s) for s in stacks]
        self.pot = sum(min(ante, s) for s in stacks)
        """Pot limit: the chips put in on earlier streets (antes included)."""
        self.bets = [0] * n
        self.folded = [False] * n
        nominal = max(blinds)
        self.shortfall = 0
        """Pot limit, preflop: what a big blind all-in for less is short of the full blind (the rules count it)."""
        for k, blind in enumerate(blinds):
            seat = 1 - k if n == 2 else k
            paid = min(blind, self.stacks[seat])
            self.stacks[seat] -= paid
            self.bets[seat] += paid
            if blind == nominal and not deviations.short_blind:
                self.shortfall += blind - paid
        self.street = 0
        self._reset_round()
        self.level = max(self.bets) if deviations.short_blind else max(nominal, max(self.bets))
        self.size = max(self.small, nominal)
        self.full_level = self.level
        self.counted = 1 if nominal else 0

    def _reset_round(self) -> None:
        self.level = 0
        self.size = self.small
        self.full_level = 0
        self.counted = 0  # bets and raises toward the cap, as the rules count them
        self.cbr_count = 0  # every bet, raise or all-in, as pokerkit counts them
        self.largest_increase = 0  # pokerkit's "completion, betting or raising amount"
        self.acted: set[int] = set()  # acted on this street (the rules)
        self.pk_acted: set[int] = set()  # pokerkit's acted set (cleared by a raise it counts as full)
        self.short_all_ins: list[int] = []  # pokerkit's consecutive short all-in increases

    @property
    def unit(self) -> int:
        return self.small if self.street < 2 else self.big

    def _threshold_met(self, increase: int) -> bool:
        return 2 * increase >= self.unit if self.half_bet else increase >= self.unit

    # ----- decisions

    def decision(self, seat: int) -> Decision:
        owed = self.level - self.bets[seat]
        low, high = self._raise(seat)
        return owed > 0, min(max(owed, 0), self.stacks[seat]), low, high

    def _raise(self, seat: int) -> tuple[int | None, int | None]:
        total = self.bets[seat] + self.stacks[seat]
        if total <= self.level:
            return None, None
        if not any(
            j != seat and not self.folded[j] and self.bets[j] + self.stacks[j] > self.level for j in range(self.n)
        ):
            return None, None
        facing = self.level - self.bets[seat]
        if self.dev.reopen:
            if min(facing, self.stacks[seat]) < self.largest_increase:
                return None, None
            if self.short_all_ins and sum(self.short_all_ins) < self.largest_increase and seat in self.pk_acted:
                return None, None
        elif seat in self.acted:
            reopened = self._threshold_met(facing) if self.fixed_limit else facing >= self.size
            if not reopened:
                return None, None
        if self.fixed_limit:
            if self.dev.limit_cap:
                if self.cbr_count >= 4:
                    return None, None
            elif self.raise_cap is not None and self.counted >= self.raise_cap + 1:
                return None, None
            if self.dev.limit_full_unit:
                target = self.level + max(self.largest_increase, self.unit)
            else:
                target = self.full_level + self.unit
            return min(target, total), min(target, total)
        low = self.level + self.size
        if self.pot_limit:
            owed = self.level - self.bets[seat]
            pot_after_call = self.pot + sum(self.bets) + self.shortfall + owed
            return min(low, total), min(max(self.level + pot_after_call, low), total)
        return min(low, total), total

    # ----- actions

    def fold(self, seat: int) -> None:
        self.folded[seat] = True
        self.acted.add(seat)
        self.pk_acted.add(seat)

    def call(self, seat: int) -> None:
        chips = min(max(self.level - self.bets[seat], 0), self.stacks[seat])
        self.stacks[seat] -= chips
        self.bets[seat] += chips
        self.acted.add(seat)
        self.pk_acted.add(seat)

    def raise_to(self, seat: int, total: int) -> None:
        increase = total - self.level
        self.stacks[seat] -= total - self.bets[seat]
        self.bets[seat] = total
        # the rules
        if self.fixed_limit:
            if total >= self.full_level + self.unit or self._threshold_met(total - self.full_level):
                self.full_level = total
                self.counted += 1
        elif increase >= self.size:
            self.size = increase
        self.acted.add(seat)
        # pokerkit's bookkeeping
        self.pk_acted.add(seat)
        if increase >= self.largest_increase:
            self.pk_acted = {seat}
        self.largest_increase = max(self.largest_increase, increase)
        self.cbr_count += 1
        if self.stacks[seat]:
            self.short_all_ins.clear()
        else:
            self.short_all_ins.append(increase)
        if sum(self.short_all_ins) >= self.largest_increase:
            self.short_all_ins.clear()
        self.level = total

    def next_street(self) -> None:
        self.pot += sum(self.bets)
        self.shortfall = 0
        self.bets = [0] * self.n
        self.street += 1
        self._reset_round()
