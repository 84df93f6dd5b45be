"""Each language's profile: what the build, the browser and the tests do differently per language.

The languages are the i18n plugin's in ``mkdocs.yml`` (their codes, names, order and folders); what each does
differently is its table in ``locales/languages.toml``: direction, digits, the Babel locale of its numbers, its
list patterns, its font, its numbered lists' counters, hyphenation and dash typography. Nothing else in the build,
the browser scripts (which get :meth:`LanguageProfile.for_browser` in the page's ``#allin-text``) or the tests
names a language to decide what to do; a new language is a line in ``mkdocs.yml``, a table here, a catalogue, the
pages and the glossary's tooltips (macros/README.md, "Languages").

Both files are read on the first call, never at import: the site plugin checks ``mkdocs.yml`` as a text before
anything reads it (``macros/plugin/config.py``, an alias bomb).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.numbers import get_group_symbol, get_minus_sign_symbol, get_plus_sign_symbol

ROOT = Path(__file__).resolve().parents[2]
MKDOCS_YML = ROOT / "mkdocs.yml"
PROFILES = ROOT / "locales" / "languages.toml"
LATIN_DIGITS = "0123456789"
MINUS_SIGN = "\u2212"
"""Negative figures take the minus sign in every language (CLDR gives Russian and English a hyphen-minus)."""
LIST_KEYS = ("two", "start", "middle", "end")
"""A list's patterns: two words; the first two of more; each next one; the last (CLDR's ``2``, start, middle, end)."""
KEYS = {"direction", "digits", "number_locale", "list", "font", "font_files", "counter_style", "hyphens", "tie_dashes"}


class ProfileError(ValueError):
    """A language profile is missing, or one of its settings is wrong (one line, naming the file and setting)."""


@dataclass(frozen=True)
class LanguageProfile:
    """One language of the site and how it writes."""

    code: str
    """The i18n plugin's locale: the pages' ``lang``, the folder ``docs/<code>/``, the catalogue's name."""
    name: str
    default: bool
    folder: str
    """Its pages' root under the site: ``""`` for the default language, else ``fa``, ``en``."""
    direction: str
    digits: str
    number_locale: str
    list_patterns: Mapping[str, str]
    font: str | None
    font_files: tuple[str, ...]
    counter_style: str
    hyphens: bool
    tie_dashes: bool

    @property
    def rtl(self) -> bool:
        return self.direction == "rtl"

    @property
    def latin_digits(self) -> bool:
        return self.digits == LATIN_DIGITS

    def local_digits(self, text: str) -> str:
        """``text`` with its Latin digits written in the language's own."""
        return text if self.latin_digits else text.translate(str.maketrans(LATIN_DIGITS, self.digits))

    def join(self, words: list[str]) -> str:
        """``words`` joined as the language joins a list (CLDR's algorithm: Babel's ``format_list``)."""
        if len(words) < 2:
            return "".join(words)
        patterns = self.list_patterns
        if len(words) == 2:
            return patterns["two"].format(*words)
        joined = patterns["start"].format(words[0], words[1])
        for word in words[2:-1]:
            joined = patterns["middle"].format(joined, word)
        return patterns["end"].format(joined, words[-1])

    @property
    def number_marks(self) -> dict[str, str]:
        """The group separator and the signs of a figure (the minus is U+2212 after the locale's marks)."""
        locale = self.number_locale
        return {
            "group": get_group_symbol(locale, numbering_system="default"),
            "minus": get_minus_sign_symbol(locale, numbering_system="default").replace("-", MINUS_SIGN),
            "plus": get_plus_sign_symbol(locale, numbering_system="default"),
        }

    def page_style(self) -> str:
        """The page's CSS that follows the profile (``overrides/main.html`` writes it in the head): numbered lists
        counted in the language's digits, hyphenated table cards; empty when the language needs neither."""
        rules = []
        if self.counter_style != "decimal":
            lists = "html[lang] .md-typeset ol,html[lang] .allin-practice ol"
            rules.append(f"{lists}{{list-style-type:{self.counter_style}}}")
        if self.hyphens:
            rules.append("html[lang] .allin-profile-table{hyphens:auto}")
        return "".join(rules)

    def for_browser(self) -> dict[str, object]:
        """What the page's scripts need (``language`` in ``#allin-text``): direction, digits, the number marks and
        the list patterns."""
        return {"dir": self.direction, "digits": self.digits, **self.number_marks, "list": dict(self.list_patterns)}


def _i18n_languages(mkdocs_yml: Path) -> list[dict[str, Any]]:
    from mkdocs.utils.yaml import yaml_load

    with mkdocs_yml.open(encoding="utf-8") as handle:
        config = yaml_load(handle) or {}
    for entry in config.get("plugins") or ():
        if isinstance(entry, Mapping) and "i18n" in entry:
            return [dict(language) for language in (entry["i18n"] or {}).get("languages") or ()]
    raise ProfileError(f"{mkdocs_yml.name}: the i18n plugin lists no languages")


