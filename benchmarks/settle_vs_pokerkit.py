"""Settle random multi-way all-in hands with cards: our engine against pokerkit, side by side in one run.

    python benchmarks/settle_vs_pokerkit.py [--hands 600] [--seed 7] [--repeat 5]

pokerkit plays and settles each hand (blinds, antes, betting, dealing, showdown with hand evaluation, pot
awarding). Our engine settles the same hands from what each player put in, with the same hole cards and
board, hand evaluation included, two ways: from ``Hand`` values (``settle``) and from the JSON contract's
input object to its output object (``settle_json``: validation, card parsing, evaluation, settlement).
The hands come from ``tests/helpers/pokerkit_hands.py``, the differential test's generator. Prints hands per
second for each and the ratios; the goal is at least 50 times pokerkit's rate for ``settle``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from helpers.pokerkit_hands import play_hand  # noqa: E402

from calculator import settle, settle_json  # noqa: E402

GOAL = 50
"""Settling must stay at least this many times as fast as pokerkit playing and settling the same hands."""


def _seconds(run: Callable[[], object], loops: int = 1) -> float:
    """Seconds one call of ``run`` takes (averaged over ``loops`` calls)."""
    start = time.perf_counter()
    for _ in range(loops):
        run()
    return (time.perf_counter() - start) / loops


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=600, help="number of random hands (default 600)")
    parser.add_argument("--seed", type=int, default=7, help="first hand's seed (default 7)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds of both sides; the fastest counts (default 3)")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.hands)

    played = [play_hand(seed) for seed in seeds]
    hands = [p.to_hand() for p in played]
    inputs = [p.to_json() for p in played]
    # Same hands, same answers: what pokerkit's stacks say each hand returned must be what we return.
    for p, hand in zip(played, hands, strict=True):
        returned = dict(settle(hand).returned)
        assert [returned.get(f"p{i + 1}", 0) for i in range(len(p.returned))] == list(p.returned), p.seed

    # Rounds alternate between the two engines so both see the same load; the fastest round counts.
    best = {"pokerkit": float("inf"), "settle": float("inf"), "settle_json": float("inf")}
    for _ in range(args.repeat):
        best["pokerkit"] = min(best["pokerkit"], _seconds(lambda: [play_hand(seed) for seed in seeds]))
        best["settle"] = min(best["settle"], _seconds(lambda: [settle(hand) for hand in hands], 5))
        best["settle_json"] = min(best["settle_json"], _seconds(lambda: [settle_json(data) for data in inputs], 5))
    pokerkit_rate, settle_rate, json_rate = (len(seeds) / best[k] for k in ("pokerkit", "settle", "settle_json"))

    players = sum(len(p.contributed) for p in played) / len(played)
    pots = sum(len(p.pots) for p in played) / len(played)
    print(f"{len(played)} random all-in hands, {players:.1f} players and {pots:.1f} pots on average")
    print(f"pokerkit (play and settle)      {pokerkit_rate:12,.0f} hands/s")
    for label, rate in (("settle(Hand)", settle_rate), ("settle_json(JSON in, JSON out)", json_rate)):
        print(f"{label:31} {rate:12,.0f} hands/s   {rate / pokerkit_rate:5.0f}x pokerkit")
    ratio = settle_rate / pokerkit_rate
    verdict = "met" if ratio >= GOAL else "NOT met"
    print(f"ratio: settle(Hand) is {ratio:.0f} times as fast as pokerkit (goal: {GOAL}, {verdict})")


if __name__ == "__main__":
    main()
