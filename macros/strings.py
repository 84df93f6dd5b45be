"""Every piece of interface text the macros write, in Russian, Persian and English."""

from __future__ import annotations

from collections.abc import Mapping

UI: Mapping[str, Mapping[str, str]] = {
    "pot.only": {"ru": "Банк", "fa": "پات", "en": "The pot"},
    "pot.main": {"ru": "Основной банк", "fa": "پات اصلی", "en": "Main pot"},
    "pot.side": {"ru": "Побочный банк {n}", "fa": "پات جانبی {n}", "en": "Side pot {n}"},
    "pot.only.prose": {"ru": "банк", "fa": "پات", "en": "the pot"},
    "pot.main.prose": {"ru": "основной банк", "fa": "پات اصلی", "en": "the main pot"},
    "pot.side.prose": {"ru": "побочный банк {n}", "fa": "پات جانبی {n}", "en": "side pot {n}"},
    "layer": {"ru": "Слой {n}", "fa": "لایهٔ {n}", "en": "Layer {n}"},
    "col.pot": {"ru": "Банк", "fa": "پات", "en": "Pot"},
    "col.layer": {"ru": "Слой", "fa": "لایه", "en": "Layer"},
    "col.range": {"ru": "Уровень", "fa": "بازه", "en": "Level"},
    "col.amount": {"ru": "Сумма", "fa": "مبلغ", "en": "Amount"},
    "col.paid": {"ru": "Кто сколько вложил", "fa": "پرداختی هر بازیکن", "en": "Paid in"},
    "col.eligible": {"ru": "Кто может выиграть", "fa": "چه کسانی می‌توانند ببرند", "en": "Who can win it"},
    "col.winners": {"ru": "Кто выиграл", "fa": "برنده", "en": "Won by"},
    "col.shares": {"ru": "Доли", "fa": "سهم‌ها", "en": "Shares"},
    "col.player": {"ru": "Игрок", "fa": "بازیکن", "en": "Player"},
    "col.stack": {"ru": "Стек", "fa": "موجودی", "en": "Stack"},
    "col.contributed": {"ru": "Вложил", "fa": "پرداختی", "en": "Put in"},
    "col.returned": {"ru": "Вернулось", "fa": "برگشتی", "en": "Returned"},
    "col.payout": {"ru": "Получил", "fa": "دریافتی", "en": "Collected"},
    "col.net": {"ru": "Итог", "fa": "سود و زیان", "en": "Net"},
    "col.final_stack": {"ru": "Стек после раздачи", "fa": "موجودی پایانی", "en": "Stack after the hand"},
    "col.street": {"ru": "Улица", "fa": "مرحله", "en": "Street"},
    "col.street_bets": {"ru": "Вложено на этой улице", "fa": "پرداختی در این مرحله", "en": "Put in on this street"},
    "col.rule": {"ru": "Правило", "fa": "قاعده", "en": "Rule"},
    "col.setting": {"ru": "Наши столы", "fa": "میزهای ما", "en": "Our tables"},
    "total": {"ru": "Итого", "fa": "جمع", "en": "Total"},
    "folded": {"ru": "{name} (сброс)", "fa": "{name} (فولد)", "en": "{name} (folded)"},
    "none": {"ru": "—", "fa": "—", "en": "—"},
    "odd_chip": {"ru": "{share} (с лишней фишкой)", "fa": "{share} (با چیپ اضافه)", "en": "{share} (incl. odd chip)"},
    "odd_chips": {
        "ru": "{share} (с лишними фишками: {count})",
        "fa": "{share} (با {count} چیپ اضافه)",
        "en": "{share} (incl. {count} odd chips)",
    },
}

RULE_TEXT: Mapping[str, Mapping[str, Mapping[str, str]]] = {
    "odd_chips": {
        "title": {"ru": "Лишние фишки", "fa": "چیپ‌های اضافه", "en": "Odd chips"},
        "one_each": {
            "ru": "по одной каждому победителю, начиная с первого слева от баттона",
            "fa": "یکی‌یکی به برندگان، از نخستین برنده در سمت چپ باتن",
            "en": "one each to the winners, starting with the first left of the button",
        },
        "remainder_to_first": {
            "ru": "все первому победителю слева от баттона",
            "fa": "همه به نخستین برنده در سمت چپ باتن",
            "en": "all to the first winner left of the button",
        },
    },
    "limit_reopen": {
        "title": {
            "ru": "Короткий олл-ин в лимите",
            "fa": "آل‌این کوتاه در لیمیت ثابت",
            "en": "Short all-in in fixed limit",
        },
        "half_bet": {
            "ru": "считается рейзом, если повышает хотя бы на половину ставки (правило 50%)",
            "fa": "اگر شرط را دست‌کم به اندازهٔ نصف یک بت بالا ببرد، ریز حساب می‌شود (قاعدهٔ ۵۰٪)",
            "en": "counts as a raise when it raises by at least half a bet (the 50% rule)",
        },
        "full_bet": {
            "ru": "считается рейзом, только если повышает на полную ставку",
            "fa": "فقط اگر شرط را به اندازهٔ یک بت کامل بالا ببرد، ریز حساب می‌شود",
            "en": "counts as a raise only when it raises by a full bet",
        },
    },
    "raise_cap": {
        "title": {"ru": "Предел рейзов в лимите", "fa": "سقف ریز در لیمیت ثابت", "en": "Raise cap in fixed limit"},
        "count": {
            "ru": "ставка и {n} {raises}",
            "fa": "یک بت و {n} ریز",
            "en": "a bet and {n} {raises}",
        },
        "none": {"ru": "без предела", "fa": "بدون سقف", "en": "no cap"},
    },
}


# "raise" after a count: en one/other; ru one (1, 21, …), few (2–4, 22–24, …), many (5–20, 25–30, …, 0).
RAISE_WORDS: Mapping[str, tuple[str, ...]] = {
    "en": ("raise", "raises"),
    "ru": ("рейз", "рейза", "рейзов"),
    "fa": ("ریز",),
}


def raise_word(count: int, lang: str) -> str:
    """The word for "raise" after ``count`` in ``lang`` (Russian plural forms by CLDR's rules)."""
    words = RAISE_WORDS[lang]
    if lang == "en":
        return words[0] if count == 1 else words[1]
    if lang == "ru":
        if count % 10 == 1 and count % 100 != 11:
            return words[0]
        if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
            return words[1]
        return words[2]
    return words[0]


def ui(key: str, lang: str, **fields: object) -> str:
    """The interface text ``key`` in ``lang``, with ``fields`` filled in."""
    try:
        text = UI[key][lang]
    except KeyError:
        raise KeyError(f"no {lang} text for {key!r}: add it to macros/strings.py") from None
    return text.format(**fields) if fields else text
