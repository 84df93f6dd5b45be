"""No lesson quiz asks about an example whose input figures its page does not show.

A question is ill-posed when the reader cannot know the hand it asks about: "how many chips has Nefertari
after the hand?" on a page that never says what she started with. For each quiz answer
(``.quiz-answer[data-example]``) on a built page, every *input figure* of its example, written as the page's
language writes numbers, must appear in the page's visible text outside the quiz answers themselves (the
answer spans are removed first, so an answer cannot supply its own setup).

The input figures of an example are:

- the chips each player put in (a player who put in nothing has no figure to show);
- each player's starting stack where a settlement file gives one (``stack``), and, in a played hand (PHH),
  the starting stack of the player a ``final_stack.<id>`` answer is about (the other stacks of a hand matter
  only through the chips they put in, which are shown);
- the blinds (the non-zero ``blinds_or_straddles`` of a hand, ``blinds`` of a settlement file);
- the antes: a settlement file's ``dead`` money per player, a hand's non-zero ``antes``.

A player's chips drawn on the page (``<figure class="allin-chips" data-example=… data-player=…>``, the dealers'
counting exercise) show what he put in: the picture is worth it (the build checks that), and counting it is the
question.

A decision-point answer (``decisions.<point>.…``) asks about betting told action by action: its input figures
are the blinds and antes only (the bets are the story, and the settlement is not reached).
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from helpers.site_checks import engine_result, pages, site_pages, written
from helpers.sitebuild import build_rules, built_site, example

BUILD_RULES = build_rules()
ANSWER_SPAN = re.compile(r'<span class="quiz-answer"[^>]*>.*?</span>', re.S)
DRAWN_CHIPS = re.compile(
    r'<figure class="allin-chips" data-example="(?P<example>[^"]+)" data-player="(?P<player>[^"]+)"'
)
DIGIT = "0-9۰-۹"
LESSONS = ("index", "all-in", "side-pots", "after-all-in", "odd-chips", "short-all-ins", "worked-examples", "dealers")


@pytest.fixture(scope="module")
def site() -> Any:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def input_figures(example_id: str, path: str) -> dict[str, int]:
    """The input figures a reader needs for ``path`` of an example, each with a label for the failure message."""
    data = example(example_id)
    figures: dict[str, int] = {}
    hand = "variant" in data
    if hand:
        ids = list(data["players"])
        figures |= {f"blind {i}": b for i, b in enumerate(data.get("blinds_or_straddles", [])) if b > 0}
        figures |= {f"ante {pid}": a for pid, a in zip(ids, data.get("antes", []), strict=False) if a > 0}
    else:
        ids = [p["id"] for p in data["players"]]
        figures |= {f"blind {i}": b for i, b in enumerate(data.get("blinds", []))}
        figures |= {f"dead {p['id']}": p["dead"] for p in data["players"] if p.get("dead")}
    if path.startswith("decisions."):
        return figures
    result = engine_result(example_id, BUILD_RULES)
    for pid in ids:
        put_in = result["payouts"][pid] - result["net"][pid]
        if put_in > 0:
            figures[f"put in {pid}"] = put_in
    if hand:
        if path.startswith("final_stack."):
            pid = path.split(".")[1]
            figures[f"stack {pid}"] = dict(zip(ids, data["starting_stacks"], strict=True))[pid]
    else:
        figures |= {f"stack {p['id']}": p["stack"] for p in data["players"] if "stack" in p}
    return figures


GROUP_MARKS = {"en": ",", "ru": "\u00a0\u202f", "fa": "٬"}
"""The marks that join a number's digit groups in each language (a plain space never does: it separates
two figures, such as two table cells)."""


def page_text(html: str) -> str:
    """The visible text of some HTML, keeping no-break spaces (Russian groups digits with them), so that two
    figures side by side are not read as one longer number."""
    inline = re.sub(r"</?(?:abbr|a|b|bdi|code|em|i|span|strong|sub|sup)\b[^>]*>", "", html)
    return re.sub(r"[ \t\r\n]+", " ", unescape(re.sub(r"<[^>]+>", " ", inline))).strip()


def shown(value: int, lang: str, text: str) -> bool:
    """Whether ``text`` states the chip count ``value`` as a whole number (not a piece of a longer one)."""
    marks = GROUP_MARKS[lang]
    body = re.escape(written(value, lang, False)).replace("\u00a0", f"[{marks}]")
    before = rf"(?<![{DIGIT}])(?<![{DIGIT}][{marks}])"
    after = rf"(?![{DIGIT}])(?![{marks}][{DIGIT}]{{3}})"
    return re.search(before + body + after, text) is not None


def missing_on_page(lang: str, name: str, html: str, answers: list[dict[str, str]]) -> list[str]:
    """Every (example, path, input figure) a page's quiz answers need and the page's article does not show."""
    article = html[html.find("<article") : html.find("</article>")]
    text = page_text(ANSWER_SPAN.sub(" ", article))
    drawn = {(m["example"], f"put in {m['player']}") for m in DRAWN_CHIPS.finditer(article)}
    missing = []
    for answer in answers:
        example_id, path = answer["data-example"], answer["data-path"]
        for label, value in input_figures(example_id, path).items():
            if (example_id, label) not in drawn and not shown(value, lang, text):
                missing.append(f"{lang}/{name}: {example_id} {path} needs {label} = {value}")
    return missing


def missing_inputs(site: Any) -> list[str]:
    """Every (page, example, path, input figure) a lesson quiz needs and its page does not show."""
    missing = []
    for lang, name, page in pages(site):
        if name in LESSONS:
            missing += missing_on_page(lang, name, page.html, page.answers)
    return missing


def test_every_quiz_input_figure_is_on_its_page(site: Any) -> None:
    missing = missing_inputs(site)
    assert not missing, "\n".join(sorted(set(missing)))


@pytest.mark.parametrize("lang", ["en", "ru", "fa"])
def test_a_quiz_without_its_setup_fails(site: Any, lang: str) -> None:
    """The check fails a page whose quiz asks about hands the page does not set up: the worked examples' quiz
    kept, every hand's setup above it cut out."""
    page = site_pages(site)[(lang, "worked-examples")]
    html = page.html
    quiz = html.find('<details class="question')
    assert quiz > 0 and not missing_on_page(lang, "worked-examples", html, page.answers)
    cut = html[: html.find("<article")] + "<article>" + html[quiz:]
    missing = missing_on_page(lang, "worked-examples", cut, page.answers)
    assert any("stack roya" in line or "put in" in line for line in missing), missing


def test_the_rule_catches_a_figure_no_page_states() -> None:
    """The rule is not empty: a final-stack question needs the player's starting stack, a settlement file's
    stacks and dead money count, and a decision point needs only blinds and antes."""
    figures = input_figures("live_side_pot_hand", "final_stack.meret")
    assert "stack meret" in figures and figures["stack meret"] > 0
    assert input_figures("big_blind_ante", "payouts.nakht")
    tiya_call = input_figures("flop_short_all_in", "decisions.tiya.call_amount")
    assert all(k.startswith(("blind", "ante")) for k in tiya_call)
    assert shown(2000, "en", "all-in for 2,000 chips") and not shown(2000, "en", "all-in for 12,000")
    assert shown(2000, "ru", "на 2\u00a0000") and not shown(200, "ru", "на 2\u00a0000")
    assert shown(2000, "fa", "۲٬۰۰۰") and not shown(2000, "fa", "۱۲٬۰۰۰")
