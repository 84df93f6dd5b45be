"""Playing a hand history action by action under the betting rules, then settling it.

``replay(history, rules)`` checks every action against the rules (an illegal one raises
``IllegalActionError`` naming its index in ``actions``), records each step, and settles the finished hand
with the antes as dead money and the winners taken from the cards shown. It settles through
``settle_seats``, the core of ``calculator.settle``, with the values it built and checked itself, so the
validating ``Hand`` is not rebuilt for every hand (a test checks that both ways agree on the corpus).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .betting import BOARD_SIZES, STREETS, StepKind, Table, Wager
from .cards import Card
from .errors import ContributionError, DuplicateCardError, HandHistoryError, IllegalActionError
from .evaluator import HandKey, HandValue, describe, evaluate, hand_key
from .hand import check_total_chips
from .phh import ActionKind, HandHistory, HistoryAction, read_history
from .rules import TDA, RuleSet
from .settlement import FOLDED, Settlement, settle_seats

# The action kinds as module constants: every action is compared with them, and reading a member off its
# Enum class costs several times more than reading a global.
FOLD, CHECK_CALL, BET_RAISE = ActionKind.FOLD, ActionKind.CHECK_CALL, ActionKind.BET_RAISE
DEAL_HOLE, DEAL_BOARD, SHOW_MUCK = ActionKind.DEAL_HOLE, ActionKind.DEAL_BOARD, ActionKind.SHOW_MUCK
DEALT_HOLE, DEALT_BOARD, SHOWN, MUCKED = StepKind.DEAL_HOLE, StepKind.DEAL_BOARD, StepKind.SHOW, StepKind.MUCK


class Step(NamedTuple):
    """One thing that happened in a hand, in order (an immutable named tuple: cheap to build per action).

    ``index`` is the action's position in the history's ``actions`` (None for antes and blinds).
    ``chips`` are the chips the step put in; ``street_total`` the player's total bet on this street after
    it. For bets and raises ``full_raise`` says whether it was a full bet or raise (False: an all-in short
    of one), and ``reopens_for`` names the players who had already acted and may now raise again.
    ``cards`` are dealt or shown cards as text (``"??"`` for an unknown card).
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


StepFields = tuple[
    int | None,
    str,
    StepKind,
    int | None,
    str | None,
    int,
    int,
    bool,
    bool | None,
    tuple[str, ...],
    tuple[str, ...],
    str | None,
]
"""A ``Step``'s twelve fields as a plain tuple, as the replay logs them: a ``Step`` is built from it only when
someone reads the steps (building a named tuple for every action costs several times a plain tuple)."""


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A finished hand: its steps, board, what each player put in, the hands shown and the settlement.

    Every per-player tuple is in seat order (``names``). ``finishing_stacks`` are the stacks after the
    settlement; ``shown`` holds the two cards each player showed or had turned up at the showdown (None
    if neither, or not both known), and ``hands`` maps each of those players to the value of the best hand
    they make with the board (when at least five cards are known).
    """

    history: HandHistory
    names: tuple[str, ...]
    step_log: tuple[StepFields, ...]
    board: tuple[Card, ...]
    contributed: tuple[int, ...]
    dead: tuple[int, ...]
    folded: tuple[bool, ...]
    mucked: tuple[bool, ...]
    shown: tuple[tuple[Card, Card] | None, ...]
    settlement: Settlement
    finishing_stacks: tuple[int, ...]

    @property
    def steps(self) -> tuple[Step, ...]:
        """Everything that happened in the hand, in order."""
        return tuple(map(Step._make, self.step_log))

    @property
    def hands(self) -> tuple[tuple[str, HandValue], ...]:
        """(name, hand value) for every hand shown or turned up at the showdown, when five cards are known."""
        return tuple(
            (self.names[seat], evaluate([*cards, *self.board]))
            for seat, cards in enumerate(self.shown)
            if cards is not None and len(self.board) >= 3
        )

    def to_json(self) -> dict[str, object]:
        """The ``play`` command's output object: the settle fields, finishing stacks and hands shown."""
        result = self.settlement.to_json()
        result["finishing_stacks"] = list(self.finishing_stacks)
        result["hands"] = {name: describe(value) for name, value in self.hands}
        return result


