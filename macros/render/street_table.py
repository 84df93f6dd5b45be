"""The street table: a played hand's pots at the end of each street, declared as columns like the example
tables (figures ``streets.<street>.…`` from ``macros/facts/streets.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from macros.facts.figures import Facts
from macros.facts.streets import STREETS
from macros.render.figures import pot_label
from macros.render.narrate import STREET_KEYS
from macros.render.tables import Column, Table
from macros.text.catalogue import ui
from macros.text.names import player_name
from macros.text.numbers import format_chips


def _streets(facts: Facts) -> Sequence[str]:
    """The streets the hand reached, in order (a hand that stops mid-hand has none)."""
    found = [street for street in STREETS if f"streets.{street}.pots.count" in facts.values]
    if not found:
        raise facts.example.error("the hand is not finished: it has no streets to show")
    return found


def _chips_of(facts: Facts, street: str, figure: str, lang: str) -> str:
    """``Meret 1,000, Nakht 1,000``: each player's figure on that street, those with none left out (a dash when
    nobody has any)."""
    listed = [
        f"{player_name(pid, lang)} {format_chips(chips, lang)}"
        for pid in facts.example.player_ids
        if (chips := facts.values[f"streets.{street}.{figure}.{pid}"])
    ]
    return ui("list.separator", lang).join(listed) or ui("none", lang)


def _pot_count(facts: Facts) -> int:
    return max(int(facts.values[f"streets.{street}.pots.count"]) for street in _streets(facts))


def _pot(n: int) -> Column[Facts, str]:
    """Pot ``n`` as it stands after each street (a dash while it does not exist yet)."""

    def amount(facts: Facts, street: str, lang: str) -> str:
        chips = facts.values.get(f"streets.{street}.pots.{n}.amount")
        return ui("none", lang) if chips is None else format_chips(chips, lang)

    return Column(f"pot.{n}", lambda facts, lang: pot_label(n, _pot_count(facts), lang), amount, numeric=True)


def _columns(facts: Facts) -> Sequence[Column[Facts, str]]:
    return (
        Column("street", "col.street", lambda facts, street, lang: ui(STREET_KEYS[street], lang)),
        Column("put_in", "col.street_bets", lambda facts, street, lang: _chips_of(facts, street, "put_in", lang)),
        *(_pot(n) for n in range(_pot_count(facts))),
        Column("returned", "col.returned", lambda facts, street, lang: _chips_of(facts, street, "returned", lang)),
    )


STREET_TABLE: Table[Facts, str] = Table("streets", _streets, _columns)
