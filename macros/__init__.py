"""The site's build code: worked examples -> engine -> localized Markdown, as one MkDocs plugin.

``macros/plugin/site_plugin.py`` is the plugin (the ``allin`` entry point in ``pyproject.toml``): it reads the
settings in ``mkdocs.yml``, runs every example through the engine under the chosen rule set, checks every claim
(all failures reported at once), renders the macros pages call (``macros/plugin/pages.py``) and publishes the
conformance suite, the practice bank and the replays. Every macro reads the page's language when it renders. See
``macros/README.md``.
"""

from __future__ import annotations

from macros.facts.claims import ClaimsError
from macros.facts.context import MacroContext

__all__ = ["ClaimsError", "MacroContext"]
