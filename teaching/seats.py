"""A hand as the mistake models read it: seat by seat, with the strength and the hole cards of each hand where they
are known, folded hands included.

The engine never compares a folded hand; a mistaken reading may (a folded player allowed to win), so the seats
keep the hand a folded player held when the input or the history shows it. The hole cards go with the seats to the
engine's settlement and split, where an odd-chip rule may read them. Everything here reads the engine through its
public interface (``calculator``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from calculator import (
    BOARD_CARDS,
    FOLDED,
    HOLE_CARDS,
    UNKNOWN_CARD,
    ActionKind,
    Card,
    HandHistory,
    HandKey,
    PlayedHand,
    RuleSet,
    Settlement,
    hand_from_json,
    hand_key,
    parse_card,
    parse_cards,
    settle_seats,
    split_pot,
    strengths,
)

Output = dict[str, Any]
"""A command's output object."""
HoleCards = tuple[Card, ...]


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
    cards: tuple[HoleCards | None, ...] = ()
    """Each seat's hole cards where they are known (empty: none known)."""

    def settle(self, rules: RuleSet) -> Settlement:
        """The engine's settlement of these seats (folded hands never compared)."""
        keys = [FOLDED if out or key is None else key for out, key in zip(self.folded, self.strength, strict=True)]
        return settle_seats(
            self.names,
            self.contributed,
            self.dead,
            self.folded,
            keys,
            rules,
            self.smallest_chip,
            self.own_antes,
            self.hole_cards,
        )

    @property
    def hole_cards(self) -> tuple[HoleCards | None, ...]:
        """Each seat's hole cards, None where they are not known."""
        return self.cards or (None,) * len(self.names)

    @property
    def own_antes(self) -> tuple[int, ...]:
        """Each seat's own ante, 0 where there is none."""
        return self.antes or (0,) * len(self.names)

    def split(self, amount: int, winners: Sequence[int], rules: RuleSet) -> list[int]:
        """Each winner's share of ``amount`` (in whole smallest chips, odd chips dealt by ``rules``, which may read
        the winners' hole cards)."""
        held = self.hole_cards
        return split_pot(amount, winners, rules.odd_chips, self.smallest_chip, [held[i] for i in winners])[0]


def seats_of_settle_input(data: Any) -> Seats:
    """The seats of a ``settle`` input object (checked as the command checks it), folded hands included."""
    hand = hand_from_json(data)
    keys: list[HandKey | None] = list(strengths(hand))
    cards: list[HoleCards | None] = [player.cards for player in hand.players]
    board_text = data.get("board")
    board = () if board_text is None else parse_cards(board_text, "the board", BOARD_CARDS)
    for seat, (player, entry) in enumerate(zip(hand.players, data["players"], strict=True)):
        if player.folded:
            keys[seat] = _folded_strength(entry, board)
            cards[seat] = _folded_cards(entry)
    return Seats(
        tuple(p.name for p in hand.players),
        tuple(p.contributed for p in hand.players),
        tuple(p.dead for p in hand.players),
        tuple(p.folded for p in hand.players),
        tuple(keys),
        hand.smallest_chip,
        tuple(p.ante for p in hand.players),
        tuple(cards),
    )


def _folded_cards(entry: Mapping[str, Any]) -> HoleCards | None:
    """A folded player's hole cards when the input gives them (the engine itself ignores them)."""
    cards = entry.get("cards")
    return parse_cards(cards, f"cards of {entry.get('name')}", HOLE_CARDS) if isinstance(cards, str) else None


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
    cards: list[HoleCards | None] = [None] * len(played.names)
    for seat in contenders:
        shown = cards[seat] = played.shown[seat]
        keys[seat] = (0,) if len(contenders) == 1 or shown is None else hand_key((*shown, *board))
    dealt_up = _dealt_hole_cards(played.history)
    for seat, dealt in dealt_up.items():
        if played.folded[seat]:
            cards[seat] = dealt
            if len(board) == BOARD_CARDS:
                keys[seat] = hand_key((*dealt, *board))
    return Seats(
        played.names,
        played.contributed,
        played.dead,
        tuple(seat not in contenders for seat in range(len(played.names))),
        tuple(keys),
        played.history.setup.smallest_chip,
        played.antes,
        tuple(cards),
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
