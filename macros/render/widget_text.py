"""Hand the browser widgets their interface text from the catalogues and
the rule set the site is built with.

Every built page gets, at the end of its ``<head>``::

    <script type="application/json" id="allin-text">{"lang": "fa", "rules": {"name": "tda", "odd_chips": …},
    "text": {"calc.add": "…", …}}</script>

``lang`` is the page's language (the i18n plugin's locale of the page file), ``rules`` the build's rule set
(the plugin's ``rules`` in mkdocs.yml, read once by ``macros/plugin/config.py`` for the whole build; every option
by name, as ``--rules`` and settle.js take them) and ``text`` every catalogue message that a widget script on the
page loads (macros/text/catalogue.py, ``widget_texts``; which scripts a page loads: macros/plugin/page_assets.py).
The widgets read their text and their default rules from it. The site plugin (``macros/plugin/site_plugin.py``)
adds it after each page.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from calculator import RuleSet
from macros.plugin.page_assets import ASSETS, assets_for
from macros.text.catalogue import widget_texts
from macros.text.language import file_language

ELEMENT_ID = "allin-text"
SCRIPTS = frozenset("docs/" + asset.path for asset in ASSETS if asset.script)
# Inside <script> the JSON must not end the element or open a comment: escape the characters that could.
_SCRIPT_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


@cache
def text_element(lang: str, rules: RuleSet, leave_out: frozenset[str] = frozenset()) -> str:
    """The ``<script type="application/json">`` element holding the widgets' text in ``lang`` and the rules,
    without the text only the scripts in ``leave_out`` use (the scripts the page does not load)."""
    data = json.dumps(
        {"lang": lang, "rules": rules.to_dict(), "text": widget_texts(lang, leave_out)},
        ensure_ascii=False,
        sort_keys=True,
    )
    return f'<script type="application/json" id="{ELEMENT_ID}">{data.translate(_SCRIPT_SAFE)}</script>'


def with_text(output: str, page: Any, config: Any, rules: RuleSet) -> str:
    """The page's HTML with the text element for its language, its scripts and the build's ``rules`` added
    before ``</head>``."""
    lang = file_language(page, config["theme"]["language"])
    loaded = getattr(page, "allin_assets", None) or assets_for(output, lang)
    leave_out = SCRIPTS - {"docs/" + path for path in loaded}
    return output.replace("</head>", text_element(lang, rules, leave_out) + "</head>", 1)
