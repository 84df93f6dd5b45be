"""A PHH hand history pasted or given to ``import``: read by the engine's own reader, written back as PHH."""

from __future__ import annotations

from ..betting import Variant
from ..errors import CalculatorError
from ..phh import read_history
from .errors import HistoryImportError
from .model import ImportedHand


def looks_like_phh(text: str) -> bool:
    """Whether ``text`` is PHH (TOML with a ``variant``, or one JSON object)."""
    stripped = text.lstrip()
    return stripped.startswith("{") or any(
        line.strip().startswith("variant") and "=" in line for line in text.splitlines()
    )


def read_phh(text: str) -> ImportedHand:
    """The PHH hand as an ``ImportedHand`` (it states no pots: a PHH file's own check is its finishing stacks)."""
    try:
        history = read_history(text)
    except CalculatorError as error:
        raise HistoryImportError("phh", _line_of(text, str(error)), why=str(error)) from None
    setup = history.setup
    stakes = (setup.small_bet, setup.big_bet) if setup.variant is Variant.FIXED_LIMIT else (setup.min_bet,)
    return ImportedHand(
        site="phh",
        hand_id="",
        variant=setup.variant,
        unit="1",
        currency="",
        players=history.players,
        seats=tuple(range(1, setup.seats + 1)),
        starting_stacks=setup.starting_stacks,
        antes=setup.antes,
        blinds_or_straddles=setup.blinds_or_straddles,
        stakes=stakes,
        actions=tuple(action.text for action in history.actions),
        action_lines=tuple(_line_holding(text, f'"{action.text}"') for action in history.actions),
        smallest_chip=setup.smallest_chip,
        finishing_stacks=history.finishing_stacks,
    )


def _line_holding(text: str, quoted: str) -> int:
    """The first line of ``text`` holding ``quoted`` (an action as TOML writes it), or 0."""
    return next((number for number, line in enumerate(text.splitlines(), 1) if quoted in line), 0)


def _line_of(text: str, what: str) -> int | None:
    """The first line of ``text`` holding the quoted action an error names (``action 3 'p1 cbr 9'``), or None."""
    if "'" not in what:
        return None
    quoted = what.split("'")[1]
    for number, line in enumerate(text.splitlines(), 1):
        if quoted and quoted in line:
            return number
    return None
