"""A speed-up for the mkdocs-macros plugin itself: it asks git the same twelve questions (commit, tag,
author, ...) at the start of every build, and the i18n plugin runs one build per language. The answers
cannot change during a build, so after the first language they are answered from memory."""

from __future__ import annotations

import functools


def remember_git_info() -> None:
    """Make ``mkdocs_macros.context.get_git_info`` compute its answers once per process."""
    from mkdocs_macros import context

    if not hasattr(context.get_git_info, "cache_info"):
        context.get_git_info = functools.cache(context.get_git_info)
