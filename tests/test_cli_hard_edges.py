"""Hostile and careless input at the command line: each case ends with exit status 2 and one ``error:`` line
(never a traceback, a freeze or a silent conversion), or is answered correctly.

Digits other than ASCII in hand histories, a table of 10,000 players, endless input, a full disk, names that
are the same after Unicode normalization or show nothing, ``--rules`` given twice, and published histories
that skip a fold (``--implied-folds``).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.cli import ROOT, failed, ok, phh, players, seat
from helpers.corpus import corpus_hands

from calculator import MAX_PLAYERS, PlayerError
from calculator.hand import check_name

# ---- hand histories read only ASCII digits ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "says"),
    [
        ("p2 cbr ²", "digits 0-9"),  # a superscript two: str.isdigit() says yes, int() refuses it
        ("p² f", "not a player"),
        ("p٢ cbr ١٠", "not a player"),  # Arabic-Indic digits: int() would read them as 2 and 10
        ("p2 cbr ١٠", "digits 0-9"),
        ("p3 cbr " + "9" * 5000, "more than the 9007199254740991 chips"),
        ("p3 cbr 9007199254740992", "more than the 9007199254740991 chips"),
        ("p１ f", "not a player"),  # a full-width digit
    ],
)
def test_actions_read_only_ascii_digits(action: str, says: str) -> None:
    error = failed("play", "-", stdin=phh([1000, 1000, 1000], [action]))
    assert says in error
    assert len(error) < 400  # a 5,000-digit amount is not copied into the message


# ---- size ---------------------------------------------------------------------------------------------------


def test_ten_thousand_players_are_refused_at_once() -> None:
    text = players(*(seat(f"P{i}", 100, rank=1) for i in range(10_000)))
    start = time.monotonic()
    error = failed("settle", stdin=text)
    assert time.monotonic() - start < 10
    assert f"at most {MAX_PLAYERS} players" in error and "10000" in error


def test_the_largest_table_settles_and_one_more_player_is_refused() -> None:
    table = [seat(f"P{i}", 100 * (i + 1), rank=1 + i % 3) for i in range(MAX_PLAYERS)]
    result = dict(ok("settle", stdin=players(*table)))
    assert len(result["payouts"]) == MAX_PLAYERS == 23
    assert "at most 23 players" in failed("settle", stdin=players(*table, seat("Extra", 100, rank=1)))
    stacks = [1000] * (MAX_PLAYERS + 1)
    assert "at most 23 players" in failed("play", "-", stdin=phh(stacks, []))


def test_endless_input_is_refused() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "calculator", "settle", "/dev/zero"], capture_output=True, cwd=ROOT, timeout=60
    )
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode().count("\n") == 1 and done.stderr.startswith(b"error: /dev/zero is larger than")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="this system has no /dev/full")
def test_output_to_a_full_disk_ends_with_one_error_line() -> None:
    text = players(seat("A", 100, rank=1), seat("B", 100, rank=2))
    with open("/dev/full", "wb") as full:
        done = subprocess.run(
            [sys.executable, "-m", "calculator", "settle"],
            input=text.encode(),
            stdout=full,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            timeout=60,
        )
    assert done.returncode == 2
    assert done.stderr == b"error: cannot write the output: No space left on device\n"


# ---- names ----------------------------------------------------------------------------------------------------


def test_names_that_are_the_same_after_nfc_normalization_are_one_player() -> None:
    composed, decomposed = "Ren\u00e9", "Rene\u0301"  # é as one character, and e + a combining acute accent
    assert composed != decomposed
    error = failed("settle", stdin=players(seat(composed, 100, rank=1), seat(decomposed, 100, rank=2)))
    assert "appears more than once" in error
    history = phh([1000, 1000], ["p2 f"], names=[composed, decomposed])
    assert "appears more than once" in failed("play", "-", stdin=history)


@pytest.mark.parametrize(
    "name",
    ["", " ", "\u00a0", "\u200b", "\u200b\u200d", "\u2060", "\ufeff", "\x07", "\u202e", "\u3164", "\u2800", "\u0301"],
    ids=["empty", "space", "no-break space", "zero width", "zero-width joiner", "word joiner", "BOM", "bell",
         "right-to-left override", "Hangul filler", "blank Braille", "lone combining accent"],
)  # fmt: skip
def test_names_without_a_visible_character_are_refused(name: str) -> None:
    error = failed("settle", stdin=players(seat(name, 100, rank=1), seat("B", 100, rank=2)))
    assert "visible character" in error
    assert "visible character" in failed("play", "-", stdin=phh([1000, 1000], ["p2 f"], names=[name, "B"]))


def test_names_with_one_visible_character_among_invisible_ones_are_accepted() -> None:
    name = "\u200b\u202eA\u202c"
    result = dict(ok("settle", stdin=players(seat(name, 100, rank=1), seat("B", 100, rank=2))))
    assert dict(result["payouts"]) == {name: 200, "B": 0}


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("Evil\u2069\u202e", "U+2069"),  # a PDI closes the page's isolate early, then RLO reverses what follows
        ("Evil\u202e", "U+202E"),  # an override never closed
        ("\u2067Evil", "U+2067"),  # an isolate never closed
        ("A\u202c", "U+202C"),  # a PDF closing nothing
        ("\u2066A\u202aB\u2069\u202c", "U+2069"),  # closed in the wrong order: the PDI meets an open embedding
    ],
    ids=["PDI then RLO", "open override", "open isolate", "lone PDF", "crossed"],
)
def test_names_with_unpaired_bidirectional_controls_are_refused(name: str, code: str) -> None:
    error = failed("settle", stdin=players(seat(name, 100, rank=1), seat("B", 100, rank=2)))
    assert f"unpaired bidirectional control {code}" in error, error
    history = phh([1000, 1000], ["p2 f"], names=[name, "B"])
    assert "unpaired bidirectional control" in failed("play", "-", stdin=history)


def test_the_first_unpaired_control_of_each_kind_is_named() -> None:
    # mutation round 2026-12-05: H1 (U+202D, LRO, not counted as an opener), H2 (the innermost named, not the first)
    with pytest.raises(PlayerError, match=r"unpaired bidirectional control U\+202D"):
        check_name("\u202dEvil")
    assert check_name("\u202dEvil\u202c") == "\u202dEvil\u202c"
    with pytest.raises(PlayerError, match=r"unpaired bidirectional control U\+202A"):
        check_name("\u202a\u202bA")


@pytest.mark.parametrize("name", ["\u202eEvil\u202c", "\u2068\u0645\u06cc\u0646\u0627\u2069 A", "A\u200eB\u200f\u061c",
                                  "\u2066\u202bA\u202c\u2069"])  # fmt: skip
def test_names_with_paired_bidirectional_controls_and_marks_are_accepted(name: str) -> None:
    result = dict(ok("settle", stdin=players(seat(name, 100, rank=1), seat("B", 100, rank=2))))
    assert dict(result["payouts"]) == {name: 200, "B": 0}


# ---- --rules once on each side --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["settle", "--rules", "{}", "--rules", "{}"],
        ["--rules", "{}", "--rules", "{}", "settle"],
        ["--rules", "{}", "settle", "--rules", "{}"],
        ["play", "-", "--rules", '{"odd_chips": "one_each"}', "--rules", '{"odd_chips": "remainder_to_first"}'],
    ],
)
def test_rules_given_twice_is_an_error(args: list[str]) -> None:
    text = players(seat("A", 100, rank=1)) if "settle" in args else phh([1000, 1000], ["p2 f"])
    assert "once" in failed(*args, stdin=text)


# ---- histories that skip a fold -------------------------------------------------------------------------------

SKIPPING = phh([1000, 1000, 1000, 1000], ["p3 cbr 300", "p1 cc", "p2 f", "d db 2s7h9s"])
"""p4 (the button) never acts before the flop: a published history that leaves out his fold."""


def test_play_and_options_take_implied_folds() -> None:
    assert "p4's turn" in failed("options", "-", stdin=SKIPPING)
    assert dict(ok("options", "-", "--implied-folds", stdin=SKIPPING))["to_act"] == "p1"
    finished = phh([1000, 1000, 1000, 1000], ["p3 cbr 300", "p1 f", "p2 f"])
    assert "p4's turn" in failed("play", "-", stdin=finished)
    # p4's fold is implied; p3's 300 is called by nobody: 200 back over the big blind, and he wins 50 + 100 + 100
    result = dict(ok("play", "-", "--implied-folds", stdin=finished))
    assert result["finishing_stacks"] == [950, 900, 1150, 1000]


def test_the_wsop_hand_that_skips_a_fold_replays_from_the_command_line() -> None:
    hand = corpus_hands()[153]
    assert "wsop/2019" in hand["source"]
    line = json.dumps(hand)
    assert "turn to act" in failed("play", "-", stdin=line)
    assert dict(ok("play", "-", "--implied-folds", stdin=line))["finishing_stacks"] == hand["finishing_stacks"]


# ---- issue 16: the hard edges left over ------------------------------------------------------------------------

ALL_FOLDED_BY_THE_FLAG = phh([1000, 1000, 1000], ["p2 cbr 300", "p1 cc"], blinds=[50, 100, 0])
"""p3 (first to act) and p1 never act before p2's raise: the flag folds both, so p2 raises into an empty table."""


