"""Models of the typical mistakes in settling a hand or reading the betting, computed from the same input.

Each model takes what a command takes (a ``settle`` object, or a PHH history for ``play`` and ``options``)
and gives that command's output object as someone making the mistake would work it out. The practice bank
keeps a mistake's answer next to the right one, so that a wrong answer can be recognised and explained.

A model that cannot apply to the input (no folded player, no antes, no short all-in, ...) gives nothing.
Otherwise its output has the command's shape; a figure the mistaken reading cannot give (the shares of pots
pooled before splitting) is left out of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from .cards import BOARD_CARDS, HOLE_CARDS, UNKNOWN_CARD, Card, parse_card, parse_cards
from .errors import CalculatorError, ContributionError
from .evaluator import HandKey, hand_key
from .json_input import hand_from_json
from .options import options_now
from .phh import ActionKind, HandHistory, read_history
from .playback import HandInProgress, PlayedHand, replay
from .pots import uncalled
from .rules import TDA, RuleSet
from .settlement import FOLDED, Settlement, settle_seats, split_pot, strengths


class Mistake(StrEnum):
    """The mistakes modelled, by their stable ids."""

    ONE_POT = "one_pot"
    """All chips in one pot: the best hand among everyone still in wins every chip that was matched."""
    UNCALLED_LEFT_IN_POT = "uncalled_left_in_pot"
    """The top contributor's unmatched chips are left in his last pot instead of going back to him."""
    FOLDED_CHIPS_LEFT_OUT = "folded_chips_left_out"
    """The chips of players who folded are left out of the pots."""
    FOLDED_PLAYER_WINS = "folded_player_wins"
    """A player who folded is still allowed to win (his hand is compared with the others)."""
    POOLED_ODD_CHIPS = "pooled_odd_chips"
    """Pots won by the same players are added together before they are split, so odd chips are dealt once."""
    ODD_CHIP_WRONG_SEAT = "odd_chip_wrong_seat"
    """Odd chips dealt from the wrong end: to the winner nearest the button on its right first."""
    SINGLE_CHIP_SPLIT = "single_chip_split"
    """Pots split down to chips of 1 at a table whose smallest chip is bigger."""
    SHORT_ALLIN_FULL_RAISE = "short_allin_full_raise"
    """An all-in short of a full raise is treated as one: it reopens the betting and sizes the next raise."""
    PARTIAL_ANTE_IN_MAIN_POT = "partial_ante_in_main_pot"
    """Every ante put in the main pot as dead money, a partial one too: the player all-in for part of his ante
    wins the whole of every other ante."""
    ANTE_AS_LIVE_BET = "ante_as_live_bet"
    """Antes (dead money or own antes) are counted as live bets: in the layers with the bets and the uncalled
    comparison."""


Output = dict[str, Any]
"""A command's output object."""


@dataclass(frozen=True, slots=True)
class Seats:
    """A hand as settling sees it, seat by seat, with the strength of folded hands where it is known.

    ``strength`` holds each seat's comparable hand strength (larger wins): for a player who folded, the hand
    he folded if it is known (a mistaken reading may let him win with it), else None.
    """

    names: tuple[str, ...]
    contributed: tuple[int, ...]
    dead: tuple[int, ...]
    folded: tuple[bool, ...]
    strength: tuple[HandKey | None, ...]
    smallest_chip: int = 1
    antes: tuple[int, ...] = ()
    """Each seat's own ante (empty: none); ``dead`` is the dead money posted for the table."""

    def settle(self, rules: RuleSet) -> Settlement:
        """The engine's settlement of these seats (folded hands never compared)."""
        keys = [FOLDED if out or key is None else key for out, key in zip(self.folded, self.strength, strict=True)]
        return settle_seats(
            self.names, self.contributed, self.dead, self.folded, keys, rules, self.smallest_chip, self.own_antes
        )

    @property
    def own_antes(self) -> tuple[int, ...]:
        """Each seat's own ante, 0 where there is none."""
        return self.antes or (0,) * len(self.names)

    def split(self, amount: int, winners: Sequence[int], rules: RuleSet) -> list[int]:
        """Each winner's share of ``amount`` (in whole smallest chips, odd chips dealt by ``rules``)."""
        return split_pot(amount, winners, rules.odd_chips, self.smallest_chip)[0]


def mistaken_settle(data: Any, rules: RuleSet = TDA) -> dict[Mistake, Output]:
    """The ``settle`` output under each mistake that applies to the ``settle`` input object ``data``."""
    seats = seats_of_settle_input(data)
    return _settle_mistakes(seats, rules)


