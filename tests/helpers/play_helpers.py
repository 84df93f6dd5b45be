"""Building small hand histories for the hand-play tests."""

from __future__ import annotations

from typing import Any


def nt(stacks: list[int], actions: list[str], blinds: tuple[int, ...] = (50, 100), **extra: Any) -> dict[str, Any]:
    """A no-limit hold'em history (mapping) with the given stacks, blinds and actions; min bet = the big blind."""
    n = len(stacks)
    data: dict[str, Any] = {
        "variant": "NT",
        "antes": [0] * n,
        "blinds_or_straddles": list(blinds) + [0] * (n - len(blinds)),
        "min_bet": max(blinds),
        "starting_stacks": stacks,
        "actions": actions,
    }
    data.update(extra)
    return data


def pt(stacks: list[int], actions: list[str], blinds: tuple[int, ...] = (50, 100), **extra: Any) -> dict[str, Any]:
    """A pot-limit hold'em history (mapping, variant ``PT``), otherwise as ``nt``."""
    return nt(stacks, actions, blinds, **extra) | {"variant": "PT"}


def ft(
    stacks: list[int],
    actions: list[str],
    blinds: tuple[int, ...] = (5, 10),
    bets: tuple[int, int] = (10, 20),
    **extra: Any,
) -> dict[str, Any]:
    """A fixed-limit hold'em history (mapping), limit 10-20 with blinds 5/10 unless told otherwise."""
    n = len(stacks)
    data: dict[str, Any] = {
        "variant": "FT",
        "antes": [0] * n,
        "blinds_or_straddles": list(blinds) + [0] * (n - len(blinds)),
        "small_bet": bets[0],
        "big_bet": bets[1],
        "starting_stacks": stacks,
        "actions": actions,
    }
    data.update(extra)
    return data


def options_of(data: dict[str, Any], **rules: Any) -> dict[str, object]:
    """The ``options`` output for a history mapping, under the default rules with optional overrides."""
    from calculator import TDA, options_json

    return options_json(data, TDA.with_overrides(rules))


THREE_DEEP = [
    'variant = "NT"',
    "antes = [0, 0, 0]",
    "blinds_or_straddles = [50, 100, 0]",
    "min_bet = 100",
    "starting_stacks = [2000, 5000, 12000]",
    'players = ["Ahmose", "Nefertari", "Ramses"]',
]
"""The PHH lines (less ``actions``) of the own-hand tests' three-handed no-limit table at 50/100: Ahmose, Nefertari
and Ramses with 2,000, 5,000 and 12,000."""
