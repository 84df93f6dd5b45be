"""The command line as an outside checker uses it: CONTRACTS.md's ``settle``, ``play`` and ``options`` contracts.

Every expectation here is worked out by hand from CONTRACTS.md's rules (the comments show the arithmetic), never
copied from the engine's output. Each case runs ``python -m calculator`` in a subprocess, so the exit status,
stdout and stderr are the real ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.cli import ROOT, cli, failed, ok, phh, players, seat

MAX_CHIPS = 2**53 - 1


def pairs(value: Any) -> Any:
    """A plain JSON value as the ordered form ``ok`` returns (dicts become lists of pairs)."""
    if isinstance(value, dict):
        return [[k, pairs(v)] for k, v in value.items()]
    if isinstance(value, list):
        return [pairs(v) for v in value]
    return value


def settled(
    returned: dict[str, int],
    pots: list[tuple[int, list[str], dict[str, int]]],
    payouts: dict[str, int],
    put_in: dict[str, int],
) -> Any:
    """The full ``settle`` output in CONTRACTS.md's key order, net = payout - contributed."""
    return pairs(
        {
            "returned": returned,
            "pots": [{"amount": a, "eligible": e, "winners": list(s), "shares": s} for a, e, s in pots],
            "payouts": payouts,
            "net": {n: payouts[n] - put_in[n] for n in payouts},
        }
    )


# ---- settle: good input -------------------------------------------------------------------------------------

DESIGN_EXAMPLE = players(
    seat("Ахмос", 2000, folded=False, rank=1),
    seat("Нефертари", 5000, folded=False, rank=2),
    seat("Рамсес", 12000, folded=False, rank=3),
)
DESIGN_OUTPUT = settled(
    {"Рамсес": 7000},  # 12,000 - 5,000 nobody matched
    [(6000, ["Ахмос", "Нефертари", "Рамсес"], {"Ахмос": 6000}), (6000, ["Нефертари", "Рамсес"], {"Нефертари": 6000})],
    {"Ахмос": 6000, "Нефертари": 6000, "Рамсес": 7000},
    {"Ахмос": 2000, "Нефертари": 5000, "Рамсес": 12000},
)


@pytest.mark.parametrize("source", ["stdin", "dash", "file"])
def test_settle_reads_stdin_dash_or_file_in_utf8_whatever_the_locale(source: str, tmp_path: Path) -> None:
    if source == "file":
        path = tmp_path / "hand.json"
        path.write_text(DESIGN_EXAMPLE, encoding="utf-8")
        out = ok("settle", str(path))
    else:
        out = ok("settle", *(["-"] if source == "dash" else []), stdin=DESIGN_EXAMPLE)
    assert out == DESIGN_OUTPUT


def test_settle_output_names_are_not_escaped() -> None:
    assert "Нефертари" in cli("settle", stdin=DESIGN_EXAMPLE).stdout.decode("utf-8")


