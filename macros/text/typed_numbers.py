"""Numbers typed by hand into the lessons' prose, and the few kinds of number that may be.

Every figure about a hand reaches a page through ``fig`` / ``answer`` (the engine's figure, claimed in the
example file). A number written in the prose itself, in any digits (``350``, ``2,000``, ``2 000``, ``۳۵۰``,
``۱۲٬۵۰۰``, ``۱۲،۵۰۰``), is typed by hand, and so is a literal handed to ``num(...)`` or ``digits(...)``:
those macros only write the digits the page's way. Such a number is accepted only when it is one of the
kinds in ``KINDS``, each recognised by the words around it (a rule number follows the word "rule", a side
pot's label follows "side pot", …), never by where it stands on a page.

Not prose: fenced code, inline code (`` `…` ``, ``<code>``, ``<pre>``), HTML tags and their attributes, link
targets, attribute lists (``{ #id }``), Jinja comments and statements, and every other macro call.

Run as a script to list the offenders with page and line: ``python -m macros.text.typed_numbers [FILE…]``
(every ``docs/<lang>/*.md`` by default); exit status 1 when there is one.
"""

from __future__ import annotations

import ast
import html
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

DIGIT = "[0-9\u06f0-\u06f9\u0660-\u0669]"
"""Latin, Persian (extended Arabic-Indic) and Arabic-Indic digits."""
TO_LATIN = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩٫", "01234567890123456789.")
GROUP = "[,\u066c\u060c\u00a0\u2009\u202f ]"
"""Thousands separators: comma, Arabic thousands separator ٬, Persian comma ، (as people type it), no-break,
thin, narrow no-break and ordinary space; each must be followed by exactly three digits."""
NUMBER = re.compile(
    rf"(?<![A-Za-z0-9\u06f0-\u06f9\u0660-\u0669.\u066b]){DIGIT}+(?:{GROUP}{DIGIT}{{3}}(?!{DIGIT}))*"
    rf"(?:[.\u066b]{DIGIT}+)?"
)
OBJECT = "\ufffc"
"""What a macro call or a code span leaves in the prose: not a digit, not a letter."""

NOT_PROSE = re.compile(
    r"""
    (?P<fence>^[ \t]*(?P<mark>`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*(?P=mark)[ \t]*$|\Z))
    | (?P<comment>\{\#.*?\#\})
    | (?P<macro>\{\{.*?\}\})
    | (?P<statement>\{%.*?%\})
    | (?P<html_comment><!--.*?-->)
    | (?P<code>(?P<ticks>`+).+?(?P=ticks))
    | (?P<code_tag><(?P<ctag>code|pre|kbd|script|style)\b[^>]*>.*?</(?P=ctag)>)
    | (?P<tag></?[A-Za-z][^>]*>)
    | (?P<target>(?<=\])\([^)\s]*(?:\s+"[^"]*")?\))
    | (?P<attrs>\{:?\s*[#.][^}]*\})
    | (?P<entity>&\#?\w+;)
    """,
    re.MULTILINE | re.DOTALL | re.VERBOSE,
)
LITERAL_MACRO = re.compile(r"""\{\{\s*(?:num|digits)\(\s*(?P<literal>"[^"]*"|'[^']*'|[^,)]+?)\s*(?:,[^)]*)?\)\s*\}\}""")
"""``num(350)``, ``digits("1.1")``, ``digits(2026)``: a literal whose digits are the writer's."""


@dataclass(frozen=True)
class Occurrence:
    """One number of a page's prose and the prose around it (macros as ``OBJECT``, spaces collapsed)."""

    page: str
    line: int
    text: str
    before: str
    after: str
    via_macro: bool
    opens_line: bool
    """Nothing but spaces or a heading's ``#`` marks before it on its line."""

    @property
    def value(self) -> str:
        """The number in Latin digits with its grouping removed (``۱۲٬۵۰۰`` → ``12500``, ``۱٫۱`` → ``1.1``)."""
        return re.sub(GROUP, "", self.text.translate(TO_LATIN))


