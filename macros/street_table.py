"""The street table: a played hand's pots at the end of each street (figures from ``macros/streets.py``)."""

from __future__ import annotations

from .catalogue import ui
from .facts import Facts
from .names import player_name
from .narrate import STREET_KEYS
from .numbers import format_chips
from .render import pot_label
from .tables import html_table


def _chips_of(ids: tuple[str, ...], chips: tuple[int, ...], lang: str) -> str:
    """``Meret 1,000, Nakht 1,000`` for the players with chips, ``—`` when nobody has any."""
    listed = [f"{player_name(pid, lang)} {format_chips(c, lang)}" for pid, c in zip(ids, chips, strict=True) if c]
    return ui("list.separator", lang).join(listed) or ui("none", lang)


def street_table(facts: Facts, lang: str) -> str:
    """One row per street: the chips put in on it, then each pot and the uncalled chips as they stand after it."""
    if not facts.streets:
        raise ValueError(f"example {facts.example.id} is not a finished hand: it has no streets to show")
    ids = facts.example.player_ids
    columns = max(len(end.pots.pots) for end in facts.streets)
    none = ui("none", lang)
    rows = []
    for end in facts.streets:
        pots = [format_chips(pot.amount, lang) for pot in end.pots.pots]
        returned = dict(end.pots.returned)
        rows.append(
            [
                ui(STREET_KEYS[end.street], lang),
                _chips_of(ids, end.put_in, lang),
                *pots,
                *[none] * (columns - len(pots)),
                _chips_of(ids, tuple(returned.get(pid, 0) for pid in ids), lang),
            ]
        )
    header = [ui("col.street", lang), ui("col.street_bets", lang)]
    header += [pot_label(n, columns, lang) for n in range(columns)]
    header.append(ui("col.returned", lang))
    return html_table(header, rows, [False, False] + [True] * columns + [False])
