"""The browser engine (docs/assets/js/settle.js, run under Node) agrees with the Python engine.

Every case goes through both engines: when Python settles it, the JavaScript output must be identical (keys in
the same order); when Python rejects it, JavaScript must reject it with the same error class. All cases go
through ONE node process (tests/js/settle_batch.js).
"""

from __future__ import annotations

import json
import re
import string
import subprocess
import unicodedata
from typing import Any

from helpers.jsrun import node, rule_book
from helpers.settle_cases import ROOT, python_answer, random_cases, rule_variants, vector_examples

from calculator import CalculatorError, rules_from_json, settle_json
from calculator.hand import LOOK_ALIKE, MAX_CHIPS, MAX_PLAYERS, mixed_script_word
from calculator.json_input import hand_from_json
from calculator.rules import OPTIONS
from calculator.settlement import settle

BATCH = ROOT / "tests" / "js" / "settle_batch.js"
SETTLE_JS = ROOT / "docs" / "assets" / "js" / "settle.js"
RANDOM_CASES = 10_000


def run_js(cases: list[dict[str, Any]], book: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Settle every case in one node process, reading rules by ``book`` (the engine's rule book unless given);
    return its JSON answers in order."""
    text = json.dumps(book or rule_book()) + "\n" + "".join(json.dumps(case) + "\n" for case in cases)
    done = subprocess.run([node(), str(BATCH)], input=text, capture_output=True, text=True, check=True, timeout=120)
    answers = []
    for line in done.stdout.split("\n")[:-1]:
        answer = dict(json.loads(line, object_pairs_hook=_pairs)["__pairs__"])
        if "error" in answer:
            answer["error"] = dict(answer["error"]["__pairs__"])
        answers.append(answer)
    assert len(answers) == len(cases)
    return answers


def _pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
    return {"__pairs__": items}


def ordered(value: Any) -> Any:
    """A Python value with every dict turned into its list of (key, value) pairs, so order counts."""
    if isinstance(value, dict):
        if "__pairs__" in value and len(value) == 1:
            return [(k, ordered(v)) for k, v in value["__pairs__"]]
        return [(k, ordered(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [ordered(v) for v in value]
    return value


def unordered(value: Any) -> Any:
    """Like ``ordered`` but with keys sorted: for names JavaScript objects must reorder."""
    value = ordered(value)
    if isinstance(value, list) and value and all(isinstance(p, tuple) for p in value):
        return sorted((k, unordered(v)) for k, v in value)
    if isinstance(value, list):
        return [unordered(v) for v in value]
    return value


def is_array_index(name: Any) -> bool:
    return isinstance(name, str) and name.isdigit() and str(int(name)) == name and int(name) < 2**32 - 1


def python_error(case: dict[str, Any]) -> str:
    """The Python engine's error message for a case it rejects."""
    try:
        settle_json(json.loads(json.dumps(case["input"])))
    except CalculatorError as error:
        return str(error)
    return ""


def cards_decide_a_pot(case: dict[str, Any]) -> bool:
    """True when the hand uses cards and some pot has two or more contenders (the browser needs ranks there)."""
    hand = hand_from_json(json.loads(json.dumps(case["input"])))
    if not any(p.cards for p in hand.players):
        return False
    return any(len(pot.eligible) > 1 for pot in settle(hand).pots)


def js_error(js: dict[str, Any]) -> dict[str, str]:
    """The JavaScript error of an answer (code, kind, message)."""
    return js["error"]


def assert_same(case: dict[str, Any], py: dict[str, Any], js: dict[str, Any]) -> None:
    """The agreement every case must show."""
    if "error" in py:
        assert "error" in js, f"Python rejects ({py['error']}) but JavaScript accepts: {case}"
        assert js_error(js)["kind"] == py["error"], f"different errors for {case}: {py} / {js_error(js)}"
        return
    if "error" in js and cards_decide_a_pot(case):
        assert js_error(js)["code"] == "cards_unsupported", f"{case}: {js_error(js)}"
        return
    assert "error" not in js, f"Python settles but JavaScript rejects: {case}: {js_error(js)}"
    assert (js["layers"], js["odd_chips"]) == (py["layers"], py["odd_chips"]), f"different layers: {case}"
    assert js["pot_layers"] == py["pot_layers"], f"different layers in the pots: {case}"
    players = case["input"]["players"]
    if any(is_array_index(p.get("name")) for p in players):
        assert unordered(js["ok"]) == unordered(py["ok"]), case
    else:
        assert ordered(js["ok"]) == ordered(py["ok"]), case


# ---- cases ----


def seed_examples() -> list[dict[str, Any]]:
    """The worked examples of the lessons (source: shared/seeds), as settle inputs with ranks."""
    three = [("Ahmose", 2000, 1), ("Nefertari", 5000, 2), ("Ramses", 12000, 3)]
    cases: list[dict[str, Any]] = [
        {"players": [{"name": n, "contributed": c, "folded": False, "rank": r} for n, c, r in three]},
        {
            "players": [
                {"name": "Ramses", "contributed": 300, "folded": True},
                {"name": "Tiya", "contributed": 1500, "rank": 1},
                {"name": "Ahmose", "contributed": 4000, "rank": 2},
                {"name": "Nefertari", "contributed": 4000, "rank": 2},
            ]
        },
        # the 3,350 pot split three ways: two odd chips
        {
            "players": [
                {"name": "Nefertari", "contributed": 1117, "rank": 1},
                {"name": "Ramses", "contributed": 1117, "rank": 1},
                {"name": "Tiya", "contributed": 1116, "rank": 1},
            ]
        },
        {
            "players": [
                {"name": "Raha", "contributed": 40, "rank": 3},
                {"name": "Kian", "contributed": 100, "rank": 2},
                {"name": "Mina", "contributed": 160, "rank": 1},
            ]
        },
        {
            "players": [
                {"name": "Omid", "contributed": 20, "folded": True},
                {"name": "Raha", "contributed": 40, "rank": 1},
                {"name": "Kian", "contributed": 100, "rank": 2},
                {"name": "Mina", "contributed": 160, "rank": 3},
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r}
                for n, c, r in (("A", 30, 4), ("B", 70, 3), ("C", 120, 1), ("D", 120, 2))
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r} for n, c, r in (("A", 50, 1), ("B", 120, 2), ("C", 120, 2))
            ]
        },
        {
            "players": [
                {"name": n, "contributed": c, "rank": r} for n, c, r in (("A", 100, 2), ("B", 300, 1), ("C", 1000, 3))
            ]
        },
    ]
    return [{"input": c, "rules": rules} for c in cases for rules in (None, *rule_variants())]


