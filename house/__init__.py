"""The house rules of ``mkdocs.yml``, read without building the site (see ``house/rules.py``)."""

from __future__ import annotations

from house.rules import PLUGIN, RAISE_CAP_MAX, WHERE, ConfigError, SiteRules, plugin_settings, read_rules

__all__ = ["PLUGIN", "RAISE_CAP_MAX", "WHERE", "ConfigError", "SiteRules", "plugin_settings", "read_rules"]
