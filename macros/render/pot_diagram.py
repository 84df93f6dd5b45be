"""The pot diagram: each player's chips as a column, cut into the dealer's layers and coloured by pot.

Drawn from the engine's own settlement (its raw layers, and for each pot the layers it is made of); nothing
here adds up or splits chips. One column per player in seat order (the button, last, marked), as tall as the
chips the player put in: the live chips above the base line, cut into bands at every layer, each band in its
pot's colour and pattern; the uncalled chips on top, hatched and marked as handed back; dead money (antes)
below the line; a folded player's bands crossed out (in the pot, but he cannot win it), and so are those of a
player who mucked at the showdown (a played hand's muck concedes). The legend names
each pot, its amount and who can win it; the step-by-step cut lists the dealer's steps (layers, merges, the
hand-back, the awards, side pots first), each a radio button that highlights its part of the picture through
CSS alone (``widgets.css``), so it works without JavaScript.

The browser draws the same tree from ``settle.js``'s layers with ``docs/assets/js/pot_diagram.js``, a line-by-line
copy of this module; ``tests/test_pot_diagram.py`` checks that both give the same tree on the shared vectors.
Markup (CONTRACTS.md, "Built pages")::

    <div class="pd-cut"><figure class="pot-diagram" data-example="ID"><span class="pd-pic"><svg role="img" …>
    <title>…</title>…</svg><svg class="pd-key" aria-hidden="true" …>…</svg></span><span class="pd-more"
    data-side="start" aria-hidden="true"></span><span class="pd-more" data-side="end" …></span>
    <figcaption>…</figcaption></figure><fieldset class="pd-steps">…</fieldset></div>

The pots' key (each pot's pattern and short name, level with its bands) is a picture of its own beside the chart,
on the start side (``diagrams.css``): on a phone (below 30em) it gives way and the legend under the chart, each
item led by its pattern, names the pots, so the columns have the whole width. Columns narrow with the seat count
(``column_cap``) so that up to six seats fit a 300 px column at 12 px text; what still does not fit scrolls inside
``.pd-pic``, which ``site.js`` makes focusable and marks with a cue on the side that has more.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from calculator import Settlement
from macros.render.markup import Element, element

COLUMN = 64
"""The widest a player's column is (user units), the bar and the gap beside it; a column is as wide as its
widest label needs (``column_width``), at least NARROW, so four short names fit a phone."""
NARROW = 48
NARROWEST = 46
"""The least a column narrows to when there are many seats (``column_cap``): the bar and a gap of 6."""
BAR = 40
PHONE = 325
"""The chart's width (user units) that a phone's 300 px column shows with its text at 12 px (300 × FONT /
MIN_TEXT): columns narrow with the seat count until the chart fits it (issue 27: five and six seats were cut off
on a 360 px phone)."""
TAGS = 96
"""The width of the pots' key (``diagram.tag_*`` with each pot's pattern; the legend names them in full), a
picture of its own on the chart's start side (sticky, so in sight while a wide chart scrolls); below 30em it is
hidden and the legend's patterns take its place (diagrams.css)."""
AXIS = 50
"""Room on the chart's start side for the chip levels (and the antes' name beside their strip)."""
START = AXIS
"""Where the first column starts (at least: ``level_room`` makes room for wider chip levels); the last one ends
the picture."""
TOP = 20
PLOT = 180
"""Height of the tallest column (live chips and dead money together) when every band is drawn to scale."""
LINE = 16
"""Distance between two lines of text: the text is 13 units (diagrams.css), its box about 15."""
LINE_RTL = 21
"""The same on right-to-left pages: Persian text (Vazirmatn) stands in a box of 1.6 times its size, about 20."""
MIN_BAND = LINE
"""The least height (on right-to-left pages LINE_RTL) of every cut of a column (a layer, a folded player's part
of one, the chips handed back, an ante): a line of text, so a small pot or layer shows and the chip levels
beside the cuts never collide (issue 17: a side pot of 400 over 20,000 stacks had no band; Omid's folded 100
was a hairline). A picture with a cut drawn taller than its chips says it is not to scale
(``diagram.not_to_scale``)."""
FONT = 13
"""The diagram's text size in user units (diagrams.css); the picture is never drawn smaller than MIN_TEXT / FONT
of its own size (a wider one scrolls sideways inside its figure)."""
MIN_TEXT = 12
"""The least size of the diagram's text as drawn, in CSS pixels (issue 17: 6.8–10 px on a 360 px phone)."""
NAME_LENGTH = 12
"""Longer names are cut short (with an ellipsis) under the columns; the legend and title give them whole. Under
columns narrowed for many seats, a name longer than its column has room for (``name_letters``) is not cut: the
names take two lines, every other one a line lower (``staggered``), each with two columns' room (fa round 2,
minor 13: «نفرتا…» under five seats)."""
MAX_STEPS = 24
"""The step-by-step cut highlights at most this many steps (widgets.css lists one rule for each): a hand of the
calculator's ten players needs at most 1 (antes) + 10 (layers) + 11 (merges and awards) + 1 (hand-back)."""

