"""The four tables about an example (pots, stakes, results, layers), each declared once as columns.

Every figure comes from the example's facts (the engine's settlement and its named figures); nothing here
adds or splits chips.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Final

from macros.facts.figures import Facts
from macros.render.figures import names, pot_label, who
from macros.render.tables import Column, Html, Table, signed_html, strong
from macros.text.catalogue import plural, ui
from macros.text.names import player_name
from macros.text.numbers import format_chips, local_digits

TOTAL: Final = ""
"""The stake table's total row, in place of a player id."""


def _chips(path: str, signed: bool = False) -> Callable[[Facts, object, str], str]:
    """A cell holding the figure at ``path`` (``{}`` is replaced by the row: a player id or a pot number); a signed
    figure is a left-to-right isolate (``signed_html``)."""
    if signed:
        return lambda facts, row, lang: signed_html(facts.values[path.format(row)], lang)
    return lambda facts, row, lang: format_chips(facts.values[path.format(row)], lang)


def _names(path: str) -> Callable[[Facts, int, str], str]:
    """A cell listing the players at ``path`` (a list of ids) by name."""
    return lambda facts, row, lang: names(facts.values[path.format(row)], lang)


PAIR_MARK = "\x00"
"""Stands for a name and its chips in a message (``{share}``) until they are put in as one unbreakable pair."""


def pair(name: str, chips: str) -> Html:
    """A name and its chips that never break apart across lines (``allin-pair``: no wrapping inside)."""
    return Html(f'<span class="allin-pair"><bdi>{escape(name, quote=False)}</bdi> {escape(chips, quote=False)}</span>')


def _who_paid(facts: Facts, paid: Iterable[tuple[str, int]], lang: str) -> Html:
    """Who paid how much ("Ramses (folded) 300, Tiya 1,500"), each name with its chips."""
    pairs = (pair(who(pid, facts.folded, lang), format_chips(c, lang)) for pid, c in paid)
    return Html(escape(ui("list.separator", lang), quote=False).join(pairs))


def _pot_rows(facts: Facts) -> Sequence[int]:
    return range(len(facts.settled().pots))


def _player_rows(facts: Facts) -> Sequence[str]:
    return facts.example.player_ids


# ----- pots: one row per pot


def _pot_name(facts: Facts, n: int, lang: str) -> str:
    return pot_label(n, len(facts.settled().pots), lang)


def _pot_paid(facts: Facts, n: int, lang: str) -> str:
    return _who_paid(facts, facts.settled().pots[n].paid, lang)


def _pot_shares(facts: Facts, n: int, lang: str) -> Html:
    """Each winner's share, the name with its chips, and the odd chips it includes."""
    pot = facts.settled().pots[n]
    shares = []
    for pid, share in pot.shares:
        text, odd = PAIR_MARK, pot.odd_chips.count(pid)
        if odd == 1:
            text = ui("odd_chip", lang, share=text)
        elif odd:
            text = plural("odd_chips", odd, lang, share=text, count=format_chips(odd, lang))
        shares.append(
            escape(text, quote=False).replace(PAIR_MARK, pair(player_name(pid, lang), format_chips(share, lang)))
        )
    return Html(escape(ui("list.separator", lang), quote=False).join(shares))


POT_COLUMNS: Sequence[Column[Facts, int]] = (
    Column("pot", "col.pot", _pot_name),
    Column("amount", "col.amount", _chips("pots.{}.amount"), numeric=True),
    Column("paid", "col.paid", _pot_paid),
    Column("eligible", "col.eligible", _names("pots.{}.eligible")),
    Column("winners", "col.winners", _names("pots.{}.winners")),
    Column("shares", "col.shares", _pot_shares),
)
POTS: Table[Facts, int] = Table("pots", _pot_rows, lambda facts: POT_COLUMNS)

# ----- stakes: one row per player and a total row


def _stake_rows(facts: Facts) -> Sequence[str]:
    return (*facts.example.player_ids, TOTAL)


def _stake_who(facts: Facts, pid: str, lang: str) -> str:
    return strong(ui("total", lang)) if pid == TOTAL else who(pid, facts.folded, lang)


