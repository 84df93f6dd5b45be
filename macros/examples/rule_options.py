"""The rule options and the values pages and example files name them by, read off the engine's ``RuleSet``.

Every field of ``RuleSet`` but its ``name`` is an option. An option whose type is an enumeration (``odd_chips``,
``limit_reopen``, and any the engine adds) takes the enumeration's values; ``raise_cap`` (a count or None) is
named ``count`` or ``none``. So a new option of the engine works in ``when`` blocks and per-value claims
without a change here.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import Enum
from functools import cache
from typing import Final

from calculator import RuleSet

COUNT: Final = "count"
NONE: Final = "none"


class RuleOptionError(ValueError):
    """A page or an example file names a rule option, or a value of one, that the engine does not have."""


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One configurable rule: its name (a ``RuleSet`` field) and the values it is named by."""

    name: str
    values: tuple[str, ...]


def _values(name: str, kind: object) -> tuple[str, ...]:
    if isinstance(kind, type) and issubclass(kind, Enum):
        return tuple(str(member.value) for member in kind)
    if isinstance(kind, types.UnionType) and set(typing.get_args(kind)) == {int, type(None)}:
        return (COUNT, NONE)
    raise TypeError(f"the macros cannot name the values of rule option {name!r} (of type {kind!r})")


@cache
def rule_options() -> Mapping[str, RuleOption]:
    """Every option of the engine's ``RuleSet``, in field order."""
    hints = typing.get_type_hints(RuleSet)
    return types.MappingProxyType(
        {f.name: RuleOption(f.name, _values(f.name, hints[f.name])) for f in fields(RuleSet) if f.name != "name"}
    )


def rule_option(name: str) -> RuleOption:
    """The option called ``name``; an unknown one is an error listing the options."""
    try:
        return rule_options()[name]
    except KeyError:
        raise RuleOptionError(f"no rule option {name!r} (options: {', '.join(rule_options())})") from None


def check_value(option: str, value: object) -> str:
    """``value`` if it names a value of ``option``; else an error listing the values."""
    known = rule_option(option).values
    if not isinstance(value, str) or value not in known:
        raise RuleOptionError(f"rule option {option} has no value {value!r} (values: {', '.join(known)})")
    return value


def value_of(rules: RuleSet, option: str) -> str:
    """The value ``rules`` gives ``option``, as pages name it (``one_each``; ``count`` or ``none`` for a cap)."""
    rule_option(option)
    value = getattr(rules, option)
    if isinstance(value, Enum):
        return str(value.value)
    if value is None:
        return NONE
    return COUNT
