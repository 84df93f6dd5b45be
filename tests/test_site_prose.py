"""Every figure a page states in prose (each ``fig(...)`` call in its source) appears on the built page,
written the language's way, with the value the engine gives.

The values are computed here from the example files through the engine's JSON contracts (``settle_json``,
``play_json``, ``options_json``) under the rule set the site is built with, and the expected text is written
here too (not by the macros). Figures inside ``when`` blocks for other rule values are not on the page and
are not checked.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from sitebuild import LANGS, ROOT, build_rules, built_site, example, page_names, page_path, read_page

from calculator import options_json, play_json, settle_json
from macros.names import player_name
from macros.rule_options import value_of

FIG_CALL = re.compile(r'fig\(\s*"(?P<example>\w+)"\s*,\s*"(?P<path>[\w.]+)"\s*(?P<sign>,\s*sign\s*=\s*True)?\s*\)')
GROUP = {"ru": "\u00a0", "en": ",", "fa": "٬"}
MINUS = {"ru": "\u2212", "en": "\u2212", "fa": "\u200e\u2212"}
PLUS = {"ru": "+", "en": "+", "fa": "\u200e+"}
WHEN_TAG = re.compile(r'\{%-?\s*(?:call\s+when\(\s*"(?P<option>\w+)"\s*,\s*"(?P<value>\w+)"\s*\)|endcall)\s*-?%\}')


def written(value: int, lang: str, signed: bool) -> str:
    """A chip count as each language writes it (grouped by thousands; Persian digits in Persian)."""
    body = f"{abs(value):,}".replace(",", GROUP[lang])
    if lang == "fa":
        body = body.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    if value < 0:
        return MINUS[lang] + body
    return PLUS[lang] + body if signed and value > 0 else body


def _strip(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if not k.startswith("_")}


def engine_value(example_id: str, path: str) -> Any:
    """The engine's value of a figure path, or None when the JSON contracts do not give it."""
    data = example(example_id)
    parts = path.split(".")
    if parts[0] == "decisions":
        count = data["_decisions"][parts[1]]
        options = options_json({**_strip(data), "actions": data["actions"][:count]}, build_rules())
        if parts[2] == "to_act":
            return options["to_act"]
        return options.get(parts[2])
    hand = "variant" in data
    ids = list(data["players"]) if hand else [p["id"] for p in data["players"]]
    if hand:
        stacks = dict(zip(ids, data["starting_stacks"], strict=True))
        blinds = [b for b in data["blinds_or_straddles"] if b > 0]
    else:
        stacks = {p["id"]: p["stack"] for p in data["players"] if "stack" in p}
        blinds = data.get("blinds", [])
    if parts[0] == "input" and parts[1] != "contributed":
        if parts[1] == "stack":
            return stacks[parts[2]]
        if parts[1] == "blinds":
            return blinds[int(parts[2])]
        return data.get(parts[1])
    if hand:
        result = play_json(_strip(data), build_rules())
    else:
        players = [
            {"name": p["id"], "contributed": p["contributed"], "folded": p.get("folded", False)}
            | {k: p[k] for k in ("rank", "cards", "dead") if k in p}
            for p in data["players"]
        ]
        table = {k: data[k] for k in ("board", "smallest_chip") if k in data}
        result = settle_json({"players": players, **table}, build_rules())
    contributed = {pid: result["payouts"][pid] - result["net"][pid] for pid in ids}
    head, rest = parts[0], parts[1:]
    if head == "input":
        return sum(contributed.values()) if rest[1] == "total" else contributed[rest[1]]
    if head in ("payouts", "net"):
        return result[head][rest[0]]
    if head == "returned":
        returned = result["returned"]
        return sum(returned.values()) if rest[0] == "total" else returned.get(rest[0], 0)
    if head == "final_stack":
        return stacks[rest[0]] + result["net"][rest[0]]
    if head == "pots":
        pots = result["pots"]
        if rest[0] == "count":
            return len(pots)
        if rest[0] == "total":
            return sum(p["amount"] for p in pots)
        pot = pots[int(rest[0])]
        field = rest[1]
        if field in ("amount", "eligible", "winners"):
            return pot[field]
        if field == "shares":
            return pot["shares"][rest[2]]
        equal = min(pot["shares"].values())
        if field == "equal_share":
            return equal
        if field == "odd_chip_count":
            return pot["amount"] - equal * len(pot["winners"])
    return None  # layers and paid-in splits: not in the JSON contracts


def shown_under_build_rules(source: str) -> str:
    """A page's source without the ``when`` blocks the build's rule set does not render."""
    kept, shown, start = [], [True], 0
    for tag in WHEN_TAG.finditer(source):
        if shown[-1]:
            kept.append(source[start : tag.start()])
        if tag["option"]:
            shown.append(shown[-1] and value_of(build_rules(), tag["option"]) == tag["value"])
        else:
            shown.pop()
        start = tag.end()
    kept.append(source[start:])
    return "".join(kept)


def page_figures(lang: str, name: str) -> list[tuple[str, str, bool]]:
    source = shown_under_build_rules((ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8"))
    return [(m["example"], m["path"], bool(m["sign"])) for m in FIG_CALL.finditer(source)]


@pytest.fixture(scope="module")
def site() -> Path:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def test_prose_figures_match_the_engine_in_every_language(site: Path) -> None:
    checked = skipped = 0
    for lang in LANGS:
        for name in page_names():
            figures = page_figures(lang, name)
            if not figures:
                continue
            text = read_page(page_path(site, lang, name)).html
            for example_id, path, sign in figures:
                value = engine_value(example_id, path)
                if value is None:
                    skipped += 1
                    continue
                if isinstance(value, list):
                    for pid in value:
                        assert player_name(pid, lang) in text, (lang, name, example_id, path, pid)
                elif isinstance(value, str):
                    assert player_name(value, lang) in text, (lang, name, example_id, path)
                else:
                    expected = written(value, lang, sign or path.startswith("net."))
                    assert re.search(r"(?<![0-9۰-۹٬,\u00a0])" + re.escape(expected) + r"(?![0-9۰-۹])", text), (
                        lang,
                        name,
                        example_id,
                        path,
                        expected,
                    )
                checked += 1
    assert checked > 100, (checked, skipped)
    print(f"checked {checked} prose figures, {skipped} outside the JSON contracts")