def handmade_bad_inputs() -> list[Any]:
    """Inputs both engines must reject (beside the random mutations)."""
    one = {"name": "A", "contributed": 10, "rank": 1}
    return [
        None,
        [],
        "players",
        5,
        {},
        {"players": []},
        {"players": None},
        {"players": [one, one]},
        {"players": [one], "extra": 1},
        {"players": [{**one, "contributed": 2**53}]},
        {"players": [{**one, "name": "A"}, {**one, "name": "B", "contributed": MAX_CHIPS}]},
        {"players": [{**one, "folded": True}, {"name": "B", "contributed": 5}, {**one, "name": "C", "folded": True}]},
        {"players": [{**one, "rank": 1, "cards": "AcAd"}], "board": "2s7h9sJd4c"},
        {
            "players": [{"name": "A", "contributed": 10, "cards": "AcAd"}, {"name": "B", "contributed": 10, "rank": 1}],
            "board": "2s7h9sJd4c",
        },
        {"players": [{"name": "A", "contributed": 10, "cards": "AcAd"}, {"name": "B", "contributed": 10}]},
        # half of a surrogate pair is not text: Python could not print it, so both engines refuse it
        {"players": [{**one, "name": "\ud800"}]},
        {"players": [{**one, "name": "x\udc00"}, {**one, "name": "B"}]},
        {"players": [{**one, "name": "\ude00\ud83d"}]},
        # the same name after Unicode NFC normalization, and names that show nothing
        {"players": [{**one, "name": "Ren\u00e9"}, {**one, "name": "Rene\u0301"}]},
        {"players": [{**one, "name": "\u200b"}]},
        {"players": [{**one, "name": "\u3164\u2800"}]},
        # more players than a hold'em deck can deal to
        {"players": [{**one, "name": f"P{i}"} for i in range(MAX_PLAYERS + 1)]},
        # chips that are not whole smallest chips, and smallest chips that cannot be
        {"players": [{**one, "contributed": 110}, {**one, "name": "B", "contributed": 100}], "smallest_chip": 25},
        {"players": [{**one, "contributed": 100, "dead": 10}], "smallest_chip": 25},
        # an ante that is more than the chips put in, alone or with dead money, or not whole smallest chips
        {"players": [{**one, "ante": 11}]},
        {"players": [{**one, "ante": 6, "dead": 5}]},
        {"players": [{**one, "contributed": 100, "ante": 10}], "smallest_chip": 25},
        {"players": [{**one, "ante": -1}]},
        {"players": [one], "smallest_chip": 0},
        {"players": [one], "smallest_chip": "1"},
        {"players": [{**one, "contributed": -5}]},
    ]


