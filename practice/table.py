"""Who sits at a practice table and for what stakes: plausible blinds, antes, stacks and bet sizes."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

PLAYER_IDS = (
    "bijan", "shirin", "arash", "darius", "leila", "babak", "roya", "raha", "kian", "mina", "omid",
    "ahmose", "nefertari", "ramses", "tiya", "seti", "meret", "nakht",
)  # fmt: skip
"""The site's language-neutral player ids (the catalogues in ``locales/`` name them; a test checks they are there)."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """The blinds of a table, its ante (if any) and the smallest chip its stacks are counted in."""

    small_blind: int
    big_blind: int
    unit: int
    """The smallest chip in play: stacks, bets and antes are sums of real chips, so multiples of it, and the hand's
    input declares it (pots are split in whole chips of it)."""
    ante: int = 0
    big_blind_ante: bool = False
    """The big blind pays one ante for the whole table (TDA), instead of every player paying ``ante``."""
    dollar_chips: bool = False
    """A cash table dealt in $1 chips on purpose: at these blinds the $1 chip is in play, and a dealer sizes bets
    and splits pots to the dollar. Every other table's smallest chip is 5 (cash) or 25 and up (tournaments)."""

    def chips(self, big_blinds: float) -> int:
        """About ``big_blinds`` big blinds, rounded to whole units (at least one unit)."""
        return max(self.unit, round(big_blinds * self.big_blind / self.unit) * self.unit)


TOURNAMENT = (
    Stakes(50, 100, 25),
    Stakes(100, 200, 25),
    Stakes(150, 300, 25),
    Stakes(200, 400, 25),
    Stakes(250, 500, 25),
    Stakes(300, 600, 25),
    Stakes(400, 800, 100),
    Stakes(500, 1000, 100),
    Stakes(1000, 2000, 100),
)
"""Tournament blind levels, in the chips of a tournament set (25, 100, 500, 1,000, 5,000): chips of 25 in play
until the level of 400/800, then colored up to 100. The levels that settle a hand from the chips put in (and the
dealer drill) deal these tables only."""

CASH = (Stakes(1, 2, 1, dollar_chips=True), Stakes(2, 5, 1, dollar_chips=True), Stakes(5, 10, 5), Stakes(25, 50, 5))
"""Cash-game blinds (stacks in dollars): $1 chips at 1/2 and 2/5, $5 chips the smallest from 5/10 up."""

LIMIT = (
    Stakes(5, 10, 1, dollar_chips=True),
    Stakes(10, 20, 1, dollar_chips=True),
    Stakes(15, 30, 1, dollar_chips=True),
    Stakes(50, 100, 5),
    Stakes(100, 200, 25),
)
"""Fixed-limit blinds: the small bet is the big blind, the big bet twice it. The low limits are cash games dealt in
$1 chips on purpose: an all-in a few dollars over a bet is what the limit rules for short all-ins are about."""

DOLLAR_TABLES = frozenset((stakes.small_blind, stakes.big_blind) for stakes in CASH + LIMIT if stakes.dollar_chips)
"""The blinds of the tables dealt in $1 chips on purpose (a test checks every other hand declares a bigger chip)."""


def with_antes(stakes: Stakes, rng: Random) -> Stakes:
    """The tournament level with antes: mostly a big-blind ante equal to the big blind, sometimes classic antes."""
    if rng.random() < 0.7:
        return Stakes(stakes.small_blind, stakes.big_blind, stakes.unit, stakes.big_blind, True)
    ante = max(stakes.unit, stakes.big_blind // 8 // stakes.unit * stakes.unit)
    return Stakes(stakes.small_blind, stakes.big_blind, stakes.unit, ante, False)


def seat_players(rng: Random, count: int) -> list[str]:
    """``count`` different players in seat order (first seat left of the button; the button last)."""
    return rng.sample(PLAYER_IDS, count)


def distinct_amounts(rng: Random, stakes: Stakes, count: int, low_bb: float, high_bb: float) -> list[int]:
    """``count`` different amounts between about ``low_bb`` and ``high_bb`` big blinds, smallest first."""
    found: set[int] = set()
    while len(found) < count:
        found.add(stakes.chips(rng.uniform(low_bb, high_bb)))
    return sorted(found)
