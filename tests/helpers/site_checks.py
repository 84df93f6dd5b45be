"""Checks of a built site against the engine under the rule set it was built with.

The site tests run them on the repository's own build; ``tests/test_site_configurations.py`` runs them on a
build under every supported configuration. Expected figures are computed here from the example files through
the engine's JSON contracts (``settle_json``, ``play_json``, ``options_json``), independently of the macros
that wrote the pages; expected text is written here, or read from the catalogues for interface sentences.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from html import unescape
from pathlib import Path
from typing import Any

from calculator import TDA, RuleSet, options_json, play_json, replay, rules_from_json, settle_json
from helpers.sitebuild import LANGS, ROOT, Page, chips, example, page_names, page_path, read_page
from macros.examples.rule_options import rule_options, value_of
from macros.render.rule_sources import citation_html, rule_setting, sourced_rules
from macros.render.rules_page import TDA_OPEN, open_note, tda_differences
from macros.text.catalogue import plural, text
from macros.text.names import player_gender, player_name
from practice.paths import answer_at
from practice.streets_level import cut_rules, round_input

NUMBER = r"[\u200e+\-−]*[0-9۰-۹]{1,3}(?:[,٬\u00a0 ][0-9۰-۹]{3})*"
FIG_CALL = re.compile(r'fig\(\s*"(?P<example>\w+)"\s*,\s*"(?P<path>[\w.]+)"\s*(?P<sign>,\s*sign\s*=\s*True)?\s*\)')
COUNT_CALL = re.compile(
    r'\bcount\(\s*"(?P<example>\w+)"\s*,\s*"(?P<path>[\w.]+)"\s*(?P<feminine>,\s*feminine\s*=\s*True)?\s*\)'
)
WHEN_TAG = re.compile(r'\{%-?\s*(?:call\s+when\(\s*"(?P<option>\w+)"\s*,\s*"(?P<value>\w+)"\s*\)|endcall)\s*-?%\}')
GROUP = {"ru": "\u00a0", "en": ",", "fa": "٬"}
MINUS = {"ru": "\u2212", "en": "\u2212", "fa": "\u200e\u2212"}
PLUS = {"ru": "+", "en": "+", "fa": "\u200e+"}
CONFIG_WORDS = re.compile(
    r"\b(?:"
    + "|".join(
        re.escape(word)
        for option in rule_options().values()
        for word in (option.name, *option.values)
        if "_" in word  # the code names; plain words (cash, none, count) are everyday language too
    )
    + r"|extra\.rules|mkdocs\.yml)\b"
)
"""The site operators' words (option names and values, the setting's place), which learner text never uses."""


INLINE_TAG = re.compile(r"</?(?:abbr|a|b|bdi|code|em|i|span|strong|sub|sup)\b[^>]*>")


def visible_text(html: str) -> str:
    """What a reader sees of some HTML, as one line: inline tags (the glossary's tooltips, emphasis, links)
    dropped where they stand, every other tag a space, entities decoded, whitespace collapsed."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", INLINE_TAG.sub("", html))).split())


FOR_PROGRAMMERS = frozenset({"conformance"})
"""Pages written for engine authors, not learners: they show the file format's code names and program code."""


def article_text(page: Page) -> str:
    """The visible text of a page's article."""
    return visible_text(page.html[page.html.find("<article") : page.html.find("</article>")])


def rules_of(config: Mapping[str, object]) -> RuleSet:
    """The rule set a ``rules`` mapping (the site plugin's, in ``mkdocs.yml``) describes (``name`` plus
    overrides), as the engine reads it."""
    return rules_from_json(config)


@cache
def site_pages(site: Path) -> dict[tuple[str, str], Page]:
    """Every built page of every language, read once per site."""
    return {(lang, name): read_page(page_path(site, lang, name)) for lang in LANGS for name in page_names()}


def pages(site: Path) -> Iterator[tuple[str, str, Page]]:
    for (lang, name), page in site_pages(site).items():
        yield lang, name, page


# ----- the engine's figures


def _strip(data: Mapping[str, Any]) -> dict[str, Any]:
    """A hand example as the engine reads it: without the lessons' ``_`` fields, with the engine's own
    (``_smallest_chip``)."""
    return {k: v for k, v in data.items() if not k.startswith("_") or k == "_smallest_chip"}