CASES: list[tuple[str, str, Any]] = [
    (
        # live 90/290/990: 700 back to C; main 3 x 90 + 30 dead = 300 (A wins), side 2 x 200 = 400 (B wins)
        "dead money",
        players(seat("A", 100, dead=10, rank=1), seat("B", 300, dead=10, rank=2), seat("C", 1000, dead=10, rank=3)),
        settled(
            {"C": 700},
            [(300, ["A", "B", "C"], {"A": 300}), (400, ["B", "C"], {"B": 400})],
            {"A": 300, "B": 400, "C": 700},
            {"A": 100, "B": 300, "C": 1000},
        ),
    ),
    (
        # a big-blind ante of 100 is not part of the uncalled comparison: live 0 (folded), 200, 200
        "big blind ante",
        players(seat("A", 0, folded=True), seat("B", 300, dead=100, rank=2), seat("C", 200, rank=1)),
        settled({}, [(500, ["B", "C"], {"C": 500})], {"A": 0, "B": 0, "C": 500}, {"A": 0, "B": 300, "C": 200}),
    ),
    (
        # aces > kings > queens on a board that helps nobody: the CONTRACTS.md figures
        "cards and board",
        players(
            seat("A", 2000, cards="AcAd"),
            seat("N", 5000, cards="KcKd"),
            seat("R", 12000, cards="QcQd"),
            board="2s7h9sJd4c",
        ),
        settled(
            {"R": 7000},
            [(6000, ["A", "N", "R"], {"A": 6000}), (6000, ["N", "R"], {"N": 6000})],
            {"A": 6000, "N": 6000, "R": 7000},
            {"A": 2000, "N": 5000, "R": 12000},
        ),
    ),
    (
        # a royal flush on the board: everyone plays it and the pot is split three ways, C's extra 1 returned
        "cards that tie on the board",
        players(
            seat("A", 100, cards="2c3d"), seat("B", 100, cards="2d3c"), seat("C", 101, cards="4c5d"), board="AsKsQsJsTs"
        ),
        settled(
            {"C": 1},
            [(300, ["A", "B", "C"], {"A": 100, "B": 100, "C": 100})],
            {"A": 100, "B": 100, "C": 101},
            {"A": 100, "B": 100, "C": 101},
        ),
    ),
    (
        # A put in nothing: he cannot win even with the best rank
        "a zero contribution",
        players(seat("A", 0, rank=1), seat("B", 100, rank=2), seat("C", 100, rank=3)),
        settled({}, [(200, ["B", "C"], {"B": 200})], {"A": 0, "B": 200, "C": 0}, {"A": 0, "B": 100, "C": 100}),
    ),
    (
        "nobody put anything in",
        players(seat("A", 0, rank=1), seat("B", 0, rank=2)),
        settled({}, [], {"A": 0, "B": 0}, {"A": 0, "B": 0}),
    ),
    (
        # alone, nobody matched anything: all of it comes back and there is no pot
        "one player",
        players(seat("A", 500)),
        settled({"A": 500}, [], {"A": 500}, {"A": 500}),
    ),
    (
        # only one player has not folded: no rank needed; B's 50 over A's 100 is returned (folded or not)
        "the last player in needs no rank",
        players(seat("A", 100), seat("B", 150, folded=True)),
        settled({"B": 50}, [(200, ["A"], {"A": 200})], {"A": 200, "B": 50}, {"A": 100, "B": 150}),
    ),
    (
        # all ranks equal: 3 x 1,000 split evenly, C's 1 returned
        "all ranks tied",
        players(seat("A", 1000, rank=1), seat("B", 1000, rank=1), seat("C", 1001, rank=1)),
        settled(
            {"C": 1},
            [(3000, ["A", "B", "C"], {"A": 1000, "B": 1000, "C": 1000})],
            {"A": 1000, "B": 1000, "C": 1001},
            {"A": 1000, "B": 1000, "C": 1001},
        ),
    ),
    (
        # 3 x 100 + D's folded 52 = 352 = 3 x 117 + 1: the odd chip to the first winner left of the button
        "odd chip",
        players(seat("A", 100, rank=1), seat("B", 100, rank=1), seat("C", 100, rank=1), seat("D", 52, folded=True)),
        settled(
            {},
            [(352, ["A", "B", "C"], {"A": 118, "B": 117, "C": 117})],
            {"A": 118, "B": 117, "C": 117, "D": 0},
            {"A": 100, "B": 100, "C": 100, "D": 52},
        ),
    ),
    (
        # a folded player's rank and cards are ignored, even malformed ones
        "folded player with rank and cards",
        players(seat("A", 100, folded=True, rank=1, cards="zz"), seat("B", 200, rank=2), seat("C", 200, rank=3)),
        settled({}, [(500, ["B", "C"], {"B": 500})], {"A": 0, "B": 500, "C": 0}, {"A": 100, "B": 200, "C": 200}),
    ),
    (
        # the largest hand the engine takes: 2^52 + (2^52 - 1) = 2^53 - 1 chips, exact to the last chip
        "huge numbers",
        players(seat("A", 2**52, rank=2), seat("B", 2**52 - 1, rank=1)),
        settled(
            {"A": 1},
            [(2**53 - 2, ["A", "B"], {"B": 2**53 - 2})],
            {"A": 1, "B": 2**53 - 2},
            {"A": 2**52, "B": 2**52 - 1},
        ),
    ),
    (
        # names that look like numbers keep their seat order in the output
        "numeric names",
        players(seat("17", 100, rank=1), seat("3", 100, rank=1), seat("1", 1, rank=3)),
        settled(
            {},
            [(3, ["17", "3", "1"], {"17": 2, "3": 1}), (198, ["17", "3"], {"17": 99, "3": 99})],
            {"17": 101, "3": 100, "1": 0},
            {"17": 100, "3": 100, "1": 1},
        ),
    ),
]


