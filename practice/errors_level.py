"""The level "spot the dealer's error": a push that is wrong (one typical mistake applied to the engine's answer),
drawn on the hand's chips, and two questions: which pot is wrong, and which rule was broken."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from calculator import RuleSet

from .questions import Worked
from .stages_level import dealt_all_ins

CHOICES = 4
"""How many rules the learner chooses among (the broken one and others that could have been)."""
SPOTTED = (
    "uncalled_left_in_pot",
    "folded_chips_left_out",
    "folded_player_wins",
    "odd_chip_wrong_seat",
    "allin_dropped_from_pot",
    "ante_as_live_bet",
    "pooled_odd_chips",
)
"""The settlement mistakes a wrong push may show, and the rules offered as what was broken."""
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


def spot(rng: Random, rules: RuleSet) -> SpotQuestion | None:
    """All-ins with callers, folds and sometimes a tie at the top (ranks); one mistake changing exactly one pot."""
    worked = dealt_all_ins(rng, rules, overbet=0.4, tie=0.4)
    if len(worked.result["pots"]) < 2:  # "which pot?" asks something only with a side pot
        return None
    fitting = []
    for mistake in SPOTTED:
        output = worked.mistaken.get(mistake)
        if output is None or "shares" not in output["pots"][0] or any("shares" not in p for p in output["pots"]):
            continue
        pot = wrong_pot(worked.result["pots"], output["pots"])
        if pot is not None:
            fitting.append((mistake, pot))
    if not fitting:
        return None
    mistake, pot = rng.choice(fitting)
    others = [m for m in SPOTTED if m != mistake]
    choices = [mistake, *rng.sample(others, CHOICES - 1)]
    rng.shuffle(choices)
    return SpotQuestion(worked, mistake, pot, tuple(choices))
