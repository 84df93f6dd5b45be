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

A decision-point answer (``decisions.<point>.…``) asks about betting told action by action: its input figures
are the blinds and antes only (the bets are the story, and the settlement is not reached).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.site_checks import engine_result, pages, visible_text, written
from helpers.sitebuild import build_rules, built_site, example

BUILD_RULES = build_rules()
ANSWER_SPAN = re.compile(r'<span class="quiz-answer"[^>]*>.*?</span>', re.S)
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


def shown(value: int, lang: str, text: str) -> bool:
    """Whether ``text`` states the chip count ``value`` as a whole number (not a piece of a longer one)."""
    spaces = str.maketrans({"\u00a0": " ", "\u202f": " "})
    body = re.escape(written(value, lang, False).translate(spaces))
    text = text.translate(spaces)
    before = rf"(?<![{DIGIT}])(?<![{DIGIT}][,٬\u00a0\u202f ])"
    after = rf"(?![{DIGIT}])(?![,٬\u00a0\u202f ][{DIGIT}]{{3}})"
    return re.search(before + body + after, text) is not None


def missing_inputs(site: Any) -> list[str]:
    """Every (page, example, path, input figure) a lesson quiz needs and its page does not show."""
    missing = []
    for lang, name, page in pages(site):
        if name not in LESSONS:
            continue
        article = page.html[page.html.find("<article") : page.html.find("</article>")]
        text = visible_text(ANSWER_SPAN.sub(" ", article))
        for answer in page.answers:
            example_id, path = answer["data-example"], answer["data-path"]
            for label, value in input_figures(example_id, path).items():
                if not shown(value, lang, text):
                    missing.append(f"{lang}/{name}: {example_id} {path} needs {label} = {value}")
    return missing


@pytest.mark.xfail(reason="today's lessons ask about hands whose setup figures they do not all state (issue 20, T2)", strict=True)
def test_every_quiz_input_figure_is_on_its_page(site: Any) -> None:
    missing = missing_inputs(site)
    assert not missing, "\n".join(sorted(set(missing)))


def test_the_rule_catches_a_figure_no_page_states() -> None:
    """The rule is not empty: a final-stack question needs the player's starting stack, a settlement file's
    stacks and dead money count, and a decision point needs only blinds and antes."""
    figures = input_figures("live_side_pot_hand", "final_stack.meret")
    assert "stack meret" in figures and figures["stack meret"] > 0
    assert input_figures("big_blind_ante", "payouts.nakht")
    assert all(k.startswith(("blind", "ante")) for k in input_figures("flop_short_all_in", "decisions.tiya.call_amount"))
    assert shown(2000, "en", "all-in for 2,000 chips") and not shown(2000, "en", "all-in for 12,000")
    assert shown(2000, "ru", "на 2\u00a0000") and not shown(200, "ru", "на 2\u00a0000")
    assert shown(2000, "fa", "۲٬۰۰۰") and not shown(2000, "fa", "۱۲٬۰۰۰")
