"""MkDocs hook (``hooks:`` in mkdocs.yml): publish the practice bank as ``assets/practice/bank.json``.

The bank is built under the build's rule set (``extra.rules``) with the fixed seed, once per process (the
language builds of mkdocs-static-i18n run this hook again with the same site folder: they get the same bytes).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BANK_PATH = ("assets", "practice", "bank.json")
_BUILT: dict[str, bytes] = {}


def _bank(rules_config: Any) -> bytes:
    """The bank's bytes for these rules (built on first use in this process)."""
    if str(ROOT) not in sys.path:  # mkdocs loads a hook by its file path: make its package importable
        sys.path.insert(0, str(ROOT))
    practice = importlib.import_module("practice")
    key = repr(rules_config)
    if key not in _BUILT:
        _BUILT[key] = practice.bank_bytes(practice.build_bank(rules_config))
    return _BUILT[key]


def on_post_build(config: Any, **_: Any) -> None:
    """Write the bank into the built site."""
    data = _bank(config["extra"].get("rules"))
    target = Path(config["site_dir"]).joinpath(*BANK_PATH)
    if not (target.is_file() and target.read_bytes() == data):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
