"""Hand the browser widgets their interface text from the catalogues and
the rule set the site is built with.

Every built page gets, at the end of its ``<head>``::

    <script type="application/json" id="allin-text">{"lang": "fa", "language": {"dir": "rtl", "digits": "۰۱…۹", …},
    "rules": {"name": "tda", "odd_chips": …}, "text": {"calc.add": "…", …}}</script>

On the pages that load the browser engine (settle.js) it also holds ``"rule_book"``: the engine's rule options
and presets (``calculator.rules_json`` less its prose: each option's name, allowed values, default and the values
that read the players' hole cards, each preset's name and values), the only list settle.js and the calculator read
them from: a value that reads cards is one the calculator, which takes ranks, says it cannot deal.

``lang`` is the page's language (the i18n plugin's locale of the page file), ``language`` how it writes (its profile,
``macros/text/profile.py``: direction, digits, the group separator and signs of figures, list patterns; the scripts
read it here and keep no copy), ``rules`` the build's rule set
(the plugin's ``rules`` in mkdocs.yml, read once by ``macros/plugin/config.py`` for the whole build; every option
by name, as ``--rules`` and settle.js take them) and ``text`` every catalogue message that a widget script on the
page loads (macros/text/catalogue.py, ``widget_texts``; which scripts a page loads: macros/plugin/page_assets.py).
The widgets read their text and their default rules from it. The site plugin (``macros/plugin/site_plugin.py``)
adds it after each page.

A widget text that depends on a rule is written once per value of that rule, its key ``KEY@OPTION=VALUE``
(``hint.odd_chips@odd_chips=one_each``), as pages write a ``when`` block per value: the page gets the one the
build's rules choose, under ``KEY``, and the build stops when a value of the option has no text (or the option
takes any whole number, which no list of texts can cover). A text written once per gender of the player it is about
(``replay.folded@gender=f``, macros/text/catalogue.py) reaches the page with both variants as they are: the widget
picks one for each player (``allinUI.t(lang, key, params, gender)``).
"""

from __future__ import annotations

import json
from functools import cache

from calculator import RuleSet
from calculator.rules import OPTIONS, PRESETS
from macros.text.catalogue import GENDER_VARIANT, widget_texts
from macros.text.profile import profile

VARIANT = "@"
"""Between a widget text's key and the rule value it is written for (``KEY@OPTION=VALUE``)."""
ELEMENT_ID = "allin-text"
ENGINE_SCRIPT = "docs/assets/js/settle.js"
# Inside <script> the JSON must not end the element or open a comment: escape the characters that could.
_SCRIPT_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def rule_book() -> dict[str, object]:
    """The rule options and presets as the browser engine reads them: the ``rules`` command's output
    (``calculator.rules_json``) without its prose (sources, explanations, fixed rules)."""
    return {
        "options": [
            {
                "name": option.name,
                "values": list(option.values),
                "default": option.default,
                "reads_cards": list(option.reading_cards),
            }
            for option in OPTIONS
        ],
        "presets": [
            {"name": name, "values": {k: v for k, v in preset.rules.to_dict().items() if k != "name"}}
            for name, preset in PRESETS.items()
        ],
    }


class RuleTextError(ValueError):
    """A rule-dependent widget text is missing for a value of its rule, or names no rule value."""


def texts_under(texts: dict[str, str], rules: RuleSet) -> dict[str, str]:
    """The widget texts as a page under ``rules`` gets them: each rule-dependent text (``KEY@OPTION=VALUE``) as
    ``KEY`` when the rules give OPTION that VALUE, left out otherwise; every other text (a text per gender too) as
    it is."""
    options = {option.name: list(option.values) for option in OPTIONS}
    chosen = {key: value for key, value in texts.items() if VARIANT not in key or GENDER_VARIANT in key}
    written: dict[tuple[str, str], set[str]] = {}
    for key, value in texts.items():
        if key in chosen:
            continue
        base, _, condition = key.partition(VARIANT)
        option, _, wanted = condition.partition("=")
        values = options.get(option, [])
        if wanted not in values or "count" in values:
            raise RuleTextError(f"widget text {key!r}: {condition!r} is no value of a rule option with listed values")
        if base in texts:
            raise RuleTextError(f"widget text {base!r} is written both for every rule and for {condition}")
        written.setdefault((base, option), set()).add(wanted)
        if str(rules.to_dict()[option]) == wanted:
            chosen[base] = value
    for (base, option), found in written.items():
        missing = [value for value in options[option] if value not in found]
        if missing:
            raise RuleTextError(
                f"widget text {base!r} has no text for {option}={missing[0]}: add {base}{VARIANT}{option}={missing[0]} "
                "to every catalogue (locales/<lang>/LC_MESSAGES/messages.po)"
            )
    return chosen


@cache
def check_texts(lang: str, rules: RuleSet) -> None:
    """Raise :class:`RuleTextError` if a rule-dependent widget text in ``lang`` has no text for ``rules``."""
    texts_under(widget_texts(lang, frozenset()), rules)


def text_element(lang: str, rules: RuleSet, leave_out: frozenset[str] = frozenset()) -> str:
    """The ``<script type="application/json">`` element holding the widgets' text in ``lang`` and the rules,
    without the text only the scripts in ``leave_out`` use (the scripts the page does not load), and the rule
    book when the page loads the browser engine."""
    texts = texts_under(widget_texts(lang, leave_out), rules)
    content: dict[str, object] = {
        "lang": lang,
        "language": profile(lang).for_browser(),
        "rules": rules.to_dict(),
        "text": texts,
    }
    if ENGINE_SCRIPT not in leave_out:
        content["rule_book"] = rule_book()
    data = json.dumps(content, ensure_ascii=False, sort_keys=True)
    return f'<script type="application/json" id="{ELEMENT_ID}">{data.translate(_SCRIPT_SAFE)}</script>'


def with_text(output: str, lang: str, leave_out: frozenset[str], rules: RuleSet) -> str:
    """The page's HTML with the text element for its language, its scripts and the build's ``rules`` added
    before ``</head>``; ``leave_out``: the site's scripts the page does not load (``docs/assets/js/…``, as
    ``macros/plugin/page_assets.py`` lists them), whose text it does not need."""
    return output.replace("</head>", text_element(lang, rules, leave_out) + "</head>", 1)
