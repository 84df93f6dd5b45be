"""The hand replayer's markup: a hand published by ``replays`` told step by step in the page's language.

Without JavaScript the replayer is this list of steps (one ``<li data-step="N">`` per step the replayer
stops at, N the step's place in the replay's ``steps``). ``docs/assets/js/replay.js`` draws the table from the
published data (``assets/replay/<id>.json``) and shows each step's sentence from this list. Every figure comes
from the replay data, which the engine computed; nothing here adds chips up. Where the rule turns the hands up
(tournament, a player all-in, the betting over: the round end right after the action that closed the betting has
them face up in the data) the list says so there, after that round end's pots and the chips nobody called (handed
back first, as the dealers' procedure has it), and names every hand turned up, so a reader without the script
sees them face up there too; a show step the history writes later for such a hand says its cards are already face up.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping, Sequence
from typing import Any

import calculator
from calculator import StepKind, TableSetup
from calculator.playback import Step
from macros.facts.reopening import short_all_ins
from macros.render.cards import cards_html
from macros.render.figures import isolated_name, names, pot_label
from macros.render.narrate import STREET_KEYS, award_sentences, first_to_show, returned_line, step_text
from macros.text.catalogue import plural, text
from macros.text.names import player_gender, player_name
from macros.text.numbers import format_chips
from replays.groups import HandGroup, page_order

Json = Mapping[str, Any]
BETTING = frozenset({"fold", "check", "call", "bet", "raise", "complete"})
RAISES = frozenset({"bet", "raise", "complete"})
ROUND_END = {
    "preflop": "replay.round_end.preflop",
    "flop": "replay.round_end.flop",
    "turn": "replay.round_end.turn",
    "river": "replay.round_end.river",
}
TITLE, WATCH = "replay.title.", "replay.watch."
"""A replayed hand's title and what to watch in it: these prefixes and the hand's id."""
GROUP = "replay.group."
"""A group of hands on the replay page (``replays/groups.toml``): this prefix and the group's id."""


ANSWER = '<span class="rp-answer">'
"""What a question stop answers in its own sentence (who may no longer raise): the replayer hides it while it asks."""


DEALER = '<span class="rp-dealer"'
"""The dealer's words to a player (a sentence of its own, ending with its closing quote)."""


def _full_stop(part: str) -> str:
    return part if part.endswith((".", "!", "?", "؟")) else part + "."


def _sentence(parts: Sequence[str]) -> str:
    """Clauses as sentences (each ends with a full stop; an answer's span, or the dealer's words, hold their own)."""
    return " ".join(part if part.startswith((ANSWER, DEALER)) else _full_stop(part) for part in parts if part)


def _answer(clause: str) -> str:
    """A clause that answers the stop's question, marked for the replayer to hide while it asks."""
    return f"{ANSWER}{_full_stop(clause)}</span>"


def _inline_answer(clause: str) -> str:
    """A clause inside a sentence that answers the stop's question (who may raise again: the betting reopened
    for someone, or not), marked for the replayer to hide while it asks; the sentence ends after it."""
    return f"{ANSWER}{clause}</span>"


def _engine_step(data: Json, step: Json) -> Step:
    """The engine's record of an action, rebuilt from the replay data for the story's sentences."""
    seat = data["names"].index(step["actor"]) if step.get("actor") else None
    return Step(
        step["index"],
        step["street"],
        StepKind(step["kind"]),
        seat,
        step.get("actor"),
        step.get("chips", 0),
        step.get("street_total", 0),
        bool(step.get("all_in")),
        step.get("full_raise"),
        tuple(step.get("reopens_for", ())),
    )


def _call_only(said: Json, lang: str) -> str:
    """What the dealer tells the player to act who may only call or fold (``call_only`` of the step): the bet he
    faces and what he must add, the engine's figures (his last chips: he calls all-in); his name in the dative
    («Дилер — Рамсесу»)."""
    words = text(
        "replay.call_only.words.all_in" if said.get("all_in") else "replay.call_only.words",
        lang,
        bet=format_chips(said["bet"], lang),
        call=format_chips(said["call"], lang),
    )
    pid = said["name"]
    name = f"<bdi>{html.escape(player_name(pid, lang, case='dat'), quote=False)}</bdi>"
    line = text("replay.call_only", lang, name=name, words=words)
    return f'{DEALER} data-to="{html.escape(pid)}">{line}</span>'


