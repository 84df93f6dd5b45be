"""Writing a hand history as PHH text the bank's pages can read without a TOML parser.

Every field is one line, ``key = value``, and every value is valid JSON as well as TOML (numbers, ASCII
strings and flat lists of them), so a page reads a line by splitting at the first `` = `` and parsing the
rest with ``JSON.parse``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

FIELD_ORDER = (
    "variant",
    "antes",
    "blinds_or_straddles",
    "min_bet",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "_smallest_chip",
    "players",
    "actions",
)


def phh_text(fields: Mapping[str, Any]) -> str:
    """The history's fields as PHH (TOML) text, one ``key = JSON value`` line each, in PHH's usual order."""
    unknown = set(fields) - set(FIELD_ORDER)
    if unknown:
        raise ValueError(f"not a field the practice bank writes: {sorted(unknown)}")
    lines = [f"{key} = {json.dumps(fields[key])}" for key in FIELD_ORDER if key in fields]
    return "\n".join(lines) + "\n"
