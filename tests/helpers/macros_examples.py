"""Example files for the macros' tests: writing one, and a pot whose split depends on the odd-chip rule."""

from __future__ import annotations

from pathlib import Path

SPLIT_302 = """
# 302 chips split three ways: under one_each the two odd chips go to Bijan and Shirin, one each;
# under remainder_to_first both go to Bijan.
[[players]]
id = "omid"
contributed = 2
folded = true

[[players]]
id = "bijan"
contributed = 100
rank = 1

[[players]]
id = "shirin"
contributed = 100
rank = 1

[[players]]
id = "arash"
contributed = 100
rank = 1

"""
"""The players of the split, without claims: add ``[claims]`` and, if wanted, ``[claims_when...]``."""


def write_example(tmp_path: Path, name: str, text: str) -> Path:
    """Write an example file into ``tmp_path/examples`` (errors name it ``examples/<name>.toml``)."""
    folder = tmp_path / "examples"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path
