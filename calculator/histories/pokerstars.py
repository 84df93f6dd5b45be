"""PokerStars hand histories (cash games, Zoom and tournaments; hold'em only), in the format ``stars`` reads.

Side pots are named where the chips are collected ("collected 5,100 from side pot-1"), and the summary states every
pot after the rake ("Total pot 19.84 Main pot 5.37. Side pot-1 7.50. | Rake 0.89").
"""

from __future__ import annotations

import re

from .errors import HistoryImportError
from .stars import Dialect, Header, read_header

START = re.compile(r"^PokerStars (?:Zoom |Home Game |Fast Forward )?(?:Hand|Game) #")
HEADER = re.compile(r"^PokerStars (?:Zoom |Home Game |Fast Forward )?(?:Hand|Game) #(?P<id>\d+):(?P<rest>.*)$")


def header(text: str, line: int) -> Header:
    """The first line: ``PokerStars Hand #247743232339:  Hold'em No Limit ($0.50/$1.00 USD) - ...``."""
    found = HEADER.match(text)
    if found is None:
        raise HistoryImportError("unknown_format", line)
    return read_header(found.group("rest"), found.group("id"), line)


DIALECT = Dialect(site="pokerstars", header=header, starts_hand=START, names_pots=True)
