"""What every room of the build may read: the env the macros render in and the build's settings, typed.

The plugin (``macros/plugin/``) makes both; the rooms below it (examples, facts, text, render) read them from here,
so no import runs back up to the plugin.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

from calculator import RuleSet


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


@dataclass(frozen=True, slots=True)
class SiteConfig:
    """The rule set the site is built with, and whether a failing claim stops the build (``fail``) or is
    reported as a warning (``warn``)."""

    rules: RuleSet
    claims: str = "fail"
