"""``mkdocs serve`` shows a writer's change without a restart (issue 10, item 7): it watches the examples, the
macros, the engine, the catalogues, the practice generator and the theme overrides, and every rebuild runs the
code and reads the data as they are now (``macros/plugin/live_reload.py``; no private MkDocs cache is cleared).

The test serves a copy of the project on a free port, with a demonstration example and a paragraph that shows
one of its figures, then changes the example file, and then a catalogue message and a macro's code, and reads
the served page after each change.

A later start (issue 17, item 4: ``scripts/serve.sh`` runs ``macros/plugin/serve.py``) answers with the last good
build, kept from the earlier one, under a "Rebuilding" banner, while it builds; then the open page's live reload
sees a new version and the page is the new build (or the kept one under the failed rebuild's banner). The benchmark
``benchmarks/serve_start.py`` measures how soon; these tests check what is served, and in what order.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from helpers.macros_examples import SPLIT_302
from helpers.sitebuild import copy_project

DEMO = SPLIT_302 + '[claims]\n"pots.0.amount" = 302\n'
PARAGRAPH = '\n\nLIVE-DEMO {{ fig("live_demo", "pots.0.amount") }}.\n\n{{ pot_table("live_demo") }}\n'
PAGE = "en/odd-chips/"
REBUILD_SECONDS = 180  # a rebuild of all three languages takes several seconds on a busy shared machine


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return str(response.read().decode("utf-8"))
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None


def wait_for(url: str, ready: Callable[[str], bool], what: str, server: subprocess.Popen[str]) -> str:
    """The page at ``url`` once ``ready`` holds for it; fails after ``REBUILD_SECONDS`` or if the server stops."""
    deadline = time.monotonic() + REBUILD_SECONDS
    while time.monotonic() < deadline:
        assert server.poll() is None, f"mkdocs serve stopped while waiting for {what}"
        page = fetch(url)
        if page is not None and ready(page):
            return page
        time.sleep(0.5)
    raise AssertionError(f"the served page never showed {what} within {REBUILD_SECONDS} s")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def demo_project(folder: Path) -> Path:
    """A copy of the project with the demonstration example and the paragraph that shows its figure."""
    project = copy_project(folder)
    (project / "examples" / "live_demo.toml").write_text(DEMO, encoding="utf-8")
    page = project / "docs" / "en" / "odd-chips.md"
    page.write_text(page.read_text(encoding="utf-8") + PARAGRAPH, encoding="utf-8")
    return project


@contextmanager
def serving(project: Path, log_file: Path, *command: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``project`` served by ``python -m COMMAND`` on a free port: the base address and the server (stopped
    afterwards as scripts stop it, SIGTERM to its process group; the end of its log printed)."""
    address = f"127.0.0.1:{free_port()}"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    argv = [sys.executable, "-m", *command, "--dev-addr", address, "-f", str(project / "mkdocs.yml")]
    log = log_file.open("w", encoding="utf-8")
    server = subprocess.Popen(
        argv, cwd=project, env=env, stdout=log, stderr=subprocess.STDOUT, text=True, start_new_session=True
    )
    try:
        yield f"http://{address}/", server
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
        log.close()
        print(log_file.read_text(encoding="utf-8")[-3000:])


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Path, str, subprocess.Popen[str]]]:
    """A copy of the project with the demonstration example, served by ``mkdocs serve`` (stopped afterwards)."""
    project = demo_project(tmp_path / "project")
    with serving(project, tmp_path / "serve.log", "mkdocs", "serve") as (base, server):
        yield project, base + PAGE, server