@cache
def engine_result(example_id: str, rules: RuleSet) -> dict[str, Any]:
    """The engine's settlement of an example (contributions or a played hand), players named by their ids."""
    data = example(example_id)
    if "variant" in data:
        return play_json(_strip(data), rules)
    players = [
        {"name": p["id"], "contributed": p["contributed"], "folded": p.get("folded", False)}
        | {k: p[k] for k in ("rank", "cards", "dead") if k in p}
        for p in data["players"]
    ]
    table = {k: data[k] for k in ("board", "smallest_chip") if k in data}
    return settle_json({"players": players, **table}, rules)


def engine_value(example_id: str, path: str, rules: RuleSet) -> Any:
    """The engine's value of a figure path, or None when the JSON contracts do not give it."""
    data = example(example_id)
    parts = path.split(".")
    if parts[0] == "decisions":
        count = data["_decisions"][parts[1]]
        options = options_json({**_strip(data), "actions": data["actions"][:count]}, rules)
        if parts[2] == "to_act":
            return options["to_act"]
        return options.get(parts[2])
    hand = "variant" in data
    ids = list(data["players"]) if hand else [p["id"] for p in data["players"]]
    if hand:
        stacks = dict(zip(ids, data["starting_stacks"], strict=True))
        blinds = [b for b in data["blinds_or_straddles"] if b > 0]
    else:
        stacks = {p["id"]: p["stack"] for p in data["players"] if "stack" in p}
        blinds = data.get("blinds", [])
    if parts[0] == "input" and parts[1] != "contributed":
        if parts[1] == "stack":
            return stacks[parts[2]]
        if parts[1] == "blinds":
            return blinds[int(parts[2])]
        return data.get(parts[1])
    result = engine_result(example_id, rules)
    contributed = {pid: result["payouts"][pid] - result["net"][pid] for pid in ids}
    head, rest = parts[0], parts[1:]
    if head == "input":
        return sum(contributed.values()) if rest[1] == "total" else contributed[rest[1]]
    if head in ("payouts", "net"):
        return result[head][rest[0]]
    if head == "returned":
        returned = result["returned"]
        return sum(returned.values()) if rest[0] == "total" else returned.get(rest[0], 0)
    if head == "final_stack":
        return stacks[rest[0]] + result["net"][rest[0]]
    if head == "pots":
        pots = result["pots"]
        if rest[0] == "count":
            return len(pots)
        if rest[0] == "total":
            return sum(p["amount"] for p in pots)
        pot = pots[int(rest[0])]
        field = rest[1]
        if field in ("amount", "eligible", "winners"):
            return pot[field]
        if field == "shares":
            return pot["shares"][rest[2]]
        equal = min(pot["shares"].values())
        if field == "equal_share":
            return equal
        if field == "odd_chip_count":  # chips of the smallest denomination, not chip units
            smallest = data.get("_smallest_chip" if hand else "smallest_chip", 1)
            return (pot["amount"] - equal * len(pot["winners"])) // smallest
    return None  # layers, odd-chip seats and paid-in splits: not in the JSON contracts


def claimed_value(data: Mapping[str, Any], path: str, rules: RuleSet) -> Any:
    """What an example file claims at ``path`` under ``rules`` (the build has checked that claim against the
    engine): from its claims, or its per-value claims for the rules' values."""
    prefix = "_" if "variant" in data else ""
    claims = data.get(f"{prefix}claims", {})
    if path in claims:
        return claims[path]
    for option, per_value in data.get(f"{prefix}claims_when", {}).items():
        under = per_value.get(value_of(rules, option), {})
        if path in under:
            return under[path]
    raise AssertionError(f"{path} is not claimed under {rules}")


def written(value: int, lang: str, signed: bool) -> str:
    """A chip count as each language writes it (grouped by thousands; Persian digits in Persian)."""
    body = f"{abs(value):,}".replace(",", GROUP[lang])
    if lang == "fa":
        body = body.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    if value < 0:
        return MINUS[lang] + body
    return PLUS[lang] + body if signed and value > 0 else body


