"""What the macros read of the env they render in, typed (``PageEnv`` in ``macros/plugin/page_render.py``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page


class PluginEnv(Protocol):
    """The env the macros are registered on and read: the site's configuration, the page being
    rendered, the plugin's own settings, and the registration of macros."""

    @property
    def conf(self) -> MkDocsConfig:
        """The whole ``mkdocs.yml`` configuration."""

    @property
    def page(self) -> Page | None:
        """The page being rendered now (None before the first page)."""

    @property
    def config(self) -> Mapping[str, Any]:
        """Template settings (``j2_*`` keys: Jinja's own names prefixed; the site sets none)."""

    def macro(self, v: Callable[..., Any], name: str = "") -> Any:
        """Register ``v`` as a macro called ``name`` in the pages."""
