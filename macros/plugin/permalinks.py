"""The heading anchors' title in the page's own language.

The ``toc`` extension gives every heading's ``¶`` link one ``permalink_title`` ("Permanent link"), the same for
every page; the i18n plugin refuses per-language ``markdown_extensions``/``mdx_configs``. So, after each page is
converted, the site plugin (``macros/plugin/site_plugin.py``) puts the catalogue's ``toc.permalink_title`` of the page's
language (its folder, ``docs/<lang>/…``) in place of that title.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from macros.text.catalogue import text
from macros.text.language import file_language

DEFAULT_TITLE = "Permanent link"
"""Python-Markdown's ``toc`` default, when mkdocs.yml sets no ``permalink_title``."""


def configured_title(config: Any) -> str:
    """The title the ``toc`` extension writes on every anchor, as mkdocs.yml configures it."""
    toc = (config.get("mdx_configs") or {}).get("toc") or {}
    return str(toc.get("permalink_title", DEFAULT_TITLE))


def localize_permalinks(html: str, written: str, title: str) -> str:
    """``html`` with the title ``written`` of each heading anchor (``class="headerlink"``) replaced by ``title``."""
    anchor = re.compile(r'(<a class="headerlink" href="#[^"]*" title=")' + re.escape(escape(written, quote=True)) + '"')
    return anchor.sub(lambda match: match.group(1) + escape(title, quote=True) + '"', html)


def localized(html: str, page: Any, config: Any) -> str:
    """The page's content HTML with its heading anchors titled in its language."""
    lang = file_language(page, config["theme"]["language"])
    return localize_permalinks(html, configured_title(config), text("toc.permalink_title", lang))