POT_PATTERNS = 6
"""Pots are told apart by colour and pattern; the seventh pot takes the first again."""
POT_COLOURS = ("#0072b2", "#cc7700", "#9911ee", "#990011", "#888866", "#773355")
"""At least 3:1 against white, and apart from one another with each kind of colour-blind vision."""
POT_MARKS = (
    "",
    "M0 8L8 0M-1 1L1-1M7 9L9 7",
    "dots",
    "M0 4H8",
    "M4 0V8",
    "M0 0L8 8M-1 7L1 9M7-1L9 1",
)
"""Each pot's white marks over its colour: none, rising lines, dots, level lines, upright lines, falling lines."""
RETURNED_COLOUR = "#767676"
SIDES = ("start", "end")
"""The scroll cues over the picture's two edges (``span.pd-more``): shown by ``site.js`` on a side where a picture
too wide for its column has more to scroll to (``figure[data-more]``)."""
ISOLATE, END_ISOLATE = "\u2068", "\u2069"


def isolate(name: str) -> str:
    """A name as an isolated run of bidirectional text (FSI … PDI), as the widgets write names."""
    return ISOLATE + name + END_ISOLATE


@dataclass(frozen=True, slots=True)
class Words:
    """The interface text of one language: a catalogue message with its fields filled in, a number written
    as the language writes chip counts (layers and side pots are numbered with it too), the direction."""

    text: Callable[..., str]
    chips: Callable[[int], str]
    rtl: bool
    join: Callable[[list[str]], str]
    """Words joined as the language joins a list ("A, B and C"; Persian «الف، ب و ج»)."""


@dataclass(frozen=True, slots=True)
class Picture:
    """What one pot diagram shows: each seat's name as shown, chips put in, dead money and fold (seat order),
    and the engine's settlement of the hand."""

    names: tuple[str, ...]
    contributed: tuple[int, ...]
    dead: tuple[int, ...]
    folded: tuple[bool, ...]
    settlement: Settlement
    mucked: tuple[bool, ...] = ()
    """Who mucked at the showdown, conceding (a played hand's; empty: nobody). Crossed out like a fold."""

    def out(self, seat: int) -> bool:
        """Whether the seat cannot win: it folded, or mucked at the showdown."""
        return self.folded[seat] or (bool(self.mucked) and self.mucked[seat])

    @property
    def live(self) -> list[int]:
        """Each seat's live chips (put in, less dead money): the column above the base line."""
        return [c - d for c, d in zip(self.contributed, self.dead, strict=True)]


@dataclass(frozen=True, slots=True)
class _Pot:
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    layers: tuple[int, ...]


def _pots(settlement: Settlement) -> list[_Pot]:
    """The engine's pots with seats in place of names, as ``settle.js`` gives them."""
    seat = {name: i for i, name in enumerate(settlement.names)}
    return [
        _Pot(
            pot.amount,
            tuple(seat[name] for name in pot.eligible),
            tuple(seat[name] for name in pot.winners),
            tuple(share for _, share in pot.shares),
            pot.layers,
        )
        for pot in settlement.pots
    ]


def _returned(settlement: Settlement) -> list[int]:
    back = dict(settlement.returned)
    return [back.get(name, 0) for name in settlement.names]


