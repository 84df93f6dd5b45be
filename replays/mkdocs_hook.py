"""MkDocs hook (``hooks:`` in mkdocs.yml): publish every hand replay as ``assets/replay/<id>.json``. (The
replayer's script and style are loaded by the pages holding a replayer alone: macros/page_assets.py.)

The replays are computed by the engine under the build's rule set (``extra.rules``), once per process; the
language builds of mkdocs-static-i18n run this hook again with the same site folder and write the same bytes.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ("assets", "replay")


def on_post_build(config: Any, **_: Any) -> None:
    """Write each replay into the built site (unchanged files are left alone)."""
    if str(ROOT) not in sys.path:  # mkdocs loads a hook by its file path: make its package importable
        sys.path.insert(0, str(ROOT))
    replays = importlib.import_module("replays")
    folder = Path(config["site_dir"]).joinpath(*FOLDER)
    folder.mkdir(parents=True, exist_ok=True)
    for hand_id, data in replays.published(config["extra"].get("rules")).items():
        target = folder / f"{hand_id}.json"
        payload = replays.replay_bytes(data)
        if not (target.is_file() and target.read_bytes() == payload):
            target.write_bytes(payload)
