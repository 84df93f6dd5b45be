"""Why a pasted hand history cannot be read: one stable code, the 1-based line, and the values the message names.

The browser shows the message in the page's language from the catalogues (``own.error.<code>``, with ``{line}`` and
these parameters); the command line says it in English (``MESSAGES``).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import HandHistoryError

MESSAGES: Mapping[str, str] = {
    "empty": "the text is empty: paste one hand history",
    "too_long": "the text is longer than {most} characters: paste one hand",
    "unknown_format": "this is not a PokerStars, GGPoker or PHH hand history (its first line is not a hand's header)",
    "several_hands": "a second hand starts here: paste one hand at a time",
    "not_holdem": "the game is {game}: only hold'em (no limit, pot limit, fixed limit) can be replayed",
    "run_twice": "the board was run more than once: the engine settles a hand with one board",
    "no_table_line": "the table line (\"Table '...' ... Seat #N is the button\") is missing",
    "no_seats": "no player is seated",
    "bad_seat": "this seat line cannot be read",
    "seat_twice": "seat {seat} is listed twice",
    "name_twice": "the name {name} sits in two seats",
    "unknown_player": "{name} is not seated at this table",
    "bad_amount": "{text} is not an amount of chips or money",
    "no_chips": "{name} sits with no chips",
    "mixed_units": "{text} is in another currency than the rest of the hand",
    "fraction_of_unit": "{text} is a fraction of the hand's smallest unit",
    "bad_cards": "{text} is not a list of cards such as [Ah Kd]",
    "card_twice": "the card {card} was already dealt or shown",
    "unknown_line": "this line cannot be read as part of a hold'em hand",
    "out_of_place": "this line cannot come here: {why}",
    "bad_post": "this forced bet cannot be read as an ante, blind or straddle",
    "dead_blind_with_antes": "a dead blind posted in a hand with antes cannot be written in PHH",
    "no_summary": 'the history stops before its summary ("*** SUMMARY ***")',
    "bad_summary": "this summary line cannot be read",
    "too_few_players": "only {count} player is dealt in: a hand needs two",
    "too_many_players": "{count} players are dealt in; a hold'em hand has at most 23",
    "engine": "the engine refuses this action: {why}",
    "ranks_impossible": "no hole cards give these ranks on this board: choose the cards",
    "phh": "PHH: {why}",
}


class HistoryImportError(HandHistoryError):
    """A pasted history the importer refuses: ``code`` (a key of ``MESSAGES``), ``line`` (1-based, or None for the
    text as a whole) and ``params`` (the values its message names)."""

    def __init__(self, code: str, line: int | None = None, **params: str | int) -> None:
        self.code = code
        self.line = line
        self.params: dict[str, str | int] = dict(params)
        text = MESSAGES[code].format(**params)
        super().__init__(f"line {line}: {text}" if line is not None else text)

    def to_json(self) -> dict[str, object]:
        """The error as the browser shows it: code, line and parameters, with the English message."""
        return {"code": self.code, "line": self.line, "params": self.params, "message": str(self)}
