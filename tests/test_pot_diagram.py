"""The pot diagram: the build's (macros/render/pot_diagram.py) and the browser's (docs/assets/js/pot_diagram.js) draw
the same tree from the same hand, the picture is a faithful cut of the engine's layers, and every pot table and hand
story on the built site shows its diagram.

The browser's copy runs under Node on settle.js's settleDetailed, with the texts the pages hand the widgets; all
cases go through one node process (tests/js/diagram_batch.js).
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from helpers.jsrun import node, profiles, rule_book
from helpers.settle_cases import python_answer, random_cases, vector_examples, with_ranks
from helpers.sitebuild import LANGS, built_site

from calculator import TDA, rules_from_json, settle
from calculator.json_input import hand_from_json
from macros.render.diagrams import words
from macros.render.markup import Element, element
from macros.render.pot_diagram import (
    BAR,
    MAX_STEPS,
    MIN_BAND,
    PLOT,
    POT_COLOURS,
    START,
    Picture,
    column_width,
    defs,
    diagram,
)
from macros.text.catalogue import widget_texts

ROOT = Path(__file__).resolve().parent.parent
BATCH = ROOT / "tests" / "js" / "diagram_batch.js"
CSS = ROOT / "docs" / "assets" / "css" / "diagrams.css"


def picture_of(case: dict[str, Any], names: list[str] | None = None) -> tuple[Picture, Any]:
    """A settle input as the build's diagram sees it: the engine's settlement, chips, antes and folds by seat."""
    hand = hand_from_json(json.loads(json.dumps(case["input"])))
    rules = rules_from_json(case["rules"]) if case.get("rules") is not None else TDA
    players = hand.players
    picture = Picture(
        tuple(names or [p.name for p in players]),
        tuple(p.contributed for p in players),
        tuple(p.dead for p in players),
        tuple(p.folded for p in players),
        settle(hand, rules),
    )
    return picture, rules


def browser_trees(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """What pot_diagram.js draws for each case (``{"input", "rules", "lang", "example", "steps"}``)."""
    job = {
        "rule_book": rule_book(),
        "profiles": profiles(),
        "texts": {lang: widget_texts(lang) for lang in LANGS},
        "cases": cases,
    }
    done = subprocess.run(
        [node(), str(BATCH)], input=json.dumps(job), capture_output=True, text=True, check=True, timeout=120
    )
    result: dict[str, Any] = json.loads(done.stdout)
    assert len(result["trees"]) == len(cases)
    return result


def build_tree(case: dict[str, Any]) -> list[Any]:
    picture, _ = picture_of(case)
    return diagram(picture, words(case["lang"]), case["example"], case["steps"]).to_json()


def hands() -> list[dict[str, Any]]:
    """The shared vectors (cards as ranks, as the browser needs) and random hands the Python engine settles:
    antes, folds, ties, up to ten players, zero and huge contributions."""
    settled = [
        {**case, "input": with_ranks(case["input"])}
        for case in random_cases(300, seed=11)
        if "ok" in python_answer(case)
    ]
    assert len(settled) > 100
    return [*vector_examples(), *settled]


# ---- the build and the browser draw the same picture ----


def test_the_browser_draws_the_same_tree_as_the_build() -> None:
    """The whole markup agrees: bands (seats, heights, the pot of each), labels, legend, steps, in every language."""
    cases = []
    for n, hand in enumerate(hands()):
        lang = LANGS[n % len(LANGS)]
        steps = f"pd{n}" if n % 4 else None
        cases.append({"input": hand["input"], "rules": hand.get("rules"), "lang": lang, "example": "x", "steps": steps})
    for lang in LANGS:  # every shared vector in every language, with its steps
        cases += [
            {"input": v["input"], "rules": v.get("rules"), "lang": lang, "example": v["id"], "steps": "pd1"}
            for v in vector_examples()
        ]
    drawn = browser_trees(cases)
    for case, tree in zip(cases, drawn["trees"], strict=True):
        assert tree == build_tree(case), (case, tree)
    assert drawn["defs"] == defs().to_json()


def test_the_comparison_can_fail() -> None:
    """A changed hand gives a different tree (the equality above compares something)."""
    case = {"input": vector_examples()[0]["input"], "rules": None, "lang": "en", "example": "x", "steps": "pd1"}
    other = json.loads(json.dumps(case))
    other["input"]["players"][0]["contributed"] += 1000
    assert build_tree(case) != build_tree(other)
    assert build_tree(case) != build_tree({**case, "lang": "fa"})


# ---- the picture is the engine's cut ----


def _rects(d: str) -> list[tuple[int, int, int, int]]:
    """The rectangles of a band path (``M x y h w v h h -w z`` each): x, top, width, height."""
    found = re.findall(r"M(-?\d+) (-?\d+)h(\d+)v(\d+)h-(\d+)z", d)
    assert "".join(f"M{x} {y}h{w}v{h}h-{w2}z" for x, y, w, h, w2 in found) == d, d
    return [(int(x), int(y), int(w), int(h)) for x, y, w, h, _ in found]


def svg_of(tree: list[Any]) -> list[Any]:
    """The picture itself (``svg[role=img]``) in a drawn tree."""
    if tree[0] == "svg":
        return tree
    inside = [child for child in tree[2:] if isinstance(child, list) and child[0] in ("figure", "span", "svg")]
    return next(svg_of(child) for child in inside if child[0] != "svg" or child[1].get("role") == "img")


def _bands(tree: list[Any]) -> Iterator[tuple[dict[str, str], list[tuple[int, int, int, int]]]]:
    """Every band path of a drawn tree (inside band groups too) with its attributes."""
    for part in svg_of(tree)[2:]:
        if isinstance(part, list) and "pd-b" in part[1].get("class", ""):
            paths = [part] if part[0] == "path" else [p for p in part[2:] if isinstance(p, list)]
            for path in paths:
                yield {**part[1], **path[1]}, _rects(path[1]["d"])


@pytest.mark.parametrize("lang", LANGS)
def test_each_column_is_the_players_chips_cut_at_the_layers(lang: str) -> None:
    """Each layer is one band per seat that paid into it, as tall as its chips (all columns on one scale), in the
    pattern of the pot the layer went to; a seat's bands stack without gap or overlap from the base line (the
    antes hang below it), the chips handed back on top; folded seats' bands crossed out; columns in seat order,
    mirrored on right-to-left pages."""
    for hand in hands():
        if _bets_over_a_short_ante(hand):
            continue
        picture, _ = picture_of(hand)
        settlement = picture.settlement
        tree = diagram(picture, words(lang), "x", "pd1").to_json()
        svg = svg_of(tree)
        width = int(svg[1]["width"])
        base_line = next(part[1]["d"] for part in svg[2:] if part[0] == "path" and part[1].get("class") == "pd-l")
        base = int(base_line.split()[1].split("H")[0])
        total = max(max([0, *picture.live]) + max([0, *picture.dead]), 1)
        stretched = "pd-note" in json.dumps(tree)  # the legend says "not to scale"
        cuts = len(picture.names) + 1  # a band is at most this many cuts, each rounded (or stretched) on its own
        small = [False]  # some amount is too small to draw to scale at MIN_BAND

        def fair(
            h: int,
            chips: int,
            cuts: int = cuts,
            total: int = total,
            stretched: bool = stretched,
            small: list[bool] = small,
        ) -> bool:
            """At least MIN_BAND tall, never shorter than its chips; to scale unless the picture says it is not."""
            exact = chips * PLOT / total
            small[0] = small[0] or exact < MIN_BAND - cuts
            return h >= MIN_BAND and h >= exact - cuts and (stretched or abs(h - exact) <= cuts)

        column = column_width(picture, words(lang))
        line_start = int(base_line[1:].split()[0])  # the base line starts 4 units before the first column
        start = (width - line_start if lang == "fa" else line_start) + 4  # START, or wider (level_room)
        assert start >= START and start + len(picture.names) * column <= width

        def seat_of(
            x: int, width: int = width, seats: int = len(picture.names), column: int = column, start: int = start
        ) -> int:
            left = width - x - BAR if lang == "fa" else x
            seat, offset = divmod(left - start, column)
            assert offset == (column - BAR) // 2 and 0 <= seat < seats
            return seat

        found = list(_bands(tree))
        layer_paths = [rects for attrs, rects in found if attrs["fill"].startswith("url(#pd-f")]
        pot_of = {k: p for p, pot in enumerate(settlement.pots) for k in pot.layers}
        assert [a["fill"] for a, _ in found if a["fill"].startswith("url(#pd-f")] == [
            f"url(#pd-f{pot_of[k] % len(POT_COLOURS)})" for k in range(len(settlement.layers))
        ]
        stacks: dict[int, list[tuple[int, int]]] = {}
        for layer, rects in zip(settlement.layers, layer_paths, strict=True):
            drawn = {seat_of(x): (top, h) for x, top, w, h in rects}
            assert all(w == BAR for _, _, w, _ in rects)
            for seat, paid in enumerate(layer.paid):
                assert (seat in drawn) == (paid > 0)  # every amount is drawn, however small
                if seat in drawn:
                    top, h = drawn[seat]
                    assert fair(h, paid), (layer, seat, h, stretched)
                    if layer.ceiling == 0:
                        assert top == base
                    else:
                        stacks.setdefault(seat, []).append((top, top + h))
        back = [rects for attrs, rects in found if attrs["fill"] == "url(#pd-r)"]
        returned = dict(settlement.returned)
        assert len(back) == (1 if returned else 0)  # drawn whenever there are chips handed back
        for x, top, _, h in back[0] if back else []:
            seat = seat_of(x)
            assert fair(h, returned[settlement.names[seat]]), (seat, h)
            stacks.setdefault(seat, []).append((top, top + h))
        assert stretched or not small[0]  # a picture with an amount drawn taller than its chips says so
        for seat, bands in stacks.items():
            bands.sort(reverse=True)  # bottom first
            assert bands[0][1] == base, (seat, bands)
            for lower, upper in pairwise(bands):
                assert upper[1] == lower[0], (seat, bands)  # no gap, no overlap
        crossed = {seat_of(x) for attrs, rects in found if attrs["fill"] == "url(#pd-x)" for x, *_ in rects}
        assert crossed <= {seat for seat, out in enumerate(picture.folded) if out}
        for seat in crossed:
            assert picture.folded[seat]


def _bets_over_a_short_ante(case: dict[str, Any]) -> bool:
    """True for a hand where a player bets without having posted the largest own ante (no table produces it:
    a short ante means an all-in). The live layers stand above the largest ante, so such a column has a gap."""
    players = hand_from_json(json.loads(json.dumps(case["input"]))).players
    top = max(p.ante for p in players)
    return any(p.ante < top and p.live > 0 for p in players)


def test_folded_players_and_antes_are_marked() -> None:
    """A folded player's bands carry the crossing pattern (in the pot, cannot win), the antes the dead-money marks."""
    vectors = {v["id"]: v for v in vector_examples()}
    picture, _ = picture_of(vectors["four_players_fold_and_split_side_pot"])
    tree = diagram(picture, words("en"), "x", "pd1").to_json()
    crossed = [rects for attrs, rects in _bands(tree) if attrs["fill"] == "url(#pd-x)"]
    assert len(crossed) == 1 and len(crossed[0]) == 1  # Ramses, folded after 300, in one layer
    picture, _ = picture_of(vectors["big_blind_ante_is_dead_money"])
    tree = diagram(picture, words("en"), "x", "pd1").to_json()
    dead = [rects for attrs, rects in _bands(tree) if attrs["fill"] == "url(#pd-d)"]
    assert len(dead) == 1 and dead[0]
    assert "antes" in json.dumps(tree).lower()