def _forced(data: Json, setup: TableSetup, step: Json, lang: str) -> list[str]:
    said = []
    for post in step["forced"]:
        seat = data["names"].index(post["name"])
        kind = StepKind(post["kind"])
        record = Step(None, "preflop", kind, seat, post["name"], post["chips"], post["chips"], post["all_in"])
        line = step_text(setup, record, lang)
        if line:
            said.append(line)
    return said


def _cut(step: Json, lang: str) -> list[str]:
    """The chips handed back, then the pots, as the dealer cuts them: what nobody called goes back before anything
    is cut (the dealers' page, step 3; dealer review D16-06)."""
    pots = step["pots"]
    lines = [returned_line(pid, chips, lang) for pid, chips in step["returned"].items()]
    lines += [
        plural(
            "replay.pot",
            len(pot["eligible"]),
            lang,
            pot=pot_label(n, len(pots), lang),
            amount=format_chips(pot["amount"], lang),
            names=names(pot["eligible"], lang, isolated=True),
        )
        for n, pot in enumerate(pots)
    ]
    return lines


def _awards(step: Json, lang: str) -> list[str]:
    """Each pot's award, side pots first, as the dealer pushes them."""
    pots = step["settle"]["pots"]
    awards = []
    for n in reversed(range(len(pots))):
        pot = pots[n]
        fields = {
            "names": names(pot["winners"], lang, isolated=True),
            "pot": pot_label(n, len(pots), lang, prose=True),
            "amount": format_chips(pot["amount"], lang),
            "shares": text("list.separator", lang).join(
                f"{isolated_name(pid, lang)} {format_chips(share, lang)}" for pid, share in pot["shares"].items()
            ),
        }
        awards.append((pot["winners"], fields))
    return award_sentences(awards, lang)


