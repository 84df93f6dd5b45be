"""What the build publishes besides the pages, into the built site: the conformance suite
(``assets/conformance/``, ``macros/render/conformance.py``), the engine in the browser (``assets/pyodide/``,
``assets/engine/``: ``macros/plugin/engine_bundle.py``), the practice bank (``assets/practice/bank.json``, and
each of its levels alone in ``assets/practice/levels/``) and the hand replays (``assets/replay/<id>.json``); see
``CONTRACTS.md``.

The bank and the replays are computed under the build's rule set (the plugin's ``rules``, as given), once per
process: the language builds of mkdocs-static-i18n publish again into the same site folder and get the same bytes.
A file whose bytes are already there is not rewritten.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import practice
import replays
from macros.plugin import engine_bundle
from macros.render import conformance

BANK_PATH = ("assets", "practice", "bank.json")
LEVEL_FOLDER = ("assets", "practice", "levels")
REPLAY_FOLDER = ("assets", "replay")
_BANK_FILES: dict[str, dict[tuple[str, ...], bytes]] = {}


def write_if_changed(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` unless it already holds exactly that."""
    if not (target.is_file() and target.read_bytes() == data):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def bank_files(settings: Mapping[str, object]) -> dict[tuple[str, ...], bytes]:
    """The practice bank's files under these rule settings, by path in the site: the whole bank and each level
    alone (built on first use in this process)."""
    key = repr(dict(settings))
    if key not in _BANK_FILES:
        whole = practice.build_bank(dict(settings))
        files: dict[tuple[str, ...], bytes] = {BANK_PATH: practice.bank_bytes(whole)}
        for level_id, level_bank in practice.level_banks(whole).items():
            files[(*LEVEL_FOLDER, f"{level_id}.json")] = practice.bank_bytes(level_bank)
        _BANK_FILES[key] = files
    return _BANK_FILES[key]


def publish(site_dir: str, settings: Mapping[str, object]) -> None:
    """Write the conformance suite, the practice bank, every replay and the engine in the browser (Pyodide and the
    engine's source: ``engine_bundle``) into the site folder."""
    site = Path(site_dir)
    conformance.publish(site)
    engine_bundle.publish(site)
    for path, content in bank_files(settings).items():
        write_if_changed(site.joinpath(*path), content)
    for hand_id, data in replays.published(dict(settings)).items():
        write_if_changed(site.joinpath(*REPLAY_FOLDER, f"{hand_id}.json"), replays.replay_bytes(data))
