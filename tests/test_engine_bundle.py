"""The engine the browser runs is the command line's: the build's ``assets/engine/engine.zip`` holds the project's own
Python files byte for byte, runs alone (nothing else on the path) and answers as the repository does; Pyodide is the
exactly pinned npm package; the manifest lists every file the engine needs (macros/plugin/engine_bundle.py)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from calculator import settle_json

ROOT = Path(__file__).resolve().parent.parent


def bundle() -> dict[tuple[str, ...], bytes]:
    from macros.plugin import engine_bundle

    if not (ROOT / "node_modules" / "pyodide" / "package.json").is_file():
        if os.environ.get("CI"):
            pytest.fail("node_modules/pyodide is missing (npm ci)")
        pytest.skip("node_modules/pyodide is missing (npm ci)")
    return engine_bundle.files()


def test_the_zip_is_the_projects_python_byte_for_byte_and_always_the_same() -> None:
    from macros.plugin import engine_bundle

    first = engine_bundle.engine_zip()
    assert engine_bundle.engine_zip() == first
    with zipfile.ZipFile(io.BytesIO(first)) as archive:
        names = archive.namelist()
        for name in names:
            assert archive.read(name) == (ROOT / name).read_bytes(), name
    expected = {
        str(p.relative_to(ROOT)) for folder in ("calculator", "teaching") for p in (ROOT / folder).rglob("*.py")
    }
    expected |= {
        "replays/__init__.py",
        "replays/build.py",
        "replays/call_only.py",
        "replays/own_hand.py",
        "replays/pot_ends.py",
        "replays/reopened.py",
    }
    assert set(names) == expected


def test_the_zip_runs_alone_and_answers_as_the_repository(tmp_path: Path) -> None:
    """Unpacked where nothing else is importable, the page's calls give the repository's answers."""
    from macros.plugin import engine_bundle

    zipfile.ZipFile(io.BytesIO(engine_bundle.engine_zip())).extractall(tmp_path)
    vector = json.loads((ROOT / "tests" / "vectors" / "settle_examples.json").read_text(encoding="utf-8"))
    first = vector["examples"][0]
    code = (
        "import json, sys; from replays.own_hand import call; "
        "print(call('settle', json.dumps({'input': json.loads(sys.argv[1]), 'rules': {}})))"
    )
    done = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            f"import sys; sys.path.insert(0, {str(tmp_path)!r}); {code}",
            json.dumps(first["input"]),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"ok": True, "result": settle_json(first["input"])}


def test_pyodide_is_pinned_exactly_and_the_manifest_lists_every_file() -> None:
    files = bundle()
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    pinned = package["dependencies"]["pyodide"]
    assert pinned[0].isdigit() and all(part.isdigit() for part in pinned.split(".")), pinned
    manifest = json.loads(files[("assets", "engine", "manifest.json")])
    assert manifest["pyodide"] == pinned
    listed = {entry["path"]: entry for entry in manifest["files"]}
    assert set(listed) == {"/".join(path) for path in files if path[-1] != "manifest.json"}
    for path, data in files.items():
        if path[-1] == "manifest.json":
            continue
        entry = listed["/".join(path)]
        assert entry["bytes"] == len(data) and entry["sha256"] == hashlib.sha256(data).hexdigest()
    assert {"pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"} <= {path[-1] for path in files}
