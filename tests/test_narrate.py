"""Hand stories (``story``) tell the truth: forced bets posted short, heads-up blinds, a first bet that opens the
betting, short all-ins that add up, and the showdown under each ``showdown`` rule (all hands turned up in a
tournament once a player is all-in; who shows first, and a muck that concedes, in a cash game).

Each case is a small hand example written here and told by ``macros.narrate.hand_story`` under a rule set.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers.macros_examples import write_example

import replays
from calculator import TDA, RuleSet, replay, rule_set, rules_from_json
from macros.examples.files import load_example
from macros.facts.figures import facts_of
from macros.render.figures import names, pot_label
from macros.render.narrate import first_to_show, hand_story
from macros.render.replayer import step_lines
from macros.text.catalogue import plural, text
from macros.text.numbers import format_chips

CASH = rule_set("tda", {"showdown": "cash"})


def hand(
    players: list[str],
    stacks: list[int],
    actions: list[str],
    blinds: list[int],
    antes: list[int] | None = None,
) -> str:
    """A no-limit hand example (PHH fields; the lists as PHH writes them: heads-up, the small blind's first)."""
    fields: dict[str, Any] = {
        "variant": "NT",
        "antes": antes or [0] * len(players),
        "blinds_or_straddles": blinds,
        "min_bet": max(blinds),
        "starting_stacks": stacks,
        "players": players,
        "actions": actions,
    }
    body = "".join(f"{key} = {json.dumps(value)}\n" for key, value in fields.items())
    return body + f'\n[_claims]\n"input.stack.{players[0]}" = {stacks[0]}\n'


def story_lines(tmp_path: Path, text: str, lang: str = "en", rules: RuleSet = TDA) -> list[str]:
    """The story's lines (street headings and actions), tags removed."""
    example = load_example(write_example(tmp_path, "story", text))
    told = hand_story(facts_of(example, rules), rules, lang)
    plain = re.sub(r"<[^>]+>", "", told)
    return [line.removeprefix("- ").strip() for line in plain.splitlines() if line.strip()]


def deal(count: int) -> list[str]:
    """Hole cards for ``count`` players (aces, kings, queens, jacks: the first seat has the best hand)."""
    return [f"d dh p{seat + 1} {rank}c{rank}d" for seat, rank in enumerate("AKQJ"[:count])]


RUN_OUT = ["d db 2s7h9s", "d db 3d", "d db 4c"]
"""The board dealt with no betting: at most one player has chips left."""


def checked_down(*seats: int) -> list[str]:
    """The board dealt, every street checked by ``seats`` in turn."""
    return [action for card in RUN_OUT for action in (card, *(f"p{seat} cc" for seat in seats))]


# ----- forced bets


SHORT_BIG_BLIND = hand(
    ["raha", "kian", "mina"], [1000, 70, 1000], [*deal(3), "p3 cc", "p1 cc", *checked_down(1, 3)], [50, 100, 0]
)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Kian posts 70 of the big blind of 100, all-in"),
        ("ru", "Киан ставит большой блайнд — только 70 из 100: больше фишек нет, это олл-ин"),
        ("fa", "کیان از بیگ بلایند ۱۰۰ فقط ۷۰ چیپ می‌گذارد و آل‌این می‌شود"),
    ],
)
def test_a_big_blind_posted_short_is_part_of_the_blind(tmp_path: Path, lang: str, sentence: str) -> None:
    assert sentence in story_lines(tmp_path, SHORT_BIG_BLIND, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Raha posts 30 of the small blind of 50, all-in"),
        ("ru", "Раха ставит малый блайнд — только 30 из 50: больше фишек нет, это олл-ин"),
        ("fa", "رها از اسمال بلایند ۵۰ فقط ۳۰ چیپ می‌گذارد و آل‌این می‌شود"),
    ],
)
def test_a_small_blind_posted_short_is_part_of_the_blind(tmp_path: Path, lang: str, sentence: str) -> None:
    text = hand(
        ["raha", "kian", "mina"], [30, 1000, 1000], [*deal(3), "p3 cc", "p2 cc", *checked_down(2, 3)], [50, 100, 0]
    )
    lines = story_lines(tmp_path, text, lang)
    assert sentence in lines
    assert lines[2].startswith(("Kian posts the big blind of 100", "Киан ставит большой блайнд 100", "کیان بیگ"))