def figure_after(name: str, cell: str) -> int:
    """The chip count written right after a player's name in a table cell."""
    found = re.search(re.escape(name) + r"(?: \([^)]*\))? (" + NUMBER + ")", cell)
    assert found, f"no figure after {name!r} in {cell!r}"
    return chips(found.group(1))


# ----- tables, quiz answers and prose figures


def check_pot_tables(site: Path, rules: RuleSet) -> int:
    """Every pot table: one row per pot of the engine, amount, contenders, winners and shares as it says."""
    checked = 0
    for lang, page, parsed in pages(site):
        for example_id, table in parsed.labelled("pots"):
            pots = engine_result(example_id, rules)["pots"]
            rows = table.rows
            assert len(rows) == len(pots), f"{lang}/{page} {example_id}: {len(rows)} rows, engine {len(pots)} pots"
            for row, pot in zip(rows, pots, strict=True):
                assert chips(row["amount"]) == pot["amount"], (lang, page, example_id, row)
                for pid in pot["eligible"]:
                    assert player_name(pid, lang) in row["eligible"], (lang, page, example_id, row)
                for pid in pot["winners"]:
                    assert player_name(pid, lang) in row["winners"], (lang, page, example_id, row)
                    assert figure_after(player_name(pid, lang), row["shares"]) == pot["shares"][pid], (
                        lang,
                        page,
                        example_id,
                        row,
                    )
                checked += 1
    return checked


def check_result_tables(site: Path, rules: RuleSet) -> int:
    """Every result table: returned, collected and net per player as the engine says."""
    checked = 0
    for lang, page, parsed in pages(site):
        for example_id, table in parsed.labelled("results"):
            result = engine_result(example_id, rules)
            players = example(example_id)["players"]
            ids = [p if isinstance(p, str) else p["id"] for p in players]
            for pid, row in zip(ids, table.rows, strict=True):
                assert row["player"].startswith(player_name(pid, lang)), (lang, page, row)
                assert chips(row["returned"]) == result["returned"].get(pid, 0)
                assert chips(row["payout"]) == result["payouts"][pid]
                assert chips(row["net"]) == result["net"][pid], (lang, page, example_id, row)
                checked += 1
    return checked


def check_stake_tables(site: Path, rules: RuleSet) -> int:
    """Every stake table's totals: the engine's pots and returned chips."""
    checked = 0
    for lang, page, parsed in pages(site):
        for example_id, table in parsed.labelled("stakes"):
            result = engine_result(example_id, rules)
            total = table.rows[-1]
            amounts = [chips(total[f"pot.{n}"]) for n in range(len(result["pots"]))]
            assert amounts == [p["amount"] for p in result["pots"]], (lang, page, example_id)
            assert chips(total["returned"]) == sum(result["returned"].values())
            pot_columns = {f"pot.{n}" for n in range(len(amounts))}
            assert set(table.header) == {"player", "contributed", "returned"} | pot_columns
            checked += 1
    return checked


def check_quiz_answers(site: Path, rules: RuleSet) -> int:
    """Every quiz answer: the engine's value (its raw value and as written), or the claim the build checked where
    the JSON contracts do not give the figure."""
    seen = 0
    for lang, page, parsed in pages(site):
        for answer, shown in zip(parsed.answers, parsed.answer_texts, strict=True):
            example_id, path = answer["data-example"], answer["data-path"]
            expected = engine_value(example_id, path, rules)
            if expected is None:
                expected = claimed_value(example(example_id), path, rules)
            raw = answer["data-answer"]
            if isinstance(expected, bool):
                assert answer["data-input"] == "yes_no", (lang, page, example_id, path)
                assert raw == str(expected).lower(), (lang, page, example_id, path)
                assert shown == text("practice.yes" if expected else "practice.no", lang), (lang, page, shown)
            elif isinstance(expected, list):  # a set of players to choose, each once
                assert answer["data-input"] == "players", (lang, page, example_id, path)
                assert raw.split() == list(dict.fromkeys(expected)), (lang, page, example_id, path)
                assert all(player_name(pid, lang) in shown for pid in expected), (lang, page, shown)
            else:
                assert answer["data-input"] == "number", (lang, page, example_id, path)
                assert int(raw) == expected, (lang, page, example_id, path)
                assert chips(shown) == expected, (lang, page, shown)
            seen += 1
    return seen


