"""The tests' own structure (issue 16, item 6): what test modules share lives in ``tests/helpers/`` and fixtures
in ``tests/conftest.py``, so no test module imports another (and none needs a ``noqa`` mark to do it)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(source: str) -> set[str]:
    """The top-level names of every module ``source`` imports (``import a.b``, ``from a.b import c``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_no_test_module_imports_another() -> None:
    modules = sorted([*TESTS.glob("*.py"), *(TESTS / "helpers").glob("*.py")])
    test_modules = {path.stem for path in TESTS.glob("test_*.py")}
    assert len(test_modules) > 40
    for path in modules:
        wrong = imported_modules(path.read_text(encoding="utf-8")) & test_modules
        where = path.relative_to(TESTS)
        assert not wrong, f"{where} imports the test module(s) {sorted(wrong)}: share through helpers/ instead"


def test_shared_code_is_in_the_helpers_package_not_beside_the_tests() -> None:
    beside = sorted(path.name for path in TESTS.glob("*.py") if not path.name.startswith("test_"))
    assert beside == ["conftest.py"], beside
    assert (TESTS / "helpers" / "__init__.py").is_file()


def test_no_import_needs_a_noqa_mark() -> None:
    for path in sorted([*TESTS.glob("*.py"), *(TESTS / "helpers").glob("*.py")]):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith(("from ", "import ")):
                assert "noqa: F401" not in line and "noqa: F811" not in line, f"{path.name}:{number}: {line}"


def test_the_import_check_can_fail() -> None:
    assert imported_modules("from test_browser import url\nimport helpers.sitebuild\n") == {"test_browser", "helpers"}