def pot_tag(words: Words, index: int, count: int) -> str:
    """A pot's short name beside its bands: ``Main``, ``Side 1``; ``Pot`` when there is one."""
    if count == 1:
        return words.text("diagram.tag_only")
    return words.text("diagram.tag_main") if index == 0 else words.text("diagram.tag_side", n=words.chips(index))


POT_NAMES = {
    "": ("pot.only", "pot.main", "pot.side"),
    ".prose": ("pot.only.prose", "pot.main.prose", "pot.side.prose"),
    ".in": ("pot.only.in", "pot.main.in", "pot.side.in"),
}
"""A pot's name by form: as a heading, in a sentence, after "in"."""


def pot_label(words: Words, index: int, count: int, form: str = "") -> str:
    """A pot's name: ``Main pot``, ``Side pot 1``; just the pot when there is one (``form``: ``.prose`` in a
    sentence, ``.in`` after "in", as the catalogue's ``pot.*`` keys have it)."""
    only, main, side = POT_NAMES[form]
    if count == 1:
        return words.text(only)
    return words.text(main) if index == 0 else words.text(side, n=words.chips(index))


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def column_cap(seats: int) -> int:
    """The widest a column may be with this many seats: COLUMN, or narrower (down to NARROWEST, even) so that the
    chart fits PHONE."""
    room = (PHONE - AXIS) // max(seats, 1)
    return min(COLUMN, max(NARROWEST, room - room % 2))


