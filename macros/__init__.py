"""The mkdocs-macros module: worked examples -> engine -> localized Markdown.

``define_env`` loads every example, runs it through the engine under the rule set chosen in
``mkdocs.yml`` (``extra.rules``), checks every claim (all failures reported at once) and registers the
macros that pages use. Every macro reads the page's language when it renders. Before Jinja renders a
page, ``on_pre_page_macros`` writes out the page's plain literal calls of these macros (see
``macros/literal_calls.py``: same output, without compiling each call). See ``macros/README.md``.
"""

from __future__ import annotations

from typing import Any

from .claims import ClaimsError
from .literal_calls import as_jinja_renders_plain_text, default_syntax, expand_literal_calls
from .pages import MacroContext, register
from .plugin_cache import remember_git_info

__all__ = ["ClaimsError", "MacroContext", "define_env", "on_post_page_macros", "on_pre_page_macros"]

_OWN_MACROS: set[str] = set()
"""The names this module registers (the same in every language build of the process)."""
_NOT_SET = object()
_SPARED: dict[int, tuple[Any, object]] = {}
"""Pages marked ``render_macros: false`` by ``on_pre_page_macros``, by ``id``: the page itself (held, so that its
``id`` cannot be reused by another object while the entry lives) and the value the mark replaced."""


def define_env(env: Any) -> None:
    """mkdocs-macros entry point (runs once per language build)."""
    remember_git_info()
    _OWN_MACROS.update(register(env))


def _page_is_rendered(env: Any) -> bool:
    """Whether the plugin will render the current page (its ``render_macros`` and ``render_by_default``)."""
    wanted = (env.page.meta or {}).get("render_macros")
    if wanted is False:
        return False
    if env.config["render_by_default"]:
        return True
    return wanted is True or env.force_page_rendering(env.page.file.src_path)


def on_pre_page_macros(env: Any) -> None:
    """mkdocs-macros hook before each page's rendering: expand the plain literal calls of our macros.

    Names that the page's variables (the plugin's and the page's front matter) would shadow are left to Jinja.
    When nothing is left for Jinja (no ``{{``, ``{%`` or ``{#`` in the page or its title), the page is given
    as Jinja would render it and marked ``render_macros: false``, so the plugin does not compile it for nothing
    (``on_post_page_macros`` puts the page's front matter back as it was).
    """
    jinja = env.env
    if not _page_is_rendered(env) or not default_syntax(jinja):
        return
    shadowed = set(env.variables) | set(env.page.meta or {})
    ours = {name: env.macros[name] for name in _OWN_MACROS if name not in shadowed and name in env.macros}
    env.markdown = expand_literal_calls(env.markdown, ours)
    if not env.has_j2(env.markdown) and not env.has_j2(env.page.title or ""):
        env.markdown = as_jinja_renders_plain_text(env.markdown, jinja.keep_trailing_newline, jinja.newline_sequence)
        _SPARED[id(env.page)] = (env.page, env.page.meta.get("render_macros", _NOT_SET))
        env.page.meta["render_macros"] = False


def on_post_page_macros(env: Any) -> None:
    """mkdocs-macros hook after each page's rendering: undo the ``render_macros: false`` set before it."""
    page, previous = _SPARED.pop(id(env.page), (None, None))
    if page is not env.page:
        return
    if previous is _NOT_SET:
        del env.page.meta["render_macros"]
    elif previous is not None:
        env.page.meta["render_macros"] = previous
