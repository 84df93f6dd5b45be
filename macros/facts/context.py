"""What every macro works with: the build's rule set, every example's facts under it, the page being rendered.

``build_context`` takes the plugin's settings (``macros/plugin/config.py``), computes every example's figures with the
engine (once per process for the same files and rules: the three language builds share them) and checks every
claim.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from mkdocs.exceptions import PluginError

import calculator
from calculator import RuleSet
from macros.core import PluginEnv, SiteConfig
from macros.examples.files import EXAMPLES_DIR, Example, ExampleError, example_sources, load_examples
from macros.facts.claims import ClaimsError, check_claims
from macros.facts.figures import Facts, facts_of
from macros.text.language import page_language

log = logging.getLogger("mkdocs.plugins.allin_macros")
_CACHE: dict[object, ExampleSet] = {}
_warned_for: ExampleSet | None = None
"""The example set whose failing claims were last reported as warnings (see ``build_context``)."""


@dataclass(frozen=True, slots=True)
class ExampleSet:
    """Every example, and the engine's figures of those computed under the rule set (``[only_when]``)."""

    examples: Mapping[str, Example]
    facts: Mapping[str, Facts]


def example_set(rules: RuleSet, folder: Path = EXAMPLES_DIR) -> ExampleSet:
    """Every example and its figures under ``rules``, computed once per process for the same rules and the same
    example files: the language builds share them, and a long-running ``mkdocs serve`` recomputes them when an
    example file changes."""
    sources = example_sources(folder)
    key = (tuple(sorted(rules.to_dict().items())), tuple((path.name, text) for path, text in sources))
    if key not in _CACHE:
        _CACHE.clear()  # only the latest is ever asked for again
        examples = load_examples(folder, sources)
        facts = {ex_id: _facts(ex, rules) for ex_id, ex in examples.items() if ex.computed_under(rules)}
        _CACHE[key] = ExampleSet(MappingProxyType(examples), MappingProxyType(facts))
    return _CACHE[key]


def _facts(example: Example, rules: RuleSet) -> Facts:
    """An example's figures; the engine's refusal is an :class:`ExampleError` naming the example's file."""
    try:
        return facts_of(example, rules)
    except calculator.CalculatorError as error:
        raise example.error(str(error)) from None


@dataclass(frozen=True, slots=True)
class MacroContext:
    """What the macros need: the page env (for the page being rendered), the rules, every example's facts."""

    env: PluginEnv | None = field(repr=False)
    rules: RuleSet
    facts: Mapping[str, Facts] = field(repr=False)
    examples: Mapping[str, Example] = field(default_factory=dict, repr=False)
    """Every example, those not computed under the rules (``[only_when]``) included."""
    rule_settings: Mapping[str, object] = field(default_factory=dict, repr=False)
    """The rule settings as ``mkdocs.yml`` gives them (the replays are computed from them)."""
    drawn: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    """How many step-by-step cuts each page has drawn so far (see ``cut_name``)."""

    @property
    def lang(self) -> str:
        """The language of the page being rendered now."""
        if self.env is None:
            raise RuntimeError("no page is being rendered")
        return page_language(self.env)

    def cut_name(self) -> str:
        """A name for the radio buttons of a step-by-step cut, unique on the page being rendered: ``pd1``,
        ``pd2``, … in the order the page draws them."""
        page = getattr(getattr(getattr(self.env, "page", None), "file", None), "src_uri", "")
        self.drawn[page] = self.drawn.get(page, 0) + 1
        return f"pd{self.drawn[page]}"

    def example(self, example_id: str) -> Facts:
        """The facts of one example; an unknown id is an error naming the known ones."""
        if example_id in self.facts:
            return self.facts[example_id]
        if example_id in self.examples:
            example = self.examples[example_id]
            raise example.error(
                f"the example is computed only when {example.condition()}, and this build's rules differ: "
                "use it only inside a matching when block"
            )
        known = ", ".join(sorted({*self.facts, *self.examples}))
        raise ExampleError(f"no example {example_id!r} (known: {known})")

    def claimed(self, example_id: str, path: str) -> Facts:
        """The example's facts, after making sure the lesson claims ``path`` in the example file."""
        facts = self.example(example_id)
        if path not in facts.example.claimed_paths:
            facts.get(path)
            raise facts.example.error(
                f"a page states figure {path!r} without claiming it: add it to the claims in this file"
            )
        return facts


def build_context(env: PluginEnv, config: SiteConfig, rule_settings: Mapping[str, object]) -> MacroContext:
    """Compute every example's facts and check every claim; any problem is one :class:`PluginError` (one clear
    message, no traceback). The plugin checks the pages' rule-dependent text after it (``macros/render/when.py``).

    Under ``claims: warn`` each failing claim is logged as a warning once per process and set of facts,
    by the first language build: with ``strict: true`` MkDocs counts them and fails only after that build, which
    runs the other languages' builds within it, has written every page (a warning in a later language's
    build would stop it before the languages after it were written).
    """
    global _warned_for
    try:
        examples = example_set(config.rules)
        failures = check_claims(examples.facts.values(), config.rules, config.claims)
    except (ClaimsError, ExampleError, calculator.CalculatorError) as error:
        raise PluginError(str(error)) from error
    if failures and examples is not _warned_for:
        _warned_for = examples
        for failure in failures:
            log.warning("claim does not hold: %s", failure)
    return MacroContext(env, config.rules, examples.facts, examples.examples, rule_settings)
