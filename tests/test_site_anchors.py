"""Every in-site link to a section reaches it, and section ids read as their headings in every language.

Links are the built pages' ``href="…#id"`` attributes and the links the widgets follow: the quiz answers' typical
mistakes (``data-mistakes``) and the practice page's lessons (``data-lessons``). Heading ids keep each language's
letters (``toc`` with ``pymdownx.slugs.slugify`` in mkdocs.yml), never the ``#_2`` MkDocs makes of a heading with
no Latin letter.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from helpers.sitebuild import built_site

HREF = re.compile(r'\shref="([^"]*#[^"]*)"')
WIDGET_LINKS = re.compile(r'\sdata-(?:mistakes|lessons)="([^"]*)"')
ID = re.compile(r'\sid="([^"]+)"')
LEVELS = re.compile(r'\sdata-levels="([^"]*)"')


def links_in(page: str) -> list[str]:
    """Every link with a fragment on a built page: its anchors' and its widgets'."""
    found = [html.unescape(href) for href in HREF.findall(page)]
    for data in WIDGET_LINKS.findall(page):
        value = json.loads(html.unescape(data))
        items = value.values() if isinstance(value, dict) else [item["href"] for item in value]
        found += [href for href in items if "#" in href]
    return found


def target_of(page: Path, href: str) -> Path | None:
    """The built file an in-site link opens (None for another site's address)."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    target = (page.parent / unquote(parts.path)).resolve() if parts.path else page.resolve()
    return target / "index.html" if target.is_dir() else target


def test_every_link_to_a_section_reaches_it() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    pages = sorted(result.site.rglob("*.html"))
    ids = {page.resolve(): {unquote(i) for i in ID.findall(page.read_text(encoding="utf-8"))} for page in pages}
    levels = {page.resolve(): " ".join(LEVELS.findall(page.read_text(encoding="utf-8"))).split() for page in pages}
    broken, checked, widget = [], 0, 0
    for page in pages:
        text = page.read_text(encoding="utf-8")
        widget += len(WIDGET_LINKS.findall(text))
        for href in links_in(text):
            target = target_of(page, href)
            if target is None:
                continue
            checked += 1
            fragment = unquote(urlsplit(href).fragment)
            if fragment.startswith("level="):  # the practice page opened at a level (CONTRACTS.md, the learner's path)
                if fragment.removeprefix("level=") not in levels.get(target, []):
                    broken.append(f"{page.relative_to(result.site)}: {href}")
                continue
            if fragment and fragment not in ids.get(target, set()):
                broken.append(f"{page.relative_to(result.site)}: {href}")
    assert checked > 500 and widget > 30, (checked, widget)
    assert not broken, "links to a missing id:\n" + "\n".join(broken[:30])


def test_heading_ids_read_as_their_headings() -> None:
    result = built_site()
    assert result.returncode == 0, result.output
    heading = re.compile(r'<h[2-4] id="([^"]+)"')
    for lang, word in (("", "главное-в-одной-фразе"), ("fa/", "کل-ماجرا-در-یک-جمله"), ("en/", "")):
        page = (result.site / lang / "side-pots" / "index.html").read_text(encoding="utf-8")
        found = heading.findall(page)
        assert found and not [i for i in found if re.fullmatch(r"_\d+", i)], (lang, found)
        assert not word or word in found, (lang, found)
    for page in result.site.rglob("index.html"):
        numbered = [i for i in heading.findall(page.read_text(encoding="utf-8")) if re.fullmatch(r"_\d+", i)]
        assert not numbered, (str(page), numbered)
