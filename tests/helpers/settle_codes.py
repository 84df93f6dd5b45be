"""The error codes settle.js can throw, read from the script itself, with the message values each one carries.

Every ``fail("code", "Kind", message, {params})`` call of ``docs/assets/js/settle.js`` is found and split into
its arguments (strings, brackets and nesting respected); a code thrown from several places carries only the
values every one of them gives.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

SETTLE_JS = Path(__file__).resolve().parent.parent.parent / "docs" / "assets" / "js" / "settle.js"
_OPENING = {"(": ")", "[": "]", "{": "}"}


def _split(code: str, start: int) -> tuple[list[str], int]:
    """The bracket opening at ``start`` (``(``, ``[`` or ``{``): its top-level, comma-separated parts, and
    where it closes."""
    depth, quote, escaped = 0, "", False
    parts, current = [], start + 1
    for at in range(start, len(code)):
        char = code[at]
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in _OPENING:
            depth += 1
        elif char in _OPENING.values():
            depth -= 1
            if depth == 0:
                parts.append(code[current:at].strip())
                return parts, at
        elif char == "," and depth == 1:
            parts.append(code[current:at].strip())
            current = at + 1
    raise ValueError(f"settle.js: the bracket at offset {start} is not closed")


def _keys(code: str, argument: str, before: int) -> frozenset[str]:
    """The keys of the ``params`` argument: an object literal, or a variable set to one earlier in the code."""
    if re.fullmatch(r"\w+", argument):
        assigned = list(re.finditer(r"\b(?:var|let|const) " + argument + r"\s*=\s*\{", code[:before]))
        if not assigned:
            raise ValueError(f"settle.js: no object literal assigned to {argument}")
        literal_at = assigned[-1].end() - 1
        argument = code[literal_at : _split(code, literal_at)[1] + 1]
    if not argument.startswith("{"):
        raise ValueError(f"settle.js: params that are not an object literal: {argument}")
    keys = (re.match(r"(\w+)\s*:", part) for part in _split(argument, 0)[0] if part)
    return frozenset(key[1] for key in keys if key)


@cache
def settle_error_params() -> dict[str, frozenset[str]]:
    """Every error code settle.js throws, with the message values (``params``) it always carries."""
    code = SETTLE_JS.read_text(encoding="utf-8")
    found: dict[str, frozenset[str]] = {}
    for call in re.finditer(r"\bfail\(", code):
        if code[: call.start()].rstrip().endswith("function"):
            continue  # the definition of fail itself
        arguments = _split(code, call.end() - 1)[0]
        name = re.fullmatch(r'"([a-z_]+)"', arguments[0])
        if name is None:
            raise ValueError(f"settle.js: a fail() call whose code is not a literal: {arguments[0]}")
        params = _keys(code, arguments[3], call.start()) if len(arguments) > 3 else frozenset()
        found[name[1]] = found[name[1]] & params if name[1] in found else params
    return found