def test_a_blind_paid_in_full_is_not_short_even_when_it_empties_the_stack(tmp_path: Path) -> None:
    actions = [*deal(3), "p3 cc", "p1 cc", *checked_down(1, 3)]
    text = hand(["raha", "kian", "mina"], [1000, 100, 1000], actions, [50, 100, 0])
    assert "Kian posts the big blind of 100, all-in" in story_lines(tmp_path, text)


def test_the_ante_not_the_blind_empties_a_big_blind_with_a_big_blind_ante(tmp_path: Path) -> None:
    """The blind is taken first (150 chips: the blind of 100, then 50 of the ante of 100): the engine marks the
    ante as the forced bet that emptied the stack, and so does the story."""
    actions = [*deal(3), "p3 cbr 300", "p1 f", *RUN_OUT]
    text = hand(["seti", "meret", "nakht"], [2000, 150, 2000], actions, [50, 100, 0], antes=[0, 100, 0])
    lines = story_lines(tmp_path, text)
    assert "Meret posts the big blind of 100" in lines
    assert "Meret posts 50 of the ante of 100, all-in" in lines
    assert not any(line.startswith("Meret posts the big blind") and "all-in" in line for line in lines)


def test_a_big_blind_emptied_by_the_blind_posts_no_ante(tmp_path: Path) -> None:
    actions = [*deal(3), "p3 cc", "p1 cc", *checked_down(1, 3)]
    text = hand(["seti", "meret", "nakht"], [2000, 100, 2000], actions, [50, 100, 0], antes=[0, 100, 0])
    lines = story_lines(tmp_path, text)
    assert "Meret posts the big blind of 100, all-in" in lines
    assert not any("ante" in line for line in lines)


# ----- heads-up: the big blind sits first, the button posts the small blind


def test_heads_up_the_button_posts_the_small_blind(tmp_path: Path) -> None:
    text = hand(["kian", "mina"], [1000, 1000], [*deal(2), "p2 cc", "p1 cc", *checked_down(1, 2)], [50, 100])
    lines = story_lines(tmp_path, text)
    assert lines[1:3] == ["Mina posts the small blind of 50", "Kian posts the big blind of 100"]
    assert lines[3] == "Mina calls 50"


def test_heads_up_a_short_big_blind_and_a_big_blind_ante(tmp_path: Path) -> None:
    short = hand(["kian", "mina"], [70, 1000], [*deal(2), "p2 cc", *RUN_OUT], [50, 100])
    lines = story_lines(tmp_path, short, "ru")
    assert lines[1:3] == [
        "Мина ставит малый блайнд 50",
        "Киан ставит большой блайнд — только 70 из 100: больше фишек нет, это олл-ин",
    ]
    # heads-up PHH lists the small blind's ante first too: [0, 100] is the big blind's ante
    ante = hand(["kian", "mina"], [150, 1000], [*deal(2), "p2 cc", *RUN_OUT], [50, 100], antes=[0, 100])
    lines = story_lines(tmp_path, ante)
    assert lines[1:4] == [
        "Mina posts the small blind of 50",
        "Kian posts the big blind of 100",
        "Kian posts 50 of the ante of 100, all-in",
    ]


# ----- opening and reopening the betting


def test_a_first_bet_opens_the_betting_and_a_raise_reopens_it(tmp_path: Path) -> None:
    actions = [*deal(3), "p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cc", "p2 cbr 200", "p3 cbr 600"]
    actions += ["p1 f", "p2 cc", "d db 3d", "p2 cc", "p3 cc", "d db 4c", "p2 cc", "p3 cc"]
    lines = story_lines(tmp_path, hand(["raha", "kian", "mina"], [5000] * 3, actions, [50, 100, 0]))
    assert "Kian bets 200" in lines  # Raha had checked: a first bet, nothing is reopened
    # Kian's bet opened the betting for Raha, who has not acted since: the raise reopens it for Kian only
    assert "Mina raises to 600; this reopens the betting for Kian" in lines
    assert not any("reopens" in line for line in lines if line.startswith("Kian bets"))


def test_a_short_all_in_bet_after_a_check(tmp_path: Path) -> None:
    actions = [*deal(3), "p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cc", "p2 cbr 50", "p3 cc", "p1 cc"]
    actions += ["d db 3d", "p1 cc", "p3 cc", "d db 4c", "p1 cc", "p3 cc"]
    lines = story_lines(tmp_path, hand(["raha", "kian", "mina"], [5000, 150, 5000], actions, [50, 100, 0]))
    assert (
        "Kian bets 50, all-in (less than a full bet, so the players who have already checked may only call or fold)"
        in lines
    )


