"""The learner's path through the course: the lessons in order, the practice level each one leads to, and the
markup of the path's parts (the lesson's last block, the placement quiz's proposals).

The order is the navigation's (``mkdocs.yml``); ``tests/test_path.py`` holds the two to each other and every level
to the practice bank's. The browser side (``docs/assets/js/site.js``, ``lesson_quiz.js``, ``practice_link.js``)
reads only the markup written here: see CONTRACTS.md, "The learner's path".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path

import practice
from macros.text.catalogue import text
from macros.text.numbers import local_digits

DOCS = Path(__file__).resolve().parents[2] / "docs"
PRACTICE_PAGE = "practice"
"""The practice page's file stem: where the path goes after the last lesson, and each lesson's practice link."""


@dataclass(frozen=True)
class Lesson:
    """A lesson of the course: its page's file stem, and the practice level that drills what it teaches."""

    stem: str
    level: str


COURSE = (
    Lesson("all-in", "two-allins"),
    Lesson("side-pots", "folds"),
    Lesson("after-all-in", "showdown"),
    Lesson("odd-chips", "antes"),
    Lesson("short-all-ins", "short-allins"),
    Lesson("worked-examples", "whole-hands"),
    Lesson("dealers", "stages"),
)
"""The lessons in the order they build on each other. The levels: all-ins for different amounts; folds and
uncalled chips (the side-pot lesson's cut); showdowns with cards (the award after the all-in); split pots in
whole chips (odd chips at a real table); short all-ins; whole hands played (the worked examples); one hand worked
step by step as a dealer does."""


class PathError(ValueError):
    """A page names a lesson the course does not have, or a lesson's title cannot be read."""


def lesson(stem: str) -> Lesson:
    """The course's lesson with page ``stem``."""
    for found in COURSE:
        if found.stem == stem:
            return found
    raise PathError(f"{stem!r} is not a lesson of the course (macros/render/path.py, COURSE)")


def number(stem: str) -> int:
    """The lesson's number in the course, from 1."""
    return COURSE.index(lesson(stem)) + 1


def course_stems() -> str:
    """The lessons' page stems in order, space-separated (the Start link's ``data-course``)."""
    return " ".join(found.stem for found in COURSE)


@cache
def lesson_title(stem: str, lang: str) -> str:
    """A lesson's title in ``lang``: its page's first heading, as written (a title holds no macro)."""
    source = DOCS / lang / f"{stem}.md"
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
            if "{" in title:
                raise PathError(f"{source}: the title of a lesson of the course holds a macro or attribute list")
            return title
    raise PathError(f"{source} has no title (a first-level heading)")


def level_title(level: str, lang: str) -> str:
    """A practice level's title in ``lang`` (the practice page's own words for it)."""
    if level not in {found.id for found in practice.LEVELS}:
        raise PathError(f"{level!r} is not a practice level (practice/bank.py, LEVELS)")
    return text(f"level.{level}.title", lang)


def href(stem: str, from_stem: str, fragment: str = "") -> str:
    """The link from page ``from_stem`` to page ``stem`` (every page but the home page is one folder deep)."""
    up = "" if from_stem == "index" else "../"
    return f"{up}{stem}/{fragment}"


def practice_href(level: str, from_stem: str) -> str:
    """The practice page opened at ``level`` (``practice/#level=<id>``, read by practice_link.js)."""
    return href(PRACTICE_PAGE, from_stem, f"#level={level}")


def _link(target: str, words: str, css: str = "") -> str:
    attribute = f' class="{css}"' if css else ""
    return f'<a{attribute} href="{escape(target)}">{escape(words)}</a>'


def lesson_end_html(stem: str, lang: str) -> str:
    """The block each lesson ends with: the learner's score on its questions (written by lesson_quiz.js from the
    kept answers; empty without JavaScript) and the link to the practice level that drills it."""
    level = lesson(stem).level
    words = text("path.practise", lang, level=level_title(level, lang))
    return (
        f'<div class="allin-lesson-end" data-record="{escape(stem)}">'
        '<p class="allin-score"></p>'
        f"<p>{_link(practice_href(level, stem), words, 'md-button md-button--primary allin-practise')}</p>"
        "</div>"
    )


def practise_at_html(level: str, stem: str, lang: str) -> str:
    """A link from inside lesson ``stem`` to a practice level that drills one of its sections (the dealers' page's
    street-by-street cut leads to the level that asks it), besides the lesson's own level at its end."""
    words = text("path.practise_at", lang, level=level_title(level, lang))
    return f'<p class="allin-practise-at">{_link(practice_href(level, stem), words, "md-button")}</p>'


def proposal_html(stem: str, lang: str, from_stem: str) -> str:
    """What the placement quiz proposes when ``stem`` is where to start: that lesson and its practice level, both
    linked (hidden until lesson_quiz.js picks it)."""
    found = lesson(stem)
    sentence = escape(text("path.proposal", lang, n="\x00n", lesson="\x00l", level="\x00v"))
    sentence = sentence.replace("\x00n", local_digits(str(number(stem)), lang))
    sentence = sentence.replace("\x00l", _link(href(stem, from_stem), lesson_title(stem, lang)))
    sentence = sentence.replace("\x00v", _link(practice_href(found.level, from_stem), level_title(found.level, lang)))
    return f'<p class="allin-proposal" data-lesson="{escape(stem)}" hidden>{sentence}</p>'


def proposals_html(lang: str, from_stem: str) -> str:
    """The placement quiz's result: a status line (how many questions are answered) and one proposal per lesson."""
    proposals = "".join(proposal_html(found.stem, lang, from_stem) for found in COURSE)
    return f'<div class="allin-proposals"><p class="allin-placement-status"></p>{proposals}</div>'