def step_lines(data: Json, lang: str) -> list[tuple[int, str, str]]:
    """(place in ``steps``, sentence, what the replayer asks there: ``pots``, ``reopen`` or ``""``) for every
    step the replayer stops at."""
    history = calculator.read_history(data["phh"])
    setup = history.setup
    rules = calculator.rules_from_json(data["rules"])
    short = short_all_ins(history, rules)
    steps = data["steps"]
    last_deal = max((n for n, s in enumerate(steps) if s["kind"] == "deal_hole"), default=-1)
    played = calculator.replay(data["phh"], rules)
    order = _turn_up_order(played, len(data["names"]))
    # shown in turn: the first show or muck says who shows first and why (native review R18-12), as the story does
    told_first = played.all_turned_up(rules) or not played.showdown_order
    face_up: dict[int, list[str]] = {}  # the seats the list has named face up by the rule, with their cards
    out: list[tuple[int, str, str]] = []
    previous_cut: tuple[Any, Any] = ([], {})
    reading = False  # at the stop that reads the hands already face up, until another kind of step
    read = False  # the hands turned up by the rule have been read at a stop of their own
    for n, step in enumerate(steps):
        kind = step["kind"]
        reading = reading and kind == "show"
        parts: list[str] = []
        ask = ""
        turn_up_at = 0
        if kind == "forced":
            parts = _forced(data, setup, step, lang)
        elif kind == "deal_hole":
            if n != last_deal:
                continue
            parts = [text("replay.dealt", lang)]
        elif kind == "deal_board":
            cards = cards_html("".join(step["cards"]), lang)
            parts = [text("replay.board", lang, street=text(STREET_KEYS[step["street"]], lang), cards=cards)]
        elif kind in BETTING:
            barred = step.get("no_longer_raise", [])
            if step.get("all_in") and kind in RAISES and (barred or step.get("reopens_for")):
                ask = "reopen"
            engine_step, reopening = _engine_step(data, step), short.get(step["index"])
            # a second raise does not reopen the betting "again" for a player it was open to already (native review
            # F18-7: the step's still_open, replays/reopened.py); a stop that asks who may raise names such a
            # player, once answered, as free to raise still (F19-4)
            still = step.get("still_open", [])
            newly = tuple(name for name in step.get("reopens_for", []) if name not in still)
            said = step_text(setup, engine_step, lang, newly, short=reopening, answer=_inline_answer if ask else None)
            parts = [said or ""]
            if ask and still:
                parts.append(
                    _answer(plural("replay.still_open", len(still), lang, names=names(still, lang, isolated=True)))
                )
            if barred:
                parts.append(
                    _answer(
                        plural("replay.no_longer_raise", len(barred), lang, names=names(barred, lang, isolated=True))
                    )
                )
            if step.get("call_only"):  # the action is on a player who may only call or fold: the dealer tells him
                said = _call_only(step["call_only"], lang)
                parts.append(f"{ANSWER}{said}</span>" if ask else said)
        elif kind == "show":
            seat = data["names"].index(step["actor"])
            if face_up.get(seat) != list(step["cards"]):
                parts = [_shows(data, seat, step["cards"], lang)]
            elif reading:  # hands the rule turned up are read, not shown again: one stop for them all (D9-3)
                continue
            else:
                parts, reading, read = [text("replay.hands_face_up", lang)], True, True
        elif kind == "muck":
            pid = step["actor"]
            pots_in = sum(1 for pot in previous_cut[0] if pid in pot["eligible"])
            parts = [
                text(
                    "step.muck.several" if pots_in > 1 else "step.muck",
                    lang,
                    gender=player_gender(pid),
                    name=isolated_name(pid, lang),
                )
            ]
        elif kind == "round_end":
            cut = (step["pots"], step["returned"])
            parts = [text(ROUND_END[step["street"]], lang)]
            turn_up_at = 1 + len(step["returned"])  # hands turned up after the return, before the pots (D16-06)
            if cut == previous_cut:
                parts.append(plural("replay.pots_unchanged", max(len(step["pots"]), 1), lang))
            else:  # the cut answers the question asked before it (hidden while it asks: native review F16-13)
                parts += [_answer(part) for part in _cut(step, lang)]
                ask = "pots"
            previous_cut = cut
        elif kind == "settled":
            # a hand with no show of its own read at the showdown all the same (native review R11-06)
            parts = [*([text("replay.hands_face_up", lang)] if face_up and not read else []), *_awards(step, lang)]
        else:
            continue
        if kind in ("show", "muck") and not told_first:
            parts.insert(0, first_to_show(played, rules, lang))
            told_first = True
        if n and kind not in ("show", "muck", "settled") and _turned_up(steps[n - 1], step):
            turned = [text("showdown.turned_up", lang)]
            for seat in order:
                if step["shown"][seat] and not steps[n - 1]["shown"][seat]:
                    face_up[seat] = list(step["shown"][seat])
                    turned.append(_shows(data, seat, step["shown"][seat], lang))
            at = turn_up_at if kind == "round_end" else len(parts)
            # hidden too while the cut is asked: what goes back comes before the hands are turned up (D17-03)
            parts[at:at] = [_answer(part) for part in turned] if ask == "pots" else turned
        out.append((n, _sentence(parts), ask))
    return out


def _shows(data: Json, seat: int, cards: Sequence[str], lang: str) -> str:
    """The player shows ``cards``."""
    pid = data["names"][seat]
    shown = cards_html("".join(cards), lang)
    return text("step.show", lang, gender=player_gender(pid), name=isolated_name(pid, lang), cards=shown)


def _turn_up_order(played: calculator.PlayedHand, seats: int) -> list[int]:
    """Every seat, in the order the list names hands the rule turns up: the engine's showdown order
    (``PlayedHand.showdown_order``), then the other seats in seat order."""
    first = list(played.showdown_order)
    return first + [seat for seat in range(seats) if seat not in first]


