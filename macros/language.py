"""Which language the page being rendered is in (read at render time, never at start-up)."""

from __future__ import annotations

from .names import LANGUAGES
from .plugin_env import PluginEnv


def page_language(env: PluginEnv) -> str:
    """The current page's language: the i18n plugin's locale of its file, else the theme's language."""
    locale = getattr(getattr(env.page, "file", None), "locale", None)
    if locale is None:
        locale = env.conf["theme"]["language"]
    lang = str(locale).split("_")[0].split("-")[0]
    if lang not in LANGUAGES:
        raise ValueError(f"page language {locale!r} is not one of {', '.join(LANGUAGES)}")
    return lang
