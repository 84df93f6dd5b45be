"""Rendering a page's macros: each page's Markdown is a Jinja template whose globals are the page macros.

The template environment is Jinja's default one with strict undefined names, templates included from
``docs_dir`` (what mkdocs-macros built for this site, which this replaces). A macro that fails, an unknown name
or a syntax error is one :class:`PageRenderError` naming the page's file and line: ``docs/en/odd-chips.md line
12: no example 'x' (known: ...)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, TemplateError, TemplateSyntaxError
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

TEMPLATE_FILE = "<template>"
"""The file name Jinja gives a template made from a string (its frames in a traceback)."""


class PageRenderError(ValueError):
    """A page's macros could not be rendered: its file, line and what is wrong, in one line."""


@dataclass
class PageEnv:
    """What the macros read while a page is rendered: the site's configuration and the page being rendered
    (the ``env`` of ``macros/plugin/plugin_env.py``), and the macros registered on it."""

    conf: MkDocsConfig
    page: Page | None = None
    config: Mapping[str, Any] = field(default_factory=dict)
    """Template settings (none: Jinja's defaults)."""
    macros: dict[str, Callable[..., Any]] = field(default_factory=dict)

    def macro(self, v: Callable[..., Any], name: str = "") -> Callable[..., Any]:
        """Register ``v`` as the macro ``name`` (its own name by default)."""
        self.macros[name or v.__name__] = v
        return v


def environment(docs_dir: str, macros: Mapping[str, Callable[..., Any]]) -> Environment:
    """The Jinja environment the pages are rendered in."""
    jinja = Environment(loader=FileSystemLoader(docs_dir), undefined=StrictUndefined)
    jinja.globals.update(macros)
    return jinja


def _template_line(traceback: TracebackType | None) -> int | None:
    """The line of the template the error was raised at (Jinja puts the template's frames in the traceback)."""
    line = None
    while traceback is not None:
        if traceback.tb_frame.f_code.co_filename == TEMPLATE_FILE:
            line = traceback.tb_lineno
        traceback = traceback.tb_next
    return line


def _one_line(text: str) -> str:
    return " ".join(part.strip() for part in str(text).splitlines() if part.strip())


def page_label(page: Page, config: MkDocsConfig) -> str:
    """How errors name a page's file: relative to the project, e.g. ``docs/en/odd-chips.md``."""
    docs = Path(config["docs_dir"])
    project = Path(config.config_file_path).parent if config.config_file_path else docs.parent
    source = docs / page.file.src_uri
    try:
        return source.relative_to(project).as_posix()
    except ValueError:
        return source.as_posix()


def front_matter_lines(page: Page, markdown: str) -> int:
    """How many lines of the page's file come before the Markdown MkDocs hands the plugins (its front matter)."""
    source = page.file.content_string if page.file.abs_src_path else markdown
    return max(0, len(source.splitlines()) - len(markdown.splitlines()))


def render_page(jinja: Environment, markdown: str, page: Page, config: MkDocsConfig) -> str:
    """The page's Markdown with its macros rendered; any error is one :class:`PageRenderError`."""
    try:
        return jinja.from_string(markdown).render()
    except Exception as error:  # a macro's own error, whatever its type: reported as the page's
        line = error.lineno if isinstance(error, TemplateSyntaxError) else _template_line(error.__traceback__)
        where = page_label(page, config)
        if line is not None:
            where += f" line {line + front_matter_lines(page, markdown)}"
        kind = "" if isinstance(error, ValueError | TemplateError) else f"{type(error).__name__}: "
        message = error.message if isinstance(error, TemplateSyntaxError) else str(error)
        raise PageRenderError(f"{where}: {kind}{_one_line(message or type(error).__name__)}") from None
