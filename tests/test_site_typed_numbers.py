"""No figure typed by hand (issue 27, item 5): every number written in a lesson's prose outside a macro, and every
literal handed to ``num``/``digits``, is one of the kinds of ``macros.text.typed_numbers.KINDS`` (a rule number, a
year, a side pot's label, a step…), in every language and digit system; every other number is an engine figure
(``fig``/``answer``, claimed in the example file).

The check is tried on small pages first (each kind passes, a typed chip count fails, in Latin and Persian digits
and with each thousands separator), then on the newcomer's reproduction (a literal wrong "350" replacing
``fig("dealer_100_300_1000", "pots.0.amount")``), then on every page of ``docs/``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers.sitebuild import ROOT

from macros.text.typed_numbers import KINDS, kind_of, occurrences, pages, typed_figures


def typed(source: str) -> list[str]:
    """The typed figures of a small page, as written."""
    return [found.text for found in typed_figures(source)]


@pytest.mark.parametrize(
    "source",
    [
        "A main pot of 350 goes to Ahmose.",
        "Основной банк — 350 фишек.",
        "پات اصلی ۳۵۰ چیپ است.",
        "پات اصلی ٣٥٠ چیپ است.",
        "Ahmose puts in 2,000.",
        "Ахмос вкладывает 2\u00a0000.",
        "Ахмос вкладывает 2\u202f000.",
        "Ахмос вкладывает 2\u2009000.",
        "احمس ۲٬۰۰۰ می‌گذارد.",
        "احمس ۱۲،۵۰۰ می‌گذارد.",
        "A main pot of {{ num(350) }}.",
        'A main pot of {{ digits("350") }}.',
        '??? question "Three players put in 350 and all-in. How big is side pot 1?"',
        "| Ahmose | 350 |",
        "The side pot holds 35 chips.",
        "Side pot 1, 35 chips, goes to Tiya.",
        "Rule 17 gives Ahmose 350.",
    ],
)
def test_a_typed_chip_count_fails(source: str) -> None:
    found = typed(source)
    assert len(found) == 1, (source, found)


def test_a_grouped_number_is_one_number() -> None:
    for source, text in [
        ("put in 12,500 here", "12,500"),
        ("вложил 12\u00a0500 фишек", "12\u00a0500"),
        ("۱۲٬۵۰۰ گذاشت", "۱۲٬۵۰۰"),
        ("۱۲،۵۰۰ گذاشت", "۱۲،۵۰۰"),
    ]:
        assert [found.text for found in occurrences(source)] == [text]
    # a Persian comma between two words' numbers, or followed by other than three digits, is a list
    assert [found.text for found in occurrences("۱۲، ۵۰۰")] == ["۱۲", "۵۰۰"]
    assert [found.text for found in occurrences("۱۲،۵۰")] == ["۱۲", "۵۰"]


@pytest.mark.parametrize(
    ("source", "kind"),
    [
        ("(TDA rules 2026, version 1.1, rule 17)", "rule number"),
        ("(правила TDA 2026, версия 1.1, правило 17)", "rule number"),
        ("(قواعد TDA، نسخهٔ ۱٫۱ سال ۲۰۲۶، قاعدهٔ ۱۷)", "rule number"),
        ('(قواعد TDA، نسخهٔ {{ digits("1٫1") }} سال {{ digits(2026) }}، قاعدهٔ {{ digits(17) }})', "rule number"),
        ("rule 21 (odd chips) and rule 23", "rule number"),
        ("the 50% rule of the TDA rules", "rule number"),
        ("FIDPA 62.2(c)", "rule number"),
        ("Card Player (2022)", "year"),
        ("### 4. Turn the hands face up", "step or list number"),
        ("1. Sort the players", "step or list number"),
        ("as in step 4", "step or list number"),
        ("Steps 5\nto 7 are done", "step or list number"),
        ("Шаги 5–7 делаются", "step or list number"),
        ("Start with lesson 1: All-in", "step or list number"),
        ("Начните с урока 1 «Олл-ин»", "step or list number"),
        ("از درس {{ num(1) }} شروع کنید", "step or list number"),
        ("it downloads about 4 MB", "file size"),
        ("скачивает около 4 МБ", "file size"),
        ("حدود ۴ مگابایت دانلود می‌کند", "file size"),
        ("گام‌های ۵ تا ۷", "step or list number"),
        ("This is **side pot 1**.", "side pot's label"),
        ("в побочном банке 2", "side pot's label"),
        ("«Побочный 2 — ", "side pot's label"),
        ("پات جانبی ۱ چقدر است؟", "side pot's label"),
        ("پات جانبی {{ num(1) }} چقدر است؟", "side pot's label"),
        ("with 6 players at the table", "count of players or streets"),
        ("остаются две фишки по 25", "chip denomination"),
        ("Hand rank: {{ num(1) }} is the best hand", "an input field's scale"),
        ('type a number ({{ num(2000) }} or {{ digits("2000") }})', "sample of writing"),
    ],
)
def test_each_kind_is_recognised_by_its_words(source: str, kind: str) -> None:
    found = list(occurrences(source))
    assert found, source
    assert typed(source) == [], source
    assert kind in {k.name for k in map(kind_of, found) if k}, source


def test_the_kinds_are_a_short_commented_list() -> None:
    assert 5 <= len(KINDS) <= 12
    assert all(kind.why for kind in KINDS)
    source = (ROOT / "macros" / "text" / "typed_numbers.py").read_text(encoding="utf-8")
    assert source.count("    # ") >= len(KINDS) - 1, "each kind has a comment saying what it accepts"


@pytest.mark.parametrize(
    "source",
    [
        "A rule 17 ruling: 350 chips.",
        "17 rule",
        "version 350 chips",
        "2026 chips in the pot",
        "the main pot 1",
        "step is 350",
        "side pot 350",
        "a 350 pot",
        "chips 25",
        "2,000 or 3000",
        "a pot of 4 chips MB",
        "lesson learned: 350",
    ],
)
def test_a_number_outside_its_kinds_words_fails(source: str) -> None:
    assert typed(source), source


@pytest.mark.parametrize(
    "source",
    [
        "```\nprint(350)\n```",
        "    ```python\n    x = 350\n    ```",
        "~~~\n350\n~~~",
        "Call `settle(350)` here.",
        "The file <code>settle-v1.json</code> and <pre>350</pre>.",
        '<a href="x350.json" data-n="350">the file</a>',
        "[the step](dealers.md#step-4)",
        "### Side pot { #side-pot-2 }",
        "{# plays: 350 #}",
        '{{ fig("dealer_100_300_1000", "pots.0.amount") }}',
        '{% call when("raise_cap", "none") %}x{% endcall %}',
        "<!-- 350 -->",
    ],
)
def test_code_tags_targets_and_macros_are_not_prose(source: str) -> None:
    assert list(occurrences(source)) == [], source


def test_the_newcomers_reproduction_fails_with_page_and_line() -> None:
    page = ROOT / "docs" / "en" / "side-pots.md"
    call = '{{ fig("dealer_100_300_1000", "pots.0.amount") }}'
    source = page.read_text(encoding="utf-8")
    assert call in source
    assert typed_figures(source, "en/side-pots.md") == []
    broken = typed_figures(source.replace(call, "350", 1), "en/side-pots.md")
    line = source[: source.index(call)].count("\n") + 1
    assert [(found.page, found.line, found.text) for found in broken] == [("en/side-pots.md", line, "350")]


@pytest.mark.parametrize(("lang", "typed_text"), [("ru", "350"), ("fa", "۳۵۰")])
def test_the_reproduction_fails_in_russian_and_persian_digits(lang: str, typed_text: str) -> None:
    source = (ROOT / "docs" / lang / "side-pots.md").read_text(encoding="utf-8")
    call = '{{ fig("dealer_100_300_1000", "pots.0.amount") }}'
    assert [found.text for found in typed_figures(source.replace(call, typed_text, 1))] == [typed_text]


def test_no_lesson_page_has_a_figure_typed_by_hand() -> None:
    paths = pages(ROOT)
    assert len(paths) >= 45, paths
    offenders = [
        f"{path.relative_to(ROOT)}:{found.line}: {found.text}"
        for path in paths
        for found in typed_figures(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, "typed by hand (use fig(...) with a claim):\n" + "\n".join(offenders)


def test_the_script_lists_offenders_and_fails(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("Intro.\n\nA main pot of 350, rule 17.\n", encoding="utf-8")
    run = [sys.executable, "-m", "macros.text.typed_numbers"]
    bad = subprocess.run([*run, str(page)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert bad.returncode == 1, bad
    assert bad.stdout.startswith(f"{page}:3: 350"), bad.stdout
    good = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, check=False)
    assert good.returncode == 0, good.stdout