def test_implied_folds_errors_name_the_folds_the_flag_added() -> None:
    error = failed("play", "-", "--implied-folds", stdin=ALL_FOLDED_BY_THE_FLAG)
    assert "action 0 'p2 cbr 300' is illegal" in error
    assert "--implied-folds added what the history does not write: p3 folded and p1 folded before action 0" in error
    # Without the flag nothing was added, and the message says nothing of it.
    assert "--implied-folds" not in failed("play", "-", stdin=ALL_FOLDED_BY_THE_FLAG)


def test_implied_folds_name_their_checks_too_when_a_later_action_fails() -> None:
    # On the flop p1 (first to act) is skipped: he owes nothing, so the flag checks for him; then p2 checks
    # and p3 raises more than he has.
    history = phh([1000, 1000, 1000], ["p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p2 cc", "p3 cbr 5000"])
    error = failed("play", "-", "--implied-folds", stdin=history)
    assert "p1 checked before action 4" in error, error


@pytest.mark.parametrize(
    "separator",
    ["\u00a0", "\u3000", "\u2028", "\x1c", "\x85", "\x0b", "\u2009"],
    ids=["no-break space", "ideographic space", "line separator", "file separator", "next line", "vertical tab",
         "thin space"],
)  # fmt: skip
def test_actions_split_on_ascii_space_and_tab_only(separator: str) -> None:
    error = failed("play", "-", stdin=phh([1000, 1000, 1000], [f"p3{separator}f", "p1 f"]))
    assert f"U+{ord(separator):04X}" in error and "ASCII spaces or tabs only" in error, error


