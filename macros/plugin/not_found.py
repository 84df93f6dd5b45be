"""One "page not found" page per language, with that language's navigation (run by the site plugin).

MkDocs writes the theme's ``404.html`` at the site's root on every build, and mkdocs-static-i18n builds the
languages one after another into the same folder, so the root kept the last language's page: an English 404 at
the Russian root (issue 27: ru E1, fa S10). Here each language build's page is kept under its own folder
(``fa/404.html``, ``en/404.html``) and, once every language is built, the default language's goes back to the
root. The page's words come from the catalogues (``notfound.*``, handed to ``overrides/404.html``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig

from macros.plugin.search_per_language import language_roots
from macros.text.catalogue import text

PAGE = "404.html"


def build_language(config: MkDocsConfig) -> str:
    """The language this build writes (mkdocs-static-i18n sets the theme's language for each)."""
    return str(config.theme["language"])


def start_page(config: MkDocsConfig, lang: str) -> str:
    """A language's start page, from the site's root (``/``, ``/fa/``)."""
    folder = language_roots(config).get(lang, "")
    return urlsplit(config.site_url or "/").path.rstrip("/") + "/" + (folder + "/" if folder else "")


def with_words(env: Environment, config: MkDocsConfig) -> Environment:
    """Hand the theme's 404 template its words and its language's start page."""
    lang = build_language(config)
    env.globals["allin_not_found"] = {
        "title": text("notfound.title", lang),
        "text": text("notfound.text", lang),
        "home": text("notfound.home", lang),
        "href": start_page(config, lang),
    }
    return env


def template_context(context: dict[str, Any], template_name: str, config: MkDocsConfig) -> dict[str, Any]:
    """The 404 page's context as a page of its language has it (mkdocs-static-i18n gives only pages theirs): the
    language, for the search index and the Persian font (``overrides/main.html``), and a language switcher that
    leads to each language's start page (it kept the last page built's translations)."""
    if template_name != PAGE:
        return context
    context["i18n_config"] = config.plugins["i18n"].config
    context["i18n_page_locale"] = build_language(config)
    choices = config.extra.get("alternate") or []
    switcher = [{**choice, "link": start_page(config, choice["lang"])} for choice in choices]
    config.extra["alternate"] = switcher
    vars(config.extra)["alternate"] = switcher  # (mkdocs-static-i18n sets it as an attribute too: Jinja reads that)
    return context


class NotFoundPages:
    """The default language's page, kept while the other languages' builds overwrite the root's."""

    def __init__(self) -> None:
        self.default: bytes | None = None

    def keep(self, config: MkDocsConfig) -> None:
        """After a language's build: its page to its own folder (the default language's remembered)."""
        built = Path(config.site_dir) / PAGE
        if not built.is_file():
            return
        folder = language_roots(config).get(build_language(config), "")
        if folder:
            (Path(config.site_dir) / folder / PAGE).write_bytes(built.read_bytes())
        else:
            self.default = built.read_bytes()

    def restore(self, config: MkDocsConfig) -> None:
        """Once every language is built: the default language's page at the root."""
        if self.default is not None:
            (Path(config.site_dir) / PAGE).write_bytes(self.default)
