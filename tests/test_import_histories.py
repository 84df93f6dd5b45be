"""``python -m calculator import``: PokerStars and GGPoker hands written for this repository in the rooms' own formats
(``tests/data/histories/``; tests/helpers/histories.py says what each shows) read into PHH, played by the engine, and
set beside what each history says was collected. The figures below are worked out by hand from each hand."""

from __future__ import annotations

import json

import pytest
from helpers.cli import cli
from helpers.histories import FOLDER, SCENARIOS, history, scenario

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


@pytest.mark.parametrize("name", NO_RAKE, ids=[f"{name} ({scenario(name)})" for name in NO_RAKE])
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
    """Antes of 15 from five seats; all-ins of 500 (Ahmose), 1,000 (Ramses), 1,500 (Seti) and 1,600 (Hatshepsut),
    Nefertari folds. Hatshepsut's last 100 is matched by nobody and handed back; the main pot is 4 x 515 + 15 =
    2,075, side pot 1 is 3 x 500 = 1,500 (Ramses, Seti, Hatshepsut), side pot 2 is 2 x 500 = 1,000."""
    hand = import_history(history("ps_three_way_side_pots"))
    result = compare(hand)
    assert [pot.engine_amount for pot in result.pots] == [2075, 1500, 1000]
    assert [dict(pot.engine_shares) for pot in result.pots] == [{"Ahmose": 2075}, {"Ramses": 1500}, {"Seti": 1000}]
    assert dict(result.engine_returned) == dict(result.history_returned) == {"Hatshepsut": 100}
    assert hand.antes == (15, 15, 15, 15, 15)
    assert hand.players[-1] == "Ramses"  # the button is the last seat


def test_odd_chip_goes_where_the_room_put_it() -> None:
    """Three straights share a main pot of 4 x 300 + 25 (Meret's ante) = 1,225 = 3 x 408 + 1: the odd chip goes to
    Khufu, the first of them left of the button (seat 2), 408 to Dariush and Ahmose; Dariush's straight also takes
    the 4,200 side pot from Tiye's three Kings. Two ways: 10,475 = 5,238 + 5,237, the odd chip to Hatshepsut (seat 6,
    before Tiye in seat 8 from the button in seat 2)."""
    result = compare(import_history(history("ps_odd_chip_three_way")))
    assert dict(result.pots[0].engine_shares) == {"Khufu": 409, "Dariush": 408, "Ahmose": 408}
    assert dict(result.pots[1].engine_shares) == {"Dariush": 4200}
    two_way = compare(import_history(history("ps_odd_chip_two_way")))
    assert [dict(pot.engine_shares) for pot in two_way.pots] == [{"Hatshepsut": 5238, "Tiye": 5237}]


def test_a_side_pot_split_between_two_hands() -> None:
    """All-ins of 620 (Khufu), 220 (Meret) and 700 (Ahmose, Ramses; Nefertari calls 700), antes of 20 from six seats:
    main pot 5 x 220 + 20 (Dariush's ante) = 1,120 to Meret's full house, side pot 1 4 x 400 = 1,600 to Khufu's Ace
    kicker, side pot 2 3 x 80 = 240 split by the two Nine kickers, 120 each; Ramses' Four kicker loses."""
    result = compare(import_history(history("ps_split_side_pot")))
    assert [dict(pot.engine_shares) for pot in result.pots] == [
        {"Meret": 1120},
        {"Khufu": 1600},
        {"Nefertari": 120, "Ahmose": 120},
    ]


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
    assert list(result.reasons) == reasons, scenario(name)
    engine = sum(pot.engine_amount for pot in result.pots)
    collected = sum(item.amount for item in hand.collected)
    assert engine - collected == sum(dict(hand.fees).values()) - sum(dict(hand.added).values())
    assert engine + sum(dict(hand.added).values()) == hand.total_pot


def test_ggpoker_pots_are_matched_to_the_engines() -> None:
    """GGPoker says "collected ... from pot" for every pot: each line is matched to the engine's pot of that player.
    Three players put in $0.25 preflop (the big blind's $0.10 folded) and $2.85 on the flop: main pot $9.40; the two
    larger stacks $3.70 more: side pot $7.40. The room added its $1 cash drop to the main pot and took $0.85 (rake
    $0.75, jackpot $0.10): $9.93 and $7.02 collected, both by the straight."""
    result = compare(import_history(history("gg_side_pots_cash_drop")))
    assert [pot.engine_amount for pot in result.pots] == [940, 740]
    assert [dict(pot.history_shares) for pot in result.pots] == [{"e04b6a3d": 993}, {"e04b6a3d": 702}]


