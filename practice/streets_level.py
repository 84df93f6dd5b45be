"""The street-by-street level: a hand dealt from its actions that stops at the end of each betting round and asks
that round's cut, as the dealer makes it at the table (dealer review T-03; issue 31): what goes back, what each pot
holds now (the closed ones keep theirs), and who may win a new or changed side pot.

Each stop is a stage of the question (``stages``), checked and diagnosed on its own; its parts ask paths into the
round's cut, ``rounds.K.…`` (CONTRACTS.md, "Practice bank": kind ``streets``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

import calculator
from calculator import RuleSet
from replays.build import replay_data

from .cards import Deck
from .questions import Part, Question, Worked, meaningful, work
from .script import HandScript
from .table import TOURNAMENT, seat_players, with_antes
from .working import working_of

Json = dict[str, Any]
BOARD_STEPS = (3, 1, 1)


def streets(rng: Random, rules: RuleSet) -> Question | None:
    """A hand of three to five players, stacks of three depths, played street by street; asked at each round end
    whose cut changed. None when the hand teaches too little (fewer than two stops, no side pot, or a cut that keeps
    its shape after the first stop)."""
    script = _dealt(rng, rules)
    if script is None:
        return None
    text = script.text()
    ends = [step for step in replay_data("streets", text, rules)["steps"] if step["kind"] == "round_end"]
    cutting = cut_rules(rules)
    rounds: list[Json] = []
    stages: list[tuple[str, int]] = []
    parts: list[Part] = []
    before: Json = {"pots": [], "returned": {}}
    for end in ends:
        if end["pots"] == before["pots"] and end["returned"] == before["returned"]:
            continue  # nothing was put in: the dealer has nothing to cut (a round checked through)
        worked = work("settle", end["input"], cutting)
        index = len(rounds)
        asked = _round_parts(worked, end, before)
        if asked is None or not any(part.mistakes for part in asked):
            return None  # a stop no mistake answers otherwise could not be diagnosed
        rounds.append(_round(end, cutting))
        parts.extend(Part(f"rounds.{index}.{part.ask}", part.answer, _named(part.mistakes)) for part in asked)
        stages.append((end["street"], len(asked)))
        before = end
    if len(stages) < 2 or not _teaches(rounds):
        return None
    return Question(Worked("streets", text, {"rounds": rounds}, {}), tuple(parts), stages=tuple(stages))


def _named(mistakes: Sequence[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    """Each wrong answer with the one mistake the page names for it, the first listed that gives it (a folded layer
    lost, say, answers a pot count as one heap does, and the heap is named): a question reviews only the mistakes it
    can name."""
    named: list[tuple[str, Any]] = []
    for mistake, answer in mistakes:
        if all(answer != other or type(answer) is not type(other) for _, other in named):
            named.append((mistake, answer))
    return tuple(named)


def cut_rules(rules: RuleSet) -> RuleSet:
    """The rules a round's cut is made under: the cut reads no cards, so an odd-chip rule that does (the high card by
    suit) gives way to the default one, which changes no pot's size or contenders."""
    if "odd_chips" in calculator.reading_cards(rules):
        return rules.with_overrides({"odd_chips": calculator.TDA.odd_chips})
    return rules


def _round(end: Mapping[str, Any], rules: RuleSet) -> Json:
    """A stop as the bank holds it: the street, the cut (pots with their size and who may win each, chips handed back
    so far) and what makes it, per seat (``working``: chips put in, dead money, own antes, 1 for a fold, and the
    dealer's layers; no pot is won yet). ``round_input`` gives back the ``settle`` input of that moment."""
    players = end["input"]["players"]
    working = working_of("settle", end["input"], rules)
    if working is None:  # a settle input always has its layers
        raise ValueError(f"no layers for the cut at the end of the {end['street']}")
    return {
        "street": end["street"],
        "returned": dict(end["returned"]),
        "pots": [{"amount": pot["amount"], "eligible": list(pot["eligible"])} for pot in end["pots"]],
        "working": {
            "contributed": [p["contributed"] for p in players],
            "dead": [p.get("dead", 0) for p in players],
            "ante": [p.get("ante", 0) for p in players],
            "folded": [int(p.get("folded", False)) for p in players],
            "layers": working["layers"],
            "pots": [[layers, []] for layers, _ in working["pots"]],
        },
    }


def round_input(names: Sequence[str], stop: Mapping[str, Any]) -> Json:
    """The ``settle`` input at a stop of a ``streets`` question (``names``: the hand's players in seat order): what
    ``python -m calculator settle`` cuts into that stop's ``pots`` and ``returned``."""
    work = stop["working"]
    players: list[Json] = []
    for seat, name in enumerate(names):
        player: Json = {"name": name, "contributed": work["contributed"][seat]}
        if work["dead"][seat]:
            player["dead"] = work["dead"][seat]
        if work["ante"][seat]:
            player["ante"] = work["ante"][seat]
        if work["folded"][seat]:
            player["folded"] = True
        else:
            player["rank"] = 1
        players.append(player)
    return {"players": players}


