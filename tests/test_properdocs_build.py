"""The escape route from MkDocs: ProperDocs (a continuation of MkDocs 1.x) builds this site into the very same files.

MkDocs 1.x is no longer maintained and Material for MkDocs reaches end of life on 2027-05-05 (README, "If MkDocs or
Material goes"). ProperDocs, pinned exactly in ``scripts/setup_properdocs.sh``, is installed in its own virtual
environment (``.venv-properdocs``, made here when it is missing or out of date) with the site's packages at the
versions ``.venv`` holds and without MkDocs itself, so nothing in its build can reach MkDocs. Both builds run with
``--strict``; every file of the two sites must be byte for byte the same, but for the one line that names the
generator (``<meta name="generator" content="mkdocs-1.6.1, …">``), and but for the service worker's revisions of the
pages that differ by that line (``sw.js`` names every precached file with a hash of its bytes, so a page whose generator
tag differs has another revision; every other file's revision, and the rest of the worker, must be the same, but for
the names its minifier gave: terser picks short names by how often each character occurs in the whole worker, revisions
included, so other revisions may give the same code other one- and two-letter names). The
ProperDocs build is dated as the MkDocs one (``SOURCE_DATE_EPOCH``, the day in its sitemap), so a suite that runs
across midnight does not find the sitemaps' dates apart. If another difference ever has to be allowed, say here why.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from helpers.sitebuild import ROOT, built_site

SETUP = ROOT / "scripts" / "setup_properdocs.sh"
PROPERDOCS = ROOT / ".venv-properdocs" / "bin" / "properdocs"
PIN = re.search(r'PROPERDOCS="properdocs==([0-9.]+)"', SETUP.read_text(encoding="utf-8"))
GENERATOR = re.compile(rb'<meta name="generator" content="[^"]*">')
PRECACHED = re.compile(rb'\{url:"([^"]+)",revision:"([0-9a-f]+)"\}')
MINIFIED_NAME = re.compile(rb"(\.?)(?<![\w$])([A-Za-z_$][\w$]?)(?![\w$])")


def _properdocs() -> Path:
    """The ProperDocs command of ``.venv-properdocs``, set up first when what it installs from has changed."""
    done = subprocess.run(["bash", str(SETUP)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    if done.returncode != 0 or not PROPERDOCS.exists():
        problem = f"scripts/setup_properdocs.sh could not make .venv-properdocs: {done.stderr.strip()[-2000:]}"
        if os.environ.get("CI"):
            pytest.fail(problem)
        pytest.skip(problem)
    return PROPERDOCS


@pytest.fixture(scope="module")
def properdocs_site() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="allin-properdocs-"))
    try:
        site = folder / "site"
        command = [str(_properdocs()), "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)]
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "DISABLE_MKDOCS_2_WARNING": "true"}
        env["SOURCE_DATE_EPOCH"] = str(_build_day(built_site().site))
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        yield site
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _build_day(site: Path) -> int:
    """The day a built site says it was built (its sitemap's first ``lastmod``), as seconds since the epoch."""
    found = re.search(r"<lastmod>(\d{4}-\d{2}-\d{2})</lastmod>", (site / "sitemap.xml").read_text(encoding="utf-8"))
    assert found, "the built site's sitemap has no lastmod"
    return int(datetime.strptime(found.group(1), "%Y-%m-%d").replace(tzinfo=UTC).timestamp())


def _renamed_in_order(code: bytes) -> bytes:
    """``code`` with every one- or two-letter name replaced by its order of first use, names after a dot (the
    properties terser shortens too) counted apart from the others: two workers that differ only in the short names
    a minifier chose become the same bytes; any other change (a longer name, a string, an operator) still shows."""
    names: dict[tuple[bytes, bytes], bytes] = {}

    def renamed(found: re.Match[bytes]) -> bytes:
        return found.group(1) + names.setdefault((found.group(1), found.group(2)), b"#%d" % len(names))

    return MINIFIED_NAME.sub(renamed, code)


def _files(site: Path) -> dict[str, Path]:
    return {path.relative_to(site).as_posix(): path for path in sorted(site.rglob("*")) if path.is_file()}


def test_the_properdocs_environment_has_no_mkdocs_and_the_pinned_properdocs() -> None:
    python = _properdocs().parent / "python"
    assert PIN is not None
    done = subprocess.run(
        [str(python), "-c", "import importlib.metadata as m, importlib.util as u; "
         "print(m.version('properdocs'), u.find_spec('mkdocs') is None)"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.stdout.split() == [PIN.group(1), "True"], done.stderr


def test_properdocs_builds_the_same_site_but_for_the_generator_tag(properdocs_site: Path) -> None:
    mkdocs = built_site()
    assert mkdocs.returncode == 0, mkdocs.output[-3000:]
    ours, theirs = _files(mkdocs.site), _files(properdocs_site)
    assert sorted(ours) == sorted(theirs), sorted(set(ours) ^ set(theirs))[:20]
    assert len(ours) > 100
    tagged = 0
    differ = []
    retagged = set()
    for name, path in ours.items():
        a, b = path.read_bytes(), theirs[name].read_bytes()
        if a == b or name == "sw.js":
            continue
        tags_a, tags_b = GENERATOR.findall(a), GENERATOR.findall(b)
        if GENERATOR.sub(b"", a) != GENERATOR.sub(b"", b):
            differ.append(name)
        elif tags_a and tags_b:
            tagged += 1
            retagged.add(name)
            assert b"ProperDocs" in tags_b[0] and b"ProperDocs" not in tags_a[0], (name, tags_a, tags_b)
    worker_a, worker_b = ours["sw.js"].read_bytes(), theirs["sw.js"].read_bytes()
    revisions_a, revisions_b = PRECACHED.findall(worker_a), PRECACHED.findall(worker_b)
    assert [url for url, _ in revisions_a] == [url for url, _ in revisions_b] and len(revisions_a) > 100
    moved = {url.decode() for (url, rev_a), (_, rev_b) in zip(revisions_a, revisions_b, strict=True) if rev_a != rev_b}
    assert moved and moved <= retagged, sorted(moved - retagged)[:10]  # only pages whose generator tag differs
    if _renamed_in_order(PRECACHED.sub(rb"\1", worker_a)) != _renamed_in_order(PRECACHED.sub(rb"\1", worker_b)):
        differ.append("sw.js")
    assert not differ, f"{len(differ)} file(s) differ beyond the generator tag, e.g. {differ[:10]}"
    pages = [name for name in ours if name.endswith(".html")]
    assert tagged == len(pages) > 40  # every page names its generator: the ProperDocs build really was ProperDocs'
