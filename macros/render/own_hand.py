"""The "Your own hand" page's two widgets, as the build writes them: readable and usable before any script runs
(the paste box, the table form), every label in the page's language from the catalogues (``own.*``).

``docs/assets/js/own_hand.js`` starts the engine (Pyodide in a worker) when the learner asks for it, and draws
what it answers with the site's replayer. ``data-cards`` holds every card as the site draws it in the page's
language (the replayer's faces), ``data-lessons`` each mistake's lesson link (as on the replay page).
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping

from calculator.cards import RANK_CHARS, SUIT_CHARS
from macros.render.cards import cards_html
from macros.text.catalogue import text
from macros.text.names import player_name
from macros.text.numbers import format_chips

DEFAULT_PLAYERS = (("ahmose", 2000), ("nefertari", 5000), ("ramses", 12000))
"""The table the form opens with: the seeds' three all-ins (player ids, named in the page's language), in seat order
(the button last)."""


def _attribute(value: object) -> str:
    return html.escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def _data(lang: str, lessons: Mapping[str, str], part: str) -> str:
    faces = {rank + suit: cards_html(rank + suit, lang) for rank in RANK_CHARS for suit in SUIT_CHARS}
    cards, links = _attribute(faces), _attribute(dict(lessons))
    return f'class="allin-own" data-part="{part}" data-cards="{cards}" data-lessons="{links}"'


def paste_html(lang: str, lessons: Mapping[str, str]) -> str:
    """The paste box: a hand history in, the replay and the comparison out."""
    return (
        f"<div {_data(lang, lessons, 'paste')}>\n"
        '<form class="own-paste-form">\n'
        f'<label for="own-text">{text("own.paste.label", lang)}</label>\n'
        '<textarea id="own-text" name="text" rows="10" dir="ltr" spellcheck="false" autocomplete="off"></textarea>\n'
        f'<button type="submit" class="own-go">{text("own.paste.go", lang)}</button>\n'
        "</form>\n"
        f'<p class="own-status" role="status">{text("own.status.idle", lang)}</p>\n'
        '<div class="own-result"></div>\n'
        "</div>"
    )


def _field(name: str, label: str, chips: int, lang: str) -> str:
    """A number field with its label; its value written as the page writes figures (its digits and grouping:
    «۱۲٬۰۰۰», fa round 2 minor 12; the script reads any)."""
    value = format_chips(chips, lang)
    return (
        f'<label class="own-field">{text(label, lang)} '
        f'<input type="text" inputmode="numeric" name="{name}" value="{value}" autocomplete="off"></label>'
    )


def table_html(lang: str, lessons: Mapping[str, str]) -> str:
    """The table form: players and stacks in seat order, the stakes and antes, the variant; then the hand."""
    rows = "\n".join(
        '<div class="own-player">'
        f'<label class="own-field">{text("own.table.name", lang)} '
        f'<input type="text" name="name" value="{html.escape(player_name(player, lang))}" maxlength="32" '
        f'autocomplete="off"></label> {_field("stack", "own.table.stack", stack, lang)}</div>'
        for player, stack in DEFAULT_PLAYERS
    )
    variants = "".join(
        f'<option value="{code}">{text("own.variant." + code, lang)}</option>' for code in ("NT", "PT", "FT")
    )
    kinds = "".join(
        f'<option value="{kind}">{text("own.ante." + kind, lang)}</option>' for kind in ("each", "big_blind")
    )
    return (
        f"<div {_data(lang, lessons, 'table')}>\n"
        '<form class="own-setup">\n'
        f'<fieldset class="own-players"><legend>{text("own.table.players", lang)}</legend>\n{rows}\n</fieldset>\n'
        f'<p class="own-buttons"><button type="button" class="own-add">{text("own.table.add", lang)}</button> '
        f'<button type="button" class="own-remove">{text("own.table.remove", lang)}</button></p>\n'
        f'<p class="own-stakes"><label class="own-field">{text("own.table.variant", lang)} '
        f'<select name="variant">{variants}</select></label> '
        f"{_field('small_blind', 'own.table.small_blind', 50, lang)} "
        f"{_field('big_blind', 'own.table.big_blind', 100, lang)} "
        f"{_field('ante', 'own.table.ante', 0, lang)} "
        f'<label class="own-field">{text("own.table.ante_kind", lang)} '
        f'<select name="ante_kind">{kinds}</select></label>'
        "</p>\n"
        f'<button type="submit" class="own-deal">{text("own.table.deal", lang)}</button>\n'
        "</form>\n"
        f'<p class="own-status" role="status">{text("own.status.idle", lang)}</p>\n'
        '<div class="own-play"></div>\n'
        "</div>"
    )
