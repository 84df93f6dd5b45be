"""The house rules a room writes in ``mkdocs.yml``: the site plugin's ``rules`` (a preset's ``name`` and the options it
overrides), read and checked once, for the site's build (``macros/plugin/config.py``) and for the tools that work
without one (``python -m practice``, the replays, the benchmarks). A bad, empty or unknown value is one
:class:`ConfigError` naming the setting in the operator's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

import calculator
from calculator import RuleSet

RAISE_CAP_MAX: Final = 1000
"""The largest ``raise_cap`` the site accepts (every figure on a page must stay a number the pages can write)."""
WHERE: Final = "in mkdocs.yml (plugins: allin)"


class ConfigError(ValueError):
    """A setting of the site plugin in ``mkdocs.yml`` that the build cannot use."""


@dataclass(frozen=True, slots=True)
class SiteRules:
    """The build's rule set, and its settings as ``mkdocs.yml`` gives them (``name`` first): the practice bank and
    the replays record them as given."""

    rules: RuleSet
    settings: Mapping[str, object]


def _raise_cap(value: object) -> object:
    """``raise_cap`` within what the pages can show (the engine checks the rest)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > RAISE_CAP_MAX:
        raise ConfigError(f"rules.raise_cap {WHERE} must be at most {RAISE_CAP_MAX} raises (or none), not {value}")
    return value


def _not_a_name(key: object) -> str:
    """What is wrong with a mapping's key that is no option's name, in the operator's words (YAML 1.1 reads
    ``yes``, ``no``, ``on`` and ``off`` as true or false, and ``1`` as a number)."""
    if isinstance(key, bool):
        spelled = "yes, on or true" if key else "no, off or false"
        return f"has a key YAML reads as {str(key).lower()} ({spelled}), not as a name"
    if key is None or (isinstance(key, str) and not key.strip()):
        return "has an empty key"
    return f"has the key {key!r}, a number, not a name" if isinstance(key, int | float) else f"has the key {key!r}"


def read_rules(chosen: object) -> SiteRules:
    """``rules``: ``name`` picks a preset (default ``tda``), every other key overrides one of its options; an empty
    key or value, or a value the engine refuses, is one :class:`ConfigError`."""
    if chosen is None:
        chosen = {}
    if not isinstance(chosen, Mapping):
        raise ConfigError(
            f"rules {WHERE} must be a mapping of rule options (e.g. name: tda, odd_chips: one_each), not {chosen!r}"
        )
    for key, value in chosen.items():
        if not isinstance(key, str) or not key.strip():
            raise ConfigError(f"rules {WHERE} {_not_a_name(key)} (with the value {value!r}): name a rule option")
        if value is None or value == "":
            raise ConfigError(f"rules.{key} {WHERE} is empty: give it a value, or leave the line out")
    name = chosen.get("name", "tda")
    if not isinstance(name, str):
        raise ConfigError(f"rules.name {WHERE} must name a preset, not {name!r}")
    overrides = {key: value for key, value in chosen.items() if key != "name"}
    if "raise_cap" in overrides:
        _raise_cap(overrides["raise_cap"])
    try:
        rules = calculator.rule_set(name, overrides)
    except calculator.RulesError as error:
        raise ConfigError(f"rules {WHERE}: {error}") from None
    return SiteRules(rules, MappingProxyType(dict(chosen)))


PLUGIN: Final = "allin"
"""The plugin's name in ``mkdocs.yml`` (its entry point in ``pyproject.toml``)."""


def plugin_settings(mkdocs_yml: Path) -> dict[str, Any]:
    """The site plugin's settings as a ``mkdocs.yml`` gives them (read with MkDocs' own YAML loader, which knows
    its ``!ENV`` tags), for tools that work without a build (``python -m practice``, the benchmarks)."""
    from mkdocs.utils.yaml import yaml_load

    with mkdocs_yml.open(encoding="utf-8") as handle:
        config = yaml_load(handle)
    for entry in config.get("plugins") or ():
        if isinstance(entry, Mapping) and PLUGIN in entry:
            return dict(entry[PLUGIN] or {})
    return {}
