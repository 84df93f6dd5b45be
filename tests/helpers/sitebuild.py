"""Build the lesson site once per test process (in a subprocess, so no stale imports) and read its HTML."""

from __future__ import annotations

import atexit
import html as html_module
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

from calculator import RuleSet
from house import PLUGIN
from macros.plugin.config import rules_from_config
from macros.text.profile import languages, read_profiles

ROOT = Path(__file__).resolve().parent.parent.parent
LANGS = languages()
"""The site's languages (mkdocs.yml's i18n plugin, each with its profile: macros/text/profile.py), default first."""
LANG_PREFIX = {found.code: f"{found.folder}/" if found.folder else "" for found in read_profiles()}
PROJECT_PARTS = (
    *("mkdocs.yml", "docs", "overrides", "macros", "locales", "examples", "calculator", "practice", "tooltips"),
    "replays",  # the hand replays the build publishes (macros/plugin/publish.py)
    "house",  # the site's rule settings as mkdocs.yml gives them (house/rules.py)
    "teaching",  # the mistake models the quiz answers, the practice bank and the replays read
    "tests/vectors",  # the conformance suite the build publishes (macros/render/conformance.py)
    "package.json",  # the pinned Pyodide the build publishes for "Your own hand" (macros/plugin/engine_bundle.py)
)
PERSIAN_TO_LATIN = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


@dataclass(frozen=True)
class BuildResult:
    """A finished ``mkdocs build``: exit status, combined output and the site folder."""

    returncode: int
    output: str
    site: Path


def run_build(project: Path, site: Path, strict: bool | None = True) -> BuildResult:
    """Run ``mkdocs build`` for ``project`` into ``site`` in a fresh Python process (``strict`` None: as
    ``mkdocs.yml`` says, a plain build)."""
    command = [sys.executable, "-m", "mkdocs", "build", "-f", str(project / "mkdocs.yml"), "-d", str(site)]
    if strict is not None:
        command.append("--strict" if strict else "--no-strict")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(command, cwd=project, capture_output=True, text=True, env=env, timeout=300)
    return BuildResult(done.returncode, done.stdout + done.stderr, site)