class HandInProgress:
    """The replay's state: the betting table plus the cards, and the steps so far."""

    __slots__ = (
        "betting_started", "board", "history", "hole", "implied_folds", "known", "log", "mucked", "names", "shown",
        "table",
    )  # fmt: skip

    def __init__(self, history: HandHistory, rules: RuleSet, *, implied_folds: bool = False) -> None:
        self.history = history
        self.implied_folds = implied_folds
        self.names = history.players
        self.table = Table(history, rules)
        n = history.seat_count
        self.hole: list[list[Card | None]] = [[] for _ in range(n)]
        self.shown: list[list[Card | None] | None] = [None] * n
        self.mucked = [False] * n
        self.board: list[Card | None] = []
        self.known: set[str] = set()
        self.betting_started = False
        self.log: list[StepFields] = []
        """The steps so far, as plain tuples (``steps`` makes them ``Step``s)."""
        for seat, kind, paid in self.table.forced:
            total = 0 if kind is StepKind.ANTE else paid
            all_in = self.table.stacks[seat] == 0 and paid > 0
            self.log.append((None, STREETS[0], kind, seat, self.names[seat], paid, total, all_in, None, (), (), None))

    @property
    def steps(self) -> list[Step]:
        """The steps so far."""
        return list(map(Step._make, self.log))

    # ----- applying actions

    def apply(self, action: HistoryAction) -> None:
        """Apply one action of the history, or raise the error that explains why it cannot happen."""
        APPLY[action.kind](self, action)

    def _comment(self, action: HistoryAction) -> None:
        """A comment changes nothing."""

    def _illegal(self, action: HistoryAction, why: str) -> IllegalActionError:
        return IllegalActionError(f"action {action.index} {action.text!r} is illegal: {why}")

    def _bet(self, action: HistoryAction) -> None:
        table = self.table
        seat = action.actor
        assert seat is not None
        if seat != table.to_act:
            self._take_turn(action, seat)
        self.betting_started = True
        street = STREETS[table.street]
        kind = action.kind
        wager: Wager
        if kind is FOLD:
            wager = table.fold(seat)
        elif kind is CHECK_CALL:
            wager = table.check_or_call(seat)
        else:
            total = action.amount
            assert total is not None
            allowed = table.raise_range(seat)
            if allowed is None:
                raise self._illegal(action, f"p{seat + 1} may not bet or raise: {table.why_no_raise(seat)}")
            most = table.bets[seat] + table.stacks[seat]
            if total > most:
                raise self._illegal(action, f"p{seat + 1} has only {most} chips on this street (all-in is {most})")
            if total < allowed.low or total > allowed.high:
                raise self._illegal(action, self._range_text(seat, total, allowed.low, allowed.high))
            wager = table.bet_or_raise(seat, total)
        done, chips, street_total, all_in, full_raise, reopens = wager
        names = self.names
        reopens_for = tuple([names[j] for j in reopens]) if reopens else ()
        self.log.append(
            (
                action.index,
                street,
                done,
                seat,
                names[seat],
                chips,
                street_total,
                all_in,
                full_raise,
                reopens_for,
                (),
                action.commentary,
            )
        )

    def _take_turn(self, action: HistoryAction, seat: int) -> None:
        """Make it ``seat``'s turn by folding the players the history skipped (with implied folds), or raise."""
        table = self.table
        if table.to_act is not None and self.implied_folds and not table.folded[seat] and table.stacks[seat] > 0:
            self._fold_skipped(action, seat)
        if table.to_act is None:
            raise self._illegal(action, self._nobody_to_act())
        if seat != table.to_act:
            street = STREETS[table.street]
            raise self._illegal(action, f"it is p{table.to_act + 1}'s turn to act on the {street}, not p{seat + 1}'s")

    def _fold_skipped(self, action: HistoryAction, seat: int) -> None:
        """Fold (or check, when that is free) the players the history skipped before ``seat``."""
        table = self.table
        for _ in range(table.seats):
            skipped = table.to_act
            if skipped is None or skipped == seat:
                return
            owes = table.level > table.bets[skipped]
            done, chips, street_total, *_ = table.fold(skipped) if owes else table.check_or_call(skipped)
            why = f"implied: missing from the history before action {action.index}"
            name = self.names[skipped]
            street = STREETS[table.street]
            self.log.append((None, street, done, skipped, name, chips, street_total, False, None, (), (), why))

    def _range_text(self, seat: int, total: int, low: int, high: int) -> str:
        table = self.table
        most = table.bets[seat] + table.stacks[seat]
        short_all_in = low == most and not (table.fixed_limit and low == table.full_level + table.unit)
        if low == high:
            if short_all_in:
                return f"the only raise p{seat + 1} can make is all-in to {low}, not {total}"
            return f"in fixed limit the bet or raise on the {STREETS[table.street]} is to exactly {low}, not {total}"
        if total <= table.level:
            return f"a bet or raise must be to more than the current bet of {table.level}; {total} is at most a call"
        return (
            f"a raise to {total} is too small: the minimum is {low} (the current bet {table.level} plus the last "
            f"full bet or raise {table.raise_size}), unless all-in"
        )

    def _nobody_to_act(self) -> str:
        table = self.table
        if table.in_hand < 2:
            return "the hand is over: everyone else has folded"
        if table.betting_over:
            if table.street == 3:
                return "the betting is over: only the showdown is left"
            return "no more betting is possible (at most one player has chips left); deal the remaining board"
        return f"the betting on the {STREETS[table.street]} is over; the {STREETS[table.street + 1]} is to be dealt"

    def _deal_hole(self, action: HistoryAction) -> None:
        seat = action.actor
        assert seat is not None and action.cards is not None
        if self.betting_started or self.table.street > 0:
            raise self._illegal(action, "hole cards are dealt before the first betting action")
        if len(self.hole[seat]) + len(action.cards) > 2:
            raise self._illegal(action, f"p{seat + 1} would hold more than 2 hole cards")
        self._remember(action, action.texts)
        self.hole[seat].extend(action.cards)
        self.log.append(
            (
                action.index,
                "preflop",
                DEALT_HOLE,
                seat,
                self.names[seat],
                0,
                0,
                False,
                None,
                (),
                action.texts,
                action.commentary,
            )
        )

    def _deal_board(self, action: HistoryAction) -> None:
        table = self.table
        assert action.cards is not None
        if table.in_hand < 2:
            raise self._illegal(action, "no board is dealt after everyone else has folded")
        if table.street == 3:
            raise self._illegal(action, "the board is complete: a hold'em hand has no street after the river")
        if table.to_act is not None:
            raise self._illegal(
                action,
                f"the betting on the {STREETS[table.street]} is not over: p{table.to_act + 1} is still to act",
            )
        needed = BOARD_SIZES[table.street + 1] - BOARD_SIZES[table.street]
        if len(action.cards) != needed:
            street = STREETS[table.street + 1]
            raise self._illegal(action, f"the {street} is {needed} card{'s' * (needed > 1)}, not {len(action.cards)}")
        self._remember(action, action.texts)
        self.board.extend(action.cards)
        table.next_street()
        self.log.append(
            (
                action.index,
                STREETS[table.street],
                DEALT_BOARD,
                None,
                None,
                0,
                0,
                False,
                None,
                (),
                action.texts,
                action.commentary,
            )
        )

    def _show_or_muck(self, action: HistoryAction) -> None:
        table = self.table
        seat = action.actor
        assert seat is not None
        if table.folded[seat]:
            raise self._illegal(action, f"p{seat + 1} has folded and has no hand to show")
        if not table.betting_over:
            raise self._illegal(action, "cards are shown or mucked only when the betting is over")
        if self.mucked[seat]:
            raise self._illegal(action, f"p{seat + 1} has already mucked")
        texts: tuple[str, ...] = ()
        if action.shows:
            dealt = self.hole[seat]
            if action.cards is None:  # 'pN sm -': show the cards dealt
                cards, texts = tuple(dealt), _texts(dealt)
            else:
                cards, texts = action.cards, action.texts
            if len(cards) != 2:
                raise self._illegal(action, f"p{seat + 1}'s hole cards were not dealt, so '-' cannot show them")
            previous = self.shown[seat] or (dealt if len(dealt) == 2 else [None, None])
            merged = self._merge(action, previous, cards)
            newly_known = [c for c, was in zip(merged, previous, strict=True) if was is None and c is not None]
            if newly_known:
                self._remember(action, _texts(newly_known))
            self.shown[seat] = merged
        else:
            self.mucked[seat] = True
        self.log.append(
            (
                action.index,
                STREETS[table.street],
                SHOWN if action.shows else MUCKED,
                seat,
                self.names[seat],
                0,
                0,
                False,
                None,
                (),
                texts,
                action.commentary,
            )
        )

    def _merge(self, action: HistoryAction, old: list[Card | None], new: tuple[Card | None, ...]) -> list[Card | None]:
        merged: list[Card | None] = []
        for was, now in zip(old, new, strict=True):
            if was is not now and was is not None and now is not None and was != now:
                raise HandHistoryError(
                    f"action {action.index} {action.text!r}: p{(action.actor or 0) + 1} shows {now} but holds {was}"
                )
            merged.append(now if now is not None else was)
        return merged

    def _remember(self, action: HistoryAction, cards: tuple[str, ...]) -> None:
        """Note the cards now known (canonical text), or raise if one was already dealt."""
        known = self.known
        for card in cards:
            if card != "??":
                if card in known:
                    raise DuplicateCardError(f"action {action.index} {action.text!r}: card {card} was already dealt")
                known.add(card)

    # ----- finishing

    def unfinished(self) -> str | None:
        """Why the hand is not finished yet, or None when it is."""
        table = self.table
        if table.in_hand < 2:
            return None
        if table.to_act is not None:
            return f"p{table.to_act + 1} is still to act on the {STREETS[table.street]}"
        if table.street < 3:
            return f"the {STREETS[table.street + 1]} is still to be dealt"
        return None

    def played(self) -> PlayedHand:
        """Settle the finished hand."""
        why = self.unfinished()
        if why is not None:
            raise HandHistoryError(f"the hand history stops before the hand is over: {why}")
        table = self.table
        table.finish()
        n = table.seats
        still_in = [i for i in range(n) if not table.folded[i]]
        # a muck concedes to the players still in; the last player in wins even if he mucks
        contenders = [i for i in still_in if not self.mucked[i]] if len(still_in) > 1 else still_in
        if not contenders:
            raise HandHistoryError("everyone still in the hand mucked: nobody is left to win the pot")
        showdown = len(contenders) >= 2
        board = self._known_board() if showdown else tuple([c for c in self.board if c is not None])
        cards: list[tuple[Card, ...] | None] = [None] * n
        strength: list[HandKey] = [FOLDED] * n
        if showdown:
            for i in contenders:
                cards[i] = held = self._cards_at_showdown(i)
                strength[i] = hand_key((*held, *board))
        else:
            strength[contenders[0]] = (0,)  # the only player left in: nobody to compare with
        contributed = [live + dead for live, dead in zip(table.live, table.dead, strict=True)]
        check_total_chips(sum(contributed))
        # The replay built and checked these values itself (distinct cards, names, a full board at the
        # showdown), so it settles the seats directly instead of through the validating ``Hand``.
        try:
            settlement = settle_seats(
                self.names, contributed, table.dead, [i not in contenders for i in range(n)], strength, table.rules
            )
        except ContributionError as error:
            raise HandHistoryError(f"the hand cannot be settled: {error}") from None
        payouts = settlement.payouts
        finishing = tuple([stack + payout for stack, (_, payout) in zip(table.stacks, payouts, strict=True)])
        return PlayedHand(
            history=self.history,
            names=self.names,
            step_log=tuple(self.log),
            board=board,
            contributed=tuple(contributed),
            dead=tuple(table.dead),
            folded=tuple(table.folded),
            mucked=tuple(self.mucked),
            shown=self._shown_cards(cards),
            settlement=settlement,
            finishing_stacks=finishing,
        )

    def _known_board(self) -> tuple[Card, ...]:
        board = tuple([c for c in self.board if c is not None])
        if len(board) < len(self.board):
            raise HandHistoryError("the board has unknown cards ('??'), so the showdown cannot be decided")
        return board

    def _cards_at_showdown(self, seat: int) -> tuple[Card, ...]:
        cards = tuple([c for c in self.shown[seat] or self.hole[seat] if c is not None])
        if len(cards) != 2:
            raise HandHistoryError(
                f"{self.names[seat]} (p{seat + 1}) is in the showdown but their cards are unknown: "
                "show them with 'pN sm CARDS'"
            )
        return cards

    def _shown_cards(self, at_showdown: list[tuple[Card, ...] | None]) -> tuple[tuple[Card, Card] | None, ...]:
        """Each seat's two cards if shown (or turned up at the showdown, as at our tables), else None."""
        n = len(self.shown)
        if at_showdown.count(None) == n and self.shown.count(None) == n:
            return (None,) * n  # nobody showed: the common case, answered without looking at every seat
        shown: list[tuple[Card, Card] | None] = []
        for seat, cards in enumerate(self.shown):
            used = at_showdown[seat]
            if used is not None:
                shown.append((used[0], used[1]))
            elif cards is None or self.table.folded[seat] or cards[0] is None or cards[1] is None:
                shown.append(None)
            else:
                shown.append((cards[0], cards[1]))
        return tuple(shown)


