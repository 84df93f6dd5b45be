"""What the macros cost: the full site build with and without the mkdocs-macros plugin, on the same pages.

Copies what the build reads into a temporary folder three times: as it is; with the ``macros`` plugin
removed from ``mkdocs.yml`` (the pages keep their ``{{ ... }}`` text, unrendered); and with the plugin on
but rendering no page (``render_by_default: false``), which separates the plugin's start-up (its imports,
its git queries, our examples run through the engine and the claims checked, once per language build)
from the rendering of the pages. A last in-process build with timers shows how much of the rendering (the
plugin's ``on_page_markdown``: our literal calls written out, then Jinja) is this project's own macro
functions. Builds each several times in fresh processes, alternating, and prints the CPU time (user +
system, of the build process: steadier than wall time) of each, best and median, and the macros' share of
the full build: (with - without) / with, in CPU time. The headline is the best of the runs: on a shared
machine other work only ever adds time to a run, so the fastest run is the one least disturbed. Aim: below 30%.

    python benchmarks/build_macros_cost.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("mkdocs.yml", "docs", "overrides", "macros", "locales", "examples", "calculator")


def copy_project(target: Path, with_macros: bool, render: bool = True) -> Path:
    """Copy the site's sources into ``target``; without macros, drop the plugin from mkdocs.yml;
    without ``render``, keep the plugin but let it render no page."""
    target.mkdir(parents=True)
    for part in PARTS:
        source = ROOT / part
        if source.is_dir():
            shutil.copytree(source, target / part, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target / part)
    if not with_macros:
        config = (target / "mkdocs.yml").read_text(encoding="utf-8")
        stripped = re.sub(r"\n  - macros:\n(?:      .*\n)+", "\n", config)
        if stripped == config:
            raise SystemExit("could not find the macros plugin in mkdocs.yml")
        (target / "mkdocs.yml").write_text(stripped, encoding="utf-8")
    elif not render:
        config = (target / "mkdocs.yml").read_text(encoding="utf-8")
        plugin_line = "      module_name: macros\n"
        changed = config.replace(plugin_line, plugin_line + "      render_by_default: false\n")
        if changed == config:
            raise SystemExit("could not find 'module_name: macros' in mkdocs.yml")
        (target / "mkdocs.yml").write_text(changed, encoding="utf-8")
    return target


def build_seconds(project: Path) -> tuple[float, float]:
    """CPU time (user + system) and wall time of one ``mkdocs build`` of ``project`` in a fresh process."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    command = [sys.executable, "-m", "mkdocs", "build", "--no-strict", "-q", "-d", str(project / "site")]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=project, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"build failed in {project}:\n{done.stdout}{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


PROBE = """
import sys, time
import mkdocs_macros.plugin as plugin
spent = {"ours": 0.0, "render": 0.0}
register = plugin.MacrosPlugin.macro
def timed(key, function):
    def wrapper(*args, **kwargs):
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[key] += time.process_time() - start
    wrapper.__name__, wrapper.__doc__ = function.__name__, function.__doc__
    return wrapper
plugin.MacrosPlugin.macro = lambda self, v, name="": register(self, timed("ours", v), name or v.__name__)
plugin.MacrosPlugin.on_page_markdown = timed("render", plugin.MacrosPlugin.on_page_markdown)
from mkdocs.__main__ import cli
start = time.process_time()
try:
    cli(["build", "--no-strict", "-q", "-d", sys.argv[1]])
except SystemExit:
    pass
print(time.process_time() - start, spent["render"], spent["ours"])
"""


def macro_functions_share(project: Path) -> tuple[float, float, float]:
    """One in-process build with timers: its CPU time, the plugin's page rendering (``on_page_markdown``,
    which runs our ``on_pre_page_macros`` and then Jinja), and our macro functions within it."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(project / "site")], cwd=project, env=env, capture_output=True, text=True
    )
    total, render, ours = (float(x) for x in done.stdout.split()[-3:])
    return total, render, ours


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="builds of each kind (default 5)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="allin-bench-") as tmp:
        with_macros = copy_project(Path(tmp) / "with", with_macros=True)
        without = copy_project(Path(tmp) / "without", with_macros=False)
        unrendered = copy_project(Path(tmp) / "unrendered", with_macros=True, render=False)
        projects = {"with": with_macros, "without": without, "unrendered": unrendered}
        for project in projects.values():
            build_seconds(project)  # warm the disk cache and the bytecode
        timings: dict[str, list[tuple[float, float]]] = {name: [] for name in projects}
        for _ in range(args.runs):
            for name, project in projects.items():
                timings[name].append(build_seconds(project))
        probe_total, probe_render, probe_ours = macro_functions_share(with_macros)
    best = {name: min(t[0] for t in runs) for name, runs in timings.items()}
    median = {name: statistics.median(t[0] for t in runs) for name, runs in timings.items()}
    wall = {name: statistics.median(t[1] for t in runs) for name, runs in timings.items()}
    pages = len(list((ROOT / "docs").glob("*/*.md")))

    def share(cpu: dict[str, float]) -> float:
        return (cpu["with"] - cpu["without"]) / cpu["with"]

    def start_share(cpu: dict[str, float]) -> float:
        return (cpu["unrendered"] - cpu["without"]) / cpu["with"]

    print(f"pages built: {pages} (3 languages), runs of each: {args.runs}")
    print("                            best CPU   median CPU   median wall")
    for name, label in (("with", "full build with macros:"), ("without", "same build without macros:")):
        print(f"{label:27} {best[name]:6.2f} s   {median[name]:8.2f} s   {wall[name]:9.2f} s")
    print(
        f"macros' share of the build: {share(best):.1%} best-of-{args.runs}, {share(median):.1%} median"
        " (CPU time; aim: below 30%)"
    )
    start_up = start_share(best)
    print(f"  of which plugin start-up (imports, git, examples and claims): {start_up:.1%} (best-of)")
    print(f"  of which rendering the pages' macros:                         {share(best) - start_up:.1%} (best-of)")
    print(
        f"inside one build ({probe_total:.2f} s CPU after start-up): the plugin renders pages in {probe_render:.2f} s,"
        f" of which this project's macro functions take {probe_ours:.2f} s ({probe_ours / probe_total:.1%})"
    )


if __name__ == "__main__":
    main()