@dataclass(frozen=True)
class WhenBlock:
    """The text of one ``when`` block of a page source, without the blocks nested in it, and every condition
    (option, value) it is shown under: its own and those of the blocks around it."""

    conditions: tuple[tuple[str, str], ...]
    text: str
    start: int
    end: int


def when_blocks(source: str) -> list[WhenBlock]:
    """The ``when`` blocks of a page source, outermost first."""
    blocks: list[WhenBlock] = []
    stack: list[tuple[tuple[str, str], int, int, list[str]]] = []  # condition, start, body start, own text
    position = 0
    for tag in WHEN_TAG.finditer(source):
        if stack:
            stack[-1][3].append(source[position : tag.start()])
        if tag["option"]:
            stack.append(((tag["option"], tag["value"]), tag.start(), tag.end(), []))
        else:
            condition, start, _, parts = stack.pop()
            outer = tuple(c for c, *_ in stack)
            blocks.append(WhenBlock((*outer, condition), "".join(parts), start, tag.end()))
        position = tag.end()
    assert not stack, "unclosed when block"
    return sorted(blocks, key=lambda block: block.start)


def without(source: str, blocks: list[WhenBlock]) -> str:
    """A page's source without the given ``when`` blocks (sorted by start; nested ones may be among them)."""
    kept, position = [], 0
    for block in blocks:
        if block.start >= position:
            kept.append(source[position : block.start])
            position = block.end
    kept.append(source[position:])
    return "".join(kept)


def shown_under(source: str, rules: RuleSet) -> str:
    """A page's source without the ``when`` blocks ``rules`` does not render."""
    return without(source, [b for b in when_blocks(source) if not shows(b, rules)])


def shows(block: WhenBlock, rules: RuleSet) -> bool:
    """Whether a block is rendered under ``rules`` (its own value and those of the blocks around it)."""
    return all(value_of(rules, option) == value for option, value in block.conditions)