def test_a_changed_example_catalogue_or_macro_changes_the_served_page(
    served: tuple[Path, str, subprocess.Popen[str]],
) -> None:
    project, url, server = served
    first = wait_for(url, lambda page: "LIVE-DEMO 302." in page, "the first build", server)
    assert "The pot" in first and 'data-live="edited"' not in first

    # An example file: new contributions and the claim that goes with them.
    edit(project / "examples" / "live_demo.toml", '"pots.0.amount" = 302', '"pots.0.amount" = 602')
    demo = project / "examples" / "live_demo.toml"
    demo.write_text(demo.read_text(encoding="utf-8").replace("contributed = 100", "contributed = 200"), "utf-8")
    wait_for(url, lambda page: "LIVE-DEMO 602." in page, "the changed example's figure", server)

    # A catalogue message (read once per process by macros.catalogue) and a macro's code (imported once per
    # process unless the plugin imports it afresh), changed together.
    catalogue = project / "locales" / "en" / "LC_MESSAGES" / "messages.po"
    edit(catalogue, 'msgctxt "pot.only"\nmsgid "The pot"', 'msgctxt "pot.only"\nmsgid "The whole pot"')
    edit(
        project / "macros" / "render" / "figures.py",
        '<div class="allin-table" data-table=',
        '<div class="allin-table" data-live="edited" data-table=',
    )
    changed = wait_for(url, lambda page: 'data-live="edited"' in page, "the changed macro", server)
    table = changed[changed.index('data-example="live_demo"') :]
    assert re.search(r">The whole pot<", table), "the changed catalogue text is not on the rebuilt page"
    assert "LIVE-DEMO 602." in changed


def test_a_failed_rebuild_shows_its_error_in_the_open_page(served: tuple[Path, str, subprocess.Popen[str]]) -> None:
    """A claim the engine disagrees with stops the rebuild: the served page (the last good build) answers at once
    with the error's first line in a banner, and the next good rebuild takes the banner away."""
    project, url, server = served
    wait_for(url, lambda page: "LIVE-DEMO 302." in page, "the first build", server)
    demo = project / "examples" / "live_demo.toml"
    edit(demo, '"pots.0.amount" = 302', '"pots.0.amount" = 303')
    failed = wait_for(url, lambda page: 'id="allin-build-error"' in page, "the failed rebuild's banner", server)
    banner = failed[failed.index('id="allin-build-error"') :]
    banner = banner[: banner.index("</div>")]
    assert "Rebuild failed:" in banner and "claim" in banner and "= 303, but the engine says 302" in banner
    assert "LIVE-DEMO 302." in failed  # the last good build below it
    started = time.monotonic()
    assert fetch(url.replace(PAGE, "en/side-pots/")) is not None and time.monotonic() - started < 5  # not stuck
    edit(demo, '"pots.0.amount" = 303', '"pots.0.amount" = 302')
    wait_for(url, lambda page: 'id="allin-build-error"' not in page and "LIVE-DEMO 302." in page, "the fix", server)


PENDING = 'id="allin-build-pending"'
SERVE = ("macros.plugin.serve",)  # what scripts/serve.sh runs


def first_answer(url: str, server: subprocess.Popen[str]) -> str:
    """The first page ``url`` answers with, polled every 50 ms from the server's start."""
    deadline = time.monotonic() + REBUILD_SECONDS
    while time.monotonic() < deadline:
        assert server.poll() is None, "the server stopped before answering"
        page = fetch(url)
        if page is not None:
            return page
        time.sleep(0.05)
    raise AssertionError(f"no answer within {REBUILD_SECONDS} s")


def next_version(base: str, page: str) -> int:
    """Wait as the open ``page``'s live-reload script waits (MkDocs' ``/livereload/EPOCH/ID``, answered when the
    served site is newer than the page, or after a minute) until the served site is newer; its version."""
    found = re.search(r"livereload\((\d+), (\d+)\);", page)
    assert found, "the served page has no live-reload script"
    epoch = int(found[1])
    deadline = time.monotonic() + REBUILD_SECONDS
    while time.monotonic() < deadline:
        answer = fetch(f"{base}livereload/{epoch}/{found[2]}")
        if answer is not None and int(answer) > epoch:
            return int(answer)
        time.sleep(0.5)
    raise AssertionError(f"the open page was never told to reload within {REBUILD_SECONDS} s")


