"""An all-in drawn in chips (macros/render/chips.py, the ``chips`` and ``chips_count`` page macros, ``[_chips]`` in
example files): stacks of twenty of one value, the biggest value first; the picture worth exactly what the engine has
the player put in, or the build stops; a file's chips checked as it is read."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calculator import TDA
from macros.examples.files import ExampleError, load_example
from macros.facts.context import MacroContext
from macros.facts.figures import facts_of
from macros.plugin.pages import MACROS
from macros.render.chips import (
    CHIP_COLOURS,
    SLICE,
    STACK,
    TOP,
    ChipError,
    Stack,
    chips_svg,
    count_html,
    stacks_of,
    worth,
)

HAND = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [200, 400, 0]
min_bet = 400
starting_stacks = [5000, 9000, 2300]
players = ["omid", "bijan", "darius"]
actions = ["d dh p1 ????", "d dh p2 QcQh", "d dh p3 AsAh", "p3 cbr 2300", "p1 f", "p2 cc",
  "d db 9c7d2s", "d db 4h", "d db Jc", "p2 sm QcQh", "p3 sm AsAh"]

[_claims]
"input.contributed.darius" = 2300
"""

values = st.sampled_from(sorted(CHIP_COLOURS))
chip_sets = st.dictionaries(values, st.integers(1, 200), min_size=1)


