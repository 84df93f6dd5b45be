"""The practice bank: CPU time to generate it, and its size raw and gzipped against the 100 KB budget.

Generates the bank as the site build does (the rules of mkdocs.yml's site plugin, the fixed seed) several
times and reports the best and median CPU time (the whole site build's time is the build benchmark's), then
the size of ``bank.json`` raw and gzipped (level 9, as a server would send it), per level and in total.

Run: python benchmarks/practice_bank.py [--runs 5] [--rules '{"name": "tda"}']
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from practice import SEED, bank_bytes, build_bank, site_rules  # noqa: E402  (the project root is on the path only now)

BUDGET = 220 * 1000
"""bank.json gzipped may be at most this many bytes (issue 31.3: 220 KB, for the hands asked street by street, a level
of played hands whose every stop carries its cut and layers: 162,700 B before it, 211,200 B with it; 170 KB, for
each played hand's story, so the page narrates nothing itself: 149,398 B without the stories, 161,200 B with them;
issue 19 had 150 KB, for the hands asked in stages, the errors to spot and the worked steps' layers from the engine;
issue 12 had 100 KB). The page itself first loads only its level's file (13 to 51 KB), and the whole bank after the
first question is drawn."""


def gzipped(data: bytes) -> int:
    """The size of ``data`` gzipped at level 9."""
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def generation_times(rules: dict[str, Any], runs: int) -> list[float]:
    """CPU seconds of each of ``runs`` generations of the whole bank (encoding to JSON included)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        bank_bytes(build_bank(rules, SEED))
        times.append(time.process_time() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="generations to time (default 5)")
    parser.add_argument("--rules", help="the rule set as JSON (default: mkdocs.yml's, under plugins: allin)")
    args = parser.parse_args(argv)
    rules = json.loads(args.rules) if args.rules else site_rules()
    times = generation_times(rules, args.runs)
    print(f"rules {json.dumps(rules)}, seed {SEED}, {args.runs} runs")
    print(f"generation CPU time: best {min(times):.3f} s, median {statistics.median(times):.3f} s")
    data = bank_bytes(build_bank(rules, SEED))
    bank = json.loads(data)
    for level in bank["levels"]:
        level_bytes = json.dumps(level, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        print(f"  {level['id']:14} {len(level['questions']):4} questions {len(level_bytes):9,} B raw")
    total = sum(len(level["questions"]) for level in bank["levels"])
    packed = gzipped(data)
    verdict = "within" if packed <= BUDGET else "OVER"
    print(
        f"bank.json: {total} questions, {len(data):,} B raw, {packed:,} B gzipped = {packed / 1024:.1f} KB, "
        f"{verdict} the {BUDGET // 1024} KB budget"
    )
    return 0 if packed <= BUDGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
