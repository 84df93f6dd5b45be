"""Locating the real hand histories the import tests read (never part of this repository).

They are short excerpts of public repositories' test files (one hand a file), kept beside the corpus of real hands at
``<repo>/../shared/histories/`` (``ALLIN_HISTORIES`` may name another folder). ``SOURCES`` names where each came
from: the repository and its path. A CI without them says so with ``ALLIN_HISTORIES=none``: the tests then skip;
any other CI (``CI`` set) fails when the folder is missing, as for the corpus (``tests/helpers/corpus.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

DEFAULT = Path(__file__).resolve().parent.parent.parent.parent / "shared" / "histories"
SETTING = os.environ.get("ALLIN_HISTORIES", "")
FOLDER = DEFAULT if SETTING in ("", "none") else Path(SETTING)

FPDB = "jejellyroll-fr/fpdb-3"
FPDB_REBUY = "regression-test-files/tour/Stars/Flop/NLHE-FPP-MTT-1r-201005.AllinLotsRebuy.txt"
HHSMITHY = "HHSmithy/PokerHandHistoryParser"
HHSMITHY_STARS = "HandHistories.Parser.UnitTests/SampleHandHistories/PokerStars/CashGame"
APPRENTICE = ("poker-apprentice/hand-history-parser", "src/__fixtures__/hands/pokerstars.ts")
LAYORX = "LayorX/GGPoker-Hand-Analyzer"
LAYORX_DATA = "demo_data/10000_data"

SOURCES: dict[str, tuple[str, str]] = {
    "ps_three_way_side_pots": (FPDB, FPDB_REBUY + " (hand #28346217223)"),
    "ps_odd_chip_three_way": (FPDB, FPDB_REBUY + " (hand #18934320061)"),
    "ps_split_side_pot": (FPDB, FPDB_REBUY + " (hand #90281799521)"),
    "ps_short_big_blind": (FPDB, FPDB_REBUY + " (hand #16652117062)"),
    "ps_mucks_after_all_in": (FPDB, FPDB_REBUY + " (hand #14415194893)"),
    "ps_odd_chip_two_way": (FPDB, "regression-test-files/tour/Stars/Flop/NLHE-USD-MTT-1-KO.201008.txt (#47656123972)"),
    "ps_fixed_limit": (FPDB, "regression-test-files/tour/Stars/Flop/LHE-USD-STT-5-20100607.allInPreflop.txt"),
    "ps_run_twice": (FPDB, "regression-test-files/cash/Stars/Flop/NLHE-6max-EUR-1.00-2.00-201212.RunItTwice.txt"),
    "ps_antes_side_pot": ("pokerregion/poker", "tests/handhistory/stars_hands.py (HAND2)"),
    "ps_cash_side_pots_rake": (HHSMITHY, HHSMITHY_STARS + "/ExtraHands/SidePot.txt"),
    "ps_pot_limit": (HHSMITHY, HHSMITHY_STARS + "/GameTypeTests/PotLimitHoldem.txt"),
    "ps_cash_antes": (HHSMITHY, HHSMITHY_STARS + "/Limits/AnteTable.txt"),
    "ps_modern_cash_all_in": (APPRENTICE[0], APPRENTICE[1] + " (HAND_CASH_ALL_IN, 2023)"),
    "ps_modern_tournament": (APPRENTICE[0], APPRENTICE[1] + " (HAND_TOURNAMENT_BOUNTY_AND_PLACEMENT, 2023)"),
    "gg_side_pots_cash_drop": (LAYORX, LAYORX_DATA + "/GG20250816-1422 - RushAndCash1101811 - 0.02 - 0.05 - 6max.txt"),
    "gg_split_odd_cent": (LAYORX, LAYORX_DATA + "/GG20250808-2108 - RushAndCash10562907 - 0.02 - 0.05 - 6max.txt"),
    "gg_all_in_uncalled": (LAYORX, LAYORX_DATA + "/GG20250808-1459 - RushAndCash10416576 - 0.02 - 0.05 - 6max.txt"),
    "gg_run_twice": (LAYORX, LAYORX_DATA + "/GG20250808-1932 - RushAndCash10539692 - 0.02 - 0.05 - 6max.txt"),
}
"""Each hand: (repository, path in it) it was cut from."""


def history(name: str) -> str:
    """The text of one real hand history; skip (fail under CI) when the folder is missing."""
    if SETTING == "none":
        pytest.skip("ALLIN_HISTORIES=none: this CI has no copy of the real hand histories")
    path = FOLDER / f"{name}.txt"
    if not path.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"the hand history {path} is missing (shared/histories/ beside the clone, or ALLIN_HISTORIES)")
        pytest.skip(f"{path} is not here (shared/histories/ is not beside this checkout; ALLIN_HISTORIES is not set)")
    return path.read_text(encoding="utf-8")


def source(name: str) -> str:
    """Where a hand comes from, for a test's id and messages."""
    repository, path = SOURCES[name]
    return f"{repository}: {path}"
