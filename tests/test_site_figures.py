"""The built site's tables and quiz answers, in all three languages, agree with the engine.

The expected figures are computed here from the example files through the engine's JSON contract
(``settle_json``), independently of the macros that wrote the pages.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from sitebuild import LANGS, build_rules, built_site, chips, example, page_names, page_path, read_page

from calculator import play_json, settle_json
from macros.catalogue import text
from macros.names import player_name
from macros.rule_options import value_of

BUILD_RULES = build_rules()
NUMBER = r"[\u200e+\-−]*[0-9۰-۹]{1,3}(?:[,٬\u00a0 ][0-9۰-۹]{3})*"


def engine_result(example_id: str) -> dict[str, Any]:
    """The engine's settlement of an example (contributions or a played hand) under the build's rule set,
    players named by their ids."""
    data = example(example_id)
    if "variant" in data:
        return play_json({k: v for k, v in data.items() if not k.startswith("_")}, BUILD_RULES)
    players = []
    for entry in data["players"]:
        player = {"name": entry["id"], "contributed": entry["contributed"], "folded": entry.get("folded", False)}
        for key in ("rank", "cards", "dead"):
            if key in entry:
                player[key] = entry[key]
        players.append(player)
    request: dict[str, Any] = {"players": players}
    for key in ("board", "smallest_chip"):
        if key in data:
            request[key] = data[key]
    return settle_json(request, BUILD_RULES)


def figure_after(name: str, cell: str) -> int:
    """The chip count written right after a player's name in a table cell."""
    found = re.search(re.escape(name) + r"(?: \([^)]*\))? (" + NUMBER + ")", cell)
    assert found, f"no figure after {name!r} in {cell!r}"
    return chips(found.group(1))


@pytest.fixture(scope="module")
def site() -> Any:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def all_pages(site: Any) -> list[tuple[str, str, Any]]:
    return [(lang, name, read_page(page_path(site, lang, name))) for lang in LANGS for name in page_names()]


def test_build_is_strict_and_quiet() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    assert "WARNING" not in result.output, result.output


def test_pot_tables_match_the_engine(site: Any) -> None:
    checked = 0
    for lang, page, parsed in all_pages(site):
        for example_id, table in parsed.labelled("pots"):
            pots = engine_result(example_id)["pots"]
            rows = table.rows
            assert len(rows) == len(pots), f"{lang}/{page} {example_id}: {len(rows)} rows, engine {len(pots)} pots"
            for row, pot in zip(rows, pots, strict=True):
                assert chips(row["amount"]) == pot["amount"], (lang, page, example_id, row)
                for pid in pot["eligible"]:
                    assert player_name(pid, lang) in row["eligible"], (lang, page, example_id, row)
                for pid in pot["winners"]:
                    assert player_name(pid, lang) in row["winners"], (lang, page, example_id, row)
                    assert figure_after(player_name(pid, lang), row["shares"]) == pot["shares"][pid]
                checked += 1
    assert checked >= 6


def test_result_tables_match_the_engine(site: Any) -> None:
    checked = 0
    for lang, page, parsed in all_pages(site):
        for example_id, table in parsed.labelled("results"):
            result = engine_result(example_id)
            players = example(example_id)["players"]
            ids = [p if isinstance(p, str) else p["id"] for p in players]
            for pid, row in zip(ids, table.rows, strict=True):
                assert row["player"].startswith(player_name(pid, lang)), (lang, page, row)
                assert chips(row["returned"]) == result["returned"].get(pid, 0)
                assert chips(row["payout"]) == result["payouts"][pid]
                assert chips(row["net"]) == result["net"][pid], (lang, page, example_id, row)
                checked += 1
    assert checked >= 3


