"""mkdocs hook (``hooks:`` in mkdocs.yml): the patterns of the pot diagrams, once on each page that shows one.

Every diagram fills its bands with the same few patterns (``macros/pot_diagram.py``, ``defs``): a page that
shows a diagram gets them once, in a hidden SVG at the end of its ``<body>``, instead of a copy in every
diagram. The browser's diagrams (calculator, practice) add the same SVG when the page has none. Loaded by
MkDocs as a file, so it imports the package by its full name.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from macros.pot_diagram import defs

MARK = 'class="pot-diagram"'


@cache
def defs_html() -> str:
    """The hidden SVG holding the patterns."""
    return defs().html()


def on_post_page(output: str, page: Any, config: Any) -> str:
    """MkDocs event: add the patterns before ``</body>`` when the page shows a pot diagram."""
    if MARK not in output:
        return output
    at = output.rindex("</body>")
    return output[:at] + defs_html() + output[at:]
