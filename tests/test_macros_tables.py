"""The macros' HTML tables: declared as columns, every cell marked with its column's key, the markup Markdown's
tables extension writes, every text cell escaped."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
from helpers.macros_examples import write_example

from calculator import TDA
from macros.catalogue import text
from macros.example_tables import LAYERS, POTS, RESULTS, STAKES
from macros.examples import load_example
from macros.facts import Facts, facts_of
from macros.rules_page import RULES
from macros.tables import Column, Html, Table, html_table, strong


def cells(table: str) -> list[list[tuple[str, str]]]:
    """Each row's (data-col, content) pairs."""
    rows = re.findall(r"<tr>(.*?)</tr>", table)
    return [re.findall(r'<t[hd] data-col="([^"]*)"[^>]*>(.*?)</t[hd]>', row) for row in rows]


def unpaired(cell: str) -> str:
    """A cell's content without the spans that keep each name with its chips."""
    return re.sub(r'<span class="allin-pair"><bdi>(.*?)</bdi>(.*?)</span>', r"\1\2", cell)


def column(table: str, key: str) -> list[str]:
    """The body cells of one column, by its key."""
    return [content for row in cells(table)[1:] for col, content in row if col == key]


def test_a_table_renders_like_markdowns_tables_extension() -> None:
    rows = [["Ahmose", "+1,000"], [strong("Total"), "0"]]
    ours = html_table(["player", "net"], ["Player", "Net"], rows, [False, True])
    theirs = markdown.markdown(
        "| Player | Net |\n| :--- | ---: |\n| Ahmose | +1,000 |\n| **Total** | 0 |", extensions=["tables"]
    )
    squeeze = lambda html: "".join(html.split())  # noqa: E731
    assert squeeze(re.sub(r' data-(col|label)="[^"]*"', "", ours)) == squeeze(theirs)
    # each body cell names its column's header, for narrow screens where each row is a card
    assert re.findall(r'<td data-col="(\w+)" data-label="(\w+)"', ours) == [("player", "Player"), ("net", "Net")] * 2
    assert "\n" not in ours
    assert cells(ours) == [
        [("player", "Player"), ("net", "Net")],
        [("player", "Ahmose"), ("net", "+1,000")],
        [("player", "<strong>Total</strong>"), ("net", "0")],
    ]


def test_text_cells_are_escaped_and_html_cells_kept() -> None:
    table = html_table(["a"], ["a<b"], [["R&D <script>"], [Html("<code>x</code>")]], [False])
    assert "a&lt;b" in table and "R&amp;D &lt;script&gt;" in table and "<script>" not in table
    assert "<code>x</code>" in table


def test_a_declared_table_takes_rows_columns_and_headers_from_its_source() -> None:
    squares: Table[int, int] = Table(
        "squares",
        rows=lambda size: range(1, size + 1),
        columns=lambda size: (
            Column("n", lambda size, lang: "n", lambda size, n, lang: str(n), numeric=True),
            Column("square", lambda size, lang: f"n² ≤ {size}²", lambda size, n, lang: str(n * n), numeric=True),
        ),
    )
    html = squares.html(3, "en")
    assert cells(html)[0] == [("n", "n"), ("square", "n² ≤ 3²")]
    assert column(html, "square") == ["1", "4", "9"]
    assert 'style="text-align: right;"' in html


SPLIT = """
[[players]]
id = "ahmose"
contributed = 25
folded = true

[[players]]
id = "nefertari"
contributed = 1100
rank = 1

[[players]]
id = "ramses"
contributed = 2000
rank = 1

[[players]]
id = "tiya"
contributed = 2000
rank = 2

[claims]
"pots.count" = 2
"""


def split_facts(tmp_path: Path, text: str = SPLIT) -> Facts:
    return facts_of(load_example(write_example(tmp_path, "split", text)), TDA)


def test_example_tables_mark_every_cell_with_its_column(tmp_path: Path) -> None:
    """A folded 25, a main pot of 3,325 split two ways (odd chip to Nefertari), a side pot of 1,800."""
    facts = split_facts(tmp_path)
    pots = POTS.html(facts, "en")
    assert [col for col, _ in cells(pots)[0]] == ["pot", "amount", "paid", "eligible", "winners", "shares"]
    assert column(pots, "pot") == ["Main pot", "Side pot 1"]
    assert column(pots, "amount") == ["3,325", "1,800"]
    paid = ("Ahmose (folded)", "25"), ("Nefertari", "1,100"), ("Ramses", "1,100"), ("Tiya", "1,100")
    # each name (an isolate) with its chips, unbroken
    assert column(pots, "paid")[0] == ", ".join(f'<span class="allin-pair"><bdi>{n}</bdi> {c}</span>' for n, c in paid)
    assert column(pots, "winners") == ["Nefertari and Ramses", "Ramses"]
    with_odd_chip = text("odd_chip", "en", share="1,663")  # the catalogue's wording
    assert [unpaired(cell) for cell in column(pots, "shares")] == [
        f"Nefertari {with_odd_chip}, Ramses 1,662",
        "Ramses 1,800",
    ]
    assert column(pots, "shares")[1] == '<span class="allin-pair"><bdi>Ramses</bdi> 1,800</span>'
    assert '<span class="allin-pair"><bdi>Nefertari</bdi> 1,663</span>' in column(pots, "shares")[0]

    stakes = STAKES.html(facts, "en")
    assert cells(stakes)[0] == [
        ("player", "Player"),
        ("contributed", "Put in"),
        ("pot.0", "Main pot"),
        ("pot.1", "Side pot 1"),
        ("returned", "Returned"),
    ]
    assert column(stakes, "pot.1") == ["—", "—", "900", "900", "1,800"]
    assert column(stakes, "player")[-1] == "<strong>Total</strong>"
    assert column(stakes, "returned") == ["—", "—", "—", "—", "0"]

    results = RESULTS.html(facts, "fa")
    assert [col for col, _ in cells(results)[0]] == ["player", "contributed", "returned", "payout", "net"]
    # Ramses: 1,662 + 1,800 - 2,000, a signed figure as its own left-to-right isolate
    assert column(results, "net")[2] == '<bdi dir="ltr">\u200e+۱٬۴۶۲</bdi>'

    layers = LAYERS.html(facts, "ru")
    assert [col for col, _ in cells(layers)[0]] == ["layer", "range", "amount", "paid", "eligible"]
    assert column(layers, "range")[0] == "0–25"
    # In Persian a dash between two numbers can read as a subtraction: the range is written «۰ تا ۲۵».
    assert column(LAYERS.html(facts, "fa"), "range")[0] == "۰ تا ۲۵"


def test_the_result_table_shows_final_stacks_when_every_stack_is_known(tmp_path: Path) -> None:
    with_stacks = SPLIT.replace("contributed = ", "stack = 5000\ncontributed = ")
    facts = split_facts(tmp_path, with_stacks)
    results = RESULTS.html(facts, "en")
    assert [col for col, _ in cells(results)[0]][-1] == "final_stack"
    assert column(results, "final_stack") == ["4,975", "5,563", "6,462", "3,000"]


def test_the_rules_table_has_one_row_per_rule() -> None:
    html = RULES.html(TDA, "en")
    assert [col for col, _ in cells(html)[0]] == ["rule", "setting"]
    assert "one each, from the first winner left of the button" in column(html, "setting")
    assert "<code>" not in html and "one_each" not in html  # learners read words, not the option's code names
