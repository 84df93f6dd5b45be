"""The last touches to a page's HTML (run by the site plugin on every page's content, issue 27).

- ``stack_tables``: a table written in Markdown (the rules page's variants) gets, like the macros' tables, its
  column's name on every body cell (``data-label``) and a wrapper (``div.allin-stack``), so that on a phone each row
  becomes a card (site.css) instead of a table cut at the screen's edge (fa S4).
- ``whole_code``: a short piece of inline code without spaces but with a hyphen (a file name, ``settle-v1.json``)
  never breaks at its hyphen (wrapped in ``span.allin-whole``: fa S5); code with spaces still wraps between words.
- ``russian_dashes``: on Russian pages a spaced dash is tied to the word before it with a no-break space, so no line
  begins with a dash (ru Y2); code, scripts and attributes keep theirs.
"""

from __future__ import annotations

import html
import re

from macros.text.profile import profile

TABLE = re.compile(r"<table>(.*?)</table>", re.S)
HEADER_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
ROW = re.compile(r"<tr>(.*?)</tr>", re.S)
BODY_CELL = re.compile(r"<td\b")
TAG = re.compile(r"<[^>]+>")
INLINE_CODE = re.compile(r"<code>([^<\s]{1,30})</code>")
WHOLE = "allin-whole"
SPACED_DASH = re.compile(r"[ \t\r\n]+([—–])(?=\s)")
"""A dash with a space before and after it: the space before becomes a no-break space."""
SKIPPED = re.compile(r"<(code|pre|script|style|kbd)\b[^>]*>.*?</\1>|<[^>]+>", re.S)
"""What a text pass leaves alone: code, scripts and styles whole, and every tag with its attributes."""


def _label(cell: str) -> str:
    return html.escape(html.unescape(TAG.sub("", cell)).strip(), quote=True)


def _labelled(table: re.Match[str]) -> str:
    body = table.group(1)
    if "data-label=" in body or "<thead>" not in body:
        return table.group(0)  # a macro's table has its labels
    head, _, rows = body.partition("</thead>")
    labels = [_label(cell) for cell in HEADER_CELL.findall(head)]

    def row(match: re.Match[str]) -> str:
        cells = iter(labels)
        return "<tr>" + BODY_CELL.sub(lambda td: f'<td data-label="{next(cells, "")}"', match.group(1)) + "</tr>"

    return f'<div class="allin-stack"><table>{head}</thead>{ROW.sub(row, rows)}</table></div>'


def stack_tables(page: str) -> str:
    """Every table written in Markdown with its column names on its body cells, wrapped to stack on a phone."""
    return TABLE.sub(_labelled, page)


def whole_code(page: str) -> str:
    """Short inline code with a hyphen and no spaces, wrapped to stay on one line."""

    def marked(code: re.Match[str]) -> str:
        return f'<span class="{WHOLE}">{code.group(0)}</span>' if "-" in code.group(1) else code.group(0)

    return INLINE_CODE.sub(marked, page)


def russian_dashes(page: str) -> str:
    """A no-break space before every spaced dash of the text (not in code, scripts, styles or attributes)."""
    out, done = [], 0
    for skipped in SKIPPED.finditer(page):
        out.append(SPACED_DASH.sub("\u00a0\\1", page[done : skipped.start()]))
        out.append(skipped.group(0))
        done = skipped.end()
    out.append(SPACED_DASH.sub("\u00a0\\1", page[done:]))
    return "".join(out)


def finish(page: str, lang: str) -> str:
    """A page's content with its tables stacking, its short code whole, and its dashes tied where the language's
    profile asks (``tie_dashes``: Russian)."""
    page = whole_code(stack_tables(page))
    return russian_dashes(page) if profile(lang).tie_dashes else page
