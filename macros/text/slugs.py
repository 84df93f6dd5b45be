"""Heading ids (``toc``'s ``slugify`` in ``mkdocs.yml``): each language's own letters, lower case, words joined by
hyphens (``pymdownx.slugs.slugify``), and in Persian the zero-width non-joiner between the parts of a word
(«آل‌این», «کال‌کننده») a hyphen too. The plain slugify dropped it and ran the parts together, so the address bar
and the link the language switcher carries read as misspellings: ``#آلاین-و-…``, ``#کالکننده`` (issue 27, fa S6);
now ``#آل-این-و-…``, ``#کال-کننده``. The ids other pages link to are set by hand (``{ #antes }``) and do not change.
"""

from __future__ import annotations

from collections.abc import Callable

from pymdownx.slugs import slugify as pymdownx_slugify  # type: ignore[import-untyped]  # (no type stubs)

ZWNJ = "\u200c"
_SLUG: Callable[[str, str], str] = pymdownx_slugify(case="lower")


def slugify(text: str, separator: str) -> str:
    """A heading's id: ``pymdownx.slugs.slugify`` (lower case), a zero-width non-joiner read as a space."""
    return _SLUG(text.replace(ZWNJ, " "), separator)
