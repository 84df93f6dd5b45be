"""GGPoker hand histories (cash games, Rush & Cash and tournaments; hold'em only), in the format ``stars`` reads.

GGPoker copies PokerStars' format, with its own header (``Poker Hand #RC3812372812: Hold'em No Limit ($0.02/$0.05)``),
hole cards dealt to every seat (unknown ones left blank), money the room adds to the pot ("Cash Drop to Pot"), the
room's fees listed one by one (rake, jackpot, bingo, fortune, tax), and every pot collected "from pot", without
saying which.
"""

from __future__ import annotations

import re

from .errors import HistoryImportError
from .stars import Dialect, Header, read_header

START = re.compile(r"^Poker Hand #")
HEADER = re.compile(r"^Poker Hand #(?P<id>[A-Z]*\d+):(?P<rest>.*)$")


def header(text: str, line: int) -> Header:
    """The first line: ``Poker Hand #TM5030367055: Tournament #232064631, ... Hold'em No Limit - Level12(400/800)``."""
    found = HEADER.match(text)
    if found is None:
        raise HistoryImportError("unknown_format", line)
    return read_header(found.group("rest"), found.group("id"), line)


DIALECT = Dialect(site="ggpoker", header=header, starts_hand=START, names_pots=False)
