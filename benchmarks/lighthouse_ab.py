"""Lighthouse before and after, on the same pages, alternating: two built sites (say, main's and this branch's)
served side by side (gzip, as benchmarks/lighthouse.py serves them), each page measured A, B, A, B, ... so that the
machine's load falls on both alike. Prints for each page and site the medians of the performance score and of
Lighthouse's diagnostics (total blocking time, largest and first contentful paint, render-blocking
resources, unused JavaScript) and the other categories' scores with the audits that cost them points.

    python benchmarks/lighthouse_ab.py SITE_A SITE_B --pages fa/side-pots/,en/worked-examples/ [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lighthouse import below_aim, free_port, lighthouse, serving


def figures(result: dict[str, Any]) -> dict[str, Any]:
    """The numbers compared: scores (0-100) and diagnostics (ms, bytes)."""
    audits = result["audits"]
    categories = result["categories"]
    return {
        "perf": round(100 * (categories["performance"]["score"] or 0)),
        "a11y": round(100 * (categories["accessibility"]["score"] or 0)),
        "bp": round(100 * (categories["best-practices"]["score"] or 0)),
        "seo": round(100 * (categories["seo"]["score"] or 0)),
        "tbt": audits["total-blocking-time"]["numericValue"],
        "lcp": audits["largest-contentful-paint"]["numericValue"],
        "fcp": audits["first-contentful-paint"]["numericValue"],
        "blocking": audits["render-blocking-resources"].get("numericValue", 0),
        "unused_js": audits["unused-javascript"].get("details", {}).get("overallSavingsBytes", 0),
        "lost": [a for a in below_aim(result) if not a.startswith("performance")],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sites", type=Path, nargs=2, help="two built sites, A then B")
    parser.add_argument("--pages", required=True, help="comma-separated paths, e.g. fa/side-pots/,en/")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    pages = [p.strip().lstrip("/") for p in args.pages.split(",") if p.strip()]
    seen: dict[tuple[str, int], list[dict[str, Any]]] = {}
    with (
        tempfile.TemporaryDirectory() as tmp,
        serving(args.sites[0], free_port(), True) as a,
        serving(args.sites[1], free_port(), True) as b,
    ):
        for page in pages:
            for run in range(args.runs):
                for which, base in enumerate((a, b)):
                    result = lighthouse(base + page, Path(tmp) / f"{which}-{run}.json")
                    seen.setdefault((page, which), []).append(figures(result))
            for which in (0, 1):
                runs = seen[(page, which)]
                med = {
                    k: statistics.median(r[k] for r in runs)
                    for k in ("perf", "tbt", "lcp", "fcp", "blocking", "unused_js", "a11y", "bp", "seo")
                }
                print(
                    f"{page:28} {'AB'[which]}: perf {med['perf']:.0f} (runs {[r['perf'] for r in runs]}), "
                    f"TBT {med['tbt']:.0f} ms, LCP {med['lcp']:.0f} ms, "
                    f"FCP {med['fcp']:.0f} ms, render-blocking {med['blocking']:.0f} ms, "
                    f"unused JS {med['unused_js'] / 1024:.1f} KB; a11y {med['a11y']:.0f} bp {med['bp']:.0f} "
                    f"seo {med['seo']:.0f} {sorted({x for r in runs for x in r['lost']})}",
                    flush=True,
                )
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
