"""A played hand told in words, street by street, and a player's legal options in a sentence.

Every sentence is a catalogue text about one player, asked for with that player's gender (``player_gender``): a
text written once per gender (``showdown.first.aggressor@gender=f``) gets the variant that agrees with the player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from itertools import groupby

from calculator import Options, PlayedHand, RuleSet, StepKind, TableSetup
from calculator.betting import Variant
from calculator.playback import BETTING_KINDS, Step
from macros.facts.figures import Facts
from macros.facts.hand_facts import read_example_history
from macros.facts.reopening import ShortAllIn, short_all_ins
from macros.render.cards import cards_html
from macros.render.diagrams import diagram_html
from macros.render.figures import names, pot_label
from macros.text.catalogue import plural, text
from macros.text.names import player_gender, player_name
from macros.text.numbers import format_chips
from macros.text.profile import profile
from replays.call_only import call_only_at
from replays.reopened import newly_reopened

STEP_KEYS: Mapping[StepKind, str] = {
    StepKind.POST: "step.call",
    StepKind.FOLD: "step.fold",
    StepKind.CHECK: "step.check",
    StepKind.CALL: "step.call",
    StepKind.BET: "step.bet",
    StepKind.RAISE: "step.raise",
    StepKind.COMPLETE: "step.complete",
}
"""The catalogue key of each kind of step the story tells in the betting (antes, blinds and straddles: see
``_forced``; shown and mucked hands are told at the showdown, ``showdown_lines``)."""

BLIND_KEYS = ("step.small_blind", "step.big_blind")
"""The blinds by their entry in PHH's ``blinds_or_straddles``: the small blind first, then the big blind."""

SHORT_KEYS: Mapping[str, str] = {
    "step.ante": "step.ante.short",
    "step.small_blind": "step.small_blind.short",
    "step.big_blind": "step.big_blind.short",
    "step.straddle": "step.straddle.short",
}
"""A forced bet posted short: the player puts in what he has, part of the full amount, and is all-in."""

FORCED = frozenset({StepKind.ANTE, StepKind.BLIND, StepKind.STRADDLE})
BETTING = BETTING_KINDS  # the engine's own set: the steps of the betting itself
AGGRESSIVE = frozenset({StepKind.BET, StepKind.RAISE, StepKind.COMPLETE})

STREET_KEYS: Mapping[str, str] = {
    "preflop": "street.preflop",
    "flop": "street.flop",
    "turn": "street.turn",
    "river": "street.river",
    "showdown": "street.showdown",
}


def _forced(setup: TableSetup, step: Step) -> tuple[str, int]:
    """A forced bet's catalogue key and its full amount (the ante or blind the table asks for), found by the
    entry of the hand history that the step's seat pays (``TableSetup.forced_seat``)."""
    if step.seat is None:
        raise ValueError(f"a forced bet without a seat: {step}")
    full = setup.asked_of(step.seat, ante=step.kind is StepKind.ANTE)
    if step.kind is StepKind.ANTE:
        return "step.ante", full
    entry = setup.forced_seat(step.seat)
    key = BLIND_KEYS[entry] if step.kind is StepKind.BLIND and entry < len(BLIND_KEYS) else "step.straddle"
    return key, full


def _isolated(pid: str, lang: str) -> str:
    """A player's name as its own bidirectional isolate (``<bdi>``), as the tables write names."""
    return f"<bdi>{escape(player_name(pid, lang), quote=False)}</bdi>"


