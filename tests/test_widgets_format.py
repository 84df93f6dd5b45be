"""The widgets write numbers exactly as the build does (macros/text/numbers.py, Babel) and read them back."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path
from typing import Any

from helpers.jsrun import node, profiles

from macros.text.numbers import format_chips
from macros.text.profile import languages

ROOT = Path(__file__).resolve().parent.parent
BATCH = ROOT / "tests" / "js" / "format_batch.js"
LANGS = languages()


def run_format(job: dict[str, list[Any]]) -> dict[str, list[Any]]:
    done = subprocess.run(
        [node(), str(BATCH)],
        input=json.dumps({"profiles": profiles(), **job}),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    result: dict[str, list[Any]] = json.loads(done.stdout)
    return result


def sample_values() -> list[int]:
    rng = random.Random(5)
    values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 1000000, 2**53 - 1]
    values += [rng.randint(0, 10 ** rng.randint(1, 15)) for _ in range(300)]
    return values + [-v for v in values if v]


def test_numbers_are_formatted_like_the_build() -> None:
    cases = [(v, lang, signed) for v in sample_values() for lang in LANGS for signed in (False, True)]
    written = run_format({"format": cases, "parse": []})["format"]
    for (value, lang, signed), text in zip(cases, written, strict=True):
        assert text == format_chips(value, lang, signed), (value, lang, signed)


def test_numbers_read_back_in_every_language() -> None:
    cases = [format_chips(v, lang, signed) for v in sample_values() for lang in LANGS for signed in (False, True)]
    read = run_format({"format": [], "parse": cases})["parse"]
    expected = [v for v in sample_values() for _lang in LANGS for _signed in (False, True)]
    assert read == expected


def test_typed_numbers() -> None:
    good = {
        "2000": 2000,
        " 2 000 ": 2000,
        "2,000": 2000,
        "۲۰۰۰": 2000,
        "٢٠٠٠": 2000,
        "−50": -50,
        "+7": 7,
        "12\u00a0000": 12000,
        "1'000'000": 1000000,
        "5-": -5,  # the sign after the digits: where a minus typed first shows in a right-to-left field
        "۱۸۰۷۵−": -18075,
        "2 000 -": -2000,
        "\u2066\u200e\u2212۱٬۴۰۰\u2069": -1400,  # a signed figure as the widgets write it, isolated, pasted back
        "۱۲،۵۰۰": 12500,  # the Persian keyboard's comma between groups of three (the Persian review's S7)
    }
    bad = [
        "",
        "abc",
        "2,00",
        "20,0000",
        "1.5",
        "1e3",
        "2 000 0",
        "--5",
        "-5-",
        "+5-",
        "5--",
        "٫5",
        "0x10",
        "١,٥",
        "۱۲،۵",
    ]
    read = run_format({"format": [], "parse": [*good, *bad]})["parse"]
    assert read[: len(good)] == list(good.values())
    assert read[len(good) :] == [None] * len(bad)
