"""``python -m calculator import``: real PokerStars and GGPoker hands (tests/helpers/histories.py names the repository
and path of each) read into PHH, played by the engine, and set beside what each history says was collected."""

from __future__ import annotations

import json

import pytest
from helpers.cli import cli
from helpers.histories import SOURCES, history, source

from calculator import play_json, read_history
from calculator.histories import HistoryImportError, import_history, read_text, rules_for
from calculator.histories.compare import compare

NO_RAKE = [
    "ps_three_way_side_pots",
    "ps_odd_chip_three_way",
    "ps_odd_chip_two_way",
    "ps_split_side_pot",
    "ps_antes_side_pot",
    "ps_modern_tournament",
]
"""Tournament hands: no rake, so every pot the history states is the engine's to the chip."""


@pytest.mark.parametrize("name", NO_RAKE, ids=[f"{name} ({source(name)})" for name in NO_RAKE])
def test_every_pot_is_the_historys(name: str) -> None:
    hand = import_history(history(name))
    result = compare(hand)
    assert result.same, result.to_json()
    assert [pot.engine_amount for pot in result.pots] == list(hand.stated_pots or [hand.total_pot])
    for number, pot in enumerate(result.pots):  # each collected line, pot by pot
        said = {item.name: 0 for item in hand.collected if item.pot == number}
        for item in hand.collected:
            if item.pot == number:
                said[item.name] += item.amount
        assert dict(pot.engine_shares) == said


@pytest.mark.parametrize("name", [*NO_RAKE, "ps_cash_side_pots_rake", "gg_side_pots_cash_drop"])
def test_imported_phh_plays_the_same_on_the_command_line(name: str) -> None:
    """``import`` prints PHH that ``play`` settles exactly as the comparison did (the same engine, two ways)."""
    text = history(name)
    imported = cli("import", "-", stdin=text)
    assert imported.returncode == 0, imported.stderr
    phh = imported.stdout.decode("utf-8")
    hand = import_history(text)
    rules = json.dumps(rules_for(hand)[0].to_dict())
    played = cli("play", "-", "--rules", rules, stdin=phh)
    assert played.returncode == 0, played.stderr
    output = json.loads(played.stdout)
    assert [pot["amount"] for pot in output["pots"]] == [pot.engine_amount for pot in compare(hand).pots]
    assert read_history(phh).players == hand.players


def test_three_way_all_in_two_side_pots_antes_and_uncalled_bet() -> None:
    """fpdb's hand #28346217223: four all-ins, antes, 50 handed back, main pot and side pots 1 and 2."""
    hand = import_history(history("ps_three_way_side_pots"))
    result = compare(hand)
    assert [pot.engine_amount for pot in result.pots] == [990, 2100, 480]
    assert dict(result.engine_returned) == dict(result.history_returned) == {"Player6": 50}
    assert hand.antes == (10, 10, 10, 10, 10)
    assert hand.players[-1] == "Player11"  # the button is the last seat


def test_odd_chip_goes_where_the_room_put_it() -> None:
    """Three winners of a 1,060 main pot: 354 to the first left of the button, 353 to the others."""
    result = compare(import_history(history("ps_odd_chip_three_way")))
    assert dict(result.pots[0].engine_shares) == {"Player11": 354, "Hero": 353, "Player7": 353}


@pytest.mark.parametrize(
    ("name", "reasons"),
    [
        ("ps_cash_side_pots_rake", ["fees"]),
        ("ps_modern_cash_all_in", ["fees"]),
        ("ps_pot_limit", ["fees"]),
        ("gg_all_in_uncalled", ["fees"]),
        ("gg_split_odd_cent", ["fees"]),
        ("gg_side_pots_cash_drop", ["fees", "added"]),
    ],
)
def test_rake_and_cash_drop_explain_the_difference(name: str, reasons: list[str]) -> None:
    """The engine pays whole pots; the room took its fees (and added its cash drop): the totals differ by exactly
    that, every pot has the same winners."""
    hand = import_history(history(name))
    result = compare(hand)
    assert not result.same
    assert list(result.reasons) == reasons, source(name)
    engine = sum(pot.engine_amount for pot in result.pots)
    collected = sum(item.amount for item in hand.collected)
    assert engine - collected == sum(dict(hand.fees).values()) - sum(dict(hand.added).values())
    assert engine + sum(dict(hand.added).values()) == hand.total_pot


def test_ggpoker_pots_are_matched_to_the_engines() -> None:
    """GGPoker says "collected ... from pot" for every pot: each line is matched to the engine's pot of that player."""
    result = compare(import_history(history("gg_side_pots_cash_drop")))
    assert [pot.engine_amount for pot in result.pots] == [489, 662]
    assert [dict(pot.history_shares) for pot in result.pots] == [{"ce60cdfb": 533}, {"ce60cdfb": 647}]


def test_mucked_hands_concede_as_in_a_cash_game() -> None:
    hand = import_history(history("ps_mucks_after_all_in"))
    result = compare(hand)
    assert list(result.reasons) == ["muck_concedes", "pots_merged"]
    assert rules_for(hand)[0].showdown.value == "cash"


def test_the_historys_own_total_is_checked() -> None:
    """HHSmithy's AnteTable.txt says the pot was $0.50; its own lines put in $0.90 (antes, blinds, the raise called)."""
    result = compare(import_history(history("ps_cash_antes")))
    assert "history_total" in result.reasons


@pytest.mark.parametrize(("name", "variant"), [("ps_pot_limit", "PT"), ("ps_fixed_limit", "FT")])
def test_pot_limit_and_fixed_limit(name: str, variant: str) -> None:
    hand = import_history(history(name))
    assert hand.variant.value == variant
    assert play_json(hand.phh_fields(), rules_for(hand)[0])["pots"]


def test_modern_pokerstars_with_bounties_in_the_seat_lines() -> None:
    hand = import_history(history("ps_modern_tournament"))
    assert hand.starting_stacks == (184825, 755175)
    assert compare(hand).same


@pytest.mark.parametrize(("name", "line"), [("ps_run_twice", 28), ("gg_run_twice", 29)])
def test_run_it_twice_is_refused_by_line(name: str, line: int) -> None:
    with pytest.raises(HistoryImportError) as error:
        read_text(history(name))
    assert (error.value.code, error.value.line) == ("run_twice", line), source(name)


def test_an_all_in_player_folded_by_the_room_is_refused_by_line() -> None:
    """PokerStars folded a sitting-out big blind all-in for less; under the site's rules an all-in player cannot
    fold: the line is named, the hand is not read otherwise."""
    with pytest.raises(HistoryImportError) as error:
        import_history(history("ps_short_big_blind"))
    assert (error.value.code, error.value.line) == ("engine", 24)


def test_every_source_is_named() -> None:
    assert all(repository.count("/") == 1 and path for repository, path in SOURCES.values())
