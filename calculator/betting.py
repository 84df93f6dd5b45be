"""The chips on the table during a hand and the betting rules of DESIGN.md, street by street.

``Table`` is the mutable state a replay drives: forced bets, whose turn it is, what the player to act may
do, and what each fold, check, call, bet or raise does to the round. It knows nothing of cards.

No-limit (``NT``): a bet or raise must add at least the last full bet or raise of the round (at least the
minimum bet; preflop the largest blind or straddle). An all-in short of that is allowed but is not a full
raise: a player who has already acted may raise again only if the increases since his last action add up
to a full raise. Callers of a short big blind (or straddle) owe the full amount, and raises are sized from
it. Nobody may raise when no opponent could call more than the current bet (every opponent is all-in).

Fixed limit (``FT``): bets and raises are one unit (small bet preflop and on the flop, big bet on the turn
and river). An all-in raising the last full level by at least half a unit (``limit_reopen = half_bet``;
a full unit with ``full_bet``) counts as a raise; a smaller one does not, and a player facing it may
complete to the full level. A player who has already acted may raise again only if the increases since his
last action reach that threshold. ``raise_cap`` limits the raises after the bet (preflop the big blind is
the bet).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from .phh import HandHistory
from .rules import LimitReopen, RuleSet

STREETS = ("preflop", "flop", "turn", "river")
BOARD_SIZES = (0, 3, 4, 5)
"""How many board cards are out on each street."""


class StepKind(StrEnum):
    """What a step of a played hand was."""

    ANTE = "ante"
    BLIND = "blind"
    STRADDLE = "straddle"
    POST = "post"
    """A live bet posted out of turn (a negative entry of PHH's ``blinds_or_straddles``)."""
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    COMPLETE = "complete"
    """Fixed limit: raising a short all-in up to the full bet or raise level."""
    DEAL_HOLE = "deal_hole"
    DEAL_BOARD = "deal_board"
    SHOW = "show"
    MUCK = "muck"


# The kinds of wager as module constants: one is read on every betting action, and reading a member off
# its Enum class costs several times more than reading a global.
FOLD, CHECK, CALL = StepKind.FOLD, StepKind.CHECK, StepKind.CALL
BET, RAISE, COMPLETE = StepKind.BET, StepKind.RAISE, StepKind.COMPLETE


class RaiseRange(NamedTuple):
    """The street totals a player may raise to (``low == high`` when only one amount is allowed)."""

    low: int
    high: int


Wager = tuple[StepKind, int, int, bool, bool | None, tuple[int, ...]]
"""What a fold, check, call, bet or raise did, as a plain tuple (one is made on every betting action):
``(kind, chips, street_total, all_in, full_raise, reopens_for)``. ``chips`` are the chips added and
``street_total`` the player's bet on the street after it. ``full_raise`` (bets and raises only) is True for
a full bet or raise, False for an all-in short of one, else None. ``reopens_for`` holds the seats that had
already acted and may now raise again because of this step."""


class Table:
    """The chips and the betting round of one hand (mutable; driven action by action)."""

    __slots__ = (
        "able", "acted", "bets", "big_bet", "dead", "fixed_limit", "folded", "forced", "full_level", "in_hand",
        "level", "live", "min_bet", "raise_size", "raises", "rules", "seats", "small_bet", "stacks", "street",
        "to_act",
    )  # fmt: skip

    def __init__(self, history: HandHistory, rules: RuleSet) -> None:
        n = history.seat_count
        self.seats = n
        self.rules = rules
        self.fixed_limit = history.fixed_limit
        self.min_bet = history.min_bet or 0
        self.small_bet = history.small_bet or 0
        self.big_bet = history.big_bet or 0
        self.stacks = list(history.starting_stacks)
        self.bets = [0] * n
        self.live = [0] * n
        self.dead = [0] * n
        self.folded = [False] * n
        self.in_hand = n
        """How many players have not folded."""
        self.able = n
        """How many players have not folded and still have chips behind (kept up to date by every action)."""
        self.acted = [False] * n
        self.street = 0
        self.level = 0
        self.raise_size = 0
        self.full_level = 0
        self.raises = 0
        self.to_act: int | None = None
        self.forced: list[tuple[int, StepKind, int]] = []
        self._post_forced(history)

    # ----- forced bets

    def _post_forced(self, history: HandHistory) -> None:
        n = self.seats
        heads_up = n == 2  # PHH lists the small blind's amounts first; heads-up the small blind is p2
        antes = history.antes[::-1] if heads_up else history.antes
        blinds = history.blinds_or_straddles
        posting = [(1 - k if heads_up else k, k, amount) for k, amount in enumerate(blinds) if amount]
        ante_seats = [i for i, ante in enumerate(antes) if ante] if any(antes) else []
        blind_seats = {seat for seat, _, amount in posting if amount > 0}
        big_blind_ante = len(ante_seats) == 1 and ante_seats[0] in blind_seats
        if not big_blind_ante:
            for i in ante_seats:
                self._post_ante(i, antes[i])
        nominal = 0
        largest = 0
        opener_after = None
        for seat, k, amount in posting:
            if amount > 0:
                kind = StepKind.STRADDLE if k >= 2 else StepKind.BLIND
                if amount >= largest:
                    largest, opener_after = amount, seat
            else:
                kind = StepKind.POST
            size = abs(amount)
            nominal = max(nominal, size)
            paid = min(size, self.stacks[seat])
            self.stacks[seat] -= paid
            self.bets[seat] += paid
            self.forced.append((seat, kind, paid))
        if big_blind_ante:
            self._post_ante(ante_seats[0], antes[ante_seats[0]])
        self.level = max(nominal, max(self.bets))
        if self.fixed_limit:
            straddles = sum(1 for _, k, amount in posting if amount > 0 and k >= 2)
            self.full_level = self.level
            self.raises = (1 + straddles) if self.level else 0
        else:
            self.raise_size = max(self.min_bet, max(blinds))  # the largest blind or straddle
        self.able = n - self.stacks.count(0)
        start = 0 if opener_after is None else (opener_after + 1) % n
        self.to_act = self._first_to_act(start)

    def _post_ante(self, seat: int, ante: int) -> None:
        paid = min(ante, self.stacks[seat])
        self.stacks[seat] -= paid
        self.dead[seat] += paid
        self.forced.append((seat, StepKind.ANTE, paid))

    # ----- whose turn

    def _first_to_act(self, start: int) -> int | None:
        """The first seat from ``start`` on that still has to act in this round, or None."""
        if self.in_hand < 2 or not self.able:
            return None
        folded, stacks, bets, acted = self.folded, self.stacks, self.bets, self.acted
        level, seats = self.level, self.seats
        for step in range(seats):
            seat = (start + step) % seats
            if not folded[seat] and stacks[seat] > 0 and (not acted[seat] or bets[seat] < level):
                if self.able == 1 and bets[seat] >= max(bets):
                    return None  # everyone else is all-in and already covered: nothing left to bet or call
                return seat
        return None

    @property
    def can_still_bet(self) -> int:
        """How many players still in the hand have chips behind."""
        return self.able

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen in this hand (the remaining cards come without betting)."""
        return self.to_act is None and (self.in_hand < 2 or self.street == 3 or self.can_still_bet < 2)

    @property
    def unit(self) -> int:
        """The fixed-limit bet size of the current street."""
        return self.small_bet if self.street < 2 else self.big_bet

    # ----- what the player to act may do

    def call_amount(self, seat: int) -> int:
        """Chips the seat must add to call (capped by its stack); 0 means it may check."""
        return min(max(self.level - self.bets[seat], 0), self.stacks[seat])

    def raise_range(self, seat: int) -> RaiseRange | None:
        """The street totals ``seat`` may bet or raise to, or None when raising is not allowed."""
        return None if self.why_no_raise(seat) else self._range(seat)

    def _range(self, seat: int) -> RaiseRange:
        most = self.bets[seat] + self.stacks[seat]
        if self.fixed_limit:
            target = self.full_level + self.unit
            return RaiseRange(min(target, most), min(target, most))
        least = self.level + self.raise_size
        return RaiseRange(min(least, most), most)

    def why_no_raise(self, seat: int) -> str | None:
        """Why ``seat`` may not bet or raise now, or None if it may."""
        most = self.bets[seat] + self.stacks[seat]
        if most <= self.level:
            return "it has no chips beyond what a call takes"
        if not self._opponent_can_call(seat):
            return "no opponent could call a raise: every opponent is all-in (or has only enough to call)"
        facing = self.level - self.bets[seat]
        if self.fixed_limit:
            cap = self.rules.raise_cap
            if cap is not None and self.raises >= cap + 1:
                return f"the betting is capped (a bet and {cap} raises)"
            if self.acted[seat] and not self._reaches_limit_threshold(facing):
                return (
                    f"it has already acted and the increase since then ({facing}) is less than "
                    f"{self._limit_threshold_text()}, so the betting is not reopened for it"
                )
        elif self.acted[seat] and facing < self.raise_size:
            return (
                f"it has already acted and the increases since then ({facing}) are short of a full raise "
                f"({self.raise_size}), so the betting is not reopened for it"
            )
        return None

    def _opponent_can_call(self, seat: int) -> bool:
        """True if an opponent still in the hand could call more than the current bet."""
        folded, stacks, bets, level = self.folded, self.stacks, self.bets, self.level
        for j in range(self.seats):
            if j != seat and not folded[j] and stacks[j] > 0 and bets[j] + stacks[j] > level:
                return True
        return False

    def _reaches_limit_threshold(self, increase: int) -> bool:
        if self.rules.limit_reopen is LimitReopen.HALF_BET:
            return 2 * increase >= self.unit
        return increase >= self.unit

    def _limit_threshold_text(self) -> str:
        if self.rules.limit_reopen is LimitReopen.HALF_BET:
            return f"half a bet ({self.unit} / 2)"
        return f"a full bet ({self.unit})"

    # ----- acting

    def fold(self, seat: int) -> Wager:
        """The player to act folds."""
        self.folded[seat] = True
        self.in_hand -= 1
        if self.stacks[seat]:
            self.able -= 1
        self.acted[seat] = True
        self.to_act = self._first_to_act((seat + 1) % self.seats)
        return (FOLD, 0, self.bets[seat], False, None, ())

    def check_or_call(self, seat: int) -> Wager:
        """The player to act checks or calls (all-in when short)."""
        stacks, bets = self.stacks, self.bets
        owed = self.level - bets[seat]
        chips = 0 if owed <= 0 else owed if owed < stacks[seat] else stacks[seat]  # call_amount, inlined
        stacks[seat] -= chips
        bets[seat] += chips
        self.acted[seat] = True
        all_in = chips > 0 and stacks[seat] == 0
        if all_in:
            self.able -= 1
        self.to_act = self._first_to_act((seat + 1) % self.seats)
        return (CALL if chips else CHECK, chips, bets[seat], all_in, None, ())

    def bet_or_raise(self, seat: int, total: int) -> Wager:
        """The player to act bets or raises to the street total ``total`` (already checked as legal)."""
        before = self.level
        chips = total - self.bets[seat]
        self.stacks[seat] -= chips
        self.bets[seat] = total
        all_in = self.stacks[seat] == 0
        if all_in:
            self.able -= 1
        increase = total - before
        if self.fixed_limit:
            target = self.full_level + self.unit
            if before == 0:
                kind = BET
            elif before > self.full_level and total == target:
                kind = COMPLETE
            else:
                kind = RAISE
            full = total >= target or self._reaches_limit_threshold(total - self.full_level)
            if full:
                self.full_level = total
                self.raises += 1
        else:
            kind = BET if before == 0 else RAISE
            full = increase >= self.raise_size
            if full:
                self.raise_size = increase
        self.level = total
        self.acted[seat] = True
        acted, folded, stacks = self.acted, self.folded, self.stacks
        reopened = tuple(
            [
                j
                for j in range(self.seats)
                if j != seat and acted[j] and not folded[j] and stacks[j] > 0 and self._reopened(j)
            ]
        )
        self.to_act = self._first_to_act((seat + 1) % self.seats)
        return (kind, chips, total, all_in, full, reopened)

    def _reopened(self, seat: int) -> bool:
        """True if the increases since ``seat`` last acted add up to a full raise (the limit threshold)."""
        facing = self.level - self.bets[seat]
        if self.fixed_limit:
            return self._reaches_limit_threshold(facing)
        return facing >= self.raise_size

    def next_street(self) -> None:
        """Close the round and start the next street's betting (after its board cards are dealt)."""
        self.finish()
        self.acted = [False] * self.seats
        self.street += 1
        self.level = 0
        self.full_level = 0
        self.raises = 0
        self.raise_size = self.min_bet
        self.to_act = self._first_to_act(0)

    def finish(self) -> None:
        """Move the last street's bets into the players' totals."""
        self.live = [live + bet for live, bet in zip(self.live, self.bets, strict=True)]
        self.bets = [0] * self.seats
