"""The mkdocs-macros module: worked examples -> engine -> localized Markdown.

``define_env`` loads every example, runs it through the engine under the rule set chosen in
``mkdocs.yml`` (``extra.rules``), checks every claim (all failures reported at once) and registers the
macros that pages use. Every macro reads the page's language when it renders. See ``macros/README.md``.
"""

from __future__ import annotations

from typing import Any

from .claims import ClaimsError
from .pages import MacroContext, register

__all__ = ["ClaimsError", "MacroContext", "define_env"]


def define_env(env: Any) -> None:
    """mkdocs-macros entry point (runs once per language build)."""
    register(env)
