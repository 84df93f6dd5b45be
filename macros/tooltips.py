"""MkDocs hook (``hooks:`` in mkdocs.yml): glossary tooltips on every page, in the page's own language.

Each language's terms are in ``tooltips/<lang>.toml``: one table per term, named by the term's anchor on that
language's glossary page, with the exact word ``forms`` to mark and a plain-text ``tooltip``. Before a page is
converted, this hook appends them as abbreviation definitions (``*[side pot]: …``, Python-Markdown's ``abbr``
extension); Material shows each marked word's definition as a tooltip (the ``content.tooltips`` feature).

Why a hook: Material's recipe appends one abbreviations file to every page with ``pymdownx.snippets``'
``auto_append``, but that list is the same for every page, and the i18n plugin builds all three languages
with the same Markdown extensions (it refuses per-language ``markdown_extensions``). The page's language is
its folder (``docs/<lang>/…``, the i18n plugin's locale of the file), so the hook picks the file. The glossary
page itself is left unmarked. Loaded by MkDocs as a file, so it imports the package by its full name.

Only a term's first use in each section (the text from one ``<h2>`` to the next) keeps its tooltip; the later uses
in that section are plain words (the newcomer's review of 2026-12-01: one bullet underlined «анте» five times; each
tooltip is also one more widget for Material to set up when the page loads).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

from macros.language import file_language

TOOLTIPS_DIR = Path(__file__).resolve().parent.parent / "tooltips"
UNMARKED_PAGES = frozenset({"glossary"})
"""Pages (file names without .md) that get no tooltips."""


def load_tooltips(lang: str, folder: Path = TOOLTIPS_DIR) -> dict[str, tuple[list[str], str]]:
    """A language's terms: anchor -> (word forms, tooltip). A malformed file is a :class:`PluginError`."""
    path = folder / f"{lang}.toml"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise PluginError(f"tooltips: cannot read {path.name}: {error}") from None
    terms: dict[str, tuple[list[str], str]] = {}
    seen: dict[str, str] = {}
    for anchor, entry in raw.items():
        forms, tooltip = entry.get("forms") if isinstance(entry, dict) else None, entry.get("tooltip")
        if not isinstance(forms, list) or not forms or not all(isinstance(f, str) and f.strip() for f in forms):
            raise PluginError(f"tooltips: {path.name} [{anchor}] needs 'forms', a list of words")
        if not isinstance(tooltip, str) or not tooltip.strip() or "\n" in tooltip:
            raise PluginError(f"tooltips: {path.name} [{anchor}] needs 'tooltip', one line of plain text")
        for form in forms:
            if "]" in form or "\\" in form:
                raise PluginError(f"tooltips: {path.name} [{anchor}]: the form {form!r} cannot hold ']' or '\\'")
            if not (form[0].isalnum() and form[-1].isalnum()):
                # The abbr extension marks whole words (\b…\b): a form that starts or ends with another character
                # (punctuation, a combining mark such as the Persian ezafe) would never be marked.
                raise PluginError(
                    f"tooltips: {path.name} [{anchor}]: the form {form!r} must start and end with a letter"
                )
            if form in seen:
                raise PluginError(f"tooltips: {path.name}: {form!r} is a form of both [{seen[form]}] and [{anchor}]")
            seen[form] = anchor
        terms[anchor] = (forms, tooltip.strip())
    return terms


def abbreviations(lang: str, folder: Path = TOOLTIPS_DIR) -> str:
    """The language's terms as abbreviation definitions, one line per word form."""
    return "\n".join(
        f"*[{form}]: {tooltip}" for forms, tooltip in load_tooltips(lang, folder).values() for form in forms
    )


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any, **kwargs: Any) -> str:
    """MkDocs event: append the abbreviation definitions of the page's language (the glossary excepted)."""
    if page.file.name in UNMARKED_PAGES:
        return markdown
    return f"{markdown}\n\n{abbreviations(file_language(page, config['theme']['language']))}\n"


ABBR = re.compile(r'<abbr title="([^"]*)">(.*?)</abbr>', re.S)
SECTION = re.compile(r"(?=<h2[\s>])")


def first_uses_only(html: str) -> str:
    """The page's tooltips (``<abbr title>``) kept on each term's first use in each section, the rest unmarked."""

    def section(text: str) -> str:
        seen: set[str] = set()

        def mark(found: re.Match[str]) -> str:
            if found.group(1) in seen:
                return found.group(2)
            seen.add(found.group(1))
            return found.group(0)

        return ABBR.sub(mark, text)

    return "".join(section(part) for part in SECTION.split(html))


def on_page_content(html: str, page: Any, config: Any, files: Any, **kwargs: Any) -> str:
    """MkDocs event: each term's tooltip on its first use in each section only."""
    return first_uses_only(html)
