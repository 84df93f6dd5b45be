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

Variants. A text that depends on something only the moment of use knows is written once per value, its key
``KEY@WHAT=VALUE``, in every language (English too, even where its forms are alike):

- the player's gender, ``KEY@gender=m`` and ``KEY@gender=f`` (``replay.folded@gender=f``: Russian «сбросила
  карты» under Мерет, «сбросил карты» under Рамсес): ask with ``text(KEY, lang, gender=...)``, the gender of the
  player the text is about (:mod:`macros.text.names`); asked without one, a :class:`CatalogueError`. A player's
  gender is the flag ``masculine`` or ``feminine`` on the ``player.<id>`` entry (the same in every language).
  ``{name}`` in a text is the name in the nominative: gettext's format check holds the placeholders of every
  translation to the English ones, so a template cannot ask for another case; write the sentence so that the
  name needs none (the pages ask for case forms: ``name(id, "gen")``);
- a case form, ``KEY@case=CASE`` (``player.raha@case=gen`` «Рахи», ``hand.set@case=ins`` «сетом {r1_pl}»): ask
  with ``text(KEY, lang, case=CASE)``; a language without cases writes the plain form again;
- a rule value, ``KEY@OPTION=VALUE`` (widget texts only: ``macros/render/widget_text.py`` picks one when the page
  is built).

To add a message: add it to the English file (context, English msgid, references, the format flag when it
has placeholders), then the same entry with its translation to ``ru`` and ``fa``. ``tests/test_catalogue.py``
fails on a message missing or untranslated in a language, on differing placeholders, on a message no
referenced file uses, and on a key the code uses that the catalogue lacks; ``tests/test_agreement.py`` renders
every text written per gender with a man and a woman, and fails on a text about one player that agrees with a
gender although it is not written per gender, or that the calculator (which knows no gender) shows.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from babel.messages.pofile import read_po

from macros.text.numbers import format_chips
from macros.text.profile import languages

SOURCE_LANGUAGE = "en"
LOCALES = Path(__file__).resolve().parents[2] / "locales"
WIDGET_SCRIPTS = "docs/assets/js/"
"""A message referenced from a file under this folder is given to the pages for the widgets."""

Gender = Literal["m", "f"]
GENDERS: tuple[Gender, ...] = ("m", "f")
GENDER_FLAGS: Mapping[str, Gender] = MappingProxyType({"masculine": "m", "feminine": "f"})
"""The flag (``#, feminine``) on a player's entry that gives the player's grammatical gender."""
VARIANT = "@"
"""Between a key and the value its text is written for (``KEY@gender=f``, ``KEY@case=gen``)."""
GENDER_VARIANT = VARIANT + "gender="
CASE_VARIANT = VARIANT + "case="


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
    flags: frozenset[str] = frozenset()
    """Its ``#,`` flags (``python-brace-format``; ``masculine`` or ``feminine`` on a player's name)."""


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One language's messages by key, and the rule choosing a plural form for a count."""

    lang: str
    messages: Mapping[str, Message]
    plural_index: Callable[[int], int]
    """The file's ``Plural-Forms`` rule: the index of the form a count takes."""
    gendered: frozenset[str] = frozenset()
    """The keys written once per gender (``KEY`` of ``KEY@gender=m`` and ``KEY@gender=f``)."""


def placeholders(text: str) -> list[str]:
    """The ``{names}`` a text fills in, in order."""
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def catalogue_path(lang: str) -> Path:
    """Where a language's catalogue lives."""
    return LOCALES / lang / "LC_MESSAGES" / "messages.po"


def __getattr__(name: str) -> tuple[str, ...]:
    """``LANGUAGES``: the site's languages (``macros/text/profile.py``), read when first asked for, not at import."""
    if name == "LANGUAGES":
        return languages()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@cache
def catalogue(lang: str) -> Catalogue:
    """A language's catalogue, read once per process; an incomplete one is an error naming the message."""
    if lang not in languages():
        raise CatalogueError(f"no catalogue for language {lang!r} (languages: {', '.join(languages())})")
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
        messages[key] = Message(key, source, forms, entry.pluralizable, used_by, frozenset(entry.flags))
    _check_variants(messages, where=str(path.relative_to(LOCALES.parent)))
    gendered = frozenset(key.partition(GENDER_VARIANT)[0] for key in messages if GENDER_VARIANT in key)
    return Catalogue(lang, MappingProxyType(messages), gettext.c2py(po.plural_expr), gendered)


def _check_variants(messages: Mapping[str, Message], where: str) -> None:
    """A text written per gender has both variants and no plain form; a case form has its plain form."""
    for key in messages:
        base, _, gender = key.partition(GENDER_VARIANT)
        if gender:
            if gender not in GENDERS or base in messages:
                raise CatalogueError(f"{where}: {key!r}: a text per gender is KEY@gender=m and KEY@gender=f, no KEY")
            missing = [g for g in GENDERS if f"{base}{GENDER_VARIANT}{g}" not in messages]
            if missing:
                raise CatalogueError(
                    f"{where}: {base!r} is written per gender but has no {base}{GENDER_VARIANT}{missing[0]}"
                )
        base, _, case = key.partition(CASE_VARIANT)
        if case and base not in messages:
            raise CatalogueError(f"{where}: {key!r} is a case form of {base!r}, which the catalogue lacks")


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


def variant(key: str, lang: str, gender: str | None = None, case: str | None = None) -> Message:
    """The message to show for ``key``: its case form ``case`` (``KEY@case=CASE``) or, for a text written once per
    gender, the variant of ``gender`` (``KEY@gender=G``); asking for a gendered text without a gender, or for a
    case form the catalogue lacks, is an error."""
    if case is not None:
        return message(key + CASE_VARIANT + case, lang)
    if key in catalogue(lang).gendered:
        if gender not in GENDERS:
            raise CatalogueError(f"{key!r} is written once per gender: ask for it with gender='m' or 'f'")
        return message(key + GENDER_VARIANT + str(gender), lang)
    return message(key, lang)


def gendered_keys(lang: str) -> frozenset[str]:
    """The keys of ``lang``'s texts written once per gender."""
    return catalogue(lang).gendered


def text(key: str, lang: str, /, *, gender: str | None = None, case: str | None = None, **fields: object) -> str:
    """The interface text ``key`` in ``lang``, with ``fields`` filled in (``text("pot.side", "en", n="1")``);
    ``gender``: the gender of the player it is about (the variant of a text written per gender), ``case``: the
    case form asked for (see the module's "Variants")."""
    found = variant(key, lang, gender, case)
    if found.plural:
        raise CatalogueError(f"{key!r} has plural forms: ask for it with plural(key, count, lang)")
    return found.forms[0].format(**fields) if fields else found.forms[0]


def plural(key: str, count: int, lang: str, /, *, gender: str | None = None, **fields: object) -> str:
    """The form of a plural message that ``count`` takes in ``lang`` (the file's gettext plural rule),
    with ``fields`` filled in; the caller writes the count itself into a field if the text shows it.
    ``gender``: as for :func:`text`."""
    found = variant(key, lang, gender)
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
