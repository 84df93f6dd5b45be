"""Player names in every language, keyed by the language-neutral ids the example files use.

The names live in the catalogues (``player.<id>``, see macros/text/catalogue.py).
"""

from __future__ import annotations

from macros.text.catalogue import SOURCE_LANGUAGE, MissingTextError, catalogue, text

PREFIX = "player."


class UnknownPlayerError(KeyError):
    """An example or a page names a player id that has no localized name."""


def player_name(player_id: str, lang: str) -> str:
    """The player's name in ``lang`` (nominative); an unknown id is an error, never shown raw."""
    try:
        return text(PREFIX + player_id, lang)
    except MissingTextError:
        raise UnknownPlayerError(
            f"no {lang} name for player id {player_id!r}: add player.{player_id} to the catalogues (locales/)"
        ) from None


def player_ids() -> list[str]:
    """Every player id that has a name, in the catalogue's order."""
    return [key.removeprefix(PREFIX) for key in catalogue(SOURCE_LANGUAGE).messages if key.startswith(PREFIX)]
