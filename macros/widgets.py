"""Data for the browser widgets: the calculator's preloaded hand and the practice mode's player names."""

from __future__ import annotations

import html
import json

from calculator.settlement import strengths

from .facts import Facts, settlement_hand
from .names import player_ids, player_name


def calculator_hand(facts: Facts, lang: str) -> str:
    """An example as the calculator's starting hand (HTML-attribute-escaped JSON): localized names, chips put
    in, folds, and each hand's rank among the players still in (1 = best, from the engine's hand strengths)."""
    hand = settlement_hand(facts.example)
    # TODO(engine, issue 8 item 6): take the ranks from the engine's public function for hand ranks among
    # the players still in once it lands; until then they are read off the engine's comparable strengths.
    keys = strengths(hand)
    order = sorted({key for key, player in zip(keys, hand.players, strict=True) if not player.folded}, reverse=True)
    players = []
    for player, key in zip(hand.players, keys, strict=True):
        entry: dict[str, object] = {"name": player_name(player.name, lang), "contributed": player.contributed}
        if player.folded:
            entry["folded"] = True
        else:
            entry["rank"] = order.index(key) + 1
        players.append(entry)
    return html.escape(json.dumps({"players": players}, ensure_ascii=False), quote=True)


def practice_names(lang: str) -> str:
    """Every player name in ``lang`` (HTML-attribute-escaped JSON list), for random practice hands."""
    return html.escape(json.dumps([player_name(pid, lang) for pid in player_ids()], ensure_ascii=False), quote=True)
