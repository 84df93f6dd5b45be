"""The engine in the browser: Pyodide's files and the engine's own Python, published with the site for the
"Your own hand" page (its worker, ``docs/assets/js/own_hand_worker.js``, loads them when the learner starts).

- ``assets/pyodide/``: the files of the npm package ``pyodide`` (pinned exactly in ``package.json``; ``npm ci``
  installs it, ``scripts/serve.sh`` too) that loading Python needs, copied from ``node_modules/pyodide``: nothing
  comes from another host.
- ``assets/engine/engine.zip``: the engine's Python source as the command line runs it (``calculator/``, the
  teaching models and the replay builder with the page's calls, ``replays/own_hand.py``), zipped with fixed dates,
  so the same sources give the same bytes.
- ``assets/engine/manifest.json``: every file the engine needs, with its size and SHA-256, in one place (what a
  service worker precaches, what the benchmark weighs): ``{"pyodide": VERSION, "files": [{"path", "bytes",
  "sha256"}]}``, paths from the site's root.

The files are read and zipped once per process; the language builds of mkdocs-static-i18n publish the same bytes.
"""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from functools import cache
from pathlib import Path

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""What ``loadPyodide`` fetches to start Python with its standard library (no other package)."""
ENGINE_SOURCES = (
    "calculator",
    "teaching",
    "replays/__init__.py",
    "replays/build.py",
    "replays/call_only.py",
    "replays/own_hand.py",
    "replays/pot_ends.py",
    "replays/reopened.py",
)
"""The engine's files the page runs, from the project's root: folders whole (their ``.py`` files)."""
PYODIDE_FOLDER = ("assets", "pyodide")
ENGINE_ZIP = ("assets", "engine", "engine.zip")
MANIFEST = ("assets", "engine", "manifest.json")


def engine_zip() -> bytes:
    """The engine's Python source as a zip (fixed dates and order: the same sources, the same bytes)."""
    files: list[Path] = []
    for source in ENGINE_SOURCES:
        path = ROOT / source
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def pyodide_version() -> str:
    """The installed Pyodide's version (``node_modules/pyodide/package.json``), or an error saying how to install it."""
    package = PYODIDE / "package.json"
    if not package.is_file():
        raise PluginError(
            "node_modules/pyodide is missing: the 'Your own hand' page runs the engine with Pyodide; "
            "run 'npm ci' (or bash scripts/serve.sh, which installs it)"
        )
    version: str = json.loads(package.read_text(encoding="utf-8"))["version"]
    return version


@cache
def files() -> dict[tuple[str, ...], bytes]:
    """Every file the engine needs, by path in the site, with the manifest listing them."""
    version = pyodide_version()
    wanted = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    if wanted != version:
        raise PluginError(f"node_modules/pyodide is {version}, package.json pins {wanted}: run 'npm ci'")
    found: dict[tuple[str, ...], bytes] = {
        (*PYODIDE_FOLDER, name): (PYODIDE / name).read_bytes() for name in PYODIDE_FILES
    }
    found[ENGINE_ZIP] = engine_zip()
    listed = [
        {"path": "/".join(path), "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
        for path, data in found.items()
    ]
    found[MANIFEST] = (json.dumps({"pyodide": version, "files": listed}, indent=1) + "\n").encode("utf-8")
    return found


def publish(site: Path) -> None:
    """Write Pyodide's files, the engine's zip and the manifest into the site folder (unchanged files left alone)."""
    for path, data in files().items():
        target = site.joinpath(*path)
        if not (target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data):
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
