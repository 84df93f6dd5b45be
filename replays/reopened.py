"""For whom a bet or raise reopens the betting, and for whom it was open already.

The engine lists with each bet or raise the players who had acted and may raise again (``Step.reopens_for``). A
second raise on a street, before such a player has acted again, lists him again, though the betting never closed
to him: it does not reopen it "again". The stories and the replayer say a raise reopens the betting only for those
it was closed to (native review F18-7), and name the others, once a question has asked it, as still free to raise
(F19-4, F20-05). This module tells the two apart, from the engine's steps alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculator.playback import BETTING_KINDS, Step


@dataclass(frozen=True, slots=True)
class Reopening:
    """What one step did to the betting: the engine's ``reopens_for`` split in two."""

    newly: tuple[str, ...]
    """The players for whom it reopens betting that was closed to them."""
    still: tuple[str, ...]
    """The players it was open to already (an earlier raise on the street reopened it, and they have not acted)."""


class OpenBetting:
    """Follows a hand step by step: the players to whom a raise on this street reopened the betting, until they act."""

    def __init__(self) -> None:
        self.street: str | None = None
        self.open: set[str] = set()

    def record(self, step: Step) -> Reopening:
        """Take in ``step`` (any step of the hand, in order) and say what it did to the betting."""
        if step.street != self.street:
            self.street = step.street
            self.open = set()
        if step.kind in BETTING_KINDS and step.name is not None:
            self.open.discard(step.name)
        newly = tuple(name for name in step.reopens_for if name not in self.open)
        still = tuple(name for name in step.reopens_for if name in self.open)
        self.open.update(newly)
        return Reopening(newly, still)


def newly_reopened(steps: list[Step]) -> list[tuple[str, ...]]:
    """For each step, the players for whom it reopens betting that was closed to them (``Reopening.newly``)."""
    tracker = OpenBetting()
    return [tracker.record(step).newly for step in steps]
