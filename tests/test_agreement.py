"""Sentences that agree with the player they are about (issue 27, "sentences that agree").

Every player id has a grammatical gender in the catalogues (the flag ``masculine`` or ``feminine`` on its
``player.<id>`` entry, the same in every language), and Russian case forms (``player.<id>@case=gen`` …) that
pages ask for with ``name(id, case)``; a hand name has its instrumental (``hand.<kind>@case=ins``) for
``hand(example, player, "ins")``. A text that depends on the player's gender is written once per gender,
``KEY@gender=m`` and ``KEY@gender=f``, and Python (``macros.text.catalogue.text(..., gender=)``) and the browser
(``allinUI.t(lang, key, params, gender)``, replay.js's ``t``) pick the variant. A text with a player's name and
no variants must need none: no word in it agrees with the player's gender, and no Russian preposition asks the
name for a case a catalogue template cannot give it. Texts shown around a name typed into the calculator can
know neither, so they have no variants at all. Persian writes no «است» after a name ending in a vowel letter
(«رها است» reads «رهاست»): no template does, and the built pages never do.
"""

from __future__ import annotations

import ast
import html
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.jsrun import node
from helpers.sitebuild import built_site, page_path

from calculator import TDA
from macros.render import cards
from macros.render.widget_text import text_element, texts_under
from macros.text.catalogue import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    CatalogueError,
    MissingTextError,
    catalogue,
    catalogue_path,
    gendered_keys,
    placeholders,
    text,
    widget_texts,
)
from macros.text.names import CASES, player_gender, player_ids, player_name

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
UI_JS = ROOT / "docs" / "assets" / "js" / "ui.js"

PEOPLE = {
    "ahmose": "m",
    "nefertari": "f",
    "ramses": "m",
    "tiya": "f",
    "seti": "m",
    "meret": "f",
    "nakht": "m",
    "raha": "f",
    "kian": "m",
    "mina": "f",
    "omid": "m",
    "bijan": "m",
    "shirin": "f",
    "arash": "m",
    "darius": "m",
    "leila": "f",
    "babak": "m",
    "roya": "f",
}
"""Who is a man and who a woman (the Russian review names the eight women: Мерет, Тия, Лейла, Роя, Раха, Мина,
Ширин, Нефертари)."""
A_MAN, A_WOMAN = "ramses", "meret"

NAME_FIELDS = ("name", "who")
"""The placeholders that hold one player's name (``names`` holds a list, ``shares`` name–figure pairs)."""

TYPED_NAME_SCRIPTS = ("docs/assets/js/calculator.js", "docs/assets/js/settlement.js", "docs/assets/js/pot_diagram.js")
"""Scripts that write names a user typed (the calculator, and the pot diagram it draws): no gender, no case."""

BESIDE_A_NAME = (
    "replay.folded",
    "replay.all_in",
    "calc.folded",
    "calc.chips",
    "calc.rank",
    "col.contributed",
    "col.returned",
    "col.payout",
    "col.net",
    "col.final_stack",
)
"""Texts shown beside one player's name without holding it: a seat's flag, a column over the players."""

RU_AGREEING = re.compile(
    r"(?<![а-яё])(?:[а-яё]*[аеиоуыэюяё](?:л|ла|лся|лась)|он|она|его|её|ему|ей|него|неё|нему|ней|ним|"
    r"сам|сама|должен|должна|готов|готова|первым|первой|последним|последней)(?![а-яё])",
    re.IGNORECASE,
)
"""Russian words that agree with a singular person's gender: past-tense verbs (сбросил, сбросила), third-person
pronouns, short adjectives and ordinal adverbs (первым, первой)."""
RU_NOT_AGREEING = frozenset({"сила", "правил"})
"""Nouns the pattern takes for verbs: «сила руки», «набор правил»."""
RU_SOMEBODY = re.compile(r"(?<![а-яё])(?:никто|кто)(?:\s+не)?\s+[а-яё]+", re.IGNORECASE)
"""A verb whose subject is «никто» or «кто» agrees with that word («никто не уравнял»), not with a player."""
EN_AGREEING = re.compile(r"\b(?:he|she|his|her|hers|him|himself|herself)\b", re.IGNORECASE)
RU_PREPOSITION = re.compile(
    r"(?<![а-яё])(?:у|к|ко|с|со|от|до|из|без|для|о|об|обо|при|по|за|над|под|перед|между|через|про|на|в|во)\s+"
    r"\{(?:name|who|names)\}",
    re.IGNORECASE,
)
"""A Russian preposition right before a name: it asks for a case (у Рахи), which a catalogue template cannot give."""
FA_LETTER = "\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc\u200c"
"""Persian letters and the zero-width non-joiner: «است» followed by one is another word («استک»)."""
FA_IS_AFTER = re.compile(r"\{(?:name|who|names)\}\s*است(?![" + FA_LETTER + "])")