def copy_project(target: Path) -> Path:
    """Copy what the site build reads into ``target`` (to build a changed copy without touching the repo)."""
    target.mkdir(parents=True, exist_ok=True)
    for part in PROJECT_PARTS:
        source = ROOT / part
        if source.is_dir():
            shutil.copytree(source, target / part, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target / part)
    if (ROOT / "node_modules").is_dir():  # Pyodide's files, published by the build: linked, not copied (150 MB)
        (target / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    return target


@cache
def built_site() -> BuildResult:
    """The repository's site, built once per test process with ``--strict``."""
    folder = tempfile.mkdtemp(prefix="allin-site-")
    atexit.register(shutil.rmtree, folder, True)
    return run_build(ROOT, Path(folder) / "site")


def configure(config: str, key: str, value: str) -> str:
    """``mkdocs.yml``'s text with one line under the site plugin's ``rules`` changed, as a site operator changes it:
    ``name`` set to another preset, or an option's commented-out line uncommented and set to ``value``."""
    line = r"^        name: \S+$" if key == "name" else rf"^        # {re.escape(key)}: .*$"
    changed, count = re.subn(line, f"        {key}: {value}", config, count=1, flags=re.M)
    assert count == 1, f"mkdocs.yml has no line for {key} under the site plugin's rules"
    return changed


@cache
def configured_site(key: str, value: str) -> tuple[Path, BuildResult]:
    """A copy of the project whose ``mkdocs.yml`` has one line of the plugin's ``rules`` changed (``configure``), and
    its site built with ``--strict``; once per test process for each change."""
    folder = Path(tempfile.mkdtemp(prefix="allin-config-"))
    atexit.register(shutil.rmtree, folder, True)
    project = copy_project(folder / "project")
    config = project / "mkdocs.yml"
    config.write_text(configure(config.read_text(encoding="utf-8"), key, value), encoding="utf-8")
    return project, run_build(project, folder / "site")


def page_path(site: Path, lang: str, page: str) -> Path:
    """The built HTML file of ``page`` (``index`` or a file stem) in ``lang``."""
    stem = "" if page == "index" else f"{page}/"
    return site / f"{LANG_PREFIX[lang]}{stem}index.html"


def page_names() -> list[str]:
    """The pages every language has (file stems under ``docs/en``)."""
    return sorted(p.stem for p in (ROOT / "docs" / "en").glob("*.md"))


def example(example_id: str) -> dict[str, Any]:
    """An example file's raw data."""
    return tomllib.loads((ROOT / "examples" / f"{example_id}.toml").read_text(encoding="utf-8"))


class _ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml's plain settings; MkDocs' own tags (``!ENV``, ``!!python/name``) are read as nothing."""


_ConfigLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
_ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def plugin_settings(project: Path = ROOT) -> dict[str, Any]:
    """The site plugin's settings in a project's ``mkdocs.yml`` (``plugins: - allin:``)."""
    return plugin_settings_of((project / "mkdocs.yml").read_text(encoding="utf-8"))


def plugin_settings_of(config: str) -> dict[str, Any]:
    """The site plugin's settings in a ``mkdocs.yml`` text."""
    plugins = yaml.load(config, _ConfigLoader)["plugins"]
    [settings] = [entry[PLUGIN] for entry in plugins if isinstance(entry, dict) and PLUGIN in entry]
    return dict(settings)


@cache
def build_rules() -> RuleSet:
    """The rule set ``mkdocs.yml`` builds the site with (the site plugin's ``rules``)."""
    return rules_from_config(plugin_settings())


def chips(text: str) -> int:
    """Read a localized chip count back: Persian digits, group separators, minus and plus signs."""
    cleaned = text.translate(PERSIAN_TO_LATIN).replace("\u200e", "").replace("−", "-")
    cleaned = re.sub(r"[\s,٬\u00a0\u202f]", "", cleaned)
    if not re.fullmatch(r"[+-]?\d+", cleaned):
        raise ValueError(f"not a chip count: {text!r}")
    return int(cleaned)


@dataclass(frozen=True)
class Table:
    """A table on a built page: its header and body rows, each a mapping from the column's key (the cell's
    ``data-col``; its position, from ``"0"``, in a hand-written table) to the cell's text."""

    header: dict[str, str]
    rows: list[dict[str, str]]


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[tuple[str, str]]]] = []
        self.headings: list[tuple[str, str]] = []
        self.quizzes = 0
        self.answers: list[dict[str, str]] = []
        self.answer_texts: list[str] = []
        self._answer: list[str] | None = None
        self.html_attrs: dict[str, str | None] = {}
        self.body_attrs: dict[str, str | None] = {}
        self.external: list[str] = []
        self._cell: tuple[str | None, list[str]] | None = None
        self._heading: tuple[str, list[str]] | None = None
        self._in_article = 0
        self._table_label: tuple[str, str] | None = None
        self.table_labels: list[tuple[str, str] | None] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "html":
            self.html_attrs = a
        elif tag == "body":
            self.body_attrs = a
        elif tag == "article":
            self._in_article += 1
        for key in ("src", "href"):
            value = a.get(key) or ""
            loads = tag in ("script", "link", "img", "iframe", "source") and re.match(r"(https?:)?//", value)
            if loads and not (tag == "link" and a.get("rel") in ("canonical", "alternate")):
                self.external.append(f"<{tag} {key}={value}>")
        if not self._in_article:
            return
        if tag == "div" and a.get("data-table"):
            self._table_label = (a.get("data-table") or "", a.get("data-example") or "")
        elif tag == "table":
            self.tables.append([])
            self.table_labels.append(self._table_label)
            self._table_label = None
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = (a.get("data-col"), [])
        elif tag in ("h1", "h2", "h3"):
            self._heading = (tag, [])
        elif tag == "details" and "question" in (a.get("class") or "").split():
            self.quizzes += 1
        elif tag == "span" and "quiz-answer" in (a.get("class") or "").split():
            self.answers.append({k: v or "" for k, v in a.items()})
            self._answer = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self._answer is not None:
            self.answer_texts.append("".join(self._answer))
            self._answer = None
        if tag == "article":
            self._in_article -= 1
        elif tag in ("td", "th") and self._cell is not None and self.tables:
            key, parts = self._cell
            row = self.tables[-1][-1]
            text = re.sub(r"[ \t\r\n]+", " ", "".join(parts)).strip()  # keeps no-break spaces
            row.append((str(len(row)) if key is None else key, text))
            self._cell = None
        elif tag in ("h1", "h2", "h3") and self._heading:
            self.headings.append((self._heading[0], "".join(self._heading[1]).replace("¶", "").strip()))
            self._heading = None

    def handle_data(self, data: str) -> None:
        if self._answer is not None:
            self._answer.append(data)
        if self._cell is not None:
            self._cell[1].append(data)
        if self._heading is not None:
            self._heading[1].append(data)


@dataclass(frozen=True)
class Page:
    """What the tests read from one built page."""

    html: str
    tables: list[Table]
    table_labels: list[tuple[str, str] | None]
    """For each table, ``(kind, example id)`` from the macro's wrapper, or None for a hand-written table."""
    headings: list[tuple[str, str]]
    quizzes: int
    answers: list[dict[str, str]]
    answer_texts: list[str]
    html_attrs: dict[str, str | None]
    body_attrs: dict[str, str | None]
    external: list[str]

    def labelled(self, kind: str) -> list[tuple[str, Table]]:
        """The tables of one kind (``pots``, ``stakes``, ``results``, ``layers``) with their example ids."""
        return [
            (label[1], table)
            for label, table in zip(self.table_labels, self.tables, strict=True)
            if label is not None and label[0] == kind
        ]

    @property
    def text(self) -> str:
        """The article's visible text, tags removed, whitespace collapsed."""
        start, end = self.html.find("<article"), self.html.find("</article>")
        body = re.sub(r"<[^>]+>", " ", self.html[start:end])
        return " ".join(html_module.unescape(body).split())


def read_page(path: Path) -> Page:
    """Parse one built HTML page."""
    html = path.read_text(encoding="utf-8")
    collector = _Collector()
    collector.feed(html)
    tables = [Table(dict(rows[0]) if rows else {}, [dict(row) for row in rows[1:]]) for rows in collector.tables]
    return Page(
        html,
        tables,
        collector.table_labels,
        collector.headings,
        collector.quizzes,
        collector.answers,
        collector.answer_texts,
        collector.html_attrs,
        collector.body_attrs,
        collector.external,
    )
