"""Fixtures shared by the test modules (pytest finds them here; no test module imports another)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from helpers.browser import CHROMIUM, CHROMIUM_ARGS, WithoutWorkers, serve
from helpers.jsrun import missing
from helpers.sitebuild import (
    built_site,
    configured_site,
)


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    result = built_site()
    assert result.returncode == 0, result.output
    with serve(result.site) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, whose contexts block service workers unless a test allows them (helpers.browser.WithoutWorkers)."""
    if not CHROMIUM.exists():
        missing(f"{CHROMIUM} is not installed (Debian package chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("playwright (Python) is not installed")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield WithoutWorkers(launched)
        launched.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page that records script errors and dialogs (an alert would mean injected script ran)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    new_page = context.new_page()
    new_page.problems = []
    new_page.on("pageerror", lambda error: new_page.problems.append(f"script error: {error}"))
    new_page.on("dialog", lambda dialog: (new_page.problems.append(f"dialog: {dialog.message}"), dialog.dismiss()))
    yield new_page
    problems = new_page.problems
    context.close()
    assert not problems


@pytest.fixture(scope="module")
def remainder_site() -> Iterator[str]:
    """The site built with ``odd_chips: remainder_to_first`` set in a copy's mkdocs.yml (the same build the
    configuration tests check), served."""
    _, result = configured_site("odd_chips", "remainder_to_first")
    assert result.returncode == 0, result.output
    with serve(result.site) as base:
        yield base
