"""The site is built by one MkDocs plugin (issue 16, item 2): ``mkdocs.yml`` names it and no hooks, it is the
package's entry point, its settings have one typed schema, its page events keep the order the hooks had, and the
build code neither edits ``sys.path`` nor reaches into MkDocs' private names."""

from __future__ import annotations

import re
from importlib.metadata import entry_points
from pathlib import Path

import yaml
from helpers.sitebuild import ROOT, plugin_settings
from mkdocs.config import base

from house import SiteRules, read_rules
from macros.plugin.config import AllinConfig
from macros.plugin.site_plugin import AllinPlugin


def mkdocs_yml() -> dict[str, object]:
    loader = type("Loader", (yaml.SafeLoader,), {})
    loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)
    return dict(yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), loader))


def test_mkdocs_yml_names_the_plugin_and_no_hooks() -> None:
    config = mkdocs_yml()
    assert "hooks" not in config
    names = [next(iter(entry)) if isinstance(entry, dict) else entry for entry in config["plugins"]]  # type: ignore[attr-defined]
    assert names == ["search", "i18n", "allin"], names  # last: its events run after the others', as the hooks' did
    assert not {"rules", "claims", "search_languages"} & set(config["extra"])  # type: ignore[arg-type]


def test_the_plugin_is_the_packages_entry_point() -> None:
    [entry] = [e for e in entry_points(group="mkdocs.plugins") if e.name == "allin"]
    assert entry.load() is AllinPlugin


def test_the_settings_have_one_schema_and_the_repositorys_are_valid() -> None:
    plugin = AllinPlugin()
    errors, warnings = plugin.load_config(plugin_settings())
    assert (errors, warnings) == ([], [])
    assert isinstance(plugin.config, AllinConfig) and isinstance(plugin.config, base.Config)
    assert isinstance(plugin.config.rules, SiteRules)
    assert plugin.config.rules == read_rules(plugin_settings()["rules"])
    assert set(plugin.config.search_languages) == {"ru", "fa", "en"}


def test_a_bad_setting_is_one_error_of_the_schema() -> None:
    plugin = AllinPlugin()
    errors, _ = plugin.load_config({**plugin_settings(), "rules": {"name": "tda", "odd_chips": None}})
    assert [(key, str(error)) for key, error in errors] == [
        ("rules", "rules.odd_chips in mkdocs.yml is empty: give it a value, or leave the line out")
    ]


def test_post_build_publishes_first_and_splits_the_search_index_last() -> None:
    """The publishing runs with the other plugins' post-build events; the search split after mkdocs-static-i18n's
    (-100), which builds the other languages and merges their search entries."""
    events = AllinPlugin.on_post_build.methods  # type: ignore[attr-defined]
    assert [getattr(event, "mkdocs_priority", 0) for event in events] == [0, -200]


PRIVATE = re.compile(r"\bmkdocs(?:\.\w+)*\._\w+|_load_hook|sys\.path")


def test_the_build_code_uses_no_private_mkdocs_name_and_leaves_sys_path_alone() -> None:
    found = [
        f"{path.relative_to(ROOT)}: {match.group(0)}"
        for folder in ("macros", "practice", "replays")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for match in PRIVATE.finditer(path.read_text(encoding="utf-8"))
    ]
    assert not found, found
    assert not list(Path(ROOT).glob("*/mkdocs_hook.py"))