@dataclass(frozen=True)
class Kind:
    """A kind of number that is not an engine figure: why, and the test that recognises it."""

    name: str
    why: str
    test: Callable[[Occurrence], bool]


def around(value: str, before: str | None = None, after: str | None = None) -> Callable[[Occurrence], bool]:
    """A test: the number matches ``value`` whole, the prose before it ends with ``before`` and the prose
    after it starts with ``after`` (regular expressions, case-insensitive; ``None`` asks nothing)."""
    value_re = re.compile(value)
    before_re = re.compile(f"(?:{before})$", re.IGNORECASE) if before is not None else None
    after_re = re.compile(f"^(?:{after})", re.IGNORECASE) if after is not None else None

    def test(found: Occurrence) -> bool:
        return bool(
            value_re.fullmatch(found.value)
            and (before_re is None or before_re.search(found.before))
            and (after_re is None or after_re.search(found.after))
        )

    return test


def any_of(*tests: Callable[[Occurrence], bool]) -> Callable[[Occurrence], bool]:
    """A test passed when one of ``tests`` is."""
    return lambda found: any(test(found) for test in tests)


def written_twice(found: Occurrence) -> bool:
    """The same number written two ways side by side, joined by "or" (``2,000 or 2000``): a sample of how
    an answer may be typed, not a figure of anything."""
    joined = r"\s*(?:or|или|یا)\s*"
    after = re.match(rf"{joined}({NUMBER.pattern})", found.after, re.IGNORECASE)
    before = re.search(rf"({NUMBER.pattern}){joined}$", found.before, re.IGNORECASE)
    same = [match for match in (after, before) if match]
    return any(re.sub(GROUP, "", match.group(1).translate(TO_LATIN)) == found.value for match in same)


SMALL = r"\d{1,2}"
RULE_WORD = r"\brules?|правил(?:о|а|у|ом|е)|قاعده(?:ٔ|\u200cی)?|بند|fidpa[,،]?|пункт\w*|\bclause|\bsection"
STEP_WORD = (
    r"\bsteps?|шаг(?:а|и|е|у|ам|ах|ов)?|گام(?:\u200cهای)?"  # a step of a procedure
    r"|\blessons?|урок(?:а|и|е|у|ам|ах|ов)?|درس(?:\u200cهای)?"  # a lesson of the course
)
SIDE_POT = r"\bside pots?|побочн\w*(?: банк\w*)?|پات(?:\u200cهای)? جانبی"
AND = r"\s*(?:and|to|и|до|–|-|و|تا)\s*"
"""Two numbers of one kind joined: "rules 21 and 23", "steps 5 to 7", "шаги 5–7", "گام‌های ۵ تا ۷"."""

