"""The "Your own hand" page's engine in Chromium: what it costs the learner (a measurement, not a test).

For each of desktop and a slowed CPU (Chromium's CPU slowed 4 times, CDP ``Emulation.setCPUThrottlingRate`` on the
page; Chromium applies it to the page's thread, not to the worker's), cold (a fresh browser profile, nothing cached)
and warm (the same profile, the page opened again): the bytes the engine brings (every response for
``assets/pyodide/``, ``assets/engine/`` and the worker, headers and body, as Chromium counts them; answers from the
HTTP cache count nothing), and the time from pressing "Replay and settle" to the first settled hand on screen (the
comparison drawn). Then, on a pasted hand (the three-way all-in of tests/data/histories/), the time to replay and
settle it again once the engine is loaded, and the replayer's time per step forward. The files' gzipped sizes are
printed too: what a host that compresses serves (the test server here does not).

    python benchmarks/own_hand.py [--site SITE] [--runs 3] [--hand PATH]   (without --site it builds the site first)
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from helpers.browser import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from helpers.sitebuild import run_build  # noqa: E402

DEFAULT_HAND = ROOT / "tests" / "data" / "histories" / "ps_three_way_side_pots.txt"
ENGINE = ("/assets/pyodide/", "/assets/engine/", "own_hand_worker.js")


def engine_bytes(requests: list[Any]) -> int:
    """Bytes on the wire (headers and body) of the engine's responses, the worker's fetches included."""
    total = 0
    for request in requests:
        if any(part in request.url for part in ENGINE):
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    return total


def one_run(browser: Any, base: str, text: str, throttle: float, profile: Any | None) -> tuple[Any, dict[str, float]]:
    """Open the page, paste the hand, wait for the settled hand; bytes and milliseconds. Reuses ``profile`` (a
    browser context) when given: the warm run."""
    context = profile or browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    seen: list[Any] = []
    context.on("requestfinished", lambda request: seen.append(request))
    page.goto(base + "en/own-hand/")
    page.wait_for_load_state("load")
    page.fill("#own-text", text)
    started = time.perf_counter()
    page.click(".own-go")
    page.wait_for_selector(".own-comparison", timeout=600_000)
    settled = (time.perf_counter() - started) * 1000
    # the worker's own time for the import, once loaded: a second paste of the same hand
    page.evaluate("document.querySelector('.own-result').innerHTML = ''")
    again = time.perf_counter()
    page.click(".own-go")
    page.wait_for_selector(".own-comparison", timeout=600_000)
    import_ms = (time.perf_counter() - again) * 1000
    page.uncheck(".allin-own[data-part=paste] .rp-toggle input")
    steps = page.evaluate("document.querySelectorAll('.allin-own[data-part=paste] .rp-list li').length")
    stepped = time.perf_counter()
    for _ in range(steps - 1):
        page.click(".allin-own[data-part=paste] .rp-forward")
    per_step = (time.perf_counter() - stepped) * 1000 / max(steps - 1, 1)
    result = {
        "bytes": float(engine_bytes(seen)),
        "settled_ms": settled,
        "import_ms": import_ms,
        "step_ms": per_step,
        "steps": float(steps),
    }
    page.close()
    return context, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hand", type=Path, default=DEFAULT_HAND)
    args = parser.parse_args()
    site = args.site
    if site is None:
        site = Path(tempfile.mkdtemp(prefix="own-hand-bench-")) / "site"
        built = run_build(ROOT, site)
        if built.returncode:
            sys.exit(built.output)
    manifest = json.loads((site / "assets" / "engine" / "manifest.json").read_text(encoding="utf-8"))
    raw = sum(entry["bytes"] for entry in manifest["files"])
    packed = sum(len(gzip.compress((site / entry["path"]).read_bytes(), 6)) for entry in manifest["files"])
    print(f"engine files (manifest, Pyodide {manifest['pyodide']}): {raw:,} B raw, {packed:,} B gzipped")
    text = args.hand.read_text(encoding="utf-8")
    from playwright.sync_api import sync_playwright

    with serve(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for label, throttle in (("desktop", 1.0), ("CPU x4", 4.0)):
            cold: list[dict[str, float]] = []
            warm: list[dict[str, float]] = []
            for _ in range(args.runs):
                context, first = one_run(browser, base, text, throttle, None)
                cold.append(first)
                _, second = one_run(browser, base, text, throttle, context)
                warm.append(second)
                context.close()
            for name, runs in (("cold", cold), ("warm", warm)):
                med = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
                each = ", ".join(f"{run['settled_ms'] / 1000:.2f}" for run in runs)
                print(
                    f"{label:8} {name}: engine {med['bytes'] / 1e6:.2f} MB transferred, first settled hand "
                    f"{med['settled_ms'] / 1000:.2f} s (median of {len(runs)}; runs "
                    f"{each} s); pasted hand again "
                    f"{med['import_ms']:.0f} ms; replayer {med['step_ms']:.1f} ms a step ({med['steps']:.0f} steps)"
                )
        browser.close()


if __name__ == "__main__":
    main()
