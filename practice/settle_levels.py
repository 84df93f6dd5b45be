"""The levels whose questions are ``settle`` inputs: all-ins, folds, showdowns with cards, antes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import Any

from calculator import RuleSet, cut_pots, describe, evaluate, parse_cards, reading_cards

from .cards import Deck
from .questions import Candidate, Question, Worked, choose_parts, result_of, work
from .settle_hands import Seat, Story, all_in_story, blinds_seat, seat_blinds, settle_input, with_ranks
from .table import TOURNAMENT, Stakes, seat_players, with_antes


def _seats(
    rng: Random, story: Story, dead: Sequence[int] | None = None, own: Sequence[int] | None = None
) -> list[Seat]:
    """Named seats for ``story``: each one's live chips plus the table's dead money (``dead``) or his own ante
    (``own``)."""
    names = seat_players(rng, len(story.live))
    dead = dead or [0] * len(names)
    own = own or [0] * len(names)
    return [
        Seat(name, live + table + ante, out, table, ante=ante)
        for name, live, out, table, ante in zip(names, story.live, story.folded, dead, own, strict=True)
    ]


def _pots(worked: Worked) -> list[Mapping[str, Any]]:
    pots = worked.result["pots"]
    assert isinstance(pots, list)
    return pots


def pot_asks(worked: Worked) -> list[Candidate]:
    """Each pot's size and, for side pots, who may win it (also both at once)."""
    count = len(_pots(worked))
    asks: list[Candidate] = [f"pots.{k}.amount" for k in range(count)]
    for k in range(1, count):
        asks += [f"pots.{k}.eligible", (f"pots.{k}.amount", f"pots.{k}.eligible")]
    return asks


def winner_asks(worked: Worked) -> tuple[list[Candidate], list[Candidate]]:
    """Who wins each contested pot (also the main and the first side pot at once), and each split pot's shares."""
    pots = _pots(worked)
    winners: list[Candidate] = [f"pots.{k}.winners" for k, pot in enumerate(pots) if len(pot["eligible"]) > 1]
    if len(pots) > 1 and len(pots[1]["eligible"]) > 1:
        winners.append(("pots.0.winners", "pots.1.winners"))
    shares: list[Candidate] = [
        f"pots.{k}.shares.{name}" for k, pot in enumerate(pots) if len(pot["winners"]) > 1 for name in pot["winners"]
    ]
    return winners, shares


def money_asks(worked: Worked, seats: Sequence[Seat], *keys: str) -> list[Candidate]:
    """What players still in get (``payouts``, ``net``) and what comes back (``returned``)."""
    live = [seat.name for seat in seats if not seat.folded]
    asks: list[Candidate] = []
    for key in keys:
        names = list(worked.result["returned"]) if key == "returned" else live
        asks += [f"{key}.{name}" for name in names]
    return asks


def _question(
    rng: Random, worked: Worked, groups: Sequence[Sequence[Candidate]], prefer: str | None = None
) -> Question | None:
    parts = choose_parts(rng, worked, groups, prefer)
    return None if parts is None else Question(worked, parts, _hands(worked.input))


def _hands(data: Mapping[str, Any]) -> dict[str, Any] | None:
    """Each hand still in at the showdown: its category and best five cards (as ``play`` reports hands), for a
    showdown with cards. A folded hand is dead: it is never compared, so it is not listed."""
    board = data.get("board")
    if board is None:
        return None
    table = parse_cards(board)
    return {
        player["name"]: describe(evaluate([*parse_cards(player["cards"]), *table]))
        for player in data["players"]
        if "cards" in player and not player.get("folded")
    }


# ----- the levels


