"""Writing an example's engine results as localized Markdown: tables, figures and quiz answers."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from babel.lists import format_list

from .catalogue import plural, ui
from .facts import Facts
from .names import player_name
from .numbers import format_chips, local_digits
from .tables import html_table, strong


def pot_label(index: int, count: int, lang: str, prose: bool = False) -> str:
    """``Main pot``, ``Side pot 1``, …; a hand with a single pot calls it just the pot.

    ``prose`` gives the form used inside a sentence ("the main pot", "основной банк").
    """
    if count == 1:
        return ui("pot.only.prose" if prose else "pot.only", lang)
    if index == 0:
        return ui("pot.main.prose" if prose else "pot.main", lang)
    return ui("pot.side.prose" if prose else "pot.side", lang, n=local_digits(str(index), lang))


def names(ids: Sequence[str], lang: str) -> str:
    """Player names joined as the language joins a list ("Ahmose and Nefertari")."""
    if not ids:
        return ui("none", lang)
    words = [player_name(pid, lang) for pid in ids]
    if lang == "fa" and len(words) > 2:
        # CLDR's Persian list puts a comma before "و"; Persian prose writes "الف، ب و ج".
        return "، ".join(words[:-1]) + " و " + words[-1]
    return format_list(words, locale=lang)


def format_value(value: Any, lang: str, signed: bool = False) -> str:
    """A figure as prose: chips as localized numbers, player ids as names, lists joined."""
    if isinstance(value, bool):
        raise TypeError(f"a figure cannot be a truth value ({value!r})")
    if isinstance(value, int):
        return format_chips(value, lang, signed)
    if isinstance(value, list):
        return names(value, lang)
    if isinstance(value, str):
        return player_name(value, lang)
    raise TypeError(f"cannot write the figure {value!r} in prose")


def wrapped(kind: str, example_id: str, table: str) -> str:
    """An HTML table inside a ``div`` naming its example and kind, for tests and browser scripts."""
    return f'<div class="allin-table" data-table="{escape(kind)}" data-example="{escape(example_id)}">{table}</div>'


def _folded(facts: Facts) -> frozenset[str]:
    return facts.folded


def _who(pid: str, folded: frozenset[str], lang: str) -> str:
    name = player_name(pid, lang)
    return ui("folded", lang, name=name) if pid in folded else name


def pot_table(facts: Facts, lang: str) -> str:
    """One row per pot: amount, who paid how much into it, who may win it, the winner, the shares."""
    sep = ui("list.separator", lang)
    folded = _folded(facts)
    pots = facts.settled().pots
    rows = []
    for n, pot in enumerate(pots):
        odd = {pid: pot.odd_chips.count(pid) for pid in pot.odd_chips}
        shares = []
        for pid, share in pot.shares:
            text = format_chips(share, lang)
            if odd.get(pid) == 1:
                text = ui("odd_chip", lang, share=text)
            elif odd.get(pid):
                text = plural("odd_chips", odd[pid], lang, share=text, count=format_chips(odd[pid], lang))
            shares.append(f"{player_name(pid, lang)} {text}")
        rows.append(
            [
                pot_label(n, len(pots), lang),
                format_chips(pot.amount, lang),
                sep.join(f"{_who(pid, folded, lang)} {format_chips(c, lang)}" for pid, c in pot.paid),
                names(list(pot.eligible), lang),
                names(list(pot.winners), lang),
                sep.join(shares),
            ]
        )
    header = [ui(k, lang) for k in ("col.pot", "col.amount", "col.paid", "col.eligible", "col.winners", "col.shares")]
    return html_table(header, rows, [False, True, False, False, False, False])


def stake_table(facts: Facts, lang: str) -> str:
    """One row per player: what each put in, how it splits between the pots, and what came back."""
    folded = _folded(facts)
    ids = facts.example.player_ids
    pots = facts.settled().pots
    returned = dict(facts.settled().returned)
    header = [ui("col.player", lang), ui("col.contributed", lang)]
    header += [pot_label(n, len(pots), lang) for n in range(len(pots))]
    header.append(ui("col.returned", lang))
    none = ui("none", lang)
    rows = []
    for pid in ids:
        row = [_who(pid, folded, lang), format_chips(facts.values[f"input.contributed.{pid}"], lang)]
        for pot in pots:
            paid = dict(pot.paid).get(pid, 0)
            row.append(format_chips(paid, lang) if paid else none)
        back = returned.get(pid, 0)
        row.append(format_chips(back, lang) if back else none)
        rows.append(row)
    total = [strong(ui("total", lang)), format_chips(facts.values["input.contributed.total"], lang)]
    total += [format_chips(pot.amount, lang) for pot in pots]
    total.append(format_chips(sum(returned.values()), lang))
    rows.append(total)
    return html_table(header, rows, [False] + [True] * (len(header) - 1))


def result_table(facts: Facts, lang: str) -> str:
    """One row per player: put in, returned, collected (returns included), net, and final stack if known."""
    folded = _folded(facts)
    ids = facts.example.player_ids
    values = facts.values
    with_stacks = all(f"final_stack.{pid}" in values for pid in ids)
    header = [ui(k, lang) for k in ("col.player", "col.contributed", "col.returned", "col.payout", "col.net")]
    if with_stacks:
        header.append(ui("col.final_stack", lang))
    rows = []
    for pid in ids:
        row = [
            _who(pid, folded, lang),
            format_chips(values[f"input.contributed.{pid}"], lang),
            format_chips(values[f"returned.{pid}"], lang),
            format_chips(values[f"payouts.{pid}"], lang),
            format_chips(values[f"net.{pid}"], lang, signed=True),
        ]
        if with_stacks:
            row.append(format_chips(values[f"final_stack.{pid}"], lang))
        rows.append(row)
    return html_table(header, rows, [False] + [True] * (len(header) - 1))


def layer_table(facts: Facts, lang: str) -> str:
    """The dealer's raw layers before merging: level, who paid into each, who may win it."""
    sep = ui("list.separator", lang)
    folded = _folded(facts)
    ids = facts.example.player_ids
    rows = []
    for n, layer in enumerate(facts.settled().layers, 1):
        level = f"{format_chips(layer.floor, lang)}–{format_chips(layer.ceiling, lang)}"
        paid = sep.join(
            f"{_who(ids[seat], folded, lang)} {format_chips(c, lang)}" for seat, c in enumerate(layer.paid) if c
        )
        rows.append(
            [
                ui("layer", lang, n=local_digits(str(n), lang)),
                level,
                format_chips(layer.amount, lang),
                paid,
                names([ids[i] for i in layer.eligible], lang),
            ]
        )
    header = [ui(k, lang) for k in ("col.layer", "col.range", "col.amount", "col.paid", "col.eligible")]
    return html_table(header, rows, [False, False, True, False, False])


def answer_html(facts: Facts, path: str, lang: str, signed: bool = False) -> str:
    """A quiz answer: the figure in words, with its raw value for scripts (``data-answer``)."""
    value = facts.get(path)
    raw = " ".join(value) if isinstance(value, list) else str(value)
    return (
        f'<span class="quiz-answer" data-example="{escape(facts.example.id)}" data-path="{escape(path)}" '
        f'data-answer="{escape(raw)}">{escape(format_value(value, lang, signed))}</span>'
    )
