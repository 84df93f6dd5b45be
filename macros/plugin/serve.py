"""``bash scripts/serve.sh``: ``mkdocs serve`` that answers at once with the last good build while it builds afresh.

``mkdocs serve`` builds the whole site (the engine's examples, the replays, the practice bank, the Persian font's
cut, the search indexes, every page in three languages: some 8 s of CPU) before its server answers a request, on
every start, even when nothing has changed. This is MkDocs' own command line (its ``mkdocs`` console-script
entry point, so every option of ``mkdocs serve`` is there) with its serve command
(``mkdocs.commands.serve.serve``) replaced by :func:`serve`, which does what MkDocs' does, in another order:

1. it loads the configuration, makes MkDocs' server (``mkdocs.livereload.LiveReloadServer``), runs the plugins'
   ``on_startup`` and ``on_serve`` and watches what ``mkdocs serve`` watches;
2. the server answers with a copy of the last good build (kept by ``macros/plugin/live_reload.py`` in
   ``.cache/serve/site``, after every good build of an earlier start or rebuild), each page under a banner (``<div
   id="allin-build-pending" role="status">``) saying it is the last build, kept at what time, and that it reloads
   when the new one is ready;
3. meanwhile a thread builds the site as ``mkdocs serve`` would, into the folder the rebuilds write;
4. when that build is done, the server's build loop (woken by a file the thread writes into a watched temporary
   folder) serves it instead: the server's ``root`` becomes that folder, and MkDocs' live reload reloads the open
   pages. If the build failed, the pages are the last good build under the failed rebuild's banner
   (``live_reload.show_last_good``); if a watched file changed while it ran (:func:`fingerprint`: every file's
   modification time and size), the site is built once more before anything is served as new. Every later
   rebuild is ``live_reload``'s, with the project imported afresh.

Without a kept build (the very first start), and with ``--no-livereload``, ``--dirty`` or ``--clean``, MkDocs' own
serve runs as it is (its first build is kept for the next start).

From MkDocs this uses ``mkdocs.config.load_config``, ``mkdocs.commands.build.build`` and ``LiveReloadServer``'s
constructor, ``url``, ``root``, ``builder``, ``error_handler``, ``observer``, ``watch``, ``serve`` and
``shutdown``, none of them private; the coupling is the replaced function and the keyword arguments MkDocs' serve
command passes it (those :func:`serve` does not name go to ``load_config``, as MkDocs' do).

    .venv/bin/python -m macros.plugin.serve --dev-addr 127.0.0.1:8000 [any option of mkdocs serve]
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mkdocs.commands import serve as mkdocs_serve
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.livereload import LiveReloadServer

from macros.plugin import live_reload

MKDOCS_SERVE = mkdocs_serve.serve
"""MkDocs' own serve command, run when there is no kept build to answer with."""

log = logging.getLogger("mkdocs.plugins.allin_serve")

Fingerprint = frozenset[tuple[str, int, int]]


def fingerprint(paths: Iterable[str]) -> Fingerprint:
    """Every file under ``paths`` (files or folders) with its modification time and size; compiled Python
    (``__pycache__``), which importing the project writes, left out."""
    found: set[tuple[str, int, int]] = set()
    for path in paths:
        root = Path(path)
        for file in [root] if root.is_file() else root.rglob("*"):
            if "__pycache__" in file.parts:
                continue
            try:
                stat = file.stat()
            except OSError:  # removed meanwhile
                continue
            if file.is_file():
                found.add((str(file), stat.st_mtime_ns, stat.st_size))
    return frozenset(found)


class FirstBuild:
    """The start's first build, run in a thread while the server answers with the kept build, and the server's
    builder: its first call (once the thread is done) serves that build; every later call is a live rebuild."""

    def __init__(
        self, server: LiveReloadServer, config: MkDocsConfig, site_dir: Path, kept: Path, watched: Sequence[str]
    ) -> None:
        self.server = server
        self.config = config
        self.site_dir = site_dir
        self.kept = kept
        self.watched = list(watched)
        self.rebuild = server.builder  # the plugins' (live_reload's fresh rebuild)
        self.wake = Path(tempfile.mkdtemp(prefix="allin-first-build-"))
        server.watch(str(self.wake))
        self.done = threading.Event()
        self.failure: str | None = None
        self.inputs: Fingerprint = frozenset()
        self.served = False

    def start(self) -> None:
        """Note the watched files as they are, then build in a thread."""
        self.inputs = fingerprint(self.watched)
        threading.Thread(target=self._build, name="allin-first-build", daemon=True).start()

    def _build(self) -> None:
        seen = live_reload.ErrorsSeen()
        logging.getLogger("mkdocs").addHandler(seen)
        try:
            log.info("Building documentation (the last good build is served meanwhile)...")
            build(self.config, serve_url=self.server.url, dirty=False)
            live_reload.keep(self.site_dir, self.kept)
        except (Exception, SystemExit) as error:  # mkdocs' Abort is a SystemExit
            self.failure = live_reload.first_lines(seen.messages, error)
            if not seen.messages:
                log.error("build failed: %s", self.failure, exc_info=True)
        finally:
            logging.getLogger("mkdocs").removeHandler(seen)
            self.done.set()
        deadline = time.monotonic() + 60  # the server watches once it serves (its observer has started)
        while not self.server.observer.is_alive() and time.monotonic() < deadline:
            time.sleep(0.05)
        with contextlib.suppress(OSError):  # OSError: the server has stopped and removed the folder
            (self.wake / "built").write_text("the first build is done\n", encoding="utf-8")

    def __call__(self) -> None:
        if self.served:
            self.rebuild()
            return
        self.done.wait()
        self.served = True
        log.info("the first build is done: serving it instead of the last good build")
        try:
            if fingerprint(self.watched) != self.inputs:
                log.info("files changed during the first build: building again")
                self.rebuild()
            elif self.failure is not None:
                log.error("the served pages show this error at their top until a rebuild succeeds")
                live_reload.show_last_good(self.site_dir, self.kept, self.failure)
        finally:
            self.server.root = str(self.site_dir)
            for item in self.config.watch:  # a plugin may have added some while building
                if item not in self.watched:
                    self.server.watch(item)
                    self.watched.append(item)


