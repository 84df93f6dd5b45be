"""Each language's profile (macros/text/profile.py, locales/languages.toml), and a fourth language added by it alone.

The Arabic build is a throwaway: a copy of the project with Arabic added to the i18n plugin's languages, a profile
(right to left, Arabic-Indic digits), a catalogue, pages and tooltips copied from English, and nothing else changed.
"""

from __future__ import annotations

import atexit
import json
import re
import shutil
import tempfile
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po
from helpers.sitebuild import LANG_PREFIX, LANGS, ROOT, BuildResult, copy_project, run_build

from macros.text.profile import PROFILES, ProfileError, profile, read_profiles

ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"
ARABIC = f'''
[ar]
direction = "rtl"
digits = "{ARABIC_DIGITS}"
number_locale = "ar_EG"
font = "Vazirmatn"
font_files = ["assets/fonts/vazirmatn-arabic-wght-normal.woff2", "assets/fonts/vazirmatn-latin-wght-normal.woff2"]
counter_style = "arabic-indic"
hyphens = false
tie_dashes = false
'''


def test_the_profiles_are_the_i18n_plugins_languages_in_its_order() -> None:
    assert LANGS == tuple(found.code for found in read_profiles()) == ("ru", "fa", "en")
    assert LANG_PREFIX == {"ru": "", "fa": "fa/", "en": "en/"}
    assert [found.rtl for found in read_profiles()] == [False, True, False]


def test_a_profile_writes_numbers_and_lists_as_its_language() -> None:
    fa, en, ru = profile("fa"), profile("en"), profile("ru")
    assert fa.local_digits("12-A") == "۱۲-A" and en.local_digits("12") == "12"
    assert fa.join(["الف", "ب", "ج"]) == "الف، ب و ج" and fa.join(["الف", "ب"]) == "الف و ب"
    assert en.join(["a", "b", "c"]) == "a, b, and c" and ru.join(["а", "б", "в"]) == "а, б и в"
    assert en.join(["{1}", "b"]) == "{1} and b"  # a word is never read as a pattern
    assert fa.for_browser()["group"] == "٬" and en.for_browser()["minus"] == "\u2212"
    with pytest.raises(ProfileError, match="no language 'xx'"):
        profile("xx")


def write_profiles(tmp_path: Path, extra: str) -> Path:
    path = tmp_path / "languages.toml"
    path.write_text(PROFILES.read_text(encoding="utf-8") + extra, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (ARABIC, r"\[ar\] is no language of the i18n plugin"),
        ("\n[xx]\n", r"\[xx\] is no language"),
    ],
)
def test_a_profile_for_no_language_is_refused(tmp_path: Path, extra: str, message: str) -> None:
    with pytest.raises(ProfileError, match=message):
        read_profiles(ROOT / "mkdocs.yml", write_profiles(tmp_path, extra))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('digits = "۰۱۲۳۴۵۶۷۸۹"', 'digits = "۰۱۲"', "digits must be the ten digits"),
        ('direction = "rtl"', 'direction = "right"', "direction must be ltr or rtl"),
        ('number_locale = "fa"', 'number_locale = "zz"', "number_locale 'zz' is no Babel locale"),
        ('counter_style = "persian"', 'counter_style = "x;}body{"', "counter_style must be a CSS"),
        ("hyphens = false\ntie_dashes = false\n\n[en]", "tie_dashes = false\n\n[en]", "hyphens must be a bool"),
        ('font = "Vazirmatn"', 'fonts = "Vazirmatn"', "unknown setting 'fonts'"),
    ],
)
def test_a_wrong_setting_is_one_line_naming_it(tmp_path: Path, old: str, new: str, message: str) -> None:
    text = PROFILES.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "languages.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ProfileError, match=re.escape(message)) as error:
        read_profiles(ROOT / "mkdocs.yml", path)
    assert "\n" not in str(error.value) and "languages.toml [fa]" in str(error.value)


