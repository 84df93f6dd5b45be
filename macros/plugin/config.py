"""The site plugin's settings in ``mkdocs.yml`` (``plugins: - allin:``): the rule set (``rules``), what a failing
claim does (``claims``) and the search settings per language (``search_languages``).

One typed schema (:class:`AllinConfig`, MkDocs' ``base.Config``) reads them; every other part of the build is
handed the result (the rule set, the settings as given) and reads nothing from ``mkdocs.yml`` itself. A bad, empty
or duplicated value is one line naming the setting (:class:`ConfigError`, which MkDocs reports as one error).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

import yaml  # type: ignore[import-untyped]  # PyYAML, as MkDocs installs it (no type stubs)
from mkdocs.config import base

import calculator
from calculator import RuleSet

CLAIMS_MODES: Final = ("fail", "warn")
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


@dataclass(frozen=True, slots=True)
class SiteConfig:
    """The rule set the site is built with, and whether a failing claim stops the build (``fail``) or is
    reported as a warning (``warn``)."""

    rules: RuleSet
    claims: str = "fail"


def _raise_cap(value: object) -> object:
    """``raise_cap`` within what the pages can show (the engine checks the rest)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > RAISE_CAP_MAX:
        raise ConfigError(f"rules.raise_cap {WHERE} must be at most {RAISE_CAP_MAX} raises (or none), not {value}")
    return value


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
            raise ConfigError(f"rules {WHERE} has an empty key (with the value {value!r}): name a rule option")
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


def rules_from_config(settings: Mapping[str, object]) -> RuleSet:
    """The rule set of the plugin's settings (a mapping holding ``rules``, as ``mkdocs.yml`` gives them)."""
    return read_rules(settings.get("rules")).rules


def site_config(settings: Mapping[str, object]) -> SiteConfig:
    """Read ``rules`` and ``claims`` from the plugin's settings (as ``mkdocs.yml`` gives them)."""
    claims = settings.get("claims", "fail")
    if claims not in CLAIMS_MODES:
        raise ConfigError(f"claims {WHERE} must be fail or warn, not {claims!r}")
    return SiteConfig(rules_from_config(settings), str(claims))


def read_search_languages(value: object) -> Mapping[str, Mapping[str, tuple[str, ...]]]:
    """``search_languages``: for each language, lunr's ``lang`` (a non-empty list of language codes) and its
    ``pipeline`` (a list of lunr functions, possibly empty)."""
    if not isinstance(value, Mapping) or not value:
        raise ConfigError(f"search_languages {WHERE} must map each language to its lang and pipeline, not {value!r}")
    found: dict[str, Mapping[str, tuple[str, ...]]] = {}
    for locale, settings in value.items():
        where = f"search_languages.{locale} {WHERE}"
        if not isinstance(locale, str) or not locale.strip():
            raise ConfigError(f"search_languages {WHERE} has an empty key: name a language")
        if not isinstance(settings, Mapping) or set(settings) != {"lang", "pipeline"}:
            raise ConfigError(f"{where} must give exactly lang and pipeline, not {settings!r}")
        lang, pipeline = settings["lang"], settings["pipeline"]
        if not isinstance(lang, list) or not lang or not all(isinstance(x, str) and x for x in lang):
            raise ConfigError(f"{where}: lang must be a non-empty list of lunr language codes, not {lang!r}")
        if not isinstance(pipeline, list) or not all(isinstance(x, str) and x for x in pipeline):
            raise ConfigError(f"{where}: pipeline must be a list of lunr pipeline functions, not {pipeline!r}")
        found[locale] = MappingProxyType({"lang": tuple(lang), "pipeline": tuple(pipeline)})
    return MappingProxyType(found)


class _Checked(base.BaseConfigOption[Any]):
    """A setting read by one of this module's readers; absent, it takes ``default``, given empty it is refused."""

    def __init__(self, reader: Any, default: object, name: str) -> None:
        super().__init__()
        self.reader, self.default, self.name = reader, default, name

    def run_validation(self, value: object) -> Any:
        try:
            if value is None:
                raise ConfigError(f"{self.name} {WHERE} is empty: give it a value, or leave the line out")
            return self.reader(value)
        except ConfigError as error:
            # MkDocs names the plugin and the option before the message: the file is enough after it
            raise base.ValidationError(str(error).replace(f" {WHERE}", " in mkdocs.yml")) from None


def _claims(value: object) -> str:
    if value not in CLAIMS_MODES:
        raise ConfigError(f"claims {WHERE} must be fail or warn, not {value!r}")
    return str(value)


class AllinConfig(base.Config):  # type: ignore[no-untyped-call]  # MkDocs' __init_subclass__ has no hints
    """The site plugin's settings (``plugins: - allin:`` in ``mkdocs.yml``)."""

    rules = _Checked(read_rules, {}, "rules")
    """The rule set every page, table, quiz, story, the practice bank and the replays follow (:class:`SiteRules`)."""
    claims = _Checked(_claims, "fail", "claims")
    """``fail`` (a claim the engine disagrees with stops the build) or ``warn``."""
    search_languages = _Checked(read_search_languages, {}, "search_languages")
    """Language -> lunr's ``lang`` and ``pipeline`` for that language's search index."""


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


# ----- duplicate keys (YAML keeps the last silently)


def duplicate_keys(text: str, source: str = "mkdocs.yml") -> list[str]:
    """Every key given twice in one mapping of a YAML text, as ``mkdocs.yml line 12: plugins.allin.rules gives
    odd_chips twice``. The text is composed only (MkDocs' tags such as ``!ENV`` are not run)."""
    found: list[str] = []

    def walk(node: yaml.Node, where: tuple[str, ...]) -> None:
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for key, value in node.value:
                label = str(key.value) if isinstance(key, yaml.ScalarNode) else "?"
                if label in seen:
                    at = ".".join(where) or "the top level"
                    found.append(f"{source} line {key.start_mark.line + 1}: {at} gives {label} twice")
                seen.add(label)
                walk(value, (*where, label))
        elif isinstance(node, yaml.SequenceNode):
            for item in node.value:
                walk(item, where)

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return []  # MkDocs reports a YAML error itself
    if root is not None:
        walk(root, ())
    return found


def check_duplicates(config_file: str | None) -> None:
    """A :class:`ConfigError` naming the first key ``mkdocs.yml`` gives twice in one mapping."""
    if not config_file:
        return
    path = Path(config_file)
    found = duplicate_keys(path.read_text(encoding="utf-8"), path.name)
    if found:
        raise ConfigError(found[0] + " (YAML would keep the last one silently)")
