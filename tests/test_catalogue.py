"""The interface text catalogues (locales/<lang>/LC_MESSAGES/messages.po, read by macros/text/catalogue.py).

Every language has every message, translated, with the English source's placeholders; every message is used
by a file its references name (Python under macros/, the widget scripts under docs/assets/js/), and every key
the code names exists; the files pass gettext's own check; the widgets get their text from each built page.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po
from helpers.sitebuild import build_rules, built_site, example, page_names, page_path

import replays
from calculator import PRESETS, TDA, Category, LimitReopen, OddChips, Showdown
from calculator.histories.compare import REASONS
from calculator.histories.errors import MESSAGES as IMPORT_ERRORS
from calculator.histories.model import FEES
from macros.render import cards, widget_text
from macros.render.rule_sources import rule_setting
from macros.render.rules_page import RULE_OPTIONS
from macros.text.catalogue import (
    FEMININE_COUNTS,
    LANGUAGES,
    SOURCE_LANGUAGE,
    CatalogueError,
    MissingTextError,
    catalogue,
    catalogue_path,
    count_text,
    placeholders,
    plural,
    text,
    widget_texts,
)
from macros.text.names import player_ids
from macros.text.typed_numbers import typed_figures
from practice.bank import LEVELS
from practice.errors_level import SPOTTED
from replays.groups import hand_groups
from teaching.mistakes import Mistake

ROOT = Path(__file__).resolve().parent.parent
SETTLE_JS = ROOT / "docs" / "assets" / "js" / "settle.js"
CALCULATOR_JS = ROOT / "docs" / "assets" / "js" / "calculator.js"
KEY = re.compile(r"[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_]+)+")
STEPS = frozenset(
    {"ante", "small_blind", "big_blind", "straddle", "post", "fold", "check", "call", "bet", "raise", "complete"}
)
"""The steps own_hand.js says (a blind is told as the small or the big one, by its seat)."""
STREETS = frozenset({"flop", "turn", "river"})
PREFIX = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\.")


def error_codes() -> set[str]:
    """Every error code the calculator can show: settle.js's and the form's own."""
    codes = set(re.findall(r'fail\("([a-z_]+)"', SETTLE_JS.read_text(encoding="utf-8")))
    codes |= set(re.findall(r'code: "([a-z_]+)"', CALCULATOR_JS.read_text(encoding="utf-8")))
    assert {"all_folded", "duplicate_name", "chips_text"} <= codes
    return codes


@dataclass(frozen=True)
class Family:
    """Keys a file builds from a prefix and a value the code holds: which suffixes may exist, which must."""

    allowed: frozenset[str]
    required: frozenset[str]


@cache
def families() -> dict[str, Family]:
    """Each key prefix the code completes at run time, with the suffixes it can complete it with."""
    ranks = frozenset(f"{r}{form}" for r in cards.RANK_KEYS.values() for form in ("", ".top", ".pl"))
    hands = frozenset({c.label for c in Category} | {"set"})
    rules = frozenset(
        {f"{option}.title" for option in RULE_OPTIONS}
        | {f"odd_chips.{v}" for v in OddChips}
        | {f"limit_reopen.{v}" for v in LimitReopen}
        | {f"showdown.{v}" for v in Showdown}
    )
    odd = frozenset(str(v) for v in OddChips)
    numbers = frozenset(str(n) for n in range(1, 11)) | {f"{n}.feminine" for n in FEMININE_COUNTS}
    errors = frozenset(error_codes() | {"other"})
    levels = frozenset(f"{level.id}.{part}" for level in LEVELS for part in ("title", "about"))
    mistakes = frozenset(f"{mistake}{part}" for mistake in Mistake for part in ("", ".lesson", ".name")) | frozenset(
        f"{mistake}.push"
        for mistake in SPOTTED  # what the dealer's push got wrong (practice.js)
    )
    replayed = frozenset(replays.published({"name": "tda"}))
    grouped = frozenset(group.id for group in hand_groups(replays.published({"name": "tda"})))
    return {
        "rank.": Family(ranks, ranks),
        "suit.": Family(frozenset(cards.SUIT_SYMBOLS), frozenset(cards.SUIT_SYMBOLS)),
        "hand.": Family(hands, hands),
        "rule.": Family(rules, rules),
        "rule.odd_chips.": Family(odd, odd),
        "number.": Family(numbers, numbers),
        "house.preset.": Family(frozenset(PRESETS), frozenset(PRESETS)),
        "error.": Family(errors, frozenset({"other"})),
        # Every name is dealt in practice hands (practice/table.py), so any player id is used.
        "player.": Family(frozenset(player_ids()), frozenset(player_ids())),
        # The practice bank's levels (practice/bank.py) and the typical mistakes (teaching/mistakes.py).
        "level.": Family(levels, levels),
        "mistake.": Family(mistakes, mistakes),
        # Every published hand replay has a title and a line on what to watch (macros/render/replayer.py).
        "replay.title.": Family(replayed, replayed),
        "replay.watch.": Family(replayed, replayed),
        # The replay page's groups of hands (replays/groups.toml).
        "replay.group.": Family(grouped, grouped),
        # "Your own hand" (docs/assets/js/own_hand.js, macros/render/own_hand.py): the import's error codes and the
        # comparison's reasons (calculator.histories), the room's fees, the dealer's words for each kind of step.
        "own.error.": Family(frozenset(IMPORT_ERRORS) | {"load"}, frozenset(IMPORT_ERRORS) | {"load"}),
        "own.reason.": Family(frozenset(REASONS) | {"cashout"}, frozenset(REASONS) | {"cashout"}),
        "own.fee.": Family(frozenset(FEES), frozenset(FEES)),
        "own.added.": Family(frozenset({"cash_drop"}), frozenset({"cash_drop"})),
        "own.say.": Family(STEPS, STEPS),
        "own.street.": Family(STREETS, STREETS),
        "own.deal.": Family(STREETS, STREETS),
        "own.variant.": Family(frozenset({"NT", "PT", "FT"}), frozenset({"NT", "PT", "FT"})),
        "own.ante.": Family(frozenset({"each", "big_blind"}), frozenset({"each", "big_blind"})),
    }


@dataclass(frozen=True)
class Source:
    """What one source file says about keys: whole strings, and prefixes it completes at run time."""

    strings: frozenset[str]
    prefixes: frozenset[str]


@cache
def source(path: str) -> Source:
    code = (ROOT / path).read_text(encoding="utf-8")
    if path.endswith(".py"):
        tree = ast.parse(code)
        strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        prefixes = {s for s in strings if PREFIX.fullmatch(s)}
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                start = str(node.values[0].value)
                if PREFIX.fullmatch(start):
                    prefixes.add(start)
        return Source(frozenset(strings), frozenset(prefixes))
    strings = set(re.findall(r'"((?:[^"\\\n]|\\.)*)"', code))
    prefixes = set(re.findall(r'"(' + PREFIX.pattern + r')"\s*\+', code))
    return Source(frozenset(strings), frozenset(prefixes))


def uses(path: str, key: str) -> bool:
    """Whether the file names the key whole, or builds it from a prefix and one of that prefix's values; a text
    written per rule value (``KEY@OPTION=VALUE``, macros/render/widget_text.py) is used where its ``KEY`` is."""
    key = key.partition("@")[0]
    found = source(path)
    if key in found.strings:
        return True
    return any(
        key.startswith(prefix) and key[len(prefix) :] in families()[prefix].allowed
        for prefix in found.prefixes
        if prefix in families()
    )


def code_files() -> Iterator[str]:
    yield "calculator/rules.py"  # each rule value's record names its wording's keys
    for path in sorted((ROOT / "macros").rglob("*.py")):
        yield str(path.relative_to(ROOT))
    for path in sorted((ROOT / "docs" / "assets" / "js").glob("*.js")):
        yield str(path.relative_to(ROOT))


def raw(lang: str) -> list[tuple[str, object, object, frozenset[str], tuple[str, ...], bool]]:
    """A catalogue file's entries as written: key, msgid, msgstr, flags, references, fuzzy."""
    with catalogue_path(lang).open("rb") as file:
        po = read_po(file, locale=lang)
    return [
        (m.context or "", m.id, m.string, frozenset(m.flags - {"fuzzy"}), tuple(f for f, _ in m.locations), m.fuzzy)
        for m in po
        if m.id
    ]


