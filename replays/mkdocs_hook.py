"""MkDocs hook (``hooks:`` in mkdocs.yml): publish every hand replay as ``assets/replay/<id>.json``, and load
the replayer's script and style on the pages that hold a replayer (``<div class="allin-replay"``) only.

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
MARK = 'class="allin-replay"'
SCRIPT = "assets/js/replay.js"
STYLE = "assets/css/replay.css"


def on_post_page(output: str, page: Any, **_: Any) -> str:
    """On a page with a replayer: its style in the ``<head>`` and its script (deferred), once."""
    if MARK not in output:
        return output
    from mkdocs.utils import get_relative_url

    script = get_relative_url(SCRIPT, page.url)
    style = get_relative_url(STYLE, page.url)
    head = f'<link rel="stylesheet" href="{style}"><script defer src="{script}"></script>'
    return output.replace("</head>", head + "</head>", 1)


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
