"""Rule-dependent text in the pages: ``when`` blocks, and where a page may use an ``[only_when]`` example.

A sentence whose truth depends on a rule is written once per value of that rule, each in a call block that
renders only under its value::

    {% call when("odd_chips", "one_each") %}…{% endcall %}
    {% call when("odd_chips", "remainder_to_first") %}…{% endcall %}

Consecutive ``when`` blocks for one option (nothing but white space between them) form a group, which must
name every value of the option. An example computed only under some rule values (``[only_when]``) may be
named by a page only inside a ``when`` block for one of those values. A figure an example claims per value of
an option (``[claims_when.<option>.<value>]``), stated by ``fig``, ``count`` or ``answer``, may be stated only
inside a ``when`` block for that option: outside one, its sentence is read under every value, and nothing checks
the words around the figure. All three are checked before any page is
rendered, on every page's Jinja syntax tree, whatever the build's rules: a page that would be wrong under
another rule set fails every build, naming the page, the line and what is missing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, TemplateSyntaxError, nodes
from mkdocs.utils.meta import get_data

from calculator import RuleSet
from macros.core import PluginEnv
from macros.examples.files import Example
from macros.examples.rule_options import RuleOptionError, check_value, rule_option, value_of

WHEN = "when"
"""The macro's name in the pages."""
WHEN_CALL = re.compile(rf"\b{WHEN}\s*\(")
FIGURE_MACROS = frozenset({"fig", "count", "answer"})
"""The page macros that state one figure of an example: ``fig("example", "path")``."""


class PageError(ValueError):
    """A page's rule-dependent text is incomplete or uses an example outside the rule values it is made for."""


def when_text(rules: RuleSet, option: str, value: str, caller: Callable[[], str] | None) -> str:
    """The ``when`` block's body (``caller``) if ``rules`` give ``option`` the ``value``, else nothing."""
    check_value(option, value)
    if caller is None:
        raise PageError(f'when is a call block: {{% call when("{option}", "{value}") %}}…{{% endcall %}}')
    return str(caller()) if value_of(rules, option) == value else ""


OnlyWhen = tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...]
"""Every ``[only_when]`` example: (id, ((option, values), ...)), hashable for the cache."""
PerValue = tuple[tuple[str, tuple[tuple[str, frozenset[str]], ...]], ...]
"""Every example with per-value claims: (id, ((option, the paths claimed per value of it), ...)), hashable."""


def check_pages(env: PluginEnv, examples: Mapping[str, Example]) -> None:
    """Check every page under ``docs_dir`` (once per process for the same pages and examples); all the
    problems found are one :class:`PageError`."""
    docs = Path(env.conf["docs_dir"])
    pages = tuple(
        (f"{docs.name}/{path.relative_to(docs).as_posix()}", path.read_text(encoding="utf-8"))
        for path in sorted(docs.rglob("*.md"))
    )
    jinja = tuple(
        sorted((key[3:], _hashable(value)) for key, value in env.config.items() if key.startswith("j2_") and value)
    )
    only_when = tuple(sorted((ex.id, tuple(ex.only_when.items())) for ex in examples.values() if ex.only_when))
    per_value = tuple(sorted((ex.id, _per_value_paths(ex)) for ex in examples.values() if ex.claims_when))
    problems = _problems(pages, jinja, only_when, per_value)
    if len(problems) == 1:  # one line, naming the page
        raise PageError(problems[0])
    if problems:
        listed = "\n".join(f"  - {problem}" for problem in problems)
        raise PageError(f"{len(problems)} problem(s) with rule-dependent text in the pages:\n{listed}")


def _per_value_paths(example: Example) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple(
        sorted(
            (option, frozenset(path for claims in values.values() for path in claims))
            for option, values in example.claims_when.items()
        )
    )