def step_text(
    setup: TableSetup,
    step: Step,
    lang: str,
    reopened: tuple[str, ...] | None = None,
    short: ShortAllIn | None = None,
    answer: Callable[[str], str] | None = None,
) -> str | None:
    """One betting step in words, or None for steps the story leaves out (dealing, a forced bet of 0 chips:
    a big blind whose blind took his whole stack posts no ante). Shown and mucked hands: ``showdown_lines``.
    ``reopened``: the players for whom the step reopens the betting that was closed to them (``newly_reopened``;
    by default the step's ``reopens_for``); ``short``: for an all-in short of a full bet or raise, what the engine
    says right after it (``macros.facts.reopening``; required for such a step); ``answer``: marks the clause on who
    may raise again, where the step asks it (the replayer hides the marked clause while it asks)."""
    kind = step.kind
    if kind not in FORCED and kind not in STEP_KEYS:
        return None
    pid = step.name or ""
    gender = player_gender(pid)
    fields = {
        "name": _isolated(pid, lang),
        "chips": format_chips(step.chips, lang),
        "total": format_chips(step.street_total, lang),
    }
    if kind in FORCED:
        if not step.chips:
            return None
        key, full = _forced(setup, step)
        if step.all_in and step.chips < full:
            return text(SHORT_KEYS[key], lang, gender=gender, **fields, full=format_chips(full, lang))
    elif kind is StepKind.RAISE and step.all_in and not step.full_raise and setup.variant is Variant.FIXED_LIMIT:
        # fixed limit: an all-in short of what counts as a raise is no raise, and is not called one (F15-2)
        key = "step.all_in.short"
    else:
        key = STEP_KEYS[kind]
    said = text(key, lang, gender=gender, **fields)
    if step.all_in and key != "step.all_in.short":
        said += text("step.all_in", lang)
    reopening = _reopening(step, step.reopens_for if reopened is None else reopened, short, lang)
    return said + (answer(reopening) if answer and reopening else reopening)


def _reopening(step: Step, reopens_for: tuple[str, ...], short: ShortAllIn | None, lang: str) -> str:
    """What a bet or raise does to the betting. A first bet opens it (the players who checked may then raise,
    which needs no saying); a raise reopens it for the players it names. A short all-in does not, unless with the
    increases before it it adds up to a full raise for someone; that it does not reopen the betting is said only
    when it holds back someone who has acted (the engine's list): when nobody has (the blinds still to act), a
    raise over it must still add a full raise, and the story says so (no-limit, pot limit) or nothing (fixed limit)."""
    reopened = list(reopens_for)
    if step.full_raise is False:
        if reopened:
            return plural("step.short.adds_up", len(reopened), lang, names=names(reopened, lang))
        if short is None:
            raise ValueError(f"step {step.index}: a short all-in needs the engine's reopening facts (ShortAllIn)")
        bet = step.kind is StepKind.BET
        if short.barred:
            return text("step.short.bet" if bet else "step.short", lang)
        if short.raise_by is not None:
            size = format_chips(short.raise_by, lang)
            return text("step.short.bet.first" if bet else "step.short.first", lang, size=size)
        return ""
    if reopened and step.kind is not StepKind.BET:
        return plural("step.reopens", len(reopened), lang, names=names(reopened, lang))
    return ""


def showdown_lines(played: PlayedHand, rules: RuleSet, lang: str) -> list[str]:
    """The showdown under the rule set: under ``tournament``, once a player is all-in (and the betting is over,
    as it is at a showdown) every hand is turned up; otherwise the first to show (the engine's
    ``showdown_order``: the last aggressor of the final betting round, or the first live seat left of the
    button) and, in turn, each hand shown or mucked, a muck conceding."""
    order = played.showdown_order
    if not order:
        return []
    lines = [first_to_show(played, rules, lang)]
    for seat in order:
        pid = played.names[seat]
        name, gender = _isolated(pid, lang), player_gender(pid)
        cards = played.shown[seat]
        if played.mucked[seat]:
            pots_in = sum(1 for pot in played.settlement.pots if dict(pot.paid).get(pid, 0) > 0)
            muck = text("step.muck.several" if pots_in > 1 else "step.muck", lang, gender=gender, name=name)
            lines.append(muck)
        elif cards is not None:
            shown = cards_html("".join(map(str, cards)), lang)
            lines.append(text("step.show", lang, gender=gender, name=name, cards=shown))
    return lines