def test_ggpoker_odd_cent_and_rake() -> None:
    """$0.95 preflop and $0.80 on the flop: a $1.75 pot split by two equal hands, the odd cent to d8814b7a (seat 6,
    before the button in seat 3); the room took $0.08 of rake, so it paid $0.84 and $0.83."""
    result = compare(import_history(history("gg_split_odd_cent")))
    assert dict(result.pots[0].engine_shares) == {"d8814b7a": 88, "Hero": 87}
    assert dict(result.pots[0].history_shares) == {"d8814b7a": 84, "Hero": 83}


def test_mucked_hands_concede_as_in_a_cash_game() -> None:
    """Two all-ins of 303 and 305 (over antes of 25) and two calls of 400: the history cuts a 1,362 main pot and side
    pots of 6 and 190, all to Ahmose as the other three muck; the engine, counting the mucks as folds, pays him the
    same 1,558 from one pot."""
    hand = import_history(history("ps_mucks_after_all_in"))
    result = compare(hand)
    assert list(result.reasons) == ["muck_concedes", "pots_merged"]
    assert [pot.engine_amount for pot in result.pots] == [1558, 0, 0]
    assert [pot.history_amount for pot in result.pots] == [1362, 6, 190]
    assert rules_for(hand)[0].showdown.value == "cash"


def test_the_historys_own_total_is_checked() -> None:
    """The history says the pot was $0.25; its own lines put in $0.37 (six antes of $0.02, the blinds, $0.10 of the
    raise matched by the big blind, $0.20 handed back): the room left the antes out."""
    result = compare(import_history(history("ps_cash_antes")))
    assert "history_total" in result.reasons
    assert (result.pots[0].engine_amount, result.total_pot) == (37, 25)


@pytest.mark.parametrize(("name", "variant"), [("ps_pot_limit", "PT"), ("ps_fixed_limit", "FT")])
def test_pot_limit_and_fixed_limit(name: str, variant: str) -> None:
    hand = import_history(history(name))
    assert hand.variant.value == variant
    assert play_json(hand.phh_fields(), rules_for(hand)[0])["pots"]


def test_modern_pokerstars_with_bounties_in_the_seat_lines() -> None:
    """Heads-up, the button (Khufu, 612,350) last: Tiye's 327,650 all in, called; the pot is 2 x 327,650."""
    hand = import_history(history("ps_modern_tournament"))
    assert hand.starting_stacks == (327650, 612350)
    result = compare(hand)
    assert result.same and [pot.engine_amount for pot in result.pots] == [655300]


@pytest.mark.parametrize(("name", "line"), [("ps_run_twice", 27), ("gg_run_twice", 29)])
def test_run_it_twice_is_refused_by_line(name: str, line: int) -> None:
    with pytest.raises(HistoryImportError) as error:
        read_text(history(name))
    assert (error.value.code, error.value.line) == ("run_twice", line), scenario(name)


def test_an_all_in_player_folded_by_the_room_is_refused_by_line() -> None:
    """PokerStars folded a sitting-out big blind all-in for less (Ramses' 125, line 21); under the site's rules an
    all-in player cannot fold: the line is named, the hand is not read otherwise."""
    with pytest.raises(HistoryImportError) as error:
        import_history(history("ps_short_big_blind"))
    assert (error.value.code, error.value.line) == ("engine", 21)


REFUSED = {"ps_run_twice": "run_twice", "gg_run_twice": "run_twice", "ps_short_big_blind": "engine"}
"""The hands written to be refused, and why."""


def test_every_hand_written_here_is_described_and_read() -> None:
    """Each file in tests/data/histories/ has its line in SCENARIOS (and each line its file), and imports, or is
    refused for the reason it was written for."""
    assert sorted(path.stem for path in FOLDER.glob("*.txt")) == sorted(SCENARIOS)
    for name in SCENARIOS:
        if name in REFUSED:
            with pytest.raises(HistoryImportError) as error:
                import_history(history(name))
            assert error.value.code == REFUSED[name], name
        else:
            assert compare(import_history(history(name))).pots, name
