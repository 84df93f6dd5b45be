"""The hand histories the import tests read: hands written for this repository, in PokerStars' and GGPoker's text
formats, one a file in ``tests/data/histories/<name>.txt``, with our own players, cards, stacks and hand numbers.

Every figure in them is worked out as a dealer would (chips conserved, side pots cut by the all-ins, the pot to the
best hand shown); the two hands run twice and the hand whose room folded an all-in player are refused on purpose.
``SCENARIOS`` says in one line what each hand shows; the tests name it in their ids.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "data" / "histories"

SCENARIOS: dict[str, str] = {
    "ps_three_way_side_pots": "PokerStars: four all-ins over antes, 100 handed back, a main pot, side pots 1, 2",
    "ps_odd_chip_three_way": "PokerStars tournament: a 1,225 main pot split three ways, odd chip left of the button",
    "ps_odd_chip_two_way": "PokerStars tournament: a 10,475 pot split two ways, odd chip left of the button",
    "ps_split_side_pot": "PokerStars tournament: four all-ins over antes, side pot 2 split between two hands",
    "ps_short_big_blind": "PokerStars tournament: a sitting-out big blind all-in for less, folded by the room",
    "ps_mucks_after_all_in": "PokerStars tournament: three hands mucked after two all-ins, one player takes every pot",
    "ps_fixed_limit": "PokerStars fixed-limit tournament: an all-in call for less preflop, a side pot to the river",
    "ps_run_twice": "PokerStars cash game (EUR): all-in on the turn, the river run twice",
    "ps_antes_side_pot": "PokerStars tournament, nine seats: antes, an all-in for less, an uncalled 5,200 handed back",
    "ps_cash_side_pots_rake": "PokerStars cash game (EUR): main pot and two side pots, rake taken from each",
    "ps_pot_limit": "PokerStars pot-limit cash game: a pot-size raise, an uncalled raise handed back, rake",
    "ps_cash_antes": "PokerStars cash game with antes: the history's own total leaves the antes out",
    "ps_modern_cash_all_in": "PokerStars cash game (2026 format): an all-in call for less on the flop, rake",
    "ps_modern_tournament": "PokerStars tournament (2026 format): bounties in the seat lines, heads-up all-in",
    "gg_side_pots_cash_drop": "GGPoker Rush & Cash: cash drop, rake and jackpot, two pots, the winner's EV cashout",
    "gg_split_odd_cent": "GGPoker Rush & Cash: a $1.75 pot split two ways, the odd cent, rake",
    "gg_all_in_uncalled": "GGPoker Rush & Cash: an all-in raise called for less on the river, rake and jackpot",
    "gg_run_twice": "GGPoker Rush & Cash: all-in preflop, the board run twice",
}
"""Each hand: what it shows (for test ids and messages)."""


def history(name: str) -> str:
    """The text of one of the hands written for these tests (``tests/data/histories/<name>.txt``)."""
    return (FOLDER / f"{name}.txt").read_text(encoding="utf-8")


def scenario(name: str) -> str:
    """What a hand shows, for a test's id and messages."""
    return SCENARIOS[name]
