"""Locating the shared corpus of real hands (never part of this repository).

The corpus is ``phh_nlhe.jsonl``: 2,000 no-limit hold'em hands from published PHH hand histories (the PHH
dataset's Pluribus and WSOP hands and curated high-stakes online hands; each line names its ``source``),
one JSON object a line with its finishing stacks, at ``<repo>/../shared/corpus/phh_nlhe.jsonl``.

``ALLIN_CORPUS`` may name another path. A CI that cannot have the corpus (it is not ours to publish, so a
public GitHub workflow has no copy) says so with ``ALLIN_CORPUS=none``: the corpus tests then skip with that
reason. Any other CI (the variable ``CI`` set) fails when the file is missing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent.parent.parent / "shared" / "corpus" / "phh_nlhe.jsonl"
CORPUS_SETTING = os.environ.get("ALLIN_CORPUS", "")
CORPUS = DEFAULT_CORPUS if CORPUS_SETTING in ("", "none") else Path(CORPUS_SETTING)


def corpus_hands() -> list[dict[str, Any]]:
    """Every hand of the corpus; skip (fail under CI) when the file is missing."""
    if CORPUS_SETTING == "none":
        pytest.skip("ALLIN_CORPUS=none: this CI has no copy of the corpus of real hands")
    if not CORPUS.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"the corpus {CORPUS} is missing (CI must have shared/ beside the clone, or set ALLIN_CORPUS)")
        pytest.skip(f"the corpus {CORPUS} is not here (shared/ is not beside this checkout; ALLIN_CORPUS is not set)")
    with CORPUS.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]
