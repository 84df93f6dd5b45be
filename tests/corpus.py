"""Locating the shared corpus of real hands (never part of this repository).

The corpus is ``phh_nlhe.jsonl``: 2,000 no-limit hold'em hands from published PHH hand histories (the PHH
dataset's Pluribus and WSOP hands and curated high-stakes online hands; each line names its ``source``),
one JSON object a line with its finishing stacks. It is looked for in the environment variable
``PHH_CORPUS``, else at ``<clone>/../shared/corpus/phh_nlhe.jsonl``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "phh_nlhe.jsonl"
CORPUS = Path(os.environ.get("PHH_CORPUS") or DEFAULT_CORPUS)


def corpus_hands() -> list[dict[str, Any]]:
    """Every hand of the corpus; skip (fail under CI) when the file is missing."""
    if not CORPUS.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"the corpus {CORPUS} is missing (CI must have shared/ beside the clone, or set PHH_CORPUS)")
        pytest.skip(f"the corpus {CORPUS} is not here (shared/ is not beside this checkout; PHH_CORPUS is not set)")
    with CORPUS.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]