def test_a_tab_and_several_spaces_separate_words() -> None:
    result = dict(ok("play", "-", stdin=phh([1000, 1000, 1000], ["p3\tf", "p1  \t f"])))
    assert result["finishing_stacks"] == [950, 1050, 1000]


@pytest.mark.parametrize(
    ("value", "said"),
    [(None, "not null (no value)"), (True, "not true (a yes/no value)"), ("100", "not the text '100'"),
     ([100], "not a list"), (100.5, "not the fractional number 100.5")],
    ids=["null", "true", "text", "list", "fraction"],
)  # fmt: skip
def test_errors_say_what_was_given_in_plain_words(value: object, said: str) -> None:
    error = failed("settle", stdin=players(seat("A", value, rank=1), seat("B", 100, rank=2)))  # type: ignore[arg-type]
    assert f"contributed of A must be a whole number of chips, {said}" in error, error
    stacks = f"starting_stacks = [{json.dumps(value)}, 1000]"
    history = phh([1000, 1000], ["p2 f"]).replace("starting_stacks = [1000, 1000]", stacks)
    if value is not None:  # TOML has no null: the JSON form of the history gives it
        assert said in failed("play", "-", stdin=history)
    for python_word in ("NoneType", "bool", "None", "True", "str ", "list "):
        assert python_word not in error