def _hashable(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value


@lru_cache(maxsize=1)  # the language builds of one process share it; mkdocs serve asks again after edits
def _problems(
    pages: tuple[tuple[str, str], ...], jinja: tuple[tuple[str, object], ...], only: OnlyWhen, per: PerValue = ()
) -> list[str]:
    environment = Environment(**dict(jinja))  # type: ignore[arg-type]  # the env's j2_ settings, as the pages are rendered with them
    only_when = {ex_id: dict(conditions) for ex_id, conditions in only}
    per_value = {ex_id: dict(paths) for ex_id, paths in per}
    found: list[str] = []
    for page, text in pages:
        if WHEN_CALL.search(text) or any(ex_id in text for ex_id in (*only_when, *per_value)):
            found += page_problems(page, text, environment, only_when, per_value)
    return found


def page_problems(
    page: str,
    text: str,
    jinja: Environment,
    only_when: Mapping[str, Mapping[str, tuple[str, ...]]],
    per_value: Mapping[str, Mapping[str, frozenset[str]]] | None = None,
) -> list[str]:
    """Every problem of one page (its Markdown ``text``, front matter included) with ``when`` groups,
    ``[only_when]`` examples (``only_when``: example id -> option -> the values it is computed under) and figures
    claimed per value (``per_value``: example id -> option -> the paths claimed per value of it)."""
    content, meta = get_data(text)
    if meta.get("render_macros") is False:
        return []
    offset = len(text.splitlines()) - len(content.splitlines())  # lines of front matter
    try:
        tree = jinja.parse(content)
    except TemplateSyntaxError as error:
        return [f"{page} line {(error.lineno or 0) + offset}: {error.message}"]
    checker = _Checker(page, offset, only_when, per_value or {})
    checker.body(tree.body, ())
    return checker.problems


@dataclass
class _Checker:
    """Walks one page's syntax tree, collecting its problems."""

    page: str
    offset: int
    """Lines of front matter before the template (so that line numbers are the file's)."""
    only_when: Mapping[str, Mapping[str, tuple[str, ...]]]
    per_value: Mapping[str, Mapping[str, frozenset[str]]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def report(self, node: nodes.Node, problem: str) -> None:
        self.problems.append(f"{self.page} line {node.lineno + self.offset}: {problem}")

    def body(self, body: Sequence[nodes.Node], enclosing: tuple[tuple[str, str], ...]) -> None:
        """A list of nodes: runs of ``when`` blocks are grouped, everything is looked into."""
        run: list[tuple[nodes.CallBlock, str, str]] = []
        for node in body:
            if _is_when(node):
                assert isinstance(node, nodes.CallBlock)
                arguments = self.when_arguments(node)
                if arguments is not None:
                    run.append((node, *arguments))
                    self.body(node.body, (*enclosing, arguments))
                continue
            if not _is_blank(node):
                self.groups(run)
                run = []
                self.node(node, enclosing)
        self.groups(run)

    def node(self, node: nodes.Node, enclosing: tuple[tuple[str, str], ...]) -> None:
        if isinstance(node, nodes.Const) and isinstance(node.value, str) and node.value in self.only_when:
            self.placement(node, node.value, enclosing)
        if isinstance(node, nodes.Call):
            self.figure(node, enclosing)
        for name in node.fields:
            child = getattr(node, name)
            if isinstance(child, nodes.Node):
                self.node(child, enclosing)
            elif isinstance(child, list) and all(isinstance(item, nodes.Node) for item in child):
                self.body(child, enclosing)

    def when_arguments(self, block: nodes.CallBlock) -> tuple[str, str] | None:
        """A ``when`` block's option and value: two quoted words, each known to the engine."""
        arguments = block.call.args
        if len(arguments) != 2 or block.call.kwargs or not all(_is_text(a) for a in arguments):
            self.report(block, 'when takes two quoted words, an option and a value: when("odd_chips", "one_each")')
            return None
        option, value = (str(argument.value) for argument in arguments if isinstance(argument, nodes.Const))
        try:
            check_value(option, value)
        except RuleOptionError as error:
            self.report(block, str(error))
            return None
        return option, value

    def groups(self, run: Iterable[tuple[nodes.CallBlock, str, str]]) -> None:
        """Consecutive blocks for the same option form a group, which must name each value once."""
        groups: list[list[tuple[nodes.CallBlock, str, str]]] = []
        for block in run:
            if groups and groups[-1][0][1] == block[1]:
                groups[-1].append(block)
            else:
                groups.append([block])
        for group in groups:
            first, option = group[0][0], group[0][1]
            named = [value for _, _, value in group]
            twice = sorted({value for value in named if named.count(value) > 1})
            if twice:
                self.report(first, f"the when blocks for {option} name {', '.join(twice)} more than once")
            missing = [value for value in rule_option(option).values if value not in named]
            if missing:
                self.report(
                    first,
                    f"the when blocks for {option} name {', '.join(named)} but not {', '.join(missing)}: "
                    f"write the text for every value of {option}, each in its own block, one after the other",
                )

    def placement(self, node: nodes.Node, example: str, enclosing: tuple[tuple[str, str], ...]) -> None:
        """An ``[only_when]`` example must sit inside a ``when`` block for one of its values, per option."""
        for option, values in self.only_when[example].items():
            if not any(o == option and v in values for o, v in enclosing):
                self.report(
                    node,
                    f"example {example} is computed only when {option} is {' or '.join(values)}: use it only "
                    f'inside {{% call when("{option}", "{values[0]}") %}}…{{% endcall %}}',
                )

    def figure(self, call: nodes.Call, enclosing: tuple[tuple[str, str], ...]) -> None:
        """A figure an example claims per value of an option must be stated inside a ``when`` block for it."""
        if not (isinstance(call.node, nodes.Name) and call.node.name in FIGURE_MACROS and len(call.args) >= 2):
            return
        example, path = call.args[0], call.args[1]
        if not (_is_text(example) and _is_text(path)):
            return
        assert isinstance(example, nodes.Const) and isinstance(path, nodes.Const)
        for option, paths in self.per_value.get(example.value, {}).items():
            if path.value in paths and not any(o == option for o, _ in enclosing):
                self.report(
                    call,
                    f'{call.node.name}("{example.value}", "{path.value}"): example {example.value} claims it per value '
                    f"of {option} (claims_when.{option}), so a sentence stating it holds under one value: state it "
                    "only inside "
                    f'{{% call when("{option}", …) %}} blocks, or claim it once in the claims if every value gives '
                    "it and the sentence holds under each",
                )


def _is_when(node: nodes.Node) -> bool:
    return isinstance(node, nodes.CallBlock) and isinstance(node.call.node, nodes.Name) and node.call.node.name == WHEN


def _is_text(node: nodes.Node) -> bool:
    return isinstance(node, nodes.Const) and isinstance(node.value, str)


def _is_blank(node: nodes.Node) -> bool:
    """White space only (between the blocks of a group)."""
    return isinstance(node, nodes.Output) and all(
        isinstance(item, nodes.TemplateData) and not item.data.strip() for item in node.nodes
    )
