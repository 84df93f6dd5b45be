"""The mkdocs-macros module: worked examples -> engine -> localized Markdown.

``define_env`` reads the settings in ``mkdocs.yml``, runs every example through the engine under the chosen
rule set, checks every claim (all failures reported at once) and registers the macros pages call
(``macros/pages.py``). Every macro reads the page's language when it renders. See ``macros/README.md``.
"""

from __future__ import annotations

from .claims import ClaimsError
from .context import MacroContext, build_context
from .pages import register
from .plugin_env import PluginEnv

__all__ = ["ClaimsError", "MacroContext", "define_env"]


def define_env(env: PluginEnv) -> None:
    """mkdocs-macros entry point (runs once per language build)."""
    register(env, build_context(env))
