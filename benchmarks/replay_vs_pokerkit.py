"""Replaying the corpus of real hands: hands per second, this engine beside pokerkit, on the same hands.

Run from the repository root: ``python benchmarks/replay_vs_pokerkit.py [--repeat N] [--limit N] [--corpus PATH]``.

What is timed, for both engines alike: from the same already decoded JSON objects (JSON decoding is not
timed), reading the fields and parsing every action string, playing every action to the end under the
betting rules, and settling the hand into its finishing stacks (pokerkit with its default automations, as its
``HandHistory`` replays a PHH file; ours with ``replay(hand, implied_folds=True)``, checking every action and
building the whole ``PlayedHand`` with its settlement). Ours logs each step as a plain tuple and builds the
``Step`` records only when ``PlayedHand.steps`` is read, which this benchmark does not do (pokerkit likewise
builds no per-step records unless asked). Caches: each run of ours starts cold (the remembered action strings
and card words are forgotten first); pokerkit keeps no such caches. Garbage collection stays on for both. The
two engines' runs alternate, so both see the same load; CPU time of this process, best of the repeats.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calculator import replay  # noqa: E402
from calculator.phh import forget_parsed_actions  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "phh_nlhe.jsonl"
PHH_FIELDS = ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions")


def ours(hands: list[dict[str, Any]]) -> list[list[int]]:
    return [list(replay(hand, implied_folds=True).finishing_stacks) for hand in hands]


def theirs(hands: list[dict[str, Any]]) -> list[list[int]]:
    from pokerkit import HandHistory

    stacks = []
    for hand in hands:
        states = iter(HandHistory(**{key: hand[key] for key in PHH_FIELDS}))
        state = next(states)
        for state in states:  # noqa: B007 (the last state is the finished hand)
            pass
        stacks.append(list(state.stacks))
    return stacks


Engine = Callable[[list[dict[str, Any]]], list[list[int]]]


def timed(run: Engine, hands: list[dict[str, Any]]) -> tuple[float, list[list[int]]]:
    """CPU seconds (this process only: fairer on a shared machine) and the finishing stacks."""
    start = time.process_time()
    result = run(hands)
    return time.process_time() - start, result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine; the best counts (default 3)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N hands")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help=f"the JSON lines file (default {CORPUS})")
    args = parser.parse_args()
    if not args.corpus.is_file():
        print(f"error: the corpus {args.corpus} is missing (give its path with --corpus)", file=sys.stderr)
        return 2
    with args.corpus.open(encoding="utf-8") as lines:
        hands = [json.loads(line) for line in lines if line.strip()][: args.limit]
    warnings.simplefilter("ignore")
    our_best = their_best = float("inf")
    for _ in range(args.repeat):  # interleaved, so that both see the same load
        forget_parsed_actions()  # every run of ours starts cold: nothing remembered from the last one
        seconds, our_stacks = timed(ours, hands)
        our_best = min(our_best, seconds)
        seconds, their_stacks = timed(theirs, hands)
        their_best = min(their_best, seconds)
    our_rate, their_rate = len(hands) / our_best, len(hands) / their_best
    published = [hand["finishing_stacks"] for hand in hands]
    our_matches = sum(a == b for a, b in zip(our_stacks, published, strict=True))
    their_matches = sum(a == b for a, b in zip(their_stacks, published, strict=True))
    print(f"corpus: {len(hands)} hands from {args.corpus}; CPU time, best of {args.repeat} runs each")
    print("timed for both: reading the fields, parsing the actions, playing and settling every hand")
    print("(JSON decoding excluded; garbage collection on; our action-string memory emptied before each run)")
    print(f"this engine: {our_rate:8,.0f} hands/s ({1e6 / our_rate:6,.0f} µs a hand)   ", end="")
    print(f"finishing stacks as published: {our_matches}/{len(hands)}")
    print(f"pokerkit:    {their_rate:8,.0f} hands/s ({1e6 / their_rate:6,.0f} µs a hand)   ", end="")
    print(f"finishing stacks as published: {their_matches}/{len(hands)}")
    print(f"ratio: this engine replays the corpus {our_rate / their_rate:.1f} times as fast as pokerkit (goal: 20)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
