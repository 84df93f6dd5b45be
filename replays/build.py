"""A PHH hand turned into replay data: the table after every action, the pots at every round end.

Everything is computed by the engine (``calculator.playback``'s ``HandInProgress`` and ``cut_pots``): this
module only records the table's state after each action and asks the engine to cut the pots when a betting
round ends, one step per action in the history's order. Where the rules turn every hand up as soon as the
betting is over (``HandInProgress.all_turned_up``), they are face up from the round end that follows the action
that closed the betting: the dealer hands back the chips nobody called there first, then turns the hands up
(the dealers' procedure, and the lesson's story).
The format is CONTRACTS.md's "Replays".
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

import calculator
from calculator import RuleSet, StepKind
from calculator.betting import STREETS
from calculator.playback import HandInProgress, Step
from teaching.mistakes import Mistake, mistaken_settle

from .call_only import Barred, no_longer_raise
from .pot_ends import pot_ends
from .reopened import OpenBetting

Json = dict[str, Any]

FORCED = frozenset({StepKind.ANTE, StepKind.BLIND, StepKind.STRADDLE})
"""The forced bets a table asks a fixed amount of (a live post's amount is what the player posts)."""
BETTING = frozenset({StepKind.FOLD, StepKind.CHECK, StepKind.CALL, StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})


class ReplayError(ValueError):
    """A hand that cannot be replayed (unfinished, or refused by the engine)."""


def replay_data(
    hand_id: str, phh: str, rules: RuleSet, rules_json: Mapping[str, Any] | None = None, *, partial: bool = False
) -> Json:
    """The replay of the PHH hand ``phh`` under ``rules`` (``rules_json``: how they are written for the page).
    ``partial``: the hand may stop before it is settled (a hand being dealt at the "Your own hand" page's table, its
    cards not shown yet): its steps so far, the last betting round cut if it is over, and no ``settled`` step."""
    history = calculator.read_history(phh)
    hand = HandInProgress(history, rules)
    recorder = _Recorder(hand, rules)
    recorder.forced()
    for action in history.actions:
        if action.kind.name == "DEAL_BOARD" and recorder.round_open:
            recorder.round_end()
        target = hand.betting().complete_to  # fixed limit: the street total a full bet or raise goes to now
        before = len(hand.steps)
        hand.apply(action)
        new = hand.steps[before:]
        recorder.action(action.index, new, action.text, target)
        if recorder.round_open and hand.table.to_act is None and _closed(hand):
            recorder.round_end()
    if hand.unfinished() is not None and not partial:
        raise ReplayError(f"{hand_id}: the hand history stops before the hand is over: {hand.unfinished()}")
    if recorder.round_open and hand.table.to_act is None:
        recorder.round_end()
    if not partial:
        recorder.settled(hand.played())
    return {
        "id": hand_id,
        "rules": dict(rules_json if rules_json is not None else rules.to_dict()),
        "phh": phh,
        "names": list(history.players),
        "starting_stacks": list(history.setup.starting_stacks),
        "steps": recorder.steps,
    }


def _closed(hand: HandInProgress) -> bool:
    """True once the betting of the current street is over (the next card or the showdown comes next)."""
    table = hand.table
    return table.to_act is None and table.last_betting_street == table.street


class _Recorder:
    """Records a step after each action; ``round_open`` says whether a betting round awaits its cut."""

    def __init__(self, hand: HandInProgress, rules: RuleSet) -> None:
        self.hand = hand
        self.rules = rules
        self.steps: list[Json] = []
        self.round_open = False
        self.pots: list[Json] = []
        self.returned: dict[str, int] = {}
        self.turned_up = False  # whether a round end has turned every hand up by the rule
        self.barred = Barred()  # who may only call or fold on this street, a short all-in not reopening for them
        self.open = OpenBetting()  # to whom a raise on this street reopened the betting, until they act

    # ----- the table as it stands

    def _state(self, kind: str, index: int | None, step: Step | None = None, target: int | None = None) -> Json:
        hand, table = self.hand, self.hand.table
        n = table.seats
        contributed = [table.live[s] + table.bets[s] + table.dead[s] + table.antes[s] for s in range(n)]
        state: Json = {
            "kind": kind,
            "index": index,
            "street": STREETS[table.street],
            "actor": None,
            "board": list(hand.board),
            "stacks": list(table.stacks),
            "bets": list(table.bets),
            "contributed": contributed,
            "dead": list(table.dead),
            "ante": list(table.antes),
            "folded": list(table.folded),
            "shown": self._shown(),
            "pots": copy.deepcopy(self.pots),
            "returned": dict(self.returned),
        }
        if any(hand.mucked):  # a hand mucked at the showdown is out, as a folded one (native review R11-34)
            state["mucked"] = list(hand.mucked)
        if step is not None:
            state.update(self._step_fields(step, target))
        return state

    def _step_fields(self, step: Step, target: int | None = None) -> Json:
        """What an action's step adds to the table (CONTRACTS.md, "Replays"); ``target`` in fixed limit the street
        total a full bet or raise went to before it."""
        fields: Json = {"actor": step.name, "chips": step.chips, "street_total": step.street_total}
        if step.all_in:
            fields["all_in"] = True
        if step.cards:
            fields["cards"] = list(step.cards)
        if step.kind in (StepKind.BET, StepKind.RAISE, StepKind.COMPLETE):
            fields["full_raise"] = bool(step.full_raise)
            fields["reopens_for"] = list(step.reopens_for)
            if not step.full_raise:
                barred = self._no_longer_raise(step)
                fields["no_longer_raise"] = barred
                betting = self.hand.betting()
                fields["raise_by"] = None if betting.fixed_limit else betting.raise_size
                if betting.fixed_limit:
                    fields["complete_to"] = betting.complete_to
                # the mistake: a short all-in read as a full raise, reopening for everyone who acted; fixed limit has
                # its own (D19-05), and none of them fits a short all-in bet, where nobody had raised (D22-01)
                limit = betting.fixed_limit
                if barred and not (limit and step.kind is StepKind.BET):
                    may_raise = [n for n in self.hand.table.names if n in barred or n in step.reopens_for]
                    mistake = Mistake.LIMIT_SHORT_ALLIN_AS_RAISE if limit else Mistake.SHORT_ALLIN_FULL_RAISE
                    fields["mistakes"] = [{"id": str(mistake), "may_raise": may_raise}]
                return fields
            # a full raise for those it put the bet up enough for since they acted, not for one who faces less (a
            # caller of an earlier short all-in, dealer review D21-01): he stays barred, and the question lists him
            held = self._no_longer_raise(step)
            if held:
                fields["no_longer_raise"] = held
            if step.all_in and target is not None and step.street_total < target:
                # fixed limit: an all-in that counts as a full bet or raise though short of the level (the half-bet
                # rule); the next raise goes from it, not from the level (dealer review D23-03)
                fields["next_raise_to"] = self.hand.betting().complete_to
        return fields

    def _no_longer_raise(self, step: Step) -> list[str]:
        return no_longer_raise(self.hand, step)

    def _shown(self) -> list[list[str] | None]:
        """Each seat's cards face up now: shown, or turned up by the rule (tournament: once a player is all-in and
        the betting is over, every hand still in) from the round end that closed the betting on."""
        hand, table = self.hand, self.hand.table
        turned_up = self.turned_up and hand.all_turned_up
        shown: list[list[str] | None] = []
        for seat in range(table.seats):
            cards = hand.shown[seat]
            if cards is None and turned_up and not table.folded[seat] and "??" not in hand.hole[seat]:
                cards = hand.hole[seat] if len(hand.hole[seat]) == 2 else None
            shown.append(None if cards is None or table.folded[seat] else list(cards))
        return shown

    # ----- steps

    def forced(self) -> None:
        """One step for the antes and blinds taken before the first action."""
        state = self._state("forced", None)
        setup = self.hand.history.setup
        state["forced"] = [
            {
                "kind": str(step.kind),
                "name": step.name,
                "chips": step.chips,
                "all_in": step.all_in,
                "full": setup.asked_of(step.seat, ante=step.kind is StepKind.ANTE)
                if step.kind in FORCED and step.seat is not None
                else step.chips,
            }
            for step in self.hand.steps
            if step.chips
        ]
        self.steps.append(state)
        self.round_open = True

    def action(self, index: int, new: Sequence[Step], text: str, target: int | None = None) -> None:
        """The step after the action at ``index`` of ``actions`` (``new``: what the engine recorded for it, the last
        the step's). Where the action comes to a player who may only call or fold, what the dealer tells him."""
        step = new[-1] if new else None
        kind = str(step.kind) if step is not None else "comment"
        state = self._state(kind, index, step, target)
        still: tuple[str, ...] = ()
        for each in new:
            self.barred.record(self.hand, each)
            still = self.open.record(each).still
        if new and still:  # listed again, though it never closed to them (native review F20-05)
            state["still_open"] = list(still)
        said = self.barred.call_only(self.hand)
        if said is not None:
            state["call_only"] = said.to_json()
        if not self.round_open and kind in ("show", "muck"):  # the round's bets are in the pots since its cut
            state["bets"] = [0] * self.hand.table.seats
        self.steps.append(state)
        if step is not None and step.kind in BETTING:
            self.round_open = True
        if step is not None and step.kind is StepKind.DEAL_BOARD:
            self.round_open = False

    def round_end(self) -> None:
        """The dealer's cut at the end of a betting round: the pots and uncalled chips ``settle`` gives."""
        table = self.hand.table
        # the hands go up at the round end that closes the betting, after the uncalled chips, not at the action
        turns_up = not self.turned_up and self.hand.all_turned_up
        self.turned_up = self.turned_up or turns_up
        state = self._state("round_end", None)
        if turns_up:
            state["turns_up"] = True
        data = _settle_input(table.names, state["contributed"], state["dead"], state["ante"], state["folded"])
        cut: Json = calculator.cut_pots(
            table.names, state["contributed"], state["dead"], state["folded"], state["ante"]
        ).to_json()
        self.pots = cut["pots"]
        self.returned = dict(cut["returned"])
        state.update(
            bets=[0] * table.seats,
            pots=copy.deepcopy(self.pots),
            returned=dict(self.returned),
            input=data,
            pot_ends=pot_ends(data, self.rules),
            mistakes=_mistakes(data, self.rules, self.pots, self.returned),
        )
        self.steps.append(state)
        self.round_open = False

    def settled(self, played: calculator.PlayedHand) -> None:
        """The last step: the hand settled (the ``play`` output)."""
        output: Json = played.to_json()
        state = self._state("settled", None)
        state.update(
            street="showdown" if played.showdown_order else state["street"],
            bets=[0] * len(played.names),
            folded=list(played.folded),
            shown=[None if cards is None else [str(card) for card in cards] for cards in played.shown],
            pots=[{"amount": pot["amount"], "eligible": pot["eligible"]} for pot in output["pots"]],
            returned=dict(output["returned"]),
            mucked=list(played.mucked),
            settle=output,
        )
        self.steps.append(state)


def _settle_input(
    names: Sequence[str],
    contributed: Sequence[int],
    dead: Sequence[int],
    own_antes: Sequence[int],
    folded: Sequence[bool],
) -> Json:
    """The ``settle`` input at a round end: nobody's hand is compared yet, so everyone still in has rank 1."""
    players: list[Json] = []
    for name, put_in, for_table, ante, out in zip(names, contributed, dead, own_antes, folded, strict=True):
        entry: Json = {"name": name, "contributed": put_in}
        if for_table:
            entry["dead"] = for_table
        if ante:
            entry["ante"] = ante
        if out:
            entry["folded"] = True
        else:
            entry["rank"] = 1
        players.append(entry)
    return {"players": players}


def _mistakes(data: Json, rules: RuleSet, pots: list[Json], returned: Mapping[str, int]) -> list[Json]:
    """What each known mistake (``teaching.mistakes``) makes of this cut, where it differs from the engine's.

    Only the cut is compared (pots and returned chips), which no odd-chip rule changes: the models settle the tie
    of ranks under the default odd-chip rule when the rules' own reads hole cards (no hand is shown yet)."""
    if "odd_chips" in calculator.reading_cards(rules):
        rules = rules.with_overrides({"odd_chips": calculator.TDA.odd_chips})
    found = []
    for mistake, output in mistaken_settle(data, rules).items():
        if not all(output["pots"]):  # a pot the model leaves empty (folded_player_wins): no cut of its own to name
            continue
        cut = [{"amount": pot["amount"], "eligible": pot["eligible"]} for pot in output["pots"]]
        back = dict(output.get("returned", {}))
        if cut != pots or back != dict(returned):
            found.append({"id": str(mistake), "pots": cut, "returned": back})
    return found
