"""GGPoker hand histories (cash games, Rush & Cash and tournaments; hold'em only), in the format ``stars`` reads.

GGPoker copies PokerStars' format, with its own header (``Poker Hand #RC3812372812: Hold'em No Limit ($0.02/$0.05)``),
hole cards dealt to every seat (unknown ones left blank), money the room adds to the pot ("Cash Drop to Pot"), the
room's fees listed one by one (rake, jackpot, bingo, fortune, tax), and every pot collected "from pot", without
saying which.
"""

from __future__ import annotations

import re

from .stars import Dialect, header_reader

START = re.compile(r"^Poker Hand #")
HEADER = re.compile(r"^Poker Hand #(?P<id>[A-Z]*\d+):(?P<rest>.*)$")


DIALECT = Dialect(site="ggpoker", header=header_reader(HEADER), starts_hand=START, names_pots=False)
