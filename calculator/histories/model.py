"""A hand history as read from a site: the hand in PHH's terms, and what the history says was collected.

Amounts are whole numbers of the hand's unit (``unit``: ``"1"`` for tournament chips, ``"0.01"`` for a cash game
played in dollars or euros, so $12.34 is 1234), the engine's integer chips.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..betting import Variant

FEES = ("rake", "jackpot", "bingo", "fortune", "tax")
"""What a room may take from the pots, as histories name it (GGPoker's summary lists them all)."""


@dataclass(frozen=True, slots=True)
class Collected:
    """One "collected" line: who took how much from which pot (0 the main pot or the only one, 1.. the side pots;
    None when the history does not say which pot, as GGPoker's "collected ... from pot" lines)."""

    pot: int | None
    name: str
    amount: int
    line: int


@dataclass(frozen=True, slots=True)
class ImportedHand:
    """A hand read from a history: the table, the players in PHH's seat order (the first seat left of the button
    first, the button last), the actions as PHH writes them, and the history's own account of the money:
    the chips it says were handed back (``returned``), collected (``collected``), the pots its summary states
    (``stated_pots``, main first, after the room's fees; empty when it states none), its total pot, the room's
    fees (``fees``: rake, jackpot, ...) and money the room added to the pot (``added``: GGPoker's cash drop)."""

    site: str
    hand_id: str
    variant: Variant
    unit: str
    currency: str
    players: tuple[str, ...]
    seats: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    antes: tuple[int, ...]
    blinds_or_straddles: tuple[int, ...]
    stakes: tuple[int, ...]
    """``(min_bet,)`` for no limit and pot limit, ``(small_bet, big_bet)`` for fixed limit."""
    actions: tuple[str, ...]
    action_lines: tuple[int, ...]
    """The line of the history each action was read from (0 for the cards dealt, which no line writes)."""
    call_chips: tuple[int | None, ...] = ()
    """For each call, the chips the history says it put in (None for other actions): the engine must agree."""
    returned: tuple[tuple[str, int], ...] = ()
    collected: tuple[Collected, ...] = ()
    stated_pots: tuple[int, ...] = ()
    total_pot: int | None = None
    fees: tuple[tuple[str, int], ...] = ()
    added: tuple[tuple[str, int], ...] = ()
    smallest_chip: int = 1
    finishing_stacks: tuple[int, ...] | None = None
    """A PHH file's own finishing stacks (sites write none: their rake would make them differ from the engine's)."""
    notes: tuple[str, ...] = field(default=())
    """What the reader left out on purpose: ``cashout`` (GGPoker's EV cashout, settled between the player and the
    room, not in the pot)."""

    def phh_fields(self) -> dict[str, object]:
        """The hand as PHH fields (what ``calculator.read_history`` reads), with the history's account of the money
        as user fields (``_site``, ``_collected``, ...), which the engine ignores."""
        fields: dict[str, object] = {"variant": self.variant.value}
        fields["antes"] = list(self.antes)
        fields["blinds_or_straddles"] = list(self.blinds_or_straddles)
        if self.variant is Variant.FIXED_LIMIT:
            fields["small_bet"], fields["big_bet"] = self.stakes
        else:
            fields["min_bet"] = self.stakes[0]
        fields["starting_stacks"] = list(self.starting_stacks)
        fields["actions"] = list(self.actions)
        fields["players"] = list(self.players)
        if self.smallest_chip != 1:
            fields["_smallest_chip"] = self.smallest_chip
        if self.finishing_stacks is not None:
            fields["finishing_stacks"] = list(self.finishing_stacks)
        if self.site == "phh":
            return fields
        fields["_site"] = self.site
        fields["_hand"] = self.hand_id
        fields["_unit"] = self.unit
        if self.currency:
            fields["_currency"] = self.currency
        fields["_seats"] = list(self.seats)
        fields["_returned"] = [[name, amount] for name, amount in self.returned]
        fields["_collected"] = [
            [-1 if item.pot is None else item.pot, item.name, item.amount] for item in self.collected
        ]
        fields["_stated_pots"] = list(self.stated_pots)
        if self.total_pot is not None:
            fields["_total_pot"] = self.total_pot
        fields["_fees"] = [[name, amount] for name, amount in self.fees]
        fields["_added"] = [[name, amount] for name, amount in self.added]
        return fields

    def to_phh(self) -> str:
        """The hand as PHH text (TOML): one field a line, ``key = value``, every value also valid JSON."""
        return phh_text(self.phh_fields())


def phh_text(fields: dict[str, object]) -> str:
    """PHH fields as TOML text, one ``key = value`` line each; every value is written as JSON, which TOML reads
    the same for numbers, strings and flat or nested lists (a comment line heads the file)."""
    lines = ["# A hand history in PHH (https://phh.readthedocs.io), read by python -m calculator import"]
    for key, value in fields.items():
        lines.append(f"{key} = {json.dumps(value, ensure_ascii=False)}".replace("\x7f", "\\u007f"))
    return "\n".join(lines) + "\n"
