"""Player names in every language, keyed by the language-neutral ids the example files use.

The names live in the catalogues (``player.<id>``, see macros/text/catalogue.py), each with the player's
grammatical gender (the entry's flag ``masculine`` or ``feminine``, the same in every language) and its case
forms (``player.<id>@case=gen``: Russian «Рахи»; English and Persian write the name again). A text about a
player is asked for with the player's gender (``text(key, lang, gender=player_gender(pid))``), which picks its
variant when it is written once per gender; a page asks for a case form with ``name(id, case)``.
"""

from __future__ import annotations

from macros.text.catalogue import (
    GENDER_FLAGS,
    SOURCE_LANGUAGE,
    VARIANT,
    CatalogueError,
    Gender,
    MissingTextError,
    catalogue,
    message,
    text,
)

PREFIX = "player."

CASES = ("gen", "dat", "ins")
"""The case forms every player's name has in every catalogue: genitive («у Рахи»), dative («Рахе»),
instrumental («с Рахой»). The nominative is the name itself."""


class UnknownPlayerError(KeyError):
    """An example or a page names a player id that has no localized name."""


def player_name(player_id: str, lang: str, case: str | None = None) -> str:
    """The player's name in ``lang``: the nominative, or the case form ``case`` (one of :data:`CASES`); an unknown
    id is an error, never shown raw."""
    try:
        message(PREFIX + player_id, lang)
    except MissingTextError:
        raise UnknownPlayerError(
            f"no {lang} name for player id {player_id!r}: add player.{player_id} to the catalogues (locales/)"
        ) from None
    if case is not None and case not in CASES:
        raise MissingTextError(f"no case {case!r} of player names (cases: {', '.join(CASES)})")
    return text(PREFIX + player_id, lang, case=case)


def player_gender(player_id: str) -> Gender:
    """The player's grammatical gender, from the flag on the name's entry in the catalogues."""
    try:
        found = message(PREFIX + player_id, SOURCE_LANGUAGE)
    except MissingTextError:
        raise UnknownPlayerError(f"no player id {player_id!r} in the catalogues (locales/)") from None
    genders = [GENDER_FLAGS[flag] for flag in found.flags if flag in GENDER_FLAGS]
    if len(genders) != 1:
        raise CatalogueError(f"player.{player_id} needs one flag of {', '.join(GENDER_FLAGS)} (its gender)")
    return genders[0]


def player_ids() -> list[str]:
    """Every player id that has a name, in the catalogue's order."""
    return [
        key.removeprefix(PREFIX)
        for key in catalogue(SOURCE_LANGUAGE).messages
        if key.startswith(PREFIX) and VARIANT not in key
    ]
