"""What the practice levels deal tells the truth (issue 27): fixed limit is answered, diagnosed and hinted by the limit
rule, every wrong push to spot pays someone wrongly and gives nothing away on its surface, tables are dealt in real
chips with the big-blind ante on the big blind, and each mistake's lesson link names the heading it points to."""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import calculator
from calculator import PRESETS, TDA, HandInProgress, StepKind
from calculator.rules import OPTIONS
from macros.render.quiz import LESSON_SECTIONS
from macros.text.catalogue import LANGUAGES, text
from practice import LEVELS, build_bank, site_rules
from practice.bank import level_questions, rules_of
from practice.errors_level import SPOTTED, SpotQuestion, payouts, twin_pots, wrong_pot
from practice.stages_level import _odd
from practice.table import DOLLAR_TABLES
from teaching.mistakes import Mistake, mistaken_options

ROOT = Path(__file__).resolve().parent.parent
LIMIT_REVIEWED = ROOT / "tests" / "data" / "limit_questions_2026_12_05.json"
LIMIT_MISTAKES = {Mistake.FULL_RAISE_RULE_IN_LIMIT, Mistake.LIMIT_SHORT_ALLIN_AS_RAISE, Mistake.CALL_FORGETS_CHIPS_IN}
"""The mistakes a fixed-limit question may name: the two limit ones, and the call that forgets the chips in (true
in every game). The no-limit ones state the full-raise rule, which fixed limit does not follow."""
ACTED = {StepKind.FOLD, StepKind.CHECK, StepKind.CALL, StepKind.BET, StepKind.RAISE, StepKind.COMPLETE}


def level_of(level_id: str, rules: Mapping[str, Any], count: int = 110) -> list[Any]:
    """The questions of one level under ``rules`` (each level is dealt on its own, from its own seed)."""
    level = next(lv for lv in LEVELS if lv.id == level_id)
    return level_questions(level, rules_of(rules)[0], 2026, count)


def rule_values() -> list[dict[str, Any]]:
    """Every preset, then every other value of every option (a raise cap as 4 and as none)."""
    found: list[dict[str, Any]] = [{"name": name} for name in PRESETS]
    for option in OPTIONS:
        for value in option.values:
            if value == "count":
                found.append({"name": "tda", option.name: 4})
            elif value != TDA.to_dict()[option.name]:
                found.append({"name": "tda", option.name: value})
    return found


@cache
def site_bank() -> dict[str, Any]:
    return build_bank(site_rules())


def bank_questions() -> Iterator[dict[str, Any]]:
    for level in site_bank()["levels"]:
        for question in level["questions"]:
            yield level["id"], question