# ---- tests ----


def test_worked_examples_agree() -> None:
    cases = seed_examples()
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        assert "ok" in py, f"a worked example must settle: {case}"
        assert_same(case, py, js)


def test_shared_vectors_agree() -> None:
    """Every shared vector gives the stated output and odd chips in the browser, with ranks for its cards."""
    examples = vector_examples()
    assert len(examples) >= 10
    for example, js in zip(examples, run_js(examples), strict=True):
        assert "error" not in js, (example["id"], js)
        assert ordered(js["ok"]) == ordered(example["expected"]), example["id"]
        assert js["odd_chips"] == example["odd_chips"], example["id"]
        assert_same(example, python_answer(example), js)


def test_random_inputs_agree() -> None:
    cases = random_cases(RANDOM_CASES, seed=20261130)
    answers = run_js(cases)
    outcomes = {"ok": 0, "error": 0, "cards": 0, "odd chips": 0, "huge pots": 0, "returned": 0, "ten players": 0}
    outcomes |= {"dead money": 0, "odd chips bigger than 1": 0, "not whole smallest chips": 0, "other rule sets": 0}
    outcomes |= {"own antes": 0, "partial antes": 0}
    for case, js in zip(cases, answers, strict=True):
        py = python_answer(case)
        assert_same(case, py, js)
        key = "error" if "error" in py else "cards" if "error" in js else "ok"
        outcomes[key] += 1
        if key == "ok":
            outcomes["odd chips"] += sum(1 for chips in py["odd_chips"] if chips)
            outcomes["huge pots"] += sum(1 for pot in py["ok"]["pots"] if pot["amount"] > 2**40)
            outcomes["returned"] += bool(py["ok"]["returned"])
            outcomes["ten players"] += len(case["input"]["players"]) == 10
            outcomes["dead money"] += any(p.get("dead") for p in case["input"]["players"])
            antes = {p.get("ante", 0) for p in case["input"]["players"]}
            outcomes["own antes"] += max(antes) > 0
            outcomes["partial antes"] += len(antes - {0}) > 1
            chip = case["input"].get("smallest_chip", 1)
            outcomes["odd chips bigger than 1"] += chip > 1 and any(py["odd_chips"])
            outcomes["other rule sets"] += any(key in (case["rules"] or {}) for key in ("name", "showdown"))
        elif key == "error" and "not a whole number of smallest chips" in python_error(case):
            outcomes["not whole smallest chips"] += 1
    # the generator must really exercise every side of the rules
    assert outcomes["ok"] > RANDOM_CASES // 2 and outcomes["error"] > RANDOM_CASES // 10, outcomes
    assert min(outcomes.values()) > 100, outcomes


def test_handmade_bad_inputs_rejected_by_both() -> None:
    cases = [{"input": data, "rules": None} for data in handmade_bad_inputs()]
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        assert "error" in py and "error" in js, case
        kind = js_error(js)["kind"]
        assert kind == py["error"] or js_error(js)["code"] == "cards_unsupported", case


