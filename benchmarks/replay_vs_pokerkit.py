"""Replaying the corpus of real hands: hands per second, this engine beside pokerkit, on the same hands.

Run from the repository root: ``python benchmarks/replay_vs_pokerkit.py [--repeat N] [--limit N] [--corpus PATH]``.

The corpus is not part of this repository: 2,000 no-limit hold'em hands from published PHH hand histories
(the PHH dataset's Pluribus and WSOP hands, curated high-stakes online hands; every line names its
``source``), one JSON object a line with the finishing stacks. It is read from ``--corpus``, else from the
environment variable ``ALLIN_CORPUS``, else from ``../shared/corpus/phh_nlhe.jsonl`` beside the clone;
without it the benchmark says so and measures nothing.

What is timed, for both engines alike: from the same already decoded JSON objects (JSON decoding is not
timed), reading the fields and parsing every action string, playing every action to the end under the
betting rules, and settling the hand into its finishing stacks (pokerkit with its default automations, as its
``HandHistory`` replays a PHH file; ours with ``replay(hand, implied_folds=True)``, checking every action and
building the whole ``PlayedHand`` with its steps and settlement). Neither engine keeps anything from one hand
to the next. Garbage collection stays on for both. The two engines' runs alternate, so both see the same
load; CPU time of this process, best of the repeats. The goal: at least 10 times as fast as pokerkit.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calculator import replay  # noqa: E402

SETTING = os.environ.get("ALLIN_CORPUS", "")  # the tests' variable; "none" says there is no copy
CORPUS = ROOT.parent / "shared" / "corpus" / "phh_nlhe.jsonl" if SETTING in ("", "none") else Path(SETTING)
GOAL = 10
"""The replay must stay at least this many times as fast as pokerkit."""
ABOUT_THE_CORPUS = """\
The corpus of real hands this benchmark replays is not part of the repository.
It is phh_nlhe.jsonl: 2,000 no-limit hold'em hands from published PHH hand histories (the PHH dataset's
Pluribus and WSOP final-table hands and curated high-stakes online hands; each line names its source),
one JSON object a line with the finishing stacks. Looked for at:
  {path}
Give its path with --corpus PATH or the environment variable ALLIN_CORPUS. Nothing was measured."""
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
        print(ABOUT_THE_CORPUS.format(path=args.corpus))
        return 0
    with args.corpus.open(encoding="utf-8") as lines:
        hands = [json.loads(line) for line in lines if line.strip()][: args.limit]
    warnings.simplefilter("ignore")
    our_best = their_best = float("inf")
    for _ in range(args.repeat):  # interleaved, so that both see the same load
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
    print("(JSON decoding excluded; garbage collection on)")
    print(f"this engine: {our_rate:8,.0f} hands/s ({1e6 / our_rate:6,.0f} µs a hand)   ", end="")
    print(f"finishing stacks as published: {our_matches}/{len(hands)}")
    print(f"pokerkit:    {their_rate:8,.0f} hands/s ({1e6 / their_rate:6,.0f} µs a hand)   ", end="")
    print(f"finishing stacks as published: {their_matches}/{len(hands)}")
    ratio = our_rate / their_rate
    verdict = "met" if ratio >= GOAL else "NOT met"
    print(f"ratio: this engine replays the corpus {ratio:.1f} times as fast as pokerkit (goal: {GOAL}, {verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
