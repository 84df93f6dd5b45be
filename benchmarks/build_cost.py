"""What the whole site build costs, and how that cost grows with the number of worked examples.

Builds copies of the project (what the build reads: ``mkdocs.yml``, ``docs``, ``macros``, ``examples``,
``calculator``) at several sizes: size 1 is the project as it is; size k adds k - 1 copies of every example
file under new ids (``<id>_x2``, ``<id>_x3``, ...) and, in every language, k - 1 copies of every page that
names an example, pointing at those copies. The copied pages are built but not listed in the navigation:
Material writes the whole navigation into every page, so a navigation k times longer costs k times more on
each of k times more pages, a cost of the theme that grows with the number of pages listed whatever they
hold (``--nav`` lists them, to see it). Each copy is built the way CI builds it: ``mkdocs build --strict``,
all three languages, in a fresh process. The builds of the sizes alternate, several times over; the benchmark
prints the CPU time of the build process (user + system: steadier than wall time on a shared machine) per
size, best and median of the runs, and how it grows.

The budget: the build grows no worse than linearly with the examples. Linear growth is a fixed start-up cost
plus the same cost for every copy of the examples and their pages, so the cost each added copy brings (the
marginal cost per copy between two sizes) must not rise as the site grows. The verdict compares, in the best
runs (on a shared machine other work only ever adds time, so the fastest run is the least disturbed), the
marginal cost per copy between the two largest sizes with the one between the two smallest, allowing 25 %
for noise. On a busy shared machine a difference of differences is noisy: use 7 runs or more, and run a
failing verdict again before believing it.

    python benchmarks/build_cost.py [--runs 7] [--sizes 1 2 4]
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers.sitebuild import copy_project  # noqa: E402  (the tests' copy of what the build reads)

LANGS = ("ru", "fa", "en")
NOISE = 0.25
"""How much larger the last marginal cost per copy may be than the first and still count as linear growth."""


def grow(project: Path, size: int, in_nav: bool) -> tuple[int, int]:
    """Add ``size - 1`` copies of every example and of every page naming one (listed in the navigation if
    ``in_nav``); return the number of examples and of pages per language."""
    examples = sorted(path.stem for path in (project / "examples").glob("*.toml"))
    quoted = re.compile(r"""(["'])(""" + "|".join(map(re.escape, examples)) + r")\1")
    pages = [path.name for path in sorted((project / "docs" / "en").glob("*.md"))]
    using = [name for name in pages if quoted.search((project / "docs" / "en" / name).read_text(encoding="utf-8"))]
    copied_pages = []
    for copy in range(2, size + 1):
        suffix = f"_x{copy}"
        for example_id in examples:
            shutil.copy2(
                project / "examples" / f"{example_id}.toml", project / "examples" / f"{example_id}{suffix}.toml"
            )
        for name in using:
            copy_name = f"{Path(name).stem}-x{copy}.md"
            for lang in LANGS:
                text = (project / "docs" / lang / name).read_text(encoding="utf-8")
                renamed = quoted.sub(lambda m, s=suffix: f"{m[1]}{m[2]}{s}{m[1]}", text)
                (project / "docs" / lang / copy_name).write_text(renamed, encoding="utf-8")
            copied_pages.append(copy_name)
    if copied_pages and in_nav:
        config = project / "mkdocs.yml"
        text = config.read_text(encoding="utf-8")
        nav = re.search(r"^nav:\n(?:  - .*\n)+", text, flags=re.MULTILINE)
        if nav is None:
            raise SystemExit("could not find the nav list in mkdocs.yml")
        entries = "".join(f"  - {name}\n" for name in copied_pages)
        config.write_text(text[: nav.end()] + entries + text[nav.end() :], encoding="utf-8")
    return len(examples) * size, len(pages) + len(copied_pages)


def build_cpu_seconds(project: Path) -> float:
    """CPU time (user + system) of one strict ``mkdocs build`` of ``project`` in a fresh process."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(project / "site")]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, cwd=project, env=env, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"build failed in {project}:\n{done.stdout}{done.stderr}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def marginal_per_copy(best: dict[int, float], sizes: list[int]) -> list[tuple[int, int, float]]:
    """The CPU time each added copy costs between consecutive sizes: (from, to, seconds per copy)."""
    return [(low, high, (best[high] - best[low]) / (high - low)) for low, high in itertools.pairwise(sizes)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7, help="builds of each size (default 7)")
    parser.add_argument("--nav", action="store_true", help="list the copied pages in the navigation too")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 2, 4], help="copies of the examples (1 2 4)")
    args = parser.parse_args()
    sizes = sorted(set(args.sizes))
    if sizes[0] != 1 or len(sizes) < 3:
        raise SystemExit("--sizes must start at 1 and name at least three sizes, e.g. 1 2 4")
    with tempfile.TemporaryDirectory(prefix="allin-build-cost-") as tmp:
        projects, shape = {}, {}
        for size in sizes:
            projects[size] = copy_project(Path(tmp) / f"size{size}")
            shape[size] = grow(projects[size], size, args.nav)
            build_cpu_seconds(projects[size])  # warm the disk cache and the bytecode
        timings: dict[int, list[float]] = {size: [] for size in sizes}
        for _ in range(args.runs):
            for size in sizes:
                timings[size].append(build_cpu_seconds(projects[size]))
    best = {size: min(runs) for size, runs in timings.items()}
    median = {size: statistics.median(runs) for size, runs in timings.items()}
    listed = "listed in" if args.nav else "left out of"
    print(f"strict build of all three languages, CPU time of the build process, {args.runs} runs per size")
    print(f"(the copied pages are {listed} the navigation)")
    print("size  examples  pages/lang   best CPU   median CPU   best / size 1")
    for size in sizes:
        examples, pages = shape[size]
        print(
            f"{size:4}  {examples:8}  {pages:10}  {best[size]:7.2f} s  {median[size]:9.2f} s"
            f"   {best[size] / best[1]:5.2f} (linear at most {size})"
        )
    steps = marginal_per_copy(best, sizes)
    for low, high, seconds in steps:
        print(f"each added copy of the examples and their pages, size {low} -> {high}: {seconds:.2f} s CPU")
    first, last = steps[0][2], steps[-1][2]
    growth = last / first if first > 0 else float("inf")
    linear = growth <= 1 + NOISE and all(best[size] / best[1] <= size for size in sizes)
    verdict = "linear or better: PASS" if linear else "faster than linear: FAIL"
    print(f"growth: the last copy costs {growth:.2f} times the first (at most {1 + NOISE:.2f}): {verdict}")
    if not linear:
        sys.exit(1)


if __name__ == "__main__":
    main()