def parts(question: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [] if question["kind"] == "spot" else [question, *question.get("also", [])]


# ----- fixed limit is taught as fixed limit (M-01)


def decision(history_text: str, rules: calculator.RuleSet) -> dict[str, Any]:
    """What the limit rule turns on at the decision of a fixed-limit history: the bet to call, the street's bet, whether
    the player to act has acted on this street, and the most he could put in."""
    history = calculator.read_history(history_text)
    hand = HandInProgress(history, rules)
    for action in history.actions:
        hand.apply(action)
    view = hand.betting()
    seat = view.to_act
    assert seat is not None
    street = hand.steps[-1].street
    unit = history.setup.small_bet if street in ("preflop", "flop") else history.setup.big_bet
    acted = any(step.seat == seat and step.street == street and step.kind in ACTED for step in hand.steps)
    return {"level": view.level, "unit": unit, "acted": acted, "most": view.bets[seat] + view.stacks[seat]}


def first_giving(part: Mapping[str, Any], answer: Any) -> str | None:
    """The mistake the page names for ``answer`` to ``part``: the first listed that gives it."""
    return next(
        (m["id"] for m in part["mistakes"] if m["answer"] == answer and type(m["answer"]) is type(answer)), None
    )


def check_limit_question(question: Mapping[str, Any], rules: calculator.RuleSet) -> Counter[str]:
    """Every wrong answer the limit rule is misread into is named by the limit mistake that explains it; no
    no-limit mistake is ever named. What was checked, counted by kind."""
    seen: Counter[str] = Counter()
    facts = decision(question["input"], rules)
    for part in parts(question):
        assert {m["id"] for m in part["mistakes"]} <= LIMIT_MISTAKES, question["id"]
        if part["ask"] == "can_raise" and part["answer"] and facts["acted"]:
            # reopened by an all-in of at least half a bet: "no" is the full-raise rule, and is named so
            assert first_giving(part, False) == Mistake.FULL_RAISE_RULE_IN_LIMIT, question["id"]
            seen["reopened"] += 1
        elif part["ask"] == "can_raise" and not part["answer"] and first_giving(part, True) is not None:
            assert first_giving(part, True) == Mistake.LIMIT_SHORT_ALLIN_AS_RAISE, question["id"]
            seen["not reopened"] += 1
        elif part["ask"] == "min_raise_to":
            over_the_all_in = min(facts["level"] + facts["unit"], facts["most"])  # the no-limit sizing
            if over_the_all_in != part["answer"]:  # a completion: the limit rule raises over the last full bet
                assert part["answer"] < over_the_all_in, question["id"]
                assert first_giving(part, over_the_all_in) == Mistake.FULL_RAISE_RULE_IN_LIMIT, question["id"]
                seen["completion"] += 1
    return seen


def test_the_fixed_limit_questions_the_dealer_named_are_diagnosed_by_the_limit_rule() -> None:
    """The nine "may X raise" questions answered "yes" and the six completions of the review: a learner's "no", and
    the all-in plus a bet, are named as the full-raise rule applied to a limit all-in (their hints argued for them)."""
    reviewed = json.loads(LIMIT_REVIEWED.read_text(encoding="utf-8"))
    assert (len(reviewed["may_raise"]), len(reviewed["completes"])) == (9, 6)
    for question_id, history in reviewed["may_raise"].items():
        right = calculator.options_json(history)
        assert right["min_raise_to"] is not None, question_id
        wrong = mistaken_options(history)
        assert set(wrong) <= LIMIT_MISTAKES, question_id
        assert wrong[Mistake.FULL_RAISE_RULE_IN_LIMIT]["min_raise_to"] is None, question_id
    for question_id, history in reviewed["completes"].items():
        facts = decision(history, TDA)
        right = calculator.options_json(history)["min_raise_to"]
        wrong = mistaken_options(history)
        assert set(wrong) <= LIMIT_MISTAKES, question_id
        first = next(m for m, out in wrong.items() if out["min_raise_to"] != right)
        assert first is Mistake.FULL_RAISE_RULE_IN_LIMIT, question_id
        assert wrong[first]["min_raise_to"] == facts["level"] + facts["unit"] > right, question_id


@pytest.mark.parametrize("reopen", ["half_bet", "full_bet"])
def test_every_fixed_limit_question_is_diagnosed_by_the_limit_rule(reopen: str) -> None:
    rules = {"name": "tda", "limit_reopen": reopen}
    engine_rules = rules_of(rules)[0]
    seen: Counter[str] = Counter()
    limit = 0
    for question in level_of("short-allins", rules):
        entry = question.to_json("short-allins-000")
        if tomllib.loads(entry["input"])["variant"] != "FT":
            for part in parts(entry):  # and no limit mistake in no-limit
                assert not {m["id"] for m in part["mistakes"]} & {
                    "full_raise_rule_in_limit",
                    "limit_short_allin_as_raise",
                }
            continue
        limit += 1
        seen += check_limit_question(entry, engine_rules)
    assert limit >= 15 and seen["completion"] >= 3
    if reopen == "half_bet":  # under full_bet the full-raise rule reopens exactly as the limit rule does
        assert seen["reopened"] >= 3 and seen["not reopened"] >= 1


def test_the_limit_texts_say_each_rule_value_and_the_page_picks_the_limit_hint() -> None:
    """Each limit text is written once per value of limit_reopen, saying its threshold; quiz.js gives a fixed-limit
        question the limit hints, and the practice page marks its fixed-limit questions (practice_read.js tells them,
    practice.js hands quiz.js the mark)."""
    keys = ("hint.can_raise.limit", "hint.min_raise_to.limit", "practice.limit_rule",
            "mistake.full_raise_rule_in_limit", "mistake.limit_short_allin_as_raise")  # fmt: skip
    for lang in LANGUAGES:
        for key in keys:
            half, full = (text(f"{key}@limit_reopen={value}", lang) for value in ("half_bet", "full_bet"))
            assert half != full, (key, lang)
    for key in keys:
        assert "half a bet" in text(f"{key}@limit_reopen=half_bet", "en"), key
        assert "full bet" in text(f"{key}@limit_reopen=full_bet", "en"), key
    quiz = (ROOT / "docs" / "assets" / "js" / "quiz.js").read_text(encoding="utf-8")
    assert '"hint.can_raise.limit"' in quiz and '"hint.min_raise_to.limit"' in quiz
    page = (ROOT / "docs" / "assets" / "js" / "practice.js").read_text(encoding="utf-8")
    reading = (ROOT / "docs" / "assets" / "js" / "practice_read.js").read_text(encoding="utf-8")
    assert "limit: limit" in page and 'variant === "FT"' in reading


# ----- the folded layer lost, modelled where it applies


def test_the_folded_layer_lost_is_diagnosed_in_the_bank() -> None:
    """Where its answer is given, the folded layer lost is the mistake named (it comes before the wider "folded chips
    left out", which answers alike at the chips handed back)."""
    named: Counter[str] = Counter()
    for level_id, question in bank_questions():
        for part in parts(question):
            for mistake in part["mistakes"]:
                if mistake["id"] == "folded_layer_lost":
                    assert first_giving(part, mistake["answer"]) == "folded_layer_lost", question["id"]
                    named[level_id] += 1
    assert sum(named.values()) >= 10, named


# ----- spot the dealer's error: an error, and no tell (T-01)


@pytest.mark.parametrize("rules", rule_values(), ids=lambda rules: json.dumps(rules, sort_keys=True))
def test_every_wrong_push_pays_someone_wrongly_and_gives_nothing_away(rules: dict[str, Any]) -> None:
    questions = level_of("dealer-errors", rules)
    by_pot: Counter[tuple[int, int]] = Counter()
    shown: Counter[str] = Counter()
    for question in questions:
        assert isinstance(question, SpotQuestion)
        right, push = question.worked.result, question.shown
        assert wrong_pot(right["pots"], push["pots"]) == question.pot
        # some player is paid other chips than the right push pays him
        assert payouts(push) != payouts(right), question.mistake
        assert any(payouts(push).get(name, 0) != chips for name, chips in right["payouts"].items() if chips)
        # no neighbouring pots with the same contenders: the engine never cuts two such pots
        assert not twin_pots(push["pots"]) and not twin_pots(right["pots"])
        # the same four errors offered every time
        assert sorted(question.choices) == sorted(SPOTTED)
        by_pot[len(right["pots"]), question.pot] += 1
        shown[question.mistake] += 1
    # every error shown, none more than twice as often as another; the wrong pot not guessable from its place
    assert set(shown) == set(SPOTTED) and max(shown.values()) <= 2 * min(shown.values()), shown
    for count in {n for n, _ in by_pot}:
        at = [by_pot[count, k] for k in range(count)]
        if sum(at) >= 10:
            assert max(at) <= 0.65 * sum(at), (count, at)


def test_a_push_that_pays_everyone_rightly_is_no_error_to_spot() -> None:
    main = {"amount": 300, "eligible": ["a", "b", "c"], "winners": ["a"], "shares": {"a": 300}}
    side = {"amount": 400, "eligible": ["b", "c"], "winners": ["b"], "shares": {"b": 400}}
    right = {"returned": {}, "pots": [main, side]}
    dropped = {"returned": {}, "pots": [main, {**side, "eligible": ["b"]}]}
    assert payouts(dropped) == payouts(right)  # only a contender list differs: the dealer pays right
    twins = {"returned": {}, "pots": [main, {**main, "amount": 400}]}
    assert twin_pots(twins["pots"]) and not twin_pots(right["pots"])


# ----- real chips (T-05), the big-blind ante on the big blind (F1)


def history_amounts(fields: Mapping[str, Any]) -> list[int]:
    """Every amount a history holds: stacks, blinds, antes, the totals bet or raised to."""
    raised = [int(action.split()[2]) for action in fields["actions"] if " cbr " in action]
    return [*fields["starting_stacks"], *fields["blinds_or_straddles"], *fields["antes"], *raised]


def test_the_bank_deals_real_chips() -> None:
    """Every settlement is at a tournament table that declares its smallest chip, 25 or 100, and every amount is
    made of it; a played hand declares its chip too, unless it sits at a cash table dealt in $1 chips on purpose."""
    dollar = Counter()
    for level_id, question in bank_questions():
        if question["kind"] in ("settle", "spot"):
            chip = question["input"].get("smallest_chip")
            assert chip in (25, 100), question["id"]
            for player in question["input"]["players"]:
                for key in ("contributed", "dead", "ante"):
                    assert player.get(key, 0) % chip == 0, (question["id"], player)
            continue
        fields = tomllib.loads(question["input"])
        chip = fields.get("_smallest_chip", 1)
        if chip == 1:
            blinds = tuple(b for b in fields["blinds_or_straddles"] if b)
            assert blinds in DOLLAR_TABLES, question["id"]
            dollar[level_id] += 1
        assert all(amount % chip == 0 for amount in history_amounts(fields)), question["id"]
    assert set(dollar) <= {"short-allins", "whole-hands"}  # never in a drill or a settlement


def test_the_big_blind_ante_is_posted_from_the_big_blinds_seat() -> None:
    """The dead ante "like a big-blind ante" sits on the big blind: the second seat, the first heads-up (F1)."""
    checked = 0
    for _, question in bank_questions():
        if question["kind"] in ("settle", "spot"):
            players = question["input"]["players"]
            posted = [k for k, p in enumerate(players) if p.get("dead")]
            big = 0 if len(players) == 2 else 1
        else:
            fields = tomllib.loads(question["input"])
            antes = fields["antes"]
            posted = [k for k, a in enumerate(antes) if a] if antes.count(0) == len(antes) - 1 else []
            big = 1  # PHH lists the blinds first (heads-up too)
        if posted:
            assert posted == [big], question["id"]
            checked += 1
    assert checked >= 30


def test_a_folded_hand_shows_no_rank_and_is_not_among_the_hands() -> None:
    """The practice page shows a folded player's rank as "—" (practice_draw.js); the bank lists no folded hand among
    the hands compared at the showdown."""
    page = (ROOT / "docs" / "assets" / "js" / "practice_draw.js").read_text(encoding="utf-8")
    assert 'p.folded ? say("none")' in page
    for _, question in bank_questions():
        if question["kind"] == "settle" and question.get("hands"):
            folded = {p["name"] for p in question["input"]["players"] if p.get("folded")}
            assert not folded & set(question["hands"]), question["id"]


# ----- the stages level (practice/stages_level.py)


def test_a_pot_split_evenly_has_no_odd_chips() -> None:
    # mutation D3: every split pot taken to have odd chips
    assert not _odd({"shares": {"a": 500, "b": 500}})
    assert _odd({"shares": {"a": 525, "b": 500}})
    assert not _odd({"shares": {"a": 1000}})


# ----- lesson links (T4, T6)


def heading(lang: str, page: str, anchor: str) -> tuple[str, str]:
    """The page's short title (before its first comma, Latin or Persian) and the heading carrying ``{ #anchor }``."""
    lines = (ROOT / "docs" / lang / f"{page}.md").read_text(encoding="utf-8").splitlines()
    title = re.split("[,،]", lines[0].removeprefix("# "))[0]
    found = next(line for line in lines if line.endswith("{ #" + anchor + " }"))
    return title, found.lstrip("#").removesuffix("{ #" + anchor + " }").strip()


def words(sentence: str) -> list[str]:
    """The words of a sentence, in lower case, without punctuation (a heading's colon may be a dash in a link)."""
    return re.findall(r"[\w\u200c'’%-]+", sentence.lower().replace("\u00a0", " ").replace("—", " "))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_lesson_link_names_the_page_and_heading_it_points_to(lang: str) -> None:
    for mistake, (page, anchor) in LESSON_SECTIONS.items():
        title, section = heading(lang, page, anchor)
        link = text(f"mistake.{mistake}.lesson", lang)
        assert words(link) == words(title) + words(section), (lang, mistake, link, title, section)
