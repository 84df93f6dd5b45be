"""Markup built as a tree of elements, written out as HTML, and read as JSON.

The pot diagram is built as a tree (``macros/render/pot_diagram.py``) so the same tree can be written into a page at
build time and compared, as JSON, with the tree the browser's copy of the builder (``pot_diagram.js``) makes:
``["tag", {"attribute": "value"}, child, …]``, a child being an element or a text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

VOID = frozenset({"input", "br", "img", "meta", "link"})
"""HTML elements that have no end tag."""
HTML_CONTAINERS = frozenset({"div", "figure", "figcaption", "fieldset", "legend", "label", "ul", "li", "span"})
"""HTML elements that keep their end tag even when empty; any other empty element (SVG) is closed with ``/>``."""


@dataclass(frozen=True, slots=True)
class Element:
    """One element: its tag, its attributes in order, and its children (elements and texts)."""

    tag: str
    attrs: tuple[tuple[str, str], ...] = ()
    children: tuple[Element | str, ...] = ()

    def html(self) -> str:
        """The element as HTML on one line: texts and attribute values escaped."""
        attrs = "".join(f' {name}="{escape(value)}"' if value else f" {name}" for name, value in self.attrs)
        if self.tag in VOID:
            return f"<{self.tag}{attrs}>"
        if not self.children and self.tag not in HTML_CONTAINERS:
            return f"<{self.tag}{attrs}/>"
        inner = "".join(
            child.html() if isinstance(child, Element) else escape(child, quote=False) for child in self.children
        )
        return f"<{self.tag}{attrs}>{inner}</{self.tag}>"

    def to_json(self) -> list[Any]:
        """The element as the browser's builder writes it: ``[tag, {attributes}, child, …]``."""
        children = [child.to_json() if isinstance(child, Element) else child for child in self.children]
        return [self.tag, dict(self.attrs), *children]


def element(tag: str, attrs: Mapping[str, str | int | None] | None = None, *children: Element | str | None) -> Element:
    """An element; attributes whose value is None and children that are None or empty are left out."""
    kept = tuple((name, str(value)) for name, value in (attrs or {}).items() if value is not None)
    return Element(tag, kept, tuple(child for child in children if child))
