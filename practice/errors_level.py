"""The level "spot the dealer's error": a push that is wrong (one typical mistake applied to the engine's answer),
drawn on the hand's chips, and two questions: which pot is wrong, and which error the dealer made.

A push is shown only if it is an error a dealer can be caught at: it pays some player other chips than the right
push (a contender list alone that differs is not), and nothing on its surface gives the answer away: no two
neighbouring pots with the same contenders (the engine never cuts such pots), and the errors offered are the same
four every time, each the answer about as often.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from random import Random
from typing import Any

from calculator import RuleSet

from .questions import Worked
from .stages_level import dealt_all_ins

SPOTTED = ("uncalled_left_in_pot", "folded_chips_left_out", "odd_chip_wrong_seat", "allin_dropped_from_pot")
"""The errors a wrong push shows, each about as often (the error is chosen first, then hands are dealt until one
shows it), and the choices every question offers, all four in a shuffled order (so that no error is a choice only
when it is the answer): the settlement mistakes that change exactly one pot of the right cut and what someone is
paid. The other models change the number of pots (a folded player let back in makes a pot of his own), show no
shares of their own (pooled pots) or need antes this level's hands do not have."""
TRIES = 40
"""Hands dealt for the error chosen before the level deals another question (and chooses again)."""
POT_FIELDS = ("amount", "eligible", "winners", "shares")


@dataclass(frozen=True, slots=True)
class SpotQuestion:
    """A wrong push to spot: the hand worked through the engine, the mistaken output shown, the one pot that is
    wrong in it, the mistake that made it, and the rules offered."""

    worked: Worked
    mistake: str
    pot: int
    choices: tuple[str, ...]
    parts: tuple[()] = ()

    @property
    def shown(self) -> Mapping[str, Any]:
        return self.worked.mistaken[self.mistake]

    def to_json(self, question_id: str) -> dict[str, Any]:
        """The question as the bank writes it (CONTRACTS.md, "Practice bank": kind ``spot``)."""
        shown = {"returned": self.shown["returned"], "pots": self.shown["pots"]}
        return {
            "id": question_id,
            "kind": "spot",
            "input": self.worked.input,
            "shown": shown,
            "error": {"pot": self.pot, "mistake": self.mistake},
            "choices": list(self.choices),
            "result": self.worked.result,
        }


def wrong_pot(right: Sequence[Mapping[str, Any]], shown: Sequence[Mapping[str, Any]]) -> int | None:
    """The one pot of ``shown`` that differs from the engine's (same number of pots), or None."""
    if len(right) != len(shown):
        return None
    differ = [
        k for k, (a, b) in enumerate(zip(right, shown, strict=True)) if any(a.get(f) != b.get(f) for f in POT_FIELDS)
    ]
    return differ[0] if len(differ) == 1 else None


def payouts(output: Mapping[str, Any]) -> dict[str, int]:
    """What a push pays each player who gets chips: the chips handed back and his shares of the pots."""
    paid: dict[str, int] = dict(output["returned"])
    for pot in output["pots"]:
        for name, share in pot["shares"].items():
            paid[name] = paid.get(name, 0) + share
    return {name: chips for name, chips in paid.items() if chips}


def twin_pots(pots: Sequence[Mapping[str, Any]]) -> bool:
    """Whether two neighbouring pots have the same contenders: the engine merges such layers into one pot, so a
    push showing them gives itself away without a single chip counted."""
    return any(a["eligible"] == b["eligible"] for a, b in pairwise(pots))


def shown_wrong(right: Mapping[str, Any], shown: Mapping[str, Any]) -> int | None:
    """The one wrong pot of the push ``shown``, if it is an error worth spotting: one pot differs from the engine's,
    the push pays some player other chips, and it has no neighbouring pots with the same contenders. Else None."""
    if any("shares" not in pot for pot in shown["pots"]):  # pots pooled before splitting show no shares of their own
        return None
    pot = wrong_pot(right["pots"], shown["pots"])
    if pot is None or payouts(shown) == payouts(right) or twin_pots(shown["pots"]):
        return None
    return pot


def spot(rng: Random, rules: RuleSet) -> SpotQuestion | None:
    """All-ins with callers, folds and sometimes a tie at the top (ranks); one mistake changing exactly one pot and
    what someone is paid, with every error of ``SPOTTED`` offered."""
    mistake = rng.choice(SPOTTED)
    for _ in range(TRIES):
        worked = dealt_all_ins(rng, rules, overbet=0.4, tie=0.4)
        output = worked.mistaken.get(mistake)
        if len(worked.result["pots"]) < 2 or output is None:  # "which pot?" asks something only with a side pot
            continue
        pot = shown_wrong(worked.result, output)
        if pot is not None:
            break
    else:
        return None
    choices = list(SPOTTED)
    rng.shuffle(choices)
    return SpotQuestion(worked, mistake, pot, tuple(choices))