def gender_flags(lang: str) -> dict[str, list[str]]:
    """Each player entry's gender flags as the file writes them."""
    from babel.messages.pofile import read_po

    with catalogue_path(lang).open("rb") as file:
        po = read_po(file, locale=lang)
    return {
        str(m.context).removeprefix("player."): sorted(m.flags & {"masculine", "feminine"})
        for m in po
        if m.id and m.context and m.context.startswith("player.") and "@" not in m.context
    }


def templates(lang: str) -> Iterator[tuple[str, str]]:
    """Every form of every message of ``lang``, by key."""
    for key, found in catalogue(lang).messages.items():
        for form in found.forms:
            yield key, form


def fields_of(form: str) -> dict[str, str]:
    return {name: f"<{name}>" for name in placeholders(form)}


# ---- each player's gender and case forms ----


def test_every_player_has_one_gender_the_same_in_every_language() -> None:
    assert set(player_ids()) == set(PEOPLE)
    for lang in LANGUAGES:
        flags = gender_flags(lang)
        assert set(flags) == set(PEOPLE), lang
        for pid, gender in PEOPLE.items():
            assert flags[pid] == [{"m": "masculine", "f": "feminine"}[gender]], (lang, pid, flags[pid])
    assert {pid: player_gender(pid) for pid in PEOPLE} == PEOPLE


def asked_cases(pattern: str) -> set[tuple[str, str]]:
    """(page, case) for every call in the pages that asks for a case form with the pattern's last group."""
    found = set()
    for path in sorted(DOCS.glob("*/*.md")):
        for case in re.findall(pattern, path.read_text(encoding="utf-8")):
            found.add((str(path.relative_to(DOCS)), case))
    return found


def test_every_case_a_page_asks_for_is_held_for_every_player_in_every_language() -> None:
    asked = {case for _, case in asked_cases(r'\bname\(\s*"\w+"\s*,\s*"(\w+)"\s*\)')}
    assert "gen" in asked  # «У Рахи» (the Russian review's G3)
    assert asked <= set(CASES), f"a page asks for a case the catalogues do not hold: {sorted(asked - set(CASES))}"
    for lang in LANGUAGES:
        for pid in PEOPLE:
            nominative = player_name(pid, lang)
            for case in CASES:
                form = player_name(pid, lang, case)
                assert form, (lang, pid, case)
                if lang != "ru":  # English and Persian names take no case
                    assert form == nominative, (lang, pid, case, form)
    assert player_name("raha", "ru", "gen") == "Рахи"
    assert player_name("raha", "ru", "ins") == "Рахой"
    assert player_name("ramses", "ru", "dat") == "Рамсесу"
    assert player_name("meret", "ru", "gen") == "Мерет"  # a woman's name ending in a consonant does not decline
    with pytest.raises(MissingTextError):
        player_name("raha", "ru", "vocative")


def test_every_hand_name_has_the_case_a_page_asks_for() -> None:
    asked = {case for _, case in asked_cases(r'\bhand\(\s*"\w+"\s*,\s*"\w+"\s*,\s*"(\w+)"\s*\)')}
    assert asked == {"ins"}  # «Роя с сетом семёрок» (the Russian review's C5)
    hands = [
        ("AcAd", "2s7h9sJdKc"),  # a pair
        ("AcKd", "AsKh2s3d9c"),  # two pair
        ("7c7d", "7s2h9dJcKs"),  # a set
        ("7c2d", "7s7h9dJcKs"),  # three of a kind
        ("AcKd", "QsJhTd2c3s"),  # a straight
        ("AcKc", "2c5c9cJd3s"),  # a flush
        ("7c7d", "7s2h2dJcKs"),  # a full house
        ("7c7d", "7s7h2dJcKs"),  # four of a kind
        ("AcKd", "2s7h9sJd4c"),  # high card
        ("9c8c", "7c6c5cJd2s"),  # a straight flush
    ]
    for lang in LANGUAGES:
        for hole, board in hands:
            for case in asked:
                assert cards.hand_name(hole, board, lang, case), (lang, hole, case)
    assert cards.hand_name("7c7d", "7s2h9dJcKs", "ru", "ins") == "сетом семёрок"
    assert cards.hand_name("KcKd", "2s7h9sJd4c", "ru", "ins") == "парой королей"
    assert cards.hand_name("KcKd", "2s7h9sJd4c", "en", "ins") == cards.hand_name("KcKd", "2s7h9sJd4c", "en")


# ---- texts written once per gender ----


