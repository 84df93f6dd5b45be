"""Expanding plain literal macro calls before Jinja gives exactly what Jinja alone gives, and leaves the rest."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import jinja2
import pytest

import macros
from macros.literal_calls import as_jinja_renders_plain_text, expand_literal_calls, parse_call

CALLS: list[str] = []


def show(*args: Any, **kwargs: Any) -> str:
    """Writes its arguments back, so every parsed value is visible in the output."""
    CALLS.append("show")
    return repr(args) + repr(sorted(kwargs.items()))


def fail(*args: Any) -> str:
    raise ValueError(f"fail called with {args!r}")


def braces(text: str) -> str:
    return "{{ " + text + " }}"


def opening(text: str) -> str:
    return text + "{"


MACROS = {"show": show, "fail": fail, "braces": braces, "opening": opening}


def jinja(text: str) -> str:
    """The page as Jinja renders it, or the error it raises."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined)
    env.globals.update(MACROS)
    try:
        return env.from_string(text).render()
    except (jinja2.TemplateError, ValueError) as error:
        return f"{type(error).__name__}: {error}"


PAGES = [
    'a {{ show("three_players", "net.ramses") }} b',
    "{{ show('single', 'quotes') }}{{show(1,-2,007)}}",
    '{{ show("x", sign=True) }} {{ show("x", sign=true, other=False) }} {{ show(flag=false) }}',
    '{{ show(["raha", "kian"]) }} {{ show([]) }} {{ show([ "a, b" , "c" ,]) }} {{ show() }}',
    '| {{ show("a, b)", "}}") }} | {{ show("{ not jinja }") }} |',
    'before {{ show("x") -}}  after {{- show("y") }} end',
    '{{ show("x") | upper }} {{ show("x") ~ "!" }} {{ show(sign=True, "x") if false else "z" }}',
    '{{ show("a\\"b") }} {{ show(unknown) }}',
    '{{ other("{{ show(\'inner\') }}") if false else "kept" }}',
    "{{ braces('x') }} then {{ opening('x') }}{ show('y') }",
    "{{{ show('x') }}",
    "trailing newline {{ show('x') }}\n",
]


@pytest.mark.parametrize("page", PAGES)
def test_expanding_first_renders_exactly_like_jinja(page: str) -> None:
    assert jinja(expand_literal_calls(page, MACROS)) == jinja(page)


def test_plain_literal_calls_are_written_out_and_the_rest_is_left() -> None:
    page = '{{ show("x", 2, sign=True) }} {{ show(y) }} {{ show("x") | upper }} {{ show("a\\"b") }}'
    expanded = expand_literal_calls(page, MACROS)
    assert expanded == '(\'x\', 2)[(\'sign\', True)] {{ show(y) }} {{ show("x") | upper }} {{ show("a\\"b") }}'


def test_a_page_with_statements_or_comments_is_left_to_jinja() -> None:
    for page in ('{% raw %}{{ show("x") }}{% endraw %}', '{# {{ show("x") }} #}', "{% set show = 1 %}{{ show }}"):
        CALLS.clear()
        assert expand_literal_calls(page, MACROS) == page
        assert CALLS == []


def test_only_the_given_macros_are_called() -> None:
    page = '{{ show("x") }} {{ range(3) }}'
    assert expand_literal_calls(page, {"range": range}) == page.replace("{{ range(3) }}", "range(0, 3)")
    assert expand_literal_calls(page, {}) == page


def test_a_failing_call_is_left_for_jinja_to_report() -> None:
    page = 'a {{ fail("x", 1) }} b'
    assert expand_literal_calls(page, MACROS) == page
    assert jinja(expand_literal_calls(page, MACROS)) == "ValueError: fail called with ('x', 1)"


def test_output_that_would_start_jinja_syntax_is_left() -> None:
    page = "{{ braces('x') }} {{ opening('x') }}"
    assert expand_literal_calls(page, MACROS) == page


