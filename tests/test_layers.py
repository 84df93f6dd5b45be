"""Imports run one way: down the project's floors, and down the rooms of ``macros/`` (issue 30, item 5).

Every ``import`` and ``from … import`` of the project's own code is read from the source (those inside a function
too: a lazy import is an arrow all the same), so an arrow back up or a circle of modules fails here by name.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FLOORS = {"calculator": 1, "teaching": 2, "house": 2, "replays": 3, "practice": 3, "macros": 4, "benchmarks": 4}
"""Each top-level folder's floor: a module may import from its own floor's folder and from folders below it."""
MACRO_ROOMS = {"core": 0, "text": 1, "examples": 2, "facts": 3, "render": 4, "plugin": 5}
"""The rooms of ``macros/`` bottom to top (``macros/README.md``): words, example files, the engine's figures, the
rendering, the MkDocs plugin; ``macros/core.py`` (the env and settings the plugin hands down) is under them all."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> Iterator[tuple[str, int]]:
    """The project modules ``path`` imports (absolute names) and the line of each import."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            # "from macros.plugin import config" imports the module macros.plugin.config
            targets = [
                f"{base}.{alias.name}"
                if (ROOT / base.replace(".", "/") / alias.name).exists()
                or (ROOT / base.replace(".", "/") / f"{alias.name}.py").exists()
                else base
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            if target.split(".")[0] in FLOORS:
                yield target, node.lineno


SOURCES = sorted(path for folder in FLOORS for path in (ROOT / folder).rglob("*.py"))
ARROWS = {(module_name(path), target, line) for path in SOURCES for target, line in imported(path)}


def room(module: str) -> int | None:
    """A ``macros`` module's room number (None for the package itself)."""
    parts = module.split(".")
    return MACRO_ROOMS.get(parts[1]) if len(parts) > 1 else None


def test_the_sources_were_read() -> None:
    assert len(SOURCES) > 100 and len(ARROWS) > 200, (len(SOURCES), len(ARROWS))
    arrows = {(source, target) for source, target, _ in ARROWS}
    assert ("macros.plugin.site_plugin", "macros.facts.context") in arrows  # from macros.facts.context import …
    assert ("macros.plugin.site_plugin", "macros.plugin.config") in arrows  # from macros.plugin import config


@pytest.mark.parametrize("folder", sorted(FLOORS))
def test_no_folder_imports_from_a_floor_above(folder: str) -> None:
    up = [
        f"{source} line {line} imports {target}"
        for source, target, line in sorted(ARROWS)
        if source.split(".")[0] == folder and FLOORS[target.split(".")[0]] > FLOORS[folder]
    ]
    assert not up, up


def test_no_room_of_macros_imports_from_a_room_above() -> None:
    up = [
        f"{source} line {line} imports {target}"
        for source, target, line in sorted(ARROWS)
        if source.startswith("macros.")
        and target.startswith("macros.")
        and None not in (room(source), room(target))
        and room(target) > room(source)  # type: ignore[operator]
    ]
    assert not up, up


def test_no_module_imports_itself_through_others() -> None:
    graph: dict[str, set[str]] = {}
    for source, target, _ in ARROWS:
        if source != target:
            graph.setdefault(source, set()).add(target)
    state: dict[str, str] = {}
    circles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(graph.get(module, ())):
            if state.get(target) == "open":
                circles.append([*path[path.index(target) :], target])
            elif target not in state:
                visit(target, [*path, target])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    # a package's __init__ re-exporting its own modules is not a circle of its modules
    circles = [
        c for c in circles if not any(b.startswith(a + ".") or a.startswith(b + ".") for a, b in itertools.pairwise(c))
    ]
    assert not circles, circles
