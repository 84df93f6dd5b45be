"""The practice bank (CONTRACTS.md, "Practice bank"): every answer is the command line's, every listed mistake
gives another answer, the levels hold what issue 12 asks for, and the bank follows the build's rule set.

Every question is run through the command line's ``main`` in this process; a sample of them also through a
real ``python -m calculator`` subprocess.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from helpers.sitebuild import built_site

from calculator.cli import main
from macros.text.names import player_ids
from practice import LEVELS, SEED, bank_bytes, build_bank, site_rules
from practice.bank import rules_of
from practice.paths import answer_at
from practice.streets_level import round_input
from replays.build import replay_data
from teaching.mistakes import Mistake, mistaken_settle

ROOT = Path(__file__).resolve().parent.parent
LEVEL_IDS = (
    "two-allins",
    "folds",
    "showdown",
    "antes",
    "short-allins",
    "whole-hands",
    "stages",
    "streets",
    "dealer-errors",
)
REMAINDER_TO_FIRST = {"name": "tda", "odd_chips": "remainder_to_first"}
BENCHMARK = ROOT / "benchmarks" / "practice_bank.py"
SETTLES = ("settle", "spot")
"""The kinds whose input is a settle object (a wrong push to spot is settled by the ``settle`` command)."""


def command(question: Mapping[str, Any]) -> str:
    return "settle" if question["kind"] == "spot" else str(question["kind"])


@cache
def bank(rules_json: str) -> dict[str, Any]:
    return json.loads(bank_bytes(build_bank(json.loads(rules_json))))


def site_bank() -> dict[str, Any]:
    return bank(json.dumps(site_rules()))


def questions(data: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    for level in data["levels"]:
        yield from level["questions"]


def parts(question: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The question's first part (its own ask/answer/misconceptions) and the parts under ``also`` (a push to spot
    has none: it asks which pot and which rule, ``error``)."""
    return [] if question["kind"] == "spot" else [question, *question.get("also", [])]


def input_text(question: Mapping[str, Any]) -> str:
    return json.dumps(question["input"]) if question["kind"] in SETTLES else question["input"]


def players_of(question: Mapping[str, Any]) -> list[str]:
    if question["kind"] in SETTLES:
        return [p["name"] for p in question["input"]["players"]]
    return list(tomllib.loads(question["input"])["players"])


def phh_fields(question: Mapping[str, Any]) -> dict[str, Any]:
    return tomllib.loads(question["input"]) if question["kind"] not in SETTLES else {}


def has_cards(question: Mapping[str, Any]) -> bool:
    if question["kind"] in SETTLES:
        return "board" in question["input"]
    return any(a.startswith("d dh") and "?" not in a for a in phh_fields(question)["actions"])


def has_antes(question: Mapping[str, Any]) -> bool:
    if question["kind"] in SETTLES:
        return any(p.get("dead", 0) > 0 for p in question["input"]["players"])
    return any(phh_fields(question)["antes"])


def smallest_chip(question: Mapping[str, Any]) -> int:
    if question["kind"] in SETTLES:
        return int(question["input"].get("smallest_chip", 1))
    return int(phh_fields(question).get("_smallest_chip", 1))


# ----- the levels


def test_levels_easy_to_hard_each_with_at_least_100_questions() -> None:
    data = site_bank()
    assert [level["id"] for level in data["levels"]] == list(LEVEL_IDS) == [level.id for level in LEVELS]
    for level in data["levels"]:
        assert len(level["questions"]) >= 100, level["id"]
        ids = [q["id"] for q in level["questions"]]
        assert ids == [f"{level['id']}-{n:03d}" for n in range(1, len(ids) + 1)]
    kinds = {level["id"]: {q["kind"] for q in level["questions"]} for level in data["levels"]}
    assert kinds["short-allins"] == {"options"} and kinds["whole-hands"] == {"play"}


def test_enough_questions_with_cards_antes_and_a_smallest_chip_above_1() -> None:
    all_questions = list(questions(site_bank()))
    assert sum(has_cards(q) for q in all_questions) >= 100
    assert sum(has_antes(q) for q in all_questions) >= 30
    assert sum(smallest_chip(q) > 1 for q in all_questions) >= 20


