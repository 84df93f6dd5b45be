"""The rule options and presets: every value handled explicitly, unknown ones refused everywhere, the presets
and their sources, and ``python -m calculator rules``."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest
from helpers.cli import failed, ok, players, seat
from helpers.play_helpers import ft, nt

from calculator import (
    PRESETS,
    TDA,
    LimitReopen,
    OddChips,
    RulesError,
    RuleSet,
    Showdown,
    TableSetup,
    Variant,
    read_history,
    replay,
    rule_set,
    rules_from_json,
    split_pot,
)
from calculator.betting import Table
from calculator.playback import HandInProgress
from calculator.rules import OPTIONS

# ---- every switch names each value and refuses the rest --------------------------------------------------------


def test_split_pot_deals_odd_chips_by_each_rule_and_refuses_an_unknown_one() -> None:
    assert split_pot(3350, [1, 2, 3], OddChips.ONE_EACH) == ([1117, 1117, 1116], [1, 2])
    assert split_pot(3350, [1, 2, 3], OddChips.REMAINDER_TO_FIRST) == ([1118, 1116, 1116], [1, 1])
    with pytest.raises(RulesError, match="unknown odd_chips rule 'to_the_dealer'"):
        split_pot(3350, [1, 2, 3], "to_the_dealer")  # type: ignore[arg-type]


def test_a_rule_set_refuses_unknown_values_however_it_is_made() -> None:
    for bad in ({"odd_chips": "first"}, {"limit_reopen": "half"}, {"showdown": "home"}, {"raise_cap": -1}):
        with pytest.raises(RulesError):
            RuleSet(**bad)  # type: ignore[arg-type]
        with pytest.raises(RulesError):
            TDA.with_overrides(bad)
    assert RuleSet(showdown="cash").showdown is Showdown.CASH  # type: ignore[arg-type]  # text becomes the member


def _unchecked(**values: Any) -> Any:
    """A stand-in for a rule set that skipped validation: the switches themselves must still refuse it."""
    return SimpleNamespace(**{**TDA.to_dict(), **values})


def test_the_limit_threshold_refuses_an_unknown_rule() -> None:
    history = read_history(ft([500, 500, 500], []))
    table = Table(history.setup, _unchecked(limit_reopen="three_quarters"), history.players)
    table.bet_or_raise(2, 20)
    table.check_or_call(0)
    with pytest.raises(RulesError, match="unknown limit_reopen rule"):
        table.bet_or_raise(1, 30)


def test_the_showdown_switch_refuses_an_unknown_rule() -> None:
    hand = nt([1000, 1000], ["p2 cbr 1000", "p1 cc", "d db 2s7h9s", "d db Jd", "d db 4c"])
    history = read_history(hand)
    playing = HandInProgress(history, _unchecked(showdown="home_game"))
    for action in history.actions:
        playing.apply(action)
    muck = read_history({**hand, "actions": [*hand["actions"], "p1 sm"]}).actions[-1]
    with pytest.raises(RulesError, match="unknown showdown rule"):
        playing.apply(muck)


def test_the_variant_switch_refuses_an_unknown_variant() -> None:
    setup = TableSetup("FO/2", (100, 100), (0, 0), (50, 100), min_bet=100)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unsupported variant"):
        Table(setup, TDA, ("a", "b"))
    assert Table(TableSetup(Variant.FIXED_LIMIT, (100, 100), (0, 0), (5, 10), 0, 10, 20), TDA, ("a", "b")).fixed_limit


# ---- presets ---------------------------------------------------------------------------------------------------


def test_the_presets() -> None:
    assert rule_set() == TDA == rule_set("tda")
    roberts = rule_set("roberts")
    assert (roberts.odd_chips, roberts.limit_reopen, roberts.raise_cap, roberts.showdown) == (
        OddChips.ONE_EACH,
        LimitReopen.HALF_BET,
        3,
        Showdown.CASH,
    )
    assert "TDA rules 2026, version 1.1" in PRESETS["tda"].source and "rule 17" in PRESETS["tda"].source
    assert "Robert's Rules of Poker" in PRESETS["roberts"].source
    with pytest.raises(RulesError, match="unknown rule set 'wsop'"):
        rule_set("wsop")


def test_a_name_picks_a_preset_and_other_keys_override_it() -> None:
    chosen = rules_from_json({"name": "roberts", "odd_chips": "remainder_to_first"})
    assert (chosen.name, chosen.odd_chips, chosen.showdown) == ("roberts", OddChips.REMAINDER_TO_FIRST, Showdown.CASH)
    assert rules_from_json({"showdown": "cash"}) == TDA.with_overrides({"showdown": "cash"})
    for bad in ({"name": 3}, {"name": "house"}, {"name": "tda", "name2": 1}, []):
        with pytest.raises(RulesError):
            rules_from_json(bad)


# ---- the command line -------------------------------------------------------------------------------------------


def test_rules_command_lists_presets_and_options() -> None:
    listing = json.loads(json.dumps(ok("rules")), object_pairs_hook=dict)
    result = {key: value for key, value in listing}
    presets = {entry[0][1]: dict(entry) for entry in result["presets"]}
    assert list(presets) == ["tda", "roberts"]
    assert dict(presets["roberts"]["values"]) == {
        "odd_chips": "one_each",
        "limit_reopen": "half_bet",
        "raise_cap": 3,
        "showdown": "cash",
    }
    assert dict(presets["tda"]["values"])["showdown"] == "tournament"
    options = {dict(option)["name"]: dict(option) for option in result["options"]}
    assert list(options) == ["odd_chips", "limit_reopen", "raise_cap", "showdown"]
    assert options["showdown"]["values"] == ["tournament", "cash"] and options["showdown"]["default"] == "tournament"
    assert options["raise_cap"]["values"] == ["count", "none"] and options["raise_cap"]["default"] == 3
    for option in OPTIONS:
        shown = options[option.name]
        assert shown["source"] and shown["about"]
        assert shown["default"] == TDA.to_dict()[option.name]
    fixed = {dict(rule)["name"]: dict(rule) for rule in result["fixed"]}
    assert list(fixed) == ["antes"]
    assert "TDA rules 2026, version 1.1" in fixed["antes"]["source"] and "card-room" in fixed["antes"]["source"]
    assert "takes no --rules" in failed("rules", "--rules", "{}")


def test_rules_on_the_command_line_take_a_preset_name_and_check_showdown() -> None:
    text = players(seat("A", 100, rank=1), seat("B", 100, rank=1), seat("C", 100, rank=1), seat("D", 53, folded=True))
    chosen = '{"name": "roberts", "odd_chips": "remainder_to_first"}'
    assert dict(dict(ok("settle", "--rules", chosen, stdin=text))["payouts"])["A"] == 119
    assert dict(dict(ok("settle", "--rules", '{"showdown": "cash"}', stdin=text))["payouts"])["A"] == 118
    assert "rule showdown must be one of tournament, cash" in failed(
        "settle", "--rules", '{"showdown": "open"}', stdin=text
    )
    assert "unknown rule set" in failed("settle", "--rules", '{"name": "casino"}', stdin=text)


def test_the_showdown_rule_reaches_the_replay_from_the_command_line() -> None:
    hand = nt(
        [1000, 1000, 1000],
        ["d dh p1 AcAd", "d dh p2 7c2d", "d dh p3 QcQd", "p3 cbr 1000", "p1 cc", "p2 f", "d db 2s7h9s", "d db Jd",
         "d db 4c", "p1 sm", "p3 sm QcQd"],
    )  # fmt: skip
    assert "may not muck" in failed("play", "-", stdin=json.dumps(hand))
    result = dict(ok("play", "-", "--rules", '{"name": "roberts"}', stdin=json.dumps(hand)))
    assert result["finishing_stacks"] == [0, 900, 2100]  # p1's muck concedes: p3 wins 1,000 + 1,000 + 100
    assert replay(hand, rule_set("roberts")).mucked == (True, False, False)
