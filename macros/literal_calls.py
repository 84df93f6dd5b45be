"""Expanding a page's plain macro calls before Jinja sees the page (a build-time saving, same output).

Jinja compiles every page into Python before running it, and that compilation costs about 0.1 ms per
``{{ ... }}`` expression: more than calling the macro itself. Nearly every expression on our pages is a
call of one of this project's macros with literal arguments, e.g. ``{{ fig("three_players", "net.ramses") }}``
or ``{{ names(["raha", "kian"]) }}``; for those, Jinja's output is exactly ``str(macro(*args, **kwargs))``.
:func:`expand_literal_calls` writes that output in place and leaves everything else to Jinja, which still
renders the page afterwards (strict about undefined names, failing the build on errors):

- a page holding any ``{%`` or ``{#`` is left alone (a ``raw`` block, a comment or a ``set`` could change
  what a call means);
- an expression that is not a plain call of a given macro with literal arguments (strings without
  backslashes, integers as Jinja writes them, ``True``/``False``, lists of strings) is left alone;
- a call that raises is left alone, so Jinja runs it again and the plugin reports the error as usual;
- a result that could start Jinja syntax (holding ``{{``, ``{%``, ``{#`` or ending with ``{``) is left alone.

All of this assumes Jinja's default syntax (:func:`default_syntax`). A page left with no Jinja syntax at all
needs no compiling either: :func:`as_jinja_renders_plain_text` gives what Jinja would make of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

DEFAULT_SYNTAX = {
    "variable_start_string": "{{",
    "variable_end_string": "}}",
    "block_start_string": "{%",
    "comment_start_string": "{#",
    "line_statement_prefix": None,
    "line_comment_prefix": None,
}
JINJA_STATEMENT_OR_COMMENT = ("{%", "{#")
JINJA_STARTS = ("{{", "{%", "{#")

_STRING = r'"[^"\\\n]*"|\'[^\'\\\n]*\''
_INTEGER = r"-?(?:[1-9]\d*|0)(?![\w.])"  # as Jinja reads integers (no leading zeros), underscores left out
_LIST = rf"\[\s*(?:(?:{_STRING})\s*(?:,\s*(?:{_STRING})\s*)*,?\s*)?\]"
_VALUE = rf"{_STRING}|{_INTEGER}|True|False|true|false|{_LIST}"
_ARGUMENT = re.compile(rf"\s*(?:(?P<key>[A-Za-z_]\w*)\s*=\s*)?(?P<value>{_VALUE})\s*(?P<end>,|$)")
_CALL = re.compile(r"\s*(?P<name>[A-Za-z_]\w*)\s*\((?P<args>.*)\)\s*", re.DOTALL)
_LIST_ITEM = re.compile(_STRING)

_NEWLINE = re.compile(r"(\r\n|\r|\n)")  # as Jinja's lexer splits lines

# One Jinja expression, read as Jinja's lexer reads it: strings may hold "}}" without ending it.
_EXPRESSION = re.compile(r"""(?<!\{)\{\{(?P<body>(?:[^}"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\}(?!\}))*)\}\}""")


def _literal(text: str) -> object:
    """The value of one literal argument (already matched by ``_VALUE``)."""
    if text[0] in "\"'":
        return text[1:-1]
    if text[0] == "[":
        return [item[1:-1] for item in _LIST_ITEM.findall(text)]
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    return int(text)


def parse_call(body: str) -> tuple[str, list[object], dict[str, object]] | None:
    """``name``, positional and keyword arguments of a plain call with literal arguments, else None."""
    call = _CALL.fullmatch(body)
    if call is None:
        return None
    args: list[object] = []
    kwargs: dict[str, object] = {}
    text, position = call.group("args"), 0
    if text.strip():
        while position < len(text):
            argument = _ARGUMENT.match(text, position)
            if argument is None:
                return None
            key, value = argument.group("key"), _literal(argument.group("value"))
            if key is None:
                if kwargs:
                    return None  # a positional argument after a keyword: let Jinja report it
                args.append(value)
            elif key in kwargs:
                return None
            else:
                kwargs[key] = value
            position = argument.end()
            if argument.group("end") == "," and not text[position:].strip():
                return None  # a trailing comma: Jinja's business
    return call.group("name"), args, kwargs


def expand_literal_calls(markdown: str, macros: Mapping[str, Callable[..., Any]]) -> str:
    """``markdown`` with every plain literal call of one of ``macros`` replaced by its output."""
    if any(marker in markdown for marker in JINJA_STATEMENT_OR_COMMENT):
        return markdown

    def expand(match: re.Match[str]) -> str:
        parsed = parse_call(match.group("body"))
        if parsed is None or parsed[0] not in macros:
            return match.group(0)
        name, args, kwargs = parsed
        try:
            output = str(macros[name](*args, **kwargs))
        except Exception:
            return match.group(0)  # Jinja will call it again and report the error as the plugin does
        if output.endswith("{") or any(start in output for start in JINJA_STARTS):
            return match.group(0)
        return output

    return _EXPRESSION.sub(expand, markdown)


def default_syntax(environment: Any) -> bool:
    """Whether a Jinja environment uses the default markers (``{{ }}``, ``{% %}``, ``{# #}``, no line syntax)."""
    return all(getattr(environment, key) == value for key, value in DEFAULT_SYNTAX.items())


def as_jinja_renders_plain_text(text: str, keep_trailing_newline: bool = False, newline: str = "\n") -> str:
    """What Jinja renders from ``text`` holding no Jinja syntax: the same text with its line breaks written
    as ``newline`` and, unless ``keep_trailing_newline``, one final line break dropped."""
    lines = _NEWLINE.split(text)[::2]
    if not keep_trailing_newline and lines[-1] == "":
        del lines[-1]
    return newline.join(lines)