def first_to_show(played: PlayedHand, rules: RuleSet, lang: str) -> str:
    """Why the hands are shown as they are: all turned up, or who shows first and why."""
    if played.all_turned_up(rules):
        return text("showdown.turned_up", lang)
    betting = [step for step in played.steps if step.kind in BETTING]
    last_round = betting[-1].street if betting else None
    bet_on_it = any(step.kind in AGGRESSIVE and step.street == last_round for step in betting)
    pid = played.names[played.showdown_order[0]]
    return text(
        "showdown.first.aggressor" if bet_on_it else "showdown.first.button",
        lang,
        gender=player_gender(pid),
        name=_isolated(pid, lang),
    )


def award_lines(facts: Facts, lang: str) -> list[str]:
    """Each pot's award, side pots first and the main pot last, as the dealer pushes them."""
    pots = facts.settled().pots
    awards = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        fields = {
            "names": names(list(pot.winners), lang),
            "pot": pot_label(index, len(pots), lang, prose=True),
            "amount": format_chips(pot.amount, lang),
            "shares": text("list.separator", lang).join(
                f'<span class="allin-pair">{_isolated(pid, lang)} {format_chips(share, lang)}</span>'
                for pid, share in pot.shares
            ),
        }
        awards.append((tuple(pot.winners), fields))
    return award_sentences(awards, lang)


def award_sentences(awards: Sequence[tuple[Sequence[str], Mapping[str, str]]], lang: str) -> list[str]:
    """The pots' awards in the order given, each (its winners, its fields for ``award.wins`` or ``award.split``).
    Pots in a row that go whole to one player are said in one sentence, his name once ("Mina wins side pot 1
    (1,200) and the main pot (1,350)"; native review F11-26)."""
    lines: list[str] = []
    for _, run in groupby(awards, key=lambda award: award[0][0] if len(award[0]) == 1 else id(award)):
        (winners, fields), *more = run
        if not more:
            lines.append(text("award.wins" if len(winners) == 1 else "award.split", lang, **fields))
            continue
        pots = [text("award.pot", lang, pot=f["pot"], amount=f["amount"]) for _, f in ((winners, fields), *more)]
        lines.append(text("award.wins_all", lang, names=fields["names"], pots=profile(lang).join(pots)))
    return lines


def returned_line(pid: str, chips: int, lang: str, isolated: bool = True) -> str:
    """A player's uncalled chips handed back, in a sentence (``isolated``: the name as its own ``<bdi>``)."""
    name = _isolated(pid, lang) if isolated else player_name(pid, lang)
    return text("award.returned", lang, gender=player_gender(pid), name=name, chips=format_chips(chips, lang))


def returned_lines(facts: Facts, lang: str) -> list[str]:
    """The uncalled chips handed back, as soon as the betting is over."""
    return [returned_line(pid, chips, lang) for pid, chips in facts.settled().returned]


def hand_story(facts: Facts, rules: RuleSet, lang: str) -> str:
    """The whole hand as Markdown under the rule set it was played by: one paragraph heading per street, its
    actions as a list, the uncalled chips handed back and the pots' diagram once the betting is over; then the
    showdown and each pot's award. Under the tournament rule with a player all-in, every hand is turned up at
    the end of the street where the betting closed, before the rest of the board is run out."""
    played = facts.played
    if played is None:
        raise ValueError(f"example {facts.example.id} is not a finished hand")
    sections: list[tuple[str, str, list[str]]] = []
    last_bet = max((n for n, step in enumerate(played.steps) if step.kind in BETTING), default=-1)
    turned_up = played.turned_up_at(rules)  # where every hand goes face up before the rest of the board, if it does
    reopened = newly_reopened(list(played.steps))
    short = short_all_ins(played.history, rules)
    shown = showdown_lines(played, rules, lang)
    betting_over = 0  # how many sections the story has told when the betting is over: the diagram goes there
    for number, step in enumerate(played.steps):
        if step.kind in (StepKind.SHOW, StepKind.MUCK):
            continue
        if not sections or sections[-1][0] != step.street:
            sections.append((step.street, "", []))
        if step.kind is StepKind.DEAL_BOARD:
            title, _, lines = sections[-1]
            sections[-1] = (title, cards_html("".join(step.cards), lang), lines)
            continue
        said = step_text(played.history.setup, step, lang, reopened[number], _short_at(short, step))
        if said is not None:
            sections[-1][2].append(said)
        if number == last_bet:
            sections[-1][2].extend(returned_lines(facts, lang))
            betting_over = len(sections)
        if number == turned_up:
            sections[-1][2].extend(shown)
    sections.append(("showdown", "", [*([] if turned_up is not None else shown), *award_lines(facts, lang)]))
    out = []
    for street, board, lines in sections:
        head = f"**{text(STREET_KEYS[street], lang)}**" + (f" {board}" if board else "")
        body = lines or [text("step.no_betting", lang)]
        out.append(head + "\n\n" + "\n".join(f"- {line}" for line in body))
    out.insert(betting_over, diagram_html(facts, lang))
    return '<div class="hand-story" markdown>\n\n' + "\n\n".join(out) + "\n\n</div>"