def _round_parts(worked: Worked, end: Mapping[str, Any], before: Mapping[str, Any]) -> list[Part] | None:
    """What a stop asks: what goes back (when chips go back now; or, after an all-in on this street, what goes back
    to the biggest bettor when a typical mistake answers otherwise), each pot's size (the closed ones keep theirs),
    and who may win each side pot that is new or changed. Not how many pots: a field for each pot's size would give
    that away. None when the engine's cut has no answer at one of them."""
    back = {name: chips for name, chips in end["returned"].items() if before["returned"].get(name) != chips}
    asks = [f"returned.{name}" for name in back]
    asks.extend(f"pots.{k}.amount" for k in range(len(end["pots"])))
    earlier = [pot["eligible"] for pot in before["pots"]]
    asks.extend(
        f"pots.{k}.eligible"
        for k, pot in enumerate(end["pots"])
        if k > 0 and (k >= len(earlier) or earlier[k] != pot["eligible"])
    )
    found = [worked.part(ask) for ask in asks]
    if any(part is None for part in found):
        return None
    parts = [part for part in found if part is not None]
    if any(not meaningful(part) for part in parts if not part.ask.startswith("returned.")):
        return None
    if not back and _all_in_this_street(end, before):
        check = worked.part(f"returned.{_biggest(end)}")  # the check a dealer makes after every all-in
        if check is not None and check.mistakes:
            parts.insert(0, check)
    return parts


def _all_in_this_street(end: Mapping[str, Any], before: Mapping[str, Any]) -> bool:
    """Whether someone went all-in on this street (his stack is empty now, and he put chips in since the last cut)."""
    put_before = {p["name"]: p["contributed"] for p in before["input"]["players"]} if "input" in before else {}
    return any(
        stack == 0 and player["contributed"] > put_before.get(player["name"], 0)
        for stack, player in zip(end["stacks"], end["input"]["players"], strict=True)
    )


def _biggest(end: Mapping[str, Any]) -> str:
    """The player who has bet the most so far, antes and dead money aside (the only one who can have chips nobody
    called)."""
    live = {p["name"]: p["contributed"] - p.get("dead", 0) - p.get("ante", 0) for p in end["input"]["players"]}
    return str(max(live, key=lambda name: live[name]))


def _teaches(rounds: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the hand makes a side pot, and its cut changes shape after the first stop: a new pot, or chips handed
    back, later on."""
    first, *later = rounds
    side_pot = any(len(r["pots"]) > 1 for r in rounds)
    return side_pot and any(len(r["pots"]) > len(first["pots"]) or r["returned"] != first["returned"] for r in later)


# ----- dealing the hand


def _dealt(rng: Random, rules: RuleSet) -> HandScript | None:
    """A no-limit tournament hand: three to five players in it at a table of up to six, one short stack, one
    middling, the rest deep; an open raise before the flop, then on each street a bet that the others call, fold
    to, raise or answer all-in, until one player is left or the board is out."""
    # a tournament set's chips (25 or 100): a drill deals this level, and drills deal real chips only (T-05)
    stakes = rng.choice(TOURNAMENT)
    if rng.random() < 0.5:
        stakes = with_antes(stakes, rng)
    seats = rng.randint(3, 6)
    order = [*range(2, seats), 0, 1]
    in_hand = sorted(rng.sample(range(seats), rng.randint(3, min(5, seats))), key=order.index)
    depths = [rng.uniform(6, 18), rng.uniform(20, 45)] + [rng.uniform(50, 120) for _ in in_hand[2:]]
    rng.shuffle(depths)
    stacks = [stakes.chips(rng.uniform(30, 100)) for _ in range(seats)]
    for seat, depth in zip(in_hand, depths, strict=True):
        stacks[seat] = stakes.chips(depth)
    script = HandScript(stakes, stacks, seat_players(rng, seats), rules)
    deck = Deck(rng)
    for seat in range(seats):
        script.deal_hole(seat, deck.deal(2) if seat in in_hand else "????")
    _betting(rng, script, set(in_hand), opened=stakes.chips(rng.choice((2, 2.5, 3))), preflop=True)
    street = 0
    while not script.over:
        if street == len(BOARD_STEPS):
            return None
        script.deal_board(deck.deal(BOARD_STEPS[street]))
        street += 1
        _betting(rng, script, set(in_hand), opened=0, preflop=False)
    return script


def _betting(rng: Random, script: HandScript, in_hand: set[int], opened: int, preflop: bool) -> None:
    """One betting round. Players outside the hand fold; the first in opens (before the flop to ``opened``, after it
    with a bet of a third to three quarters of the pot, or checks); facing a bet a player calls, folds, raises or, when
    the call would leave him little, goes all-in."""
    raised = not preflop
    while script.to_act is not None:
        seat = script.to_act
        owed = script.options().call_amount
        stack = script.stack(seat)
        if seat not in in_hand:
            script.fold()
        elif not raised and opened < stack:  # the first in opens for a raise
            script.raise_to(opened)
            raised = True
        elif owed is None:  # nothing to call: bet or check
            if not preflop and rng.random() < 0.6:
                script.raise_to(_bet(rng, script, seat))
            else:
                script.call()
        elif owed >= stack or 3 * (stack - owed) < script.pot():
            _short(rng, script)
        else:
            _facing(rng, script, seat)


def _short(rng: Random, script: HandScript) -> None:
    """A player whom a call leaves little or nothing: all-in, mostly, else folds."""
    if rng.random() < 0.8:
        script.all_in()
    else:
        script.fold()


def _facing(rng: Random, script: HandScript, seat: int) -> None:
    """A player with chips to spare facing a bet: calls, folds or raises."""
    roll = rng.random()
    if roll < 0.55:
        script.call()
    elif roll < 0.8:
        script.fold()
    else:
        unit = script.stakes.unit
        total = script.bet(seat) + 2 * (script.options().call_amount or 0) + script.pot() // 2
        script.raise_to(total // unit * unit)


def _bet(rng: Random, script: HandScript, seat: int) -> int:
    """A bet of a third to three quarters of the pot, in the table's chips; all of the stack when that would leave
    less than half of it behind."""
    unit = script.stakes.unit
    bet = max(unit, round(script.pot() * rng.uniform(0.33, 0.75) / unit) * unit)
    return bet if 2 * (script.stack(seat) - bet) >= bet else script.stack(seat) + script.bet(seat)
