"""Random multi-way all-in hold'em hands played by pokerkit, for the differential test and the benchmark.

pokerkit (a test-only dependency) plays each hand from blinds (and sometimes antes, each player's own, now and
then with a stack shorter than the ante) to showdown with a
random mix of folds, calls, minimum raises and all-ins; the cards are dealt from our own seeded shuffle so
every hand is reproducible from its seed. The record keeps what pokerkit knew just before the showdown
(pots with their eligible players, stacks) and the stacks it paid out at the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pokerkit import Automation, NoLimitTexasHoldem, State

from calculator import Hand, PlayerHand, parse_cards

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
BROADWAY = "AKQJT"


@dataclass(frozen=True)
class PlayedHand:
    """One hand as pokerkit played and paid it; seats in pokerkit's order, which is our seat order."""

    seed: int
    starting_stacks: tuple[int, ...]
    antes: tuple[int, ...]
    holes: tuple[str, ...]
    board: str
    contributed: tuple[int, ...]
    folded: tuple[bool, ...]
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    """pokerkit's pots at the start of the showdown: amount and eligible seats, main first."""
    returned: tuple[int, ...]
    final_stacks: tuple[int, ...]

    @property
    def partial_antes(self) -> bool:
        """True when some player's stack was shorter than the ante, so he posted only part of it."""
        return len({ante for ante in self.antes if ante}) > 1

    def to_hand(self, antes_as_dead: bool = False) -> Hand:
        """The same hand as the engine's input value: the antes as each player's own (as they are), or, as
        pokerkit counts them, as dead money in the main pot."""
        return Hand(
            tuple(
                PlayerHand(
                    f"p{i + 1}",
                    self.contributed[i],
                    folded=self.folded[i],
                    dead=self.antes[i] if antes_as_dead else 0,
                    cards=None if self.folded[i] else parse_cards(self.holes[i]),
                    ante=0 if antes_as_dead else self.antes[i],
                )
                for i in range(len(self.contributed))
            ),
            board=parse_cards(self.board),
        )

    def to_json(self, antes_as_dead: bool = False) -> dict[str, object]:
        """The same hand as the ``settle`` contract's input object (antes as in ``to_hand``)."""
        players: list[dict[str, object]] = []
        for i, put_in in enumerate(self.contributed):
            player: dict[str, object] = {"name": f"p{i + 1}", "contributed": put_in}
            if self.antes[i]:
                player["dead" if antes_as_dead else "ante"] = self.antes[i]
            if self.folded[i]:
                player["folded"] = True
            else:
                player["cards"] = self.holes[i]
            players.append(player)
        return {"players": players, "board": self.board}


def _deal(rng: random.Random, players: int) -> tuple[list[str], str]:
    """Hole cards and a board; one hand in six gets a broadway board that everyone plays (a split pot)."""
    deck = DECK[:]
    rng.shuffle(deck)
    if rng.random() < 1 / 6:
        suits = rng.sample("cdhs" * 2, 5)  # no three cards of one suit: nobody can make a flush
        board = [rank + suit for rank, suit in zip(BROADWAY, suits, strict=True)]
        deck = [card for card in deck if card not in board]
    else:
        board = deck[-5:]
    return ["".join(deck[2 * i : 2 * i + 2]) for i in range(players)], "".join(board)


def play_hand(seed: int) -> PlayedHand:
    """Play one random multi-way hand with pokerkit, seeded by ``seed``."""
    rng = random.Random(seed)
    players = rng.randint(2, 9)
    small, big = rng.choice([(1, 2), (5, 10), (50, 100)])
    common = [rng.randint(1, 80 * big) for _ in range(3)]  # equal stacks make equal contributions
    stacks = [rng.choice(common) if rng.random() < 0.3 else rng.randint(1, 80 * big) for _ in range(players)]
    ante = rng.choice([0, 0, 0, 1, small])
    if ante > 1 and rng.random() < 0.3:  # a stack shorter than the ante: he posts part of it
        stacks[rng.randrange(players)] = rng.randint(1, ante - 1)
    state = NoLimitTexasHoldem.create_state(AUTOMATIONS, False, ante, (small, big), big, stacks, players)
    holes, board = _deal(rng, players)
    streets = iter((board[:6], board[6:8], board[8:]))
    lowest = list(state.stacks)
    showdown: tuple[list[tuple[int, tuple[int, ...]]], list[int], list[bool]] | None = None
    while state.status:
        if state.can_deal_hole():
            state.deal_hole(holes[state.hole_dealee_index or 0])
        elif state.can_burn_card():
            state.burn_card("??")
        elif state.can_deal_board():
            state.deal_board(next(streets))
        elif state.can_show_or_muck_hole_cards():
            if showdown is None:
                pots = [(pot.amount, pot.player_indices) for pot in state.pots]
                showdown = (pots, list(state.stacks), [not s for s in state.statuses])
            state.show_or_muck_hole_cards(True)
        elif state.actor_index is not None:
            _act(state, rng)
            lowest = [min(a, b) for a, b in zip(lowest, state.stacks, strict=True)]
        else:  # pragma: no cover - pokerkit waits for something we do not do
            raise RuntimeError(f"hand {seed}: pokerkit is stuck")
    assert showdown is not None, f"hand {seed} ended without a showdown"
    pots, stacks_at_showdown, folded = showdown
    return PlayedHand(
        seed=seed,
        starting_stacks=tuple(stacks),
        antes=tuple(min(ante, s) for s in stacks),
        holes=tuple(holes),
        board=board,
        contributed=tuple(s - low for s, low in zip(stacks, lowest, strict=True)),
        folded=tuple(folded),
        pots=tuple(pots),
        returned=tuple(now - low for now, low in zip(stacks_at_showdown, lowest, strict=True)),
        final_stacks=tuple(state.stacks),
    )


def _act(state: State, rng: random.Random) -> None:
    """A random legal action, favouring all-ins; never a fold that would leave fewer than two players."""
    choice = rng.random()
    if choice < 0.2 and sum(state.statuses) > 2 and state.can_fold():
        state.fold()
    elif choice < 0.6 and state.can_complete_bet_or_raise_to():
        state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
    elif choice < 0.7 and state.can_complete_bet_or_raise_to():
        state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
    else:
        state.check_or_call()