def test_a_later_start_answers_with_the_kept_build_then_serves_the_new_one(tmp_path: Path) -> None:
    project = demo_project(tmp_path / "project")
    page = project / "docs" / "en" / "odd-chips.md"
    edit(page, "LIVE-DEMO", "START-ONE LIVE-DEMO")
    kept = project / ".cache" / "serve" / "site" / "en" / "odd-chips" / "index.html"

    # The first start has nothing kept: it builds, then serves (MkDocs' own order), and keeps what it built.
    with serving(project, tmp_path / "serve-1.log", *SERVE) as (base, server):
        first = wait_for(base + PAGE, lambda text: "START-ONE" in text, "the first start's build", server)
        assert PENDING not in first
    assert "START-ONE LIVE-DEMO 302." in kept.read_text(encoding="utf-8")

    # Between starts the page changes. The second start answers with the kept build, marked, and then the open
    # page is told to reload and gets the new build, which is kept in turn.
    edit(page, "START-ONE", "START-TWO")
    with serving(project, tmp_path / "serve-2.log", *SERVE) as (base, server):
        old = first_answer(base + PAGE, server)
        assert PENDING in old and "Rebuilding: this page is the last build" in old
        assert "START-ONE LIVE-DEMO 302." in old and "START-TWO" not in old
        next_version(base, old)
        new = fetch(base + PAGE)
        assert new is not None and "START-TWO LIVE-DEMO 302." in new
        assert PENDING not in new and "START-ONE" not in new
    assert "START-TWO" in kept.read_text(encoding="utf-8") and PENDING not in kept.read_text(encoding="utf-8")

    # A claim the engine disagrees with: the third start answers with the kept build, then shows it under the
    # failed rebuild's banner; fixing the claim serves the new build.
    demo = project / "examples" / "live_demo.toml"
    edit(demo, '"pots.0.amount" = 302', '"pots.0.amount" = 303')
    edit(page, "START-TWO", "START-THREE")
    with serving(project, tmp_path / "serve-3.log", *SERVE) as (base, server):
        old = first_answer(base + PAGE, server)
        assert PENDING in old and "START-TWO" in old
        next_version(base, old)
        failed = fetch(base + PAGE)
        assert failed is not None and 'id="allin-build-error"' in failed and PENDING not in failed
        assert "= 303, but the engine says 302" in failed and "START-TWO LIVE-DEMO 302." in failed
        edit(demo, '"pots.0.amount" = 303', '"pots.0.amount" = 302')
        fixed = wait_for(base + PAGE, lambda text: "START-THREE LIVE-DEMO 302." in text, "the fixed build", server)
        assert 'id="allin-build-error"' not in fixed and PENDING not in fixed
    assert "START-THREE" in kept.read_text(encoding="utf-8")

    # A page changed while the first build runs (it may have read the page already): what is then served as new
    # has the change (the build runs again), never the build of the page as it was.
    with serving(project, tmp_path / "serve-4.log", *SERVE) as (base, server):
        old = first_answer(base + PAGE, server)
        assert PENDING in old and "START-THREE" in old
        edit(page, "START-THREE", "START-FOUR")
        next_version(base, old)
        new = fetch(base + PAGE)
        assert new is not None and "START-FOUR LIVE-DEMO 302." in new and PENDING not in new
    again = "files changed during the first build: building again"
    assert again in (tmp_path / "serve-4.log").read_text(encoding="utf-8")
    assert again not in (tmp_path / "serve-2.log").read_text(encoding="utf-8")  # nothing changed while it built


def test_the_fingerprint_sees_a_changed_file_and_not_compiled_python(tmp_path: Path) -> None:
    """What tells ``serve.py`` that a watched file changed while its first build ran."""
    from macros.plugin.serve import fingerprint

    (tmp_path / "docs").mkdir()
    page = tmp_path / "docs" / "page.md"
    page.write_text("one", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\n", encoding="utf-8")
    before = fingerprint([str(tmp_path / "docs"), str(config)])
    assert {Path(name).name for name, _, _ in before} == {"page.md", "mkdocs.yml"}
    (tmp_path / "docs" / "__pycache__").mkdir()
    (tmp_path / "docs" / "__pycache__" / "m.cpython-311.pyc").write_bytes(b"compiled")
    assert fingerprint([str(tmp_path / "docs"), str(config)]) == before
    page.write_text("two!", encoding="utf-8")
    assert fingerprint([str(tmp_path / "docs"), str(config)]) != before
