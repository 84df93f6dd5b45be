"""The part of the mkdocs-macros plugin this module uses, typed (the plugin itself has no type hints)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page


class PluginEnv(Protocol):
    """The ``env`` that mkdocs-macros hands to ``define_env``: the site's configuration, the page being
    rendered, the plugin's own settings, and the registration of macros."""

    @property
    def conf(self) -> MkDocsConfig:
        """The whole ``mkdocs.yml`` configuration."""

    @property
    def page(self) -> Page | None:
        """The page being rendered now (None before the first page)."""

    @property
    def config(self) -> Mapping[str, Any]:
        """The macros plugin's own settings in ``mkdocs.yml`` (``module_name``, ``j2_*``, ...)."""

    def macro(self, v: Callable[..., Any], name: str = "") -> Any:
        """Register ``v`` as a macro called ``name`` in the pages."""
