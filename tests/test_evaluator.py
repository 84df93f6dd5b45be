"""Hold'em hand evaluation: ordered exactly as pokerkit orders hands, named hands, card parsing errors."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest
from pokerkit import StandardHighHand

from calculator import (
    Card,
    CardCountError,
    Category,
    DuplicateCardError,
    InvalidCardError,
    describe,
    evaluate,
    hand_key,
    parse_card,
    parse_cards,
)

PAIRS = 100_000
FULL_DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
# Smaller decks make the rarer categories common: few ranks give full houses and quads, few suits flushes.
FEW_RANKS = [rank + suit for rank in "A2345TJQ" for suit in "cdhs"]
FEW_SUITS = [rank + suit for rank in "23456789TJQKA" for suit in "hs"]

_pokerkit_entries: dict[tuple[str, bool], int] = {}


def pokerkit_strength(cards: Sequence[str]) -> int:
    """pokerkit's strength of the best five of ``cards`` (larger is better).

    pokerkit's lookup entry of five cards depends only on their ranks and whether they are all of one
    suit, so each entry is looked up once through pokerkit and remembered.
    """
    best = -1
    for five in combinations(cards, 5):
        key = ("".join(sorted(c[0] for c in five)), len({c[1] for c in five}) == 1)
        index = _pokerkit_entries.get(key)
        if index is None:
            index = StandardHighHand("".join(five)).entry.index
            _pokerkit_entries[key] = index
        best = max(best, index)
    return best


def _sign(x: object, y: object) -> int:
    return (x > y) - (x < y)  # type: ignore[operator]


def _random_pairs(rng: random.Random, count: int) -> list[tuple[list[str], list[str]]]:
    pairs = []
    for n in range(count):
        deck = (FULL_DECK, FULL_DECK, FEW_RANKS, FEW_SUITS)[n % 4]
        if n % 5:
            # Hold'em: a shared board and two different pairs of hole cards.
            cards = rng.sample(deck, 9)
            pairs.append((cards[:7], cards[2:]))
        else:
            pairs.append((rng.sample(deck, 7), rng.sample(deck, 7)))
    return pairs


def test_the_shortcut_ranks_exactly_as_pokerkit_from_game() -> None:
    rng = random.Random(11)
    for n in range(2000):
        cards = rng.sample((FULL_DECK, FEW_RANKS, FEW_SUITS)[n % 3], 7)
        direct = StandardHighHand.from_game("".join(cards[:2]), "".join(cards[2:])).entry.index
        assert pokerkit_strength(cards) == direct


def test_random_pairs_are_ordered_as_pokerkit_orders_them() -> None:
    rng = random.Random(2024)
    pairs = _random_pairs(rng, PAIRS)
    ties = wins = 0
    categories: set[int] = set()
    for first, second in pairs:
        ours = _sign(hand_key(parse_cards("".join(first))), hand_key(parse_cards("".join(second))))
        theirs = _sign(pokerkit_strength(first), pokerkit_strength(second))
        assert ours == theirs, (first, second)
        ties += ours == 0
        wins += ours != 0
        categories.add(hand_key(parse_cards("".join(first)))[0])
    assert len(pairs) >= 100_000
    assert categories == set(range(9))  # every category, straight flush included
    assert ties > 1000 and wins > 50_000


@pytest.mark.parametrize(
    "hole, board, category, best",
    [
        ("9c9d", "9s5h2dKc7s", "three_of_a_kind", "9c 9d 9s Kc 7s"),  # Tiya's set of nines in the seeds
        ("AcAd", "2s7h9sJd4c", "one_pair", "Ac Ad Jd 9s 7h"),
        ("KcKd", "Ks7d2c8h4d", "three_of_a_kind", "Kc Kd Ks 8h 7d"),
        ("AsQc", "9s5h2dKc7s", "high_card", "As Kc Qc 9s 7s"),
        ("Ah2c", "3d4s5hKcQd", "straight", "5h 4s 3d 2c Ah"),  # the wheel: the ace plays low
        ("Ah6c", "2c3d4s5hKc", "straight", "6c 5h 4s 3d 2c"),  # six-high, not the wheel
        ("AhKh", "QhJhTh2c2d", "straight_flush", "Ah Kh Qh Jh Th"),
        ("Ah2h", "3h4h5hKcQd", "straight_flush", "5h 4h 3h 2h Ah"),  # the steel wheel
        ("7c8d", "2h3h4h5h6h", "straight_flush", "6h 5h 4h 3h 2h"),  # beats the 8-high straight
        ("AhAd", "AsKhKd2h7h", "full_house", "Ad Ah As Kd Kh"),  # aces full of kings, four hearts
        ("AhAd", "AsKhKdKs2c", "full_house", "Ad Ah As Kd Kh"),  # two sets: the higher one is the three
        ("9c9d", "9s9hAcKdQd", "four_of_a_kind", "9c 9d 9h 9s Ac"),
        ("2h3h", "Kh9h7h5h4c", "flush", "Kh 9h 7h 5h 3h"),  # six hearts: the best five
        ("AcAd", "KcKdQcQd2s", "two_pair", "Ac Ad Kc Kd Qc"),  # three pairs: the third pair's card kicks
        ("TcJd", "QhKsAc2d3d", "straight", "Ac Ks Qh Jd Tc"),
    ],
)
def test_named_hands(hole: str, board: str, category: str, best: str) -> None:
    value = evaluate(parse_cards(hole + board))
    assert describe(value) == {"category": category, "best": best.split()}
    pokerkit_hand = StandardHighHand.from_game(hole, board)
    assert sorted(str(c) for c in value.best) == sorted(repr(c) for c in pokerkit_hand.cards)


def test_wheel_is_the_lowest_straight() -> None:
    wheel = hand_key(parse_cards("Ah2c3d4s5hKcQd"))
    six_high = hand_key(parse_cards("6h2c3d4s5hKcQd"))
    broadway = hand_key(parse_cards("AhKcQdJsTh2c3d"))
    assert wheel < six_high < broadway
    assert wheel[0] == six_high[0] == broadway[0] == Category.STRAIGHT


def test_flush_loses_to_full_house_and_beats_straight() -> None:
    flush = hand_key(parse_cards("2h3h7h9hKh"))
    full_house = hand_key(parse_cards("2c2d2s3c3d"))
    straight = hand_key(parse_cards("9cTdJsQcKd"))
    assert straight < flush < full_house


def test_categories_use_the_contract_names() -> None:
    labels = [c.label for c in Category]
    expected = "high_card one_pair two_pair three_of_a_kind straight flush full_house four_of_a_kind straight_flush"
    assert labels == expected.split()


def test_five_and_six_cards_are_evaluated_too() -> None:
    assert evaluate(parse_cards("AcKcQcJcTc")).category is Category.STRAIGHT_FLUSH
    assert evaluate(parse_cards("AcAdKcKd2s3s")).category is Category.TWO_PAIR


@pytest.mark.parametrize(
    "text, error",
    [
        ("1c", InvalidCardError),
        ("Ax", InvalidCardError),
        ("A", InvalidCardError),
        ("Acc", InvalidCardError),
        ("", InvalidCardError),
        ("??", InvalidCardError),
    ],
)
def test_parse_card_errors(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        parse_card(text)


def test_parse_cards_errors() -> None:
    with pytest.raises(InvalidCardError):
        parse_cards("AcA")
    with pytest.raises(InvalidCardError):
        parse_cards("AcZd")
    with pytest.raises(DuplicateCardError):
        parse_cards("AcKdAc")
    with pytest.raises(CardCountError):
        parse_cards("AcKd", count=3)
    assert parse_cards("Ac Kd") == (Card(14, "c"), Card(13, "d"))


def test_evaluate_needs_five_to_seven_distinct_cards() -> None:
    with pytest.raises(CardCountError):
        evaluate(parse_cards("AcKdQhJs"))
    with pytest.raises(CardCountError):
        evaluate(parse_cards("AcKdQhJsTc9c8c7c"))
    with pytest.raises(DuplicateCardError):
        evaluate((Card(14, "c"), Card(14, "c"), Card(2, "d"), Card(3, "d"), Card(4, "d")))


def test_the_best_five_cards_make_the_hand_they_name() -> None:
    rng = random.Random(5)
    for n in range(20_000):
        cards = parse_cards("".join(rng.sample((FULL_DECK, FEW_RANKS, FEW_SUITS)[n % 3], 5 + n % 3)))
        value = evaluate(cards)
        assert len(set(value.best)) == 5 and set(value.best) <= set(cards)
        assert hand_key(value.best) == hand_key(cards) == value.key
        assert value.category == value.key[0]