def two_allins(rng: Random, rules: RuleSet) -> Question | None:
    """One to three players all-in for different amounts and one who covers them (two to four players); nobody
    folds (ranks)."""
    stakes = rng.choice(TOURNAMENT)
    all_ins = rng.choices((1, 2, 3), weights=(2, 5, 3))[0]
    story = all_in_story(rng, stakes, all_ins=all_ins, overbet=all_ins == 1 or rng.random() < 0.35)
    seats = with_ranks(rng, _seats(rng, story))
    worked = work("settle", settle_input(seats, None, stakes.unit), rules)
    groups = [pot_asks(worked), money_asks(worked, seats, "returned"), money_asks(worked, seats, "payouts")]
    return _question(rng, worked, groups)


def folds(rng: Random, rules: RuleSet) -> Question | None:
    """Players who folded after putting chips in, all-ins, and chips nobody called (ranks)."""
    stakes = rng.choice(TOURNAMENT)
    if rng.random() < 0.2:  # a raise nobody calls: no showdown, the excess goes back
        story = seat_blinds(rng, all_in_story(rng, stakes, all_ins=0, folders=rng.randint(1, 3), overbet=True), stakes)
        seats = _seats(rng, story)
    else:
        story = all_in_story(
            rng,
            stakes,
            all_ins=rng.choice((1, 1, 2)),
            callers=rng.choice((1, 1, 2)),
            folders=rng.randint(1, 3),
            overbet=rng.random() < 0.35,
        )
        seats = with_ranks(rng, _seats(rng, seat_blinds(rng, story, stakes)), folded_best=rng.random() < 0.4)
    if not any(seat.folded for seat in seats):
        return None
    worked = work("settle", settle_input(seats, None, stakes.unit), rules)
    groups = [pot_asks(worked), money_asks(worked, seats, "returned"), money_asks(worked, seats, "net")]
    groups.append(winner_asks(worked)[0])
    return _question(rng, worked, groups)


SHOWDOWNS = (("random", 30), ("two_tie", 27), ("board_tie", 8), ("three_tie", 10), ("two_pot_tie", 25))
"""The kinds of showdown the cards level deals, with their weights."""
TAUGHT = {"two_tie": "odd_chip_wrong_seat", "three_tie": "odd_chip_wrong_seat", "two_pot_tie": "pooled_odd_chips"}
"""The mistake a kind of showdown is best at showing up."""


def showdown(rng: Random, rules: RuleSet) -> Question | None:
    """Real hole cards and a board: who wins each pot, splits and odd chips (in the table's smallest chips)."""
    stakes = rng.choice(TOURNAMENT)
    kind = rng.choices([k for k, _ in SHOWDOWNS], weights=[w for _, w in SHOWDOWNS])[0]
    all_ins, callers = {"three_tie": (2, 2), "two_pot_tie": (1, 2), "random": (2, 1)}.get(kind, (1, 2))
    folders = rng.choice((0, 1, 2)) if kind in ("random", "board_tie") else rng.choice((1, 2))
    overbet = kind != "two_pot_tie" and rng.random() < 0.2
    late = kind == "two_pot_tie" or rng.random() < 0.15
    story = all_in_story(
        rng, stakes, all_ins=all_ins, callers=callers, folders=folders, overbet=overbet, late_folder=late
    )
    seats = _seats(rng, seat_blinds(rng, story, stakes))
    group = _tie_group(rng, seats, kind)
    chip = stakes.unit
    # The amounts alone decide whether a tie of ``group`` gives odd chips: try them with ranks first.
    ranks = [1 if i in group or kind == "board_tie" else 2 + i for i in range(len(seats))]
    if not _shows(kind, _probe(seats, ranks), chip):
        return None
    for _ in range(30):  # deal again until the cards give that tie (or, for "random", any showdown)
        dealt, board = _deal(rng, seats, group, board_tie=kind == "board_tie")
        data = settle_input(dealt, board, chip)
        if _shows(kind, result_of("settle", data, rules)["pots"], chip):
            worked = work("settle", data, rules)
            groups = [*winner_asks(worked), money_asks(worked, seats, "payouts", "net")]
            return _question(rng, worked, groups, TAUGHT.get(kind))
    return None


