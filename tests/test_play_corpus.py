"""Conformance on real hands: every corpus hand replays to its published finishing stacks."""

from __future__ import annotations

from helpers.corpus import corpus_hands

from calculator import TDA, Hand, IllegalActionError, PlayedHand, PlayerHand, Settlement, replay, settle


def test_every_corpus_hand_reaches_its_finishing_stacks() -> None:
    hands = corpus_hands()
    assert len(hands) == 2000
    matched = 0
    implied = []
    for number, hand in enumerate(hands):
        played = replay(hand, implied_folds=True)
        assert list(played.finishing_stacks) == hand["finishing_stacks"], (number, hand["source"])
        assert sum(played.finishing_stacks) == sum(hand["starting_stacks"])
        matched += 1
        if any(step.index is None and step.commentary for step in played.steps):
            implied.append(number)
    assert matched == 2000
    # Only histories that skip a player need the implied folds; strictly they are rejected, all others pass.
    assert len(implied) <= 1
    for number in implied:
        try:
            replay(hands[number])
        except IllegalActionError as error:
            assert "turn to act" in str(error)
        else:
            raise AssertionError(f"hand {number} skips a player but was accepted strictly")


def test_corpus_hands_replay_strictly_except_skipped_players() -> None:
    hands = corpus_hands()
    strict = 0
    for hand in hands:
        try:
            replay(hand)
        except IllegalActionError:
            continue
        strict += 1
    assert strict >= 1999


def validated_settlement(played: PlayedHand) -> Settlement:
    """The hand settled through the public, validating ``Hand``: mucks concede, shown cards decide."""
    still_in = [seat for seat, out in enumerate(played.folded) if not out]
    contenders = [seat for seat in still_in if not played.mucked[seat]] if len(still_in) > 1 else still_in
    showdown = len(contenders) > 1
    players = tuple(
        PlayerHand(
            name=name,
            contributed=played.contributed[seat],
            folded=seat not in contenders,
            dead=played.dead[seat],
            ante=played.antes[seat],
            cards=played.shown[seat] if showdown and seat in contenders else None,
        )
        for seat, name in enumerate(played.names)
    )
    return settle(Hand(players, played.board if showdown else None), TDA)


def test_the_replays_direct_settlement_equals_the_validated_one() -> None:
    # The replay settles the seats it built itself without rebuilding a validated Hand; both must agree.
    showdowns = 0
    for hand in corpus_hands():
        played = replay(hand, implied_folds=True)
        assert played.settlement == validated_settlement(played), hand["source"]
        showdowns += len(played.settlement.pots[0].eligible) > 1
    assert showdowns >= 500
