"""Named rule sets and their options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from enum import StrEnum

from .errors import RulesError


class OddChips(StrEnum):
    """How the chips left over after an equal split are dealt."""

    ONE_EACH = "one_each"
    REMAINDER_TO_FIRST = "remainder_to_first"


class LimitReopen(StrEnum):
    """How large a short all-in must be to count as a raise in fixed limit."""

    HALF_BET = "half_bet"
    FULL_BET = "full_bet"


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A complete set of table rules; ``TDA`` holds the defaults."""

    name: str = "tda"
    odd_chips: OddChips = OddChips.ONE_EACH
    limit_reopen: LimitReopen = LimitReopen.HALF_BET
    raise_cap: int | None = 3

    def with_overrides(self, overrides: Mapping[str, object]) -> RuleSet:
        """Return a copy with the given options changed, validating every value."""
        if not isinstance(overrides, Mapping):
            raise RulesError("rule overrides must be a JSON object")
        changes: dict[str, object] = {}
        for key, value in overrides.items():
            if key == "odd_chips":
                changes[key] = _enum_value(OddChips, key, value)
            elif key == "limit_reopen":
                changes[key] = _enum_value(LimitReopen, key, value)
            elif key == "raise_cap":
                changes[key] = _raise_cap(value)
            else:
                known = "odd_chips, limit_reopen, raise_cap"
                raise RulesError(f"unknown rule {key!r} (known rules: {known})")
        return replace(self, **changes)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, object]:
        """The rule set as plain JSON-ready values."""
        return {k: (str(v) if isinstance(v, StrEnum) else v) for k, v in asdict(self).items()}


TDA = RuleSet()
RULE_SETS: Mapping[str, RuleSet] = {"tda": TDA}


def rule_set(name: str, overrides: Mapping[str, object] | None = None) -> RuleSet:
    """Look up a named rule set and apply optional overrides."""
    try:
        base = RULE_SETS[name]
    except KeyError:
        raise RulesError(f"unknown rule set {name!r} (known: {', '.join(RULE_SETS)})") from None
    return base.with_overrides(overrides or {})


def _enum_value(enum: type[StrEnum], key: str, value: object) -> StrEnum:
    allowed = [member.value for member in enum]
    if not isinstance(value, str) or value not in allowed:
        raise RulesError(f"rule {key} must be one of {', '.join(allowed)}, not {value!r}")
    return enum(value)


def _raise_cap(value: object) -> int | None:
    if value is None or value == "none":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RulesError(f"rule raise_cap must be a whole number of raises (0 or more) or none, not {value!r}")
    return value
