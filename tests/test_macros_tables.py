"""The macros' HTML tables: the markup Markdown's tables extension writes, with every text cell escaped."""

from __future__ import annotations

import markdown

from macros.tables import Html, html_table, strong


def test_a_table_renders_like_markdowns_tables_extension() -> None:
    header = ["Player", "Net"]
    rows = [["Ahmose", "+1,000"], [strong("Total"), "0"]]
    ours = html_table(header, rows, [False, True])
    theirs = markdown.markdown(
        "| Player | Net |\n| :--- | ---: |\n| Ahmose | +1,000 |\n| **Total** | 0 |", extensions=["tables"]
    )
    squeeze = lambda html: "".join(html.split())  # noqa: E731
    assert squeeze(ours) == squeeze(theirs)
    assert "\n" not in ours


def test_text_cells_are_escaped_and_html_cells_kept() -> None:
    table = html_table(["a<b"], [["R&D <script>"], [Html("<code>x</code>")]], [False])
    assert "a&lt;b" in table and "R&amp;D &lt;script&gt;" in table and "<script>" not in table
    assert "<code>x</code>" in table
