"""What every macro works with: the build's rule set, every example's facts under it, the page being rendered.

``build_context`` reads ``mkdocs.yml``'s settings, computes every example's figures with the engine (once per
process for the same files and rules: the three language builds share them) and checks every claim.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

import calculator
from calculator import RuleSet

from .claims import ClaimsError, failed_claims
from .examples import EXAMPLES_DIR, ExampleError, example_sources, load_examples
from .facts import Facts, facts_of
from .language import page_language
from .plugin_env import PluginEnv

log = logging.getLogger("mkdocs.plugins.allin_macros")
_FACTS_CACHE: dict[object, Mapping[str, Facts]] = {}


def all_facts(rules: RuleSet, folder: Path = EXAMPLES_DIR) -> Mapping[str, Facts]:
    """Every example's engine figures under ``rules``, computed once per process for the same rules and the
    same example files: the language builds share them, and a long-running ``mkdocs serve`` recomputes them
    when an example file changes."""
    sources = example_sources(folder)
    key = (tuple(sorted(rules.to_dict().items())), tuple((path.name, text) for path, text in sources))
    if key not in _FACTS_CACHE:
        _FACTS_CACHE.clear()  # only the latest is ever asked for again
        examples = load_examples(folder, sources)
        _FACTS_CACHE[key] = {ex_id: facts_of(ex, rules) for ex_id, ex in examples.items()}
    return _FACTS_CACHE[key]


@dataclass(frozen=True, slots=True)
class MacroContext:
    """What the macros need: the mkdocs-macros env (for the page), the rules, every example's facts."""

    env: PluginEnv | None
    rules: RuleSet
    facts: Mapping[str, Facts]

    @property
    def lang(self) -> str:
        """The language of the page being rendered now."""
        if self.env is None:
            raise RuntimeError("no page is being rendered")
        return page_language(self.env)

    def example(self, example_id: str) -> Facts:
        """The facts of one example; an unknown id is an error naming the known ones."""
        try:
            return self.facts[example_id]
        except KeyError:
            raise ExampleError(f"no example {example_id!r} (known: {', '.join(self.facts)})") from None

    def claimed(self, example_id: str, path: str) -> Facts:
        """The example's facts, after making sure the lesson claims ``path`` in the example file."""
        facts = self.example(example_id)
        if path not in facts.example.claims:
            facts.get(path)
            raise facts.example.error(
                f"a page states figure {path!r} without claiming it: add it to the claims in this file"
            )
        return facts


def rules_from_config(extra: Mapping[str, Any]) -> tuple[RuleSet, dict[str, object]]:
    """The rule set named in ``mkdocs.yml`` (``extra.rules``: ``name`` plus any overrides)."""
    chosen = dict(extra.get("rules") or {"name": "tda"})
    name = str(chosen.pop("name", "tda"))
    return calculator.rule_set(name, chosen), {"name": name, **chosen}


def _check(context: MacroContext, extra: Mapping[str, Any], shown_rules: Mapping[str, object]) -> None:
    failures = [f for facts in context.facts.values() for f in failed_claims(facts)]
    if not failures:
        return
    error = ClaimsError(failures, shown_rules)
    if extra.get("claims") == "warn":
        for failure in failures:
            log.warning("claim does not hold: %s", failure)
        return
    raise error


def build_context(env: PluginEnv) -> MacroContext:
    """Read the settings, compute every example's facts and check every claim."""
    extra = env.conf["extra"]
    try:
        rules, shown_rules = rules_from_config(extra)
        context = MacroContext(env, rules, all_facts(rules))
        _check(context, extra, shown_rules)
    except (ClaimsError, ExampleError, calculator.CalculatorError) as error:
        raise PluginError(str(error)) from error
    return context