def test_a_raise_reopens_the_betting_once_for_a_player_who_has_not_acted_since(tmp_path: Path) -> None:
    """Ramses raises to 300; Tiya's all-in for 1,500 reopens the betting for him; Ahmose's all-in for 4,000
    reopens nothing more, since Ramses has not acted since Tiya's raise (the review's T9)."""
    actions = ["d dh p1 AsQc", "d dh p2 AdQh", "d dh p3 KsKh", "d dh p4 9c9d", "p3 cbr 300", "p4 cbr 1500"]
    actions += ["p1 cbr 4000", "p2 cc", "p3 f", *RUN_OUT]
    actions += ["p1 sm AsQc", "p2 sm AdQh", "p4 sm 9c9d"]
    text = hand(["ahmose", "nefertari", "ramses", "tiya"], [4000, 9000, 10000, 1500], actions, [50, 100, 0, 0])
    lines = story_lines(tmp_path, text)
    assert "Tiya raises to 1,500, all-in; this reopens the betting for Ramses" in lines
    assert "Ahmose raises to 4,000, all-in" in lines
    assert sum("reopens" in line for line in lines) == 1


def test_short_all_ins_that_add_up_to_a_full_raise_say_so(tmp_path: Path) -> None:
    """Bet 100, all-ins to 150 and 220: the second is short of a full raise on its own (70), but Bijan, who bet,
    now faces 120, a full raise: the story may not say that it does not reopen the betting."""
    actions = [*deal(4), "p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cbr 100", "p2 cbr 150"]
    actions += ["p3 cbr 220", "p4 cc", "p1 cc", "d db 3d", "p1 cc", "p4 cc", "d db 4c", "p1 cc", "p4 cc"]
    text = hand(["bijan", "shirin", "arash", "omid"], [5000, 250, 320, 5000], actions, [50, 100, 0, 0])
    lines = story_lines(tmp_path, text)
    assert (  # for those who have acted: the players still to act may raise (native review R10-1)
        "Shirin raises to 150, all-in (less than a full raise, so it does not reopen the betting for the players who "
        "have already acted)"
    ) in lines
    assert (
        "Arash raises to 220, all-in (less than a full raise on its own, but since Bijan last acted the bet has gone "
        "up by a full raise or more in all, so the betting is open again)"
    ) in lines


def test_a_short_all_in_before_anyone_has_acted_leaves_the_raise_open(tmp_path: Path) -> None:
    """The dealer's M-04 (Russian S1): three-handed, the button goes all-in to 150 over a 100 blind before either
    blind has acted. Both may still raise (posting a blind is not acting), so the story may not say the all-in
    does not reopen the betting; it says that a raise over it must still add a full raise, the engine's 100."""
    actions = [*deal(3), "p3 cbr 150", "p1 cc", "p2 cc", *checked_down(1, 2)]
    actions += ["p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"]
    lines = story_lines(tmp_path, hand(["raha", "kian", "mina"], [5000, 5000, 150], actions, [50, 100, 0]))
    assert "Mina raises to 150, all-in (less than a full raise: a raise over it must still add at least 100)" in lines
    assert not any("reopen" in line for line in lines)


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
@pytest.mark.parametrize(("replay", "size"), [("big_blind_ante", 100), ("dealer_bb_ante", 200)])
def test_the_replays_the_dealer_named_leave_the_raise_open(replay: str, size: int, lang: str) -> None:
    """ "A big-blind ante as dead money" and "The dealer and the big-blind ante": the button's short all-in is the
    first action; nobody who has acted is barred, so the replayer says the next raise stays full size."""
    lines = [line for _, line, _ in step_lines(replays.published({"name": "tda"})[replay], lang)]
    assert not any(text("step.short", lang) in line for line in lines)
    assert sum(text("step.short.first", lang, size=format_chips(size, lang)) in line for line in lines) == 1


