"""The "Your own hand" page's calls into the engine, run in the browser by Pyodide (``assets/js/own_hand_worker.js``)
and by the tests under CPython: the same files the command line runs, packaged by the build
(``macros/plugin/engine_bundle.py``).

``call(name, payload)`` takes a call's name and its arguments as JSON text and gives JSON text back, never raising:
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "line", "params", "message"}}`` (the import's
errors, ``calculator.histories``; a card dealt twice at the table ``card_twice``, naming it; any other refusal of the
engine has the code ``engine``). Calls:

- ``import`` ``{"text", "rules"}``: a pasted hand history read, played and compared: its PHH, the replay the page's
  replayer draws (CONTRACTS.md, "Replays"), the comparison with the history's pots, and why the rules differ.
- ``table`` ``{"phh", "rules"}``: a hand dealt at the page's table so far: the legal options of the player to act,
  the replay so far (pots cut at every round end) and, once it is over, the settlement (the ``play`` output).
- ``ranks`` ``{"board", "used", "ranks": {seat: rank}}``: hole cards that give the players still in at the
  showdown the ranks the learner chose, on the board dealt (the page then shows them as cards).
- ``settle`` ``{"input", "rules"}``, ``play`` ``{"phh", "rules"}``, ``options`` ``{"phh", "rules"}``: the command
  line's objects, for the tests that prove the browser runs the same engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from itertools import combinations
from typing import Any

from calculator import (
    CalculatorError,
    DuplicateCardError,
    legal_options,
    options_json,
    play_json,
    rules_from_json,
    settle_json,
)
from calculator.cards import DECK
from calculator.evaluator import hand_key
from calculator.histories import HistoryImportError, read_text, rules_for, verify
from calculator.histories.compare import compare
from calculator.phh import read_history
from calculator.playback import play_history

from .build import replay_data

Json = dict[str, Any]


def _import(args: Mapping[str, Any]) -> Json:
    rules = rules_from_json(args.get("rules") or {})
    hand = read_text(str(args["text"]))
    played = verify(hand, rules)
    played_rules, why = rules_for(hand, rules)
    phh = hand.to_phh()
    return {
        "phh": phh,
        "site": hand.site,
        "hand": hand.hand_id,
        "unit": hand.unit,
        "currency": hand.currency,
        "rules": played_rules.to_dict(),
        "notes": [*why, *hand.notes],
        "replay": replay_data("own", phh, played_rules),
        "comparison": compare(hand, rules, played).to_json(),
    }


def _table(args: Mapping[str, Any]) -> Json:
    rules = rules_from_json(args.get("rules") or {})
    phh = str(args["phh"])
    progress = play_history(read_history(phh), rules)
    to_show = _to_show(progress)
    over = progress.unfinished() is None and not to_show
    result: Json = {
        "options": legal_options(phh, rules).to_json(),
        "to_deal": None if to_show else _to_deal(progress),
        "to_show": to_show,
        "may_muck": to_show[1:] if progress.may_muck else [],
        "first_by": "aggressor" if progress.table.showdown_led_by_aggressor else "button",
        "replay": replay_data("table", phh, rules, partial=not over),
        "over": over,
    }
    if over:
        result["settle"] = play_json(phh, rules)
    return result


def _to_show(progress: Any) -> list[int]:
    """The seats still in at the showdown whose two cards are not known yet (the page asks for them). Where the rules
    turn every hand up once the betting is over with a player all-in (the tournament rule), that is as soon as the
    betting closes, before the rest of the board is dealt (dealer review D8-1): the dealer has the hands tabled,
    then runs the board. In the order they show: the last aggressor of the last betting round first (no bet there:
    the first seat left of the button), then clockwise (native review R17-20: the caller was turned up first). Each
    after the first may muck instead (``may_muck``), where the rules let a hand be mucked."""
    table = progress.table
    if table.in_hand < 2 or (progress.unfinished() is not None and not progress.all_turned_up):
        return []
    return [
        seat
        for seat in table.showdown_order()
        if not progress.mucked[seat] and "??" in "".join(progress.shown[seat] or progress.hole[seat] or ["??"])
    ]


def _to_deal(progress: Any) -> str | None:
    """What the dealer deals next when nobody is to act: ``flop``, ``turn``, ``river``, or None."""
    why = progress.unfinished()
    if why is None or progress.table.to_act is not None:
        return None
    for street in ("flop", "turn", "river"):
        if f"the {street} is" in why:
            return street
    return None


def _ranks(args: Mapping[str, Any]) -> Json:
    """Hole cards that give the players still in at the showdown the ranks the learner chose (1 the best; equal
    ranks tie) on the board dealt, so that the hand stays a real hand the engine settles from its cards:
    ``{"cards": {seat: "AcAd"}}``. Each rank gets the strongest hands still free below the rank before it, tied
    players the same strength with no card shared; refused (``ranks_impossible``) when the board allows no such deal."""
    board = [DECK[card] for card in _pairs(str(args["board"]))]
    used = set(_pairs(str(args.get("used", "")))) | {str(card) for card in board}
    ranks: dict[int, int] = {int(seat): int(rank) for seat, rank in dict(args["ranks"]).items()}
    free = [card for name, card in DECK.items() if name != "??" and name not in used]
    strength: dict[Any, list[tuple[Any, Any]]] = {}
    for first, second in combinations(free, 2):
        strength.setdefault(hand_key((first, second, *board)), []).append((first, second))
    levels = sorted(strength, reverse=True)
    chosen: dict[int, str] = {}
    taken: set[Any] = set()
    start = 0
    for rank in sorted(set(ranks.values())):
        seats = sorted(seat for seat, value in ranks.items() if value == rank)
        for n in range(start, len(levels)):
            picks = _disjoint(strength[levels[n]], len(seats), taken)
            if picks is not None:
                for seat, (first, second) in zip(seats, picks, strict=True):
                    chosen[seat] = f"{first}{second}"
                    taken.update((first, second))
                start = n + 1
                break
        else:
            raise HistoryImportError("ranks_impossible", None)
    return {"cards": {str(seat): cards for seat, cards in chosen.items()}}


def _pairs(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


def _disjoint(hands: list[tuple[Any, Any]], count: int, taken: set[Any]) -> list[tuple[Any, Any]] | None:
    """``count`` hands sharing no card with each other or with ``taken`` (greedily, in order), or None."""
    found: list[tuple[Any, Any]] = []
    busy = set(taken)
    for first, second in hands:
        if first not in busy and second not in busy:
            found.append((first, second))
            busy.update((first, second))
            if len(found) == count:
                return found
    return None


CALLS: dict[str, Callable[[Mapping[str, Any]], Any]] = {
    "ranks": _ranks,
    "import": _import,
    "table": _table,
    "settle": lambda args: settle_json(args["input"], rules_from_json(args.get("rules") or {})),
    "play": lambda args: play_json(
        args["phh"], rules_from_json(args.get("rules") or {}), implied_folds=bool(args.get("implied_folds"))
    ),
    "options": lambda args: options_json(str(args["phh"]), rules_from_json(args.get("rules") or {})),
}


def call(name: str, payload: str) -> str:
    """Run one call (its arguments as JSON text); its answer as JSON text, an error included."""
    try:
        result = CALLS[name](json.loads(payload))
        return json.dumps({"ok": True, "result": result}, ensure_ascii=False)
    except HistoryImportError as error:
        return json.dumps({"ok": False, "error": error.to_json()}, ensure_ascii=False)
    except DuplicateCardError as error:  # a card dealt at the table twice: which one, in the page's words
        failure = {"code": "card_twice", "line": None, "params": {"card": error.card}, "message": str(error)}
        return json.dumps({"ok": False, "error": failure if error.card else _engine_error(error)}, ensure_ascii=False)
    except (CalculatorError, KeyError, TypeError, ValueError) as error:
        return json.dumps({"ok": False, "error": _engine_error(error)}, ensure_ascii=False)


def _engine_error(error: Exception) -> Json:
    """Any other refusal of the engine, its message as it is (the page shows it as the engine's words)."""
    return {"code": "engine", "line": None, "params": {"why": str(error)}, "message": str(error)}
