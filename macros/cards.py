"""Cards and hold'em hands named in each language: rank and suit symbols with a spoken alternative."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from calculator import Card, Category, evaluate, parse_cards

SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
RANK_SYMBOLS = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}

# Rank words: en singular / plural; ru nominative, genitive singular, genitive plural; fa.
RANK_WORDS: Mapping[str, Mapping[int, tuple[str, ...]]] = {
    "en": {
        14: ("ace", "aces"),
        13: ("king", "kings"),
        12: ("queen", "queens"),
        11: ("jack", "jacks"),
        10: ("ten", "tens"),
        9: ("nine", "nines"),
        8: ("eight", "eights"),
        7: ("seven", "sevens"),
        6: ("six", "sixes"),
        5: ("five", "fives"),
        4: ("four", "fours"),
        3: ("three", "threes"),
        2: ("two", "twos"),
    },
    "ru": {
        14: ("туз", "туза", "тузов"),
        13: ("король", "короля", "королей"),
        12: ("дама", "дамы", "дам"),
        11: ("валет", "валета", "валетов"),
        10: ("десятка", "десятки", "десяток"),
        9: ("девятка", "девятки", "девяток"),
        8: ("восьмёрка", "восьмёрки", "восьмёрок"),
        7: ("семёрка", "семёрки", "семёрок"),
        6: ("шестёрка", "шестёрки", "шестёрок"),
        5: ("пятёрка", "пятёрки", "пятёрок"),
        4: ("четвёрка", "четвёрки", "четвёрок"),
        3: ("тройка", "тройки", "троек"),
        2: ("двойка", "двойки", "двоек"),
    },
    "fa": {
        14: ("آس",),
        13: ("شاه",),
        12: ("بی‌بی",),
        11: ("سرباز",),
        10: ("ده",),
        9: ("نه",),
        8: ("هشت",),
        7: ("هفت",),
        6: ("شش",),
        5: ("پنج",),
        4: ("چهار",),
        3: ("سه",),
        2: ("دو",),
    },
}

SUIT_WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"},
    "ru": {"s": "пик", "h": "червей", "d": "бубен", "c": "треф"},
    "fa": {"s": "پیک", "h": "دل", "d": "خشت", "c": "گشنیز"},
}

CARD_PATTERN = {"en": "{rank} of {suit}", "ru": "{rank} {suit}", "fa": "{rank} {suit}"}

# Hand names. Placeholders: {r1}, {r2} (rank words in the form each language needs there).
HAND_PATTERNS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "high_card": "{r1} high",
        "one_pair": "a pair of {r1p}",
        "two_pair": "two pair, {r1p} and {r2p}",
        "set": "a set of {r1p}",
        "three_of_a_kind": "three {r1p}",
        "straight": "a straight to the {r1}",
        "flush": "a flush, {r1} high",
        "full_house": "a full house, {r1p} full of {r2p}",
        "four_of_a_kind": "four {r1p}",
        "straight_flush": "a straight flush to the {r1}",
    },
    "ru": {
        "high_card": "старшая карта {r1}",
        "one_pair": "пара {r1p}",
        "two_pair": "две пары, {r1p} и {r2p}",
        "set": "сет {r1p}",
        "three_of_a_kind": "тройка {r1p}",
        "straight": "стрит до {r1g}",
        "flush": "флеш до {r1g}",
        "full_house": "фулл-хаус из {r1p} и {r2p}",
        "four_of_a_kind": "каре {r1p}",
        "straight_flush": "стрит-флеш до {r1g}",
    },
    "fa": {
        "high_card": "{r1} بالا",
        "one_pair": "جفت {r1}",
        "two_pair": "دو جفت {r1} و {r2}",
        "set": "سه {r1}",
        "three_of_a_kind": "سه {r1}",
        "straight": "استریت تا {r1}",
        "flush": "فلاش با {r1}",
        "full_house": "فول‌هاوس {r1} و {r2}",
        "four_of_a_kind": "چهار {r1}",
        "straight_flush": "استریت فلاش تا {r1}",
    },
}


def _rank_forms(rank: int, lang: str) -> dict[str, str]:
    words = RANK_WORDS[lang][rank]
    if lang == "en":
        return {"": words[0], "p": words[1], "g": words[0]}
    if lang == "ru":
        return {"": words[0], "g": words[1], "p": words[2]}
    return {"": words[0], "g": words[0], "p": words[0]}


def card_html(card: Card, lang: str) -> str:
    """One card as its rank and suit symbols, with the card's name for screen readers."""
    rank = RANK_SYMBOLS.get(card.rank, str(card.rank))
    spoken = CARD_PATTERN[lang].format(rank=RANK_WORDS[lang][card.rank][0], suit=SUIT_WORDS[lang][card.suit])
    colour = "red" if card.suit in "hd" else "black"
    return (
        f'<span class="card card--{colour}" role="img" aria-label="{escape(spoken)}">'
        f"{rank}{SUIT_SYMBOLS[card.suit]}</span>"
    )


def cards_html(text: str, lang: str) -> str:
    """Several cards, e.g. ``"AcAd"``, each as :func:`card_html`, separated by spaces."""
    return " ".join(card_html(card, lang) for card in parse_cards(text))


def hand_name(hole: str, board: str, lang: str) -> str:
    """The name of the best hand from ``hole`` and ``board`` cards, e.g. "a set of nines"."""
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    value = evaluate((*hole_cards, *board_cards))
    key = value.category.label
    ranks = list(value.tiebreak)
    if value.category is Category.THREE_OF_A_KIND and _pocket_pair_of(hole_cards, ranks[0]):
        key = "set"
    forms: dict[str, str] = {}
    for n, rank in enumerate(ranks[:2], 1):
        for suffix, word in _rank_forms(rank, lang).items():
            forms[f"r{n}{suffix}"] = word
    return HAND_PATTERNS[lang][key].format(**forms)


def _pocket_pair_of(hole: Sequence[Card], rank: int) -> bool:
    return len(hole) == 2 and hole[0].rank == hole[1].rank == rank