@pytest.mark.parametrize("count", [1, 2, 5, 21])
def test_every_russian_plural_form_of_the_barred_players_keeps_the_unless_caveat(count: int) -> None:
    """The Russian review's RU-06: after a short all-in, the players who have acted may not raise *for now*,
    unless the betting is reopened. Russian has three plural forms (1 and 21, 2 to 4, 5 to 20); the form for five
    or more once said «больше не могут» with no caveat, which teaches the wrong rule. What reopens it is a full
    raise, or all-ins that add up to one, not only later all-ins (native review R24-01)."""
    names = ", ".join(f"P{n}" for n in range(1, count + 1))
    line = plural("replay.no_longer_raise", count, "ru", names=names)
    assert line.startswith(names + " пока ")
    assert "больше не" not in line and "не повысить" in line
    caveat = "разве что торговлю заново откроет следующий полный рейз"
    assert line.endswith(caveat + " (или следующие олл-ины, которые вместе с этим дадут полный рейз)")


ANSWER_SPAN = re.compile(r'<span class="rp-answer">.*?</span>', re.S)


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_reopen_question_does_not_name_who_may_raise_while_it_asks(lang: str) -> None:
    """The Russian review's MED-4: at a replay stop that asks who may raise again, the sentence shown while it asks
    (the answer spans hidden, as replay.js does) names none of the players the all-in reopens the betting for,
    nor says whether it reopens it; the sentence shown after the answer still does."""
    asked = 0
    for data in replays.published({"name": "tda"}).values():
        for n, line, ask in step_lines(data, lang):
            step = data["steps"][n]
            if ask != "reopen" or not step["reopens_for"]:
                continue
            asked += 1
            shown = ANSWER_SPAN.sub("", line)
            for pid in step["reopens_for"]:
                assert text(f"player.{pid}", lang) not in shown, shown
                assert text(f"player.{pid}", lang) in line, line
    assert asked  # a published hand asks it (reopen_accumulation)


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_second_raise_does_not_reopen_the_betting_again(lang: str) -> None:
    """Native review F18-7: a raise after a full raise on the same street, before the bettor has acted again, does
    not say the betting "reopens" for him a second time (it was open to him already); the engine still lists him
    among those who may raise, and a stop that asks who may raise names him once answered."""
    checked = 0
    for data in replays.published({"name": "tda"}).values():
        for n, line, ask in step_lines(data, lang):
            step, before = data["steps"][n], data["steps"][:n]
            if ask or not step.get("reopens_for"):
                continue
            street = [s for s in before if s.get("street") == step["street"] and s["kind"] in BETTING_KINDS]
            for pid in step["reopens_for"]:
                opened = [k for k, s in enumerate(street) if pid in s.get("reopens_for", ())]
                if opened and not any(s.get("actor") == pid for s in street[opened[-1] + 1 :]):
                    checked += 1  # open to him already: not named again
                    assert text("player." + pid, lang) not in line, line
    assert checked  # a published hand has such a raise (the dealers page's streets hand)


BETTING_KINDS = frozenset({"fold", "check", "call", "bet", "raise", "complete"})


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_question_stop_names_a_player_it_was_open_to_as_free_to_raise_still(lang: str) -> None:
    """Native review F19-4: at a stop that asks who may raise again (Ahmose's all-in over Tiya's raise in the
    four-player hand), Ramses, to whom Tiya's raise had reopened the betting, is named once answered as one who may
    still raise, not as one the all-in reopens it for; the others the engine lists are said as before."""
    checked = 0
    for data in replays.published({"name": "tda"}).values():
        for n, line, ask in step_lines(data, lang):
            step, before = data["steps"][n], data["steps"][:n]
            if ask != "reopen" or not step.get("reopens_for"):
                continue
            street = [s for s in before if s.get("street") == step["street"] and s["kind"] in BETTING_KINDS]
            still = []
            for pid in step["reopens_for"]:
                opened = [k for k, s in enumerate(street) if pid in s.get("reopens_for", ())]
                if opened and not any(s.get("actor") == pid for s in street[opened[-1] + 1 :]):
                    still.append(pid)
            if not still:
                continue
            checked += 1
            said = plural("replay.still_open", len(still), lang, names=names(still, lang, isolated=True))
            assert said in line, line
            assert line.count(text("player." + still[0], lang)) == 1, line  # not also as reopened
            assert said not in ANSWER_SPAN.sub("", line)  # hidden while it asks
    assert checked  # four_players_hand asks it at Ahmose's all-in


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_cut_is_told_in_the_dealers_order_and_hidden_while_it_is_asked(lang: str) -> None:
    """Dealer review D16-06: at every round end that cuts, the chips nobody called go back first, then the hands are
    turned up (when the rule turns them up there), then the pots, as the dealers' page orders it; native review
    F16-13: while the replayer asks the cut, it shows that the betting is over, and no figure of the cut."""
    cuts = returns = turned = 0
    for data in replays.published({"name": "tda"}).values():
        for n, line, ask in step_lines(data, lang):
            step = data["steps"][n]
            if ask != "pots":
                continue
            cuts += 1
            pot = line.index(pot_label(0, len(step["pots"]), lang))
            shown = ANSWER_SPAN.sub("", line)
            assert text(f"replay.round_end.{step['street']}", lang) in shown
            assert not any(format_chips(p["amount"], lang) in shown for p in step["pots"]), shown
            assert text("showdown.turned_up", lang) not in shown, shown  # not before what goes back (D17-03)
            for chips in step["returned"].values():
                returns += 1
                assert line.index(format_chips(chips, lang)) < pot, line
            face_up = text("showdown.turned_up", lang)
            if face_up in line:
                turned += 1
                assert line.index(face_up) < pot, line
    assert cuts and returns and turned


