"""MkDocs hook: one search index per language, each with its own lunr settings.

mkdocs-static-i18n builds the languages one after another and merges every language's entries into one
``search/search_index.json`` that every page of every language downloads. After it has finished, this hook
splits that index by language: the default language's stays at ``search/search_index.json``, the others go to
``<lang>/search/search_index.json`` with their locations made relative to the language's root (the page
template, ``overrides/main.html``, points Material's ``base`` there). Each gets the ``lang`` and ``pipeline``
given for it in ``extra.search_languages`` in ``mkdocs.yml``; the separator and fields stay the search plugin's.

It also tells the template the file name of Material's search worker (``extra.material_search_worker``), which
the site's worker (``docs/assets/javascripts/workers/search_stemmed.js``) loads.
"""

from __future__ import annotations

import json
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority


def material_workers() -> Path:
    """The folder of Material's JavaScript workers (in the installed mkdocs-material package)."""
    spec = find_spec("material")
    if spec is None or spec.origin is None:
        raise SystemExit("search_per_language: mkdocs-material is not installed")
    return Path(spec.origin).parent / "templates" / "assets" / "javascripts" / "workers"


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Name Material's search worker (its file name carries a hash that changes with Material's version)."""
    workers = material_workers()
    names = sorted(p.name for p in workers.glob("search.*.min.js"))
    if len(names) != 1:
        raise SystemExit(f"search_per_language: expected one Material search worker in {workers}, found {names}")
    config.extra["material_search_worker"] = names[0]
    return config


def language_roots(config: MkDocsConfig) -> dict[str, str]:
    """Each built language's folder under the site (``""`` for the default language), from the i18n plugin."""
    i18n = config.plugins["i18n"].config
    return {lang.locale: lang.link.strip("/") for lang in i18n.languages if lang.build}


def split_index(index: dict[str, Any], roots: dict[str, str], settings: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The merged index cut into one index per language (keyed by the language's folder)."""
    folders = sorted((folder for folder in roots.values() if folder), key=len, reverse=True)

    def folder_of(location: str) -> str:
        return next((f for f in folders if location == f or location.startswith((f + "/", f + "#"))), "")

    split: dict[str, dict[str, Any]] = {}
    for locale, folder in roots.items():
        if locale not in settings:
            raise SystemExit(f"search_per_language: extra.search_languages has no entry for {locale!r}")
        config = {**index["config"], "lang": settings[locale]["lang"], "pipeline": settings[locale]["pipeline"]}
        split[folder] = {"config": config, "docs": []}
    for doc in index["docs"]:
        folder = folder_of(doc["location"])
        location = doc["location"][len(folder) :].lstrip("/") if folder else doc["location"]
        split[folder]["docs"].append({**doc, "location": location})
    return split


@event_priority(-200)  # after mkdocs-static-i18n (-100) has built every language and merged their entries
def on_post_build(config: MkDocsConfig) -> None:
    """Write each language's index (mkdocs-static-i18n calls this once per language build; the last call,
    with every language merged, writes the final files)."""
    site = Path(config.site_dir)
    merged = site / "search" / "search_index.json"
    if not merged.exists():
        return
    index = json.loads(merged.read_text(encoding="utf-8"))
    for folder, part in split_index(index, language_roots(config), config.extra["search_languages"]).items():
        target = site / folder / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(part, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