def name_letters(column: int) -> int:
    """How many letters of a name fit under a column (8 units a bold letter): NAME_LENGTH under a full column."""
    return NAME_LENGTH if column >= COLUMN else max(3, (column - 2) // 8)


def staggered(names: Sequence[str], column: int) -> bool:
    """Whether the names under columns this wide take two lines: some name has more letters than one column has
    room for."""
    return any(len(name) > name_letters(column) for name in names)


def shown_name(name: str, names: Sequence[str], column: int) -> str:
    """A name as written under its column: whole, or cut short when even two columns have no room for it."""
    return _short(name, name_letters(2 * column if staggered(names, column) else column))


def _short(name: str, letters: int = NAME_LENGTH) -> str:
    return name if len(name) <= letters else name[: letters - 1] + "…"


def _marks(picture: Picture, words: Words, seat: int) -> list[str]:
    """The marks under a seat's column, each on a line of its own (issue 27: "folded · D" on one line ran past a
    narrow last column, out of the picture): folded or mucked, the button."""
    tags = [words.text("diagram.folded_mark")] if picture.folded[seat] else []
    if not picture.folded[seat] and picture.out(seat):
        tags.append(words.text("diagram.mucked_mark"))
    if seat == len(picture.names) - 1:
        tags.append(words.text("calc.button_mark"))
    return tags


def column_width(picture: Picture, words: Words) -> int:
    """The columns' width: room for the widest label under or over a column (a name 8 units a letter in bold,
    the rest 7), with a gap, between NARROW and the seat count's ``column_cap``, even (so half of it is a whole
    unit)."""
    cap = column_cap(len(picture.names))
    wide = [] if staggered(picture.names, cap) else [8 * len(_short(name, name_letters(cap))) for name in picture.names]
    wide += [7 * len(words.chips(chips)) for chips in picture.contributed]
    wide += [7 * len(tag) for seat in range(len(picture.names)) for tag in _marks(picture, words, seat)]
    if any(_returned(picture.settlement)):
        wide.append(7 * len(words.text("diagram.back_mark")))
    width = max(min(NARROW, cap), min(cap, max(wide) + 8))
    return width + width % 2


def _cut(chips: int, total: int) -> int:
    """The height of a cut of ``chips`` (``total`` chips make PLOT units), rounded: the same floating-point steps
    as ``pot_diagram.js``, so both round alike."""
    return math.floor(float(chips) * PLOT / float(total) + 0.5)


def _heights(points: set[int], total: int, least: int) -> tuple[dict[int, int], bool]:
    """Each chip level's height above 0: the cuts between neighbouring levels to scale but at least MIN_BAND
    tall (``least``: a line); and whether any cut was drawn taller than its chips."""
    heights, height, below, stretched = {0: 0}, 0, 0, False
    for chips in sorted(points):
        if chips <= 0:
            continue
        cut = _cut(chips - below, total)
        stretched = stretched or cut < least
        height += max(cut, least)
        heights[chips] = height
        below = chips
    return heights, stretched


@dataclass(frozen=True, slots=True)
class _Steps:
    """The dealer's steps in words, and for each part of the picture (a layer, the hand-back) the steps that
    highlight it."""

    texts: tuple[str, ...]
    layer_steps: tuple[tuple[int, ...], ...]
    back_steps: tuple[int, ...]


def _steps(picture: Picture, words: Words) -> _Steps:
    """Layers bottom-up (antes first), the merges, the hand-back, the awards side pots first."""
    settlement = picture.settlement
    names = [isolate(name) for name in picture.names]
    sep = words.text("list.separator")
    pots = _pots(settlement)
    texts: list[str] = []
    layer_steps: list[list[int]] = [[] for _ in settlement.layers]
    back_steps: list[int] = []
    numbers: list[int] = []  # each layer's number as the steps call it: the antes 0, the live layers from 1
    for k, layer in enumerate(settlement.layers):
        if layer.ceiling == 0:
            into = pot_label(words, 0, len(pots), ".prose")  # dead money goes whole into the first pot
            texts.append(words.text("diagram.step_dead", amount=words.chips(layer.amount), pot=into))
            numbers.append(0)
        else:
            numbers.append(max([0, *numbers]) + 1)
            texts.append(
                words.text(
                    "diagram.step_layer",
                    n=words.chips(numbers[-1]),
                    floor=words.chips(layer.floor),
                    ceiling=words.chips(layer.ceiling),
                    amount=words.chips(layer.amount),
                )
            )
        layer_steps[k].append(len(texts))
    for p, pot in enumerate(pots):
        if len(pot.layers) > 1:
            live = [numbers[k] for k in pot.layers if numbers[k]]
            if len(live) == 1:
                span = words.text("diagram.layer", n=words.chips(live[0]))
            else:
                pair = "diagram.layer_pair" if len(live) == 2 else "diagram.layers"
                span = words.text(pair, n=words.chips(live[0]), m=words.chips(live[-1]))
            if numbers[pot.layers[0]] == 0:
                span = words.text("diagram.antes_and", layers=span)
            said = words.text(
                "diagram.step_merge_only" if len(pots) == 1 else "diagram.step_merge",
                layers=span,
                pot=pot_label(words, p, len(pots), ".prose"),
                amount=words.chips(pot.amount),
            )
            texts.append(_capitalized(said))
            for k in pot.layers:
                layer_steps[k].append(len(texts))
    for seat, chips in enumerate(_returned(settlement)):
        if chips:
            texts.append(words.text("award.returned", name=names[seat], chips=words.chips(chips)))
            back_steps.append(len(texts))
    for p in reversed(range(len(pots))):
        pot = pots[p]
        if not pot.winners:  # a cut before the hands are shown: nobody has won this pot yet
            continue
        label, amount = pot_label(words, p, len(pots)), words.chips(pot.amount)
        if len(pot.winners) == 1:
            texts.append(words.text("diagram.step_wins", pot=label, amount=amount, name=names[pot.winners[0]]))
        else:
            shares = sep.join(
                words.text("diagram.share", name=names[seat], amount=words.chips(share))
                for seat, share in zip(pot.winners, pot.shares, strict=True)
            )
            texts.append(words.text("diagram.step_split", pot=label, amount=amount, shares=shares))
        for k in pot.layers:
            layer_steps[k].append(len(texts))
    return _Steps(tuple(texts), tuple(tuple(s) for s in layer_steps), tuple(back_steps))


def pot_fill(index: int) -> str:
    """The id of a pot's pattern (its colour and marks)."""
    return f"pd-f{index % POT_PATTERNS}"


@dataclass(frozen=True, slots=True)
class _Frame:
    """The picture's geometry: chips to heights (``total`` chips make ``PLOT`` units), columns to positions."""

    columns: int
    total: int
    base: int
    """The base line: live chips stand on it, dead money hangs below it."""
    bottom: int
    """The lowest point of the dead money, where the labels start."""
    rtl: bool
    above: dict[int, int]
    """Each level of live chips a cut starts or ends at, and its height above the base line."""
    below: dict[int, int]
    """Each amount of dead money a seat has, and its depth below the base line."""
    stretched: bool
    """Some cut is drawn taller than its chips (MIN_BAND): the picture is not to scale."""
    line: int
    """Distance between two lines of text (LINE, or LINE_RTL), and the least height of a cut."""
    column: int
    """The width of a player's column (``column_width``)."""
    marks: int
    """The most marks under a column (at least one line is kept for them)."""
    start: int
    """Where the first column starts: START, or more when a chip level is wider than the room START leaves."""
    names: int
    """The lines the names take under the columns: 1, or 2 when they are ``staggered``."""
    tail: int
    """Room after the last column for the half of its name that is wider than the column (8 units a bold letter)."""

    @property
    def height(self) -> int:
        """The whole picture's height: the columns, and under them the lines of labels (names, chips, marks)."""
        return self.bottom + (1 + self.names + self.marks) * self.line + 6

    @property
    def right(self) -> int:
        return self.start + self.columns * self.column

    @property
    def width(self) -> int:
        return self.right + self.tail

    def x(self, at: int, size: int = 0) -> int:
        """A horizontal position, mirrored on right-to-left pages (the first seat on the right)."""
        return self.width - at - size if self.rtl else at

    def depth(self, chips: int) -> int:
        """How far below the base line a seat's dead money reaches."""
        return self.below[chips]

    def level(self, chips: int) -> int:
        """Where a level of live chips is drawn."""
        return self.base - self.above[chips]

    def centre(self, seat: int) -> int:
        return self.x(self.start + seat * self.column + self.column // 2)

    def bar(self, seat: int, top: int, bottom: int) -> str:
        """A seat's band from ``top`` down to ``bottom`` as path data (nothing when it has no height)."""
        if bottom <= top:
            return ""
        return (
            f"M{self.x(self.start + seat * self.column + (self.column - BAR) // 2, BAR)} {top}"
            f"h{BAR}v{bottom - top}h-{BAR}z"
        )


def _frame(picture: Picture, words: Words) -> _Frame:
    """Every level a cut starts or ends at (layers' floors and ceilings, folded players' parts of a layer, the
    chips handed back, the antes) placed with its cut at least MIN_BAND tall."""
    settlement = picture.settlement
    top_live, top_dead = max([0, *picture.live]), max([0, *picture.dead])
    total = max(top_live + top_dead, 1)
    live: set[int] = set(picture.live)
    dead: set[int] = set()
    for layer in settlement.layers:
        if layer.ceiling == 0:
            dead.update(layer.paid)
        else:
            live.update((layer.floor, layer.ceiling, *(layer.floor + paid for paid in layer.paid if paid)))
    for seat, chips in enumerate(_returned(settlement)):
        live.add(picture.live[seat] - chips)
    rtl, line = words.rtl, LINE_RTL if words.rtl else LINE
    column = column_width(picture, words)
    two = staggered(picture.names, column)
    last = 8 * len(shown_name(picture.names[-1], picture.names, column)) if picture.names else 0
    above, stretched_live = _heights(live, total, line)
    below, stretched_dead = _heights(dead, total, line)
    base = TOP + above[top_live]
    bottom = base + max(below.values())
    return _Frame(
        len(picture.names),
        total,
        base,
        bottom,
        rtl,
        above,
        below,
        stretched_live or stretched_dead,
        line,
        column,
        max([1, *(len(_marks(picture, words, seat)) for seat in range(len(picture.names)))]),
        level_room(picture, words, bottom > base),
        2 if two else 1,
        max(0, (last - column) // 2 + 2),
    )


def level_room(picture: Picture, words: Words, antes: bool) -> int:
    """Where the first column starts: START, or wider when a chip level beside the columns (or the antes' name) needs
    more room than START leaves (7 units a character, 12 around it), so that no level is cut off at the picture's
    edge (issue 27: a practice hand's "134 400" ran out of the picture on a 360 px phone)."""
    ceilings = {layer.ceiling for layer in picture.settlement.layers if layer.ceiling}
    texts = [words.chips(chips) for chips in (0, *ceilings)]
    if antes:
        texts.append(words.text("diagram.antes_mark"))
    return max(START, 7 * max(len(text) for text in texts) + 12)


def _steps_of(numbers: Sequence[int], steps: _Steps | None) -> str | None:
    """The ``data-s`` of a part of the picture: the steps that highlight it."""
    return " ".join(str(n) for n in numbers) if steps else None


def _bands(picture: Picture, frame: _Frame, steps: _Steps | None) -> list[Element]:
    """The cut lines, one group of bands per layer (in its pot's pattern; antes marked as dead money below the
    line, folded players' bands crossed out), the chips handed back, the base line."""
    settlement = picture.settlement
    parts = []
    ceilings = sorted({layer.ceiling for layer in settlement.layers if layer.ceiling})
    cuts = "".join(f"M{frame.x(frame.start - 4)} {frame.level(c)}H{frame.x(frame.right)}" for c in ceilings)
    if cuts:
        parts.append(element("path", {"class": "pd-c", "d": cuts}))
    pot_of_layer = {k: p for p, pot in enumerate(settlement.pots) for k in pot.layers}
    for k, layer in enumerate(settlement.layers):
        dead = layer.ceiling == 0
        bands, crossed = [], []
        for seat, paid in enumerate(layer.paid):
            if dead:
                bands.append(frame.bar(seat, frame.base, frame.base + frame.depth(paid)))
            else:
                bands.append(frame.bar(seat, frame.level(layer.floor + paid), frame.level(layer.floor)))
                if picture.out(seat):
                    crossed.append(bands[-1])
        antes = dead or layer.ante  # the table's dead money and the own antes carry the antes' marks
        overlay = "".join(bands if antes else crossed)
        marked: dict[str, str | None] = {
            "class": "pd-b",
            "data-s": _steps_of(steps.layer_steps[k] if steps else (), steps),
        }
        fill: dict[str, str | None] = {"fill": f"url(#{pot_fill(pot_of_layer[k])})", "d": "".join(bands)}
        if overlay:  # the layer's bands and, over them, the antes' or the folds' marks: one part to highlight
            crossing = element("path", {"fill": "url(#pd-d)" if antes else "url(#pd-x)", "d": overlay})
            parts.append(element("g", marked, element("path", fill), crossing))
        else:
            parts.append(element("path", marked | fill))
    live = picture.live
    back = "".join(
        frame.bar(seat, frame.level(live[seat]), frame.level(live[seat] - chips))
        for seat, chips in enumerate(_returned(settlement))
        if chips
    )
    if back:
        marked = {"class": "pd-b pd-r", "data-s": _steps_of(steps.back_steps if steps else (), steps)}
        parts.append(element("path", marked | {"fill": "url(#pd-r)", "d": back}))
    base_line = f"M{frame.x(frame.start - 4)} {frame.base}H{frame.x(frame.right)}"
    parts.append(element("path", {"class": "pd-l", "d": base_line}))
    return parts


def _levels(picture: Picture, frame: _Frame, words: Words) -> Element:
    """The chip levels of the cuts beside the columns (every cut is at least a line tall, so none collide), and
    beside the dead money's strip below the line its name."""
    ceilings = sorted({layer.ceiling for layer in picture.settlement.layers if layer.ceiling})
    texts = [
        element("text", {"x": frame.x(frame.start - 8), "y": frame.level(chips) + 4}, words.chips(chips))
        for chips in (0, *ceilings)
    ]
    if frame.bottom > frame.base:
        y = max((frame.base + frame.bottom) // 2 + 5, frame.base + frame.line + 4)
        texts.append(element("text", {"x": frame.x(frame.start - 8), "y": y}, words.text("diagram.antes_mark")))
    return element("g", {"class": "pd-t"}, *texts)


def _pot_tags(picture: Picture, frame: _Frame, words: Words) -> Element:
    """The pots' key: each pot's name, level with the cuts it spans, with its pattern; each at least a line above
    the one below (drawn in a picture TAGS wide, mirrored on right-to-left pages)."""
    settlement = picture.settlement
    count, previous, tags = len(settlement.pots), frame.height, []
    for p, pot in enumerate(settlement.pots):
        layers = [settlement.layers[k] for k in pot.layers]
        top = min(frame.base if layer.ceiling == 0 else frame.level(layer.ceiling) for layer in layers)
        low = max(frame.bottom if layer.ceiling == 0 else frame.level(layer.floor) for layer in layers)
        y = previous = min((top + low) // 2 + 4, previous - frame.line)
        tags.append(
            element(
                "rect",
                {
                    "x": TAGS - 10 if frame.rtl else 0,
                    "y": y - 9,
                    "width": 10,
                    "height": 10,
                    "fill": f"url(#{pot_fill(p)})",
                },
            )
        )
        tags.append(element("text", {"x": TAGS - 14 if frame.rtl else 14, "y": y}, pot_tag(words, p, count)))
    return element("g", {"class": "pd-g"}, *tags)


def _column_labels(picture: Picture, frame: _Frame, words: Words) -> list[Element]:
    """Under each column the player's name, the chips put in and the marks (folded, the button); above a
    column whose top is handed back, the word for it."""
    names, amounts, marks, back = [], [], [], []
    live = picture.live
    for seat, name in enumerate(picture.names):
        centre, y = frame.centre(seat), frame.bottom + frame.line + 1
        shown = shown_name(name, picture.names, frame.column)
        lower = ((seat + 1) % 2) * (frame.names - 1) * frame.line  # staggered: the first and every other lower
        names.append(element("text", {"x": centre, "y": y + lower}, shown))  # alone on its line: no isolate needed
        y += (frame.names - 1) * frame.line
        amounts.append(element("text", {"x": centre, "y": y + frame.line}, words.chips(picture.contributed[seat])))
        for k, said in enumerate(_marks(picture, words, seat)):
            marks.append(element("text", {"x": centre, "y": y + (2 + k) * frame.line}, said))
    for seat, chips in enumerate(_returned(picture.settlement)):
        if chips:
            back.append(
                element(
                    "text", {"x": frame.centre(seat), "y": frame.level(live[seat]) - 4}, words.text("diagram.back_mark")
                )
            )
    return [
        element("g", {"class": "pd-n"}, *names),
        element("g", {"class": "pd-a"}, *amounts),
        element("g", {"class": "pd-m"}, *marks, *back),
    ]


def diagram(picture: Picture, words: Words, example: str, steps_name: str | None) -> Element:
    """The pot diagram of a settled hand, with the step-by-step cut beside it when ``steps_name`` is given (the
    name of its radio buttons, unique on the page); without, the figure alone."""
    steps = _steps(picture, words) if steps_name else None
    if steps and len(steps.texts) > MAX_STEPS:
        raise ValueError(f"{example}: {len(steps.texts)} steps, more than the {MAX_STEPS} the stylesheet highlights")
    frame = _frame(picture, words)
    stacks = words.text("list.separator").join(
        f"{isolate(name)} {words.chips(chips)}" for name, chips in zip(picture.names, picture.contributed, strict=True)
    )
    svg = element(
        "svg",
        {
            "role": "img",
            "viewBox": f"0 0 {frame.width} {frame.height}",
            "width": frame.width,
            "style": f"min-inline-size:{-(-frame.width * MIN_TEXT // FONT)}px",
        },
        element("title", {}, words.text("diagram.title", stacks=stacks)),
        *_bands(picture, frame, steps),
        _levels(picture, frame, words),
        *_column_labels(picture, frame, words),
    )
    key = element(
        "svg",
        {
            "class": "pd-key",
            "aria-hidden": "true",
            "viewBox": f"0 0 {TAGS} {frame.height}",
            "width": TAGS,
            "style": f"min-inline-size:{-(-TAGS * MIN_TEXT // FONT)}px",
        },
        _pot_tags(picture, frame, words),
    )
    figure = element(
        "figure",
        {"class": "pot-diagram", "data-example": example},
        element("span", {"class": "pd-pic"}, svg, key),
        *(element("span", {"class": "pd-more", "data-side": side, "aria-hidden": "true"}) for side in SIDES),
        element("figcaption", {}, _legend(picture, words, frame.stretched)),
    )
    if steps is None or steps_name is None:
        return figure
    return element("div", {"class": "pd-cut"}, figure, _stepper(steps, words, steps_name))


def _stepper(steps: _Steps, words: Words, name: str) -> Element:
    """The step-by-step cut: one radio button a step (the first, checked, shows the whole picture)."""
    choices = [words.text("diagram.step_all"), *steps.texts]
    return element(
        "fieldset",
        {},
        element("legend", {}, words.text("diagram.steps")),
        *(
            element(
                "label",
                {},
                element("input", {"type": "radio", "name": name, "value": n, "checked": "" if n == 0 else None}),
                said,
            )
            for n, said in enumerate(choices)
        ),
    )


def _legend(picture: Picture, words: Words, stretched: bool) -> Element:
    """The legend in words: each pot (amount, who can win it), the chips handed back, the antes, the folds; that
    the picture is not to scale when a cut was drawn taller than its chips."""
    settlement = picture.settlement
    pots = _pots(settlement)
    names = [isolate(name) for name in picture.names]
    items: list[tuple[tuple[str, ...], str]] = [
        (
            (pot_fill(p),),
            words.text(
                "diagram.legend_pot_one" if len(pot.eligible) == 1 else "diagram.legend_pot",
                pot=pot_label(words, p, len(pots)),
                amount=words.chips(pot.amount),
                names=words.join([names[i] for i in pot.eligible]),
            ),
        )
        for p, pot in enumerate(pots)
    ]
    back = [
        words.text("diagram.share", name=names[seat], amount=words.chips(chips))
        for seat, chips in enumerate(_returned(settlement))
        if chips
    ]
    if back:
        items.append((("pd-r",), words.text("diagram.legend_back", shares=words.join(back))))
    dead = next((layer.amount for layer in settlement.layers if layer.ceiling == 0), 0)
    if dead:
        items.append(
            (
                (pot_fill(0), "pd-d"),
                words.text("diagram.legend_dead", amount=words.chips(dead), pot=pot_label(words, 0, len(pots), ".in")),
            )
        )
    folded = [names[seat] for seat in range(len(picture.names)) if picture.out(seat)]
    if folded:
        items.append(((pot_fill(0), "pd-x"), words.text("diagram.legend_folded", names=words.join(folded))))
    shown = [element("li", {}, swatch(fills), item) for fills, item in items]
    if stretched:
        shown.append(element("li", {"class": "pd-note"}, words.text("diagram.not_to_scale")))
    return element("ul", {}, *shown)


def swatch(fills: Sequence[str]) -> Element:
    """A legend item's pattern: a small square filled with each of ``fills`` in turn (a pot's pattern, and over it
    the antes' or the folds' marks), as the bands are."""
    squares = (element("rect", {"width": 10, "height": 10, "fill": f"url(#{fill})"}) for fill in fills)
    return element("svg", {"class": "pd-swatch", "aria-hidden": "true", "viewBox": "0 0 10 10"}, *squares)


def defs() -> Element:
    """The patterns every diagram on a page fills its bands with (one hidden SVG per page, ids ``pd-…``)."""

    def pattern(pattern_id: str, background: str | None, *marks: Element) -> Element:
        return element(
            "pattern",
            {"id": pattern_id, "width": 8, "height": 8, "patternUnits": "userSpaceOnUse"},
            element("rect", {"width": 8, "height": 8, "fill": background}) if background else None,
            *marks,
        )

    def lines(d: str, colour: str = "#fff") -> Element:
        return element("path", {"d": d, "stroke": colour, "stroke-width": "1.5"})

    pots = []
    for index, (colour, mark) in enumerate(zip(POT_COLOURS, POT_MARKS, strict=True)):
        drawn = (
            element("circle", {"cx": 4, "cy": 4, "r": "1.6", "fill": "#fff"})
            if mark == "dots"
            else lines(mark)
            if mark
            else None
        )
        pots.append(pattern(pot_fill(index), colour, drawn) if drawn else pattern(pot_fill(index), colour))
    return element(
        "svg",
        {"class": "pd-defs", "aria-hidden": "true", "focusable": "false"},
        element(
            "defs",
            {},
            *pots,
            pattern("pd-r", "#fff", lines("M0 8L8 0M-1 1L1-1M7 9L9 7", RETURNED_COLOUR)),
            pattern("pd-x", None, lines("M0 0L8 8M8 0L0 8")),
            pattern("pd-d", None, lines("M4 1V7M1 4H7")),
        ),
    )
