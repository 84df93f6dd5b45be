"""Writing a hand action by action, each action checked by the engine's replay as it is added.

``HandScript`` keeps a hand in progress (the engine's ``HandInProgress``) next to the PHH fields and actions
written so far, so a practice hand is legal by construction and its text is what the engine accepted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from calculator import RuleSet
from calculator.options import Options, options_now
from calculator.phh import history_from_mapping, parse_action
from calculator.playback import HandInProgress

from .phh_text import phh_text
from .table import Stakes


class HandScript:
    """A hand history being written: stakes, stacks and names first, then one checked action at a time."""

    def __init__(
        self,
        stakes: Stakes,
        stacks: Sequence[int],
        names: Sequence[str],
        rules: RuleSet,
        *,
        fixed_limit: bool = False,
    ) -> None:
        self.stakes = stakes
        seats = len(stacks)
        antes = [0] * seats
        if stakes.big_blind_ante:
            antes[1] = stakes.ante  # the big blind (heads-up too: PHH lists the small blind first there)
        elif stakes.ante:
            antes = [stakes.ante] * seats
        blinds = [stakes.small_blind, stakes.big_blind] + [0] * (seats - 2)
        self.fields: dict[str, Any] = {"variant": "FT" if fixed_limit else "NT", "antes": antes}
        self.fields["blinds_or_straddles"] = blinds
        if fixed_limit:
            self.fields.update(small_bet=stakes.big_blind, big_bet=2 * stakes.big_blind)
        else:
            self.fields["min_bet"] = stakes.big_blind
        self.fields["starting_stacks"] = list(stacks)
        if stakes.unit > 1:  # the table's smallest chip (stacks and bets are sums of real chips)
            self.fields["_smallest_chip"] = stakes.unit
        self.fields["players"] = list(names)
        self.actions: list[str] = []
        self.hand = HandInProgress(history_from_mapping({**self.fields, "actions": []}), rules)

    @property
    def seats(self) -> int:
        """How many players sit at the table."""
        return len(self.fields["starting_stacks"])

    @property
    def to_act(self) -> int | None:
        """The seat to act now, or None (a card is to be dealt, or the hand is over)."""
        return self.hand.table.to_act

    def options(self) -> Options:
        """What the player to act may do (the engine's ``options``)."""
        return options_now(self.hand)

    def add(self, text: str) -> None:
        """Append one PHH action; the engine raises if it is illegal here."""
        self.hand.apply(parse_action(text, len(self.actions), self.seats))
        self.actions.append(text)

    def fold(self) -> None:
        """The player to act folds (checks instead when nothing is owed)."""
        owed = self.options().call_amount
        self.add(f"p{self._actor() + 1} {'f' if owed else 'cc'}")

    def call(self) -> None:
        """The player to act checks or calls."""
        self.add(f"p{self._actor() + 1} cc")

    def raise_to(self, total: int) -> None:
        """The player to act bets or raises to ``total`` (kept within what he may raise to), or checks or calls
        when he may not raise (every opponent is all-in, or the betting is not reopened for him)."""
        options = self.options()
        if options.min_raise_to is None or options.max_raise_to is None:
            self.call()
        else:
            self.add(f"p{self._actor() + 1} cbr {min(max(total, options.min_raise_to), options.max_raise_to)}")

    def all_in(self) -> None:
        """The player to act puts in every chip: a raise when he may make one, else a call."""
        self.raise_to(self.bet(self._actor()) + self.stack(self._actor()))

    def deal_hole(self, seat: int, cards: str) -> None:
        """Deal ``seat`` (0 for ``p1``) his two hole cards."""
        self.add(f"d dh p{seat + 1} {cards}")

    def deal_board(self, cards: str) -> None:
        """Deal the next street's board cards."""
        self.add(f"d db {cards}")

    def bet(self, seat: int) -> int:
        """The chips ``seat`` has put in on this street."""
        return self.hand.table.bets[seat]

    def stack(self, seat: int) -> int:
        """The chips ``seat`` has behind."""
        return self.hand.table.stacks[seat]

    @property
    def over(self) -> bool:
        """True when the hand needs nothing more: everyone else folded, or all the betting and cards are done."""
        return self.hand.unfinished() is None

    def pot(self) -> int:
        """Every chip put in so far (antes included)."""
        table = self.hand.table
        return sum(table.live) + sum(table.bets) + sum(table.dead) + sum(table.antes)

    def text(self) -> str:
        """The hand history so far as PHH text."""
        return phh_text({**self.fields, "actions": self.actions})

    def _actor(self) -> int:
        seat = self.to_act
        if seat is None:
            raise ValueError("nobody is to act")
        return seat
