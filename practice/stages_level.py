"""The level that asks one hand in stages: what goes back, how many pots, who may win each, how much is in each, who
gets the odd chips. Each stage is checked and diagnosed on its own (its own parts and mistakes)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random

from calculator import RuleSet, reading_cards

from .questions import Part, Question, Worked, meaningful, work
from .settle_hands import Seat, all_in_story, seat_blinds, settle_input, with_ranks
from .settle_levels import _seats
from .table import TOURNAMENT

STAGES = ("returned", "pots", "eligible", "amounts", "odd_chips")
"""The stages, in the order a dealer works them (CONTRACTS.md, "Practice bank": a question's ``stages``): the chips
nobody called go back before anything is cut (the dealers' page, step 3; dealer review D15-01)."""


def stages(rng: Random, rules: RuleSet) -> Question | None:
    """Two or three all-ins, callers and sometimes folds and a tie in the top pot (ranks); asked in stages."""
    worked = dealt_all_ins(rng, rules, overbet=0.5, tie=0.45)
    pots = worked.result["pots"]
    if len(pots) < 2:
        return None
    # what goes back is asked of every hand, of the biggest contributor (the one player who can have chips nobody
    # called), 0 when every chip was called: the check a dealer makes every hand (dealer review D16-01)
    biggest = max(worked.input["players"], key=lambda player: player["contributed"])["name"]
    asks: dict[str, list[str]] = {
        "returned": [f"returned.{biggest}"],
        "pots": ["pots.count"],
        "eligible": [f"pots.{k}.eligible" for k in range(1, len(pots))],
        "amounts": [f"pots.{k}.amount" for k in range(len(pots))],
        "odd_chips": [f"pots.{k}.odd_chips" for k, pot in enumerate(pots) if _odd(pot)],
    }
    found: list[tuple[str, tuple[Part, ...]]] = []
    for stage in STAGES:
        parts = _returned(worked, asks[stage][0]) if stage == "returned" else _parts(worked, asks[stage])
        if parts is None:
            continue
        if stage != "returned" and not any(part.mistakes for part in parts):  # one that cannot diagnose is left out
            continue
        found.append((stage, parts))
    if len(found) < 3 or "pots" not in dict(found):
        return None
    return Question(worked, tuple(p for _, parts in found for p in parts), stages=tuple((s, len(p)) for s, p in found))


def _parts(worked: Worked, asks: Sequence[str]) -> tuple[Part, ...] | None:
    parts = [worked.part(ask) for ask in asks]
    if not parts or any(part is None or not meaningful(part) for part in parts):
        return None
    return tuple(part for part in parts if part is not None)


def _returned(worked: Worked, ask: str) -> tuple[Part, ...] | None:
    """What goes back to the biggest contributor, asked even when it is nothing (0 is the usual answer a dealer
    must reach); None when the output has no answer there."""
    part = worked.part(ask)
    return None if part is None else (part,)


def _odd(pot: dict[str, object]) -> bool:
    """Whether the pot was split with odd chips (some winner's share above another's): only then is it asked."""
    shares = pot.get("shares")
    return isinstance(shares, dict) and len(set(shares.values())) > 1


def dealt_all_ins(rng: Random, rules: RuleSet, overbet: float, tie: float) -> Worked:
    """One to two all-ins with callers and sometimes folds, an overbet (chance ``overbet``) and a tie in the top pot
    (chance ``tie``), at a tournament table in its real chips, ranked and settled by the engine: the hand the stages
    (the dealer drill) and the dealer's-error levels ask about."""
    stakes = rng.choice(TOURNAMENT)
    story = all_in_story(
        rng,
        stakes,
        all_ins=rng.choice((1, 2, 2)),
        callers=rng.choice((1, 2, 2)),
        folders=rng.choice((0, 1, 1, 2)),
        overbet=rng.random() < overbet,
    )
    seats = with_ranks(rng, _seats(rng, seat_blinds(rng, story, stakes)), folded_best=rng.random() < 0.3)
    # a tie of ranks, unless the rules deal its odd chips by the hole cards (these hands have ranks only)
    if rng.random() < tie and "odd_chips" not in reading_cards(rules):
        seats = _tie_at_the_top(rng, seats)
    return work("settle", settle_input(seats, None, stakes.unit), rules)


def _tie_at_the_top(rng: Random, seats: list[Seat]) -> list[Seat]:
    """The biggest stack still in and another player still in hold the same best hand."""
    live = [i for i, seat in enumerate(seats) if not seat.folded]
    biggest = max(live, key=lambda i: seats[i].contributed)
    other = rng.choice([i for i in live if i != biggest])
    best = min(seat.rank or 99 for seat in seats) - 1
    return [
        replace(seat, rank=best + 1) if i in (biggest, other) else replace(seat, rank=(seat.rank or 0) + 1)
        for i, seat in enumerate(seats)
    ]