# ---- every language has every message ----


def test_every_language_has_the_english_messages_in_the_same_order() -> None:
    source = [(key, msgid, flags, refs) for key, msgid, _, flags, refs, _ in raw(SOURCE_LANGUAGE)]
    assert len(source) > 100
    assert len({key for key, *_ in source}) == len(source), "a key appears twice"
    for lang in LANGUAGES:
        entries = [(key, msgid, flags, refs) for key, msgid, _, flags, refs, _ in raw(lang)]
        missing = {e[0] for e in source} - {e[0] for e in entries}
        extra = {e[0] for e in entries} - {e[0] for e in source}
        assert not missing, f"{lang}: missing {sorted(missing)}"
        assert not extra, f"{lang}: not in English {sorted(extra)}"
        assert entries == source, f"{lang}: a message's English source, flags or references differ from English"


def test_translations_are_complete_and_english_is_the_source() -> None:
    for lang in LANGUAGES:
        for key, _, msgstr, _, _, fuzzy in raw(lang):
            strings = msgstr if isinstance(msgstr, tuple) else (msgstr,)
            assert not fuzzy, f"{lang}: {key} is marked fuzzy"
            if lang == SOURCE_LANGUAGE:
                assert not any(strings), f"en: {key} has a msgstr (English text goes in the msgid)"
            else:
                assert all(strings), f"{lang}: {key} is not translated"


