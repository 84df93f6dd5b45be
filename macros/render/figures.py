"""Writing an example's engine results in a language: figures, names, pot names, the tables' wrappers."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from macros.text.catalogue import ui
from macros.text.names import player_name
from macros.text.numbers import format_chips, local_digits
from macros.text.profile import profile


def pot_label(index: int, count: int, lang: str, prose: bool = False) -> str:
    """``Main pot``, ``Side pot 1``, …; a hand with a single pot calls it just the pot.

    ``prose`` gives the form used inside a sentence ("the main pot", "основной банк").
    """
    if count == 1:
        return ui("pot.only.prose" if prose else "pot.only", lang)
    if index == 0:
        return ui("pot.main.prose" if prose else "pot.main", lang)
    return ui("pot.side.prose" if prose else "pot.side", lang, n=local_digits(str(index), lang))


def isolated_name(pid: str, lang: str) -> str:
    """A player's name as its own bidirectional isolate (``<bdi>``), for HTML."""
    return f"<bdi>{escape(player_name(pid, lang), quote=False)}</bdi>"


def names(ids: Sequence[str], lang: str, *, isolated: bool = False) -> str:
    """Player names joined as the language joins a list ("Ahmose and Nefertari", its profile's patterns);
    ``isolated``: each name as its own ``<bdi>`` (HTML)."""
    if not ids:
        return ui("none", lang)
    words = [isolated_name(pid, lang) if isolated else player_name(pid, lang) for pid in ids]
    return profile(lang).join(words)


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


def who(pid: str, folded: frozenset[str], lang: str) -> str:
    """A player's name in a table, marked when the player folded ("Ramses (folded)")."""
    name = player_name(pid, lang)
    return ui("folded", lang, name=name) if pid in folded else name
