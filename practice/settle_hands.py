"""Settlement hands for practice: who put in how much (a plausible betting story), who folded, and hand strength."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from .table import Stakes, distinct_amounts


@dataclass(frozen=True, slots=True)
class Seat:
    """One player of a ``settle`` input."""

    name: str
    contributed: int
    folded: bool = False
    dead: int = 0
    rank: int | None = None
    cards: str | None = None
    ante: int = 0
    """His own ante (``dead`` is dead money posted for the table: a big-blind ante)."""


def settle_input(seats: Sequence[Seat], board: str | None = None, smallest_chip: int | None = None) -> dict[str, Any]:
    """The ``settle`` input object for ``seats`` (seat order), writing only the fields that are not defaults."""
    players = []
    for seat in seats:
        entry: dict[str, Any] = {"name": seat.name, "contributed": seat.contributed}
        if seat.dead:
            entry["dead"] = seat.dead
        if seat.ante:
            entry["ante"] = seat.ante
        if seat.folded:
            entry["folded"] = True
        if seat.rank is not None:
            entry["rank"] = seat.rank
        if seat.cards is not None:
            entry["cards"] = seat.cards
        players.append(entry)
    data: dict[str, Any] = {"players": players}
    if board is not None:
        data["board"] = board
    if smallest_chip is not None and smallest_chip > 1:
        data["smallest_chip"] = smallest_chip
    return data


@dataclass(frozen=True, slots=True)
class Story:
    """What each seat put in (live chips, before antes) in a hand that ended with all-ins, in seat order."""

    live: tuple[int, ...]
    folded: tuple[bool, ...]


def all_in_story(
    rng: Random,
    stakes: Stakes,
    *,
    all_ins: int,
    callers: int = 1,
    folders: int = 0,
    overbet: bool = False,
    late_folder: bool = False,
) -> Story:
    """A hand where ``all_ins`` players are all-in for different amounts and ``callers`` players match the top
    level (one of them bet more than anyone called when ``overbet``); ``folders`` players folded on the way
    after putting in a blind, an open raise, a call of it or a flop bet; with ``late_folder`` one more went on
    betting with the callers after the first all-in and folded later. Seats are in random order.
    """
    short = distinct_amounts(rng, stakes, all_ins, 3, 30) if all_ins else []
    top = max(short) if short else stakes.chips(rng.uniform(2.5, 12))
    if callers > 1 and (late_folder or rng.random() < 0.4):  # the bigger stacks went on betting into a side pot
        top += stakes.chips(rng.uniform(2, 10))
    live = [*short, *([top] * callers)]
    if overbet:
        live[-1] = top + stakes.chips(rng.uniform(2, 30))
    opened = stakes.chips(rng.choice((2, 2.2, 2.5, 3)))
    flop_bet = opened + stakes.chips(rng.uniform(1.5, 4))
    investments = [stakes.small_blind, stakes.big_blind, opened, opened, flop_bet]
    folded_in = [amount for amount in rng.sample(investments, folders) if amount <= top]
    if late_folder and short and top - min(short) > 2 * stakes.unit:
        low, high = min(short) + stakes.unit, top - stakes.unit
        folded_in.append(low + rng.randrange((high - low) // stakes.unit + 1) * stakes.unit)
    live.extend(folded_in)
    folded = [False] * (len(live) - len(folded_in)) + [True] * len(folded_in)
    order = list(range(len(live)))
    rng.shuffle(order)
    return Story(tuple(live[i] for i in order), tuple(folded[i] for i in order))


def blinds_seat(players: int) -> tuple[int, int]:
    """The seats of the small and the big blind (seat order from the left of the button; heads-up the button is the
    small blind, so the big blind sits first)."""
    return (1, 0) if players == 2 else (0, 1)


def seat_blinds(rng: Random, story: Story, stakes: Stakes, *, played_on: bool = True) -> Story:
    """``story`` reseated so that the blinds sit where they post: in the big blind's seat a player who put in at
    least the big blind (one who played on when ``played_on`` or when nobody folded the blind, else one who folded
    it: the player who posts a big-blind ante), and a player who folded the small blind in the small blind's seat.
    The others keep their order."""
    small, big = blinds_seat(len(story.live))
    chips = list(zip(story.live, story.folded, strict=True))
    on = [i for i, (live, out) in enumerate(chips) if not out and live >= stakes.big_blind]
    folded_big = [i for i, (live, out) in enumerate(chips) if out and live == stakes.big_blind]
    order = list(range(len(chips)))
    pool = on if on and (played_on or not folded_big) else folded_big
    if pool:
        chosen = rng.choice(pool)
        at = order.index(chosen)
        order[big], order[at] = order[at], order[big]
    folded_small = [i for i, (live, out) in enumerate(chips) if out and live == stakes.small_blind and order[big] != i]
    if folded_small:
        at = order.index(folded_small[0])
        order[small], order[at] = order[at], order[small]
    return Story(tuple(story.live[i] for i in order), tuple(story.folded[i] for i in order))


def with_ranks(rng: Random, seats: Sequence[Seat], *, folded_best: bool = False) -> list[Seat]:
    """Give every seat a different rank (1 = best); with ``folded_best`` a folded player holds the best hand."""
    ranks = list(range(1, len(seats) + 1))
    rng.shuffle(ranks)
    if folded_best:
        folded = [i for i, seat in enumerate(seats) if seat.folded]
        if folded:
            best = ranks.index(1)
            chosen = rng.choice(folded)
            ranks[best], ranks[chosen] = ranks[chosen], ranks[best]
    return [replace(seat, rank=rank) for seat, rank in zip(seats, ranks, strict=True)]