@pytest.mark.parametrize(("what", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_settle_cases(what: str, text: str, expected: Any) -> None:
    assert ok("settle", stdin=text) == expected


@pytest.mark.parametrize(
    ("rules", "payouts"),
    [
        # 3 x 100 + D's folded 53 = 353 = 3 x 117 + 2 odd chips
        ('{"odd_chips": "one_each"}', {"A": 118, "B": 118, "C": 117}),
        ('{"odd_chips": "remainder_to_first"}', {"A": 119, "B": 117, "C": 117}),
        # the betting options are accepted and leave the settlement as it is
        ('{"raise_cap": "none", "limit_reopen": "full_bet"}', {"A": 118, "B": 118, "C": 117}),
        ('{"raise_cap": "none"}', {"A": 118, "B": 118, "C": 117}),
        ('{"raise_cap": 0}', {"A": 118, "B": 118, "C": 117}),
        ("{}", {"A": 118, "B": 118, "C": 117}),
    ],
)
def test_settle_rule_overrides(rules: str, payouts: dict[str, int]) -> None:
    text = players(seat("A", 100, rank=1), seat("B", 100, rank=1), seat("C", 100, rank=1), seat("D", 53, folded=True))
    assert dict(dict(ok("settle", "--rules", rules, stdin=text))["payouts"]) == {**payouts, "D": 0}


# ---- settle: bad input ----------------------------------------------------------------------------------------

BAD: list[tuple[str, list[str], bytes | str, str]] = [
    ("empty stdin", [], b"", "malformed JSON"),
    ("only whitespace", [], b" \n\t", "malformed JSON"),
    ("a JSON array", [], b"[]", "JSON object"),
    ("null", [], b"null", "JSON object"),
    ("a number", [], b"42", "JSON object"),
    ("nested garbage", [], b'{"players": [[[[{}]]]]}', "player 1"),
    ("nested too deeply", [], b"[" * 100_000, "nested"),
    ("a number too long to read", [], b'{"players": [{"name": "A", "contributed": ' + b"9" * 5000 + b"}]}", "digits"),
    ("invalid UTF-8", [], b'{"players": [{"name": "\xc3\x28", "contributed": 1}]}', "UTF-8"),
    ("a lone surrogate in a name", [], b'{"players": [{"name": "\\ud800", "contributed": 1}]}', "surrogate"),
    ("a directory as FILE", [str(ROOT)], b"", "cannot read"),
    ("a missing FILE", ["/nonexistent/hand.json"], b"", "cannot read"),
    ("two files", ["a.json", "b.json"], b"", "unrecognized"),
    ("--rules malformed", ["--rules", "{odd_chips"], DESIGN_EXAMPLE, "malformed JSON"),
    ("--rules not an object", ["--rules", "null"], DESIGN_EXAMPLE, "object"),
    ("--rules unknown", ["--rules", '{"odd_chip": "one_each"}'], DESIGN_EXAMPLE, "unknown rule"),
    ("--rules raise_cap float", ["--rules", '{"raise_cap": 3.0}'], DESIGN_EXAMPLE, "raise_cap"),
    ("--rules raise_cap true", ["--rules", '{"raise_cap": true}'], DESIGN_EXAMPLE, "raise_cap"),
    ("--rules limit_reopen", ["--rules", '{"limit_reopen": "half"}'], DESIGN_EXAMPLE, "limit_reopen"),
    ("--rules without a value", ["--rules"], DESIGN_EXAMPLE, "--rules"),
    ("an unknown option", ["--verbose"], DESIGN_EXAMPLE, "--verbose"),
    ("one chip over the limit", [], players(seat("A", MAX_CHIPS, rank=1), seat("B", 1, rank=2)), "add up to"),
    ("a float that looks whole", [], players(seat("A", 1.0, rank=1)), "fractional"),
]


def test_settle_reads_a_byte_order_mark(tmp_path: Path) -> None:
    """Editors that write a UTF-8 byte-order mark must not break the input, from stdin or from a file."""
    plain = ok("settle", stdin=DESIGN_EXAMPLE)
    marked = b"\xef\xbb\xbf" + DESIGN_EXAMPLE.encode("utf-8")
    assert ok("settle", stdin=marked) == plain
    source = tmp_path / "hand.json"
    source.write_bytes(marked)
    assert ok("settle", str(source)) == plain


@pytest.mark.parametrize(("what", "args", "stdin", "says"), BAD, ids=[b[0] for b in BAD])
def test_settle_bad_input(what: str, args: list[str], stdin: bytes | str, says: str) -> None:
    assert says in failed("settle", *args, stdin=stdin)


@pytest.mark.parametrize("args", [[], ["deal"], ["Settle"]], ids=["no sub-command", "unknown", "wrong case"])
def test_sub_command_errors(args: list[str]) -> None:
    failed(*args, stdin=DESIGN_EXAMPLE)


# ---- play and options ------------------------------------------------------------------------------------------


def options(text: str, *rules: str) -> dict[str, Any]:
    return dict(ok("options", "-", *rules, stdin=text))


def opts(
    to_act: str | None, call: int | None, low: int | None, high: int | None, check: bool = False
) -> dict[str, Any]:
    """The options object; ``can_fold`` is true exactly when something is owed."""
    return {
        "to_act": to_act,
        "can_fold": call is not None,
        "can_check": check,
        "call_amount": call,
        "min_raise_to": low,
        "max_raise_to": high,
    }


def limit(stacks: list[int], flop: list[str]) -> str:
    """A fixed-limit 10-20 hand (blinds 5/10) that limps to the flop, then ``flop``."""
    n = len(stacks)
    limps = [f"p{i}" + " cc" for i in [*range(3, n + 1), 1, 2]]
    return phh(stacks, [*limps, "d db 2s7h9s", *flop], blinds=[5, 10] + [0] * (n - 2), variant="FT")


CAPPED = ["p1 cbr 10", "p2 cbr 15", "p3 cbr 25", "p4 cbr 35"]
CALLED = ["p1 cbr 10", "p2 cbr 15", "p3 cc"]

OPTIONS: list[tuple[str, str, list[str], dict[str, Any]]] = [
    # heads-up p1 is the big blind (PHH lists the small blind first); the button (p2) acts first preflop
    ("heads-up preflop", phh([1000, 1000], []), [], opts("p2", 50, 200, 1000)),
    ("heads-up big blind may check", phh([1000, 1000], ["p2 cc"]), [], opts("p1", None, 200, 1000, check=True)),
    (
        "heads-up big blind acts first on the flop",
        phh([1000, 1000], ["p2 cc", "p1 cc", "d db 2s7h9s"]),
        [],
        opts("p1", None, 100, 900, check=True),
    ),
    # antes of 10: stacks 990 before the blinds
    ("antes", phh([1000, 1000, 1000], [], antes=[10, 10, 10]), [], opts("p3", 100, 200, 990)),
    # a big-blind ante of 100 (dead) does not change what the others owe
    ("big-blind ante", phh([1000, 1000, 1000], [], antes=[0, 100, 0]), [], opts("p3", 100, 200, 1000)),
    # a straddle of 200 sizes the raise like a blind: call 200, raise to at least 400
    ("straddle", phh([1000] * 4, [], blinds=[50, 100, 200, 0]), [], opts("p4", 200, 400, 1000)),
    (
        "unknown cards",
        phh([1000] * 3, ["d dh p1 ????", "d dh p2 ????", "d dh p3 AcAd"]),
        [],
        opts("p3", 100, 200, 1000),
    ),
    (
        "names from players",
        phh([1000] * 3, ["p3 cbr 300"], names=["Ахмос", "Нефертари", "Рамсес"]),
        [],
        opts("Ахмос", 250, 500, 1000),
    ),
    # p3 has 150: the only raise is his all-in, short of a full raise, so both limits are 150
    ("only a short all-in raise", phh([1000, 1000, 150], []), [], opts("p3", 100, 150, 150)),
    # p3 (300) called 100, faces 500 with 200 left: the call is capped by his stack and raising is impossible
    (
        "call capped by the stack",
        phh([1000, 1000, 300], ["p3 cc", "p1 cbr 500", "p2 cc"]),
        [],
        opts("p3", 200, None, None),
    ),
    ("nothing owed", phh([1000] * 3, ["p3 cc", "p1 cc"]), [], opts("p2", None, 200, 1000, check=True)),
    ("nobody to act", phh([1000] * 3, ["p3 f", "p1 f"]), [], opts(None, None, None, None)),
    # limit 10-20: bet 10, all-in 14 (less than half a bet more): the next player may call 14 or complete to 20
    ("FT all-in 14", limit([500, 24, 500, 500], ["p1 cbr 10", "p2 cbr 14"]), [], opts("p3", 14, 20, 20)),
    # bet 10, all-in 15 (half a bet more) is a raise: raise to 25; a bet and three raises cap the street at 35
    ("FT all-in 15", limit([500, 25, 500, 500], ["p1 cbr 10", "p2 cbr 15"]), [], opts("p3", 15, 25, 25)),
    ("FT cap 35", limit([500, 25, 500, 500], CAPPED), [], opts("p1", 25, None, None)),
    ("FT cap none", limit([500, 25, 500, 500], CAPPED), ["--rules", '{"raise_cap": "none"}'], opts("p1", 25, 45, 45)),
    ("FT cap 4", limit([500, 25, 500, 500], CAPPED), ["--rules", '{"raise_cap": 4}'], opts("p1", 25, 45, 45)),
    # the bettor after the all-in of 15 was called: half_bet reopens for him, full_bet does not
    ("FT half_bet reopens", limit([500, 25, 500], CALLED), [], opts("p1", 5, 25, 25)),
    (
        "FT full_bet does not",
        limit([500, 25, 500], CALLED),
        ["--rules", '{"limit_reopen": "full_bet"}'],
        opts("p1", 5, None, None),
    ),
    # pot limit at 50/100: 150 in, p3's call of 100 makes 250, so at most 100 + 250 = 350
    ("PT first raise", phh([5000] * 4, [], variant="PT"), [], opts("p3", 100, 200, 350)),
    # after p3's call: 250 in, the call makes 350, so 450
    ("PT after a call", phh([5000] * 4, ["p3 cc"], variant="PT"), [], opts("p4", 100, 200, 450)),
    # a big blind all-in for 60 counts as 100: callers owe 100 and the most is 350, as with a full blind
    ("PT short big blind", phh([5000, 60, 5000, 5000], [], variant="PT"), [], opts("p3", 100, 200, 350)),
    # over a pot raise to 350: 500 in, the call of 350 makes 850, so 350 + 850 = 1,200
    ("PT over a pot raise", phh([5000] * 4, ["p3 cbr 350"], variant="PT"), [], opts("p4", 350, 600, 1200)),
]


@pytest.mark.parametrize(("what", "text", "rules", "expected"), OPTIONS, ids=[o[0] for o in OPTIONS])
def test_options_cases(what: str, text: str, rules: list[str], expected: dict[str, Any]) -> None:
    out = ok("options", "-", *rules, stdin=text)
    assert [k for k, _ in out] == list(expected)  # CONTRACTS.md's key order
    assert dict(out) == expected


def test_options_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(phh([1000] * 3, [], names=["Ахмос", "Нефертари", "Рамсес"]), encoding="utf-8")
    assert dict(ok("options", str(path))) == opts("Рамсес", 100, 200, 1000)


def test_play_with_and_without_names() -> None:
    actions = [
        "d dh p1 AcAd",
        "d dh p2 KcKd",
        "d dh p3 QcQd",
        "p3 cbr 1000",
        "p1 cc",
        "p2 cc",
        "d db 2s7h9s",
        "d db Jd",
        "d db 4c",
    ]
    # all in for 1,000 each: aces win 3,000
    for names in (None, ["Ахмос", "Нефертари", "Рамсес"]):
        seats = names or ["p1", "p2", "p3"]
        out = ok("play", "-", stdin=phh([1000, 1000, 1000], actions, names=names))
        assert [k for k, _ in out] == ["returned", "pots", "payouts", "net", "finishing_stacks", "hands"]
        result = dict(out)
        assert result["finishing_stacks"] == [3000, 0, 0]
        assert result["payouts"] == [[seats[0], 3000], [seats[1], 0], [seats[2], 0]]
        hands = dict(result["hands"])
        assert list(hands) == seats
        assert dict(hands[seats[0]]) == {"category": "one_pair", "best": ["Ac", "Ad", "Jd", "9s", "7h"]}


def test_play_walk_with_a_big_blind_ante() -> None:
    # p3 and p1 fold to the big blind: his 50 over the small blind comes back, the pot is 50 + 50 + 100 ante
    out = dict(ok("play", "-", stdin=phh([1000] * 3, ["p3 f", "p1 f"], antes=[0, 100, 0])))
    assert out["returned"] == [["p2", 50]]
    assert out["pots"] == [[["amount", 200], ["eligible", ["p2"]], ["winners", ["p2"]], ["shares", [["p2", 200]]]]]
    assert out["finishing_stacks"] == [950, 1050, 1000]
    assert out["hands"] == []


PLAY_BAD: list[tuple[str, list[str], bytes | str, str]] = [
    ("malformed TOML", ["-"], 'variant = "NT"\nantes = [0, 0\n', "TOML"),
    ("unsupported variant", ["-"], phh([1000, 1000], []).replace('"NT"', '"PO"'), "unsupported variant"),
    ("illegal action", ["-"], phh([1000] * 3, ["p3 cc", "p1 cbr 150"]), "action 1 'p1 cbr 150'"),
    ("unfinished hand for play", ["-"], phh([1000] * 3, ["p3 cc"]), "p1"),
    ("TOML nested too deeply", ["-"], "a = " + "[" * 50_000 + "]" * 50_000 + "\n", "nested too deeply"),
    ("TOML inline tables nested too deeply", ["-"], "a = " + "{b = " * 3000 + "1" + "}" * 3000 + "\n", "nested"),
    ("a TOML number too long to read", ["-"], "starting_stacks = [" + "9" * 5000 + "]\n", "digits"),
    ("a JSON number too long to read", ["-"], '{"variant": "NT", "starting_stacks": [' + "9" * 5000 + "]}", "digits"),
    ("a directory as FILE", [str(ROOT)], b"", "cannot read"),
    ("invalid UTF-8", ["-"], b'variant = "N\xff"\n', "UTF-8"),
    # heads-up the button (p2) is to act, and he folds in the hand played: either way his name is printed
    (
        "a lone surrogate in a name (JSON)",
        ["-"],
        b'{"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [50, 100], "min_bet": 100,'
        b' "starting_stacks": [1000, 1000], "players": ["B", "\\ud800"], "actions": ACTIONS}',
        "surrogate",
    ),
    ("bad --rules", ["-", "--rules", '{"raise_cap": -1}'], phh([1000, 1000], []), "raise_cap"),
]


@pytest.mark.parametrize("command", ["play", "options"])
@pytest.mark.parametrize(("what", "args", "stdin", "says"), PLAY_BAD, ids=[b[0] for b in PLAY_BAD])
def test_play_and_options_bad_input(command: str, what: str, args: list[str], stdin: bytes | str, says: str) -> None:
    if what == "unfinished hand for play" and command == "options":
        assert dict(ok(command, *args, stdin=stdin))["to_act"] == "p1"
        return
    if isinstance(stdin, bytes) and b"ACTIONS" in stdin:
        stdin = stdin.replace(b"ACTIONS", b'["p2 f"]' if command == "play" else b"[]")
    assert says in failed(command, *args, stdin=stdin)


def test_rules_may_come_before_the_sub_command() -> None:
    # CONTRACTS.md describes --rules for the command line as a whole: both places work, once
    text = players(seat("A", 100, rank=1), seat("B", 100, rank=1), seat("C", 100, rank=1), seat("D", 53, folded=True))
    out = dict(ok("--rules", '{"odd_chips": "remainder_to_first"}', "settle", stdin=text))
    assert dict(out["payouts"]) == {"A": 119, "B": 117, "C": 117, "D": 0}
    capped = limit([500, 25, 500, 500], CAPPED)
    assert dict(ok("--rules", '{"raise_cap": "none"}', "options", "-", stdin=capped)) == opts("p1", 25, 45, 45)
    assert "once" in failed("--rules", "{}", "settle", "--rules", "{}", stdin=text)
    assert "unknown rule" in failed("--rules", '{"cap": 1}', "play", "-", stdin=capped)