def test_cards_need_ranks_in_the_browser() -> None:
    """Cards are validated like Python, but when they must decide a pot the browser asks for ranks."""
    deciding = {
        "players": [
            {"name": "A", "contributed": 10, "cards": "AcAd"},
            {"name": "B", "contributed": 10, "cards": "KcKd"},
        ],
        "board": "2s7h9sJd4c",
    }
    lone = {
        "players": [
            {"name": "A", "contributed": 10, "cards": "AcAd"},
            {"name": "B", "contributed": 4, "folded": True, "cards": "nonsense"},
        ],
        "board": "2s7h9sJd4c",
    }
    (first, second) = run_js([{"input": deciding}, {"input": lone}])
    assert js_error(first)["code"] == "cards_unsupported"
    assert "ok" in python_answer({"input": deciding})
    assert ordered(second["ok"]) == ordered(python_answer({"input": lone})["ok"])


def test_limits_are_the_same() -> None:
    """2^53 - 1 chips in a hand is fine on both sides, one more chip is rejected on both."""
    at_limit = {
        "players": [{"name": "A", "contributed": MAX_CHIPS - 1, "rank": 1}, {"name": "B", "contributed": 1, "rank": 2}]
    }
    over = {"players": [{"name": "A", "contributed": MAX_CHIPS, "rank": 1}, {"name": "B", "contributed": 1, "rank": 2}]}
    js_ok, js_over = run_js([{"input": at_limit}, {"input": over}])
    assert ordered(js_ok["ok"]) == ordered(python_answer({"input": at_limit})["ok"])
    assert python_answer({"input": over}) == {"error": "ChipAmountError"}
    assert js_error(js_over)["code"] == "total_too_large"


def test_new_input_checks_have_their_codes() -> None:
    """Names compared in NFC, names that show nothing, the player limit and the smallest chip, in the browser."""
    one = {"name": "A", "contributed": 100, "rank": 1}
    cases = [
        ({"players": [{**one, "name": "Ren\u00e9"}, {**one, "name": "Rene\u0301"}]}, "duplicate_name"),
        ({"players": [{**one, "name": "\u200b\u200d"}]}, "name_empty"),
        ({"players": [{**one, "name": "Evil\u2069\u202e"}]}, "name_bidi"),
        ({"players": [{**one, "name": "\u2066\u202aB\u2069\u202c"}]}, "name_bidi"),
        ({"players": [{**one, "name": f"P{i}"} for i in range(MAX_PLAYERS + 1)]}, "too_many_players"),
        ({"players": [{**one, "contributed": 110}], "smallest_chip": 25}, "chips_not_multiple"),
        ({"players": [one], "smallest_chip": 0}, "smallest_chip_invalid"),
        ({"players": [{**one, "ante": 101}]}, "ante_exceeds_contributed"),
        ({"players": [{**one, "ante": 60, "dead": 50}]}, "dead_and_ante_exceed_contributed"),
    ]
    answers = run_js([{"input": data} for data, _ in cases])
    assert [js_error(js)["code"] for js in answers] == [code for _, code in cases]
    largest = {"players": [{**one, "name": f"P{i}", "contributed": 25 * (i + 1)} for i in range(MAX_PLAYERS)]}
    for data in (largest, {**largest, "smallest_chip": 25}):
        (js,) = run_js([{"input": data}])
        assert ordered(js["ok"]) == ordered(python_answer({"input": data})["ok"])


BIDI_NAMES = [
    *("Evil\u2069\u202e", "Evil\u202e", "\u2067Evil", "A\u202c", "\u2066A\u202aB\u2069\u202c", "\u202eEvil\u202c"),
    *("\u2068\u0645\u06cc\u0646\u0627\u2069 A", "A\u200eB\u200f\u061c", "\u2066\u202bA\u202c\u2069", "\u202a\u202bA"),
]


def test_unpaired_bidirectional_controls_in_names_are_refused_alike() -> None:
    """Both engines refuse the same names (an unpaired embedding, override or isolate) and accept the rest."""
    seats = [{"name": "B", "contributed": 50, "rank": 2}]
    cases = [{"input": {"players": [{"name": name, "contributed": 100, "rank": 1}, *seats]}} for name in BIDI_NAMES]
    for case, js in zip(cases, run_js(cases), strict=True):
        py = python_answer(case)
        if "error" in py:
            assert py["error"] == "PlayerError" and js_error(js)["code"] == "name_bidi", case
        else:
            assert ordered(js["ok"]) == ordered(py["ok"]), case
    refused = [name for name, js in zip(BIDI_NAMES, run_js(cases), strict=True) if "error" in js]
    assert refused == BIDI_NAMES[:5] + BIDI_NAMES[-1:]


