"""Fixed limit, the replay's steps against the engine's legal options (CONTRACTS.md, "Replays"): an all-in the
half-bet rule counts as a full bet or raise, though short of the level, moves the next raise (dealer's review D23-03:
after a bet of 6 with a bet of 10 the next raise is to 16, not 20), and the step says where (``next_raise_to``); a
full raise for some leaves a player who called an earlier short all-in barred, and the step names him among
``no_longer_raise`` (D21-01), as the engine's options do when the betting comes back to him."""

from __future__ import annotations

import json
from typing import Any

import pytest

from replays.own_hand import call

FOUR = ['variant = "FT"', "antes = [0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0]", "small_bet = 10"]
PREFLOP = ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s"]


def table(
    stacks: list[int], actions: list[str], limit_reopen: str = "half_bet", setup: list[str] = FOUR
) -> dict[str, Any]:
    phh = "\n".join([*setup, "big_bet = 20", f"starting_stacks = {stacks}", "actions = " + json.dumps(actions)])
    reply = json.loads(call("table", json.dumps({"phh": phh, "rules": {"limit_reopen": limit_reopen}})))
    assert reply["ok"], reply
    return reply["result"]


@pytest.mark.parametrize(
    ("stacks", "actions", "short_of_the_level"),
    [
        ([1000, 1000, 16, 1000], [*PREFLOP, "p1 cc", "p2 cc", "p3 cbr 6"], True),  # a bet of 6: half a bet or more
        ([1000, 26, 1000, 1000], [*PREFLOP, "p1 cbr 10", "p2 cbr 16"], True),  # a raise of 6 over 10
        (
            [1000, 1000, 16, 1000],
            ["p3 cbr 16"],
            True,
        ),  # preflop, 6 over the big blind
        ([1000, 1000, 20, 1000], [*PREFLOP, "p1 cc", "p2 cc", "p3 cbr 10"], False),  # a full bet, all-in
        ([1000, 30, 1000, 1000], [*PREFLOP, "p1 cbr 10", "p2 cbr 20"], False),  # a full raise, all-in
        ([1000, 1000, 1000, 1000], [*PREFLOP, "p1 cbr 10", "p2 cbr 20"], False),  # a full raise, chips behind
    ],
)
def test_the_next_raise_goes_where_the_engine_lets_it(
    stacks: list[int], actions: list[str], short_of_the_level: bool
) -> None:
    result = table(stacks, actions)
    step, options = result["replay"]["steps"][-1], result["options"]
    assert step["full_raise"] is True
    if short_of_the_level:
        assert step["next_raise_to"] == options["min_raise_to"], (step, options)
    else:
        assert "next_raise_to" not in step, step
    # under the full-bet rule the same all-in is no full bet or raise at all, and moves nothing
    if short_of_the_level:
        strict = table(stacks, actions, "full_bet")["replay"]["steps"][-1]
        assert strict["full_raise"] is False and "next_raise_to" not in strict, strict


FIVE = ['variant = "FT"', "antes = [0, 0, 0, 0, 0]", "blinds_or_straddles = [5, 10, 0, 0, 0]", "small_bet = 10"]


def test_a_full_raise_names_who_it_leaves_barred_as_the_engine_bars_them() -> None:
    """Everyone limps; on the flop p1 bets 10, p2 calls, p3 is all-in for 13 (short), p4 calls 13, p5 is all-in for
    16: 6 more than p1 and p2 faced since they acted, half a bet or more, so a raise for them; p4 faces 3 more. Each
    player who had acted is named free to raise or barred as the engine's options have it on his turn."""
    stacks = [1000, 1000, 23, 1000, 26]
    actions = ["p3 cc", "p4 cc", "p5 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 10", "p2 cc", "p3 cbr 13", "p4 cc"]
    actions.append("p5 cbr 16")
    result = table(stacks, actions, setup=FIVE)
    step, names = result["replay"]["steps"][-1], result["replay"]["names"]
    assert step["full_raise"] is True and step["no_longer_raise"], step
    may_raise: dict[str, bool] = {}
    while (options := result["options"]) and options.get("to_act") not in (None, *may_raise):  # each calls in turn
        may_raise[options["to_act"]] = options["min_raise_to"] is not None
        actions.append(f"p{names.index(options['to_act']) + 1} cc")
        result = table(stacks, actions, setup=FIVE)
    assert set(step["reopens_for"]) == {name for name, free in may_raise.items() if free}
    assert set(step["no_longer_raise"]) == {name for name, free in may_raise.items() if not free}
