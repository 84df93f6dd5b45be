"""Reading a question's answer out of a command's JSON output by the dotted path the bank's ``ask`` holds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from teaching.mistakes import WHO_MAY_WIN_ONLY

Answer = int | bool | list[str]
"""What a question asks for: a number of chips, yes or no, or players (names in seat order)."""


M = TypeVar("M")
"""A mistake, however the caller names it."""


class NoSuchPath(LookupError):
    """The output has no value at the path (a mistaken reading may not give every figure)."""


def value_at(output: Mapping[str, Any], path: str) -> Any:
    """The value at ``path`` in a command's output, as CONTRACTS.md's "Practice bank" defines it.

    List items are read by index (``pots.1.amount``), map entries by name (``net.kian``); a name absent
    from ``returned`` means 0; ``can_raise`` (``options``) is true when ``min_raise_to`` is not null;
    ``pots.count`` is the number of pots and ``pots.N.odd_chips`` the winners of pot N who get its odd chips (those
    whose share is above the smallest share, in seat order); ``rounds.K.PATH`` (kind ``streets``) is ``PATH`` read
    in the cut of the hand's K-th stop, as in a ``settle`` output.
    """
    head, _, rest = path.partition(".")
    if head == "rounds" and isinstance(output.get("rounds"), list):
        index, _, inner = rest.partition(".")
        if not (index.isdigit() and int(index) < len(output["rounds"]) and inner):
            raise NoSuchPath(path)
        return value_at(output["rounds"][int(index)], inner)
    if path == "can_raise" and "min_raise_to" in output:
        return output["min_raise_to"] is not None
    try:
        return _walk(output, path)
    except NoSuchPath:
        if path == "pots.count" and isinstance(output.get("pots"), list):
            return len(output["pots"])
        if path.startswith("pots.") and path.endswith(".odd_chips"):  # an output that does not list them itself
            return _odd_chips(_walk(output, path.removesuffix(".odd_chips")), path)
        raise


def _walk(output: Mapping[str, Any], path: str) -> Any:
    node: Any = output
    keys = path.split(".")
    for depth, key in enumerate(keys):
        if isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        elif isinstance(node, dict) and key in node:
            node = node[key]
        elif depth == 1 and keys[0] == "returned" and isinstance(node, dict):
            return 0
        else:
            raise NoSuchPath(path)
    return node


def _odd_chips(pot: Any, path: str) -> list[str]:
    """The winners of ``pot`` whose share is above the smallest share: who got its odd chips."""
    shares = pot.get("shares") if isinstance(pot, dict) else None
    winners = pot.get("winners") if isinstance(pot, dict) else None
    if not isinstance(shares, dict) or not shares or not isinstance(winners, list):
        raise NoSuchPath(path)
    low = min(shares.values())
    found = [name for name in winners if shares.get(name, low) > low]
    if not found:  # no odd chips: nobody to name
        raise NoSuchPath(path)
    return found


def answer_at(output: Mapping[str, Any], path: str) -> Answer:
    """The answer at ``path``: a whole number, a yes/no or a list of names, else ``NoSuchPath``."""
    value = value_at(output, path)
    if isinstance(value, bool | int) or (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        return value
    raise NoSuchPath(f"{path} holds {value!r}, which is not a number, a yes/no or a list of players")


def mistaken_answers(mistaken: Mapping[M, Mapping[str, Any]], path: str, right: Answer) -> list[tuple[M, Answer]]:
    """What each mistake's output answers at ``path``, for the mistakes whose answer there differs from ``right``
    (a mistaken output without that figure gives no answer; one of ``WHO_MAY_WIN_ONLY`` none for a pot count or
    size)."""
    found = []
    size = path == "pots.count" or (path.startswith("pots.") and path.endswith(".amount"))
    for mistake, output in mistaken.items():
        if size and mistake in WHO_MAY_WIN_ONLY:
            continue
        try:
            other = answer_at(output, path)
        except NoSuchPath:
            continue
        if other != right:
            found.append((mistake, other))
    return found