def test_error_codes_are_stable_identifiers() -> None:
    cases = random_cases(2000, seed=7) + [{"input": data} for data in handmade_bad_inputs()]
    codes = {js_error(js)["code"] for js in run_js(cases) if "error" in js}
    assert codes and all(set(code) <= set(string.ascii_lowercase + "_") for code in codes), codes
    assert {"chips_negative", "duplicate_name", "unknown_key", "all_folded"} <= codes, codes


def test_rules_are_read_by_the_book_and_unimplemented_values_refused() -> None:
    """settle.js knows no rule value of its own: a value the book adds is accepted as a value but refused as one
    it cannot deal (rule_unsupported), with or without odd chips to deal, never dealt by another rule; a value
    the book lacks is a bad value; a preset the book adds is read by its values."""
    book: dict[str, Any] = json.loads(json.dumps(rule_book()))
    odd = next(option for option in book["options"] if option["name"] == "odd_chips")
    odd["values"].append("to_the_dealer")
    tda = next(preset for preset in book["presets"] if preset["name"] == "tda")
    book["presets"].append({"name": "house", "values": {**tda["values"], "odd_chips": odd["values"][1]}})
    tied = {"players": [{"name": n, "contributed": 101, "rank": 1} for n in ("A", "B")]}
    even = {"players": [{"name": n, "contributed": 100, "rank": 1} for n in ("A", "B")]}
    cases = [
        {"input": tied, "rules": {"odd_chips": "to_the_dealer"}},
        {"input": even, "rules": {"odd_chips": "to_the_dealer"}},
        {"input": tied, "rules": {"odd_chips": "one_at_random"}},
        {"input": tied, "rules": {"name": "house"}},
    ]
    unsupported, unsupported_even, unknown, house = run_js(cases, book)
    for answer in (unsupported, unsupported_even):
        assert js_error(answer)["code"] == "rule_unsupported" and js_error(answer)["kind"] == "RulesError", answer
    assert js_error(unknown)["code"] == "rule_value", unknown
    expected = settle_json(tied, rules_from_json({"odd_chips": odd["values"][1]}))
    assert ordered(house["ok"]) == ordered(expected)


