"""Tables written as HTML: what Markdown's ``tables`` extension would write, without Markdown parsing each cell.

A macro's table is generated, never edited by hand, so it gains nothing from Markdown syntax, and parsing
it (every cell goes through every inline pattern) made up most of what the macros' tables cost the build.
The table is written whole on one line (one raw HTML block for Markdown), cells separated by a space
so that search still sees separate words; the markup and alignment are the ``tables`` extension's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape


class Html(str):
    """Cell content that is already HTML (any other cell is text, escaped when written)."""

    __slots__ = ()


def strong(text: str) -> Html:
    """Text in bold."""
    return Html(f"<strong>{escape(text, quote=False)}</strong>")


def _cell(tag: str, content: str, numeric: bool) -> str:
    html = content if isinstance(content, Html) else escape(content, quote=False)
    return f'<{tag} style="text-align: {"right" if numeric else "left"};">{html}</{tag}>'


def _row(tag: str, cells: Sequence[str], numeric: Sequence[bool]) -> str:
    return "<tr> " + " ".join(_cell(tag, c, n) for c, n in zip(cells, numeric, strict=True)) + " </tr>"


def html_table(header: Sequence[str], rows: Iterable[Sequence[str]], numeric: Sequence[bool]) -> str:
    """One table: a header row and body rows; numeric columns are right-aligned, the others left-aligned."""
    body = " ".join(_row("td", row, numeric) for row in rows)
    return f"<table> <thead> {_row('th', header, numeric)} </thead> <tbody> {body} </tbody> </table>"