MUCK_ALL = {
    "en": "mucks without showing and gives up every pot he was in",
    "ru": "отказывается от всех банков, за которые играл",
    "fa": "از همهٔ پات‌هایی که در آن‌ها بود می‌گذرد",
}


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_muck_in_several_pots_gives_up_every_pot(lang: str) -> None:
    """Review D2-06: "A cash-game showdown with a muck": Kian is in both pots, so his muck gives up both, not "the
    pot"."""
    data = replays.published({"name": "tda"})["cash_muck"]
    muck = [line for _, line, _ in step_lines(data, lang) if line.count(MUCK_ALL[lang])]
    assert len(muck) == 1, [line for _, line, _ in step_lines(data, lang)]


# ----- the showdown under each rule


ALL_IN = hand(
    ["ahmose", "nefertari", "ramses"],
    [2000, 5000, 12000],
    [*deal(3), "p3 cbr 12000", "p1 cc", "p2 cc", *RUN_OUT, "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"],
    [50, 100, 0],
)


def test_tournament_turns_every_hand_up_once_a_player_is_all_in(tmp_path: Path) -> None:
    """TDA: the hands go face up as soon as the betting is over, before the board is run out: at the end of
    the preflop here (after the uncalled chips go back), then the flop, turn and river, then the award."""
    lines = story_lines(tmp_path, ALL_IN)
    turned_up = lines.index("A player is all-in and the betting is over, so every hand is turned up")
    assert lines.index("Ramses takes back 7,000 that nobody called") < turned_up < lines.index("**Flop** 2♠ 7♥ 9♠")
    assert not any("shows first" in line for line in lines)
    assert {line for line in lines[turned_up:] if " shows " in line} == {
        "Ahmose shows A♣ A♦",
        "Nefertari shows K♣ K♦",
        "Ramses shows Q♣ Q♦",
    }
    assert all(
        lines.index(f"{who} shows {cards}") < lines.index("**Flop** 2♠ 7♥ 9♠")
        for who, cards in [("Ahmose", "A♣ A♦"), ("Nefertari", "K♣ K♦"), ("Ramses", "Q♣ Q♦")]
    )
    showdown = lines[lines.index("**Showdown**") + 1 :]
    assert showdown and all(" wins " in line or " split " in line for line in showdown)


def test_tournament_with_betting_to_the_river_turns_the_hands_up_at_the_showdown(tmp_path: Path) -> None:
    """All-in preflop, but the two others bet on to the river: the hands go face up after the river's betting."""
    actions = [*deal(3), "p3 cc", "p1 cbr 1000", "p2 cc", "p3 cc", "d db 2s7h9s", "p2 cbr 500", "p3 cc"]
    actions += ["d db 3d", "p2 cc", "p3 cc", "d db 4c", "p2 cc", "p3 cc", "p1 sm AcAd", "p2 sm KcKd", "p3 sm QcQd"]
    lines = story_lines(tmp_path, hand(["raha", "kian", "mina"], [1000, 5000, 5000], actions, [50, 100, 0]))
    assert lines.index("**Showdown**") < lines.index(
        "A player is all-in and the betting is over, so every hand is turned up"
    )


