"""The teaching models (``teaching/``) read the engine through its public interface only (issue 16, item 4).

They may import what ``calculator`` exports (``calculator.__all__``) and nothing from its modules; they use no
private name of the engine and never reach into the betting table (``.table``): a model of a mistake that needs
more than the engine shows gets a public function in the engine, documented there.
"""

from __future__ import annotations

import ast
from pathlib import Path

import calculator

ROOT = Path(__file__).resolve().parent.parent
TEACHING = sorted((ROOT / "teaching").glob("*.py"))


def engine_imports(tree: ast.Module) -> list[tuple[str, str]]:
    """(module, name) for every name a module imports from the engine."""
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "calculator":
            found += [(node.module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, "") for alias in node.names if alias.name.split(".")[0] == "calculator"]
    return found


def test_the_package_exists_and_the_engine_holds_no_teaching() -> None:
    assert TEACHING, "teaching/ has no modules"
    assert not (ROOT / "calculator" / "mistakes.py").exists()


def test_teaching_imports_only_what_the_engine_exports() -> None:
    public = set(calculator.__all__)
    for path in TEACHING:
        for module, name in engine_imports(ast.parse(path.read_text(encoding="utf-8"))):
            assert module == "calculator", f"{path.name} imports from {module}: use the package's public names"
            assert name in public, f"{path.name} imports {name}, which calculator does not export"


def test_teaching_touches_no_private_name_and_not_the_table() -> None:
    for path in TEACHING:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                assert node.attr != "table", f"{path.name}:{node.lineno} reaches into the betting table"
                private = node.attr.startswith("_") and not node.attr.startswith("__")
                assert not private, f"{path.name}:{node.lineno} uses the private name {node.attr}"


def test_the_check_can_fail() -> None:
    tree = ast.parse("from calculator.settlement import settle_seats\nfrom calculator import _x\n")
    assert engine_imports(tree) == [("calculator.settlement", "settle_seats"), ("calculator", "_x")]
