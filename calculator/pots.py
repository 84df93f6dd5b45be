"""Pot arithmetic: return the uncalled excess, cut layers bottom-up, merge same-contender layers.

Works on seat indices and chip counts only; names and hand strength live elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import ContributionError


@dataclass(frozen=True, slots=True)
class Layer:
    """One slice of the chips, between two contribution levels (``floor`` excluded, ``ceiling`` included).

    ``paid`` holds each seat's chips in this slice; ``eligible`` the seats that paid it in full and did
    not fold. The dead-money layer has ``floor == ceiling == 0``. Levels are counted up each seat's column:
    his own antes first (``ante`` layers, from 0 to the largest ante), then his live chips above the largest
    ante.
    """

    floor: int
    ceiling: int
    paid: tuple[int, ...]
    eligible: tuple[int, ...]
    ante: bool = False
    """True for a layer of the players' own antes (cut at each distinct ante)."""

    @property
    def amount(self) -> int:
        """All chips in the slice."""
        return sum(self.paid)


@dataclass(frozen=True, slots=True)
class Uncalled:
    """Chips returned to ``seat`` because no other player matched them."""

    seat: int
    amount: int


def uncalled(live: Sequence[int]) -> Uncalled | None:
    """The top contributor's excess over the next-highest contribution of any player, if any."""
    if len(live) == 0:
        return None
    ranked = sorted(live)
    highest = ranked[-1]
    excess = highest - (ranked[-2] if len(ranked) > 1 else 0)
    return Uncalled(live.index(highest), excess) if excess > 0 else None


def cut_layers(
    live: Sequence[int], dead: Sequence[int], folded: Sequence[bool], antes: Sequence[int] | None = None
) -> list[Layer]:
    """Cut the chips into layers as a dealer does, bottom-up, after the uncalled excess is returned.

    ``live`` are the chips each seat put in that take part in layering (dead money and own antes excluded);
    ``dead`` the dead money posted for the table (a big-blind ante), which goes into the first layer;
    ``antes`` each seat's own ante, cut among themselves at each distinct ante (a player short of the largest
    ante wins from each opponent's ante only as much as he posted); the live layers come after them.
    """
    own = list(antes) if antes is not None else [0] * len(live)
    still_in = tuple([i for i, out in enumerate(folded) if not out])
    layers: list[Layer] = []
    if any(dead):
        layers.append(Layer(0, 0, tuple(dead), still_in))
        if not still_in:
            raise _unwinnable(layers[-1])
    layers.extend(_slices(own, still_in, 0, ante=True))
    layers.extend(_slices(live, still_in, max([0, *own]), ante=False))
    return layers


def _slices(chips: Sequence[int], still_in: tuple[int, ...], base: int, ante: bool) -> list[Layer]:
    """The layers of ``chips`` cut at each distinct amount, their levels counted from ``base``."""
    layers: list[Layer] = []
    previous = 0
    for level in sorted({c for c in chips if c > 0}):
        width = level - previous
        paid = tuple([width if c >= level else c - previous if c > previous else 0 for c in chips])
        eligible = tuple([i for i in still_in if chips[i] >= level])
        layers.append(Layer(base + previous, base + level, paid, eligible, ante))
        if not eligible:
            raise _unwinnable(layers[-1])
        previous = level
    return layers


def _unwinnable(layer: Layer) -> ContributionError:
    """The error for a layer that only players who folded paid into."""
    if layer.floor == layer.ceiling:  # the dead money's layer has no chip levels to name
        return ContributionError(
            f"{layer.amount} chips of dead money were put in, but no player still in put in a chip, so nobody could "
            "win them"
        )
    return ContributionError(
        f"{layer.amount} chips between {layer.floor} and {layer.ceiling} were put in only by "
        "players who folded, so nobody could win them"
    )


def merge_groups(layers: Sequence[Layer]) -> list[tuple[int, ...]]:
    """Which layers form each pot: runs of adjacent layers whose contenders are the same (between them nobody
    went all-in), as indices into ``layers``, bottom-up."""
    groups: list[list[int]] = []
    for index, layer in enumerate(layers):
        if groups and layers[groups[-1][-1]].eligible == layer.eligible:
            groups[-1].append(index)
        else:
            groups.append([index])
    return [tuple(group) for group in groups]


def join_layers(run: Sequence[Layer]) -> Layer:
    """One layer holding the chips of adjacent layers with the same contenders."""
    paid = tuple([sum(chips) for chips in zip(*(layer.paid for layer in run), strict=True)])
    return Layer(run[0].floor, run[-1].ceiling, paid, run[0].eligible, all(layer.ante for layer in run))
