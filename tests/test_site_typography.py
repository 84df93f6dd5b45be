"""The last touches to every page's HTML (macros/plugin/typography.py, issue 27): Markdown tables labelled to stack on
a phone (fa S4), short code kept whole (fa S5), and on Russian pages a no-break space before every spaced dash
(ru Y2). Tried on small pieces of HTML first, then on the built site."""

from __future__ import annotations

import re

from helpers.sitebuild import LANGS, built_site, page_names, page_path

from macros.plugin.typography import russian_dashes, stack_tables, whole_code
from macros.text.catalogue import text

MARKDOWN_TABLE = (
    '<table>\n<thead>\n<tr>\n<th style="text-align: left;">Topic</th>\n<th>Our <abbr title="x">tables</abbr></th>\n'
    "</tr>\n</thead>\n<tbody>\n<tr>\n<td>Odd chip</td>\n<td>one &amp; all</td>\n</tr>\n<tr>\n<td>Cap</td>\n"
    "<td>three</td>\n</tr>\n</tbody>\n</table>"
)


def test_a_markdown_table_gets_its_labels_and_a_macro_table_keeps_its_own() -> None:
    done = stack_tables(MARKDOWN_TABLE)
    assert done.startswith('<div class="allin-stack"><table>') and done.endswith("</table></div>")
    assert re.findall(r'<td data-label="([^"]*)">', done) == ["Topic", "Our tables", "Topic", "Our tables"]
    macro = '<div class="allin-table"><table><thead><tr><th>A</th></tr></thead><tbody><tr><td data-label="A">1</td>'
    macro += "</tr></tbody></table></div>"
    assert stack_tables(macro) == macro


def test_short_code_with_a_hyphen_stays_whole() -> None:
    assert whole_code("<code>settle-v1.json</code>") == '<span class="allin-whole"><code>settle-v1.json</code></span>'
    for kept in ("<code>odd_chips</code>", '<code>{"name": "roberts"}</code>', "<code>" + "a-" * 20 + "</code>"):
        assert whole_code(kept) == kept


def test_a_spaced_dash_is_tied_to_the_word_before_it() -> None:
    page = '<p>Основной банк — 300,\n— и <a title="а — б">ссылка</a> – вот</p><code>a — b</code><p>0–300</p>'
    assert russian_dashes(page) == (
        '<p>Основной банк\u00a0— 300,\u00a0— и <a title="а — б">ссылка</a>\u00a0– вот</p><code>a — b</code><p>0–300</p>'
    )


def test_the_built_pages_are_touched() -> None:
    site = built_site().site
    for lang in LANGS:
        rules = page_path(site, lang, "rules").read_text(encoding="utf-8")
        stacked = re.search(r'<div class="allin-stack"><table>(.*?)</table></div>', rules, re.S)
        assert stacked, lang
        labels = re.findall(r'<td[^>]* data-label="([^"]+)"', stacked.group(1))
        assert len(labels) >= 4 * 8 and len(set(labels)) == 4, (lang, set(labels))
        assert '<span class="allin-whole"><code>settle-v1.json</code></span>' in rules
    dashes = 0
    for name in page_names():
        content = page_path(site, "ru", name).read_text(encoding="utf-8")
        article = content[content.index('<article class="md-content__inner') : content.index("</article>")]
        texts = re.findall(r">([^<]*)<", re.sub(r"<(code|pre|script|style)\b.*?</\1>", "", article, flags=re.S))
        loose = [t for t in texts if re.search(r"[ \t\r\n][—–]\s", t)]  # (a cell holding a dash alone is no text)
        assert not loose, (name, loose[:3])
        dashes += sum(t.count("\u00a0—") for t in texts)
    assert dashes > 100


def test_the_sign_legend_of_a_net_question_stays_on_one_line() -> None:
    """«(+ برد، − باخت)» broke after its minus at 360 px (fa S8): each sign is tied to its word, in every language."""
    for lang in LANGS:
        said = text("practice.net", lang, name="X")
        assert re.search(r"\+\u00a0\w", said) and re.search(r"−\u00a0\w", said), (lang, said)
        assert not re.search(r"[+−] ", said), (lang, said)
