"""Stories come from play: every passage of a lesson that tells a hand in the order of play is marked
``{# plays: <example> #}`` (a Jinja comment: nothing on the page) in every language, its example is a PHH hand
that the engine plays, and the players appear in the passage in the order in which they first act in the hand
history (preflop the first seat left of the big blind first; with three players the button before the small
blind). An English paragraph that tells two players' actions without such a mark fails, so a new narration cannot
be written from a list of contributions, where no order of play exists.

The sources are read, not the built pages: the check is about how the prose is written.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator

import pytest
from helpers.sitebuild import LANGS, ROOT, built_site, page_names, page_path

from macros.catalogue import text
from macros.names import player_ids

MARK = re.compile(r"\{#\s*plays:\s*(\w+)(?:\s+(flop|turn|river))?\s*#\}")
ACTION = re.compile(r"^p(\d+) (f|cc|cbr|sm)\b")
VERBS = re.compile(r"\b(?:folds|calls|raises|bets|checks|moves all-in|goes all-in|went all-in|raised|called)\b")


def source(lang: str, page: str) -> str:
    return (ROOT / "docs" / lang / f"{page}.md").read_text(encoding="utf-8")


def paragraphs(text_: str) -> Iterator[str]:
    """The page's blocks separated by blank lines."""
    yield from (block for block in re.split(r"\n[ \t]*\n", text_) if block.strip())


def is_list(block: str) -> bool:
    return block.lstrip().startswith("- ")


def marked(lang: str, page: str) -> list[tuple[str, str]]:
    """(example with its street, the passage it marks) for every mark on the page: the rest of the mark's
    block and the lists right after it (each option in turn). ``{# plays: x flop #}`` tells the hand from the
    flop (the preflop actions are not told)."""
    found = []
    blocks = list(paragraphs(source(lang, page)))
    for n, block in enumerate(blocks):
        for match in MARK.finditer(block):
            passage = [block[match.end() :]]
            for after in blocks[n + 1 :]:
                if not is_list(after) or MARK.search(after):
                    break
                passage.append(after)
            found.append((" ".join(filter(None, match.groups())), "\n\n".join(passage)))
    return found


def told_blocks(lang: str, page: str) -> set[int]:
    """The blocks a mark covers: its own and the lists right after it."""
    blocks = list(paragraphs(source(lang, page)))
    covered: set[int] = set()
    for n, block in enumerate(blocks):
        if MARK.search(block):
            covered.add(n)
            for m in range(n + 1, len(blocks)):
                if not is_list(blocks[m]) or MARK.search(blocks[m]):
                    break
                covered.add(m)
    return covered


def example_data(example: str) -> dict:
    return tomllib.loads((ROOT / "examples" / f"{example}.toml").read_text(encoding="utf-8"))


STREET_DEALS = {"flop": 1, "turn": 2, "river": 3}


def acting_order(marked_as: str) -> list[str]:
    """The players in the order of their first betting action (forced bets and the showdown left out), from the
    street the mark names (``"x flop"``) or from the start of the hand."""
    example, _, street = marked_as.partition(" ")
    data = example_data(example)
    actions = list(data["actions"])
    deals = [n for n, action in enumerate(actions) if action.startswith("d db")]
    if street:
        actions = actions[deals[STREET_DEALS[street] - 1] + 1 :]
    order: list[str] = []
    for action in actions:
        match = ACTION.match(action)
        if match and match.group(2) != "sm":
            player = data["players"][int(match.group(1)) - 1]
            if player not in order:
                order.append(player)
    return order


def name_pattern(pid: str, lang: str) -> re.Pattern[str]:
    """A player's mentions in a source: the ``name`` macro, or the name as written (Russian: any case ending)."""
    written = text(f"player.{pid}", lang)
    if lang == "ru":
        stem = written[:-1] if len(written) >= 4 else written[:2]
        literal = rf"(?<![\w]){re.escape(stem)}\w*"
    else:
        literal = rf"(?<![\w]){re.escape(written)}(?![\w])"
    return re.compile(rf'name\(\s*"{pid}"\s*\)|options\(\s*"\w+"\s*,\s*"{pid}"\s*\)|{literal}')


def mention_order(block: str, players: list[str], lang: str) -> list[str]:
    """The players by their first mention in the block."""
    first = {}
    for pid in players:
        match = name_pattern(pid, lang).search(block)
        if match:
            first[pid] = match.start()
    return sorted(first, key=first.__getitem__)


def all_marks() -> list[tuple[str, str, str, str]]:
    return [(lang, page, ex, block) for lang in LANGS for page in page_names() for ex, block in marked(lang, page)]


def test_the_lessons_mark_their_narrations_alike_in_every_language() -> None:
    by_lang = {lang: sorted((page, ex) for page in page_names() for ex, _ in marked(lang, page)) for lang in LANGS}
    assert by_lang["en"], "no narration is marked"
    assert by_lang["ru"] == by_lang["en"] == by_lang["fa"]
    # at least the dealers' two hands, whose order of play the Persian review found impossible
    assert {("dealers", "dealer_three_all_ins"), ("dealers", "dealer_bb_ante")} <= set(by_lang["en"])
    assert all((ROOT / "examples" / f"{ex.split()[0]}.toml").is_file() for _, ex in by_lang["en"])


@pytest.mark.parametrize("example", sorted({ex.split()[0] for _, _, ex, _ in all_marks()}))
def test_every_narrated_example_is_a_hand_the_engine_plays(example: str) -> None:
    data = example_data(example)
    assert "variant" in data and "actions" in data, f"{example} is told in order of play but is not a PHH hand"
    assert "players" in data and not any(isinstance(p, dict) for p in data["players"])


@pytest.mark.parametrize(("lang", "page", "example", "block"), all_marks(), ids=lambda v: str(v)[:24])
def test_a_narration_names_the_players_in_the_order_they_act(lang: str, page: str, example: str, block: str) -> None:
    order = acting_order(example)
    told = mention_order(block, order, lang)
    assert len(told) >= 2, (lang, page, example, "the marked paragraph names fewer than two players")
    assert told == [pid for pid in order if pid in told], (lang, page, example, told, order)


def test_the_order_check_catches_the_impossible_order_the_review_found() -> None:
    """The dealers' ante hand as it was told before: Omid's fold first, though the button acts first."""
    old = "Omid folds his small blind; Leila on the button is all-in; Darius, who posted the ante, calls."
    order = acting_order("dealer_bb_ante")
    told = mention_order(old, order, "en")
    assert told != [pid for pid in order if pid in told]


def test_every_english_paragraph_telling_two_players_actions_is_marked() -> None:
    patterns = [name_pattern(pid, "en") for pid in player_ids()]
    unmarked = []
    for page in page_names():
        covered = told_blocks("en", page)
        for n, block in enumerate(paragraphs(source("en", page))):
            if n in covered or block.lstrip().startswith(("???", "|", "<", "#")):
                continue
            prose = "\n".join(line for line in block.splitlines() if not line.startswith("    "))
            players = [pattern for pattern in patterns if pattern.search(prose)]
            if len(VERBS.findall(prose)) >= 2 and len(players) >= 2 and "{% call when" not in prose:
                unmarked.append((page, prose[:120]))
    assert not unmarked, unmarked


def test_marks_leave_nothing_on_the_built_pages() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    for lang, page, _, _ in all_marks():
        html = page_path(result.site, lang, page).read_text(encoding="utf-8")
        assert "plays:" not in html and "{#" not in html, (lang, page)