def test_placeholders_are_the_same_in_every_language_and_form() -> None:
    for key, english in catalogue(SOURCE_LANGUAGE).messages.items():
        wanted = {name for form in english.source for name in placeholders(form)}
        for lang in LANGUAGES:
            found = catalogue(lang).messages[key]
            for form in found.forms:
                assert set(placeholders(form)) == wanted, (lang, key, form)
        flagged = "python-brace-format" in next(flags for k, _, _, flags, _, _ in raw(SOURCE_LANGUAGE) if k == key)
        assert flagged == bool(wanted), f"{key}: '#, python-brace-format' must mark exactly the texts with placeholders"


def test_plural_messages_have_every_form_of_the_language() -> None:
    counts = {"en": 2, "ru": 3, "fa": 2}
    for lang in LANGUAGES:
        for found in catalogue(lang).messages.values():
            if found.plural:
                assert len(found.forms) == counts[lang], (lang, found.key)
                assert len(found.source) == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_rule_agrees_with_cldr(lang: str) -> None:
    """The file's gettext Plural-Forms picks one form per CLDR plural category (as Babel knows them)."""
    choose = catalogue(lang).plural_index
    rule = Locale.parse(lang).plural_form
    forms: dict[str, set[int]] = {}
    for n in range(0, 1001):
        forms.setdefault(rule(n), set()).add(choose(n))
    assert all(len(indexes) == 1 for indexes in forms.values()), forms
    assert len({i for indexes in forms.values() for i in indexes}) == {"en": 2, "ru": 3, "fa": 2}[lang]


