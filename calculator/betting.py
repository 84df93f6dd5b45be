"""The chips on the table during a hand and the betting rules, street by street.

``Table`` is the mutable state a replay drives: forced bets, whose turn it is, what the player to act may
do, and what each fold, check, call, bet or raise does to the round. It starts from a ``TableSetup`` (the
variant, stakes, forced bets and stacks) and knows nothing of cards or of the file a hand came from.

No-limit (``NT``): a bet or raise must add at least the last full bet or raise of the round (at least the
minimum bet; preflop the largest blind or straddle). An all-in short of that is allowed but is not a full
raise: a player who has already acted may raise again only if the increases since his last action add up
to a full raise. Callers of a short big blind (or straddle) owe the full amount, and raises are sized from
it. Nobody may raise when no opponent could call more than the current bet (every opponent is all-in).

Pot limit (``PT``): as no-limit, except that a bet or raise may go at most to the current bet plus the pot
after the player's call (every chip put in: earlier streets, antes and the bets in front of the players,
his call included); never below the minimum bet or raise. On the preflop round a big blind (the largest
blind or straddle) posted all-in for less is counted in the pot at its full amount.

Fixed limit (``FT``): bets and raises are one unit (small bet preflop and on the flop, big bet on the turn
and river). An all-in raising the last full level by at least half a unit (``limit_reopen = half_bet``;
a full unit with ``full_bet``) counts as a raise; a smaller one does not, and a player facing it may
complete to the full level. A player who has already acted may raise again only if the increases since his
last action reach that threshold. ``raise_cap`` limits the raises after the bet (preflop the big blind is
the bet).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .errors import HandHistoryError, RulesError
from .rules import LimitReopen, RuleSet

STREETS = ("preflop", "flop", "turn", "river")
BOARD_SIZES = (0, 3, 4, 5)
"""How many board cards are out on each street."""
RIVER = 3
"""The index of the last street in ``STREETS``."""


class Variant(StrEnum):
    """The betting structures this engine plays (PHH's variant codes)."""

    NO_LIMIT = "NT"
    POT_LIMIT = "PT"
    """Pot-limit hold'em: PHH has no code for it; ``PT`` follows its scheme (``NT``, ``FT``, ``PO``)."""
    FIXED_LIMIT = "FT"


@dataclass(frozen=True, slots=True)
class TableSetup:
    """Everything the betting rules need before the first action: variant, stakes, forced bets, stacks.

    Per-seat tuples are in seat order (the first seat left of the button first, the button last; heads-up
    the big blind first). ``antes`` and ``blinds_or_straddles`` are as PHH writes them: heads-up, the
    small blind's amounts come first even though the small blind sits second; a negative blind is a live
    post. ``min_bet`` is for no-limit and pot limit, ``small_bet`` and ``big_bet`` for fixed limit (0 where unused).
    ``smallest_chip`` is the smallest chip in play: pots are split in whole smallest chips. A hand-history
    reader checks the values (``calculator.phh``).
    """

    variant: Variant
    starting_stacks: tuple[int, ...]
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...]
    min_bet: int = 0
    small_bet: int = 0
    big_bet: int = 0
    smallest_chip: int = 1

    @property
    def seats(self) -> int:
        """How many players sit at the table."""
        return len(self.starting_stacks)

    def forced_seat(self, entry: int) -> int:
        """The seat that pays entry ``entry`` of ``antes`` and ``blinds_or_straddles``: the seat of that index,
        except heads-up, where PHH lists the small blind (the button, seat 1) first."""
        return 1 - entry if self.seats == 2 else entry

    def asked_of(self, seat: int, *, ante: bool) -> int:
        """The ante (``ante``), or else the blind or straddle, that the table asks of ``seat``: the full amount,
        whatever the player could post (a live post's amount as a positive number)."""
        entry = self.forced_seat(seat)  # heads-up the swap is its own inverse
        return self.antes[entry] if ante else abs(self.blinds_or_straddles[entry])