def test_a_language_without_a_profile_is_refused(tmp_path: Path) -> None:
    text = PROFILES.read_text(encoding="utf-8")
    path = tmp_path / "languages.toml"
    path.write_text(text[: text.index("[en]")], encoding="utf-8")
    with pytest.raises(ProfileError, match=r"has no \[en\] for the language 'en'"):
        read_profiles(ROOT / "mkdocs.yml", path)


def arabic_catalogue(project: Path) -> None:
    """locales/ar: the English catalogue, each English text as its translation."""
    with (ROOT / "locales" / "en" / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        po = read_po(handle, locale="en")
    for message in po:
        if message.id:
            message.string = message.id
    folder = project / "locales" / "ar" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / "messages.po").open("wb") as handle:
        write_po(handle, po, width=0)


@cache
def arabic_site() -> tuple[Path, BuildResult]:
    """The project with Arabic added as a fourth language, right to left, and its site built with --strict."""
    folder = Path(tempfile.mkdtemp(prefix="allin-arabic-"))
    atexit.register(shutil.rmtree, folder, True)
    project = copy_project(folder / "project")
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    english = "        - locale: en\n          name: English\n"
    search = "        fa: {lang: [en], pipeline: []}\n"
    assert english in text and search in text
    text = text.replace(english, "        - locale: ar\n          name: العربية\n          build: true\n" + english)
    text = text.replace(search, search + "        ar: {lang: [en], pipeline: []}\n")
    config.write_text(text, encoding="utf-8")
    profiles = project / "locales" / "languages.toml"
    profiles.write_text(profiles.read_text(encoding="utf-8") + ARABIC, encoding="utf-8")
    arabic_catalogue(project)
    shutil.copytree(project / "docs" / "en", project / "docs" / "ar")
    shutil.copy2(project / "tooltips" / "en.toml", project / "tooltips" / "ar.toml")
    return project, run_build(project, folder / "site")


def test_a_fourth_right_to_left_language_needs_only_its_profile() -> None:
    """Arabic builds with --strict; its pages are right to left, their figures in Arabic-Indic digits, their
    numbered lists counted so, their font preloaded; its manifest is right to left; its diagrams are drawn right
    to left; the widgets get its profile."""
    _, result = arabic_site()
    assert result.returncode == 0, result.output[-3000:]
    site = result.site
    page = (site / "ar" / "side-pots" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="ar"' in page and '<body dir="rtl"' in page
    amounts = re.findall(r'<td[^>]*data-col="amount"[^>]*>(.*?)</td>', page, flags=re.S)
    assert amounts, "no pot amounts on the Arabic side-pots page"
    for cell in amounts:
        text = re.sub(r"<[^>]+>", "", cell)
        assert re.search(f"[{ARABIC_DIGITS}]", text) and not re.search("[0-9۰-۹]", text), cell
    assert "list-style-type:arabic-indic" in page
    assert page.count('as="font" type="font/woff2"') == 2
    assert name_columns(page) == sorted(name_columns(page), reverse=True)  # the first player drawn on the right
    data = json.loads(re.search(r'id="allin-text">(.*?)</script>', page, flags=re.S).group(1))
    assert data["lang"] == "ar" and data["language"]["digits"] == ARABIC_DIGITS and data["language"]["dir"] == "rtl"
    manifest = json.loads((site / "ar" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["dir"] == "rtl" and manifest["lang"] == "ar"
    english = (site / "en" / "side-pots" / "index.html").read_text(encoding="utf-8")
    assert '<body dir="ltr"' in english and "list-style-type" not in english.split("</head>")[0]
    assert name_columns(english) == sorted(name_columns(english))


def name_columns(page: str) -> list[float]:
    """Where the first pot diagram of a page draws each player's name, in the players' order."""
    names = re.search(r'class="pot-diagram".*?<g class="pd-n">(.*?)</g>', page, flags=re.S)
    assert names, "no pot diagram"
    found = [float(x) for x in re.findall(r'<text x="([\d.]+)"', names.group(1))]
    assert len(found) > 2, found
    return found
