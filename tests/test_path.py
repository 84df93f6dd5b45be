"""The learner's path as the build writes it (macros/render/path.py): the course in the navigation's order, each
lesson's practice level one the bank has, every lesson ending with its link in each language, and the placement
quiz asking one question per step of the course."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from helpers.sitebuild import LANGS

import practice
from macros.render import path

ROOT = Path(__file__).resolve().parent.parent
PLACEMENT = re.compile(r'placement="([a-z-]+)"')


def nav() -> list[str]:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    return [entry.removesuffix(".md") for entry in config["nav"] if isinstance(entry, str)]


def test_the_course_follows_the_navigation() -> None:
    stems = [lesson.stem for lesson in path.COURSE]
    order = nav()
    assert [order.index(stem) for stem in stems] == list(range(1, len(stems) + 1))  # right after the home page
    assert path.course_stems().split() == stems
    assert order[len(stems) + 1] == path.PRACTICE_PAGE  # where the path goes after the last lesson


def test_every_lessons_level_is_a_practice_level() -> None:
    levels = [level.id for level in practice.LEVELS]
    assert all(lesson.level in levels for lesson in path.COURSE)
    assert len({lesson.level for lesson in path.COURSE}) == len(path.COURSE)


def test_an_unknown_lesson_or_level_stops_the_build() -> None:
    with pytest.raises(path.PathError):
        path.lesson("no-such-lesson")
    with pytest.raises(path.PathError):
        path.level_title("no-such-level", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_ends_with_its_practice_link(lang: str) -> None:
    for lesson in path.COURSE:
        source = (ROOT / "docs" / lang / f"{lesson.stem}.md").read_text(encoding="utf-8")
        assert source.rstrip().endswith("{{ lesson_end() }}"), (lang, lesson.stem)
        block = path.lesson_end_html(lesson.stem, lang)
        assert f'href="../practice/#level={lesson.level}"' in block
        assert f'data-record="{lesson.stem}"' in block


def test_the_placement_quiz_asks_about_each_step_in_every_language() -> None:
    asked = {lang: PLACEMENT.findall((ROOT / "docs" / lang / "index.md").read_text(encoding="utf-8")) for lang in LANGS}
    assert asked["ru"] == asked["fa"] == asked["en"]
    assert set(asked["en"]) == {lesson.stem for lesson in path.COURSE} - {"dealers"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_proposal_links_its_lesson_and_level_in_local_digits(lang: str) -> None:
    html = path.proposal_html("short-all-ins", lang, "index")
    assert 'href="short-all-ins/"' in html and 'href="practice/#level=short-allins"' in html
    assert path.lesson_title("short-all-ins", lang) in html
    assert ("۵" if lang == "fa" else "5") in re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_street_by_street_section_leads_to_the_level_that_asks_it(lang: str) -> None:
    """The dealers' page teaches the cut street by street; right after the hand's pot table, its section links to the
    practice level that asks it (issue 31.3), in the page's language."""
    source = (ROOT / "docs" / lang / "dealers.md").read_text(encoding="utf-8")
    section = source[source.index("{ #street-by-street }") :]
    section = section[: section.index("\n## ")]
    assert '{{ pot_table("streets_two_all_ins") }}\n\n{{ practise_at("streets") }}\n' in section, lang
    html = path.practise_at_html("streets", "dealers", lang)
    assert 'href="../practice/#level=streets"' in html
    assert path.level_title("streets", lang) in re.sub(r"<[^>]+>", "", html)
    with pytest.raises(path.PathError):
        path.practise_at_html("no-such-level", "dealers", lang)
