"""Chip counts written the way each language writes numbers (CLDR data through Babel)."""

from __future__ import annotations

from functools import lru_cache

from babel.numbers import format_decimal

from macros.text.profile import MINUS_SIGN, profile

__all__ = ["MINUS_SIGN", "format_chips", "local_digits"]


def local_digits(text: str, lang: str) -> str:
    """Replace Latin digits by the language's own (its profile's ``digits``: Babel writes Latin digits even for
    ``fa``, whose pages use the extended Arabic-Indic ones)."""
    return profile(lang).local_digits(text)


@lru_cache(maxsize=4096, typed=True)
def format_chips(value: int, lang: str, signed: bool = False) -> str:
    """A whole number of chips: ``2 000`` (ru, no-break space), ``2,000`` (en), ``۲٬۰۰۰`` (fa).

    Negative numbers take the minus sign U+2212 in every language, after the locale's marks (in Persian a
    left-to-right mark before it, so the sign stays on the left of the digits inside right-to-left text);
    ``signed`` adds ``+`` to positive numbers, as net results are written.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"chip counts are whole numbers, not {value!r}")
    found = profile(lang)
    body = format_decimal(abs(value), locale=found.number_locale, numbering_system="default")
    if value < 0:
        body = found.number_marks["minus"] + body
    elif signed and value > 0:
        body = found.number_marks["plus"] + body
    return found.local_digits(body)


# Babel's formatting is the costliest part of a page's macros; a page repeats the same few figures, so
# each (value, language, sign) is formatted once per build process.
