"""Data for the browser widgets: the calculator's preloaded hand, the practice mode's player names and levels."""

from __future__ import annotations

import html
import json

import practice
from calculator import showdown_ranks
from macros.facts.figures import Facts, example_settlement_hand
from macros.text.names import player_gender, player_ids, player_name


def calculator_hand(facts: Facts, lang: str) -> str:
    """An example as the calculator's starting hand (HTML-attribute-escaped JSON): localized names, chips put
    in, folds, and each hand's rank among the players still in (1 = best, from the engine's showdown ranks)."""
    hand = example_settlement_hand(facts)
    ranks = showdown_ranks(hand)
    players = []
    for player in hand.players:
        entry: dict[str, object] = {"name": player_name(player.name, lang), "contributed": player.contributed}
        if player.folded:
            entry["folded"] = True
        elif player.name in ranks:
            entry["rank"] = ranks[player.name]
        players.append(entry)
    return html.escape(json.dumps({"players": players}, ensure_ascii=False), quote=True)


def practice_names(lang: str) -> str:
    """Every player name in ``lang`` (HTML-attribute-escaped JSON list), for random practice hands."""
    return html.escape(json.dumps([player_name(pid, lang) for pid in player_ids()], ensure_ascii=False), quote=True)


def practice_genders() -> str:
    """Each player id's grammatical gender, ``m`` or ``f`` (HTML-attribute-escaped JSON), for the practice texts
    written once per gender ("since her last action", «после её последнего хода»)."""
    return html.escape(json.dumps({pid: player_gender(pid) for pid in player_ids()}), quote=True)


def practice_levels() -> str:
    """The practice bank's level ids, easy to hard, space-separated (the practice widget's ``data-levels``: which
    level file, ``assets/practice/levels/<id>.json``, holds the first question before the whole bank comes)."""
    return " ".join(level.id for level in practice.LEVELS)
