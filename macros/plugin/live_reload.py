"""``mkdocs serve`` rebuilds with the code and data as they are now (the site plugin's ``on_serve``).

``mkdocs serve`` rebuilds in one long-running Python process. It reloads ``mkdocs.yml`` for every rebuild, and
with it loads each plugin from its entry point (``importlib.metadata``'s ``EntryPoint.load``, which imports the
plugin's module), but Python keeps every module it has imported: the site plugin (``macros.plugin``), the engine
(``calculator``) and the catalogues it reads once per process would stay as they were at the first build. A writer
who changed an example's code, a macro, the engine, a catalogue or the practice generator would see the old pages
until a restart.

Before every rebuild the plugin drops ``macros``, ``calculator``, ``house``, ``practice``, ``replays`` and
``teaching`` from ``sys.modules``, so the configuration load that starts the rebuild imports the plugin, and with it
all of them, afresh (and every cache they keep starts empty). The site plugin has ``on_startup``, so MkDocs keeps
its instance across rebuilds: a new one, made from the fresh import, takes its place (:func:`renew_kept_plugins`).
Nothing else of MkDocs' own is touched. What a rebuild watches is listed under ``watch:`` in ``mkdocs.yml``.

A rebuild that fails (a claim the engine disagrees with, a typo in the rules, a macro's error) would leave every
open page and every new request waiting until the error is fixed, with the error in the terminal only. Instead the
plugin logs the error, puts the last good build back in the served folder (a failed build may have emptied it; a copy
is kept after each good one), puts a banner holding the error's first line at the top of each of its pages (``<div
id="allin-build-error" role="alert">``, the first error logged, its first lines; in English, left to right on the
Persian pages too), and lets the server go on: the open pages reload and show it, new requests are answered, and
the next good rebuild writes the pages afresh, without the banner.

The last good build is kept in the project, ``.cache/serve/site`` beside ``mkdocs.yml`` (:func:`kept_build`;
``.cache/`` is ignored by git), so that it outlives the server: the next ``bash scripts/serve.sh`` answers with it at
once, marked as the last build, while the site is built afresh (``macros/plugin/serve.py``). It is replaced only by
a whole good build, a copy renamed into place (:func:`keep`), so a start never finds half of one.

A plain ``mkdocs build`` is not affected: this acts only when ``mkdocs serve`` starts its server.
"""

from __future__ import annotations

import html
import importlib
import logging
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

RELOADED = frozenset({"macros", "calculator", "house", "practice", "replays", "teaching"})
"""The project's packages, imported anew for every rebuild."""

log = logging.getLogger("mkdocs.plugins.allin_live_reload")

BANNER_ID = "allin-build-error"
PENDING_ID = "allin-build-pending"
BANNER_IDS = (BANNER_ID, PENDING_ID)
"""The banners a served page may carry: the last rebuild failed; the page is the last build, a new one is coming."""
BANNER_STYLE = (
    "position:sticky;top:0;z-index:10;margin:0;padding:.6em 1em;background:#fdecea;color:#5f1010;"
    "border-block-end:3px solid #b71c1c;font:600 15px/1.4 system-ui,sans-serif;white-space:pre-wrap"
)
PENDING_STYLE = (
    "position:sticky;top:0;z-index:10;margin:0;padding:.6em 1em;background:#fff4d6;color:#4a3500;"
    "border-block-end:3px solid #c79100;font:600 15px/1.4 system-ui,sans-serif;white-space:pre-wrap"
)
KEPT = Path(".cache") / "serve" / "site"
"""Where the last good build is kept, from the folder of ``mkdocs.yml``."""


def forget_project_modules() -> None:
    """Drop the project's packages from ``sys.modules``, so that the next configuration load (which loads the
    site plugin from its entry point) and build import them from the files as they are now."""
    for name in [name for name in sys.modules if name.partition(".")[0] in RELOADED]:
        del sys.modules[name]


def renew_kept_plugins(config: Any) -> int:
    """MkDocs keeps a plugin that has ``on_startup`` across the rebuilds of one ``mkdocs serve`` (its configuration
    option's ``plugin_cache``): the site plugin has one (it notes that the site is served), so its code would stay as
    at the first build however the files change. After :func:`forget_project_modules`, put in its place a new one,
    made from its freshly imported module and started as ``mkdocs serve`` starts it; the rebuild's configuration load
    takes that one. How many were renewed."""
    option = dict(type(config)._schema)["plugins"]
    renewed = 0
    for name, plugin in list(option.plugin_cache.items()):
        kind = type(plugin)
        if kind.__module__.partition(".")[0] in RELOADED:
            fresh = getattr(importlib.import_module(kind.__module__), kind.__qualname__)()
            fresh.on_startup(command="serve", dirty=False)
            option.plugin_cache[name] = fresh
            renewed += 1
    return renewed


SHOWN_LINES = 4
"""How many lines of the error the banner shows (the terminal has the rest)."""