@pytest.mark.parametrize(
    ("body", "parsed"),
    [
        (' fig("a", "pots.0.amount") ', ("fig", ["a", "pots.0.amount"], {})),
        ("num(-1500, sign=True)", ("num", [-1500], {"sign": True})),
        ("names(['raha', \"kian\"])", ("names", [["raha", "kian"]], {})),
        ("rules_table()", ("rules_table", [], {})),
    ],
)
def test_literal_arguments_are_read(body: str, parsed: tuple[str, list[object], dict[str, object]]) -> None:
    assert parse_call(body) == parsed


@pytest.mark.parametrize(
    "body",
    [
        "fig(a)",
        'fig("a",)',
        'fig(x=1, "a")',
        "fig(x=1, x=2)",
        'fig("a\\n")',
        "fig(1.5)",
        "fig(007)",
        "fig(1_000)",
        "a.b()",
        "fig('a') + 1",
        "-fig()",
    ],
)
def test_anything_else_is_not_a_plain_literal_call(body: str) -> None:
    assert parse_call(body) is None


class FakePlugin:
    """The parts of the mkdocs-macros plugin that the hook reads."""

    def __init__(self, markdown: str, meta: dict[str, Any], render_by_default: bool = True, **syntax: str) -> None:
        self.markdown = markdown
        self.page = SimpleNamespace(meta=meta, title="Side pots", file=SimpleNamespace(src_path="en/x.md"))
        self.config = {"render_by_default": render_by_default}
        self.variables = {"extra": {}, "page": self.page}
        self.macros = {"show": show}
        self.env = jinja2.Environment(**syntax)

    def force_page_rendering(self, filename: str) -> bool:
        return False

    def has_j2(self, text: str) -> bool:
        starts = (self.env.variable_start_string, self.env.block_start_string, self.env.comment_start_string)
        return any(start in text for start in starts)


@pytest.mark.parametrize(
    ("meta", "by_default", "expanded"),
    [
        ({}, True, True),
        ({"render_macros": False}, True, False),
        ({}, False, False),
        ({"render_macros": True}, False, True),
        ({"show": "a page variable shadows the macro"}, True, False),
    ],
)
def test_the_hook_expands_only_pages_the_plugin_renders_and_unshadowed_names(
    meta: dict[str, Any], by_default: bool, expanded: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(macros, "_OWN_MACROS", {"show"})
    plugin = FakePlugin('x {{ show("a") }}', meta, by_default)
    macros.on_pre_page_macros(plugin)
    assert plugin.markdown == ("x ('a',)[]" if expanded else 'x {{ show("a") }}')


def test_a_page_left_without_jinja_is_not_rendered_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(macros, "_OWN_MACROS", {"show"})
    done = FakePlugin('x {{ show("a") }}\r\n', {})
    macros.on_pre_page_macros(done)
    assert (done.markdown, done.page.meta) == ("x ('a',)[]", {"render_macros": False})
    macros.on_post_page_macros(done)
    assert done.page.meta == {}
    opted_in = FakePlugin('x {{ show("a") }}', {"render_macros": True}, render_by_default=False)
    macros.on_pre_page_macros(opted_in)
    assert opted_in.page.meta == {"render_macros": False}
    macros.on_post_page_macros(opted_in)
    assert opted_in.page.meta == {"render_macros": True}
    left = FakePlugin('x {{ show("a") }} {{ show(y) }}\n', {})
    macros.on_pre_page_macros(left)
    assert (left.markdown, left.page.meta) == ("x ('a',)[] {{ show(y) }}\n", {})
    macros.on_post_page_macros(left)
    assert left.page.meta == {}


def test_other_jinja_markers_turn_the_hook_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(macros, "_OWN_MACROS", {"show"})
    plugin = FakePlugin('x {{ show("a") }}', {}, variable_start_string="[[", variable_end_string="]]")
    macros.on_pre_page_macros(plugin)
    assert (plugin.markdown, plugin.page.meta) == ('x {{ show("a") }}', {})


@pytest.mark.parametrize("text", ["", "a", "a\n", "a\n\n", "a\r\nb\rc\n", "\n", "a\r\n", "a\r"])
@pytest.mark.parametrize("keep", [False, True])
def test_plain_text_comes_out_as_jinja_renders_it(text: str, keep: bool) -> None:
    rendered = jinja2.Environment(keep_trailing_newline=keep).from_string(text).render()
    assert as_jinja_renders_plain_text(text, keep) == rendered
