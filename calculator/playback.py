"""Playing a hand history action by action under the betting rules, then settling it.

``replay(history, rules)`` checks every action against the rules (an illegal one raises
``IllegalActionError`` naming its index in ``actions``), records each step, and settles the finished hand
with the antes as the engine takes them (one seat's ante, the big-blind ante, is dead money for the table;
antes several seats post are each one's own ante) and the winners taken from the cards shown. It settles through
``settle_seats``, the core of ``calculator.settle``, with the values it built and checked itself (a test
checks that this gives what the validating ``Hand`` gives, on the whole corpus).

The ``showdown`` rule decides what a muck may do: under ``tournament`` every hand still in is turned up once
a player is all-in and the betting is over, so a muck there is an illegal action; otherwise (and always
under ``cash``) a muck concedes the pot to the players still showing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .betting import BOARD_SIZES, RIVER, STREETS, BettingView, Step, StepKind, Table
from .cards import DECK, HOLE_CARDS, UNKNOWN_CARD, Card
from .errors import ContributionError, DuplicateCardError, HandHistoryError, IllegalActionError, RulesError
from .evaluator import HandKey, HandValue, describe, evaluate, hand_key
from .hand import check_total_chips
from .phh import ActionKind, HandHistory, HistoryAction, read_history
from .rules import TDA, RuleSet, Showdown
from .settlement import FOLDED, Settlement, settle_seats

BETTING_KINDS = frozenset(
    {StepKind.FOLD, StepKind.CHECK, StepKind.CALL, StepKind.BET, StepKind.RAISE, StepKind.COMPLETE}
)
"""The steps of the betting itself (not forced bets, cards dealt, shown or mucked)."""


def turns_every_hand_up(rules: RuleSet, all_in: bool) -> bool:
    """Whether the showdown rule turns every hand still in face up once the betting is over, given whether a
    player still in is all-in: under ``tournament`` when one is (TDA rule 17), never under ``cash``."""
    match rules.showdown:
        case Showdown.TOURNAMENT:
            return all_in
        case Showdown.CASH:
            return False
        case unknown:
            raise RulesError(f"unknown showdown rule {unknown!r}")


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A finished hand: its steps, board, what each player put in, the hands shown and the settlement.

    Every per-player tuple is in seat order (``names``). ``finishing_stacks`` are the stacks after the
    settlement; ``shown`` holds the two cards each player showed or had turned up at the showdown (None
    if neither, or not both known), and ``hands`` maps each of those players to the value of the best hand
    they make with the board (when at least five cards are known). ``showdown_order`` lists the seats still
    in at the end in the order they show under the rules (the last aggressor of the final betting round
    first; with no bet on it, the first seat left of the button; then clockwise); it is empty when one
    player was left. ``mucked`` says who mucked (and so conceded).
    """

    history: HandHistory
    names: tuple[str, ...]
    steps: tuple[Step, ...]
    board: tuple[Card, ...]
    contributed: tuple[int, ...]
    dead: tuple[int, ...]
    folded: tuple[bool, ...]
    mucked: tuple[bool, ...]
    shown: tuple[tuple[Card, Card] | None, ...]
    showdown_order: tuple[int, ...]
    settlement: Settlement
    finishing_stacks: tuple[int, ...]
    antes: tuple[int, ...] = ()
    """Each seat's own ante (when several seats post one); the table's dead money is in ``dead``."""

    @property
    def hands(self) -> tuple[tuple[str, HandValue], ...]:
        """(name, hand value) for every hand shown or turned up at the showdown, when five cards are known."""
        return tuple(
            (self.names[seat], evaluate([*cards, *self.board]))
            for seat, cards in enumerate(self.shown)
            if cards is not None and len(self.board) >= 3
        )

    def all_turned_up(self, rules: RuleSet) -> bool:
        """True if ``rules`` turn every hand up at this showdown: under ``tournament``, a player still in is
        all-in (TDA rule 17: every hand face up as soon as the betting is over); never under ``cash``."""
        if not self.showdown_order:
            return False
        return turns_every_hand_up(
            rules, any(step.all_in and step.seat is not None and not self.folded[step.seat] for step in self.steps)
        )

    def turned_up_at(self, rules: RuleSet) -> int | None:
        """Where ``rules`` turn every hand up before the board is complete: the place in ``steps`` of the action
        that closed the betting (with no betting at all, of the last card dealt to a player), when every hand is
        turned up (``all_turned_up``) and board cards are still to come; None otherwise. The dealer turns the
        hands up as that betting round ends (the replay's ``round_end`` right after that action), once the chips
        nobody called are back and before the rest of the board, wherever the history writes its ``sm`` actions."""
        if not self.all_turned_up(rules):
            return None
        closing = [n for n, step in enumerate(self.steps) if step.kind in BETTING_KINDS]
        if not closing:
            closing = [n for n, step in enumerate(self.steps) if step.kind is StepKind.DEAL_HOLE]
        closed = closing[-1] if closing else -1
        if any(step.kind is StepKind.DEAL_BOARD for step in self.steps[closed + 1 :]):
            return closed
        return None

    def to_json(self) -> dict[str, object]:
        """The ``play`` command's output object: the settle fields, finishing stacks and hands shown."""
        result = self.settlement.to_json()
        result["finishing_stacks"] = list(self.finishing_stacks)
        result["hands"] = {name: describe(value) for name, value in self.hands}
        return result


