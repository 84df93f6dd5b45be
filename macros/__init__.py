"""The mkdocs-macros module: worked examples -> engine -> localized Markdown.

``define_env`` reads the settings in ``mkdocs.yml``, runs every example through the engine under the chosen
rule set, checks every claim (all failures reported at once) and registers the macros pages call
(``macros/pages.py``); after the build ``on_post_build`` publishes the conformance suite.
Every macro reads the page's language when it renders. See ``macros/README.md``.
"""

from __future__ import annotations

from . import conformance
from .claims import ClaimsError
from .context import MacroContext, build_context
from .pages import register
from .plugin_env import PluginEnv

__all__ = ["ClaimsError", "MacroContext", "define_env", "on_post_build"]


def define_env(env: PluginEnv) -> None:
    """mkdocs-macros entry point (runs once per language build)."""
    register(env, build_context(env))


def on_post_build(env: PluginEnv) -> None:
    """mkdocs-macros hook after the build: publish the conformance suite (``macros/conformance.py``); a vector
    whose stored output is not the engine's stops the build."""
    conformance.publish(env.conf["site_dir"])