def test_steps_highlight_their_part_and_the_stylesheet_covers_them() -> None:
    """Each step's number is on the parts it highlights (layers, merges, hand-back, awards side pots first), and
    widgets CSS has a highlighting rule for every step a cut may have."""
    three = vector_examples()[0]
    picture, _ = picture_of(three)
    tree = diagram(picture, words("en"), "x", "pd1")
    html = tree.html()
    steps = re.findall(r'<label><input type="radio" name="pd1" value="(\d+)"(?: checked)?>([^<]*)</label>', html)
    assert [n for n, _ in steps] == [str(n) for n in range(len(steps))]
    said = [text for _, text in steps]
    assert said[0] == "The whole picture" and said[1].startswith("Layer 1, from 0 to 2,000: 6,000")
    assert said[3] == "\u2068Ramses\u2069 takes back 7,000 that nobody called"
    assert said[4].startswith("Side pot 1 (6,000)") and said[5].startswith("Main pot (6,000)")  # side pots first
    assert re.findall(r'data-s="([\d ]+)"', html) == ["1 5", "2 4", "3"]
    css = CSS.read_text(encoding="utf-8")
    covered = {int(n) for n in re.findall(r'\[value="(\d+)"\]:checked\) \.pd-b\[data-s~="\1"\]', css)}
    assert covered == set(range(1, MAX_STEPS + 1))