MARKUP = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|<[^>]+>|\*\*|`|\]\([^)]*\)|[\[\]|]|^\s*(?:[-*+]|\d+\.|#+)\s+", re.S | re.M)
"""What is not plain text in a page source: macros and tags, HTML, emphasis, links, table bars, list markers."""


def plain(text: str) -> str:
    """Page source as plain text: markup replaced by a NUL (which no phrase holds), whitespace collapsed."""
    return " ".join(MARKUP.sub("\x00", text).split())


def phrases(text: str) -> list[str]:
    """The plain-text runs of a piece of page source of at least three words, whitespace collapsed."""
    runs = (" ".join(run.split()) for run in MARKUP.split(text))
    return [run for run in runs if len(run.split()) >= 3]


def check_rule_dependent_text(site: Path, rules: RuleSet) -> Counter[tuple[str, str, str]]:
    """Every ``when`` block of every page: each of its plain-text phrases (that the page does not also say outside
    every block) is on the built page exactly when a block holding it is rendered under ``rules``. Counts the
    phrases checked per (language, option, value) of the block they were taken from."""
    counted: Counter[tuple[str, str, str]] = Counter()
    for lang in LANGS:
        for name in page_names():
            source = (ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8")
            built = article_text(site_pages(site)[(lang, name)])
            blocks = when_blocks(source)
            always = plain(without(source, blocks))
            for block in blocks:
                for phrase in phrases(block.text):
                    if phrase in always:
                        continue
                    shown = any(shows(other, rules) for other in blocks if phrase in plain(other.text))
                    assert (phrase in built) == shown, (lang, name, block.conditions, phrase, shown)
                    option, value = block.conditions[-1]
                    counted[(lang, option, value)] += 1
    return counted


def page_figures(lang: str, name: str, rules: RuleSet) -> list[tuple[str, str, bool]]:
    source = shown_under((ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8"), rules)
    return [(m["example"], m["path"], bool(m["sign"])) for m in FIG_CALL.finditer(source)]


def page_counts(lang: str, name: str, rules: RuleSet) -> list[tuple[str, str, bool, str]]:
    """Each ``count(...)`` the page's source renders under ``rules``: (example, path, feminine, the words written
    right before it in the source, up to the previous macro)."""
    source = shown_under((ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8"), rules)
    found = []
    for m in COUNT_CALL.finditer(source):
        opening = source.rfind("{{", 0, m.start())
        before = re.split(r"\}\}|%\}", source[max(0, opening - 40) : opening])[-1]
        found.append((m["example"], m["path"], bool(m["feminine"]), " ".join(before.split()[-2:])))
    return found


def count_words(value: int, lang: str, feminine: bool) -> str:
    """A count as running text writes it: the catalogue's word from one to ten (its feminine form where the
    catalogue has one), figures above."""
    if not 1 <= value <= 10:
        return written(value, lang, False)
    return text(f"number.{value}.feminine" if feminine and value <= 2 else f"number.{value}", lang)


def check_prose_figures(site: Path, rules: RuleSet) -> tuple[int, int]:
    """Every figure a page states in prose (each ``fig(...)`` its source renders under ``rules``) is on the page,
    written the language's way, with the engine's value, and every count (``count(...)``) in words;
    (checked, outside the JSON contracts)."""
    checked = skipped = 0
    for lang in LANGS:
        for name in page_names():
            for example_id, path, feminine, before in page_counts(lang, name, rules):
                value = engine_value(example_id, path, rules)
                assert isinstance(value, int), (lang, name, example_id, path, value)
                words = f"{before} {count_words(value, lang, feminine)}".strip()
                shown = visible_text(site_pages(site)[(lang, name)].html)
                assert re.search(r"(?<!\w)" + re.escape(words) + r"(?!\w)", shown), (lang, name, path, words)
                checked += 1
            figures = page_figures(lang, name, rules)
            if not figures:
                continue
            html = site_pages(site)[(lang, name)].html
            for example_id, path, sign in figures:
                value = engine_value(example_id, path, rules)
                if value is None:
                    skipped += 1
                    continue
                if isinstance(value, list):
                    for pid in value:
                        assert player_name(pid, lang) in html, (lang, name, example_id, path, pid)
                elif isinstance(value, str):
                    assert player_name(value, lang) in html, (lang, name, example_id, path)
                else:
                    expected = written(value, lang, sign or path.startswith("net."))
                    pattern = r"(?<![0-9۰-۹٬,\u00a0])" + re.escape(expected) + r"(?![0-9۰-۹])"
                    assert re.search(pattern, html), (lang, name, example_id, path, expected)
                checked += 1
    return checked, skipped


# ----- interface text that follows the rules: stories, the rules page


STORY = re.compile(r'<div class="hand-story">(.*?)</div>', re.S)
STORY_MACRO = re.compile(r'story\(\s*"(\w+)"\s*\)')


def check_story_showdowns(site: Path, rules: RuleSet) -> int:
    """Every hand story's showdown follows the rule: with a player all-in, under ``tournament`` every hand is
    turned up; under ``cash`` the player the engine names first to show is said to show first."""
    checked = 0
    for lang in LANGS:
        for name in page_names():
            source = (ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8")
            told = STORY_MACRO.findall(shown_under(source, rules))
            stories = [visible_text(story) for story in STORY.findall(site_pages(site)[(lang, name)].html)]
            assert len(stories) == len(told), (lang, name)
            for example_id, story in zip(told, stories, strict=True):
                played = replay(_strip(example(example_id)), rules)
                assert played.showdown_order, (example_id, "a story told on a page ends in a showdown")
                pid = played.names[played.showdown_order[0]]
                first, gender = player_name(pid, lang), player_gender(pid)
                keys = ("showdown.first.aggressor", "showdown.first.button")
                # as visible_text writes the story: no-break spaces are spaces
                said = [" ".join(text(key, lang, gender=gender, name=first).split()) for key in keys]
                shows_first = any(sentence in story for sentence in said)
                turned_up = " ".join(text("showdown.turned_up", lang).split()) in story
                all_in = any(
                    step.all_in for step in played.steps if step.seat is not None and not played.folded[step.seat]
                )
                tournament = value_of(rules, "showdown") == "tournament"
                assert turned_up == (tournament and all_in), (lang, name, example_id)
                assert shows_first == (not turned_up), (lang, name, example_id)
                checked += 1
    return checked


def check_rules_page(site: Path, rules: RuleSet) -> None:
    """The rules page opens with the house rules: for each rule the TDA rules leave open, what these tables make
    of it; every rule the TDA rules settle that differs from theirs, named with this site's setting beside theirs
    (nothing, under the TDA rules). Its table gives every setting in words, its sources table every rule's
    sources (the configurable rules' for the setting in force)."""
    differ = tda_differences(rules)
    assert set(TDA_OPEN) == {"odd_chips", "raise_cap"}, TDA_OPEN
    for lang in LANGS:
        page = site_pages(site)[(lang, "rules")]
        opening = page.html[page.html.find("<h1") : page.html.find("<h2")]
        opening_text = visible_text(opening)
        for option in TDA_OPEN:
            assert visible_text(open_note(rules, option, lang)) in opening_text, (lang, option)
        if differ:
            assert plural("house.differs", len(differ), lang) in opening_text, lang
            items = [visible_text(item) for item in re.findall(r"<li>(.*?)</li>", opening, re.S)]
            assert len(items) == len(differ), (lang, items)
            for option, item in zip(differ, items, strict=True):
                assert text(f"rule.{option}.title", lang) in item, (lang, option, item)
                assert rule_setting(rules, option, lang) in item, (lang, option, item)
                assert rule_setting(TDA, option, lang) in item, (lang, option, item)
        else:
            assert text("house.same_as_tda", lang) in opening_text and "<li>" not in opening, lang
        [(_, table)] = page.labelled("rules")
        assert [row["setting"] for row in table.rows] == [rule_setting(rules, o, lang) for o in rule_options()], lang
        [(_, sources)] = page.labelled("sources")
        rows = sourced_rules(rules)
        assert len(sources.rows) == len(rows), lang
        for row, cells in zip(rows, sources.rows, strict=True):
            names = [visible_text(str(citation_html(c, lang))) for c in row.cites]
            assert all(name in cells["source"] for name in names), (lang, row.id, cells)
        for option in rule_options():
            assert rule_setting(rules, option, lang) in " ".join(r["rule"] for r in sources.rows), (lang, option)


def check_learner_text(site: Path) -> None:
    """No page shows a configuration word (option or value code names, ``rules``) or a code block."""
    for lang, name, page in pages(site):
        if name in FOR_PROGRAMMERS:
            continue
        found = CONFIG_WORDS.findall(article_text(page))
        assert not found, (lang, name, found)
        article = page.html[page.html.find("<article") : page.html.find("</article>")]
        assert "<pre" not in article, (lang, name, "a code block (an indented line?)")


# ----- the practice bank


def check_practice_bank(site: Path, config: Mapping[str, object]) -> int:
    """The published bank was made under the configured rules (the plugin's ``rules`` as written), and every answer is
    the engine's under them."""
    bank = json.loads((site / "assets" / "practice" / "bank.json").read_text(encoding="utf-8"))
    assert bank["rules"] == dict(config), (bank["rules"], config)
    rules = rules_of(config)
    run: dict[str, Callable[[Any, RuleSet], dict[str, Any]]] = {
        "settle": settle_json,
        "options": options_json,
        "play": play_json,
    }
    checked = 0
    for level in bank["levels"]:
        for question in level["questions"]:
            given = question["input"]
            kind = "settle" if question["kind"] == "spot" else question["kind"]  # a push to spot: a settle input
            if kind == "streets":  # each stop: the cut settle makes of the chips in then (cards read by no rule)
                names = tomllib.loads(given)["players"]
                stops = question["result"]["rounds"]
                output = {"rounds": [settle_json(round_input(names, stop), cut_rules(rules)) for stop in stops]}
            else:
                output = run[kind](given if kind == "settle" else tomllib.loads(given), rules)
            if question["kind"] == "spot":
                assert output == question["result"], question["id"]
                checked += 1
                continue
            for part in [question, *question.get("also", [])]:
                assert answer_at(output, part["ask"]) == part["answer"], (question["id"], part["ask"])
                checked += 1
    return checked