def test_rule_values_are_named_in_plain_words() -> None:
    error = failed("settle", "--rules", '{"odd_chips": null}', stdin=players(seat("A", 100, rank=1)))
    assert error == "error: rule odd_chips must be one of one_each, remainder_to_first, not null (no value)\n"
    error = failed("settle", "--rules", '{"name": true}', stdin=players(seat("A", 100, rank=1)))
    assert "unknown rule set true (a yes/no value)" in error


def test_finishing_stacks_given_are_checked() -> None:
    actions = ["p3 f", "p1 f"]
    right = phh([1000, 1000, 1000], actions, names=["Ahmose", "Nefertari", "Ramses"])
    assert dict(ok("play", "-", stdin=right + "finishing_stacks = [950, 1050, 1000]\n"))["net"]
    error = failed("play", "-", stdin=right + "finishing_stacks = [950, 1100, 990]\n")
    assert "'finishing_stacks' differ" in error
    assert "Nefertari (p2) is given 1100, the hand played out gives 1050" in error
    assert "Ramses (p3) is given 990, the hand played out gives 1000" in error
    assert "Ahmose" not in error  # his stack is right


def test_options_checks_the_finishing_stacks_of_a_finished_hand() -> None:
    # hostile review 2026-12-05, L10: options took finishing_stacks = [1, 2, 3] for a finished hand
    right = phh([1000, 1000, 1000], ["p3 f", "p1 f"], names=["Ahmose", "Nefertari", "Ramses"])
    assert dict(ok("options", "-", stdin=right + "finishing_stacks = [950, 1050, 1000]\n"))["to_act"] is None
    error = failed("options", "-", stdin=right + "finishing_stacks = [1, 2, 3]\n")
    assert "'finishing_stacks' differ" in error and "Ahmose (p1) is given 1, the hand played out gives 950" in error


def test_old_wordings_say_what_was_given() -> None:
    # hostile review 2026-12-05, L9: leading zeros read as a number past the limit; a folded dead money's layer
    # named by chip levels it does not have ("between 0 and 0")
    history = phh([1000, 1000, 1000], ["p3 cbr 00000000000000000000300"])
    assert dict(ok("options", "-", stdin=history))["call_amount"] == 250  # 300 it is
    error = failed("settle", stdin=players(seat("A", 10, dead=10, folded=True), seat("B", 0, rank=1)))
    assert "10 chips of dead money were put in, but no player still in put in a chip" in error
    assert "between 0 and 0" not in error


def test_a_raise_cap_past_what_javascript_counts_exactly_is_refused() -> None:
    # hostile review 2026-12-05, L7 (in part): 9007199254740993 was accepted and written as a number the pages
    # cannot hold
    history = phh([1000, 1000], ["p2 f"])
    assert "rule raise_cap must be at most 9007199254740991 raises" in failed(
        "play", "-", "--rules", '{"raise_cap": 9007199254740992}', stdin=history
    )
    assert dict(ok("play", "-", "--rules", '{"raise_cap": 9007199254740991}', stdin=history))["net"]