KINDS: tuple[Kind, ...] = (
    # "rule 17", "правило 21", "قاعدهٔ ۲۳", "FIDPA 62.2(c)", and the "50% rule" named by its percentage.
    Kind(
        "rule number",
        "a rule book's numbering, not chips",
        any_of(
            around(r"\d{1,3}(?:\.\d{1,2})?", before=rf"(?:{RULE_WORD})\s*"),
            around(SMALL, after=r"\s?[%٪]\s*(?:rule|правил|قاعده)"),
            around(SMALL, before=rf"(?:{RULE_WORD})\s*{SMALL}{AND}"),
        ),
    ),
    # "TDA rules 2026", "правила TDA 2026 года", "نسخهٔ ۱٫۱ سال ۲۰۲۶", "Card Player (2022)".
    Kind(
        "year",
        "the year of a rule book or a source",
        any_of(
            around(r"(?:19[5-9]|20\d)\d", before=r"(?:tda|rules|правила|правилам|قواعد)\s*[(،,]?\s*|سال\s*"),
            around(r"(?:19[5-9]|20\d)\d", after=r"\s*(?:года|году|год\b)|,\s*(?:version|версия)"),
            around(r"(?:19[5-9]|20\d)\d", before=r"\(\s*", after=r"\s*\)"),
        ),
    ),
    # "version 1.1", "версия 1.1", "نسخهٔ ۱٫۱".
    Kind("version", "a rule book's version", around(r"\d+\.\d+", before=r"(?:version|верси[яи]|نسخه\S?)\s*")),
    # "### 4. Turn the hands face up", a numbered list's "1. ", "step 7", "Steps 5 to 7", "گام‌های ۵ تا ۷", and a
    # lesson's place in the course: "Start with lesson 1", «Начните с урока 1», «از درس ۱ شروع کنید».
    Kind(
        "step or list number",
        "the place of a step in a procedure or of a lesson in the course",
        any_of(
            lambda found: found.opens_line and around(SMALL, after=r"[.)]\s")(found),
            around(SMALL, before=rf"(?:{STEP_WORD})\s*"),
            around(SMALL, before=rf"(?:{STEP_WORD})\s*{SMALL}{AND}"),
        ),
    ),
    # "side pot 1", "побочный банк 2", "побочный 2", "پات جانبی ۱": the pot's name, numbered in order.
    Kind(
        "side pot's label",
        "a pot's name (side pot 1 is the first side pot)",
        any_of(around(SMALL, before=rf"(?:{SIDE_POT})\s*"), around(SMALL, before=rf"(?:{SIDE_POT})\s*{SMALL}{AND}")),
    ),
    # "six players" is better in words, but "6 players" is a count of seats, not of chips.
    Kind(
        "count of players or streets",
        "how many players or streets, not chips",
        around(SMALL, after=r"\s*(?:players?|streets?|игрок\w*|улиц\w*|بازیکن|ستریت|خیابان)"),
    ),
    # "a 25 chip", "фишки по 25", "chips of 100": a chip's face value as the dealer names it (not "350 chips").
    Kind(
        "chip denomination",
        "the face value of a chip, not a count of chips",
        any_of(
            around(r"\d{1,5}", before=r"\bchips? of\s*|фишк\w* (?:по|номиналом)\s*"),
            around(r"\d{1,5}", after=r"[\s-]*chip\b(?!s)|[\s-]*فیش\b"),
        ),
    ),
    # How an input field counts: "rank: 1 is the best hand", "(1 — лучшая рука", "عدد ۱ بهترین دست است", and
    # the smallest chip's default, 1 ("a smallest_chip when the table's smallest chip is not 1").
    Kind(
        "an input field's scale",
        "1 as the best rank, or as the smallest chip when none is given",
        any_of(
            around("1", after=r"\s*(?:is (?:the )?best|— лучш|یعنی بهترین|بهترین)"),
            around("1", before=r"(?:smallest chip|мелк\w* фишк\w*|کوچک\u200cترین چیپ)[^.]{0,60}"),
        ),
    ),
    # "it downloads about 4 MB", «около 4 МБ», «حدود ۴ مگابایت»: the size of a file the site sends.
    Kind(
        "file size",
        "how much a page downloads, not chips",
        around(r"\d{1,4}(?:\.\d)?", after=r"\s*(?:[kmg]i?b\b|[кмг]б\b|(?:کیلو|مگا|گیگا)\s?بایت)"),
    ),
    # "type a number (2,000 or 2000)": a sample of how to type an answer.
    Kind("sample of writing", "one number written two ways, to show how an answer may be typed", written_twice),
)


