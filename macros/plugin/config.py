"""The site plugin's settings in ``mkdocs.yml`` (``plugins: - allin:``): the rule set (``rules``), what a failing
claim does (``claims``) and the search settings per language (``search_languages``).

One typed schema (:class:`AllinConfig`, MkDocs' ``base.Config``) reads them; every other part of the build is
handed the result (the rule set, the settings as given) and reads nothing from ``mkdocs.yml`` itself. A bad, empty
or duplicated value is one line naming the setting (:class:`ConfigError`, which MkDocs reports as one error).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

import yaml  # type: ignore[import-untyped]  # PyYAML, as MkDocs installs it (no type stubs)
from mkdocs.config import base

from calculator import RuleSet
from house.rules import WHERE, ConfigError, read_rules
from macros.core import SiteConfig
from macros.plugin import search_per_language as search

CLAIMS_MODES: Final = ("fail", "warn")


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
        shipped, functions = search.lunr_languages(), search.lunr_pipeline()
        unknown = [code for code in lang if code not in shipped]
        if unknown:
            raise ConfigError(
                f"{where}: lang {unknown[0]!r} is not a lunr language Material ships (its search would never start): "
                f"one of {', '.join(sorted(shipped))}"
            )
        unknown = [name for name in pipeline if name not in functions]
        if unknown:
            raise ConfigError(
                f"{where}: pipeline {unknown[0]!r} is not a lunr pipeline function (one of {', '.join(functions)})"
            )
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


# ----- duplicate keys (YAML keeps the last silently)


EXPANDED_MAX: Final = 100_000
"""The most values a YAML text may expand to through its aliases (the site's mkdocs.yml holds a few hundred)."""
MERGE_TAG: Final = "tag:yaml.org,2002:merge"
"""The tag of YAML's merge key ``<<``, whose mappings' keys the mapping takes unless it gives them itself."""


def _merged(node: yaml.Node) -> list[yaml.MappingNode]:
    """The mappings a merge key's value brings in: one mapping, or a sequence of them."""
    if isinstance(node, yaml.MappingNode):
        return [node]
    if isinstance(node, yaml.SequenceNode):
        return [item for item in node.value if isinstance(item, yaml.MappingNode)]
    return []


def _keys(node: yaml.MappingNode) -> list[tuple[str, yaml.Node, bool]]:
    """A mapping's keys, each with its key node and whether it came through a merge key (``<<``), its own first;
    each merged mapping is read once, so a merge of a merge that leads back to itself ends."""
    own = [(key, value) for key, value in node.value if key.tag != MERGE_TAG]
    found = [(str(key.value) if isinstance(key, yaml.ScalarNode) else "?", key, False) for key, _ in own]
    done: set[int] = {id(node)}
    waiting = [merged for key, value in node.value if key.tag == MERGE_TAG for merged in _merged(value)]
    while waiting:
        merged = waiting.pop(0)
        if id(merged) in done:
            continue
        done.add(id(merged))
        for key, value in merged.value:
            if key.tag == MERGE_TAG:
                waiting.extend(_merged(value))
            else:
                found.append((str(key.value) if isinstance(key, yaml.ScalarNode) else "?", key, True))
    return found


def yaml_problems(text: str, source: str = "mkdocs.yml") -> list[str]:
    """What a YAML text hides from its reader, one line each: every key given twice in one mapping, as
    ``mkdocs.yml line 12: plugins.allin.rules gives odd_chips twice`` (a key given again through a merge key, ``<<``,
    included), and a top-level value whose aliases expand to more than :data:`EXPANDED_MAX` values (an "alias
    bomb": MkDocs writes every value out in its debug log, and would take hours). The text is composed only
    (MkDocs' tags such as ``!ENV`` are not run), and each node is visited once: an alias is the node it names, so
    a recursive alias ends, and the time is that of the text's own length."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return []  # MkDocs reports a YAML error itself
    if root is None:
        return []
    return [*_duplicates(root, source), *_expansions(root, source)]


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _expansions(root: yaml.Node, source: str) -> list[str]:
    """The top-level values whose aliases expand to more than :data:`EXPANDED_MAX` values (each node counted once
    per place it stands in; a recursive alias counted once)."""
    size: dict[int, int] = {}
    open_nodes: set[int] = set()
    waiting: list[tuple[yaml.Node, bool]] = [(root, False)]
    while waiting:
        node, children_done = waiting.pop()
        if children_done:
            counted = 1 + sum(size.get(id(child), 1) for child in _children(node))
            size[id(node)] = min(counted, EXPANDED_MAX + 1)
            open_nodes.discard(id(node))
        elif id(node) not in size and id(node) not in open_nodes:
            open_nodes.add(id(node))
            waiting.append((node, True))
            waiting.extend((child, False) for child in _children(node))
    if size[id(root)] <= EXPANDED_MAX:
        return []
    pairs = [pair for node in _nodes(root) if isinstance(node, yaml.MappingNode) for pair in node.value]
    starts = [  # where the explosion starts: a value over the limit whose parts are each within it
        key
        for key, value in pairs
        if size[id(value)] > EXPANDED_MAX and all(size.get(id(part), 1) <= EXPANDED_MAX for part in _children(value))
    ]
    if not starts:
        return [f"{source}: its aliases expand to more than {EXPANDED_MAX} values"]
    key = min(starts, key=lambda key: key.start_mark.line)
    return [
        f"{source} line {key.start_mark.line + 1}: {key.value} expands to more than {EXPANDED_MAX} values through "
        "aliases of aliases: write it out, or with fewer aliases"
    ]


def _nodes(root: yaml.Node) -> list[yaml.Node]:
    """Every node of a composed text once (an alias is the node it names)."""
    found: dict[int, yaml.Node] = {}
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if id(node) not in found:
            found[id(node)] = node
            waiting.extend(_children(node))
    return list(found.values())


TWICE: Final = "(YAML would keep the last one silently)"
MERGED: Final = "(once through the merge key <<: YAML would keep the one given here silently)"


def _duplicates(root: yaml.Node, source: str) -> list[str]:
    """Every key given twice in one mapping (see :func:`yaml_problems`)."""
    found: list[str] = []
    visited: set[int] = set()
    waiting: list[tuple[yaml.Node, tuple[str, ...]]] = [(root, ())]
    while waiting:
        node, where = waiting.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
        if isinstance(node, yaml.MappingNode):
            first: dict[str, yaml.Node] = {}
            for label, key, merged in _keys(node):
                if label in first:
                    at = ".".join(where) or "the top level"
                    how, line = (MERGED, first[label]) if merged else (TWICE, key)
                    found.append(f"{source} line {line.start_mark.line + 1}: {at} gives {label} twice {how}")
                first.setdefault(label, key)
            for key, value in reversed(node.value):
                label = str(key.value) if isinstance(key, yaml.ScalarNode) else "?"
                waiting.append((value, where if key.tag == MERGE_TAG else (*where, label)))
        elif isinstance(node, yaml.SequenceNode):
            waiting.extend((item, where) for item in reversed(node.value))
    return found


def check_yaml(config_file: str | None) -> None:
    """A :class:`ConfigError` naming the first problem :func:`yaml_problems` finds in ``mkdocs.yml``."""
    if not config_file:
        return
    path = Path(config_file)
    found = yaml_problems(path.read_text(encoding="utf-8"), path.name)
    if found:
        raise ConfigError(found[0])
