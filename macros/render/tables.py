"""Tables declared once as columns, written as the HTML Markdown's ``tables`` extension would write.

A table is a list of columns, each with its key, its header (a catalogue key, or how to write it), how to get
its cell for one row from the table's source (an example's facts, or the rule set), and whether it holds
numbers. Every cell, header cells included, carries ``data-col="<key>"``, so tests and scripts find a cell by
its column's name rather than its position, and every body cell ``data-label="<header text>"``, which narrow
screens show beside the cell when each row becomes a card (``site.css``).

A macro's table is generated, never edited by hand, so it gains nothing from Markdown syntax, and parsing it
(every cell through every inline pattern) made up most of what the tables cost the build. The table is
written whole on one line (one raw HTML block for Markdown), cells separated by a space so that search still
sees separate words; the markup and alignment are the ``tables`` extension's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Generic, TypeVar

from macros.text.catalogue import text
from macros.text.numbers import format_chips

Source = TypeVar("Source")
Row = TypeVar("Row")


class Html(str):
    """Cell content that is already HTML (any other cell is text, escaped when written)."""

    __slots__ = ()


def signed_html(value: int, lang: str) -> Html:
    """A signed figure (``+1,400``, ``−300``) as its own left-to-right isolate (``<bdi dir="ltr">``): whatever
    stands beside it (a label, a name, another figure), the bidirectional algorithm cannot join or reorder them."""
    return Html(f'<bdi dir="ltr">{escape(format_chips(value, lang, signed=True), quote=False)}</bdi>')


def strong(text: str) -> Html:
    """Text in bold."""
    return Html(f"<strong>{escape(text, quote=False)}</strong>")


@dataclass(frozen=True, slots=True)
class Column(Generic[Source, Row]):
    """One column: its key (``data-col``), its header, how to get a row's cell in a language, its alignment."""

    key: str
    header: str | Callable[[Source, str], str]
    """The header: the catalogue key of its text (``col.amount``), or how to write it in a language."""
    cell: Callable[[Source, Row, str], str]
    numeric: bool = False

    def header_text(self, source: Source, lang: str) -> str:
        """The header cell's text in ``lang``."""
        return text(self.header, lang) if isinstance(self.header, str) else self.header(source, lang)


@dataclass(frozen=True, slots=True)
class Table(Generic[Source, Row]):
    """A table of some source: its kind (``data-table``), its rows and its columns (both read from the source)."""

    kind: str
    rows: Callable[[Source], Sequence[Row]]
    columns: Callable[[Source], Sequence[Column[Source, Row]]]

    def html(self, source: Source, lang: str) -> str:
        """The table for ``source`` in ``lang``."""
        columns = self.columns(source)
        body = [[column.cell(source, row, lang) for column in columns] for row in self.rows(source)]
        return html_table(
            [column.key for column in columns],
            [column.header_text(source, lang) for column in columns],
            body,
            [column.numeric for column in columns],
        )


def _cell(tag: str, key: str, content: str, numeric: bool, label: str | None = None) -> str:
    html = content if isinstance(content, Html) else escape(content, quote=False)
    align = "right" if numeric else "left"
    labelled = f' data-label="{escape(label)}"' if label is not None else ""
    return f'<{tag} data-col="{escape(key)}"{labelled} style="text-align: {align};">{html}</{tag}>'


def _row(
    tag: str, keys: Sequence[str], cells: Sequence[str], numeric: Sequence[bool], labels: Sequence[str | None]
) -> str:
    return "<tr> " + " ".join(_cell(tag, *cell) for cell in zip(keys, cells, numeric, labels, strict=True)) + " </tr>"


def html_table(
    keys: Sequence[str], header: Sequence[str], rows: Iterable[Sequence[str]], numeric: Sequence[bool]
) -> str:
    """One table: a header row and body rows, every cell marked with its column's key (body cells also with
    the header's text); numeric columns are right-aligned, the others left-aligned."""
    body = " ".join(_row("td", keys, row, numeric, header) for row in rows)
    head = _row("th", keys, header, numeric, [None] * len(keys))
    return f"<table> <thead> {head} </thead> <tbody> {body} </tbody> </table>"
