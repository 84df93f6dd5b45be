"""Lighthouse scores of the built site: one page of each kind in each language, mobile settings.

Builds the site (with ``SITE_URL`` set to where it is served), serves it on 127.0.0.1 gzip-compressed as a static
host serves it, and runs Lighthouse (npm ``lighthouse``, installed by ``npm ci``; Node 20) with Debian's
``/usr/bin/chromium`` on each page. Prints performance, accessibility, best practices and SEO per page; the aim
is 100 for the last three and at least 95 for performance. Lighthouse's mobile defaults apply (a phone screen,
simulated slow 4G and a slowed CPU); performance varies by a few points from run to run on a busy machine.

Run: python benchmarks/lighthouse.py [--pages side-pots,calculator] [--langs ru,fa] [--uncompressed] [--reports DIR]
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import shutil
import socket
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
# One page of each kind: a lesson, the worked examples, the calculator, the practice page.
PAGES = ("side-pots", "worked-examples", "calculator", "practice")
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", default=",".join(PAGES), help="comma-separated page names")
    parser.add_argument("--langs", default=",".join(LANG_PREFIX), help="comma-separated languages")
    parser.add_argument("--uncompressed", action="store_true", help="serve without gzip, to compare")
    parser.add_argument("--reports", type=Path, help="keep each page's JSON report in this folder")
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        raise SystemExit(f"{LIGHTHOUSE} is missing: run `npm ci` (scripts/setup.sh does)")
    if not CHROMIUM.exists():
        raise SystemExit(f"{CHROMIUM} is missing (Debian package chromium)")
    port = free_port()
    work = Path(tempfile.mkdtemp(prefix="allin-lighthouse-"))
    try:
        build(work / "site", f"http://127.0.0.1:{port}/")
        served = "uncompressed" if args.uncompressed else "gzip-compressed"
        print(f"Lighthouse (mobile), site served {served} on 127.0.0.1")
        print(f"{'page':28} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5}")
        with serving(work / "site", port, not args.uncompressed) as base:
            for lang in args.langs.split(","):
                for name in args.pages.split(","):
                    report = (args.reports or work) / f"{lang}-{name}.json"
                    report.parent.mkdir(parents=True, exist_ok=True)
                    result = lighthouse(f"{base}{LANG_PREFIX[lang]}{name}/", report)
                    scores = [round(100 * result["categories"][c]["score"]) for c in CATEGORIES]
                    print(f"{lang + '/' + name:28} " + " ".join(f"{s:5d}" for s in scores), flush=True)
                    for line in below_aim(result):
                        print(f"{'':30}{line}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
