"""A played hand told in words, street by street, and a player's legal options in a sentence."""

from __future__ import annotations

from collections.abc import Mapping

from calculator import Options, StepKind
from calculator.playback import Step

from .cards import cards_html
from .facts import Facts
from .names import player_name
from .numbers import format_chips
from .render import LIST_SEPARATOR, names, pot_label

STREET_NAMES: Mapping[str, Mapping[str, str]] = {
    "preflop": {"ru": "Префлоп", "fa": "پیش از فلاپ", "en": "Preflop"},
    "flop": {"ru": "Флоп", "fa": "فلاپ", "en": "Flop"},
    "turn": {"ru": "Тёрн", "fa": "ترن", "en": "Turn"},
    "river": {"ru": "Ривер", "fa": "ریور", "en": "River"},
    "showdown": {"ru": "Вскрытие", "fa": "شودان", "en": "Showdown"},
}

STEP_TEXT: Mapping[str, Mapping[str, str]] = {
    "ante": {
        "ru": "{name} ставит анте {chips}",
        "fa": "{name} آنتی {chips} می‌گذارد",
        "en": "{name} posts an ante of {chips}",
    },
    "blind.0": {
        "ru": "{name} ставит малый блайнд {chips}",
        "fa": "{name} اسمال بلایند {chips} را می‌گذارد",
        "en": "{name} posts the small blind of {chips}",
    },
    "blind.1": {
        "ru": "{name} ставит большой блайнд {chips}",
        "fa": "{name} بیگ بلایند {chips} را می‌گذارد",
        "en": "{name} posts the big blind of {chips}",
    },
    "blind.2": {
        "ru": "{name} ставит страддл {chips}",
        "fa": "{name} استرادل {chips} می‌گذارد",
        "en": "{name} straddles for {chips}",
    },
    "fold": {"ru": "{name} сбрасывает карты", "fa": "{name} فولد می‌کند", "en": "{name} folds"},
    "check": {"ru": "{name} пропускает ход (чек)", "fa": "{name} چک می‌کند", "en": "{name} checks"},
    "call": {"ru": "{name} уравнивает {chips}", "fa": "{name} {chips} کال می‌کند", "en": "{name} calls {chips}"},
    "bet": {"ru": "{name} ставит {total}", "fa": "{name} {total} بت می‌کند", "en": "{name} bets {total}"},
    "raise": {
        "ru": "{name} повышает до {total}",
        "fa": "{name} تا {total} ریز می‌کند",
        "en": "{name} raises to {total}",
    },
    "complete": {
        "ru": "{name} доводит ставку до полной: {total}",
        "fa": "{name} بت را تا {total} تکمیل می‌کند",
        "en": "{name} completes the bet to {total}",
    },
    "show": {
        "ru": "{name} открывает {cards}",
        "fa": "{name} کارت‌هایش را نشان می‌دهد: {cards}",
        "en": "{name} shows {cards}",
    },
    "muck": {"ru": "{name} не показывает карты", "fa": "{name} کارت‌هایش را نشان نمی‌دهد", "en": "{name} mucks"},
    "all_in": {"ru": ", это олл-ин", "fa": " و آل‌این می‌شود", "en": ", all-in"},
    "short": {
        "ru": " (меньше полного рейза: торговлю это не открывает)",
        "fa": " (کمتر از یک ریز کامل: حق ریز را دوباره باز نمی‌کند)",
        "en": " (less than a full raise: it does not reopen the betting)",
    },
    "reopens": {
        "ru": "; право повысить снова получает {names}",
        "fa": "؛ با این کار حق ریز برای {names} دوباره باز می‌شود",
        "en": "; this reopens the betting for {names}",
    },
    "no_betting": {
        "ru": "Ставок нет: торговаться больше некому",
        "fa": "شرط‌بندی‌ای در کار نیست: کسی نمانده که بتوان در برابرش شرط بست",
        "en": "no betting: nobody is left to bet against",
    },
}

AWARD_TEXT: Mapping[str, Mapping[str, str]] = {
    "wins": {
        "ru": "{names} забирает {pot}: {amount}",
        "fa": "{names} {pot} را می‌برد: {amount}",
        "en": "{names} wins {pot}: {amount}",
    },
    "split": {
        "ru": "{names} делят {pot} ({amount}): {shares}",
        "fa": "{names} {pot} ({amount}) را تقسیم می‌کنند: {shares}",
        "en": "{names} split {pot} ({amount}): {shares}",
    },
    "returned": {
        "ru": "{name} получает назад {chips}: эти фишки никто не уравнял",
        "fa": "{chips} چیپ کال‌نشده به {name} برمی‌گردد",
        "en": "{name} takes back {chips} that nobody called",
    },
}

