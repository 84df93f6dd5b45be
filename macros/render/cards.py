"""Cards and hold'em hands named in each language: rank and suit symbols with a spoken alternative
(the words are in the catalogues: ``card``, ``rank.*``, ``suit.*``, ``hand.*``)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from calculator import Card, Category, evaluate, parse_cards
from macros.text.catalogue import text

SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
RANK_SYMBOLS = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}

RANK_KEYS = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T", **{rank: str(rank) for rank in range(2, 10)}}
"""Each rank's key in the catalogues: ``rank.A`` (its name), ``rank.A.top`` (as the top card of a straight or
flush), ``rank.A.pl`` (several of them); see macros/text/catalogue.py."""


def _rank_forms(rank: int, prefix: str, lang: str) -> dict[str, str]:
    """The rank's words as a hand name's placeholders: ``{r1}``, ``{r1_top}``, ``{r1_pl}`` for prefix ``r1``."""
    key = f"rank.{RANK_KEYS[rank]}"
    return {
        prefix: text(key, lang),
        f"{prefix}_top": text(f"{key}.top", lang),
        f"{prefix}_pl": text(f"{key}.pl", lang),
    }


def card_html(card: Card, lang: str) -> str:
    """One card drawn as a small playing card (``site.css``: a four-colour deck, its class ``card--<suit>``):
    rank and suit symbols, with the card's name for screen readers."""
    rank = RANK_SYMBOLS.get(card.rank, str(card.rank))
    spoken = text("card", lang, rank=text(f"rank.{RANK_KEYS[card.rank]}", lang), suit=text(f"suit.{card.suit}", lang))
    return (
        f'<span class="card card--{card.suit}" role="img" aria-label="{escape(spoken)}">'
        f"{rank}{SUIT_SYMBOLS[card.suit]}</span>"
    )


def cards_html(cards: str, lang: str) -> str:
    """Several cards, e.g. ``"AcAd"``, each as :func:`card_html`, separated by spaces, in one element that
    never breaks across lines (``site.css``: ``.cards``): a player's two cards, or a board, stay together."""
    drawn = " ".join(card_html(card, lang) for card in parse_cards(cards))
    return f'<span class="cards">{drawn}</span>'


HAND_CASES = ("ins",)
"""The case forms every hand name has (``hand.<kind>@case=ins``): the instrumental, «Роя с сетом семёрок»."""


def hand_name(hole: str, board: str, lang: str, case: str | None = None) -> str:
    """The name of the best hand from ``hole`` and ``board`` cards, e.g. "a set of nines"; ``case``: a case form
    of :data:`HAND_CASES` (Russian «сетом девяток»; English and Persian write the plain name)."""
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    value = evaluate((*hole_cards, *board_cards))
    key = value.category.label
    ranks = list(value.tiebreak)
    if value.category is Category.THREE_OF_A_KIND and _pocket_pair_of(hole_cards, ranks[0]):
        key = "set"
    forms: dict[str, str] = {}
    for n, rank in enumerate(ranks[:2], 1):
        forms.update(_rank_forms(rank, f"r{n}", lang))
    if case is not None and case not in HAND_CASES:
        raise ValueError(f"no case {case!r} of hand names (cases: {', '.join(HAND_CASES)})")
    return text(f"hand.{key}", lang, case=case, **forms)


def _pocket_pair_of(hole: Sequence[Card], rank: int) -> bool:
    return len(hole) == 2 and hole[0].rank == hole[1].rank == rank
