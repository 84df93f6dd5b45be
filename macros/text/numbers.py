"""Chip counts written the way each language writes numbers (CLDR data through Babel)."""

from __future__ import annotations

from functools import lru_cache

from babel.numbers import format_decimal, get_minus_sign_symbol, get_plus_sign_symbol

MINUS_SIGN = "\u2212"
"""Negative figures take the minus sign in every language (CLDR gives Russian and English a hyphen-minus)."""
PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
"""Babel writes Latin digits even for ``fa``; Persian pages use the extended Arabic-Indic digits."""


def local_digits(text: str, lang: str) -> str:
    """Replace Latin digits by the language's own digits (only Persian has its own here)."""
    return text.translate(PERSIAN_DIGITS) if lang == "fa" else text


@lru_cache(maxsize=4096, typed=True)
def format_chips(value: int, lang: str, signed: bool = False) -> str:
    """A whole number of chips: ``2 000`` (ru, no-break space), ``2,000`` (en), ``۲٬۰۰۰`` (fa).

    Negative numbers take the minus sign U+2212 in every language, after the locale's marks (in Persian a
    left-to-right mark before it, so the sign stays on the left of the digits inside right-to-left text);
    ``signed`` adds ``+`` to positive numbers, as net results are written.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"chip counts are whole numbers, not {value!r}")
    body = format_decimal(abs(value), locale=lang, numbering_system="default")
    if value < 0:
        body = get_minus_sign_symbol(lang, numbering_system="default").replace("-", MINUS_SIGN) + body
    elif signed and value > 0:
        body = get_plus_sign_symbol(lang, numbering_system="default") + body
    return local_digits(body, lang)


# Babel's formatting is the costliest part of a page's macros; a page repeats the same few figures, so
# each (value, language, sign) is formatted once per build process.