def test_stake_tables_add_up_to_the_engine_pots(site: Any) -> None:
    checked = 0
    for lang, page, parsed in all_pages(site):
        for example_id, table in parsed.labelled("stakes"):
            result = engine_result(example_id)
            total = table.rows[-1]
            amounts = [chips(total[f"pot.{n}"]) for n in range(len(result["pots"]))]
            assert amounts == [p["amount"] for p in result["pots"]], (lang, page, example_id)
            assert chips(total["returned"]) == sum(result["returned"].values())
            pot_columns = {f"pot.{n}" for n in range(len(amounts))}
            assert set(table.header) == {"player", "contributed", "returned"} | pot_columns
            checked += 1
    assert checked >= 1


def test_every_table_cell_is_marked_with_its_column(site: Any) -> None:
    kinds = ("pots", "stakes", "results", "layers", "rules")
    seen = set()
    for lang, page, parsed in all_pages(site):
        for kind in kinds:
            for example_id, table in parsed.labelled(kind):
                assert table.rows, (lang, page, kind, example_id)
                for row in table.rows:
                    assert list(row) == list(table.header), (lang, page, kind, example_id, row)
                assert not any(key.isdigit() for key in table.header), (lang, page, kind, table.header)
                seen.add(kind)
    assert seen == set(kinds)


def claimed_value(data: dict[str, Any], path: str) -> Any:
    """What an example file claims at ``path`` under the rule set ``mkdocs.yml`` builds with (the build has
    checked that claim against the engine): from its claims, or its per-value claims for the rules' values."""
    prefix = "_" if "variant" in data else ""
    claims = data.get(f"{prefix}claims", {})
    if path in claims:
        return claims[path]
    for option, per_value in data.get(f"{prefix}claims_when", {}).items():
        under_build = per_value.get(value_of(BUILD_RULES, option), {})
        if path in under_build:
            return under_build[path]
    raise AssertionError(f"{path} is not claimed under the build's rules")


def test_quiz_answers_show_the_engine_value(site: Any) -> None:
    seen = 0
    for lang, page, parsed in all_pages(site):
        for answer, shown in zip(parsed.answers, parsed.answer_texts, strict=True):
            claimed = claimed_value(example(answer["data-example"]), answer["data-path"])
            raw = answer["data-answer"]
            if isinstance(claimed, bool):
                assert answer["data-input"] == "yes_no"
                assert raw == str(claimed).lower()
                assert shown == text("practice.yes" if claimed else "practice.no", lang), (lang, page, shown)
            elif isinstance(claimed, list):  # a set of players to choose, each once
                assert answer["data-input"] == "players"
                assert raw.split() == list(dict.fromkeys(claimed))
                assert all(player_name(pid, lang) in shown for pid in claimed), (lang, page, shown)
            else:
                assert answer["data-input"] == "number"
                assert int(raw) == claimed
                assert chips(shown) == claimed, (lang, page, shown)
            seen += 1
    assert seen >= 3


def test_every_page_declares_its_language_and_direction(site: Any) -> None:
    for lang, page, parsed in all_pages(site):
        assert parsed.html_attrs.get("lang") == lang, (lang, page)
        assert parsed.body_attrs.get("dir") == ("rtl" if lang == "fa" else "ltr"), (lang, page)


def test_persian_pages_write_numbers_in_persian_digits(site: Any) -> None:
    for page in page_names():
        html = page_path(site, "fa", page).read_text(encoding="utf-8")
        article = html[html.find("<article") : html.find("</article>")]
        article = re.sub(r'<span class="card[^"]*"[^>]*>.*?</span>', " ", article)
        article = re.sub(r"<code>.*?</code>|<[^>]+>|&#\d+;|&\w+;", " ", article)
        assert not re.search(r"\d", article.translate(str.maketrans("", "", "۰۱۲۳۴۵۶۷۸۹"))), (
            page,
            re.findall(r".{20}\d.{20}", article)[:3],
        )


def test_no_page_loads_anything_from_another_site(site: Any) -> None:
    for lang, page, parsed in all_pages(site):
        assert parsed.external == [], (lang, page, parsed.external)
    for css in site.rglob("*.css"):
        assert not re.search(r"@import\s+url\(\s*['\"]?(https?:)?//", css.read_text(encoding="utf-8")), css