def test_levels_mix_no_limit_and_fixed_limit_decisions() -> None:
    level = next(lv for lv in site_bank()["levels"] if lv["id"] == "short-allins")
    variants = [phh_fields(q)["variant"] for q in level["questions"]]
    assert variants.count("FT") >= 10 and variants.count("NT") >= 50
    asks = {part["ask"] for q in level["questions"] for part in parts(q)}
    assert asks == {"can_raise", "call_amount", "min_raise_to"}


# ----- the answers are the command line's


def run_cli(question: Mapping[str, Any], rules: Mapping[str, Any], folder: Path, capsys: Any) -> dict[str, Any]:
    """The command line's output for the question's input; for a hand asked street by street, ``{"rounds"}``: each
    stop's cut as ``settle`` makes it from the chips in at that moment (the cut compares no hands)."""
    if question["kind"] == "streets":
        names = phh_fields(question)["players"]
        rounds = []
        for stop in question["result"]["rounds"]:
            cut = run_cli(
                {"id": question["id"], "kind": "settle", "input": round_input(names, stop)}, rules, folder, capsys
            )
            pots = [{"amount": pot["amount"], "eligible": pot["eligible"]} for pot in cut["pots"]]
            rounds.append(
                {"street": stop["street"], "returned": cut["returned"], "pots": pots, "working": stop["working"]}
            )
        return {"rounds": rounds}
    path = folder / "input.txt"
    path.write_text(input_text(question), encoding="utf-8")
    status = main([command(question), str(path), "--rules", json.dumps(rules)])
    out, err = capsys.readouterr()
    assert status == 0, (question["id"], err)
    result: dict[str, Any] = json.loads(out)
    return result


@pytest.mark.parametrize("rules", [None, REMAINDER_TO_FIRST], ids=["build_rules", "remainder_to_first"])
def test_every_answer_is_the_command_lines(rules: Any, tmp_path: Path, capsys: Any) -> None:
    data = bank(json.dumps(rules or site_rules()))
    for question in questions(data):
        result = run_cli(question, data["rules"], tmp_path, capsys)
        assert result == question["result"], question["id"]
        for part in parts(question):
            assert answer_at(result, part["ask"]) == part["answer"], (question["id"], part["ask"])


def test_a_sample_through_a_real_subprocess() -> None:
    data = site_bank()
    sample = [q for level in data["levels"] for q in level["questions"][::25] if q["kind"] != "streets"]
    for question in sample:
        done = subprocess.run(
            [sys.executable, "-m", "calculator", command(question), "-", "--rules", json.dumps(data["rules"])],
            input=input_text(question),
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=False,
        )
        assert done.returncode == 0, (question["id"], done.stderr)
        result = json.loads(done.stdout)
        for part in parts(question):
            assert answer_at(result, part["ask"]) == part["answer"], (question["id"], part["ask"])


# ----- answers and misconceptions as the interface reads them


def test_answer_types_and_misconceptions() -> None:
    known = {str(mistake) for mistake in Mistake}
    with_mistakes = 0
    for question in questions(site_bank()):
        seats = players_of(question)
        for k, part in enumerate(parts(question)):
            answer = part["answer"]
            # 0 chips teaches nothing, but for a hand in stages what goes back, asked of every hand (D16-01), and
            # street by street after an all-in on that street
            inner = part["ask"].split(".", 2)[2] if question["kind"] == "streets" else part["ask"]
            nothing_back = (
                "stages" in question and inner.startswith("returned.") and (k == 0 or question["kind"] == "streets")
            )
            if isinstance(answer, list):  # players, in seat order
                assert answer and answer == [name for name in seats if name in answer], question["id"]
            elif isinstance(answer, bool):  # yes or no
                assert part["ask"] == "can_raise", question["id"]
            else:  # chips
                assert isinstance(answer, int) and (answer != 0 or nothing_back), question["id"]
            ids = [m["id"] for m in part["misconceptions"]]
            assert len(ids) == len(set(ids)) and set(ids) <= known, question["id"]
            for mistake in part["misconceptions"]:
                assert mistake["answer"] != answer, (question["id"], mistake["id"])
                assert type(mistake["answer"]) is type(answer), (question["id"], mistake["id"])
            with_mistakes += bool(ids)
    assert with_mistakes >= 0.8 * sum(len(parts(q)) for q in questions(site_bank()))


def test_every_misconception_id_is_used() -> None:
    used = {m["id"] for q in questions(site_bank()) for part in parts(q) for m in part["misconceptions"]}
    assert used == {str(mistake) for mistake in Mistake}


