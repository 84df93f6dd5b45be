"""The dealer's words to a player a short all-in held to a call or fold (``replays/call_only.py``): when the call
takes his last chips he is told to call all-in with them, not to "call 150 more; you may not raise" (the chips he
lacks, not the short all-in, are what stop his raise). The figures come from the engine's own playing of the hand."""

from __future__ import annotations

import pytest
from helpers.sitebuild import LANGS

from calculator import TDA, HandHistory, read_history
from macros.render.replayer import _call_only
from macros.text.catalogue import text
from macros.text.names import player_name
from macros.text.numbers import format_chips
from replays.call_only import call_only_at

ACTIONS = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 cc", "p1 cc", "p2 cc"]
ACTIONS += ["d db 2s7h9s", "p1 cbr 300", "p2 cc", "p3 cbr 450"]
"""Kian bets 300 on the flop, Mina calls and has 150 behind, Raha's all-in for 450 is short of a full raise: both
players who acted are held to a call or fold."""


def hand(actions: list[str], stacks: str = "[5000, 550, 550]") -> HandHistory:
    """Kian, Mina and Raha at 50/100, Kian with 5,000, the others with 550 each (or ``stacks``)."""
    fields = {
        "variant": '"NT"',
        "antes": "[0, 0, 0]",
        "blinds_or_straddles": "[50, 100, 0]",
        "min_bet": "100",
        "starting_stacks": stacks,
        "players": '["kian", "mina", "raha"]',
        "actions": "[" + ", ".join(f'"{action}"' for action in actions) + "]",
    }
    return read_history("\n".join(f"{key} = {value}" for key, value in fields.items()))


def test_a_call_that_takes_the_last_chips_is_said_as_all_in() -> None:
    # Kian: Raha is all-in and Mina has only her call behind, so nobody could call a raise; no dealer tells him he
    # may not make one (dealer review D27-01)
    assert call_only_at(hand(ACTIONS), TDA, len(ACTIONS)) is None
    deep = hand(ACTIONS, stacks="[5000, 5000, 550]")  # Mina deep: Kian's betting is held by the short all-in alone
    kian = call_only_at(deep, TDA, len(ACTIONS))
    assert kian is not None and (kian.name, kian.bet, kian.call, kian.all_in) == ("kian", 450, 150, False)
    mina = call_only_at(hand([*ACTIONS, "p1 cc"]), TDA, len(ACTIONS) + 1)
    assert mina is not None and (mina.name, mina.bet, mina.call, mina.all_in) == ("mina", 450, 150, True)
    assert mina.to_json()["all_in"] is True and "all_in" not in kian.to_json()


@pytest.mark.parametrize("lang", LANGS)
def test_the_replayer_says_all_in_words(lang: str) -> None:
    said = {"name": "mina", "bet": 450, "call": 150, "all_in": True}
    shown = _call_only(said, lang)
    bet, call = format_chips(450, lang), format_chips(150, lang)
    assert text("replay.call_only.words.all_in", lang, bet=bet, call=call) in shown
    assert text("replay.call_only.words", lang, bet=bet, call=call) not in shown
    assert player_name("mina", lang, case="dat") in shown