def test_texts_written_per_gender_render_for_a_man_and_a_woman_in_every_language() -> None:
    keys = gendered_keys(SOURCE_LANGUAGE)
    assert {"replay.folded", "options.subject", "showdown.first.aggressor"} <= keys
    for lang in LANGUAGES:
        assert gendered_keys(lang) == keys, lang
        for key in sorted(keys):
            forms = {}
            for gender in ("m", "f"):
                variant = catalogue(lang).messages[f"{key}@gender={gender}"]
                assert not variant.plural, key
                forms[gender] = text(key, lang, gender=gender, **fields_of(variant.forms[0]))
                assert forms[gender] == variant.forms[0].format(**fields_of(variant.forms[0]))
            with pytest.raises(CatalogueError, match="once per gender"):
                text(key, lang)
    assert text("replay.folded", "ru", gender=player_gender(A_MAN)) == "сбросил карты"
    assert text("replay.folded", "ru", gender=player_gender(A_WOMAN)) == "сбросила карты"
    assert text("options.subject", "en", gender="f") == "She"
    assert text("options.subject", "ru", gender="m") == "Он"


def test_a_text_with_a_name_and_no_variants_agrees_with_nobody() -> None:
    """A text holding one player's name, or shown beside one, and not written per gender, has no word that agrees
    with the player's gender (Russian, English); no Russian template puts the name after a preposition, and no
    Persian one writes «است» after it."""
    gendered = gendered_keys(SOURCE_LANGUAGE)
    problems = []
    for lang, pattern in (("ru", RU_AGREEING), ("en", EN_AGREEING)):
        for key, form in templates(lang):
            base = key.partition("@")[0]
            about_one = any(field in NAME_FIELDS for field in placeholders(form)) or key in BESIDE_A_NAME
            if about_one and base not in gendered and "@gender=" not in key:
                words = pattern.findall(RU_SOMEBODY.sub("", form) if lang == "ru" else form)
                problems += [
                    f"{lang} {key}: {word!r} agrees with a gender in {form!r}"
                    for word in words
                    if word.lower() not in RU_NOT_AGREEING
                ]
    problems += [
        f"ru {key}: {form!r} puts a name after a preposition"
        for key, form in templates("ru")
        if RU_PREPOSITION.search(form)
    ]
    problems += [
        f"fa {key}: {form!r} writes است after a name" for key, form in templates("fa") if FA_IS_AFTER.search(form)
    ]
    assert not problems, "\n".join(problems)


def test_the_lint_finds_what_it_looks_for() -> None:
    assert RU_AGREEING.findall("{name} сбросил карты") == ["сбросил"]
    assert RU_AGREEING.findall("Первым показывает {name}") == ["Первым"]
    assert not RU_AGREEING.findall("{name} сбрасывает карты, ставит 25 и уравнивает 100 — это олл-ин")
    assert not RU_AGREEING.findall(RU_SOMEBODY.sub("", "{name} получает назад 25, которые никто не уравнял"))
    assert EN_AGREEING.findall("{name} shows his cards") == ["his"]
    assert RU_PREPOSITION.search("Возврат: у {name}") and not RU_PREPOSITION.search("{name} получает назад {chips}")
    assert FA_IS_AFTER.search("نوبت {name} است.") and not FA_IS_AFTER.search("{name} استک دارد")


def test_texts_around_a_typed_name_need_neither_gender_nor_case() -> None:
    """The calculator cannot know the gender or case of a name a user typed: its texts are written once."""
    gendered = gendered_keys(SOURCE_LANGUAGE)
    for key, found in catalogue(SOURCE_LANGUAGE).messages.items():
        if any(path in TYPED_NAME_SCRIPTS for path in found.used_by):
            assert key.partition("@")[0] not in gendered, f"{key} is shown around a typed name"
            assert "@case=" not in key, key


# ---- the code goes through the variants ----


def calls_naming(code: str, key: str) -> Iterator[str]:
    """Each call in a script whose arguments start with the string ``key``: from the callee to its closing bracket."""
    for match in re.finditer(r'\b(?:t|text|say|plural)\(\s*(?:lang,\s*)?"' + re.escape(key) + '"', code):
        depth, end = 0, match.start()
        for end in range(code.index("(", match.start()), len(code)):
            depth += {"(": 1, ")": -1}.get(code[end], 0)
            if depth == 0:
                break
        yield code[match.start() : end + 1]


