"""Each page loads only the site's scripts and styles it uses.

The build looks at a page's content for the markup the macros and pages write (a quiz answer, a pot diagram, the
calculator, the practice widget) and hands the page's list of assets to the theme (``overrides/main.html`` emits
them in ``<head>``: each script with ``defer``, in the order below, so they never block the first paint and each
runs after the ones it uses). What each page loads is listed in CONTRACTS.md ("Built pages");
``benchmarks/page_weight.py`` weighs each page's list against the 40 KB budget. The site plugin
(``macros/plugin/site_plugin.py``) notes them after each page is converted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from macros.text.language import file_language
from macros.text.profile import profile


@dataclass(frozen=True)
class Asset:
    """One of the site's own files under docs/assets, and the markup (any of ``marks``) a page loads it for;
    no marks: every page; ``own_digits``: only the pages of a language whose profile writes digits other than 0 to 9
    (Persian); ``later``: a script fetched once the page has loaded (outside the page's own 40 KB: the progress
    panel, folded, that nobody needs before the page is drawn)."""

    path: str
    marks: tuple[str, ...] = ()
    own_digits: bool = False
    later: bool = False

    @property
    def script(self) -> bool:
        return self.path.endswith(".js")


QUIZ = 'class="quiz-answer'
DIAGRAM = 'class="pot-diagram'
CALCULATOR = 'class="allin-calculator'
PRACTICE = 'class="allin-practice'
REPLAY = 'class="allin-replay'
OWN = 'class="allin-own'
PICKER = 'class="rp-picker'
PROGRESS = 'class="allin-progress'

ASSETS = (
    Asset("assets/css/site.css"),
    Asset("assets/css/widgets.css", (QUIZ, CALCULATOR, PRACTICE, OWN, PROGRESS)),
    Asset("assets/css/diagrams.css", (DIAGRAM, CALCULATOR, PRACTICE)),
    Asset("assets/css/replay.css", (REPLAY, OWN)),
    Asset("assets/css/own_hand.css", (OWN,)),
    Asset("assets/js/site.js"),
    Asset("assets/js/persian_digits.js", own_digits=True),
    Asset("assets/js/ui.js", (QUIZ, CALCULATOR, PRACTICE, REPLAY, OWN, PROGRESS)),
    Asset("assets/js/settle.js", (CALCULATOR,)),
    Asset("assets/js/pot_diagram.js", (CALCULATOR, PRACTICE)),
    Asset("assets/js/settlement.js", (CALCULATOR, PRACTICE)),
    Asset("assets/js/calculator.js", (CALCULATOR,)),
    Asset("assets/js/quiz.js", (QUIZ, PRACTICE)),
    Asset("assets/js/lesson_quiz.js", (QUIZ,)),
    Asset("assets/js/practice_store.js", (PRACTICE, PROGRESS)),
    Asset("assets/js/practice_link.js", (PRACTICE,)),
    Asset("assets/js/practice_read.js", (PRACTICE,)),
    Asset("assets/js/practice_draw.js", (PRACTICE,)),
    Asset("assets/js/practice_panels.js", (PRACTICE,)),
    Asset("assets/js/practice.js", (PRACTICE,)),
    Asset("assets/js/progress.js", (PROGRESS,), later=True),
    Asset("assets/js/replay.js", (REPLAY, OWN)),
    Asset("assets/js/replay_ask.js", (REPLAY, OWN)),
    Asset("assets/js/replay_page.js", (PICKER,)),
    Asset("assets/js/own_hand_words.js", (OWN,)),
    Asset("assets/js/own_hand.js", (OWN,)),
)
"""Every own asset, scripts in the order they must run: ui.js (allinUI) before everything that uses it, settle.js and
pot_diagram.js before settlement.js (renderSettlement), that before calculator.js and practice.js, quiz.js before
lesson_quiz.js (the lessons' questions) and practice.js, practice_store.js (allinPracticeStore) before
practice_link.js (a level named in the address, stored before practice.js starts), practice.js's parts (its store,
reading, drawing and panels, each using the ones before it) and progress.js (the progress panel); replay.js
(allinReplay) before replay_ask.js (its questions), replay_page.js (the replay page's one hand at a time) and
own_hand.js, after own_hand_words.js (the dealer's words it shows; its worker, own_hand_worker.js, is started by
own_hand.js when the learner asks, never loaded with the page)."""


def assets_for(content: str, lang: str) -> tuple[str, ...]:
    """The paths (under the site's root) of the assets a page with this content HTML, in ``lang``, loads."""
    return tuple(
        asset.path
        for asset in ASSETS
        if (not asset.marks or any(mark in content for mark in asset.marks))
        and (not asset.own_digits or not profile(lang).latin_digits)
    )


def note_assets(html: str, page: Any, config: Any) -> None:
    """Note the assets of the page with this content HTML (``page.allin_assets``) for the theme and
    widget_text.py."""
    page.allin_assets = assets_for(html, file_language(page, config["theme"]["language"]))
    page.allin_later = tuple(asset.path for asset in ASSETS if asset.later and asset.path in page.allin_assets)


def scripts_left_out(output: str, page: Any, config: Any) -> frozenset[str]:
    """The site's scripts (``docs/assets/js/…``) a page does not load: their widget texts stay off it."""
    loaded = getattr(page, "allin_assets", None) or assets_for(output, file_language(page, config["theme"]["language"]))
    return frozenset("docs/" + asset.path for asset in ASSETS if asset.script) - {"docs/" + path for path in loaded}


CSS_COMMENT = re.compile(r"/\*.*?\*/\s*", re.S)
SCRIPT_COMMENT_LINES = re.compile(r"^[ \t]*(?://[^\n]*|/\*(?:[^*]|\*(?!/))*\*/[ \t]*)\n", re.M)
"""Whole lines of a script that are a comment: a ``//`` line, or a ``/* … */`` block that starts a line and whose end
closes one (a comment with code after it on its line is kept). A line can start so inside a string only in a
template literal or a continued string, which the site's scripts do not have (tests/test_page_weight.py compares
each trimmed script's syntax tree with its source's)."""
SCRIPT_TRAILING_COMMENT = re.compile(r"(?<=[;{}(),])[ \t]+//[^\n]*$", re.M)
"""A ``//`` comment after the code on its line, where that code ends a statement, a block or a list (``;``, ``}``,
``,``...): half a kilobyte of the practice page's gzipped scripts once their comment lines were gone. Such a line
could hold ``; //`` inside a string, which the site's scripts do not (the same syntax-tree test)."""


SCRIPT_INDENT = re.compile(r"^[ \t]+", re.M)
"""The spaces that indent a script's line: a tenth of the practice page's gzipped scripts once the comments were
gone (1.2 KB). Only a template literal or a continued string could hold them, which the site's scripts do not
(the same syntax-tree test); the lines, and so automatic semicolons, stay as they are."""


def trimmed(text: str, script: bool) -> str:
    """A stylesheet without its comments; a script without its comment lines, the comments that end a line, and
    its indentation."""
    if script:
        return SCRIPT_INDENT.sub("", SCRIPT_TRAILING_COMMENT.sub("", SCRIPT_COMMENT_LINES.sub("", text)))
    return CSS_COMMENT.sub("", text)


def trim_styles(site_dir: str | Path) -> None:
    """The built copies of the site's own stylesheets and scripts without their comments (issue 17: a stylesheet's
    comments were a third of its gzipped bytes, which every page fetches before its first paint; a script's comment
    lines a fifth to a third); docs/assets keeps them. None of the stylesheets has ``/*`` inside a string."""
    for asset in ASSETS:
        built = Path(site_dir) / asset.path
        if built.is_file():
            built.write_text(trimmed(built.read_text(encoding="utf-8"), asset.script), encoding="utf-8")