class HandInProgress:
    """The replay's state: the betting table plus the cards, and the steps so far."""

    def __init__(self, history: HandHistory, rules: RuleSet, *, implied_folds: bool = False) -> None:
        self.history = history
        self.rules = rules
        self.implied_folds = implied_folds
        self.names = history.players
        self.table = Table(history.setup, rules, history.players)
        n = history.setup.seats
        # Cards are kept as their canonical text ("Ac"; "??" unknown) until the showdown needs their values.
        self.hole: list[list[str]] = [[] for _ in range(n)]
        self.shown: list[list[str] | None] = [None] * n
        self.mucked = [False] * n
        self.board: list[str] = []
        self.known: set[str] = set()
        """The cards dealt or shown so far."""
        self.betting_started = False
        self.steps: list[Step] = list(self.table.forced)
        self.implied: list[tuple[int, str]] = []
        """What ``implied_folds`` added, in order: (the index of the action it came before, "p3 folded")."""

    def betting(self) -> BettingView:
        """A snapshot of the current street's betting (whose turn, the bet to call, chips in front and behind)."""
        return self.table.view()

    def count_as_full_raise(self, seat: int, increase: int) -> None:
        """Count the last bet or raise as a full raise whatever the rules say (``Table.count_as_full_raise``):
        a what-if for models of a misread rule; the replay itself never calls it."""
        self.table.count_as_full_raise(seat, increase)

    # ----- applying actions

    def apply(self, action: HistoryAction) -> None:
        """Apply one action of the history, or raise the error that explains why it cannot happen."""
        APPLY[action.kind](self, action)

    def _fold(self, action: HistoryAction) -> None:
        self.steps.append(self.table.fold(self._in_turn(action), action.index, action.commentary))

    def _check_or_call(self, action: HistoryAction) -> None:
        self.steps.append(self.table.check_or_call(self._in_turn(action), action.index, action.commentary))

    def _comment(self, action: HistoryAction) -> None:
        """A comment changes nothing."""

    def _illegal(self, action: HistoryAction, why: str) -> IllegalActionError:
        return IllegalActionError(f"action {action.index} {action.text!r} is illegal: {why}{self._implied_note()}")

    def _implied_note(self) -> str:
        """What ``implied_folds`` added so far, for an error message (so that it blames no fold nobody wrote)."""
        if not self.implied:
            return ""
        before: dict[int, list[str]] = {}
        for index, what in self.implied:
            before.setdefault(index, []).append(what)
        added = "; ".join(f"{' and '.join(whats)} before action {index}" for index, whats in before.items())
        return f" (--implied-folds added what the history does not write: {added})"

    def _in_turn(self, action: HistoryAction) -> int:
        """The acting seat, once it is its turn (folding skipped players with implied folds), or raise."""
        seat = action.actor
        assert seat is not None
        table = self.table
        if seat != table.to_act:
            if table.to_act is not None and self.implied_folds and not table.folded[seat] and table.stacks[seat]:
                self._fold_skipped(action, seat)
            if table.to_act is None:
                raise self._illegal(action, self._nobody_to_act())
            if seat != table.to_act:
                street = STREETS[table.street]
                raise self._illegal(
                    action, f"it is p{table.to_act + 1}'s turn to act on the {street}, not p{seat + 1}'s"
                )
        self.betting_started = True
        return seat

    def _fold_skipped(self, action: HistoryAction, seat: int) -> None:
        """Fold (or check, when that is free) the players the history skipped before ``seat``."""
        table = self.table
        why = f"implied: missing from the history before action {action.index}"
        while table.to_act is not None and table.to_act != seat:
            skipped = table.to_act
            owes = table.level > table.bets[skipped]
            self.steps.append(table.fold(skipped, None, why) if owes else table.check_or_call(skipped, None, why))
            self.implied.append((action.index, f"p{skipped + 1} {'folded' if owes else 'checked'}"))

    def _bet_or_raise(self, action: HistoryAction) -> None:
        seat = self._in_turn(action)
        table = self.table
        total = action.amount
        assert total is not None
        allowed = table.raise_range(seat)
        if allowed is None:
            raise self._illegal(action, f"p{seat + 1} may not bet or raise: {table.why_no_raise(seat)}")
        most = table.bets[seat] + table.stacks[seat]
        if total > most:
            raise self._illegal(action, f"p{seat + 1} has only {most} chips on this street (all-in is {most})")
        if not allowed.low <= total <= allowed.high:
            raise self._illegal(action, self._range_text(seat, total, allowed.low, allowed.high))
        self.steps.append(table.bet_or_raise(seat, total, action.index, action.commentary))

    def _range_text(self, seat: int, total: int, low: int, high: int) -> str:
        table = self.table
        most = table.bets[seat] + table.stacks[seat]
        short_all_in = low == most and not (table.fixed_limit and low == table.full_level + table.unit)
        if table.pot_limit and total > high:
            return self._pot_limit_text(seat, total, high)
        if low == high and (short_all_in or table.fixed_limit):
            if short_all_in:
                return f"the only raise p{seat + 1} can make is all-in to {low}, not {total}"
            return f"in fixed limit the bet or raise on the {STREETS[table.street]} is to exactly {low}, not {total}"
        if total <= table.level:
            return f"a bet or raise must be to more than the current bet of {table.level}; {total} is at most a call"
        return (
            f"a raise to {total} is too small: the minimum is {low} (the current bet {table.level} plus the last "
            f"full bet or raise {table.raise_size}), unless all-in"
        )

    def _pot_limit_text(self, seat: int, total: int, high: int) -> str:
        """Why a pot-limit bet or raise to ``total`` is above the largest one allowed, ``high``."""
        table = self.table
        pot = table.pot_after_call(seat)
        counted = ""
        if table.blind_shortfall:
            counted = (
                f", the big blind all-in for less counted as a full blind, {table.blind_shortfall} more than it posted"
            )
        if high > table.pot_limit_to(seat):
            why = f"the pot after the call ({pot}{counted}) is less than a minimum raise, so the minimum is the most"
        else:
            why = f"the current bet {table.level} plus the pot after p{seat + 1}'s call, {pot}{counted}"
        return f"a bet or raise to {total} is over the pot limit: the most is {high} ({why})"

    def _nobody_to_act(self) -> str:
        table = self.table
        if table.in_hand < 2:
            return "the hand is over: everyone else has folded"
        if table.betting_over:
            if table.street == RIVER:
                return "the betting is over: only the showdown is left"
            return "no more betting is possible (at most one player has chips left); deal the remaining board"
        return f"the betting on the {STREETS[table.street]} is over; the {STREETS[table.street + 1]} is to be dealt"

    def _deal_hole(self, action: HistoryAction) -> None:
        seat = action.actor
        assert seat is not None and action.cards is not None
        if self.betting_started or self.table.street > 0:
            raise self._illegal(action, "hole cards are dealt before the first betting action")
        if len(self.hole[seat]) + len(action.cards) > HOLE_CARDS:
            raise self._illegal(action, f"p{seat + 1} would hold more than {HOLE_CARDS} hole cards")
        self._remember(action, action.cards)
        self.hole[seat].extend(action.cards)
        self.steps.append(
            Step(
                index=action.index,
                street=STREETS[0],
                kind=StepKind.DEAL_HOLE,
                seat=seat,
                name=self.names[seat],
                cards=action.cards,
                commentary=action.commentary,
            )
        )

    def _deal_board(self, action: HistoryAction) -> None:
        table = self.table
        assert action.cards is not None
        if table.in_hand < 2:
            raise self._illegal(action, "no board is dealt after everyone else has folded")
        if table.street == RIVER:
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
        self._remember(action, action.cards)
        self.board.extend(action.cards)
        table.next_street()
        self.steps.append(
            Step(
                index=action.index,
                street=STREETS[table.street],
                kind=StepKind.DEAL_BOARD,
                cards=action.cards,
                commentary=action.commentary,
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
        cards: tuple[str, ...] = ()
        if action.shows:
            dealt = self.hole[seat]
            if action.cards is None:  # 'pN sm -': show the cards dealt
                if len(dealt) != HOLE_CARDS:
                    raise self._illegal(action, f"p{seat + 1}'s hole cards were not dealt, so '-' cannot show them")
                cards = tuple(dealt)
            else:
                cards = action.cards
            previous = self.shown[seat] or (dealt if len(dealt) == HOLE_CARDS else [UNKNOWN_CARD] * HOLE_CARDS)
            merged = self._merge(action, previous, cards)
            self._remember(action, [c for c, was in zip(merged, previous, strict=True) if was != c])
            self.shown[seat] = merged
        else:
            if not self.may_muck:
                raise self._illegal(
                    action,
                    f"p{seat + 1} may not muck: under the tournament showdown rule every hand is turned up once a "
                    "player is all-in and the betting is over (TDA rule 17); a cash-game history needs the rule "
                    "showdown: cash",
                )
            self.mucked[seat] = True
        self.steps.append(
            Step(
                index=action.index,
                street=STREETS[table.street],
                kind=StepKind.SHOW if action.shows else StepKind.MUCK,
                seat=seat,
                name=self.names[seat],
                cards=cards,
                commentary=action.commentary,
            )
        )

    @property
    def may_muck(self) -> bool:
        """True unless the rules turn every hand up: a tournament showdown with a player all-in."""
        return self.table.in_hand < 2 or not turns_every_hand_up(self.rules, self._all_in_still_in())

    def _all_in_still_in(self) -> bool:
        """True if a player still in the hand has no chips left."""
        table = self.table
        return any(not table.folded[seat] and table.stacks[seat] == 0 for seat in range(table.seats))

    @property
    def all_turned_up(self) -> bool:
        """True when the rules have every hand still in face up now: the betting is over, two or more players are
        still in and one of them is all-in, under the tournament rule (``turns_every_hand_up``)."""
        table = self.table
        return table.betting_over and table.in_hand > 1 and turns_every_hand_up(self.rules, self._all_in_still_in())

    def _merge(self, action: HistoryAction, old: Sequence[str], new: Sequence[str]) -> list[str]:
        """The cards a player holds as far as known after showing ``new`` over ``old`` (both may hold "??")."""
        merged: list[str] = []
        for was, now in zip(old, new, strict=True):
            if UNKNOWN_CARD not in (was, now) and was != now:
                raise HandHistoryError(
                    f"action {action.index} {action.text!r}: p{(action.actor or 0) + 1} shows {now} but holds {was}"
                )
            merged.append(was if now == UNKNOWN_CARD else now)
        return merged

    def _remember(self, action: HistoryAction, cards: Sequence[str]) -> None:
        """Note the cards now known, or raise if one was already dealt."""
        for card in cards:
            if card != UNKNOWN_CARD:
                if card in self.known:
                    where = f"action {action.index} {action.text!r}"
                    raise DuplicateCardError(f"{where}: card {card} was already dealt", card)
                self.known.add(card)

    # ----- finishing

    def unfinished(self) -> str | None:
        """Why the hand is not finished yet, or None when it is."""
        table = self.table
        if table.in_hand < 2:
            return None
        if table.to_act is not None:
            return f"p{table.to_act + 1} is still to act on the {STREETS[table.street]}"
        if table.street < RIVER:
            return f"the {STREETS[table.street + 1]} is still to be dealt"
        return None

    def played(self) -> PlayedHand:
        """Settle the finished hand."""
        why = self.unfinished()
        if why is not None:
            raise HandHistoryError(f"the hand history stops before the hand is over: {why}{self._implied_note()}")
        table = self.table
        table.finish()
        n = table.seats
        still_in = [seat for seat in range(n) if not table.folded[seat]]
        # a muck concedes to the players still in; the last player in wins even if he mucks
        contenders = [seat for seat in still_in if not self.mucked[seat]] if len(still_in) > 1 else still_in
        if not contenders:
            raise HandHistoryError("everyone still in the hand mucked: nobody is left to win the pot")
        showdown = len(contenders) >= 2
        board = self._known_board() if showdown else _known(self.board)
        cards: list[tuple[Card, ...] | None] = [None] * n
        strength: list[HandKey] = [FOLDED] * n
        if showdown:
            for seat in contenders:
                cards[seat] = held = self._cards_at_showdown(seat)
                strength[seat] = hand_key((*held, *board))
        else:
            strength[contenders[0]] = (0,)  # the only player left in: nobody to compare with
        contributed = [live + dead + ante for live, dead, ante in zip(table.live, table.dead, table.antes, strict=True)]
        check_total_chips(sum(contributed))
        try:
            settlement = settle_seats(
                self.names,
                contributed,
                table.dead,
                [seat not in contenders for seat in range(n)],
                strength,
                self.rules,
                self.history.setup.smallest_chip,
                table.antes,
                cards,  # the showdown's hole cards: an odd-chip rule may read them
            )
        except ContributionError as error:
            raise HandHistoryError(f"the hand cannot be settled: {error}") from None
        payouts = [payout for _, payout in settlement.payouts]
        finishing = tuple([stack + payout for stack, payout in zip(table.stacks, payouts, strict=True)])
        self._check_finishing_stacks(finishing)
        return PlayedHand(
            history=self.history,
            names=self.names,
            steps=tuple(self.steps),
            board=board,
            contributed=tuple(contributed),
            dead=tuple(table.dead),
            antes=tuple(table.antes),
            folded=tuple(table.folded),
            mucked=tuple(self.mucked),
            shown=self._shown_cards(cards),
            showdown_order=table.showdown_order(),
            settlement=settlement,
            finishing_stacks=finishing,
        )

    def _check_finishing_stacks(self, computed: tuple[int, ...]) -> None:
        """Raise if the history gives ``finishing_stacks`` that differ from the ones the hand played out to,
        naming each seat that differs with both figures."""
        given = self.history.finishing_stacks
        if given is None or tuple(given) == computed:
            return
        wrong = [
            f"{self._who(seat)} is given {theirs}, the hand played out gives {mine}"
            for seat, (theirs, mine) in enumerate(zip(given, computed, strict=True))
            if theirs != mine
        ]
        raise HandHistoryError(
            f"'finishing_stacks' differ from the hand as played under these rules: {'; '.join(wrong)}"
            f"{self._implied_note()}"
        )

    def _who(self, seat: int) -> str:
        """The seat as messages name it: ``p2``, or ``Shirin (p2)`` when the history names its players."""
        word = f"p{seat + 1}"
        return word if self.names[seat] == word else f"{self.names[seat]} ({word})"

    def _known_board(self) -> tuple[Card, ...]:
        board = _known(self.board)
        if len(board) < len(self.board):
            raise HandHistoryError("the board has unknown cards ('??'), so the showdown cannot be decided")
        return board

    def _cards_at_showdown(self, seat: int) -> tuple[Card, ...]:
        cards = _known(self.shown[seat] or self.hole[seat])
        if len(cards) != HOLE_CARDS:
            raise HandHistoryError(
                f"{self.names[seat]} (p{seat + 1}) is in the showdown but their cards are unknown: "
                "show them with 'pN sm CARDS'"
            )
        return cards

    def _shown_cards(self, at_showdown: list[tuple[Card, ...] | None]) -> tuple[tuple[Card, Card] | None, ...]:
        """Each seat's two cards if shown (or turned up at the showdown), else None."""
        shown: list[tuple[Card, Card] | None] = []
        for seat, texts in enumerate(self.shown):
            cards = at_showdown[seat] or (None if texts is None or self.table.folded[seat] else _known(texts))
            shown.append((cards[0], cards[1]) if cards is not None and len(cards) == HOLE_CARDS else None)
        return tuple(shown)


def _known(texts: Sequence[str]) -> tuple[Card, ...]:
    """The known cards among ``texts`` as values (the unknown ones left out)."""
    return tuple([DECK[text] for text in texts if text != UNKNOWN_CARD])


APPLY: dict[ActionKind, Callable[[HandInProgress, HistoryAction], None]] = {
    ActionKind.FOLD: HandInProgress._fold,
    ActionKind.CHECK_CALL: HandInProgress._check_or_call,
    ActionKind.BET_RAISE: HandInProgress._bet_or_raise,
    ActionKind.DEAL_HOLE: HandInProgress._deal_hole,
    ActionKind.DEAL_BOARD: HandInProgress._deal_board,
    ActionKind.SHOW_MUCK: HandInProgress._show_or_muck,
    ActionKind.COMMENT: HandInProgress._comment,
}
"""How each kind of action is applied."""


def play_history(history: HandHistory, rules: RuleSet = TDA, *, implied_folds: bool = False) -> HandInProgress:
    """Apply every action of ``history`` (which may stop mid-hand) and return the hand so far."""
    hand = HandInProgress(history, rules, implied_folds=implied_folds)
    for action in history.actions:
        hand.apply(action)
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


__all__ = [
    "APPLY",
    "BETTING_KINDS",
    "HandInProgress",
    "PlayedHand",
    "Step",
    "play_history",
    "replay",
    "turns_every_hand_up",
]
"""``Step`` lives with the betting table that records it; it is named here too, where it has always been found."""
