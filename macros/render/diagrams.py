"""Pot diagrams of the worked examples, in a page's language (the drawing itself: ``macros/render/pot_diagram.py``).

``pot_table`` writes an example's diagram and its step-by-step cut under the table, and ``story`` the diagram
after the last betting round, so every page that shows an example's pots shows its picture too.
"""

from __future__ import annotations

from functools import cache

from macros.facts.figures import Facts, settlement_hand
from macros.render.pot_diagram import Picture, Words, diagram
from macros.text.catalogue import text
from macros.text.names import player_name
from macros.text.numbers import format_chips
from macros.text.profile import profile


@cache
def words(lang: str) -> Words:
    """The diagram's text in ``lang``: the catalogue's messages, chips written as the language writes them."""
    return Words(
        lambda key, **fields: text(key, lang, **fields),
        lambda chips: format_chips(chips, lang),
        profile(lang).rtl,
        profile(lang).join,
    )


def picture(facts: Facts, lang: str) -> Picture:
    """What the engine says about an example's chips: what each player put in (antes apart), who folded, and
    the settlement; names in ``lang``."""
    names = tuple(player_name(pid, lang) for pid in facts.example.player_ids)
    played = facts.played
    if played is not None:
        return Picture(names, played.contributed, played.dead, played.folded, facts.settled(), played.mucked)
    players = settlement_hand(facts.example).players
    return Picture(
        names,
        tuple(p.contributed for p in players),
        tuple(p.dead for p in players),
        tuple(p.folded for p in players),
        facts.settled(),
    )


UNSEARCHED = (('<span class="pd-pic">', "picture"), ("<fieldset>", "steps"))
"""The parts of a diagram the site's search leaves out (Material's ``data-search-exclude``, which its search plugin
takes off the page once it has read it): the picture's labels and the step-by-step cut, whose texts the index ran
together ("12,00002,0005,000Main potSide pot 1…", issue 27, newcomer's minor 9). The legend stays searchable."""


def diagram_html(facts: Facts, lang: str, steps_name: str | None = None) -> str:
    """An example's pot diagram as HTML on one line; with the step-by-step cut when ``steps_name`` (the name of
    its radio buttons, unique on the page) is given."""
    html = diagram(picture(facts, lang), words(lang), facts.example.id, steps_name).html()
    for tag, part in UNSEARCHED:
        html = html.replace(tag, f'{tag[:-1]} data-search-exclude="{part}">', 1)
    return html
