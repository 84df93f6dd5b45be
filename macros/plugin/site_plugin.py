"""The site's one MkDocs plugin (``allin``, an entry point in ``pyproject.toml``; ``plugins: - allin:`` in
``mkdocs.yml``): worked examples -> engine -> localized pages, and what the build publishes besides them.

Each event is a few lines handing the work to one focused module, in this order (the order of the page events
matters, and is the order the site's hooks had):

- ``load_config``: ``mkdocs.yml`` read as a text (a key given twice, an alias bomb: refused, before MkDocs reads
  on), then the settings (``macros/plugin/config.py``: one typed schema for ``rules``, ``claims`` and
  ``search_languages``);
- ``on_config``: the search languages checked against those built, every example computed and every claim checked
  (``macros/facts/context.py``), every replay computed (``replays``: an error names the hand's file), the page
  macros registered (``macros/plugin/pages.py``), Material's search worker named;
- ``on_page_markdown``: the page's macros rendered (``macros/plugin/page_render.py``), then the glossary's tooltips
  appended (``macros/plugin/tooltips.py``); a page whose macros fail is noted, and ``on_env`` (after every page is read,
  before any is written) stops the build with its error (raised from a page event, MkDocs would log a second
  line, "Error reading page", before it);
- ``on_page_content``: which scripts and styles the page loads (``macros/plugin/page_assets.py``), the last
  touches to its HTML (``macros/plugin/typography.py``), each tooltip
  kept on its term's first use in a section (``macros/plugin/tooltips.py``), then the heading anchors titled in
  the page's language (``macros/plugin/permalinks.py``);
- ``on_post_page``: the widgets' text and the build's rules (``macros/render/widget_text.py``), then the pot diagrams'
  patterns (``macros/render/diagram_defs.py``);
- ``on_post_build``: the conformance suite, the practice bank and the replays (``macros/plugin/publish.py``), then
  the Persian font cut to the letters used (``macros/plugin/font_subset.py``) and the site's stylesheets without
  their comments (``macros/plugin/page_assets.py``), the language's 404 page kept in its folder
  (``macros/plugin/not_found.py``); last, after mkdocs-static-i18n has built and merged every language, one search
  index per language (``macros/plugin/search_per_language.py``) and the default language's 404 page at the root,
  then the icons, each language's web app manifest and the service worker (``macros/plugin/offline.py``);
- ``on_startup``: whether this is ``mkdocs serve`` (its pages register no service worker: ``macros/plugin/offline.py``);
- ``on_serve``: every rebuild of ``mkdocs serve`` imports the project afresh, and the last good build is kept for
  the next start (``macros/plugin/live_reload.py``).

Every problem is one line naming the file and what is wrong (a :class:`PluginError`, which MkDocs prints as one
error line), never a traceback.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs.config.base import ConfigErrors, ConfigWarnings
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort, PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

import replays
from house.rules import ConfigError, SiteRules
from macros.core import SiteConfig
from macros.facts.context import MacroContext, build_context
from macros.plugin import (
    font_subset,
    live_reload,
    not_found,
    offline,
    page_assets,
    permalinks,
    publish,
    tooltips,
    typography,
)
from macros.plugin import search_per_language as search
from macros.plugin.config import AllinConfig, check_yaml
from macros.plugin.page_render import PageEnv, PageRenderError, environment, render_page
from macros.plugin.pages import register
from macros.render import diagram_defs, widget_text
from macros.render.when import PageError, check_pages
from macros.text.language import file_language
from macros.text.profile import ProfileError, profile, read_profiles

log = logging.getLogger("mkdocs.plugins.allin")


class AllinPlugin(BasePlugin[AllinConfig]):  # type: ignore[no-untyped-call]  # MkDocs' __init_subclass__
    """The lesson site's build: thin MkDocs events over the modules named in this module's docstring."""

    def __init__(self) -> None:
        super().__init__()
        self.env: PageEnv | None = None
        self.jinja: Environment | None = None
        self.context: MacroContext | None = None
        self.page_errors: list[str] = []
        self.not_found_pages = not_found.NotFoundPages()
        self.serving = False

    def on_startup(self, *, command: str, dirty: bool) -> None:
        """Note whether the site is served by ``mkdocs serve`` (no service worker then)."""
        self.serving = command == "serve"

    def load_config(
        self, options: dict[str, Any], config_file_path: str | None = None
    ) -> tuple[ConfigErrors, ConfigWarnings]:
        """Check ``mkdocs.yml`` as a text first (a key given twice, an alias bomb: ``config.check_yaml``), then read
        the plugin's settings. The plugins' settings are read before MkDocs writes every value of the file into its
        debug log, which an alias bomb would keep busy for hours: a problem stops MkDocs there, in one line."""
        try:
            check_yaml(config_file_path)
        except ConfigError as error:
            log.error(str(error))
            raise Abort("Aborted with a configuration error!") from None
        return super().load_config(options, config_file_path)

    @property
    def rules(self) -> SiteRules:
        """The build's rule set and its settings as given (``rules`` in ``mkdocs.yml``)."""
        rules: SiteRules = self.config.rules
        return rules

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Read the settings, compute the examples, check the claims and pages, register the macros (once per
        language build; the examples' figures are computed once per process)."""
        try:  # every language's profile (locales/languages.toml), before anything writes in a language
            read_profiles()
        except ProfileError as error:
            raise PluginError(str(error)) from None
        search.check_languages(config, self.config.search_languages)
        search.name_worker(config)
        config.extra["allin_offline"] = not self.serving  # overrides/main.html loads offline.js
        self.env = PageEnv(config)
        self.context = build_context(self.env, SiteConfig(self.rules.rules, self.config.claims), self.rules.settings)
        try:  # the pages' rule-dependent text: when blocks, [only_when] examples
            check_pages(self.env, self.context.examples)
        except PageError as error:
            raise PluginError(str(error)) from None
        try:  # here, not at the first page that draws a replayer: an error names the hand's file, not that page
            replays.published(dict(self.rules.settings))
        except replays.ReplayError as error:
            raise PluginError(str(error)) from None
        register(self.env, self.context)
        self.jinja = environment(config["docs_dir"], self.env.macros)
        self.page_errors = []
        return config

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """Render the page's macros, then append the glossary's tooltips in its language."""
        assert self.env is not None and self.jinja is not None
        self.env.page = page
        try:
            rendered = render_page(self.jinja, markdown, page, config)
        except PageRenderError as error:
            self.page_errors.append(str(error))
            return markdown
        return tooltips.with_abbreviations(rendered, page, config)

    def on_env(self, env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
        """Stop the build if a page's macros failed: one line per page (every page has been read by now); hand the
        theme the profile of the build's language (``allin_profile``: its font, its page style; its direction for
        the pages' ``dir``) and the 404 page its words in that language."""
        if self.page_errors:
            raise PluginError("\n".join(self.page_errors))
        try:  # every rule-dependent widget text has its value's text (before a page is written, in one line)
            widget_text.check_texts(config["theme"]["language"], self.rules.rules)
        except widget_text.RuleTextError as error:
            raise PluginError(str(error)) from None
        found = profile(not_found.build_language(config))
        env.globals["allin_profile"] = found
        config.theme["direction"] = found.direction
        return not_found.with_words(env, config)

    def on_template_context(self, context: Any, /, *, template_name: str, config: MkDocsConfig) -> Any:
        """The 404 page's language, search and language switcher, as its language's pages have them."""
        return not_found.template_context(context, template_name, config)

    def on_page_content(self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """Note the page's scripts and styles, the last touches to its HTML (tables that stack, code kept whole,
        Russian dashes tied: ``macros/plugin/typography.py``), keep each tooltip on its term's first use in each
        section, then title the heading anchors in the page's language."""
        page_assets.note_assets(html, page, config)
        html = typography.finish(html, file_language(page, config["theme"]["language"]))
        return permalinks.localized(tooltips.first_uses_only(html), page, config)

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        """Add the widgets' text and the rules, then the pot diagrams' patterns where the page draws one."""
        lang = file_language(page, config["theme"]["language"])
        left_out = page_assets.scripts_left_out(output, page, config)
        return diagram_defs.with_defs(widget_text.with_text(output, lang, left_out, self.rules.rules))

    def _publish(self, config: MkDocsConfig) -> None:
        try:
            publish.publish(config["site_dir"], self.rules.settings)
        except ValueError as error:  # the practice bank or a replay under these rules: one line, not a traceback
            raise PluginError(f"publishing the practice bank and the replays under these rules: {error}") from None
        font_subset.write_subset(config)  # after the bank and the replays: it keeps the letters they show
        page_assets.trim_styles(config["site_dir"])
        self.not_found_pages.keep(config)

    @event_priority(-200)  # after mkdocs-static-i18n (-100) has built every language and merged their entries
    def _split_search(self, config: MkDocsConfig) -> None:
        search.write_indexes(config, self.config.search_languages)
        self.not_found_pages.restore(config)
        worker = offline.publish(config, self.config.search_languages, self.serving)
        if worker:
            log.info(f"service worker: {worker['count']} files precached, {worker['size'] / 1e6:.1f} MB")

    on_post_build = CombinedEvent(_publish, _split_search)
    """Publish the suite, the bank and the replays, keep the language's 404 page; last, one search index per
    language, the default language's 404 page at the root, the manifests and the service worker."""

    def on_serve(self, server: Any, /, *, config: MkDocsConfig, builder: Any) -> Any:
        """``mkdocs serve``: every rebuild imports the project afresh; a failed one marks the served pages; a good one
        is kept for the next start."""
        return live_reload.serve(server, config, Path(config.site_dir), live_reload.kept_build(config))
