"""Page weight: the site's own JavaScript and CSS (docs/assets), gzipped, against the 40 KB budget.

Material's own bundle and the fonts are not counted. Run: python benchmarks/page_weight.py
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "docs" / "assets"
BUDGET = 40 * 1024


def own_files() -> list[Path]:
    """Every JavaScript and CSS file the site serves from its own sources."""
    return sorted(p for p in ASSETS.rglob("*") if p.suffix in (".js", ".css") and p.is_file())


def gzipped_size(path: Path) -> int:
    """The file's size gzipped at level 9, as a server would send it."""
    return len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))


def weights() -> dict[str, tuple[int, int]]:
    """Each file's (raw, gzipped) size in bytes, keyed by its path under docs/assets."""
    return {str(p.relative_to(ASSETS)): (p.stat().st_size, gzipped_size(p)) for p in own_files()}


def main() -> int:
    sizes = weights()
    for name, (raw, packed) in sizes.items():
        print(f"{name:32} {raw:8,} B raw {packed:8,} B gzipped")
    total = sum(packed for _, packed in sizes.values())
    raw_total = sum(raw for raw, _ in sizes.values())
    verdict = "within" if total <= BUDGET else "OVER"
    print(
        f"{'total':32} {raw_total:8,} B raw {total:8,} B gzipped = {total / 1024:.1f} KB, "
        f"{verdict} the {BUDGET // 1024} KB budget ({total / BUDGET:.0%})"
    )
    return 0 if total <= BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