def test_markup_is_escaped() -> None:
    """A name is text, never markup, in the build's HTML too."""
    tree = element("svg", {"role": "img"}, element("title", {}, "<img src=x>"), element("text", {"x": 1}, "a&b"))
    assert tree.html() == '<svg role="img"><title>&lt;img src=x&gt;</title><text x="1">a&amp;b</text></svg>'
    assert Element("input", (("value", '"x"'), ("checked", ""))).html() == '<input value="&quot;x&quot;" checked>'


# ---- every example with a pot table shows its picture ----


class _Figures(HTMLParser):
    """The order of pot tables, stories and pot diagrams in a page's article."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "div" and a.get("data-table") == "pots":
            self.events.append(("table", a.get("data-example") or ""))
        elif tag == "div" and "hand-story" in classes:
            self.events.append(("story", ""))
        elif tag == "figure" and "pot-diagram" in classes:
            self.events.append(("figure", a.get("data-example") or ""))


@cache
def pages() -> list[tuple[str, str, str]]:
    result = built_site()
    assert result.returncode == 0, result.output
    found = []
    for lang in LANGS:
        for path in sorted((result.site / ("" if lang == "ru" else lang)).glob("*/index.html")):
            html = path.read_text(encoding="utf-8")
            if 'lang="' + lang + '"' in html[:300]:
                found.append((lang, path.parent.name, html))
    return found


def test_every_pot_table_and_story_has_its_diagram() -> None:
    """Right after each pot table its diagram with the step-by-step cut; in each story a diagram of its hand."""
    tables = 0
    for lang, name, html in pages():
        parser = _Figures()
        parser.feed(html)
        events = parser.events
        for i, (kind, example) in enumerate(events):
            if kind == "table":
                tables += 1
                assert events[i + 1] == ("figure", example), (lang, name, example)
            elif kind == "story":
                assert events[i + 1][0] == "figure", (lang, name)
        shown = [e for e in events if e[0] == "figure"]
        assert len(shown) == sum(1 for e in events if e[0] in ("table", "story")), (lang, name)
        cuts = re.findall(r'<div class="pd-cut">', html)
        assert len(cuts) == sum(1 for e in events if e[0] == "table"), (lang, name)
        assert ('<svg class="pd-defs"' in html) == bool(shown), (lang, name)
    assert tables >= 3 * 10


def test_diagrams_follow_the_contract_and_the_language() -> None:
    """figure.pot-diagram > span.pd-pic > svg[role=img] with its title first and the pots' key (aria-hidden) after it,
    the two scroll cues, then figcaption; Persian digits on Persian pages; radio names unique on each page."""
    figure = re.compile(
        r'<figure class="pot-diagram" data-example="[a-z0-9_]+">\s*<span class="pd-pic"><svg role="img" [^>]*>'
        r'<title>([^<]+)</title>(.*?)</svg><svg class="pd-key" aria-hidden="true" [^>]*>(.*?)</svg></span>\s*'
        r'<span class="pd-more" data-side="start" aria-hidden="true"></span>'
        r'<span class="pd-more" data-side="end" aria-hidden="true"></span>'
        r"\s*<figcaption>(.*?)</figcaption>\s*</figure>",
        re.DOTALL,
    )  # (Markdown lays a figure's blocks out on lines of their own)
    seen = 0
    for lang, name, html in pages():
        found = figure.findall(html)
        assert len(found) == html.count('<figure class="pot-diagram"'), (lang, name)
        for title, body, key, caption in found:
            texts = title + "".join(re.findall(r">([^<]+)<", body + key)) + re.sub(r"<[^>]+>", "", caption)
            digits = set(re.findall(r"\d", texts))
            assert digits <= set("۰۱۲۳۴۵۶۷۸۹") if lang == "fa" else digits <= set("0123456789"), (lang, name, digits)
            seen += 1
        radios = re.findall(r'<input type="radio" name="(pd\d+)" value="0"', html)
        assert len(radios) == len(set(radios)), (lang, name)
    assert seen >= 30


def test_persian_and_english_pictures_mirror_each_other() -> None:
    """The first seat's column is on the left in English and on the right in Persian."""
    three = vector_examples()[0]
    picture, _ = picture_of(three)
    for lang, first_is_left in (("en", True), ("fa", False)):
        tree = diagram(picture, words(lang), "x", None).to_json()
        names = next(g for g in svg_of(tree)[2:] if isinstance(g, list) and g[1].get("class") == "pd-n")
        xs = [int(text[1]["x"]) for text in names[2:]]
        assert (xs == sorted(xs)) == first_is_left and len(set(xs)) == len(xs)


