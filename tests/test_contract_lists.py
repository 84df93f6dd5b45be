"""CONTRACTS.md's published lists of the built pages' markup hold against the site the code builds (issue 16,
item 6): the table kinds and each one's columns (``data-col``), the quiz answers' input kinds and the cards' suit
classes. A column added to a table without CONTRACTS.md (or the other way round) fails here."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from helpers.sitebuild import ROOT, built_site

CONTRACTS = ROOT / "CONTRACTS.md"


def bullet(title: str) -> str:
    """The text of the "Built pages" bullet starting ``- TITLE:``, whitespace made single spaces."""
    text = CONTRACTS.read_text(encoding="utf-8")
    found = re.search(rf"^- {re.escape(title)}:(.*?)(?=^- |^## )", text, re.S | re.M)
    assert found, f"CONTRACTS.md has no bullet '- {title}:'"
    return " ".join(found[1].split())


def normal(columns: list[str]) -> tuple[str, ...]:
    """Columns with the per-pot ones (``pot.0 pot.1 …``) written once as ``pot.N``."""
    out: list[str] = []
    for column in columns:
        column = re.sub(r"^pot\.\d+$", "pot.N", column)
        if column != "…" and not (out and out[-1] == column == "pot.N"):
            out.append(column)
    return tuple(out)


def published_columns() -> dict[str, set[tuple[str, ...]]]:
    """Each table kind CONTRACTS.md lists, with the column lists it allows (``results``: with and without
    ``final_stack``)."""
    text = bullet("Tables")
    kinds = re.search(r'data-table="([a-z|]+)"', text)
    assert kinds
    published: dict[str, set[tuple[str, ...]]] = {}
    for kind in kinds[1].split("|"):
        found = re.search(rf"\b{kind} (?:\([^)]*\) )?`([^`]+)`(?: and `([^`]+)` when)?", text)
        assert found, f"CONTRACTS.md names no columns for the {kind} table"
        columns = normal(found[1].split())
        published[kind] = {columns} | ({(*columns, *found[2].split())} if found[2] else set())
    return published


@cache
def built_pages() -> list[str]:
    result = built_site()
    assert result.returncode == 0, result.output
    return [path.read_text(encoding="utf-8") for path in sorted(Path(result.site).rglob("*.html"))]


def built_columns() -> dict[str, set[tuple[str, ...]]]:
    """Each table kind on the built pages, with the header columns its tables have."""
    found: dict[str, set[tuple[str, ...]]] = {}
    for html in built_pages():
        for match in re.finditer(r'<div class="allin-table" data-table="([^"]+)"(.*?)</table>', html, re.S):
            header = re.search(r"<tr>(.*?)</tr>", match[2], re.S)
            assert header, match[1]
            found.setdefault(match[1], set()).add(normal(re.findall(r'<th[^>]*\bdata-col="([^"]*)"', header[1])))
    return found


def test_every_table_kind_and_its_columns_are_as_published() -> None:
    published, built = published_columns(), built_columns()
    assert set(built) == set(published), (sorted(built), sorted(published))
    for kind, columns in built.items():
        assert columns <= published[kind], (kind, columns - published[kind], published[kind])


def test_the_quiz_answer_kinds_and_card_suits_are_as_published() -> None:
    answers, cards = bullet("Quiz answers"), bullet("Cards")
    kinds = set(re.findall(r"`(\w+)` \(RAW", answers))
    assert kinds == {"number", "players", "yes_no"}, kinds
    html = "\n".join(built_pages())
    assert set(re.findall(r'class="quiz-answer"[^>]*\bdata-input="([^"]+)"', html)) == kinds
    suits = set(re.search(r"card--([a-z|]+)", cards)[1].split("|"))  # type: ignore[index]
    assert set(re.findall(r'class="card card--([a-z]+)"', html)) == suits


def test_the_check_reads_the_published_lists() -> None:
    published = published_columns()
    assert published["pots"] == {("pot", "amount", "paid", "eligible", "winners", "shares")}
    assert ("player", "contributed", "pot.N", "returned") in published["stakes"]
    assert len(published["results"]) == 2