OPTION_TEXT: Mapping[str, Mapping[str, str]] = {
    "range": {
        "ru": "{name} может сбросить карты, уравнять {call} или повысить до суммы от {low} до {high}.",
        "fa": "{name} می‌تواند فولد کند، {call} کال کند یا تا مبلغی بین {low} و {high} ریز کند.",
        "en": "{name} may fold, call {call}, or raise to anything from {low} to {high}.",
    },
    "one": {
        "ru": "{name} может сбросить карты, уравнять {call} или повысить до {low}.",
        "fa": "{name} می‌تواند فولد کند، {call} کال کند یا تا {low} ریز کند.",
        "en": "{name} may fold, call {call}, or raise to {low}.",
    },
    "call_only": {
        "ru": "{name} может только уравнять {call} или сбросить карты: повышать нельзя.",
        "fa": "{name} فقط می‌تواند {call} کال کند یا فولد کند؛ حق ریز ندارد.",
        "en": "{name} may only call {call} or fold: raising is not allowed.",
    },
    "check_range": {
        "ru": "{name} может пропустить ход (чек) или поставить от {low} до {high}.",
        "fa": "{name} می‌تواند چک کند یا مبلغی بین {low} و {high} شرط ببندد.",
        "en": "{name} may check, or bet anything from {low} to {high}.",
    },
    "check_only": {
        "ru": "{name} может только пропустить ход (чек).",
        "fa": "{name} فقط می‌تواند چک کند.",
        "en": "{name} may only check.",
    },
    "nobody": {
        "ru": "Ходить некому.",
        "fa": "نوبت هیچ بازیکنی نیست.",
        "en": "Nobody is to act.",
    },
}


def _blind_kind(facts: Facts, step: Step) -> str:
    blinds = list(facts.example.data.get("blinds_or_straddles", []))
    order = [seat for seat, amount in enumerate(blinds) if amount > 0]
    position = order.index(step.seat) if step.seat in order else 0
    return f"blind.{min(position, 2)}"


def step_text(facts: Facts, step: Step, lang: str) -> str | None:
    """One step in words, or None for steps the story leaves out (dealing hole cards)."""
    kind = step.kind
    if kind in (StepKind.DEAL_HOLE, StepKind.DEAL_BOARD):
        return None
    key = _blind_kind(facts, step) if kind is StepKind.BLIND else str(kind)
    if kind is StepKind.POST:
        key = "call"
    name = player_name(step.name or "", lang)
    fields = {
        "name": name,
        "chips": format_chips(step.chips, lang),
        "total": format_chips(step.street_total, lang),
        "cards": cards_html("".join(step.cards), lang) if step.cards and "??" not in step.cards else "",
    }
    text = STEP_TEXT[key][lang].format(**fields)
    if step.all_in and kind not in (StepKind.SHOW, StepKind.MUCK):
        text += STEP_TEXT["all_in"][lang]
    if step.full_raise is False:
        text += STEP_TEXT["short"][lang]
    if step.reopens_for:
        text += STEP_TEXT["reopens"][lang].format(names=names(list(step.reopens_for), lang))
    return text


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
            "shares": LIST_SEPARATOR[lang].join(
                f"{player_name(pid, lang)} {format_chips(share, lang)}" for pid, share in pot.shares
            ),
        }
        lines.append(AWARD_TEXT["wins" if len(pot.winners) == 1 else "split"][lang].format(**fields))
    return lines


def returned_lines(facts: Facts, lang: str) -> list[str]:
    """The uncalled chips handed back, as soon as the betting is over."""
    return [
        AWARD_TEXT["returned"][lang].format(name=player_name(pid, lang), chips=format_chips(chips, lang))
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
        text = step_text(facts, step, lang)
        if text is not None:
            sections[-1][2].append(text)
        if number == last_bet:
            sections[-1][2].extend(returned_lines(facts, lang))
    if not sections or sections[-1][0] != "showdown":
        sections.append(("showdown", "", []))
    sections[-1][2].extend(award_lines(facts, lang))
    out = []
    for street, board, lines in sections:
        head = f"**{STREET_NAMES[street][lang]}**" + (f" {board}" if board else "")
        body = lines or [STEP_TEXT["no_betting"][lang]]
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
        return OPTION_TEXT["nobody"][lang]
    fields = {
        "name": player_name(facts.example.player_ids[options.to_act], lang),
        "call": format_chips(options.call_amount or 0, lang),
        "low": format_chips(options.min_raise_to or 0, lang),
        "high": format_chips(options.max_raise_to or 0, lang),
    }
    if options.can_check:
        key = "check_only" if options.min_raise_to is None else "check_range"
    elif options.min_raise_to is None:
        key = "call_only"
    elif options.min_raise_to == options.max_raise_to:
        key = "one"
    else:
        key = "range"
    return OPTION_TEXT[key][lang].format(**fields)
