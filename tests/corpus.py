"""Locating the shared corpus of real hands: ``<repo>/../shared/corpus/phh_nlhe.jsonl``."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "phh_nlhe.jsonl"


def corpus_hands() -> list[dict[str, Any]]:
    """Every hand of the corpus; skip (fail under CI) when the file is missing."""
    if not CORPUS.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"the corpus {CORPUS} is missing (CI must have shared/ beside the clone)")
        pytest.skip(f"the corpus {CORPUS} is not here (shared/ is not beside this checkout)")
    with CORPUS.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]