def _stake_contributed(facts: Facts, pid: str, lang: str) -> str:
    return format_chips(facts.values[f"input.contributed.{pid or 'total'}"], lang)


def _stake_in_pot(n: int) -> Column[Facts, str]:
    """Pot ``n``'s column: what each player paid into it (a dash for nothing), its amount in the total row."""

    def paid(facts: Facts, pid: str, lang: str) -> str:
        if pid == TOTAL:
            return format_chips(facts.values[f"pots.{n}.amount"], lang)
        chips = facts.values.get(f"pots.{n}.paid.{pid}", 0)
        return format_chips(chips, lang) if chips else ui("none", lang)

    return Column(f"pot.{n}", lambda facts, lang: _pot_name(facts, n, lang), paid, numeric=True)


def _stake_returned(facts: Facts, pid: str, lang: str) -> str:
    back = facts.values[f"returned.{pid or 'total'}"]
    return format_chips(back, lang) if back or pid == TOTAL else ui("none", lang)


def _stake_columns(facts: Facts) -> Sequence[Column[Facts, str]]:
    pots = [_stake_in_pot(n) for n in _pot_rows(facts)]
    return (
        Column("player", "col.player", _stake_who),
        Column("contributed", "col.contributed", _stake_contributed, numeric=True),
        *pots,
        Column("returned", "col.returned", _stake_returned, numeric=True),
    )


STAKES: Table[Facts, str] = Table("stakes", _stake_rows, _stake_columns)

# ----- results: one row per player


def _result_who(facts: Facts, pid: str, lang: str) -> str:
    return who(pid, facts.folded, lang)


RESULT_COLUMNS: Sequence[Column[Facts, str]] = (
    Column("player", "col.player", _result_who),
    Column("contributed", "col.contributed", _chips("input.contributed.{}"), numeric=True),
    Column("returned", "col.returned", _chips("returned.{}"), numeric=True),
    Column("payout", "col.payout", _chips("payouts.{}"), numeric=True),
    Column("net", "col.net", _chips("net.{}", signed=True), numeric=True),
)
FINAL_STACK: Column[Facts, str] = Column("final_stack", "col.final_stack", _chips("final_stack.{}"), numeric=True)


def _result_columns(facts: Facts) -> Sequence[Column[Facts, str]]:
    """The final stack is shown when every player's is known (the file gives stacks)."""
    known = all(f"final_stack.{pid}" in facts.values for pid in facts.example.player_ids)
    return (*RESULT_COLUMNS, FINAL_STACK) if known else RESULT_COLUMNS


RESULTS: Table[Facts, str] = Table("results", _player_rows, _result_columns)

# ----- layers: the dealer's layers before same-contender layers merge, one row each


def _layer_rows(facts: Facts) -> Sequence[int]:
    return range(len(facts.settled().layers))


def _layer_name(facts: Facts, n: int, lang: str) -> str:
    return ui("layer", lang, n=local_digits(str(n + 1), lang))


def _layer_range(facts: Facts, n: int, lang: str) -> str:
    values = facts.values
    floor, ceiling = values[f"layers.{n}.floor"], values[f"layers.{n}.ceiling"]
    return ui("layer.range", lang, floor=format_chips(floor, lang), ceiling=format_chips(ceiling, lang))


def _layer_paid(facts: Facts, n: int, lang: str) -> str:
    paid = zip(facts.example.player_ids, facts.settled().layers[n].paid, strict=True)
    return _who_paid(facts, ((pid, chips) for pid, chips in paid if chips), lang)


LAYER_COLUMNS: Sequence[Column[Facts, int]] = (
    Column("layer", "col.layer", _layer_name),
    Column("range", "col.range", _layer_range),
    Column("amount", "col.amount", _chips("layers.{}.amount"), numeric=True),
    Column("paid", "col.paid", _layer_paid),
    Column("eligible", "col.eligible", _names("layers.{}.eligible")),
)
LAYERS: Table[Facts, int] = Table("layers", _layer_rows, lambda facts: LAYER_COLUMNS)