def test_a_value_the_book_says_reads_cards_is_refused_only_when_it_must_read_them() -> None:
    """Issue 30, item 2: the browser learns from the rule book which values read hole cards (settle.js compares
    ranks only). Such a value settles a hand with no odd chips to deal, and refuses a tie that leaves odd chips
    with code odd_chips_need_cards (not rule_unsupported, not another rule's dealing); the real book marks the
    values the engine's records do."""
    real = rule_book()
    assert [option["reads_cards"] for option in real["options"]] == [  # type: ignore[index]
        list(option.reading_cards) for option in OPTIONS
    ]
    book: dict[str, Any] = json.loads(json.dumps(real))
    odd = next(option for option in book["options"] if option["name"] == "odd_chips")
    odd["values"].append("by_high_card")
    odd["reads_cards"] = ["by_high_card"]
    folded = {"name": "C", "contributed": 1, "folded": True}
    tied = {"players": [*({"name": n, "contributed": 100, "rank": 1} for n in ("A", "B")), folded]}
    even = {"players": [{"name": n, "contributed": 100, "rank": 1} for n in ("A", "B")]}
    cases = [
        {"input": tied, "rules": {"odd_chips": "by_high_card"}},
        {"input": even, "rules": {"odd_chips": "by_high_card"}},
    ]
    refused, settled = run_js(cases, book)
    assert js_error(refused)["code"] == "odd_chips_need_cards", refused
    assert dict(ordered(settled["ok"]))["payouts"] == [("A", 100), ("B", 100)], settled
    script = (
        f"const e = require({json.dumps(str(SETTLE_JS))}); e.useRuleBook({json.dumps(book)});"
        "const odd = (value) => e.needsCards({odd_chips: value});"
        "console.log(JSON.stringify([odd('by_high_card'), odd('one_each')]));"
    )
    done = subprocess.run([node(), "-e", script], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(done.stdout) == [["odd_chips"], []]


def test_without_a_rule_book_the_script_says_where_it_comes_from() -> None:
    script = (
        "const e = require(process.argv[1]);\ntry { e.settle({players: []}); } catch (x) { console.log(x.message); }"
    )
    done = subprocess.run(
        [node(), "-e", script, str(SETTLE_JS)], capture_output=True, text=True, check=True, timeout=60
    )
    assert "no rule book" in done.stdout and "useRuleBook" in done.stdout, done.stdout


NAME_VECTORS = ROOT / "tests" / "vectors" / "names.json"


def test_names_are_compared_and_refused_alike() -> None:
    """Look-alike names (tests/vectors/names.json): the same player, or a word mixing Latin with Cyrillic or Greek,
    in both engines; the other names settle as different players in both."""
    vectors = json.loads(NAME_VECTORS.read_text(encoding="utf-8"))["cases"]
    assert {v["refused"] for v in vectors} == {None, "duplicate_name", "name_mixed_scripts"}
    cases = [
        {"input": {"players": [{"name": n, "contributed": 100, "rank": i + 1} for i, n in enumerate(v["names"])]}}
        for v in vectors
    ]
    for vector, case, js in zip(vectors, cases, run_js(cases), strict=True):
        py = python_answer(case)
        if vector["refused"] is None:
            assert "ok" in py and "ok" in js, vector["why"]
            assert ordered(js["ok"]) == ordered(py["ok"]), vector["why"]
        else:
            assert py == {"error": "PlayerError"}, vector["why"]
            assert js_error(js)["code"] == vector["refused"], vector["why"]


def test_the_look_alike_letters_are_the_same_in_both_engines() -> None:
    """Hostile review L8: both engines read the same letters as the ones they are drawn as (hand.py LOOK_ALIKE,
    settle.js LOOK_ALIKE), each pair a letter and another one that NFKC leaves as it is."""
    source = SETTLE_JS.read_text(encoding="utf-8")
    found = re.search(r"const LOOK_ALIKE = ((?:\"[^\"]*\"(?: \+\s*)?)+);", source)
    assert found is not None
    assert "".join(re.findall(r"\"([^\"]*)\"", found.group(1))) == LOOK_ALIKE
    assert len(LOOK_ALIKE) % 2 == 0 and len(set(LOOK_ALIKE[::2])) == len(LOOK_ALIKE) // 2
    assert all(unicodedata.normalize("NFKC", char) == char for char in LOOK_ALIKE)


def test_every_letter_has_the_same_script_in_both_engines() -> None:
    """The mixed-script rule reads each letter's script: Python from its Unicode name, settle.js from
    ``\\p{Script=...}``. Every letter Python knows, written after a Cyrillic and after a Latin letter, is refused or
    accepted alike by the two (so both engines see the same Latin, Cyrillic and Greek letters)."""
    letters = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c))[0] == "L"]
    words = [probe + letter for letter in letters for probe in ("\u0430", "a")]
    python = [mixed_script_word(word) is not None for word in words]
    script = (
        f"const engine = require({json.dumps(str(SETTLE_JS))});"
        f"engine.useRuleBook({json.dumps(rule_book())});"
        "const settle = engine.settle;"
        "const words = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "process.stdout.write(JSON.stringify(words.map((name) => {"
        "  try { settle({ players: [{ name: name, contributed: 1, rank: 1 }] }); return false; }"
        "  catch (error) { if (error.code !== 'name_mixed_scripts') throw error; return true; } })));"
    )
    done = subprocess.run([node(), "-e", script], input=json.dumps(words), capture_output=True, text=True, check=True)
    javascript = json.loads(done.stdout)
    differ = [word for word, py, js in zip(words, python, javascript, strict=True) if py != js]
    assert sum(python) > 1000 and not differ, [f"U+{ord(word[1]):04X}" for word in differ[:20]]
