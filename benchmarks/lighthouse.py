"""Lighthouse scores of the built site: every page of the navigation in every language (15 x 3 = 45 today),
mobile settings, worst first.

Builds the site (with ``SITE_URL`` set to where it is served), serves it on 127.0.0.1 gzip-compressed as a static
host serves it, and runs Lighthouse (npm ``lighthouse``, installed by ``npm ci``; Node 20) with Debian's
``/usr/bin/chromium`` on each page, three times (one run moves by up to ten points): each page's score in each
category is the median of its runs. Prints each page as it is measured, then every page again, the lowest
performance first, with the audits that cost points. The aim is 100 for accessibility, best practices and SEO and
at least 95 for performance. Lighthouse's mobile defaults apply (a phone screen, simulated slow 4G and a slowed
CPU); on a busy machine performance is meaningless (say the load average with the figures).

Run: python benchmarks/lighthouse.py [--pages side-pots,calculator] [--langs ru,fa] [--runs 3] [--uncompressed]
     [--reports DIR]       (the home page is "index"; without --pages, every page of the navigation)
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = Path("/usr/bin/chromium")
LANG_PREFIX = {"ru": "", "fa": "fa/", "en": "en/"}


def nav_pages() -> list[str]:
    """Every page of the site, by name (mkdocs.yml's nav: index, all-in, ...)."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = config[config.index("\nnav:") :]
    return re.findall(r"^\s+- ([\w-]+)\.md\s*$", nav, re.M)


PAGES = tuple(nav_pages())
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
COMPRESSIBLE = {".html", ".css", ".js", ".json", ".xml", ".svg", ".txt", ".map"}
CHROME_FLAGS = " ".join(
    [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]
)


class StaticHost(SimpleHTTPRequestHandler):
    """Serves the site as a static host does: text files gzip-compressed when the browser accepts it."""

    compress: ClassVar[bool] = True
    packed: ClassVar[dict[Path, bytes]] = {}

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not urlsplit(self.path).path.endswith("/"):
                return super().send_head()  # the redirect to the folder's address with a slash
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.compress and accepts and path.is_file() and path.suffix in COMPRESSIBLE):
            return super().send_head()
        body = self.packed.get(path)
        if body is None:
            body = self.packed[path] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.wfile.write(body)
        return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def build(site: Path, site_url: str) -> None:
    """``mkdocs build --strict`` into ``site`` with ``site_url`` (canonical links and sitemap point there)."""
    env = {**os.environ, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise SystemExit(f"the site build failed:\n{done.stdout}{done.stderr}")


@contextmanager
def serving(site: Path, port: int, compress: bool) -> Iterator[str]:
    handler = functools.partial(type("Host", (StaticHost,), {"compress": compress, "packed": {}}), directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.shutdown()
        server.server_close()


def lighthouse(page_url: str, report: Path) -> dict[str, Any]:
    """Lighthouse's JSON report for one page (mobile defaults, the four categories)."""
    command = [
        str(LIGHTHOUSE),
        page_url,
        "--quiet",
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={CHROME_FLAGS}",
    ]
    env = {**os.environ, "CHROME_PATH": str(CHROMIUM)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    if done.returncode or not report.exists():
        raise SystemExit(f"lighthouse failed on {page_url}:\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(report.read_text(encoding="utf-8"))
    return result


def below_aim(result: dict[str, Any]) -> list[str]:
    """The audits that cost points in a category below its aim, by id (to say what to fix)."""
    aims = {"performance": 0.95, "accessibility": 1, "best-practices": 1, "seo": 1}
    lost = []
    for name, aim in aims.items():
        category = result["categories"][name]
        if category["score"] is not None and category["score"] < aim:
            for ref in category["auditRefs"]:
                audit = result["audits"][ref["id"]]
                if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
                    lost.append(f"{name}: {ref['id']} ({audit['score']:.2f})")
    return lost


def median_scores(results: list[dict[str, Any]]) -> list[int]:
    """Each category's median score over the runs, out of 100."""
    return [round(100 * statistics.median(r["categories"][c]["score"] or 0 for r in results)) for c in CATEGORIES]


def page_path(lang: str, name: str) -> str:
    return LANG_PREFIX[lang] + ("" if name == "index" else f"{name}/")


def row(label: str, scores: list[int]) -> str:
    return f"{label:28} " + " ".join(f"{s:5d}" for s in scores)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", default=",".join(PAGES), help="comma-separated page names (default: every page)")
    parser.add_argument("--langs", default=",".join(LANG_PREFIX), help="comma-separated languages")
    parser.add_argument("--runs", type=int, default=3, help="runs per page; its score is their median (default 3)")
    parser.add_argument("--uncompressed", action="store_true", help="serve without gzip, to compare")
    parser.add_argument("--reports", type=Path, help="keep each run's JSON report in this folder")
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        raise SystemExit(f"{LIGHTHOUSE} is missing: run `npm ci` (scripts/setup.sh does)")
    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing (Debian package chromium)")
    unknown = set(args.pages.split(",")) - set(PAGES)
    if unknown or args.runs < 1:
        problem = f"no such page: {', '.join(sorted(unknown))}" if unknown else "--runs must be 1 or more"
        raise SystemExit(f"error: {problem}")
    port = free_port()
    work = Path(tempfile.mkdtemp(prefix="allin-lighthouse-"))
    measured: list[tuple[str, list[int], list[str]]] = []
    try:
        build(work / "site", f"http://127.0.0.1:{port}/")
        served = "uncompressed" if args.uncompressed else "gzip-compressed"
        print(
            f"Lighthouse (mobile), site served {served} on 127.0.0.1, median of {args.runs} run(s) a page; "
            f"load average {os.getloadavg()[0]:.1f}"
        )
        print(f"{'page':28} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5}")
        with serving(work / "site", port, not args.uncompressed) as base:
            for lang in args.langs.split(","):
                for name in args.pages.split(","):
                    results = []
                    for run in range(1, args.runs + 1):
                        report = (args.reports or work) / f"{lang}-{name}-{run}.json"
                        report.parent.mkdir(parents=True, exist_ok=True)
                        results.append(lighthouse(f"{base}{page_path(lang, name)}", report))
                    scores = median_scores(results)
                    middle = min(results, key=lambda r: abs(r["categories"]["performance"]["score"] - scores[0] / 100))
                    measured.append((f"{lang}/{name}", scores, below_aim(middle)))
                    print(row(f"{lang}/{name}", scores), flush=True)
        print(f"\nworst first (load average now {os.getloadavg()[0]:.1f}):")
        for label, scores, lost in sorted(measured, key=lambda m: (m[1][0], sum(m[1]))):
            print(row(label, scores))
            for line in lost:
                print(f"{'':30}{line}")
        short = [label for label, scores, _ in measured if scores[0] < 95 or min(scores[1:]) < 100]
        missed = f"; not: {', '.join(short)}" if short else ""
        print(f"{len(measured) - len(short)} of {len(measured)} pages reach the aim{missed}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