def _probe(seats: Sequence[Seat], ranks: Sequence[int]) -> list[dict[str, Any]]:
    """The pots ``seats`` make (``calculator.cut_pots``: nothing awarded yet) and who would win each with these
    ``ranks`` (1 = best, equal ranks tie): each pot's ``amount`` and ``winners``, as ``_shows`` reads them. Whether
    the amounts give a tie odd chips does not depend on how a rule deals them, nor on any player's cards."""
    names = tuple(seat.name for seat in seats)
    cut = cut_pots(
        names,
        [seat.contributed for seat in seats],
        [seat.dead for seat in seats],
        [seat.folded for seat in seats],
        [seat.ante for seat in seats],
    )
    pots = []
    for pot in cut.pots:
        best = min(ranks[i] for i in pot.eligible)
        pots.append({"amount": pot.amount, "winners": [names[i] for i in pot.eligible if ranks[i] == best]})
    return pots


def _tie_group(rng: Random, seats: Sequence[Seat], kind: str) -> list[int]:
    """The players dealt the same two ranks: the biggest stack and one or two others still in."""
    live = [i for i, seat in enumerate(seats) if not seat.folded]
    if kind in ("random", "board_tie"):
        return []
    biggest = max(live, key=lambda i: seats[i].contributed)
    others = [i for i in live if i != biggest]
    if kind == "two_pot_tie":
        others = [i for i in others if seats[i].contributed == seats[biggest].contributed]
    return [biggest, *rng.sample(others, min(len(others), 2 if kind == "three_tie" else 1))]


def _deal(rng: Random, seats: Sequence[Seat], group: Sequence[int], board_tie: bool = False) -> tuple[list[Seat], str]:
    """Hole cards for every player still in (and for some who folded) and a board; ``group`` gets the same ranks."""
    deck = Deck(rng)
    cards = dict(zip(group, deck.same_ranks(len(group)), strict=True)) if group else {}
    board = _straight_board(rng, deck) if board_tie else ""
    for i, seat in enumerate(seats):
        if i not in cards and (not seat.folded or rng.random() < 0.5):
            cards[i] = deck.deal(2)
    board = board or deck.deal(5)
    return [replace(seat, cards=cards.get(i)) for i, seat in enumerate(seats)], board


def _straight_board(rng: Random, deck: Deck) -> str:
    """Ace-high straight on the board, at most two cards of a suit: nobody can beat it, everyone still in splits."""
    suits = rng.sample("cdhs" * 2, 5)
    return deck.take([rank + suit for rank, suit in zip("TJQKA", suits, strict=True)])


