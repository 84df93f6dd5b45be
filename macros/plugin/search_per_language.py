"""One search index per language, each with its own lunr settings (run by the site plugin).

mkdocs-static-i18n builds the languages one after another and merges every language's entries into one
``search/search_index.json`` that every page of every language downloads. After it has finished, this module
splits that index by language: the default language's stays at ``search/search_index.json``, the others go to
``<lang>/search/search_index.json`` with their locations made relative to the language's root (the page
template, ``overrides/main.html``, points Material's ``base`` there). Each gets the ``lang`` and ``pipeline``
given for it in the plugin's ``search_languages`` in ``mkdocs.yml``; the separator and fields stay the search plugin's.

It also tells the template the file name of Material's search worker (``extra.material_search_worker``), which
the site's worker (``docs/assets/javascripts/workers/search_stemmed.js``) loads.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

Settings = Mapping[str, Mapping[str, Sequence[str]]]
"""Language -> lunr's ``lang`` and ``pipeline`` (the plugin's ``search_languages``)."""


def material_workers() -> Path:
    """The folder of Material's JavaScript workers (in the installed mkdocs-material package)."""
    spec = find_spec("material")
    if spec is None or spec.origin is None:
        raise PluginError("search_languages: mkdocs-material is not installed")
    return Path(spec.origin).parent / "templates" / "assets" / "javascripts" / "workers"


def lunr_languages() -> frozenset[str]:
    """The lunr languages Material ships (``lunr.<code>.min.js`` beside its workers; English is lunr's own)."""
    folder = material_workers().parent / "lunr" / "min"
    codes = {path.name.split(".")[1] for path in folder.glob("lunr.*.min.js")}
    return frozenset({"en", *codes} - {"multi", "stemmer"})


def lunr_pipeline() -> tuple[str, ...]:
    """The pipeline functions Material's search accepts (its own schema's list: lunr's ``stemmer``,
    ``stopWordFilter`` and ``trimmer``)."""
    from material.plugins.search.config import pipeline  # type: ignore[import-untyped]  # no type hints

    return tuple(pipeline)


def name_worker(config: MkDocsConfig) -> None:
    """Name Material's search worker for the template (its file name carries a hash that changes with Material's
    version)."""
    workers = material_workers()
    names = sorted(p.name for p in workers.glob("search.*.min.js"))
    if len(names) != 1:
        raise PluginError(f"search_languages: expected one Material search worker in {workers}, found {names}")
    config.extra["material_search_worker"] = names[0]


def language_roots(config: MkDocsConfig) -> dict[str, str]:
    """Each built language's folder under the site (``""`` for the default language), from the i18n plugin."""
    i18n = config.plugins["i18n"].config
    return {lang.locale: lang.link.strip("/") for lang in i18n.languages if lang.build}


def check_languages(config: MkDocsConfig, settings: Settings) -> None:
    """Every language the site builds has search settings, and no other language has (one line naming the first
    that has none, or the first that is not built)."""
    built = language_roots(config)
    for locale in built:
        if locale not in settings:
            raise PluginError(f"search_languages in mkdocs.yml (plugins: allin) has no entry for {locale!r}")
    for locale in settings:
        if locale not in built:
            raise PluginError(
                f"search_languages.{locale} in mkdocs.yml (plugins: allin): the site builds no language {locale!r} "
                f"(the i18n plugin's languages built: {', '.join(built)})"
            )


def split_index(index: dict[str, Any], roots: dict[str, str], settings: Settings) -> dict[str, dict[str, Any]]:
    """The merged index cut into one index per language (keyed by the language's folder)."""
    folders = sorted((folder for folder in roots.values() if folder), key=len, reverse=True)

    def folder_of(location: str) -> str:
        return next((f for f in folders if location == f or location.startswith((f + "/", f + "#"))), "")

    split: dict[str, dict[str, Any]] = {}
    for locale, folder in roots.items():
        lang, pipeline = list(settings[locale]["lang"]), list(settings[locale]["pipeline"])
        config = {**index["config"], "lang": lang, "pipeline": pipeline}
        split[folder] = {"config": config, "docs": []}
    for doc in index["docs"]:
        folder = folder_of(doc["location"])
        location = doc["location"][len(folder) :].lstrip("/") if folder else doc["location"]
        split[folder]["docs"].append({**doc, "location": location})
    return split


def write_indexes(config: MkDocsConfig, settings: Settings) -> None:
    """Write each language's index (after mkdocs-static-i18n has merged the languages' entries; it runs the
    post-build events once per language build, and the last call, with every language merged, writes the final
    files)."""
    site = Path(config.site_dir)
    merged = site / "search" / "search_index.json"
    if not merged.exists():
        return
    index = json.loads(merged.read_text(encoding="utf-8"))
    for folder, part in split_index(index, language_roots(config), settings).items():
        target = site / folder / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(part, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