class RaiseVerdict(StrEnum):
    """Why the player to act may or may not bet or raise, in the order the rules are applied."""

    NO_CHIPS = "no_chips"
    """May not: a call takes every chip the player has left."""
    NO_OPPONENT = "no_opponent"
    """May not: every opponent still in is all-in (or has only enough to call), so nobody could call a raise."""
    CAPPED = "capped"
    """May not (fixed limit): the round has had its bet and every raise the cap allows."""
    NOT_REOPENED = "not_reopened"
    """May not: the player has acted and the increases since then are short of a full raise (fixed limit: of the
    threshold of ``limit_reopen``)."""
    NOT_ACTED = "not_acted"
    """May: the player has not acted yet in this round."""
    REOPENED = "reopened"
    """May: the player has acted and the increases since then reach a full raise (fixed limit: the threshold)."""


@dataclass(frozen=True, slots=True)
class RaiseReason:
    """Whether the player to act may raise and why, with the figures the rule compared.

    ``since`` is what the bet has gone up by since the player's last action (the chips a call adds);
    ``needed`` is the least those increases must reach to reopen the betting (no-limit and pot limit: the last full
    raise; fixed limit: half a bet rounded up, or a full bet), for ``CAPPED`` the raises the cap allows, else 0.
    """

    verdict: RaiseVerdict
    since: int = 0
    needed: int = 0

    @property
    def allowed(self) -> bool:
        """True if the player may bet or raise."""
        return self.verdict in (RaiseVerdict.NOT_ACTED, RaiseVerdict.REOPENED)

    def to_json(self) -> dict[str, object]:
        """As the practice bank writes it (CONTRACTS.md, "Practice bank": ``why``)."""
        return {"reason": str(self.verdict), "since": self.since, "needed": self.needed}


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
    """Fixed limit: a short all-in bet (the street's first, less than one bet) brought up to one full bet: the bet
    itself. Bringing a short all-in raise up to the next level is a raise (RAISE), and counts as one."""
    DEAL_HOLE = "deal_hole"
    DEAL_BOARD = "deal_board"
    SHOW = "show"
    MUCK = "muck"


class RaiseRange(NamedTuple):
    """The street totals a player may raise to (``low == high`` when only one amount is allowed)."""

    low: int
    high: int


class Step(NamedTuple):
    """One thing that happened in a hand, in order.

    ``index`` is the action's position in the history's ``actions`` (None for antes, blinds and implied
    folds). ``chips`` are the chips the step put in; ``street_total`` the player's total bet on this street
    after it (an ante is dead money and leaves it at 0). For bets and raises ``full_raise`` says whether it
    was a full bet or raise (False: an all-in short of one), and ``reopens_for`` names the players who had
    already acted and may now raise again. ``cards`` are dealt or shown cards as text (``"??"`` for an
    unknown card).
    """

    index: int | None  # type: ignore[assignment]  # the field shadows tuple.index on purpose
    street: str
    kind: StepKind
    seat: int | None = None
    name: str | None = None
    chips: int = 0
    street_total: int = 0
    all_in: bool = False
    full_raise: bool | None = None
    reopens_for: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    commentary: str | None = None


@dataclass(frozen=True, slots=True)
class BettingView:
    """The betting of the current street, as a reader outside the engine may see it (a snapshot).

    ``level`` is the bet to call; ``raise_size`` the last full bet or raise of the street (no-limit and pot
    limit: the least a raise must add); ``bets`` and ``stacks`` each seat's chips in front and behind;
    ``complete_to`` (fixed limit) the street total a raise, or the completion of a short all-in, goes to: the last
    full level plus one bet (None in no-limit and pot limit).
    """

    to_act: int | None
    fixed_limit: bool
    level: int
    raise_size: int
    bets: tuple[int, ...]
    stacks: tuple[int, ...]
    complete_to: int | None = None


