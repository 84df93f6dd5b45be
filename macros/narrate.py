"""A played hand told in words, street by street, and a player's legal options in a sentence."""

from __future__ import annotations

from collections.abc import Mapping

from calculator import Options, StepKind
from calculator.playback import Step

from .cards import cards_html
from .catalogue import plural, text
from .facts import Facts
from .names import player_name
from .numbers import format_chips
from .render import names, pot_label

STEP_KEYS: Mapping[StepKind, str] = {
    StepKind.ANTE: "step.ante",
    StepKind.STRADDLE: "step.straddle",
    StepKind.POST: "step.call",
    StepKind.FOLD: "step.fold",
    StepKind.CHECK: "step.check",
    StepKind.CALL: "step.call",
    StepKind.BET: "step.bet",
    StepKind.RAISE: "step.raise",
    StepKind.COMPLETE: "step.complete",
    StepKind.SHOW: "step.show",
    StepKind.MUCK: "step.muck",
}
"""The catalogue key of each kind of step the story tells (blinds by position: see ``_blind_key``)."""

BLIND_KEYS = ("step.small_blind", "step.big_blind", "step.straddle")

STREET_KEYS: Mapping[str, str] = {
    "preflop": "street.preflop",
    "flop": "street.flop",
    "turn": "street.turn",
    "river": "street.river",
    "showdown": "street.showdown",
}


def _blind_key(facts: Facts, step: Step) -> str:
    blinds = list(facts.example.data.get("blinds_or_straddles", []))
    order = [seat for seat, amount in enumerate(blinds) if amount > 0]
    position = order.index(step.seat) if step.seat in order else 0
    return BLIND_KEYS[min(position, 2)]


def step_text(facts: Facts, step: Step, lang: str) -> str | None:
    """One step in words, or None for steps the story leaves out (dealing hole cards)."""
    kind = step.kind
    if kind in (StepKind.DEAL_HOLE, StepKind.DEAL_BOARD):
        return None
    key = _blind_key(facts, step) if kind is StepKind.BLIND else STEP_KEYS[kind]
    name = player_name(step.name or "", lang)
    fields = {
        "name": name,
        "chips": format_chips(step.chips, lang),
        "total": format_chips(step.street_total, lang),
        "cards": cards_html("".join(step.cards), lang) if step.cards and "??" not in step.cards else "",
    }
    said = text(key, lang, **fields)
    if step.all_in and kind not in (StepKind.SHOW, StepKind.MUCK):
        said += text("step.all_in", lang)
    if step.full_raise is False:
        said += text("step.short", lang)
    if step.reopens_for:
        reopened = list(step.reopens_for)
        said += plural("step.reopens", len(reopened), lang, names=names(reopened, lang))
    return said


BETTING = frozenset({StepKind.FOLD, StepKind.CHECK, StepKind.CALL, StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})


def award_lines(facts: Facts, lang: str) -> list[str]:
    """Each pot's award, side pots first and the main pot last, as the dealer pushes them."""
    pots = facts.settled().pots
    lines = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        fields = {
            "names": names(list(pot.winners), lang),
            "pot": pot_label(index, len(pots), lang, prose=True),
            "amount": format_chips(pot.amount, lang),
            "shares": text("list.separator", lang).join(
                f"{player_name(pid, lang)} {format_chips(share, lang)}" for pid, share in pot.shares
            ),
        }
        lines.append(text("award.wins" if len(pot.winners) == 1 else "award.split", lang, **fields))
    return lines


def returned_lines(facts: Facts, lang: str) -> list[str]:
    """The uncalled chips handed back, as soon as the betting is over."""
    return [
        text("award.returned", lang, name=player_name(pid, lang), chips=format_chips(chips, lang))
        for pid, chips in facts.settled().returned
    ]


def hand_story(facts: Facts, lang: str) -> str:
    """The whole hand as Markdown: one paragraph heading per street, its actions as a list."""
    played = facts.played
    if played is None:
        raise ValueError(f"example {facts.example.id} is not a finished hand")
    sections: list[tuple[str, str, list[str]]] = []
    last_bet = max((n for n, step in enumerate(played.steps) if step.kind in BETTING), default=-1)
    for number, step in enumerate(played.steps):
        street = "showdown" if step.kind in (StepKind.SHOW, StepKind.MUCK) else step.street
        if not sections or sections[-1][0] != street:
            sections.append((street, "", []))
        if step.kind is StepKind.DEAL_BOARD:
            title, _, lines = sections[-1]
            sections[-1] = (title, cards_html("".join(step.cards), lang), lines)
            continue
        said = step_text(facts, step, lang)
        if said is not None:
            sections[-1][2].append(said)
        if number == last_bet:
            sections[-1][2].extend(returned_lines(facts, lang))
    if not sections or sections[-1][0] != "showdown":
        sections.append(("showdown", "", []))
    sections[-1][2].extend(award_lines(facts, lang))
    out = []
    for street, board, lines in sections:
        head = f"**{text(STREET_KEYS[street], lang)}**" + (f" {board}" if board else "")
        body = lines or [text("step.no_betting", lang)]
        out.append(head + "\n\n" + "\n".join(f"- {line}" for line in body))
    return '<div class="hand-story" markdown>\n\n' + "\n\n".join(out) + "\n\n</div>"


def options_sentence(facts: Facts, point: str, lang: str) -> str:
    """The legal options at a decision point, in one sentence."""
    try:
        options: Options = facts.decisions[point]
    except KeyError:
        known = ", ".join(facts.decisions) or "none"
        raise ValueError(f"example {facts.example.id} has no decision point {point!r} (points: {known})") from None
    if options.to_act is None:
        return text("options.nobody", lang)
    fields = {
        "name": player_name(facts.example.player_ids[options.to_act], lang),
        "call": format_chips(options.call_amount or 0, lang),
        "low": format_chips(options.min_raise_to or 0, lang),
        "high": format_chips(options.max_raise_to or 0, lang),
    }
    if options.can_check:
        key = "options.check_only" if options.min_raise_to is None else "options.check_range"
    elif options.min_raise_to is None:
        key = "options.call_only"
    elif options.min_raise_to == options.max_raise_to:
        key = "options.one"
    else:
        key = "options.range"
    return text(key, lang, **fields)
