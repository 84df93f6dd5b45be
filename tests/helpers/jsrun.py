"""Running the site's JavaScript under Node for the tests (one process per batch)."""

from __future__ import annotations

import os
import shutil

import pytest

from macros.render.widget_text import rule_book as page_rule_book
from macros.text.profile import read_profiles


def rule_book() -> dict[str, object]:
    """The engine's rule book as the pages hand it to settle.js (``useRuleBook`` under Node)."""
    return page_rule_book()


def profiles() -> dict[str, dict[str, object]]:
    """Every language's profile as the pages hand it to the scripts (``allinUI.useProfile`` under Node)."""
    return {found.code: found.for_browser() for found in read_profiles()}


def missing(what: str) -> None:
    """Skip, or fail under CI (the variable ``CI`` is set): a missing tool or input is a failure there."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} (CI is set, so this is a failure)")
    pytest.skip(what)


def node() -> str:
    """The Node executable; skip the test when it is missing, fail under CI (the variable ``CI`` is set)."""
    path = shutil.which("node")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("node is not installed but CI is set")
        pytest.skip("node is not installed")
    return path
