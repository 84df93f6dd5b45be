"""Interface text in Russian, Persian and English: one gettext catalogue per language, read through Babel.

The catalogues are ``locales/<lang>/LC_MESSAGES/messages.po`` (``ru``, ``fa``, ``en``), read once per process
with ``babel.messages.pofile.read_po``; nothing is compiled and nothing has to be regenerated. They hold every
piece of interface text: table headers, pot names, the sentences of hand stories and betting options, rule
settings, player, card and hand names, and the browser widgets' text. Lesson prose stays in the pages.

Keys. A message is found by its context (``msgctxt``), a stable symbolic key such as ``pot.side``; its
``msgid`` is the English text. The key is what Python and the widgets ask for: short, and unchanged when the
English wording is. The English msgid is what translators' tools (Poedit, Weblate, ``msgfmt --check``) show
as the source and check each translation against: its ``{placeholders}`` (``#, python-brace-format``) and
its plural forms (``msgid_plural``, ``msgstr[N]``, by each file's ``Plural-Forms``: Russian has three).
A bare key as msgid would leave the tools nothing to check: ``msgfmt`` rejects a translation whose
placeholders its msgid lacks. English is the source language: its file lists every message with an empty
msgstr (as Django's English catalogue does), so it is also the template the other two follow.

``#:`` references name the files that use a message. A message used by a widget script (a reference
under ``docs/assets/js/``) is handed to the pages in the page's language (``macros/render/widget_text.py``: to every
page, but a message only the practice page's script uses to that page alone).

To add a message: add it to the English file (context, English msgid, references, the format flag when it
has placeholders), then the same entry with its translation to ``ru`` and ``fa``. ``tests/test_catalogue.py``
fails on a message missing or untranslated in a language, on differing placeholders, on a message no
referenced file uses, and on a key the code uses that the catalogue lacks.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from babel.messages.pofile import read_po

from macros.text.numbers import format_chips

LANGUAGES = ("ru", "fa", "en")
SOURCE_LANGUAGE = "en"
LOCALES = Path(__file__).resolve().parents[2] / "locales"
WIDGET_SCRIPTS = "docs/assets/js/"
"""A message referenced from a file under this folder is given to the pages for the widgets."""


class CatalogueError(ValueError):
    """A catalogue file is missing or incomplete, or a message was asked for in the wrong way."""


class MissingTextError(CatalogueError, KeyError):
    """The code asked for a key that a language's catalogue does not have."""

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True, slots=True)
class Message:
    """One message of one language: its key, its text (several forms for a plural) and who uses it."""

    key: str
    source: tuple[str, ...]
    """The English msgid (and msgid_plural)."""
    forms: tuple[str, ...]
    """The text in this language: one form, or one per plural form of the language."""
    plural: bool
    used_by: tuple[str, ...]
    """The files named in its ``#:`` references."""


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's messages by key, and the rule choosing a plural form for a count."""

    lang: str
    messages: Mapping[str, Message]
    plural_index: Callable[[int], int]
    """The file's ``Plural-Forms`` rule: the index of the form a count takes."""


def placeholders(text: str) -> list[str]:
    """The ``{names}`` a text fills in, in order."""
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def catalogue_path(lang: str) -> Path:
    """Where a language's catalogue lives."""
    return LOCALES / lang / "LC_MESSAGES" / "messages.po"


@cache
def catalogue(lang: str) -> Catalogue:
    """A language's catalogue, read once per process; an incomplete one is an error naming the message."""
    if lang not in LANGUAGES:
        raise CatalogueError(f"no catalogue for language {lang!r} (languages: {', '.join(LANGUAGES)})")
    path = catalogue_path(lang)
    with path.open("rb") as file:
        po = read_po(file, locale=lang, abort_invalid=True)
    messages: dict[str, Message] = {}
    for entry in po:
        if not entry.id:
            continue  # the header
        key = entry.context
        where = f"{path.relative_to(LOCALES.parent)}: message {key or entry.id!r}"
        if not key:
            raise CatalogueError(f"{where} has no msgctxt (its key)")
        if key in messages:
            raise CatalogueError(f"{where} appears twice")
        source, strings = _texts(entry.id), _texts(entry.string)
        if lang == SOURCE_LANGUAGE:
            forms = source
        elif entry.fuzzy or not all(strings):
            raise CatalogueError(f"{where} is not translated (or marked fuzzy)")
        else:
            forms = strings
        used_by = tuple(dict.fromkeys(file for file, _ in entry.locations))
        messages[key] = Message(key, source, forms, entry.pluralizable, used_by)
    return Catalogue(lang, MappingProxyType(messages), gettext.c2py(po.plural_expr))


def _texts(value: object) -> tuple[str, ...]:
    """A msgid or msgstr as Babel gives it (a string, or a tuple for plural forms) as a tuple of strings."""
    values = value if isinstance(value, (tuple, list)) else (value,)
    return tuple(str(v or "") for v in values)


def message(key: str, lang: str) -> Message:
    """One message; an unknown key is a :class:`MissingTextError` naming the file to add it to."""
    try:
        return catalogue(lang).messages[key]
    except KeyError:
        where = catalogue_path(lang).relative_to(LOCALES.parent)
        raise MissingTextError(f"no {lang} text for {key!r}: add it to {where}") from None


def text(key: str, lang: str, /, **fields: object) -> str:
    """The interface text ``key`` in ``lang``, with ``fields`` filled in (``text("pot.side", "en", n="1")``)."""
    found = message(key, lang)
    if found.plural:
        raise CatalogueError(f"{key!r} has plural forms: ask for it with plural(key, count, lang)")
    return found.forms[0].format(**fields) if fields else found.forms[0]


def plural(key: str, count: int, lang: str, /, **fields: object) -> str:
    """The form of a plural message that ``count`` takes in ``lang`` (the file's gettext plural rule),
    with ``fields`` filled in; the caller writes the count itself into a field if the text shows it."""
    found = message(key, lang)
    if not found.plural:
        raise CatalogueError(f"{key!r} has no plural forms: ask for it with text(key, lang)")
    return found.forms[catalogue(lang).plural_index(count)].format(**fields)


FEMININE_COUNTS = (1, 2)
"""The counts whose word takes a feminine form of its own before a feminine noun (Russian «одна», «две»): the
catalogue holds these as ``number.N.feminine`` in every language (the same word where the language has none)."""


def count_text(count: int, lang: str, feminine: bool = False) -> str:
    """A count as a phrase writes it: in words from one to ten (``number.N``; before a feminine noun
    ``number.N.feminine`` where the word differs, Russian «две фишки»), in figures above."""
    if feminine and count in FEMININE_COUNTS:
        return text(f"number.{count}.feminine", lang)
    if 1 <= count <= 10:
        return text(f"number.{count}", lang)
    return format_chips(count, lang)


def widget_texts(lang: str, leave_out: Collection[str] = ()) -> dict[str, str]:
    """Every message a widget script uses, in ``lang``, by key (what the pages hand to the widgets); a message
    used only by scripts in ``leave_out`` (scripts the page does not load) is left out."""
    texts = {}
    for key, found in catalogue(lang).messages.items():
        if any(path.startswith(WIDGET_SCRIPTS) and path not in leave_out for path in found.used_by):
            if found.plural:
                raise CatalogueError(f"{key!r}: the widgets take no plural messages")
            texts[key] = found.forms[0]
    return texts


ui = text
"""The name the macros used before the catalogue (``ui(key, lang, **fields)``); same as :func:`text`."""