class ErrorsSeen(logging.Handler):
    """Keeps the messages MkDocs and its plugins log as errors during one build (MkDocs logs a plugin's error,
    then raises a bare "Aborted with a BuildError!")."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def first_lines(messages: list[str], error: BaseException) -> str:
    """What the banner shows: the first error logged (else the exception's message), its first few lines."""
    text = messages[0] if messages else str(error)
    lines = [line.strip() for line in text.splitlines() if line.strip()] or [type(error).__name__]
    return "\n".join(lines[:SHOWN_LINES]) + ("\n…" if len(lines) > SHOWN_LINES else "")


def banner(message: str) -> str:
    """The banner a page shows while the last rebuild has failed."""
    return (
        f'<div id="{BANNER_ID}" role="alert" lang="en" dir="ltr" style="{BANNER_STYLE}">'
        f"Rebuild failed: {html.escape(message)}\n\n"
        "This page is the last good build; the whole error is in the terminal. Fix it and save: the page reloads."
        "</div>"
    )


def pending_banner(built: float) -> str:
    """The banner a page shows while it is the last build and a new one is being made (``built``: when the last
    build was kept, just after it was made, in seconds since the epoch)."""
    when = time.strftime("%H:%M on %d %B", time.localtime(built))
    return (
        f'<div id="{PENDING_ID}" role="status" lang="en" dir="ltr" style="{PENDING_STYLE}">'
        f"Rebuilding: this page is the last build (built at {when}), not yet the files as they are now. "
        "It reloads by itself when the new build is ready."
        "</div>"
    )


def mark(site_dir: Path, text_of_banner: str) -> int:
    """Put ``text_of_banner`` at the top of every built page under ``site_dir`` (replacing a banner put there
    earlier); how many pages."""
    marked = 0
    for page in site_dir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for banner_id in BANNER_IDS:
            start = text.find(f'<div id="{banner_id}"')
            if start >= 0:
                text = text[:start] + text[text.index("</div>", start) + len("</div>") :]
        body = text.find("<body")
        if body < 0:
            continue
        at = text.index(">", body) + 1
        page.write_text(text[:at] + text_of_banner + text[at:], encoding="utf-8")
        marked += 1
    return marked


def mark_failed(site_dir: Path, message: str) -> int:
    """Put the failed rebuild's banner at the top of every built page under ``site_dir``; how many."""
    return mark(site_dir, banner(message))


def kept_build(config: Any) -> Path:
    """The folder the last good build of the project ``config`` (MkDocs' configuration) is kept in."""
    return Path(config.config_file_path).resolve().parent / KEPT


def unfinished_copy(kept: Path) -> Path:
    """Where :func:`keep` copies a build before renaming it to ``kept`` (one folder per process)."""
    return kept.with_name(f"{kept.name}.new-{os.getpid()}")


def keep(site_dir: Path, kept: Path) -> None:
    """Make ``kept`` a copy of the good build in ``site_dir``: copied beside it, then renamed into place, so a
    server starting meanwhile finds the whole earlier build, the whole new one or (for a moment) none."""
    fresh = unfinished_copy(kept)
    old = kept.with_name(f"{kept.name}.old-{os.getpid()}")
    shutil.rmtree(fresh, ignore_errors=True)
    shutil.copytree(site_dir, fresh)
    if kept.exists():
        kept.rename(old)
    fresh.rename(kept)
    shutil.rmtree(old, ignore_errors=True)


def show_last_good(site_dir: Path, kept: Path, message: str) -> None:
    """After a failed build: ``site_dir`` holds the last good build again, with the failure's banner."""
    for child in site_dir.iterdir():
        if child.is_dir():
            shutil.rmtree(child)
        else:
            child.unlink()
    if kept.is_dir():
        shutil.copytree(kept, site_dir, dirs_exist_ok=True)
    mark_failed(site_dir, message)


def serve(server: Any, config: Any, site_dir: Path, kept: Path) -> Any:
    """``mkdocs serve`` only (the plugin's ``on_serve``; ``config`` the first build's configuration, ``site_dir`` the
    folder the builds write, ``kept`` the last good build's): run every rebuild after ``forget_project_modules`` and
    ``renew_kept_plugins``; a failed one marks the served pages with its error instead of leaving them waiting; a
    good one is kept."""
    rebuild = server.builder
    if site_dir.is_dir() and any(site_dir.iterdir()):
        keep(site_dir, kept)  # mkdocs serve's first build, done before this event (serve.py's is still to come)

    def fresh_rebuild() -> None:
        forget_project_modules()
        seen = ErrorsSeen()
        logging.getLogger("mkdocs").addHandler(seen)
        try:
            renew_kept_plugins(config)  # a module that no longer imports fails here, as the build would
            rebuild()
        except (Exception, SystemExit) as error:  # mkdocs' Abort is a SystemExit
            message = first_lines(seen.messages, error)
            if not seen.messages:  # an error nothing logged: its traceback
                log.error("rebuild failed: %s", message, exc_info=True)
            log.error("the served pages show this error at their top until a rebuild succeeds")
            show_last_good(site_dir, kept, message)
        else:
            keep(site_dir, kept)
        finally:
            logging.getLogger("mkdocs").removeHandler(seen)

    server.builder = fresh_rebuild
    return server
