"""Player names in every language, keyed by the language-neutral ids the example files use."""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("ru", "fa", "en")

PLAYER_NAMES: Mapping[str, Mapping[str, str]] = {
    # The scribes' table (seed 000): Egyptian names.
    "ahmose": {"ru": "Ахмос", "fa": "احمس", "en": "Ahmose"},
    "nefertari": {"ru": "Нефертари", "fa": "نفرتاری", "en": "Nefertari"},
    "ramses": {"ru": "Рамсес", "fa": "رامسس", "en": "Ramses"},
    "tiya": {"ru": "Тия", "fa": "تیا", "en": "Tiya"},
    "seti": {"ru": "Сети", "fa": "ستی", "en": "Seti"},
    "meret": {"ru": "Мерет", "fa": "مرت", "en": "Meret"},
    "nakht": {"ru": "Нахт", "fa": "نخت", "en": "Nakht"},
    # Persian names (seed 004 and the short all-in cases).
    "raha": {"ru": "Раха", "fa": "رها", "en": "Raha"},
    "kian": {"ru": "Киан", "fa": "کیان", "en": "Kian"},
    "mina": {"ru": "Мина", "fa": "مینا", "en": "Mina"},
    "omid": {"ru": "Омид", "fa": "امید", "en": "Omid"},
    "bijan": {"ru": "Бижан", "fa": "بیژن", "en": "Bijan"},
    "shirin": {"ru": "Ширин", "fa": "شیرین", "en": "Shirin"},
    "arash": {"ru": "Араш", "fa": "آرش", "en": "Arash"},
    "darius": {"ru": "Дариус", "fa": "داریوش", "en": "Darius"},
    "leila": {"ru": "Лейла", "fa": "لیلا", "en": "Leila"},
    "babak": {"ru": "Бабак", "fa": "بابک", "en": "Babak"},
    "roya": {"ru": "Роя", "fa": "رویا", "en": "Roya"},
}


class UnknownPlayerError(KeyError):
    """An example or a page names a player id that has no localized name."""


def player_name(player_id: str, lang: str) -> str:
    """The player's name in ``lang``; an unknown id is an error, never shown raw."""
    try:
        return PLAYER_NAMES[player_id][lang]
    except KeyError:
        raise UnknownPlayerError(f"no {lang} name for player id {player_id!r}: add it to macros/names.py") from None
