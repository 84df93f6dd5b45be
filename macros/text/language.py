"""Which language the page being rendered is in (read at render time, never at start-up)."""

from __future__ import annotations

from typing import Any

from macros.core import PluginEnv
from macros.text.profile import languages


def file_language(page: Any, default_locale: object) -> str:
    """A page's language: the i18n plugin's locale of its file, else ``default_locale`` (the theme's language)."""
    locale = getattr(getattr(page, "file", None), "locale", None)
    if locale is None:
        locale = default_locale
    lang = str(locale).split("_")[0].split("-")[0]
    if lang not in languages():
        raise ValueError(f"page language {locale!r} is not one of {', '.join(languages())}")
    return lang


def page_language(env: PluginEnv) -> str:
    """The current page's language (the macros' ``env``)."""
    return file_language(env.page, env.conf["theme"]["language"])