def _texts(cards: Sequence[Card | None]) -> tuple[str, ...]:
    return tuple(["??" if c is None else str(c) for c in cards])


APPLY: dict[ActionKind, Callable[[HandInProgress, HistoryAction], None]] = {
    FOLD: HandInProgress._bet,
    CHECK_CALL: HandInProgress._bet,
    BET_RAISE: HandInProgress._bet,
    DEAL_HOLE: HandInProgress._deal_hole,
    DEAL_BOARD: HandInProgress._deal_board,
    SHOW_MUCK: HandInProgress._show_or_muck,
    ActionKind.COMMENT: HandInProgress._comment,
}
"""How each kind of action is applied (looked up once per action: cheaper than a chain of comparisons)."""


def play_history(history: HandHistory, rules: RuleSet = TDA, *, implied_folds: bool = False) -> HandInProgress:
    """Apply every action of ``history`` (which may stop mid-hand) and return the hand so far."""
    hand = HandInProgress(history, rules, implied_folds=implied_folds)
    apply = APPLY
    for action in history.actions:
        apply[action.kind](hand, action)
    return hand


def replay(
    history: HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA, *, implied_folds: bool = False
) -> PlayedHand:
    """Play a whole hand history (a ``HandHistory``, PHH/JSON text or a mapping) and settle it.

    Raises ``HandHistoryError`` for a malformed or unfinished history and ``IllegalActionError`` for an
    action the betting rules forbid (both ``ValueError`` subclasses). Every action must be written out;
    ``implied_folds=True`` instead folds (or checks, when free) players a history skips, as some
    published histories do (their steps have ``index`` None and say so in ``commentary``).
    """
    if not isinstance(history, HandHistory):
        history = read_history(history)
    return play_history(history, rules, implied_folds=implied_folds).played()
