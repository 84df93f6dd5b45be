"""The patterns of the pot diagrams, once on each page that shows one.

Every diagram fills its bands with the same few patterns (``macros/render/pot_diagram.py``, ``defs``): a page that
shows a diagram gets them once, in a hidden SVG at the end of its ``<body>``, instead of a copy in every
diagram. The browser's diagrams (calculator, practice) add the same SVG when the page has none. The site plugin
(``macros/plugin/site_plugin.py``) adds it after each page.
"""

from __future__ import annotations

from functools import cache

from macros.render.pot_diagram import defs

MARK = 'class="pot-diagram"'


@cache
def defs_html() -> str:
    """The hidden SVG holding the patterns."""
    return defs().html()


def with_defs(output: str) -> str:
    """The page's HTML with the patterns added before ``</body>`` when the page shows a pot diagram."""
    if MARK not in output:
        return output
    at = output.rindex("</body>")
    return output[:at] + defs_html() + output[at:]