def serve(
    config_file: str | None = None,
    livereload: bool = True,
    build_type: str | None = None,
    watch_theme: bool = False,
    watch: Sequence[str] = (),
    *,
    open_in_browser: bool = False,
    **kwargs: Any,
) -> None:
    """``mkdocs serve`` (its arguments) answering with the kept build while the first build runs."""
    site_dir = Path(tempfile.mkdtemp(prefix="mkdocs_"))

    def get_config() -> MkDocsConfig:
        config = load_config(config_file=config_file, site_dir=str(site_dir), **kwargs)
        config.watch.extend(watch)
        return config

    config = get_config()
    kept = live_reload.kept_build(config)
    if not livereload or build_type is not None or not (kept / "index.html").is_file():
        shutil.rmtree(site_dir, ignore_errors=True)
        MKDOCS_SERVE(
            config_file=config_file,
            livereload=livereload,
            build_type=build_type,
            watch_theme=watch_theme,
            watch=list(watch),
            open_in_browser=open_in_browser,
            **kwargs,
        )
        return

    shown = Path(tempfile.mkdtemp(prefix="mkdocs_kept_"))
    shutil.copytree(kept, shown, dirs_exist_ok=True)
    live_reload.mark(shown, live_reload.pending_banner(kept.stat().st_mtime))
    config.plugins.on_startup(command="serve", dirty=False)

    def builder(config: MkDocsConfig | None = None) -> None:
        log.info("Building documentation...")
        if config is None:
            config = get_config()
            config.site_url = server.url
        build(config, serve_url=server.url, dirty=False)

    host, port = config.dev_addr
    mount_path = urlsplit(config.site_url or "/").path
    server = LiveReloadServer(builder=builder, host=host, port=port, root=str(shown), mount_path=mount_path)
    config.site_url = server.url

    def error_page(code: int) -> bytes | None:
        page = Path(server.root) / f"{code}.html"
        return page.read_bytes() if code in (404, 500) and page.is_file() else None

    server.error_handler = error_page
    first: FirstBuild | None = None
    try:
        watched = [config.docs_dir, *([config.config_file_path] if config.config_file_path else [])]
        if watch_theme:
            watched += [str(folder) for folder in config.theme.dirs]
        for path in watched:
            server.watch(path)
        server = config.plugins.on_serve(server, config=config, builder=builder)
        for item in config.watch:
            server.watch(item)
        first = FirstBuild(server, config, site_dir, kept, [*watched, *config.watch])
        server.builder = first
        first.start()
        try:
            server.serve(open_in_browser=open_in_browser)  # type: ignore[no-untyped-call]  # MkDocs' has no hints
        except KeyboardInterrupt:
            log.info("Shutting down...")
        finally:
            server.shutdown()
    finally:
        config.plugins.on_shutdown()
        for folder in (site_dir, shown, *([first.wake] if first else []), live_reload.unfinished_copy(kept)):
            shutil.rmtree(folder, ignore_errors=True)


def main(argv: Sequence[str] | None = None) -> None:
    """MkDocs' command line, ``mkdocs serve ARGV``, with :func:`serve` as its serve command."""
    (cli,) = [point.load() for point in entry_points(group="console_scripts", name="mkdocs")]

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt  # stopped (scripts, tests): shut down as on Ctrl-C, removing the temporary folders

    signal.signal(signal.SIGTERM, stop)
    mkdocs_serve.serve = serve
    cli.main(args=["serve", *(sys.argv[1:] if argv is None else argv)], prog_name="mkdocs")


if __name__ == "__main__":
    main()