class Table:
    """The chips and the betting round of one hand (mutable; driven action by action).

    Each forced bet and each action returns the ``Step`` that records it; ``index`` and ``commentary``
    are the action's position in a history and its comment, kept on the step.
    """

    def __init__(self, setup: TableSetup, rules: RuleSet, names: tuple[str, ...]) -> None:
        n = setup.seats
        self.seats = n
        self.rules = rules
        self.names = names
        self.fixed_limit = _is_fixed_limit(setup.variant)
        self.pot_limit = setup.variant is Variant.POT_LIMIT
        self.min_bet = setup.min_bet
        self.small_bet = setup.small_bet
        self.big_bet = setup.big_bet
        self.stacks = list(setup.starting_stacks)
        self.bets = [0] * n
        """Each seat's bet on the current street."""
        self.live = [0] * n
        """Each seat's bets on the streets before this one."""
        self.dead = [0] * n
        """Dead money posted for the table: the ante of the one seat that posts one (a big-blind ante)."""
        self.antes = [0] * n
        """Each seat's own ante, when several seats post one (at most his stack: short, he is all-in)."""
        self.folded = [False] * n
        self.in_hand = n
        """How many players have not folded."""
        self.able = n
        """How many players have not folded and still have chips behind."""
        self.acted = [False] * n
        self.street = 0
        self.level = 0
        """The bet to call on this street."""
        self.raise_size = 0
        """No-limit and pot limit: the last full bet or raise of this street (the least a raise must add)."""
        self.blind_shortfall = 0
        """Pot limit, preflop: the chips a big blind posted all-in for less is short of the full blind (counted
        in the pot as if posted)."""
        self.full_level = 0
        """Fixed limit: the last full bet or raise level of this street (short all-ins stay above it)."""
        self.raises = 0
        """Fixed limit: full bets and raises so far on this street (the big blind counts as the bet)."""
        self.to_act: int | None = None
        self.last_betting_street: int | None = None
        """The street of the last fold, check, call, bet or raise (None before the first one)."""
        self.aggressor: tuple[int, int] | None = None
        """(street, seat) of the last bet or raise."""
        self.forced: list[Step] = []
        """The antes, blinds, straddles and posts, in the order they were taken."""
        self._post_forced(setup)

    # ----- forced bets

    def _post_forced(self, setup: TableSetup) -> None:
        n = self.seats
        antes = [setup.antes[setup.forced_seat(seat)] for seat in range(n)]
        blinds = setup.blinds_or_straddles
        posting = [(setup.forced_seat(k), k, amount) for k, amount in enumerate(blinds) if amount]
        ante_seats = [seat for seat, ante in enumerate(antes) if ante]
        blind_seats = {seat for seat, _, amount in posting if amount > 0}
        table_ante = len(ante_seats) == 1  # one ante for the whole table: dead money
        big_blind_ante = table_ante and ante_seats[0] in blind_seats  # posted after the blind
        if not big_blind_ante:
            for seat in ante_seats:
                self._post_ante(seat, antes[seat], table_ante)
        nominal = 0
        largest = 0
        opener_after = None
        posted: list[tuple[int, int]] = []
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
            posted.append((size, paid))
            self.forced.append(self._forced_step(seat, kind, paid, self.bets[seat]))
        if big_blind_ante:
            self._post_ante(ante_seats[0], antes[ante_seats[0]], True)
        self.level = max(nominal, max(self.bets))
        if self.fixed_limit:
            straddles = sum(1 for _, k, amount in posting if amount > 0 and k >= 2)
            self.full_level = self.level
            self.raises = (1 + straddles) if self.level else 0
        else:
            self.raise_size = max(self.min_bet, max(blinds))  # the largest blind or straddle
            self.blind_shortfall = sum(size - paid for size, paid in posted if size == nominal)
        self.able = n - self.stacks.count(0)
        start = 0 if opener_after is None else (opener_after + 1) % n
        self.to_act = self._first_to_act(start)

    def _post_ante(self, seat: int, ante: int, for_table: bool) -> None:
        """Post ``seat``'s ante (all his stack when it is smaller): dead money for the table, or his own."""
        paid = min(ante, self.stacks[seat])
        self.stacks[seat] -= paid
        (self.dead if for_table else self.antes)[seat] += paid
        self.forced.append(self._forced_step(seat, StepKind.ANTE, paid, 0))

    def _forced_step(self, seat: int, kind: StepKind, paid: int, street_total: int) -> Step:
        all_in = paid > 0 and self.stacks[seat] == 0
        return Step(None, STREETS[0], kind, seat, self.names[seat], paid, street_total, all_in)

    # ----- whose turn

    def _first_to_act(self, start: int) -> int | None:
        """The first seat from ``start`` on that still has to act in this round, or None."""
        if self.in_hand < 2 or not self.able:
            return None
        folded, stacks, bets, acted, level, seats = (
            self.folded,
            self.stacks,
            self.bets,
            self.acted,
            self.level,
            self.seats,
        )
        for step in range(seats):
            seat = (start + step) % seats
            if not folded[seat] and stacks[seat] > 0 and (not acted[seat] or bets[seat] < level):
                if self.able == 1 and bets[seat] >= max(bets):
                    return None  # everyone else is all-in and already covered: nothing left to bet or call
                return seat
        return None

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen in this hand (the remaining cards come without betting)."""
        return self.to_act is None and (self.in_hand < 2 or self.street == RIVER or self.able < 2)

    @property
    def unit(self) -> int:
        """The fixed-limit bet size of the current street."""
        return self.small_bet if self.street < 2 else self.big_bet

    @property
    def showdown_led_by_aggressor(self) -> bool:
        """True if the last betting round had a bet or raise: its last aggressor shows first (else the first live seat
        left of the button does)."""
        return self.aggressor is not None and self.aggressor[0] == self.last_betting_street

    def showdown_order(self) -> tuple[int, ...]:
        """The seats still in, in the order they show: the last aggressor of the final betting round first
        (no bet on it: the first live seat left of the button), then the others clockwise. Empty when
        fewer than two players are left."""
        if self.in_hand < 2:
            return ()
        first = self.aggressor[1] if self.aggressor is not None and self.showdown_led_by_aggressor else 0
        clockwise = [(first + step) % self.seats for step in range(self.seats)]
        return tuple([seat for seat in clockwise if not self.folded[seat]])

    # ----- what the player to act may do

    def call_amount(self, seat: int) -> int:
        """Chips the seat must add to call (capped by its stack); 0 means it may check."""
        return min(max(self.level - self.bets[seat], 0), self.stacks[seat])

    def raise_range(self, seat: int) -> RaiseRange | None:
        """The street totals ``seat`` may bet or raise to, or None when raising is not allowed."""
        if self.why_no_raise(seat) is not None:
            return None
        most = self.bets[seat] + self.stacks[seat]
        if self.fixed_limit:
            target = min(self.full_level + self.unit, most)
            return RaiseRange(target, target)
        least = self.level + self.raise_size
        if self.pot_limit:
            most = min(max(self.pot_limit_to(seat), least), most)
        return RaiseRange(min(least, most), most)

    @property
    def pot_counted(self) -> int:
        """Pot limit: the pot as it counts for the largest raise (every chip put in, the bets in front of the
        players included; preflop, a big blind posted all-in for less counts in full)."""
        return sum(self.dead) + sum(self.antes) + sum(self.live) + sum(self.bets) + self.blind_shortfall

    def pot_after_call(self, seat: int) -> int:
        """Pot limit: the pot as it counts for ``seat``'s largest raise, its call included."""
        return self.pot_counted + max(self.level - self.bets[seat], 0)

    def pot_limit_to(self, seat: int) -> int:
        """Pot limit: the street total of a pot-sized raise by ``seat``, the current bet plus the pot after
        its call (before any cap by its stack or floor at the minimum raise)."""
        return self.level + self.pot_after_call(seat)

    def raise_reason(self, seat: int) -> RaiseReason:
        """Whether ``seat`` may bet or raise now, and why (the rules in the order they apply)."""
        if self.bets[seat] + self.stacks[seat] <= self.level:
            return RaiseReason(RaiseVerdict.NO_CHIPS)
        if not self._opponent_can_call(seat):
            return RaiseReason(RaiseVerdict.NO_OPPONENT)
        facing = self.level - self.bets[seat]
        if self.fixed_limit:
            cap = self.rules.raise_cap
            if cap is not None and self.raises >= cap + 1:
                return RaiseReason(RaiseVerdict.CAPPED, facing, cap)
            needed = self._limit_threshold()
        else:
            needed = self.raise_size
        if not self.acted[seat]:
            return RaiseReason(RaiseVerdict.NOT_ACTED, facing, needed)
        if facing >= needed:
            return RaiseReason(RaiseVerdict.REOPENED, facing, needed)
        return RaiseReason(RaiseVerdict.NOT_REOPENED, facing, needed)

    def why_no_raise(self, seat: int) -> str | None:
        """Why ``seat`` may not bet or raise now, in words for an error message, or None if it may."""
        reason = self.raise_reason(seat)
        match reason.verdict:
            case RaiseVerdict.NO_CHIPS:
                return "it has no chips beyond what a call takes"
            case RaiseVerdict.NO_OPPONENT:
                return "no opponent could call a raise: every opponent is all-in (or has only enough to call)"
            case RaiseVerdict.CAPPED:
                return f"the betting is capped (a bet and {reason.needed} raises)"
            case RaiseVerdict.NOT_REOPENED if self.fixed_limit:
                return (
                    f"it has already acted and the increase since then ({reason.since}) is less than "
                    f"{self._limit_threshold_text()}, so the betting is not reopened for it"
                )
            case RaiseVerdict.NOT_REOPENED:
                return (
                    f"it has already acted and the increases since then ({reason.since}) are short of a full raise "
                    f"({reason.needed}), so the betting is not reopened for it"
                )
        return None

    def _opponent_can_call(self, seat: int) -> bool:
        """True if an opponent still in the hand could call more than the current bet."""
        return any(
            other != seat and not self.folded[other] and self.bets[other] + self.stacks[other] > self.level
            for other in range(self.seats)
        )

    def _reaches_limit_threshold(self, increase: int) -> bool:
        """Fixed limit: True if ``increase`` over the last full level counts as a raise."""
        return increase >= self._limit_threshold()

    def _limit_threshold(self) -> int:
        """Fixed limit: the least increase over the last full level that counts as a raise (half a bet, rounded up,
        or a full bet)."""
        match self.rules.limit_reopen:
            case LimitReopen.HALF_BET:
                return -(-self.unit // 2)
            case LimitReopen.FULL_BET:
                return self.unit
            case unknown:
                raise RulesError(f"unknown limit_reopen rule {unknown!r}")

    def _limit_threshold_text(self) -> str:
        match self.rules.limit_reopen:
            case LimitReopen.HALF_BET:
                return f"half a bet ({self.unit} / 2)"
            case LimitReopen.FULL_BET:
                return f"a full bet ({self.unit})"
            case unknown:
                raise RulesError(f"unknown limit_reopen rule {unknown!r}")

    # ----- acting

    def fold(self, seat: int, index: int | None = None, commentary: str | None = None) -> Step:
        """The player to act folds."""
        self.folded[seat] = True
        self.in_hand -= 1
        if self.stacks[seat]:
            self.able -= 1
        return self._acted(seat, StepKind.FOLD, 0, False, None, (), index, commentary)

    def check_or_call(self, seat: int, index: int | None = None, commentary: str | None = None) -> Step:
        """The player to act checks or calls (all-in when short)."""
        chips = self.call_amount(seat)
        self.stacks[seat] -= chips
        self.bets[seat] += chips
        all_in = chips > 0 and self.stacks[seat] == 0
        if all_in:
            self.able -= 1
        kind = StepKind.CALL if chips else StepKind.CHECK
        return self._acted(seat, kind, chips, all_in, None, (), index, commentary)

    def bet_or_raise(self, seat: int, total: int, index: int | None = None, commentary: str | None = None) -> Step:
        """The player to act bets or raises to the street total ``total`` (already checked as legal)."""
        before = self.level
        chips = total - self.bets[seat]
        self.stacks[seat] -= chips
        self.bets[seat] = total
        all_in = self.stacks[seat] == 0
        if all_in:
            self.able -= 1
        if self.fixed_limit:
            target = self.full_level + self.unit
            if before == 0:
                kind = StepKind.BET
            elif self.full_level == 0 and total == target:  # no full bet yet: completing the short all-in bet
                kind = StepKind.COMPLETE
            else:
                kind = StepKind.RAISE
            full = total >= target or self._reaches_limit_threshold(total - self.full_level)
            if full:
                self.full_level = total
                self.raises += 1
        else:
            kind = StepKind.BET if before == 0 else StepKind.RAISE
            full = total - before >= self.raise_size
            if full:
                self.raise_size = total - before
        self.level = total
        self.aggressor = (self.street, seat)
        reopened = tuple(
            [
                self.names[other]
                for other in range(self.seats)
                if other != seat
                and self.acted[other]
                and not self.folded[other]
                and self.stacks[other] > 0
                and self._reopened(other)
            ]
        )
        return self._acted(seat, kind, chips, all_in, full, reopened, index, commentary)

    def _acted(
        self,
        seat: int,
        kind: StepKind,
        chips: int,
        all_in: bool,
        full_raise: bool | None,
        reopens_for: tuple[str, ...],
        index: int | None,
        commentary: str | None,
    ) -> Step:
        """Mark the seat as having acted, pass the turn on, and return the step that records the action."""
        self.acted[seat] = True
        self.last_betting_street = self.street
        self.to_act = self._first_to_act((seat + 1) % self.seats)
        street, name, street_total, cards = STREETS[self.street], self.names[seat], self.bets[seat], ()
        return Step(
            index, street, kind, seat, name, chips, street_total, all_in, full_raise, reopens_for, cards, commentary
        )

    def view(self) -> BettingView:
        """A snapshot of this street's betting."""
        return BettingView(
            self.to_act,
            self.fixed_limit,
            self.level,
            self.raise_size,
            tuple(self.bets),
            tuple(self.stacks),
            complete_to=self.full_level + self.unit if self.fixed_limit else None,
        )

    def count_as_full_raise(self, seat: int, increase: int) -> None:
        """Count the last bet or raise (by ``seat``, adding ``increase`` to the bet) as a full raise, whatever
        the rules say of it: it reopens the betting for every other player with chips and, in no-limit and
        pot limit, sizes the next raise (in fixed limit it sets the level the next raise adds a bet to).

        The rules never call this; it plays out a reading of them that differs (a typical mistake).
        """
        if self.fixed_limit:
            self.full_level = self.level
            self.raises += 1
        else:
            self.raise_size = increase
        for other in range(self.seats):
            if other != seat and not self.folded[other] and self.stacks[other] > 0:
                self.acted[other] = False

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
        self.blind_shortfall = 0
        self.to_act = self._first_to_act(0)

    def finish(self) -> None:
        """Move the last street's bets into the players' totals."""
        self.live = [live + bet for live, bet in zip(self.live, self.bets, strict=True)]
        self.bets = [0] * self.seats


def _is_fixed_limit(variant: Variant) -> bool:
    match variant:
        case Variant.FIXED_LIMIT:
            return True
        case Variant.NO_LIMIT | Variant.POT_LIMIT:
            return False
        case unknown:
            raise HandHistoryError(f"unsupported variant {unknown!r} (supported: {SUPPORTED_VARIANTS})")


SUPPORTED_VARIANTS = "NT no-limit, PT pot-limit and FT fixed-limit hold'em"
"""The variants this engine plays, for error messages."""