def _shows(kind: str, pots: Sequence[Mapping[str, Any]], chip: int = 1) -> bool:
    """Whether the settled pots show what ``kind`` is meant to teach (odd chips counted in smallest chips)."""
    split = [pot for pot in pots if len(pot["winners"]) > 1]
    odd = [pot for pot in split if pot["amount"] // chip % len(pot["winners"])]
    if kind == "random":
        return len(pots) > 1
    if kind == "board_tie":
        return bool(split)
    if kind == "three_tie":
        return any(len(pot["winners"]) == 3 and pot["amount"] // chip % 3 == 2 for pot in odd)
    if kind == "two_pot_tie":
        return len(odd) > 1 and len({tuple(pot["winners"]) for pot in split}) == 1
    return bool(odd)


def antes(rng: Random, rules: RuleSet) -> Question | None:
    """The big-blind ante as dead money and each player's own antes (some short stacks all-in for part of their
    ante), with folds and all-ins (ranks or cards); some pots split at a table whose smallest chip is above 1."""
    stakes = with_antes(rng.choice(TOURNAMENT), rng)
    partial = rng.random() < 0.2  # each player's own antes, a short stack all-in for part of his
    if partial:
        stakes = replace(stakes, ante=max(stakes.ante, 2 * stakes.unit), big_blind_ante=False)
    split = not partial and rng.random() < 0.4
    story = all_in_story(
        rng,
        stakes,
        all_ins=rng.choice((1, 1, 2)),
        callers=2 if split else rng.choice((1, 1, 2)),
        folders=rng.randint(1, 3),
        overbet=not split and rng.random() < 0.4,
    )
    story = seat_blinds(rng, story, stakes, played_on=rng.random() < 0.65)
    antes = _antes(stakes, story)
    prefer = "ante_as_live_bet"
    if stakes.big_blind_ante:
        seats = _seats(rng, story, dead=antes)
    else:
        seats = _seats(rng, story, own=antes)
        short = _partial_ante(rng, stakes, seats, partial)
        if short is not None and not split:
            seats, prefer = short, "partial_ante_in_main_pot"
    if split:
        return _split_in_smallest_chips(rng, rules, seats, stakes.unit)
    if rng.random() < 0.3:
        seats, board = _deal(rng, seats, [])
        data = settle_input(seats, board, stakes.unit)
    else:
        data = settle_input(with_ranks(rng, seats), None, stakes.unit)
    worked = work("settle", data, rules)
    groups = [pot_asks(worked), money_asks(worked, seats, "returned"), money_asks(worked, seats, "payouts", "net")]
    return _question(rng, worked, groups, prefer=prefer)


def _partial_ante(rng: Random, stakes: Stakes, seats: list[Seat], always: bool) -> list[Seat] | None:
    """Often (``always``: every time; the ante must be at least two smallest chips), the shortest stack still in
    is all-in for part of his ante instead: he posts what he had, a whole number of smallest chips below it."""
    units = stakes.ante // stakes.unit
    if units < 2 or (rng.random() >= 0.75 and not always):
        return None
    still_in = [i for i, seat in enumerate(seats) if not seat.folded]
    shortest = min(still_in, key=lambda i: seats[i].contributed)
    posted = stakes.unit * rng.randint(1, units - 1)
    return [replace(seat, contributed=posted, ante=posted) if i == shortest else seat for i, seat in enumerate(seats)]


def _split_in_smallest_chips(rng: Random, rules: RuleSet, seats: list[Seat], chip: int) -> Question | None:
    """Two or three players tie (equal ranks, or the same cards) at a table whose smallest chip is ``chip``: the
    pot is split in whole smallest chips and the ones left over are the odd chips."""
    kind = rng.choice(("two_tie", "three_tie"))
    group = _tie_group(rng, seats, kind)
    others = [i for i in range(len(seats)) if i not in group]
    rng.shuffle(others)
    ranks = {**dict.fromkeys(group, 1), **{seat: 2 + k for k, seat in enumerate(others)}}
    data = settle_input([replace(seat, rank=ranks[i]) for i, seat in enumerate(seats)], None, chip)
    if not _shows("two_tie", _probe(seats, [ranks[i] for i in range(len(seats))]), chip):
        return None
    # the same tie with cards, half the time; always under a rule that deals the odd chips by the hole cards
    if rng.random() < 0.5 or "odd_chips" in reading_cards(rules):
        for _ in range(30):
            dealt, board = _deal(rng, seats, group)
            with_cards = settle_input(dealt, board, chip)
            if _shows("two_tie", result_of("settle", with_cards, rules)["pots"], chip):
                data = with_cards
                break
        else:
            if "odd_chips" in reading_cards(rules):
                return None
    worked = work("settle", data, rules)
    shares = winner_asks(worked)[1]
    return _question(rng, worked, [shares, money_asks(worked, seats, "payouts", "net")], "single_chip_split")


def _antes(stakes: Stakes, story: Story) -> list[int]:
    """Each seat's ante: all of them (classic antes), or the big blind's ante for the table, paid by the big blind
    from his seat (``seat_blinds`` put there a player who folded the blind or, more often, since that is where
    treating the ante as a live bet changes the pots, one who played on)."""
    if not stakes.big_blind_ante:
        return [stakes.ante] * len(story.live)
    big = blinds_seat(len(story.live))[1]
    return [stakes.ante if i == big else 0 for i in range(len(story.live))]
