"""The Persian pages' font cut down to the letters the site uses.

Both of its files are cut: the Arabic-script face and the Latin one, which the Persian pages load too (their spaces,
punctuation and the odd Latin word are in its range); whole, the Latin file was 34 KB of the 64 KB a Persian page
fetched before its first text (issue 17).

Vazirmatn's Arabic-script file (docs/assets/fonts/vazirmatn-arabic-wght-normal.woff2, 46 KB) holds every Arabic,
Persian and Urdu letter in all their forms; the Persian pages use a few dozen (issue 17: the Persian pages were the
slowest). After the build the site plugin writes, in place of the built site's copy, a subset (fontTools) holding the
characters of the pages that take the font and of the data their scripts show (the practice bank, the replays: every
file under the folder of each language whose profile names the font's files, ``fa/``, and ``assets/``), and the whole
Persian alphabet and digits besides (a name typed into the calculator), with the contextual forms and ligatures those
need (fontTools keeps the glyphs the font's shaping rules reach) and the weight axis. Subsets are kept in
``.cache/font-subset`` by what they hold, so a rebuild with the same letters costs nothing. Without fontTools (``pip
install 'fonttools[woff]'``) the whole font stays.
"""

from __future__ import annotations

import hashlib
import html
import logging
import re
import shutil
from pathlib import Path
from typing import Any

from macros.text.profile import read_profiles

log = logging.getLogger("mkdocs.plugins.allin_font_subset")

ROOT = Path(__file__).resolve().parents[2]
FONT = "assets/fonts/vazirmatn-arabic-wght-normal.woff2"
LATIN_FONT = "assets/fonts/vazirmatn-latin-wght-normal.woff2"
CACHE = ROOT / ".cache" / "font-subset"
COVERED = re.compile("[\u0600-\u06ff\u0750-\u077f\u200c-\u200f\u2010\u2011\u204f\ufb50-\ufdff\ufe70-\ufefc]")
"""The characters the file serves (its unicode-range in site.css)."""
ALPHABET = (
    "".join(chr(c) for c in range(0x0621, 0x0656))
    + "پچژکگیۀ۰۱۲۳۴۵۶۷۸۹٪\u066b\u066c\u060c\u061b\u061f\u200c\u200d\u200e\u200f"
)
"""Always kept: the Persian alphabet, its marks, digits and punctuation, and the joiners and direction marks."""
LATIN_COVERED = re.compile("[\u0020-\u00ff\u2000-\u206f\u2212]")
"""The characters the Latin file serves (its unicode-range in site.css), less the control characters."""
LATIN_ALPHABET = "".join(chr(c) for c in range(0x20, 0x7F)) + "\u00a0«»\u2013\u2014\u2026\u2212"
"""Always kept: printable ASCII (a Latin name typed into the calculator), the no-break space, guillemets, dashes,
the ellipsis and the minus sign."""


def font_folders(font: str) -> list[str]:
    """The site folders of the languages whose pages take ``font`` (their profile's ``font_files``; ``""``: the
    default language's, the site's root)."""
    return [found.folder for found in read_profiles() if font in found.font_files]


def used_characters(
    site: Path, covered: re.Pattern[str] = COVERED, alphabet: str = ALPHABET, folders: tuple[str, ...] = ()
) -> str:
    """The covered characters of the pages in ``folders`` (those of the languages taking the font) and of the
    site's data, and the alphabet, sorted."""
    chars = set(alphabet)
    pages = [path for folder in folders for path in (site / folder).rglob("*.html")]
    paths = [*pages, *(site / "assets").rglob("*.json")]
    for path in paths:
        chars.update(covered.findall(html.unescape(path.read_text(encoding="utf-8", errors="replace"))))
    return "".join(sorted(chars))


def subset(source: Path, target: Path, text: str) -> None:
    """Write ``source`` cut down to ``text`` (and what shaping it needs) as WOFF2 to ``target``."""
    from fontTools import subset as ft  # type: ignore[import-untyped]

    options = ft.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    font = ft.load_font(str(source), options)
    cutter = ft.Subsetter(options)
    cutter.populate(text=text)
    cutter.subset(font)
    ft.save_font(font, str(target), options)


def write_subset(config: Any) -> None:
    """Put the subsets in place of the whole font files in the built site."""
    site = Path(config["site_dir"])
    if not any((site / folder).is_dir() for font in (FONT, LATIN_FONT) for folder in font_folders(font)):
        return
    try:
        import fontTools.subset  # type: ignore[import-untyped]  # noqa: F401
    except ImportError:
        log.info("fontTools is not installed: the Persian font is served whole")
        return
    for font, covered, alphabet in ((FONT, COVERED, ALPHABET), (LATIN_FONT, LATIN_COVERED, LATIN_ALPHABET)):
        built, source = site / font, Path(config["docs_dir"]) / font
        folders = tuple(folder for folder in font_folders(font) if (site / folder).is_dir())
        if not built.exists() or not folders:
            continue
        text = used_characters(site, covered, alphabet, folders)
        key = hashlib.sha256(source.read_bytes() + text.encode("utf-8")).hexdigest()[:20]
        kept = CACHE / f"{key}.woff2"
        if not kept.exists():
            CACHE.mkdir(parents=True, exist_ok=True)
            subset(source, kept.with_suffix(".tmp"), text)
            kept.with_suffix(".tmp").replace(kept)
        shutil.copyfile(kept, built)