def _short_at(short: dict[int, ShortAllIn], step: Step) -> ShortAllIn | None:
    """What the engine said right after ``step``, if it is a short all-in."""
    return None if step.index is None else short.get(step.index)


def _before_flop(facts: Facts, point: str) -> bool:
    """Whether no board card has been dealt by the decision point (the blinds are still the bet to match)."""
    actions = read_example_history(facts.example).actions[: facts.example.decisions[point]]
    return all(action.actor is not None for action in actions)


def call_only_words(facts: Facts, point: str, rules: RuleSet, lang: str) -> str:
    """What the dealer says, at a decision point, to the player to act whom a short all-in did not reopen the betting
    for: the bet he faces and what he must add to call (``replay.call_only.words``, the replayer's words), the
    engine's figures. A point where the player may raise, or nobody is held to a call, is an error of the page."""
    example = facts.example
    if point not in example.decisions:
        known = ", ".join(example.decisions) or "none"
        raise ValueError(f"example {example.id} has no decision point {point!r} (points: {known})")
    said = call_only_at(read_example_history(example), rules, example.decisions[point])
    if said is None:
        raise ValueError(f"example {example.id}, decision {point}: nobody to act is held to call or fold")
    key = "replay.call_only.words.all_in" if said.all_in else "replay.call_only.words"
    return text(key, lang, bet=format_chips(said.bet, lang), call=format_chips(said.call, lang))


def options_sentence(facts: Facts, point: str, lang: str, pronoun: bool = False) -> str:
    """The legal options at a decision point, in one sentence; ``pronoun``: the player to act named by a pronoun
    (``options.subject``, «Она может…»), for a page whose sentence before has just named him or her."""
    try:
        options: Options = facts.decisions[point]
    except KeyError:
        known = ", ".join(facts.decisions) or "none"
        raise ValueError(f"example {facts.example.id} has no decision point {point!r} (points: {known})") from None
    if options.to_act is None:
        return text("options.nobody", lang)
    pid = facts.example.player_ids[options.to_act]
    gender = player_gender(pid)
    fields = {
        "name": text("options.subject", lang, gender=gender) if pronoun else _isolated(pid, lang),
        "call": format_chips(options.call_amount or 0, lang),
        "low": format_chips(options.min_raise_to or 0, lang),
        "high": format_chips(options.max_raise_to or 0, lang),
    }
    if options.can_check:
        # Before the flop a player who may check has a blind in front of him: his option is a raise, not a bet.
        key = (
            "options.check_only"
            if options.min_raise_to is None
            else "options.check_raise_range"
            if _before_flop(facts, point)
            else "options.check_range"
        )
    elif options.min_raise_to is None:
        key = "options.call_only"
    elif options.min_raise_to == options.max_raise_to:
        key = "options.one"
    else:
        key = "options.range"
    return text(key, lang, gender=gender, **fields)
