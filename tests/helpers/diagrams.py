"""Reading a drawn pot diagram back out of the page, and drawing the one Python expects (moved from
test_browser_diagrams.py)."""

from __future__ import annotations

from typing import Any

from calculator import TDA, RuleSet, settle
from calculator.json_input import hand_from_json
from macros.diagrams import words
from macros.pot_diagram import Picture, diagram

READ_TREE = """(node) => {
  const tree = (n) => n.nodeType === Node.TEXT_NODE ? n.data :
    [n.localName, Object.fromEntries([...n.attributes].map((a) => [a.name, a.value])), ...[...n.childNodes].map(tree)];
  return tree(node);
}"""


def build_picture(data: dict[str, Any], lang: str, example: str, steps_name: str, rules: RuleSet = TDA) -> list[Any]:
    """The build's diagram (macros/pot_diagram.py) of a settle input, as a tree."""
    hand = hand_from_json(data)
    players = hand.players
    picture = Picture(
        tuple(p.name for p in players),
        tuple(p.contributed for p in players),
        tuple(p.dead for p in players),
        tuple(p.folded for p in players),
        settle(hand, rules),
    )
    return diagram(picture, words(lang), example, steps_name).to_json()
