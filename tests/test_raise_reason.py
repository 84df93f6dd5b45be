"""Why the player to act may or may not raise (``Options.reason``, the practice bank's ``why``): the rule that
decides, in the order the rules apply, with the figures it compared (dealer review D17-05: a verdict without its
reason taught a learner who knew the full-raise rule that a full raise was not one)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.play_helpers import ft, nt

from calculator import TDA, RaiseReason, RaiseVerdict, legal_options, rule_set

FLOP = ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s"]
"""Four players limp 100 and see the flop."""
LIMIT_FLOP = ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s"]
"""Three players see the flop at 10/20 fixed limit, 10 in each."""


def reason(history: dict[str, Any], **overrides: object) -> tuple[str | None, RaiseReason | None]:
    found = legal_options(history, rule_set("tda", overrides) if overrides else TDA)
    assert found.reason is not None
    assert found.reason.allowed == (found.min_raise_to is not None)  # the reason agrees with the options
    return found.name, found.reason


@pytest.mark.parametrize(
    ("history", "expected"),
    [
        pytest.param(  # a full raise all-in, heads-up: reopened, but nobody is left to call a raise
            nt([5000, 5000, 900], ["p3 cc", "p1 cc", "p2 f", "d db 2s7h9s", "p1 cbr 100", "p3 cbr 800"]),
            ("p1", RaiseReason(RaiseVerdict.NO_OPPONENT)),
            id="every-opponent-all-in",
        ),
        pytest.param(  # 150/300: a raise to 900, the big blind all-in for 1,125 (225 more): the raiser may not raise
            nt([5000, 1125, 5000, 5000], ["p3 cbr 900", "p4 cc", "p1 f", "p2 cbr 1125"], blinds=(150, 300)),
            ("p3", RaiseReason(RaiseVerdict.NOT_REOPENED, 225, 600)),
            id="short-all-in",
        ),
        pytest.param(  # a flop bet of 600 and an all-in to 1,100: the next player has not acted
            nt([5000, 1200, 5000, 5000], [*FLOP, "p1 cbr 600", "p2 cbr 1100"]),
            ("p3", RaiseReason(RaiseVerdict.NOT_ACTED, 1100, 600)),
            id="not-acted",
        ),
        pytest.param(  # the same, back to the bettor: 500 more, short of 600
            nt([5000, 1200, 5000, 5000], [*FLOP, "p1 cbr 600", "p2 cbr 1100", "p3 cc", "p4 cc"]),
            ("p1", RaiseReason(RaiseVerdict.NOT_REOPENED, 500, 600)),
            id="short-back-to-the-bettor",
        ),
        pytest.param(  # two short all-ins (300 and 300) that add up to a full raise of 600
            nt([5000, 1000, 1300, 5000], [*FLOP, "p1 cbr 600", "p2 cbr 900", "p3 cbr 1200", "p4 cc"]),
            ("p1", RaiseReason(RaiseVerdict.REOPENED, 600, 600)),
            id="two-short-all-ins-reopen",
        ),
        pytest.param(  # fixed limit: a bet of 10 and an all-in for 14, under half a bet more
            ft([200, 24, 200], [*LIMIT_FLOP, "p1 cbr 10", "p2 cbr 14", "p3 cc"]),
            ("p1", RaiseReason(RaiseVerdict.NOT_REOPENED, 4, 5)),
            id="limit-under-half-a-bet",
        ),
        pytest.param(  # an all-in for 15: half a bet more reopens under the TDA's half-bet rule
            ft([200, 25, 200], [*LIMIT_FLOP, "p1 cbr 10", "p2 cbr 15", "p3 cc"]),
            ("p1", RaiseReason(RaiseVerdict.REOPENED, 5, 5)),
            id="limit-half-a-bet",
        ),
        pytest.param(  # preflop, the big blind as the bet and three raises: capped
            ft([500, 500, 500, 500], ["p3 cbr 20", "p4 cbr 30", "p1 cbr 40"]),
            ("p2", RaiseReason(RaiseVerdict.CAPPED, 30, 3)),
            id="limit-capped",
        ),
        pytest.param(  # a call takes the big blind's last chips
            nt([5000, 300, 5000], ["p3 cbr 400"]),
            ("p1", RaiseReason(RaiseVerdict.NOT_ACTED, 350, 300)),
            id="small-blind-not-acted",
        ),
    ],
)
def test_the_reason_names_the_rule_and_its_figures(history: dict[str, Any], expected: tuple[str, RaiseReason]) -> None:
    assert reason(history) == expected


def test_a_call_that_takes_every_chip_leaves_no_raise() -> None:
    assert reason(nt([5000, 5000, 350], ["p3 cc", "p1 cc", "p2 cbr 400"])) == (
        "p3",
        RaiseReason(RaiseVerdict.NO_CHIPS),
    )


def test_the_limit_threshold_follows_the_rule_set() -> None:
    """The same all-in for 15 over a bet of 10 does not reopen when the room needs a full bet."""
    history = ft([200, 25, 200], [*LIMIT_FLOP, "p1 cbr 10", "p2 cbr 15", "p3 cc"])
    assert reason(history, limit_reopen="full_bet") == ("p1", RaiseReason(RaiseVerdict.NOT_REOPENED, 5, 10))


def test_the_reason_is_not_part_of_the_commands_output() -> None:
    """The ``options`` command's output keeps to its contract: the reason travels in the practice bank only."""
    found = legal_options(nt([5000, 5000, 900], ["p3 cc", "p1 cc", "p2 f", "d db 2s7h9s", "p1 cbr 100"]))
    assert set(found.to_json()) == {"to_act", "can_fold", "can_check", "call_amount", "min_raise_to", "max_raise_to"}