def test_every_gendered_text_is_asked_for_with_the_players_gender() -> None:
    """Python passes ``gender=`` and the scripts a gender argument wherever they ask for a text written per gender;
    a text that is not written per gender may be asked for without one."""
    english = catalogue(SOURCE_LANGUAGE).messages
    problems = []
    for key in sorted(gendered_keys(SOURCE_LANGUAGE)):
        users = {path for k, m in english.items() if k.startswith(key + "@gender=") for path in m.used_by}
        for path in sorted(users):
            code = (ROOT / path).read_text(encoding="utf-8")
            if path.endswith(".py"):
                calls = [
                    node
                    for node in ast.walk(ast.parse(code))
                    if isinstance(node, ast.Call)
                    and node.args
                    and any(isinstance(n, ast.Constant) and n.value == key for n in ast.walk(node.args[0]))
                ]
                assert calls, f"{path} does not ask for {key}"
                problems += [
                    f"{path}:{c.lineno} asks for {key} without gender="
                    for c in calls
                    if not any(k.arg == "gender" for k in c.keywords)
                ]
            else:
                found = list(calls_naming(code, key))
                assert found, f"{path} does not ask for {key}"
                problems += [f"{path}: {call!r} passes no gender" for call in found if "gender" not in call.lower()]
    assert not problems, "\n".join(problems)


def test_the_browser_picks_the_variant_of_the_players_gender() -> None:
    """ui.js's ``t``: the variant for the gender given; asked without one, an error (never the bare key)."""
    texts = texts_under(widget_texts("ru"), TDA)
    assert "replay.folded@gender=f" in texts and "replay.folded" not in texts
    script = f"""
      const given = require("fs").readFileSync(0, "utf8");  // the page's text element, on stdin (too long for argv)
      globalThis.document = {{ getElementById: () => ({{ textContent: given }}) }};
      require({json.dumps(str(UI_JS))});
      const ui = globalThis.allinUI;
      let bare = null;
      try {{ ui.t("ru", "replay.folded", {{}}); }} catch (e) {{ bare = String(e.message); }}
      const male = ui.t("ru", "replay.folded", {{}}, "m"), female = ui.t("ru", "replay.folded", {{}}, "f");
      process.stdout.write(JSON.stringify([male, female, bare]));
    """
    data = json.dumps({"lang": "ru", "text": texts})
    done = subprocess.run([node(), "-e", script], input=data, capture_output=True, text=True, check=True, timeout=60)
    male, female, bare = json.loads(done.stdout)
    assert (male, female) == ("сбросил карты", "сбросила карты")
    assert bare and "gender" in bare


def test_the_replayer_page_gets_both_variants() -> None:
    element = text_element("ru", TDA)
    assert '"replay.folded@gender=f": "сбросила карты"' in element
    assert '"replay.folded@gender=m": "сбросил карты"' in element


# ---- the built pages ----


def page_text(lang: str, name: str) -> str:
    result = built_site()
    assert result.returncode == 0, result.output
    raw = page_path(result.site, lang, name).read_text(encoding="utf-8")
    body = raw[raw.index("<article") :]
    return html.unescape(re.sub(r"<[^>]+>", "", body))


def test_russian_pages_decline_names_and_hands() -> None:
    side_pots = page_text("ru", "side-pots")
    assert "У Рахи" in side_pots and "У Раха" not in side_pots  # G3
    worked = page_text("ru", "worked-examples")
    hand_words = "пара|две пары|сет|тройка|стрит|флеш|фулл-хаус|каре|старшая карта"
    assert not re.search(rf"«(?:{hand_words})\b", worked), "a hand name quoted as a title (C5)"
    assert "с сетом семёрок" in worked


def test_options_do_not_repeat_the_name_the_sentence_before_gave() -> None:
    """C14, L23: «Тия на этой улице ещё не ходила. Тия может…» reads «… Она может…»."""
    repeated = re.compile(r'\{\{ name\("(\w+)"\) \}\}[^.:{]*[.:]\s*\{\{ options\("\w+", "\1"\) \}\}')
    for path in sorted(DOCS.glob("*/*.md")):
        found = repeated.findall(path.read_text(encoding="utf-8"))
        assert not found, f"{path.relative_to(DOCS)}: options() repeats {found}"
    short = page_text("ru", "short-all-ins")
    assert "Тия может" not in short and "Она может сбросить карты" in short
    assert "She may fold" in page_text("en", "short-all-ins")


def test_no_persian_page_writes_is_after_a_name_ending_in_a_vowel() -> None:
    """L33: «مال رها است» reads «مال رهاست»; the pages say it without «است» after such a name."""
    vowel_final = [player_name(pid, "fa") for pid in PEOPLE if player_name(pid, "fa")[-1] in "او"]
    assert "رها" in vowel_final
    pattern = re.compile("(?:" + "|".join(vowel_final) + r")\u2069?\s+است(?![" + FA_LETTER + "])")
    result = built_site()
    found = []
    for path in sorted(result.site.joinpath("fa").rglob("*.html")):
        body = html.unescape(re.sub(r"<[^>]+>", "", path.read_text(encoding="utf-8")))
        found += [f"{path.relative_to(result.site)}: {m.group(0)}" for m in pattern.finditer(body)]
    assert not found, "\n".join(found)
