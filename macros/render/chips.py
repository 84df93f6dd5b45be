"""A player's chips drawn as a dealer sees them on the felt: stacks of twenty chips of one value, each value in
its usual colour, the biggest value first, a short stack after each value's full ones.

A static SVG written at build time (no picture from elsewhere). It draws the chips an example file lists
(``[_chips.<player>]``); the page macro checks first that they add up to what the engine has the player put in, so
the picture cannot show another amount than the lesson's figures. No pot arithmetic here: the chips' worth (each
value times its count) is what the page compares with the engine, and a value's stacks are its count cut into
twenties. Markup (CONTRACTS.md, "Built pages")::

    <figure class="allin-chips" data-example="ID" data-player="ID"><span class="allin-chips-pic"><svg role="img"
    aria-label="…" viewBox="…">
    <g class="chip-stack" data-value="1000" data-chips="7">…</g>…<text class="chip-value" data-value="1000">…</text>…
    </svg></span><figcaption>…</figcaption></figure>

Each value's stacks stand over a label with the value in the page's digits; the picture's accessible name lists
the stacks in words, so a reader who cannot see the colours counts from the same stacks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from macros.render.markup import Element, element
from macros.text.catalogue import plural, text
from macros.text.numbers import format_chips, local_digits

Attrs = dict[str, str | int | None]
"""An element's attributes as :func:`element` takes them."""

STACK = 20
"""Chips in a full stack: the stacks of twenty of one value that the TDA rules recommend and card rooms keep."""


@dataclass(frozen=True, slots=True)
class ChipColour:
    """How a chip of one value looks from the side: its body and the spots on its edge."""

    body: str
    spots: str


CHIP_COLOURS: Mapping[int, ChipColour] = {
    1: ChipColour("#f4f4f0", "#1f5fbf"),
    5: ChipColour("#c62828", "#ffffff"),
    25: ChipColour("#2e7d32", "#ffffff"),
    100: ChipColour("#1c1c1c", "#ffffff"),
    500: ChipColour("#6a1b9a", "#ffffff"),
    1000: ChipColour("#f9c80e", "#1c1c1c"),
    5000: ChipColour("#ef6c00", "#ffffff"),
}
"""The colours many card rooms give each value (rooms differ: the lesson says to read the chip's face)."""

OUTLINE = "#757575"
"""The line round each chip: grey, seen on a light page and a dark one alike."""

WIDTH = 34
"""A chip's width seen from the side (user units)."""
SLICE = 5
"""A chip's thickness."""
TOP = 3
"""Half the height of the top face, an ellipse drawn above the top chip's edge."""
GAP = 7
"""The space between two stacks of one value."""
GROUP_GAP = 18
"""The space between two values' stacks."""
LABEL = 18
"""The room under the stacks for each value's label."""
SPOTS = (5, 15, 25)
"""Where the edge spots of a chip start, from its left side."""
SPOT = 4
"""An edge spot's width."""
SCALE = 1.6
"""How much bigger than its user units the picture is shown (its ``width`` and ``height``; a narrow screen shrinks
it to fit, ``site.css``)."""


class ChipError(ValueError):
    """Chips a lesson asks to draw that the picture cannot show (a value without a colour)."""


@dataclass(frozen=True, slots=True)
class Stack:
    """One stack on the felt: the chips' value and how many chips it holds (at most :data:`STACK`)."""

    value: int
    chips: int


def chip_value(value: int) -> int:
    """``value``, checked to be a chip the site draws (a value of :data:`CHIP_COLOURS`): the pages name chips by it."""
    if isinstance(value, bool) or value not in CHIP_COLOURS:
        known = ", ".join(str(v) for v in CHIP_COLOURS)
        raise ChipError(f"no chip of {value!r} (the chips drawn are worth {known})")
    return value


def full_stack(value: int) -> int:
    """What a full stack of chips of ``value`` is worth: :data:`STACK` of them."""
    return STACK * chip_value(value)


def worth(chips: Mapping[int, int]) -> int:
    """What ``chips`` (value -> count) are worth: the total a dealer announces."""
    return sum(value * count for value, count in chips.items())


def stacks_of(chips: Mapping[int, int]) -> tuple[Stack, ...]:
    """The stacks a dealer makes of ``chips`` (value -> count): the biggest value first, each value in stacks of
    twenty and its short stack last."""
    stacks: list[Stack] = []
    for value in sorted(map(chip_value, chips), reverse=True):
        full, short = divmod(chips[value], STACK)
        stacks += [Stack(value, STACK)] * full + ([Stack(value, short)] if short else [])
    return tuple(stacks)