def mistaken_play(
    source: PlayedHand | HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA
) -> dict[Mistake, Output]:
    """The ``play`` output under each mistake that applies to the hand history ``source`` (or to the hand
    already played from it under ``rules``)."""
    played = source if isinstance(source, PlayedHand) else replay(source, rules)
    history = played.history
    seats = seats_of_played_hand(played)
    hands = played.to_json()["hands"]
    found: dict[Mistake, Output] = {}
    for mistake, output in _settle_mistakes(seats, rules).items():
        payouts = output["payouts"]
        output["finishing_stacks"] = [
            start - put_in + payouts[name]
            for start, put_in, name in zip(history.setup.starting_stacks, seats.contributed, seats.names, strict=True)
        ]
        output["hands"] = hands
        found[mistake] = output
    return found


def mistaken_options(source: HandHistory | str | Mapping[str, Any], rules: RuleSet = TDA) -> dict[Mistake, Output]:
    """The ``options`` output under each mistake that applies to the hand history ``source``."""
    history = source if isinstance(source, HandHistory) else read_history(source)
    found: dict[Mistake, Output] = {}
    full = short_all_in_as_full_raise(history, rules)
    if full is not None:
        found[Mistake.SHORT_ALLIN_FULL_RAISE] = full
    return found


# ----- reading the input


def seats_of_settle_input(data: Any) -> Seats:
    """The seats of a ``settle`` input object (checked as the command checks it), folded hands included."""
    hand = hand_from_json(data)
    keys: list[HandKey | None] = list(strengths(hand))
    board_text = data.get("board")
    board = () if board_text is None else parse_cards(board_text, "the board", BOARD_CARDS)
    for seat, (player, entry) in enumerate(zip(hand.players, data["players"], strict=True)):
        if player.folded:
            keys[seat] = _folded_strength(entry, board)
    return Seats(
        tuple(p.name for p in hand.players),
        tuple(p.contributed for p in hand.players),
        tuple(p.dead for p in hand.players),
        tuple(p.folded for p in hand.players),
        tuple(keys),
        hand.smallest_chip,
        tuple(p.ante for p in hand.players),
    )


def _folded_strength(entry: Mapping[str, Any], board: Sequence[Any]) -> HandKey | None:
    """The strength of a folded player's hand when the input gives it (the engine itself ignores it)."""
    rank = entry.get("rank")
    if isinstance(rank, int) and not isinstance(rank, bool) and rank >= 1:
        return (-rank,)
    cards = entry.get("cards")
    if isinstance(cards, str) and len(board) == BOARD_CARDS:
        return hand_key((*parse_cards(cards, f"cards of {entry.get('name')}", HOLE_CARDS), *board))
    return None


def seats_of_played_hand(played: PlayedHand) -> Seats:
    """The seats of a finished hand as the replay settled them, with the folded hands that were dealt face up.

    As in the replay, a player who mucked at the showdown conceded: he is settled as folded.
    """
    board = played.board
    still_in = [seat for seat, out in enumerate(played.folded) if not out]
    contenders = [seat for seat in still_in if not played.mucked[seat]] if len(still_in) > 1 else still_in
    keys: list[HandKey | None] = [None] * len(played.names)
    for seat in contenders:
        shown = played.shown[seat]
        keys[seat] = (0,) if len(contenders) == 1 or shown is None else hand_key((*shown, *board))
    if len(board) == BOARD_CARDS:
        for seat, dealt in _dealt_hole_cards(played.history).items():
            if played.folded[seat]:
                keys[seat] = hand_key((*dealt, *board))
    return Seats(
        played.names,
        played.contributed,
        played.dead,
        tuple(seat not in contenders for seat in range(len(played.names))),
        tuple(keys),
        played.history.setup.smallest_chip,
        played.antes,
    )


def _dealt_hole_cards(history: HandHistory) -> dict[int, tuple[Card, ...]]:
    """The seats whose two hole cards the history deals face up, with those cards."""
    dealt: dict[int, list[str]] = {}
    for action in history.actions:
        if action.kind is ActionKind.DEAL_HOLE and action.actor is not None and action.cards is not None:
            dealt.setdefault(action.actor, []).extend(action.cards)
    return {
        seat: tuple(parse_card(card) for card in cards)
        for seat, cards in dealt.items()
        if len(cards) == HOLE_CARDS and UNKNOWN_CARD not in cards
    }


# ----- the settlement mistakes


def _settle_mistakes(seats: Seats, rules: RuleSet) -> dict[Mistake, Output]:
    """The ``settle`` output under each settlement mistake that applies to ``seats``."""
    right = seats.settle(rules)
    found: dict[Mistake, Output] = {}
    for mistake, model in SETTLE_MODELS.items():
        try:
            output = model(seats, right, rules)
        except ContributionError:  # the mistaken reading leaves chips nobody could win: it gives no answer
            continue
        if output is not None:
            found[mistake] = output
    return found