def test_the_files_pass_gettext_checks() -> None:
    """What translators' tools run: msgfmt checks each translation's format and plural forms."""
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        if os.environ.get("CI"):
            pytest.fail("msgfmt (Debian package gettext) is not installed (CI is set, so this is a failure)")
        pytest.skip("msgfmt (Debian package gettext) is not installed")
    for lang in LANGUAGES:
        done = subprocess.run(
            [msgfmt, "--check-format", "--check-domain", "-o", os.devnull, str(catalogue_path(lang))],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr


# ---- every message is used, every key the code names exists ----


def test_every_message_is_used_by_the_files_it_names() -> None:
    unused = []
    for key, found in catalogue(SOURCE_LANGUAGE).messages.items():
        assert found.used_by, f"{key} names no file that uses it (#: references)"
        for path in found.used_by:
            assert (ROOT / path).is_file(), f"{key}: no file {path}"
            if not uses(path, key):
                unused.append(f"{key} (#: {path})")
    assert not unused, "messages not used where their references say:\n" + "\n".join(unused)


def test_every_key_the_code_names_is_in_the_catalogue_with_that_file() -> None:
    messages = dict(catalogue(SOURCE_LANGUAGE).messages)
    for key, found in list(messages.items()):  # a text written per rule value stands for its key
        messages.setdefault(key.partition("@")[0], found)
    namespaces = {key.split(".")[0] for key in messages if "." in key}
    problems = []
    for path in code_files():
        found = source(path)
        for string in found.strings:
            if KEY.fullmatch(string) and string.split(".")[0] in namespaces:
                if string not in messages:
                    problems.append(f"{path} names {string!r}, which no catalogue has")
                elif path not in messages[string].used_by:
                    problems.append(f"{path} names {string!r}, but the message's #: references do not name {path}")
        for prefix in found.prefixes & set(families()):
            for suffix in families()[prefix].required:
                if prefix + suffix not in messages:
                    problems.append(f"{path} builds keys {prefix}…, and {prefix}{suffix} is missing")
    assert not problems, "\n".join(problems)


def test_the_usage_check_can_fail() -> None:
    """The two checks above see a key that is neither named nor built, and a family value with no message."""
    assert uses("macros/render/narrate.py", "step.check")
    assert not uses("macros/render/narrate.py", "step.juggle")
    assert uses("macros/render/cards.py", "rank.A.top")
    assert not uses("macros/render/cards.py", "rank.A.genitive")
    assert uses("docs/assets/js/calculator.js", "error.all_folded")
    assert not uses("docs/assets/js/calculator.js", "error.made_up")
    assert not uses("docs/assets/js/quiz.js", "calc.add")


def test_what_to_watch_in_a_replay_holds_no_figure_typed_by_hand() -> None:
    """A replay's line on what to watch (``replay.watch.<hand>``) sits above the engine's figures of that hand: any
    figure it wrote would be one typed by hand, so it names none, in any language (its words, a side pot's label or a
    count of players, are the kinds ``macros.text.typed_numbers`` accepts). "Ramses folds but his 300 stay" failed."""
    checked = 0
    for lang in LANGUAGES:
        for key, msgid, msgstr, *_ in raw(lang):
            if key.startswith("replay.watch."):
                said = str(msgid) if lang == SOURCE_LANGUAGE else str(msgstr)
                assert not typed_figures(said), f"{lang}: {key} has a figure typed by hand: {said}"
                checked += 1
    assert checked >= 3 * 30


def test_every_example_player_has_a_name() -> None:
    for path in sorted((ROOT / "examples").glob("*.toml")):
        data = example(path.stem)
        players = data["players"]
        ids = players if "variant" in data else [p["id"] for p in players]
        assert set(ids) <= set(player_ids()), path.name


# ---- lookups ----


def test_lookups_fill_fields_and_fail_clearly() -> None:
    assert text("pot.side", "en", n="2") == "Side pot 2"
    assert text("player.raha", "fa") == "رها"
    with pytest.raises(MissingTextError, match=r"no ru text for 'pot\.nowhere': add it to locales/ru/"):
        text("pot.nowhere", "ru")
    with pytest.raises(CatalogueError, match="has plural forms"):
        text("rule.raise_cap.count", "en")
    with pytest.raises(CatalogueError, match="has no plural forms"):
        plural("pot.main", 2, "en")
    with pytest.raises(CatalogueError, match="no catalogue for language 'de'"):
        catalogue("de")


@pytest.mark.parametrize(
    ("count", "form"),
    [
        (2, "лишние фишки"),
        (4, "лишние фишки"),
        (5, "лишних фишек"),
        (11, "лишних фишек"),
        (12, "лишних фишек"),
        (21, "лишняя фишка"),
        (22, "лишние фишки"),
        (111, "лишних фишек"),
    ],
)
def test_russian_plural_forms_follow_the_count(count: int, form: str) -> None:
    shown = plural("odd_chips", count, "ru", share="1\u00a0000", count=str(count))
    assert shown == f"1\u00a0000 (в том числе {count} {form})"


def test_counts_in_words_up_to_ten() -> None:
    assert [count_text(n, "en") for n in (1, 3, 10, 11)] == ["one", "three", "ten", "11"]
    assert count_text(3, "fa") == "سه"
    assert count_text(12, "fa") == "۱۲"
    assert [count_text(n, "ru", feminine=True) for n in (1, 2, 3, 11)] == ["одна", "две", "три", "11"]
    assert [count_text(n, "ru") for n in (1, 2)] == ["один", "два"]
    assert count_text(2, "en", feminine=True) == "two"
    assert rule_setting(TDA, "raise_cap", "fa") == "یک بت و سه ریز"


# ---- the widgets' text on the built pages ----


def test_the_text_element_is_safe_json() -> None:
    rules = TDA.with_overrides({"odd_chips": "remainder_to_first", "raise_cap": None})
    practice = frozenset(
        f"docs/assets/js/{name}.js" for name in ("practice", "practice_read", "practice_draw", "practice_panels")
    )
    element = widget_text.text_element("en", rules, practice)
    assert element.startswith('<script type="application/json" id="allin-text">')
    body = element.removeprefix('<script type="application/json" id="allin-text">').removesuffix("</script>")
    assert "<" not in body and ">" not in body and "&" not in body
    data = json.loads(body)
    assert data["lang"] == "en"
    assert data["rules"] == rules.to_dict() and data["rules"]["odd_chips"] == "remainder_to_first"
    assert data["text"] == widget_text.texts_under(widget_texts("en", practice), rules)
    assert data["rule_book"] == widget_text.rule_book()  # the page loads settle.js
    assert "quiz.check" in data["text"] and "level.folds.title" not in data["text"]  # the practice page's text
    assert "level.folds.title" in widget_texts("en")


def test_every_page_hands_the_widgets_their_text_in_its_language() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    element = re.compile(r'<script type="application/json" id="allin-text">(.*?)</script>', re.S)
    loads = re.compile(r'<script defer src="[./]*(assets/js/[\w.]+)">')
    for lang in LANGUAGES:
        messages = catalogue(lang).messages.items()
        assert any("docs/assets/js/practice.js" in m.used_by for _, m in messages)
        for name in page_names():
            page = page_path(result.site, lang, name).read_text(encoding="utf-8")
            head = page[: page.index("</head>")]
            [found] = element.findall(head)
            data = json.loads(found)
            scripts = {"docs/" + path for path in loads.findall(head)}
            # the service worker's registration, which every built page loads once it has loaded (overrides/main.html)
            assert "assets/js/offline.js" in head, (lang, name)
            scripts.add("docs/assets/js/offline.js")
            # the scripts fetched once the page has loaded (page_assets.py, ``later``: the progress panel)
            later = re.search(r'addEventListener\("load",function\(\)\{\[([^\]]*)\]', head)
            scripts |= (
                {"docs/" + path for path in re.findall(r'"[./]*(assets/js/[\w.]+)"', later.group(1))}
                if later
                else set()
            )
            # the text of the scripts the page loads, and of no other (the practice page's only on it); a text per
            # rule value under its key, a text per gender with both variants (the widget picks one per player)
            expected = {
                key if "@gender=" in key else key.partition("@")[0]
                for key, m in messages
                if any(p in scripts for p in m.used_by)
            }
            assert data["lang"] == lang, (lang, name)
            assert data["rules"] == build_rules().to_dict(), (lang, name)
            assert set(data["text"]) == expected, (lang, name)
            assert ("rule_book" in data) == ("docs/assets/js/settle.js" in scripts), (lang, name)
            assert ("practice.levels" in data["text"]) == (name == "practice"), (lang, name)
            if name == "calculator":
                assert data["text"]["calc.add"] == text("calc.add", lang)