def _setting(table: Mapping[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    value = table.get(key, default)
    if not isinstance(value, kind) or (isinstance(value, str) and not value.strip()):
        raise ProfileError(f"{where}: {key} must be a {'non-empty text' if kind is str else kind.__name__}")
    return value


def _profile(language: Mapping[str, Any], table: Mapping[str, Any], where: str) -> LanguageProfile:
    unknown = sorted(set(table) - KEYS)
    if unknown:
        raise ProfileError(f"{where}: unknown setting {unknown[0]!r} (settings: {', '.join(sorted(KEYS))})")
    direction = _setting(table, "direction", str, where)
    if direction not in ("ltr", "rtl"):
        raise ProfileError(f"{where}: direction must be ltr or rtl, not {direction!r}")
    digits = _setting(table, "digits", str, where)
    if len(digits) != 10 or len(set(digits)) != 10 or not all(c.isdecimal() for c in digits):
        raise ProfileError(f"{where}: digits must be the ten digits 0 to 9 in order, not {digits!r}")
    number_locale = _setting(table, "number_locale", str, where)
    try:
        patterns = dict(Locale.parse(number_locale.replace("-", "_")).list_patterns["standard"])
    except (UnknownLocaleError, ValueError) as error:
        raise ProfileError(f"{where}: number_locale {number_locale!r} is no Babel locale ({error})") from None
    patterns["two"] = patterns.pop("2")
    given = _setting(table, "list", dict, where, {})
    for key, pattern in given.items():
        if key not in LIST_KEYS or not isinstance(pattern, str) or "{0}" not in pattern or "{1}" not in pattern:
            raise ProfileError(f"{where}: list.{key}: keys {', '.join(LIST_KEYS)}, each a text with {{0}} and {{1}}")
    patterns.update(given)
    font = table.get("font")
    if font is not None:
        _setting(table, "font", str, where)
    files = _setting(table, "font_files", list, where, [])
    if not all(isinstance(file, str) and file for file in files) or bool(files) != (font is not None):
        raise ProfileError(f"{where}: font_files must list the font's files (and only with a font)")
    counter_style = _setting(table, "counter_style", str, where)
    if not re.fullmatch(r"[a-z][a-z-]*", counter_style):
        raise ProfileError(f"{where}: counter_style must be a CSS list-style-type name, not {counter_style!r}")
    code = str(language["locale"])
    link = language.get("link") or ("/" if language.get("default") else f"/{code}/")
    return LanguageProfile(
        code=code,
        name=str(language.get("name") or code),
        default=bool(language.get("default")),
        folder=str(link).strip("/"),
        direction=direction,
        digits=digits,
        number_locale=number_locale.replace("-", "_"),
        list_patterns=MappingProxyType({key: patterns[key] for key in LIST_KEYS}),
        font=font,
        font_files=tuple(files),
        counter_style=counter_style,
        hyphens=_setting(table, "hyphens", bool, where),
        tie_dashes=_setting(table, "tie_dashes", bool, where),
    )


@cache
def read_profiles(mkdocs_yml: Path = MKDOCS_YML, profiles: Path = PROFILES) -> tuple[LanguageProfile, ...]:
    """The profile of every language the site builds, in the i18n plugin's order (:class:`ProfileError` when a
    language has no table in ``profiles``, a table names no language, or a setting is wrong)."""
    built = [language for language in _i18n_languages(mkdocs_yml) if language.get("build", True)]
    try:
        tables = tomllib.loads(profiles.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ProfileError(f"{profiles.name}: {error}") from None
    codes = [str(language.get("locale")) for language in built]
    for code in tables:
        if code not in codes:
            raise ProfileError(f"{profiles.name}: [{code}] is no language of the i18n plugin in {mkdocs_yml.name}")
    found = []
    for language in built:
        code = str(language.get("locale"))
        if code not in tables or not isinstance(tables[code], dict):
            raise ProfileError(f"{profiles.name} has no [{code}] for the language {code!r} of {mkdocs_yml.name}")
        found.append(_profile(language, tables[code], f"{profiles.name} [{code}]"))
    return tuple(found)


def languages() -> tuple[str, ...]:
    """The codes of the site's languages, the default first as the i18n plugin lists them (``ru``, ``fa``, ``en``)."""
    return tuple(found.code for found in read_profiles())


def profile(lang: str) -> LanguageProfile:
    """The profile of the language ``lang`` (:class:`ProfileError` if the site has no such language)."""
    for found in read_profiles():
        if found.code == lang:
            return found
    raise ProfileError(f"no language {lang!r} (languages: {', '.join(languages())})")