def test_the_legend_lists_names_as_the_language_does() -> None:
    """Who can win each pot, the chips handed back and the folds are lists the language writes ("A, B, and C";
    Persian «الف، ب و ج»), not names strung on commas (native review F13-20: «مدعیان: نفرتاری، مینا، داریوش»)."""
    case = {
        "players": [
            {"name": "Nefertari", "contributed": 100, "rank": 1},
            {"name": "Mina", "contributed": 500, "rank": 2},
            {"name": "Darius", "contributed": 500, "rank": 3},
            {"name": "Kian", "contributed": 900, "rank": 4},
            {"name": "Omid", "contributed": 50, "folded": True},
            {"name": "Tiya", "contributed": 50, "folded": True},
        ]
    }
    picture, _ = picture_of({"input": case})
    for lang, three, two in (
        ("fa", "Nefertari، Mina، Darius و Kian", "Omid و Tiya"),
        ("en", "Nefertari, Mina, Darius, and Kian", "Omid and Tiya"),
        ("ru", "Nefertari, Mina, Darius и Kian", "Omid и Tiya"),
    ):
        drawn = re.sub(r"<[^>]+>", "", diagram(picture, words(lang), "x", None).html())
        legend = re.sub("[\u2066-\u2069]", "", drawn)
        assert three in legend and two in legend, (lang, legend)