def test_cash_the_last_aggressor_shows_first_then_the_others_in_turn(tmp_path: Path) -> None:
    lines = story_lines(tmp_path, ALL_IN, rules=CASH)
    showdown = lines[lines.index("**Showdown**") + 1 :]
    assert showdown[:4] == [
        "First to show is Ramses, the last player to bet or raise in the final betting round",
        "Ramses shows Q♣ Q♦",
        "Ahmose shows A♣ A♦",
        "Nefertari shows K♣ K♦",
    ]
    assert not any("turned up" in line for line in lines)


def test_cash_a_muck_concedes(tmp_path: Path) -> None:
    """Nobody all-in; Mina bets the river, Raha calls and shows, Kian's muck gives up the pot he was in."""
    actions = [*deal(3), "p3 cc", "p1 cc", "p2 cc", "d db 2s7h9s", "p1 cc", "p2 cc", "p3 cc", "d db 3d"]
    actions += ["p1 cc", "p2 cc", "p3 cc", "d db 4c", "p1 cc", "p2 cc", "p3 cbr 200", "p1 cc", "p2 cc"]
    actions += ["p3 sm QcQd", "p1 sm AcAd", "p2 sm"]
    text = hand(["raha", "kian", "mina"], [5000] * 3, actions, [50, 100, 0])
    for rules in (CASH, TDA):  # with nobody all-in, the tournament rule lets a player muck too
        lines = story_lines(tmp_path, text, rules=rules)
        showdown = lines[lines.index("**Showdown**") + 1 :]
        assert showdown == [
            "First to show is Mina, the last player to bet or raise in the final betting round",
            "Mina shows Q♣ Q♦",
            "Raha shows A♣ A♦",
            "Kian mucks without showing and gives up the pot",
            "Raha wins the pot (900)",
        ]
    fa = story_lines(tmp_path, text, "fa", CASH)
    assert "کیان بی‌آنکه کارت‌هایش را نشان دهد ماک می‌کند و از پات می‌گذرد" in fa


@pytest.mark.parametrize(
    ("players", "said"),
    [
        (["raha", "kian", "mina"], "вскрытие начинает Киан, ближайший к баттону слева из оставшихся в игре"),
        (["kian", "raha", "mina"], "вскрытие начинает Раха, ближайшая к баттону слева из оставшихся в игре"),
    ],
)
def test_with_no_bet_on_the_last_round_the_first_seat_left_of_the_button_shows_first(
    tmp_path: Path, players: list[str], said: str
) -> None:
    """The sentence agrees with the player who shows first: «ближайший … Киан», «ближайшая … Раха»."""
    actions = [*deal(3), "p3 cc", "p1 f", "p2 cc", "d db 2s7h9s", "p2 cc", "p3 cc", "d db 3d", "p2 cc", "p3 cc"]
    actions += ["d db 4c", "p2 cc", "p3 cc", "p3 sm QcQd", "p2 sm KcKd"]
    lines = story_lines(tmp_path, hand(players, [5000] * 3, actions, [50, 100, 0]), "ru", CASH)
    assert f"В заключительном круге торговли ставок не было, поэтому {said}" in lines
    first = {"kian": "Киан", "raha": "Раха"}[players[1]]
    assert lines.index(f"{first} открывает K♣ K♦") < lines.index("Мина открывает Q♣ Q♦")


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_replay_shown_in_turn_says_who_shows_first_at_its_first_show(lang: str) -> None:
    """Native review R18-12: stepped live, a replay whose hands are shown in turn (nobody all-in, or the cash rule)
    says who shows first and why at its first show or muck, as the lesson's story does, and at no other stop."""
    in_turn = 0
    for hand_id, data in replays.published({"name": "tda"}).items():
        rules = rules_from_json(data["rules"])
        played = replay(data["phh"], rules)
        stops = [(data["steps"][n]["kind"], line) for n, line, _ in step_lines(data, lang)]
        shows = [k for k, (kind, _) in enumerate(stops) if kind in ("show", "muck")]
        if played.all_turned_up(rules) or not shows:
            continue
        said = first_to_show(played, rules, lang)
        telling = [k for k, (_, line) in enumerate(stops) if said in line]
        in_turn += 1
        assert telling == shows[:1] and stops[shows[0]][1].startswith(said), (hand_id, stops[shows[0]])
    assert in_turn >= 3, in_turn