def _turned_up(before: Json, now: Json) -> bool:
    """True when this step turned hands up that were face down (the tournament rule, not a player showing)."""
    return sum(c is not None for c in now["shown"]) > sum(c is not None for c in before["shown"])


def _attribute(value: object) -> str:
    return html.escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def _card_faces(data: Json, lang: str) -> dict[str, str]:
    """Each known card of the hand (dealt, on the board or shown) as the site writes a card, for the script."""
    found: dict[str, str] = {}
    for step in data["steps"]:
        for card in [*step.get("cards", ()), *step["board"], *(c for cards in step["shown"] if cards for c in cards)]:
            if card != "??" and card not in found:
                found[card] = cards_html(card, lang)
    return found


def replayer_html(data: Json, lang: str, lessons: Mapping[str, str], *, open_list: bool = False) -> str:
    """The replayer of one published hand: for the script, its id (the data's address), the players' names and
    genders (a seat's flag agrees with the player: «сбросила карты»), the cards as the page writes them and each
    mistake's lesson link (``lessons``); and the steps as a list (open on the replay page, folded under a lesson's
    hand story)."""
    players = _attribute([player_name(pid, lang) for pid in data["names"]])
    genders = _attribute([player_gender(pid) for pid in data["names"]])
    items = "\n".join(
        f'<li data-step="{n}"' + (f' data-ask="{ask}"' if ask else "") + f">{line}</li>"
        for n, line, ask in step_lines(data, lang)
    )
    return (
        f'<div class="allin-replay" data-replay="{html.escape(data["id"])}" data-names="{players}"'
        f' data-genders="{genders}"\n'
        f' data-cards="{_attribute(_card_faces(data, lang))}" data-lessons="{_attribute(dict(lessons))}">\n'
        f'<details class="rp-steps"{" open" if open_list else ""}><summary>{text("replay.steps", lang)}</summary>\n'
        f'<ol class="rp-list">\n{items}\n</ol>\n</details>\n</div>'
    )


def _picker(published: Mapping[str, Json], groups: Sequence[HandGroup], lang: str) -> str:
    """The replay page's picker: every group by name, each with a link to each of its hands (by the hand's id, the
    same in every language; without JavaScript the links lead to the hands' headings)."""
    blocks = []
    for group in groups:
        label = f"rp-group-{group.id}"
        links = "".join(
            f'<li><a href="#{hand}" data-hand="{hand}">{html.escape(text(TITLE + hand, lang))}</a></li>'
            for hand in group.hands
            if hand in published
        )
        blocks.append(
            f'<div class="rp-group" data-group="{group.id}"><p class="rp-group-name" id="{label}">'
            f'{html.escape(text(GROUP + group.id, lang))}</p><ul aria-labelledby="{label}">{links}</ul></div>'
        )
    return (
        f'<nav class="rp-picker" aria-labelledby="rp-picker-name">\n<details class="rp-picker-box" open>'
        f'<summary id="rp-picker-name">{text("replay.picker", lang)}</summary>\n'
        f'<div class="rp-groups">\n' + "\n".join(blocks) + "\n</div>\n</details>\n</nav>"
    )


def replay_page(
    published: Mapping[str, Json], groups: Sequence[HandGroup], lang: str, lessons: Mapping[str, str]
) -> str:
    """The replay page: the picker of hands by group, then each hand in its own section (in the order the picker
    first names it) under its title as a heading (the hand's id as anchor, the same in every language), with what to
    watch and its replayer. The replayer's script shows one section at a time, the one the address names."""
    sections = [
        f'<section class="rp-hand" markdown="1">\n\n## {text(TITLE + hand, lang)} {{: #{hand} }}\n\n'
        f"{text(WATCH + hand, lang)}\n\n{replayer_html(published[hand], lang, lessons, open_list=True)}\n\n</section>"
        for hand in page_order(groups)
    ]
    return _picker(published, groups, lang) + "\n\n" + "\n\n".join(sections)
