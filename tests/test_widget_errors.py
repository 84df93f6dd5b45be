"""Every error code settle.js can throw has a message in every language (the codes are read from settle.js,
tests/helpers/settle_codes.py), handed to the widgets, and filled only with values that code carries."""

from __future__ import annotations

import pytest
from helpers.settle_codes import settle_error_params

from macros.catalogue import LANGUAGES, placeholders, widget_texts


def test_the_codes_and_their_values_are_read_from_settle_js() -> None:
    codes = settle_error_params()
    assert {"duplicate_name", "chips_not_multiple", "too_many_players", "rule_set_unknown"} <= set(codes)
    assert codes["chips_not_multiple"] == {"field", "name", "value", "chip"}
    assert codes["chips_negative"] == {"field", "name", "value"}  # a params variable, read where it is set
    assert codes["card_invalid"] == set()  # thrown with {card} and with {what}: neither is always there


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_settle_error_has_a_message_for_the_widgets(lang: str) -> None:
    texts = widget_texts(lang)
    problems = []
    for code, values in sorted(settle_error_params().items()):
        message = texts.get(f"error.{code}")
        if message is None:
            problems.append(f"error.{code}: no {lang} message handed to the widgets")
            continue
        unknown = set(placeholders(message)) - values - {"code"}  # calculator.js adds the code itself
        if unknown:
            problems.append(f"error.{code} ({lang}) fills {sorted(unknown)}, which settle.js does not always give")
    assert not problems, "\n".join(problems)
