"""PokerStars hand histories (cash games, Zoom and tournaments; hold'em only), in the format ``stars`` reads.

Side pots are named where the chips are collected ("collected 5,100 from side pot-1"), and the summary states every
pot after the rake ("Total pot 19.84 Main pot 5.37. Side pot-1 7.50. | Rake 0.89").
"""

from __future__ import annotations

import re

from .stars import Dialect, header_reader

START = re.compile(r"^PokerStars (?:Zoom |Home Game |Fast Forward )?(?:Hand|Game) #")
HEADER = re.compile(r"^PokerStars (?:Zoom |Home Game |Fast Forward )?(?:Hand|Game) #(?P<id>\d+):(?P<rest>.*)$")


DIALECT = Dialect(site="pokerstars", header=header_reader(HEADER), starts_hand=START, names_pots=True)
