"""Hand histories from card rooms, read into the engine's terms: ``import_history(text)``.

PokerStars and GGPoker text (``pokerstars``, ``ggpoker``: one module a site, on the format ``stars`` reads) and PHH
itself (``phh_source``). The hand is then played by the engine action by action (``verify``): an action the rules
refuse, or a call the history says took other chips than the engine's call, is an error naming its line. So an
imported hand is either the hand the history describes, or an error (``HistoryImportError``: a code, the line, the
values its message names), never another hand. ``compare`` sets the engine's settlement beside the history's own
account of the pots. Standard library only, like the engine.
"""

from __future__ import annotations

import dataclasses

from ..errors import CalculatorError
from ..phh import read_history
from ..playback import HandInProgress, PlayedHand
from ..rules import TDA, RuleSet, Showdown
from . import ggpoker, pokerstars
from .errors import MESSAGES, HistoryImportError
from .model import Collected, ImportedHand, phh_text
from .phh_source import looks_like_phh, read_phh
from .stars import read_stars_like

MAX_TEXT = 200_000
"""The longest text read: a hand is a few kilobytes, a whole session's file is not one hand."""


def read_text(text: str) -> ImportedHand:
    """Read one hand from pasted text (PokerStars, GGPoker or PHH), without playing it."""
    if len(text) > MAX_TEXT:
        raise HistoryImportError("too_long", None, most=MAX_TEXT)
    text = text.lstrip("\ufeff")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    first = next((n for n, line in enumerate(lines) if line.strip()), None)
    if first is None:
        raise HistoryImportError("empty", None)
    head = lines[first].strip().lstrip("\ufeff")
    lines[first] = head
    for dialect in (pokerstars.DIALECT, ggpoker.DIALECT):
        if dialect.starts_hand.match(head):
            return read_stars_like(lines, first, dialect)
    if looks_like_phh(text):
        return read_phh(text)
    raise HistoryImportError("unknown_format", first + 1)


def rules_for(hand: ImportedHand, rules: RuleSet = TDA) -> tuple[RuleSet, tuple[str, ...]]:
    """The rules the hand is played under, and why they differ from ``rules`` when they do. A history that mucks a
    hand records a concession the tournament showdown rule forbids once a player is all-in (every hand is turned
    up): such a hand is played with the cash-game showdown, so that the muck concedes as it did (``muck_concedes``)."""
    mucks = any(action.split()[1:] == ["sm"] for action in hand.actions if not action.startswith("d "))
    if mucks and rules.showdown is Showdown.TOURNAMENT:
        return dataclasses.replace(rules, showdown=Showdown.CASH), ("muck_concedes",)
    return rules, ()


def verify(hand: ImportedHand, rules: RuleSet = TDA) -> PlayedHand:
    """Play the imported hand with the engine; an action it refuses, or a call of other chips than the engine's,
    is an error naming the history's line."""
    played_rules, _ = rules_for(hand, rules)
    try:
        history = read_history(hand.phh_fields())
    except CalculatorError as error:
        raise HistoryImportError("phh", None, why=str(error)) from None
    progress = HandInProgress(history, played_rules)
    last = 0
    for number, action in enumerate(history.actions):
        line = hand.action_lines[number] if number < len(hand.action_lines) else 0
        last = line or last
        before = len(progress.steps)
        try:
            progress.apply(action)
        except CalculatorError as error:
            raise HistoryImportError("engine", line or None, why=str(error)) from None
        said = hand.call_chips[number] if number < len(hand.call_chips) else None
        if said is not None and len(progress.steps) > before and progress.steps[-1].chips != said:
            raise HistoryImportError(
                "engine", line, why=f"the call puts in {progress.steps[-1].chips}, the history says {said}"
            )
    try:
        return progress.played()
    except CalculatorError as error:
        raise HistoryImportError("engine", last or None, why=str(error)) from None


def import_history(text: str, rules: RuleSet = TDA) -> ImportedHand:
    """Read one hand (PokerStars, GGPoker or PHH text) and check that the engine plays it as written."""
    hand = read_text(text)
    verify(hand, rules)
    return hand


__all__ = [
    "MESSAGES",
    "Collected",
    "HistoryImportError",
    "ImportedHand",
    "import_history",
    "phh_text",
    "read_text",
    "rules_for",
    "verify",
]