def _stack(stack: Stack, x: int, base: int) -> Element:
    """One stack, a group of shapes (its value and chips in ``data-value`` and ``data-chips``): the top face, an
    ellipse standing above the top chip so that every chip's edge shows, one band per chip down to ``base``; the
    bodies as one block, the edge spots, the lines between chips."""
    colour = CHIP_COLOURS[stack.value]
    top = base - stack.chips * SLICE
    face = top - TOP
    lines = " ".join(f"M{x} {base - n * SLICE}h{WIDTH}" for n in range(1, stack.chips))
    spots = " ".join(
        f"M{x + at} {top + n * SLICE + 1}h{SPOT}v{SLICE - 2}h-{SPOT}z" for n in range(stack.chips) for at in SPOTS
    )
    body: Attrs = {"x": x, "y": face, "width": WIDTH, "height": base - face}
    face_attrs: Attrs = {"cx": x + WIDTH // 2, "cy": face, "rx": WIDTH // 2, "ry": TOP}
    inlay: Attrs = {**face_attrs, "rx": WIDTH // 2 - 6, "ry": TOP - 1, "fill": "none", "stroke": colour.spots}
    shapes = [
        element("rect", {**body, "fill": colour.body}),
        element("path", {"d": spots, "fill": colour.spots}),
        element("path", {"d": lines, "stroke": OUTLINE, "fill": "none"}) if lines else None,
        element("rect", {**body, "fill": "none", "stroke": OUTLINE}),
        element("ellipse", {**face_attrs, "fill": colour.body, "stroke": OUTLINE}),
        element("ellipse", inlay),
    ]
    attrs: Attrs = {"class": "chip-stack", "data-value": stack.value, "data-chips": stack.chips}
    return element("g", attrs, *shapes)


def chips_svg(stacks: tuple[Stack, ...], lang: str, label: str) -> Element:
    """The picture of ``stacks`` (left to right, as :func:`stacks_of` orders them), each value labelled under its
    stacks in ``lang``'s digits; ``label``: its accessible name."""
    height = STACK * SLICE + 2 * TOP + 2
    base = height
    x, shapes, labels = 1, [], []
    for n, stack in enumerate(stacks):
        first = n == 0 or stacks[n - 1].value != stack.value
        x += (GROUP_GAP if first else GAP) if n else 0
        if first:
            start = x
        shapes.append(_stack(stack, x, base))
        x += WIDTH
        if n == len(stacks) - 1 or stacks[n + 1].value != stack.value:
            labels.append(
                element(
                    "text",
                    {  # a value's label, centred under its stacks
                        "class": "chip-value",
                        "data-value": stack.value,
                        "x": (start + x) // 2,
                        "y": base + LABEL - 4,
                        "text-anchor": "middle",
                    },
                    format_chips(stack.value, lang),
                )
            )
    width = x + 1
    attrs: Attrs = {
        "role": "img",
        "aria-label": label,
        "viewBox": f"0 0 {width} {height + LABEL}",
        "width": round(width * SCALE),
        "height": round((height + LABEL) * SCALE),
    }
    return element("svg", attrs, *shapes, *labels)


def chips_html(chips: Mapping[int, int], example: str, player: str, lang: str, name: str) -> str:
    """The figure of a player's ``chips`` pushed forward all-in (``name``: the player's name as the caption
    writes it, in Russian the genitive): the stacks' picture and its caption. The picture is left out of the site's
    search (Material's ``data-search-exclude``, taken off the page once read): its value labels ran together in the
    index ("1 0005001 00"), as the pot diagrams' did; the caption stays searchable."""
    stacks = stacks_of(chips)
    label = text("chips.label", lang, name=name, stacks=stacks_words(stacks, lang))
    caption = element("figcaption", {}, text("chips.caption", lang, name=name))
    picture = element(
        "span", {"class": "allin-chips-pic", "data-search-exclude": "picture"}, chips_svg(stacks, lang, label)
    )
    figure = element(
        "figure", {"class": "allin-chips", "data-example": example, "data-player": player}, picture, caption
    )
    return figure.html()


def count_html(chips: Mapping[int, int], lang: str) -> str:
    """How a dealer counts ``chips``, the biggest value first, as one left-to-right isolate in ``lang``'s digits:
    ``7 × 1,000 + 11 × 500 + 20 × 100`` (the page writes the total beside it, the quiz's answer)."""
    terms = " + ".join(
        f"{local_digits(str(chips[value]), lang)} × {format_chips(value, lang)}"
        for value in sorted(chips, reverse=True)
    )
    return f'<bdi dir="ltr">{terms}</bdi>'


def stacks_words(stacks: tuple[Stack, ...], lang: str) -> str:
    """The stacks in words, for the picture's accessible name: "20 chips of 100; 3 chips of 100; …"."""
    each = (
        plural("chips.stack", s.chips, lang, count=local_digits(str(s.chips), lang), value=format_chips(s.value, lang))
        for s in stacks
    )
    return text("chips.stacks_joiner", lang).join(each)