def test_player_names_are_the_sites_ids() -> None:
    known = set(player_ids())
    for question in questions(site_bank()):
        assert set(players_of(question)) <= known, question["id"]


def test_phh_inputs_read_line_by_line_as_json() -> None:
    for question in questions(site_bank()):
        if question["kind"] in SETTLES:
            continue
        fields = {}
        for line in question["input"].splitlines():
            key, value = line.split(" = ", 1)
            fields[key] = json.loads(value)
        assert fields == tomllib.loads(question["input"]), question["id"]


# ----- a build is reproducible and follows its rule set


def test_same_seed_same_bytes() -> None:
    rules = site_rules()
    first = bank_bytes(build_bank(rules, SEED))
    assert bank_bytes(build_bank(rules, SEED)) == first
    assert bank_bytes(build_bank(rules, SEED + 1)) != first
    assert json.loads(first)["seed"] == SEED


def test_odd_chip_answers_follow_the_rule_set() -> None:
    """Under remainder_to_first the same hands are dealt; exactly the answers that depend on where two or more odd
    chips go change, and the first winner in seat order then holds every odd chip of the pot."""
    usual, other = site_bank(), bank(json.dumps(REMAINDER_TO_FIRST))
    assert usual["rules"].get("odd_chips", "one_each") == "one_each"
    assert other["rules"] == REMAINDER_TO_FIRST
    changed = 0
    for before, after in zip(questions(usual), questions(other), strict=True):
        assert before["input"] == after["input"], before["id"]
        chip = smallest_chip(before)
        many_odd = any((pot["amount"] // chip) % len(pot["winners"]) > 1 for pot in before["result"].get("pots", []))
        for pot in after["result"].get("pots", []):
            units, winners = pot["amount"] // chip, pot["winners"]
            base, odd = units // len(winners) * chip, units % len(winners) * chip
            assert pot["shares"] == {w: base + (odd if i == 0 else 0) for i, w in enumerate(winners)}, after["id"]
        if "ask" in before and before["ask"] == after["ask"] and before["answer"] != after["answer"]:
            changed += 1
            assert many_odd, before["id"]
            assert before["ask"].split(".")[0] in ("pots", "payouts", "net", "finishing_stacks"), before["id"]
    assert changed >= 5


# ----- the site publishes it


def test_the_site_build_publishes_the_bank() -> None:
    build = built_site()
    assert build.returncode == 0, build.output[-3000:]
    published = build.site / "assets" / "practice" / "bank.json"
    assert published.read_bytes() == bank_bytes(build_bank(site_rules()))
    assert not list(build.site.glob("*/assets/practice/bank.json"))  # once, not per language


def test_each_level_is_published_alone_too() -> None:
    """assets/practice/levels/<id>.json: the bank's rules and seed with that one level, byte for byte as the whole
    bank holds it, for every level and nothing else; and the practice widget names those levels in order."""
    build = built_site()
    whole = json.loads((build.site / "assets" / "practice" / "bank.json").read_bytes())
    folder = build.site / "assets" / "practice" / "levels"
    assert sorted(path.stem for path in folder.iterdir()) == sorted(level["id"] for level in whole["levels"])
    for level in whole["levels"]:
        alone = json.loads((folder / f"{level['id']}.json").read_bytes())
        assert alone == {"rules": whole["rules"], "seed": whole["seed"], "levels": [level]}
    for prefix in ("", "fa/", "en/"):
        page = (build.site / prefix / "practice" / "index.html").read_text(encoding="utf-8")
        assert f'data-levels="{" ".join(level["id"] for level in whole["levels"])}"' in page, prefix


def test_bank_fits_the_budget() -> None:
    spec = importlib.util.spec_from_file_location("practice_bank_benchmark", BENCHMARK)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    packed = module.gzipped(bank_bytes(build_bank(site_rules())))
    assert packed <= module.BUDGET, f"{packed} bytes gzipped"


def test_every_question_diagnoses_and_mistakes_replace_misconceptions() -> None:
    """Each question has a part on which some mistake answers otherwise; ``mistakes`` equals ``misconceptions``."""
    for question in questions(site_bank()):
        assert question["kind"] == "spot" or any(part["mistakes"] for part in parts(question)), question["id"]
        for part in parts(question):
            assert part["mistakes"] == part["misconceptions"], question["id"]


def test_yes_no_balanced_per_level() -> None:
    for level in site_bank()["levels"]:
        answers = [p["answer"] for q in level["questions"] for p in parts(q) if isinstance(p["answer"], bool)]
        if answers:
            assert len(answers) >= 10, level["id"]
            assert 0.4 <= sum(answers) / len(answers) <= 0.6, (level["id"], sum(answers), len(answers))


def test_every_may_he_raise_answer_carries_the_engines_reason() -> None:
    """An ``options`` question says why the player to act may or may not raise (dealer review D17-05), and the
    reason agrees with the answer to "may he raise?"; the level has the reasons a learner meets at a table."""
    reasons = set()
    for question in questions(site_bank()):
        if question["kind"] != "options":
            assert "why" not in question
            continue
        why = question["why"]
        reasons.add(why["reason"])
        allowed = why["reason"] in ("not_acted", "reopened")
        assert allowed == (question["result"]["min_raise_to"] is not None), question["id"]
        for part in parts(question):
            if part["ask"] == "can_raise":
                assert part["answer"] is allowed, question["id"]
        if why["reason"] in ("not_reopened", "reopened"):
            assert (why["since"] >= why["needed"]) == allowed and why["needed"] > 0, question["id"]
    assert {"no_opponent", "not_reopened", "not_acted", "reopened"} <= reasons


def test_bank_within_220_kb_gzipped() -> None:
    """The contract's figure (CONTRACTS.md), whatever the benchmark's constant says."""
    import gzip

    assert len(gzip.compress(bank_bytes(build_bank(site_rules())), 9)) <= 220_000


# ----- one hand in stages


def test_every_stage_is_asked_diagnosed_and_answered_as_the_command_line_does(tmp_path: Path, capsys: Any) -> None:
    """Each hand asked in stages: its stages in the dealer's order (what goes back first, when anything does, then
    the number of pots: dealer review D15-01), covering its parts; every stage's answers re-run through the command
    line, and every stage has a part a mistake answers otherwise (each stage diagnoses on its own)."""
    data = site_bank()
    level = next(lv for lv in data["levels"] if lv["id"] == "stages")
    order = ["returned", "pots", "eligible", "amounts", "odd_chips"]
    seen: set[str] = set()
    for question in level["questions"]:
        assert question["kind"] in SETTLES
        stages = question["stages"]
        ids = [stage["id"] for stage in stages]
        assert len(ids) >= 3 and ids == sorted(ids, key=order.index) and "pots" in ids, question["id"]
        # what goes back is asked of every hand, of its biggest contributor, 0 or not (dealer review D16-01)
        biggest = max(question["input"]["players"], key=lambda player: player["contributed"])["name"]
        assert ids[0] == "returned" and stages[0]["parts"] == 1, question["id"]
        assert parts(question)[0]["ask"] == f"returned.{biggest}", question["id"]
        asked = parts(question)
        assert sum(stage["parts"] for stage in stages) == len(asked), question["id"]
        result = run_cli(question, data["rules"], tmp_path, capsys)
        assert answer_at(result, "pots.count") == len(result["pots"]), question["id"]
        start = 0
        for stage in stages:
            mine = asked[start : start + stage["parts"]]
            start += stage["parts"]
            # each stage diagnoses on its own; what goes back, when nothing does, is asked all the same
            nothing_back = stage["id"] == "returned" and mine[0]["answer"] == 0
            assert nothing_back or any(part["mistakes"] for part in mine), (question["id"], stage["id"])
            for part in mine:
                assert answer_at(result, part["ask"]) == part["answer"], (question["id"], part["ask"])
                if stage["id"] == "odd_chips":
                    pot = result["pots"][int(part["ask"].split(".")[1])]
                    low = min(pot["shares"].values())
                    assert part["answer"] == [w for w in pot["winners"] if pot["shares"][w] > low]
        seen.update(ids)
    assert seen == set(order)


# ----- spot the dealer's error


def test_every_wrong_push_is_one_mistake_on_one_pot_of_the_command_lines_answer(tmp_path: Path, capsys: Any) -> None:
    """Each push to spot: the hand re-run through the command line gives the bank's result; the push shown is what
    the named mistake's model (teaching.mistakes) gives for the same input, and differs from the command line's
    answer in exactly the pot named, with the same number of pots; the rules offered hold the broken one."""
    data = site_bank()
    level = next(lv for lv in data["levels"] if lv["id"] == "dealer-errors")
    rules, _ = rules_of(data["rules"])
    used = set()
    for question in level["questions"]:
        result = run_cli(question, data["rules"], tmp_path, capsys)
        assert result == question["result"], question["id"]
        error, shown = question["error"], question["shown"]
        model = mistaken_settle(question["input"], rules)[Mistake(error["mistake"])]
        assert shown == {"returned": model["returned"], "pots": model["pots"]}, question["id"]
        assert len(shown["pots"]) == len(result["pots"]) >= 2, question["id"]
        differ = [k for k, (a, b) in enumerate(zip(result["pots"], shown["pots"], strict=True)) if a != b]
        assert differ == [error["pot"]], question["id"]
        choices = question["choices"]
        assert error["mistake"] in choices and len(set(choices)) == len(choices) == 4, question["id"]
        assert set(choices) <= {str(m) for m in Mistake}
        used.add(error["mistake"])
    assert len(used) >= 3


# ----- one hand street by street


def test_every_stop_is_a_round_end_asked_as_the_dealer_cuts_it(tmp_path: Path, capsys: Any) -> None:
    """Each hand asked street by street (dealer review T-03): one stop per round end whose cut changed, in the
    order of the streets, at least two; each stop asks each pot's size (the closed ones keep theirs; not how many
    pots, which a field a pot gives away), who may win each side pot that is new or changed, and what goes back when
    chips go back at that stop;
    each stop has a part a mistake answers otherwise; every answer is the command line's ``settle`` of the chips in
    at that moment, and the stop's chips in are the replay's at that round end."""
    data = site_bank()
    level = next(lv for lv in data["levels"] if lv["id"] == "streets")
    streets = ["preflop", "flop", "turn", "river"]
    later_new_pot = 0
    for question in level["questions"]:
        assert question["kind"] == "streets" and isinstance(question["input"], str), question["id"]
        assert phh_fields(question).get("_smallest_chip") in (25, 100), question["id"]  # real chips (T-05)
        rounds = question["result"]["rounds"]
        stops = question["stages"]
        assert len(stops) == len(rounds) >= 2, question["id"]
        assert [s["id"] for s in stops] == [r["street"] for r in rounds], question["id"]
        assert [s["id"] for s in stops] == sorted({s["id"] for s in stops}, key=streets.index), question["id"]
        cut = run_cli(question, data["rules"], tmp_path, capsys)
        assert cut == question["result"], question["id"]
        steps = replay_data(question["id"], question["input"], rules_of(data["rules"])[0])["steps"]
        ends = {step["street"]: step["contributed"] for step in steps if step["kind"] == "round_end"}
        assert all(ends[r["street"]] == r["working"]["contributed"] for r in rounds), question["id"]
        asked = parts(question)
        assert sum(s["parts"] for s in stops) == len(asked), question["id"]
        start = 0
        before: dict[str, Any] = {"pots": [], "returned": {}}
        for k, (stop, now) in enumerate(zip(stops, rounds, strict=True)):
            mine = asked[start : start + stop["parts"]]
            start += stop["parts"]
            assert all(part["ask"].startswith(f"rounds.{k}.") for part in mine), (question["id"], k)
            assert any(part["mistakes"] for part in mine), (question["id"], k)
            inner = {part["ask"].split(".", 2)[2] for part in mine}
            sizes = {f"pots.{n}.amount" for n in range(len(now["pots"]))}
            assert sizes <= inner and "pots.count" not in inner, (question["id"], k)  # a field a pot: no count
            changed = {
                f"pots.{n}.eligible"
                for n, pot in enumerate(now["pots"])
                if n and (n >= len(before["pots"]) or before["pots"][n]["eligible"] != pot["eligible"])
            }
            assert {ask for ask in inner if ask.endswith(".eligible")} == changed, (question["id"], k)
            back = {
                f"returned.{name}" for name, chips in now["returned"].items() if before["returned"].get(name) != chips
            }
            assert back <= inner, (question["id"], k)
            for part in mine:  # nothing going back is asked only where a mistake would have something go back
                if part["ask"].split(".", 2)[2].startswith("returned.") and not back:
                    assert part["mistakes"] and part["answer"] == 0, (question["id"], part["ask"])
            assert now != before, (question["id"], k)  # a round checked through is no stop
            later_new_pot += k > 0 and len(now["pots"]) > len(before["pots"])
            for part in mine:
                assert answer_at(cut, part["ask"]) == part["answer"], (question["id"], part["ask"])
            before = now
    assert later_new_pot >= 40  # side pots made after the first stop, the cut a dealer gets wrong