def one_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every chip that was matched in one pot, won by the best hand of everyone still in (side pots ignored)."""
    if len(right.pots) < 2:
        return None
    contenders = [seat for seat, out in enumerate(seats.folded) if not out and seats.contributed[seat] > 0]
    amount = sum(pot.amount for pot in right.pots)
    pot = _pot(seats, amount, contenders, _best(seats, contenders), rules)
    return _output(seats, dict(right.returned), [pot])


def uncalled_left_in_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The top contributor's unmatched chips added to the last pot he plays for, instead of returned."""
    excess = uncalled(
        [
            put_in - dead - ante
            for put_in, dead, ante in zip(seats.contributed, seats.dead, seats.own_antes, strict=True)
        ]
    )
    if excess is None:
        return None
    top = seats.names[excess.seat]
    his = [index for index, pot in enumerate(right.pots) if top in pot.eligible]
    if not his:
        return None
    last = his[-1]
    pots = _pots_as_they_are(seats, right)
    pot = right.pots[last]
    pots[last] = _pot(
        seats, pot.amount + excess.amount, _seats_of(seats, pot.eligible), _seats_of(seats, pot.winners), rules
    )
    return _output(seats, {}, pots)


def folded_chips_left_out(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the players who folded had put nothing in."""
    if not any(out and put_in for out, put_in in zip(seats.folded, seats.contributed, strict=True)):
        return None
    kept = [0 if out else put_in for out, put_in in zip(seats.folded, seats.contributed, strict=True)]
    dead = [0 if out else dead for out, dead in zip(seats.folded, seats.dead, strict=True)]
    antes = [0 if out else ante for out, ante in zip(seats.folded, seats.own_antes, strict=True)]
    return replace(seats, contributed=tuple(kept), dead=tuple(dead), antes=tuple(antes)).settle(rules).to_json()


def folded_player_wins(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the players who folded a known hand had stayed in with it."""
    back = [out and key is not None for out, key in zip(seats.folded, seats.strength, strict=True)]
    if not any(back):
        return None
    folded = tuple(out and not again for out, again in zip(seats.folded, back, strict=True))
    return replace(seats, folded=folded).settle(rules).to_json()


def pooled_odd_chips(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Pots won by the same two or more players added together and split once."""
    by_winners: dict[tuple[str, ...], list[int]] = {}
    for index, pot in enumerate(right.pots):
        if len(pot.winners) > 1:
            by_winners.setdefault(pot.winners, []).append(index)
    pooled = {winners: indexes for winners, indexes in by_winners.items() if len(indexes) > 1}
    if not pooled:
        return None
    pots = _pots_as_they_are(seats, right)
    extra: dict[str, int] = {}
    for winners, indexes in pooled.items():
        amount = sum(right.pots[index].amount for index in indexes)
        shares = seats.split(amount, _seats_of(seats, winners), rules)
        for name, share in zip(winners, shares, strict=True):
            extra[name] = extra.get(name, 0) + share
        for index in indexes:
            del pots[index]["shares"]  # a pooled pot has no share of its own
    return _output(seats, dict(right.returned), pots, extra)


def odd_chip_wrong_seat(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every split pot's odd chips dealt in reverse seat order (from the button backwards)."""
    if not any(pot.odd_chips and len(pot.winners) > 1 for pot in right.pots):
        return None
    pots = []
    for pot in right.pots:
        winners = _seats_of(seats, pot.winners)
        shares = seats.split(pot.amount, winners[::-1], rules)
        share_of = dict(zip(winners[::-1], shares, strict=True))
        pots.append(
            _pot_object(seats, pot.amount, _seats_of(seats, pot.eligible), winners, [share_of[w] for w in winners])
        )
    return _output(seats, dict(right.returned), pots)


def single_chip_split(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the smallest chip were 1: pots split to the single chip."""
    if seats.smallest_chip == 1:
        return None
    return replace(seats, smallest_chip=1).settle(rules).to_json()


def ante_as_live_bet(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if every ante (the table's dead money and each player's own) had been a live bet."""
    if not any(seats.dead) and not any(seats.own_antes):
        return None
    return replace(seats, dead=(0,) * len(seats.dead), antes=()).settle(rules).to_json()


def partial_ante_in_main_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if every own ante were dead money in the main pot (as pokerkit without ante trimming
    does): it differs only where someone posted less than the others' ante."""
    if len({ante for ante in seats.own_antes if ante}) < 2:
        return None
    dead = tuple([d + a for d, a in zip(seats.dead, seats.own_antes, strict=True)])
    return replace(seats, dead=dead, antes=()).settle(rules).to_json()


SETTLE_MODELS: dict[Mistake, Callable[[Seats, Settlement, RuleSet], Output | None]] = {
    Mistake.ONE_POT: one_pot,
    Mistake.UNCALLED_LEFT_IN_POT: uncalled_left_in_pot,
    Mistake.FOLDED_CHIPS_LEFT_OUT: folded_chips_left_out,
    Mistake.FOLDED_PLAYER_WINS: folded_player_wins,
    Mistake.POOLED_ODD_CHIPS: pooled_odd_chips,
    Mistake.ODD_CHIP_WRONG_SEAT: odd_chip_wrong_seat,
    Mistake.SINGLE_CHIP_SPLIT: single_chip_split,
    Mistake.PARTIAL_ANTE_IN_MAIN_POT: partial_ante_in_main_pot,
    Mistake.ANTE_AS_LIVE_BET: ante_as_live_bet,
}
"""The settlement mistakes: each model takes the seats, their right settlement and the rules, and gives the
mistaken ``settle`` output, or None when the mistake cannot apply (or would change nothing by design)."""


# ----- the betting mistake


def short_all_in_as_full_raise(history: HandHistory, rules: RuleSet = TDA) -> Output | None:
    """The ``options`` output if every all-in short of a full raise had been a full raise.

    Such an all-in then reopens the betting for everyone who had acted, and the next raise is sized from it
    (fixed limit: it sets the level the next raise adds a bet to). None when the history has no short all-in,
    or when its later actions cannot be played under that reading.
    """
    hand = HandInProgress(history, rules)
    table = hand.table
    short = False
    try:
        for action in history.actions:
            before = table.level
            hand.apply(action)
            if action.kind is ActionKind.BET_RAISE and hand.steps[-1].full_raise is False:
                short = True
                _count_as_full_raise(hand, action.actor, table.level - before)
    except CalculatorError:
        return None
    return options_now(hand).to_json() if short else None


def _count_as_full_raise(hand: HandInProgress, raiser: int | None, increase: int) -> None:
    table = hand.table
    if table.fixed_limit:
        table.full_level = table.level
        table.raises += 1
    else:
        table.raise_size = increase
    for seat in range(table.seats):
        if seat != raiser and not table.folded[seat] and table.stacks[seat] > 0:
            table.acted[seat] = False  # a full raise reopens the betting for everyone


# ----- building outputs


def _seats_of(seats: Seats, names: Sequence[str]) -> list[int]:
    return [seats.names.index(name) for name in names]


def _best(seats: Seats, contenders: Sequence[int]) -> list[int]:
    """The contenders holding the strongest hand among them."""
    keys = {seat: seats.strength[seat] or (0,) for seat in contenders}
    best = max(keys.values())
    return [seat for seat in contenders if keys[seat] == best]


def _pot(seats: Seats, amount: int, eligible: Sequence[int], winners: Sequence[int], rules: RuleSet) -> Output:
    shares = seats.split(amount, winners, rules)
    return _pot_object(seats, amount, eligible, winners, shares)


def _pot_object(
    seats: Seats, amount: int, eligible: Sequence[int], winners: Sequence[int], shares: Sequence[int]
) -> Output:
    names = seats.names
    return {
        "amount": amount,
        "eligible": [names[seat] for seat in eligible],
        "winners": [names[seat] for seat in winners],
        "shares": {names[seat]: share for seat, share in zip(winners, shares, strict=True)},
    }


def _pots_as_they_are(seats: Seats, right: Settlement) -> list[Output]:
    return [
        _pot_object(
            seats, pot.amount, _seats_of(seats, pot.eligible), _seats_of(seats, pot.winners), [s for _, s in pot.shares]
        )
        for pot in right.pots
    ]


def _output(
    seats: Seats, returned: Mapping[str, int], pots: Sequence[Output], extra: Mapping[str, int] | None = None
) -> Output:
    """A ``settle`` output object from returned chips, pots, and winnings not in any pot's shares."""
    payouts = dict.fromkeys(seats.names, 0)
    for name, amount in returned.items():
        payouts[name] += amount
    for pot in pots:
        for name, share in pot.get("shares", {}).items():
            payouts[name] += share
    for name, amount in (extra or {}).items():
        payouts[name] += amount
    return {
        "returned": dict(returned),
        "pots": list(pots),
        "payouts": payouts,
        "net": {name: payouts[name] - put_in for name, put_in in zip(seats.names, seats.contributed, strict=True)},
    }