@given(chip_sets)
def test_each_value_is_stacked_in_twenties_biggest_first_and_no_chip_is_lost(chips: dict[int, int]) -> None:
    stacks = stacks_of(chips)
    assert [s.value for s in stacks] == sorted((s.value for s in stacks), reverse=True)
    for value, count in chips.items():
        mine = [s.chips for s in stacks if s.value == value]
        assert sum(mine) == count
        assert mine == [STACK] * (count // STACK) + ([count % STACK] if count % STACK else [])
    assert sum(s.value * s.chips for s in stacks) == worth(chips)


def test_a_value_without_a_colour_is_refused() -> None:
    with pytest.raises(ChipError, match="no chip of 250"):
        stacks_of({250: 3})


def test_each_stack_is_drawn_as_tall_as_its_chips_over_its_own_value() -> None:
    stacks = (Stack(1000, 7), Stack(100, 20), Stack(100, 3))
    svg = chips_svg(stacks, "fa", "label").html()
    groups = re.findall(r'<g class="chip-stack" data-value="(\d+)" data-chips="(\d+)"><rect [^>]*height="(\d+)"', svg)
    assert [(int(v), int(c)) for v, c, _ in groups] == [(s.value, s.chips) for s in stacks]
    assert [int(h) for _, _, h in groups] == [s.chips * SLICE + TOP for s in stacks]  # and half the top face
    labels = re.findall(r'<text class="chip-value" data-value="(\d+)"[^>]*>([^<]*)</text>', svg)
    assert labels == [("1000", "۱٬۰۰۰"), ("100", "۱۰۰")]  # one label a value, in the page's digits


def test_every_chips_edge_shows_below_the_top_face() -> None:
    """The top face stands above the top chip: each stack shows as many edges (bands between lines) as it has chips,
    so a learner who counts edges counts the chips (dealer review D30-2: the face hid the top chip's edge)."""
    svg = chips_svg((Stack(500, 11),), "en", "label").html()
    face = re.search(r'<ellipse cx="\d+" cy="(\d+)" rx="\d+" ry="(\d+)"', svg)
    assert face is not None
    lines = re.search(r'<path d="([^"]*)" stroke=', svg)
    assert lines is not None
    between = sorted(int(y) for y in re.findall(r"M\d+ (\d+)h", lines.group(1)))
    body = re.search(r'<rect x="\d+" y="\d+" width="\d+" height="(\d+)"', svg)
    assert body is not None
    base = int(face.group(1)) + int(body.group(1))
    edges = [int(face.group(1)) + int(face.group(2)), *between, base]  # the face's lowest point, the lines, the base
    assert len(edges) - 1 == 11 and all(b - a == SLICE for a, b in itertools.pairwise(edges))


def test_the_count_is_one_left_to_right_isolate_in_the_pages_digits_biggest_value_first() -> None:
    assert count_html({100: 23, 1000: 3}, "en") == '<bdi dir="ltr">3 × 1,000 + 23 × 100</bdi>'
    assert count_html({100: 23, 1000: 3}, "fa") == '<bdi dir="ltr">۳ × ۱٬۰۰۰ + ۲۳ × ۱۰۰</bdi>'


def with_chips(chips: str) -> str:
    """The hand's file with ``chips`` (TOML) before its claims."""
    return HAND.replace("[_claims]", chips.strip() + "\n\n[_claims]")


def context_for(tmp_path: Path, chips: str, lang: str = "ru") -> MacroContext:
    path = tmp_path / "count.toml"
    path.write_text(with_chips(chips), encoding="utf-8")
    facts = facts_of(load_example(path), TDA)
    page = SimpleNamespace(file=SimpleNamespace(locale=lang, src_uri=f"{lang}/dealers.md"))
    env = SimpleNamespace(page=page, conf={"theme": {"language": "ru"}})
    return MacroContext(env, TDA, {"count": facts})  # type: ignore[arg-type]


def test_the_picture_is_worth_what_the_engine_has_the_player_put_in(tmp_path: Path) -> None:
    context = context_for(tmp_path, "\n[_chips.darius]\n100 = 23\n")
    html = MACROS["chips"](context, "count", "darius")
    assert re.findall(r'data-chips="(\d+)"', html) == ["20", "3"]
    assert "Дариуша" in html  # the caption's name in the genitive: «Олл-ин Дариуша в фишках»
    assert MACROS["chips_count"](context, "count", "darius") == '<bdi dir="ltr">23 × 100</bdi>'


@pytest.mark.parametrize(
    ("chips", "problem"),
    [
        ("\n[_chips.darius]\n100 = 22\n", "worth 2200, but the engine has him put in 2300"),
        ("\n[_chips.bijan]\n100 = 23\n", "the file does not list: add \\[_chips.darius\\]"),
    ],
)
def test_chips_that_do_not_match_the_engine_stop_the_build(tmp_path: Path, chips: str, problem: str) -> None:
    context = context_for(tmp_path, chips)
    with pytest.raises(ExampleError, match=problem):
        MACROS["chips"](context, "count", "darius")


@pytest.mark.parametrize(
    ("chips", "problem"),
    [
        ('\n_chips = "many"\n', "must be a table of players"),
        ("\n[_chips.zed]\n100 = 1\n", "'zed' is not one of the players"),
        ("\n[_chips.darius]\n", "must be a table such as 100 = 20"),
        ("\n[_chips.darius]\n1e3 = 2\n", "a chip value is a whole number"),
        ("\n[_chips.darius]\n0 = 2\n", "a chip value is a whole number"),
        ("\n[_chips.darius]\n100 = 0\n", "the count of 100 chips must be 1 to 200"),
        ("\n[_chips.darius]\n100 = true\n", "the count of 100 chips must be 1 to 200"),
    ],
)
def test_a_files_chips_are_checked_as_it_is_read(tmp_path: Path, chips: str, problem: str) -> None:
    path = tmp_path / "count.toml"
    path.write_text(with_chips(chips), encoding="utf-8")
    with pytest.raises(ExampleError, match=f"count.toml: .*{problem}"):
        load_example(path)


def test_a_chip_and_a_full_stack_are_named_from_the_chips_drawn(tmp_path: Path) -> None:
    """The pages name chips (``chip(25)``) and full stacks (``full_stack(100)``, twenty chips) through macros that
    know the chips the site draws: a value it does not draw stops the build instead of being typed by hand."""
    context = context_for(tmp_path, "\n[_chips.darius]\n100 = 23\n", lang="fa")
    assert MACROS["chip"](context, 25) == "۲۵"
    assert MACROS["full_stack"](context, 100) == "۲٬۰۰۰"
    assert MACROS["full_stack"](context, 1000) == "۲۰٬۰۰۰"
    for value in (250, 0, True):
        with pytest.raises(ChipError, match="no chip of"):
            MACROS["chip"](context, value)
