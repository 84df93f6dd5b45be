"""The settlement mistakes: each model takes the seats, their right settlement and the rules, and gives the
``settle`` output as someone making the mistake would work it out, or None when the mistake cannot apply.

A figure the mistaken reading cannot give (the shares of pots pooled before splitting) is left out of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from calculator import RuleSet, Settlement, uncalled

from .seats import Output, Seats


def one_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every chip that was matched in one pot, won by the best hand of everyone still in (side pots ignored)."""
    if len(right.pots) < 2:
        return None
    contenders = [seat for seat, out in enumerate(seats.folded) if not out and seats.contributed[seat] > 0]
    amount = sum(pot.amount for pot in right.pots)
    pot = _pot(seats, amount, contenders, _best(seats, contenders), rules)
    return _output(seats, dict(right.returned), [pot])


def one_pot_uncalled_left_in(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every chip put in, the uncalled ones too, in one pot won by the best hand of everyone still in: the two
    mistakes above at once (a beginner's single pile in the middle)."""
    if len(right.pots) < 2 or not right.returned:
        return None
    contenders = [seat for seat, out in enumerate(seats.folded) if not out and seats.contributed[seat] > 0]
    amount = sum(pot.amount for pot in right.pots) + sum(chips for _, chips in right.returned)
    return _output(seats, {}, [_pot(seats, amount, contenders, _best(seats, contenders), rules)])


def uncalled_left_in_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The top contributor's unmatched chips added to the last pot he plays for, instead of returned."""
    excess = uncalled(
        [
            put_in - dead - ante
            for put_in, dead, ante in zip(seats.contributed, seats.dead, seats.own_antes, strict=True)
        ]
    )
    if excess is None:
        return None
    top = seats.names[excess.seat]
    his = [index for index, pot in enumerate(right.pots) if top in pot.eligible]
    if not his:
        return None
    last = his[-1]
    pots = _pots_as_they_are(seats, right)
    pot = right.pots[last]
    pots[last] = _pot(
        seats, pot.amount + excess.amount, _seats_of(seats, pot.eligible), _seats_of(seats, pot.winners), rules
    )
    return _output(seats, {}, pots)


def folded_chips_left_out(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the players who folded had put nothing in."""
    if not any(out and put_in for out, put_in in zip(seats.folded, seats.contributed, strict=True)):
        return None
    kept = [0 if out else put_in for out, put_in in zip(seats.folded, seats.contributed, strict=True)]
    dead = [0 if out else dead for out, dead in zip(seats.folded, seats.dead, strict=True)]
    antes = [0 if out else ante for out, ante in zip(seats.folded, seats.own_antes, strict=True)]
    return replace(seats, contributed=tuple(kept), dead=tuple(dead), antes=tuple(antes)).settle(rules).to_json()


def folded_layer_lost(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The uncalled bet measured against the players still in only: the top contributor still in gets back every
    chip above the next player still in, and the chips that players who folded put in above that level (the layers
    where everyone but him folded) make no pot: they are lost. None when no folded chips lie above that level."""
    live = [
        put_in - dead - ante for put_in, dead, ante in zip(seats.contributed, seats.dead, seats.own_antes, strict=True)
    ]
    still_in = [seat for seat, out in enumerate(seats.folded) if not out]
    top = max(still_in, key=lambda seat: live[seat])
    level = max([live[seat] for seat in still_in if seat != top], default=0)
    if live[top] < max(live) or not any(out and chips > level for out, chips in zip(seats.folded, live, strict=True)):
        return None
    kept = tuple(
        [min(chips, level) + dead + ante for chips, dead, ante in zip(live, seats.dead, seats.own_antes, strict=True)]
    )
    cut = replace(seats, contributed=kept).settle(rules)
    return _output(seats, {seats.names[top]: live[top] - level}, _pots_as_they_are(seats, cut))


def folded_player_wins(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the players who folded a known hand had stayed in with it. A pot none of them may win
    says nothing of this mistake: letting one back in may cut a pot of his own below the others and number the rest
    otherwise, so a pot none of them may win is left empty (no amount, players or winners: its "side pot 1" may be
    another layer, whose contenders a learner counting a short all-in in it would name: ``allin_in_side_pot``)."""
    back = [out and key is not None for out, key in zip(seats.folded, seats.strength, strict=True)]
    if not any(back):
        return None
    folded = tuple(out and not again for out, again in zip(seats.folded, back, strict=True))
    output = replace(seats, folded=folded).settle(rules).to_json()
    let_back = {name for name, again in zip(seats.names, back, strict=True) if again}
    pots: list[Output] = output["pots"]  # type: ignore[assignment]  # to_json's pots: a list of objects
    output["pots"] = [pot if let_back.intersection(pot["eligible"]) else {} for pot in pots]
    return output


def allin_in_side_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every player still in counted in every pot, a player all-in for less too: a contender of the side pots his
    chips never reached, and their winner where he holds the best hand (the pots' amounts and the chips handed back
    cut right). None when every pot already has every player still in."""
    still_in = [seat for seat, out in enumerate(seats.folded) if not out and seats.contributed[seat] > 0]
    pots = _pots_as_they_are(seats, right)
    changed = False
    for index, pot in enumerate(right.pots):
        if len(pot.eligible) == len(still_in):
            continue
        changed = True
        pots[index] = _pot(seats, pot.amount, still_in, _best(seats, still_in), rules)
    return _output(seats, dict(right.returned), pots) if changed else None


def pooled_odd_chips(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Pots won by the same two or more players added together and split once."""
    by_winners: dict[tuple[str, ...], list[int]] = {}
    for index, pot in enumerate(right.pots):
        if len(pot.winners) > 1:
            by_winners.setdefault(pot.winners, []).append(index)
    pooled = {winners: indexes for winners, indexes in by_winners.items() if len(indexes) > 1}
    if not pooled:
        return None
    pots = _pots_as_they_are(seats, right)
    extra: dict[str, int] = {}
    for winners, indexes in pooled.items():
        amount = sum(right.pots[index].amount for index in indexes)
        shares = seats.split(amount, _seats_of(seats, winners), rules)
        for name, share in zip(winners, shares, strict=True):
            extra[name] = extra.get(name, 0) + share
        for index in indexes:
            del pots[index]["shares"]  # a pooled pot has no share of its own
    return _output(seats, dict(right.returned), pots, extra)


def odd_chip_wrong_seat(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """Every split pot's odd chips dealt in reverse seat order (from the button backwards)."""
    if not any(pot.odd_chips and len(pot.winners) > 1 for pot in right.pots):
        return None
    pots = []
    for pot in right.pots:
        winners = _seats_of(seats, pot.winners)
        shares = seats.split(pot.amount, winners[::-1], rules)
        share_of = dict(zip(winners[::-1], shares, strict=True))
        pots.append(
            _pot_object(seats, pot.amount, _seats_of(seats, pot.eligible), winners, [share_of[w] for w in winners])
        )
    return _output(seats, dict(right.returned), pots)


def single_chip_split(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if the smallest chip were 1: pots split to the single chip."""
    if seats.smallest_chip == 1:
        return None
    return replace(seats, smallest_chip=1).settle(rules).to_json()


def ante_as_live_bet(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if every ante (the table's dead money and each player's own) had been a live bet."""
    if not any(seats.dead) and not any(seats.own_antes):
        return None
    return replace(seats, dead=(0,) * len(seats.dead), antes=()).settle(rules).to_json()


def partial_ante_in_main_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The hand settled as if every own ante were dead money in the main pot (as pokerkit without ante trimming
    does): it differs only where someone posted less than the others' ante."""
    if len({ante for ante in seats.own_antes if ante}) < 2:
        return None
    dead = tuple([d + a for d, a in zip(seats.dead, seats.own_antes, strict=True)])
    return replace(seats, dead=dead, antes=()).settle(rules).to_json()


def allin_dropped_from_pot(seats: Seats, right: Settlement, rules: RuleSet) -> Output | None:
    """The last pot a player all-in paid into (one he shares with at least two others) settled without him: he may
    not win it, as if his chips had not reached it."""
    top = max(put_in for put_in, out in zip(seats.contributed, seats.folded, strict=True) if not out)
    for index in range(len(right.pots) - 1, -1, -1):
        pot = right.pots[index]
        short = [
            name for name in pot.eligible if seats.contributed[seats.names.index(name)] < top and len(pot.eligible) > 2
        ]
        if short:
            dropped = short[-1]
            eligible = [name for name in pot.eligible if name != dropped]
            pots = _pots_as_they_are(seats, right)
            contenders = _seats_of(seats, eligible)
            pots[index] = _pot(seats, pot.amount, contenders, _best(seats, contenders), rules)
            return _output(seats, dict(right.returned), pots)
    return None


# ----- building outputs


def _seats_of(seats: Seats, names: Sequence[str]) -> list[int]:
    return [seats.names.index(name) for name in names]


def _best(seats: Seats, contenders: Sequence[int]) -> list[int]:
    """The contenders holding the strongest hand among them."""
    keys = {seat: seats.strength[seat] or (0,) for seat in contenders}
    best = max(keys.values())
    return [seat for seat in contenders if keys[seat] == best]


def _pot(seats: Seats, amount: int, eligible: Sequence[int], winners: Sequence[int], rules: RuleSet) -> Output:
    shares = seats.split(amount, winners, rules)
    return _pot_object(seats, amount, eligible, winners, shares)


def _pot_object(
    seats: Seats, amount: int, eligible: Sequence[int], winners: Sequence[int], shares: Sequence[int]
) -> Output:
    names = seats.names
    return {
        "amount": amount,
        "eligible": [names[seat] for seat in eligible],
        "winners": [names[seat] for seat in winners],
        "shares": {names[seat]: share for seat, share in zip(winners, shares, strict=True)},
    }


def _pots_as_they_are(seats: Seats, right: Settlement) -> list[Output]:
    return [
        _pot_object(
            seats, pot.amount, _seats_of(seats, pot.eligible), _seats_of(seats, pot.winners), [s for _, s in pot.shares]
        )
        for pot in right.pots
    ]


def _output(
    seats: Seats, returned: Mapping[str, int], pots: Sequence[Output], extra: Mapping[str, int] | None = None
) -> Output:
    """A ``settle`` output object from returned chips, pots, and winnings not in any pot's shares."""
    payouts = dict.fromkeys(seats.names, 0)
    for name, amount in returned.items():
        payouts[name] += amount
    for pot in pots:
        for name, share in pot.get("shares", {}).items():
            payouts[name] += share
    for name, amount in (extra or {}).items():
        payouts[name] += amount
    return {
        "returned": dict(returned),
        "pots": list(pots),
        "payouts": payouts,
        "net": {name: payouts[name] - put_in for name, put_in in zip(seats.names, seats.contributed, strict=True)},
    }
