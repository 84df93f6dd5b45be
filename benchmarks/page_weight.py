"""Page weight: the site's own JavaScript and CSS (docs/assets) that a page loads, gzipped, against the 40 KB budget
(every page loads the common files; the practice page and the pages with a replayer add their own); and what the
pot diagrams add to each lesson page's HTML, against the +30 % budget.

Material's own bundle and the fonts are not counted. The diagrams' share of a page is measured on the built site:
the page as built, against the same page without its diagrams (each step-by-step cut with its figure, each figure
on its own, the hidden SVG of patterns, and the diagrams' texts in the widgets' text element). Run:

    python benchmarks/page_weight.py [--site SITE]    (without --site it builds the site first)
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "docs" / "assets"
BUDGET = 40 * 1024
DIAGRAM_BUDGET = 0.30
"""How much heavier (in HTML bytes) a lesson page may be with its pot diagrams than without."""
DIAGRAM_MARKUP = re.compile(
    r'<div class="pd-cut">.*?</fieldset></div>|<figure class="pot-diagram".*?</figure>|<svg class="pd-defs".*?</svg>',
    re.S,
)
DIAGRAM_TEXTS = re.compile(r'"diagram\.[a-z_]+": "(?:[^"\\]|\\.)*"(, )?')
"""The diagrams' own messages in the page's widget text (``#allin-text``)."""


PAGE_ONLY = {
    "practice": ("js/practice.js",),
    "replay": ("js/replay.js", "css/replay.css"),
}
"""Files that only some pages load (quiz.js loads practice.js on the practice page; replays/mkdocs_hook.py loads
the replayer's files on the pages with a replayer), by the kind of page."""


def page_totals(sizes: dict[str, tuple[int, int]]) -> dict[str, int]:
    """Gzipped bytes a page loads: ``every page`` (the common files), and each kind of page with its own files."""
    only = {name for names in PAGE_ONLY.values() for name in names}
    common = sum(packed for name, (_, packed) in sizes.items() if name not in only)
    totals = {"every page": common}
    for kind, names in PAGE_ONLY.items():
        totals[kind] = common + sum(sizes[name][1] for name in names if name in sizes)
    return totals


def own_files() -> list[Path]:
    """Every JavaScript and CSS file the site serves from its own sources."""
    return sorted(p for p in ASSETS.rglob("*") if p.suffix in (".js", ".css") and p.is_file())


def gzipped_size(path: Path) -> int:
    """The file's size gzipped at level 9, as a server would send it."""
    return len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))


def weights() -> dict[str, tuple[int, int]]:
    """Each file's (raw, gzipped) size in bytes, keyed by its path under docs/assets."""
    return {str(p.relative_to(ASSETS)): (p.stat().st_size, gzipped_size(p)) for p in own_files()}


def without_diagrams(html: str) -> str:
    """A built page as it would be without its pot diagrams."""
    return DIAGRAM_TEXTS.sub("", DIAGRAM_MARKUP.sub("", html))


def diagram_weights(site: Path) -> dict[str, tuple[int, int]]:
    """Each built page that shows a pot diagram: (bytes without the diagrams, bytes with them), keyed by path."""
    found = {}
    for path in sorted(site.rglob("index.html")):
        html = path.read_text(encoding="utf-8")
        if 'class="pot-diagram"' in html:
            found[str(path.parent.relative_to(site))] = (len(without_diagrams(html).encode()), len(html.encode()))
    return found


def assets_report() -> bool:
    sizes = weights()
    for name, (raw, packed) in sizes.items():
        print(f"{name:32} {raw:8,} B raw {packed:8,} B gzipped")
    totals = page_totals(sizes)
    for kind, total in totals.items():
        verdict = "within" if total <= BUDGET else "OVER"
        print(
            f"{kind + ' loads':32} {total:8,} B gzipped = {total / 1024:.1f} KB, "
            f"{verdict} the {BUDGET // 1024} KB budget ({total / BUDGET:.0%})"
        )
    return max(totals.values()) <= BUDGET


def diagrams_report(site: Path) -> bool:
    pages = diagram_weights(site)
    print(f"\npot diagrams in the HTML of each page that has them (budget +{DIAGRAM_BUDGET:.0%}):")
    worst = 0.0
    for name, (bare, full) in pages.items():
        added = full / bare - 1
        worst = max(worst, added)
        print(f"{name:32} {bare:8,} B without {full:8,} B with  {added:+6.1%}")
    verdict = "within" if worst <= DIAGRAM_BUDGET else "OVER"
    print(f"heaviest: {worst:+.1%}, {verdict} the +{DIAGRAM_BUDGET:.0%} budget")
    return bool(pages) and worst <= DIAGRAM_BUDGET


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    args = parser.parse_args()
    ok = assets_report()
    if args.site:
        return 0 if diagrams_report(args.site) and ok else 1
    sys.path.insert(0, str(ROOT / "tests"))
    from sitebuild import run_build  # the tests' build: strict, in a fresh process

    with tempfile.TemporaryDirectory(prefix="allin-weight-") as tmp:
        built = run_build(ROOT, Path(tmp) / "site")
        if built.returncode != 0:
            raise SystemExit(built.output)
        ok = diagrams_report(built.site) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