def prose_view(source: str) -> tuple[str, list[int], list[bool]]:
    """The page's prose, each character with its offset in ``source`` and whether a macro's literal wrote it.

    Code, tags, link targets, attribute lists and comments vanish; a ``num``/``digits`` call with a literal
    leaves the literal (the writer typed it); every other macro leaves ``OBJECT``.
    """
    chars: list[str] = []
    origin: list[int] = []
    literal: list[bool] = []

    def put(text: str, where: int, from_macro: bool = False) -> None:
        chars.extend(text)
        origin.extend([where] * len(text))
        literal.extend([from_macro] * len(text))

    done = 0
    for match in NOT_PROSE.finditer(source):
        for offset in range(done, match.start()):
            put(source[offset], offset)
        done = match.end()
        kind = match.lastgroup  # the outermost group: ``fence``, not the ``mark`` inside it
        if kind == "macro":
            called = LITERAL_MACRO.fullmatch(match.group())
            put(macro_literal(called.group("literal")) if called else OBJECT, match.start(), bool(called))
        elif kind in ("code", "code_tag"):
            put(OBJECT, match.start())
        elif kind == "entity":
            put(html.unescape(match.group()), match.start())
        elif kind == "fence":
            put("\n\n", match.start())
    for offset in range(done, len(source)):
        put(source[offset], offset)
    return "".join(chars), origin, literal


def macro_literal(argument: str) -> str:
    """The text a ``num``/``digits`` literal stands for (``"1.1"`` → ``1.1``, ``2026`` → ``2026``)."""
    try:
        value = ast.literal_eval(argument)
    except (ValueError, SyntaxError):
        return OBJECT
    return str(value) if isinstance(value, int | str) and not isinstance(value, bool) else OBJECT


def squash(text: str) -> str:
    """Context as the kinds read it: emphasis marks dropped, runs of spaces as one space, Latin digits."""
    return re.sub(r"\s+", " ", text.replace("*", "").replace("_", " ")).translate(TO_LATIN)


def occurrences(source: str, page: str = "") -> Iterator[Occurrence]:
    """Every number in the prose of ``source`` (a page's Markdown), with its line and context."""
    view, origin, literal = prose_view(source)
    for match in NUMBER.finditer(view):
        start = origin[match.start()]
        before = view[max(0, match.start() - 80) : match.start()]
        after = view[match.end() : match.end() + 80]
        line = before.rpartition("\n")[2] if "\n" in before or match.start() <= 80 else None
        yield Occurrence(
            page=page,
            line=source.count("\n", 0, start) + 1,
            text=match.group(),
            before=squash(before),
            after=squash(after),
            via_macro=literal[match.start()],
            opens_line=line is not None and re.fullmatch(r"[ \t]*(?:#{1,6}[ \t]+)?", line) is not None,
        )


def kind_of(found: Occurrence) -> Kind | None:
    """The first kind that accepts the number, or ``None``: a figure typed by hand."""
    return next((kind for kind in KINDS if kind.test(found)), None)


def typed_figures(source: str, page: str = "") -> list[Occurrence]:
    """The numbers of ``source``'s prose that no kind accepts."""
    return [found for found in occurrences(source, page) if kind_of(found) is None]


def pages(root: Path) -> list[Path]:
    """Every lesson page: ``docs/<lang>/*.md``."""
    return sorted(root.glob("docs/*/*.md"))


def report(paths: Iterable[Path]) -> list[str]:
    """One line per typed figure: ``page:line: number (…context…)``."""
    lines = []
    for path in paths:
        for found in typed_figures(path.read_text(encoding="utf-8"), str(path)):
            how = " (through num/digits)" if found.via_macro else ""
            context = f"…{found.before[-40:]}[{found.text}]{found.after[:30]}…".replace("\n", " ")
            lines.append(f"{found.page}:{found.line}: {found.text}{how}  {context}")
    return lines


def main(argv: list[str]) -> int:
    """List the typed figures of the given pages (every lesson page by default); 1 when there is one."""
    root = Path(__file__).resolve().parents[2]
    paths = [Path(arg) for arg in argv] or pages(root)
    found = report(paths)
    print("\n".join(found) if found else f"no figure typed by hand in {len(paths)} pages")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
