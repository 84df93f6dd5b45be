"""Every build error is one line naming the file and what is wrong, never a traceback (issue 16, item 2): malformed
example files, a page's macro, the site plugin's settings, and claims that state a figure in another kind of value
or a list in another order (issue 16, item 6).

Each build test copies what the build reads, breaks one thing and builds the copy in a subprocess; the output
must hold exactly one ``ERROR`` line, and every line of it must be one of MkDocs' own log lines (no traceback, no
continuation of a message over several lines).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers.macros_examples import SPLIT_302
from helpers.sitebuild import BuildResult, copy_project, run_build

from macros.examples.files import ExampleError, read_source
from macros.facts.claims import same_figure

ROOT_HANDS = Path(__file__).resolve().parent.parent / "replays" / "hands"
LOG_LINE = re.compile(r"^(INFO|WARNING|ERROR|DEBUG) +- |^Aborted with |^$")


def broken_build(tmp_path: Path, change: object) -> tuple[Path, BuildResult]:
    """A copy of the project changed by ``change(project)``, built (strict) in a subprocess."""
    project = copy_project(tmp_path / "project")
    change(project)  # type: ignore[operator]
    return project, run_build(project, tmp_path / "site")


def the_error(result: BuildResult) -> str:
    """The build's one error line (the build must have failed, with nothing but MkDocs' log lines)."""
    assert result.returncode != 0, result.output
    assert "Traceback" not in result.output, result.output
    strays = [line for line in result.output.splitlines() if not LOG_LINE.match(line)]
    assert not strays, f"lines that are not one-line log records: {strays[:5]}"
    errors = [line for line in result.output.splitlines() if line.startswith("ERROR")]
    assert len(errors) == 1, errors
    return errors[0]


def replace_in(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# ----- example files


def test_an_example_file_not_in_utf8_is_one_line(tmp_path: Path) -> None:
    def change(project: Path) -> None:
        (project / "examples" / "latin1.toml").write_bytes('# Café\n[[players]]\nid = "a"\n'.encode("latin-1"))

    _, result = broken_build(tmp_path, change)
    line = the_error(result)
    assert "examples/latin1.toml is not UTF-8 text (byte 5" in line, line


def test_an_example_file_opening_with_a_byte_order_mark_says_so(tmp_path: Path) -> None:
    # hostile review 2026-12-05, L4: "is not valid TOML: Invalid statement (at line 1, column 1)"
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + SPLIT_302.encode("utf-8"))
    with pytest.raises(ExampleError, match=r"/bom\.toml starts with a byte-order mark \(U\+FEFF"):
        read_source(path)


def test_a_folder_named_like_an_example_is_one_line(tmp_path: Path) -> None:
    _, result = broken_build(tmp_path, lambda project: (project / "examples" / "notes.toml").mkdir())
    assert "examples/notes.toml is a folder, not an example file" in the_error(result)


def test_actions_that_are_not_a_list_are_one_line(tmp_path: Path) -> None:
    def change(project: Path) -> None:
        path = project / "examples" / "flop_short_all_in.toml"
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"(?m)^actions = \[.*\]$", "actions = 5", text, count=1), encoding="utf-8")

    line = the_error(broken_build(tmp_path, change)[1])
    assert "examples/flop_short_all_in.toml: actions must be a list of PHH actions (strings), not 5" in line, line


def test_decisions_that_are_not_a_table_are_one_line(tmp_path: Path) -> None:
    def change(project: Path) -> None:
        path = project / "examples" / "flop_short_all_in.toml"
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"(?ms)^\[_decisions\]\n(?:[a-z]+ = \d+.*\n)+", "", text)
        path.write_text("_decisions = 5\n" + text, encoding="utf-8")

    line = the_error(broken_build(tmp_path, change)[1])
    assert "examples/flop_short_all_in.toml: _decisions must be a table of decision points, not 5" in line, line


# ----- claims: the kind of value and the order of a list


@pytest.mark.parametrize(
    ("claim", "shown"),
    [
        ('"pots.0.amount" = 302.0', "claim pots.0.amount = 302.0, but the engine says 302 (the claim is a decimal"),
        ('"pots.0.amount" = "302"', "claim pots.0.amount = '302', but the engine says 302 (the claim is a text"),
        ('"pots.count" = true', "claim pots.count = True, but the engine says 1 (the claim is a true or false"),
        (
            '"pots.0.winners" = ["shirin", "bijan", "arash"]',
            "claim pots.0.winners = ['shirin', 'bijan', 'arash'], but the engine says ['bijan', 'shirin', 'arash']",
        ),
    ],
)
def test_a_claim_of_another_kind_or_order_fails_in_one_line(tmp_path: Path, claim: str, shown: str) -> None:
    def change(project: Path) -> None:
        (project / "examples" / "kinds.toml").write_text(f"{SPLIT_302}[claims]\n{claim}\n", encoding="utf-8")

    line = the_error(broken_build(tmp_path, change)[1])
    assert f"examples/kinds.toml: {shown}" in line, line


@pytest.mark.parametrize(
    ("claimed", "engine", "same"),
    [
        (3350, 3350, True),
        (3350.0, 3350, False),
        ("3350", 3350, False),
        (True, 1, False),
        (1, True, False),
        (False, False, True),
        (["a", "b"], ["a", "b"], True),
        (["b", "a"], ["a", "b"], False),
        (["a"], ["a", "b"], False),
        ([1, 2], (1, 2), True),
        ([1.0, 2], [1, 2], False),
        ({"a": 1}, {"a": 1}, True),
        ({"a": 1.0}, {"a": 1}, False),
        ({"a": 1}, {"a": 1, "b": 2}, False),  # a table claim states every key (mutation round 2026-12-05, G5)
        ("one_each", "one_each", True),
    ],
)
def test_a_claim_states_the_figure_only_in_its_kind(claimed: object, engine: object, same: bool) -> None:
    assert same_figure(claimed, engine) is same


# ----- a page's macros


def test_a_failing_macro_is_one_line_naming_the_page_and_line(tmp_path: Path) -> None:
    page = Path("docs/en/odd-chips.md")

    def change(project: Path) -> None:
        text = (project / page).read_text(encoding="utf-8")
        (project / page).write_text(text + '\n\nTotal: {{ fig("no_such_example", "pots.0.amount") }}.\n', "utf-8")

    project, result = broken_build(tmp_path, change)
    line = the_error(result)
    number = len((project / page).read_text(encoding="utf-8").splitlines())
    assert f"docs/en/odd-chips.md line {number}: no example 'no_such_example' (known: " in line, line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{{ no_such_macro() }}", "'no_such_macro' is undefined"),
        ("{{ fig( }}", "unexpected '}'"),
        ("{{ num(1, 2, 3, 4) }}", "TypeError: num() takes from"),
        ('{{ count("three_players", "pots.0.winners") }}', "count() writes a count of one or more: 'pots.0.winners'"),
    ],
)
def test_every_kind_of_macro_error_is_one_line(tmp_path: Path, text: str, message: str) -> None:
    page = Path("docs/fa/faq.md")

    def change(project: Path) -> None:
        (project / page).write_text((project / page).read_text(encoding="utf-8") + f"\n\n{text}\n", "utf-8")

    project, result = broken_build(tmp_path, change)
    line = the_error(result)
    number = len((project / page).read_text(encoding="utf-8").splitlines())
    assert f"docs/fa/faq.md line {number}: " in line and message in line, line


# ----- the site plugin's settings


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "        name: tda\n",
            "        name: tda\n        odd_chips: one_each\n        odd_chips: remainder_to_first\n",
            "mkdocs.yml line {line}: plugins.allin.rules gives odd_chips twice",
        ),
        ("        name: tda\n", '        name: tda\n        "": one_each\n', "rules in mkdocs.yml has an empty key"),
        ("        # odd_chips: one_each", "        odd_chips:", "rules.odd_chips in mkdocs.yml is empty"),
        ("        # raise_cap: 3", "        raise_cap:", "rules.raise_cap in mkdocs.yml is empty"),
        (
            "        # raise_cap: 3",
            "        raise_cap: 12345678901234567890123456",
            "rules.raise_cap in mkdocs.yml must be at most 1000 raises (or none), not 12345678901234567890123456",
        ),
        ("      claims: fail", "      claims:", "claims in mkdocs.yml is empty"),
        ("        fa: {lang: [en], pipeline: []}\n", "", "search_languages in mkdocs.yml (plugins: allin) has no"),
        ("        fa: {lang: [en], pipeline: []}", "        fa: {lang: [], pipeline: []}", "search_languages.fa in"),
        # hostile review 2026-12-05: M7 (lunr's languages and functions, the languages built), L5 (a key YAML reads
        # as true), L6 (a merge key hiding a second value), M8 (an alias bomb)
        ("ru: {lang: [ru],", "ru: {lang: [xx],", "search_languages.ru in mkdocs.yml: lang 'xx' is not a lunr language"),
        (
            "en: {lang: [en], pipeline: [stopWordFilter, stemmer]}",
            "en: {lang: [en], pipeline: [bogus]}",
            "search_languages.en in mkdocs.yml: pipeline 'bogus' is not a lunr pipeline function",
        ),
        (
            "        fa: {lang: [en], pipeline: []}\n",
            "        fa: {lang: [en], pipeline: []}\n        de: {lang: [de], pipeline: []}\n",
            "search_languages.de in mkdocs.yml (plugins: allin): the site builds no language 'de'",
        ),
        (
            "        name: tda\n",
            "        name: tda\n        yes: remainder_to_first\n",
            "rules in mkdocs.yml has a key YAML reads as true (yes, on or true), not as a name",
        ),
        (
            "        name: tda\n",
            "        name: tda\n        <<: {odd_chips: remainder_to_first}\n        odd_chips: one_each\n",
            "plugins.allin.rules gives odd_chips twice (once through the merge key <<",
        ),
        (
            "  generator: false\n",
            "  generator: false\n  l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
            + "".join(f"  l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 10)}]\n" for n in range(1, 9)),
            "l4 expands to more than 100000 values through aliases of aliases",
        ),
    ],
)
def test_a_bad_setting_is_one_line_naming_it(tmp_path: Path, old: str, new: str, message: str) -> None:
    project, result = broken_build(tmp_path, lambda project: replace_in(project / "mkdocs.yml", old, new))
    line = the_error(result)
    if "{line}" in message:  # the line of the second key
        text = (project / "mkdocs.yml").read_text(encoding="utf-8").splitlines()
        message = message.format(line=text.index("        odd_chips: remainder_to_first") + 1)
    assert message in line, line


# ----- replay hand files (hostile review 2026-12-05: M6, L3, L4): one line beginning with the file, in plain words

HAND = "replays/hands/two_streets.toml"


def rewrite_hand(change: object) -> object:
    """A change of the project that rewrites the hand file ``HAND``: ``change(text)`` gives its new text."""

    def apply(project: Path) -> None:
        path = project / HAND
        path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]

    return apply


def write_hand(name: str, data: bytes) -> object:
    return lambda project: (project / "replays" / "hands" / name).write_bytes(data)


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (write_hand("zz_latin.toml", "# Café\n".encode("latin-1")), "replays/hands/zz_latin.toml is not UTF-8 text"),
        (
            write_hand(
                "zz_bom.toml",
                b"\xef\xbb\xbf" + (ROOT_HANDS / "two_streets.toml").read_bytes().replace(b'"two_streets"', b'"zz"'),
            ),
            "replays/hands/zz_bom.toml starts with a byte-order mark (U+FEFF",
        ),
        (write_hand("zz_empty.toml", b"\n"), "replays/hands/zz_empty.toml is empty"),
        (
            lambda project: (project / "replays" / "hands" / "zz_dir.toml").mkdir(),
            "replays/hands/zz_dir.toml is a folder",
        ),
        (rewrite_hand(lambda t: t.replace("_shows =", "[_rules\n_shows =")), f"{HAND} is not valid TOML"),
        (rewrite_hand(lambda t: t + "_rules = 5\n"), f"{HAND}: _rules must be a table of rule options"),
        (rewrite_hand(lambda t: t + '_rules = "cash"\n'), f"{HAND}: _rules must be a table of rule options"),
        (rewrite_hand(lambda t: t + "_rules = {raise_cap = 2000}\n"), f"{HAND}: _rules may set odd_chips"),
        (rewrite_hand(lambda t: t + '_rules = {showdown = "home"}\n'), f"{HAND}: _rules.showdown must be one of"),
        (rewrite_hand(lambda t: t + "_only_when = 5\n"), f"{HAND}: _only_when must be a table"),
        (rewrite_hand(lambda t: t + '_only_when = {odd_chip = ["one_each"]}\n'), "_only_when names no rule option"),
        (rewrite_hand(lambda t: t + '_only_when = {odd_chips = "one_each_or_not"}\n'), "_only_when.odd_chips must"),
        (rewrite_hand(lambda t: t.replace('_shows = "two_streets"', "")), f"{HAND}: _shows must name what the hand"),
        (rewrite_hand(lambda t: t.replace('_shows = "two_streets"', "_shows = 5")), "_shows must name what"),
        (rewrite_hand(lambda t: t.replace('"two_streets"', '"<b>x</b>"')), "_shows must name what the hand shows"),
        (rewrite_hand(lambda t: t.replace("_shows", "_show")), f"{HAND}: unknown field _show"),
        (rewrite_hand(lambda t: t.replace('"p1 cbr 2500"', '"p1 cbr 50"', 1)), f"{HAND}: action"),
        (rewrite_hand(lambda t: t.replace("p1 ", "p\u0661 ", 1)), f"{HAND}: "),
    ],
    ids=[
        "not utf-8",
        "bom",
        "empty",
        "folder",
        "bad toml",
        "rules 5",
        "rules text",
        "raise cap",
        "rules value",
        "only_when 5",
        "unknown option",
        "unknown value",
        "no shows",
        "shows 5",
        "shows html",
        "unknown field",
        "illegal raise",
        "persian digit",
    ],
)
def test_a_bad_hand_file_is_one_line_naming_it(tmp_path: Path, change: object, says: str) -> None:
    line = the_error(broken_build(tmp_path, change)[1])
    message = line.split(" - ", 1)[1].strip()
    assert message.startswith("replays/hands/") and says in message, line
    assert not re.search(r"Error\b|/tmp/|/work/|Errno", message), line  # no Python class name or absolute path


# ----- rule-dependent texts (code review 2026-12-05, Part 1 (a) 3): one line naming what to add, never a traceback


def test_a_missing_rule_dependent_widget_text_is_one_line(tmp_path: Path) -> None:
    def change(project: Path) -> None:
        path = project / "locales" / "fa" / "LC_MESSAGES" / "messages.po"
        text = path.read_text(encoding="utf-8")
        key = 'msgctxt "hint.odd_chips@odd_chips=remainder_to_first"\n'
        start = text.index(key)
        end = text.index("\n\n", start)
        path.write_text(text[:start] + text[end + 2 :], encoding="utf-8")

    line = the_error(broken_build(tmp_path, change)[1])
    assert "hint.odd_chips" in line and "remainder_to_first" in line, line