@pytest.mark.parametrize("command", ["settle", "play", "options"])
def test_a_raise_cap_of_null_is_refused(command: str) -> None:
    # hostile review 2026-12-05, L7: '{"raise_cap": null}' was taken as no cap; CONTRACTS.md: a whole number or none
    stdin = {
        "settle": players(seat("A", 100, rank=1), seat("B", 100, rank=2)),
        "play": phh([1000, 1000], ["p2 f"]),
        "options": phh([1000, 1000], []),
    }[command]
    args = ["-"] if command != "settle" else []
    error = failed(command, *args, "--rules", '{"raise_cap": null}', stdin=stdin)
    assert "rule raise_cap must be a whole number of raises (0 or more) or none, not null (no value)" in error
    assert ok(command, *args, "--rules", '{"raise_cap": "none"}', stdin=stdin)


def test_a_rule_set_without_a_cap_is_written_as_none_and_read_back() -> None:
    # the JSON the pages and replays carry must be a --rules object the engine takes again
    from calculator import rule_set, rules_from_json

    uncapped = rule_set("tda", {"raise_cap": "none"})
    assert uncapped.to_dict()["raise_cap"] == "none"
    assert rules_from_json(json.loads(json.dumps(uncapped.to_dict()))) == uncapped


def practice_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "practice", *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--rules", "{bad"], "error: --rules: malformed JSON"),
        (["--rules", "[1]"], "error: --rules must be a JSON object"),
        (["--rules", '{"odd_chips": "x"}'], "error: rule odd_chips must be one of one_each, remainder_to_first, not"),
        (["--rules", '{"name": "wsop"}'], "error: unknown rule set 'wsop'"),
        (["--out", "/nonexistent/folder/bank.json"], "error: cannot write /nonexistent/folder/bank.json:"),
        (["--out", "/"], "error: cannot write /: "),
        (["--seed", "x"], "error: --seed must be a whole number from 0 to 9007199254740991"),
        # hostile review 2026-12-05, L7: a null cap was written into the bank; a seed past 2^53 - 1 was written as a
        # number the pages' JavaScript cannot hold exactly
        (["--rules", '{"raise_cap": null}'], "error: rule raise_cap must be a whole number of raises"),
        (
            ["--seed", "99999999999999999999999999999"],
            "error: --seed must be a whole number from 0 to 9007199254740991",
        ),
        (["--seed", "-1"], "error: --seed must be a whole number from 0 to 9007199254740991"),
    ],
    ids=[
        "malformed",
        "not an object",
        "bad value",
        "bad preset",
        "no folder",
        "a folder",
        "bad seed",
        "null cap",
        "huge seed",
        "negative seed",
    ],
)
def test_the_practice_command_line_refuses_with_one_error_line(args: list[str], says: str) -> None:
    done = practice_cli(*args)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.startswith(says) and done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("first", "second", "says"),
    [
        ("Ramses", "R\u0430mses", "mixes Latin and Cyrillic letters in the word"),
        ("Alex", "\u0391lex", "mixes Latin and Greek letters in the word"),
        ("a", "\uff41", "appears more than once"),
        ("Tiya", "Tiya\u00ad", "appears more than once"),
        ("Tiya", "Ti\u200bya", "appears more than once"),
        ("Bob", "Bob ", "appears more than once"),
        ("TOP", "\u0422\u041e\u0420", "appears more than once"),
        ("Ramses", "R\u0251mses", "appears more than once"),
        ("Bob", "B\u0585b", "appears more than once"),
        ("\u06a9\u06cc\u0627\u0646", "\u0643\u064a\u0627\u0646", "appears more than once"),
    ],
    ids=[
        "Cyrillic a",
        "Greek alpha",
        "full-width a",
        "soft hyphen",
        "zero-width space",
        "trailing space",
        "all Cyrillic",
        "Latin alpha",
        "Armenian o",
        "Arabic kaf and yeh",
    ],
)
def test_look_alike_names_are_one_player_or_refused(first: str, second: str, says: str) -> None:
    assert says in failed("settle", stdin=players(seat(first, 100, rank=1), seat(second, 100, rank=2)))
    assert says in failed("play", "-", stdin=phh([1000, 1000], ["p2 f"], names=[first, second]))
