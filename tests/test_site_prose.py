"""Every figure a page states in prose (each ``fig(...)`` call in its source) appears on the built page,
written the language's way, with the value the engine gives.

The values are computed from the example files through the engine's JSON contracts (``settle_json``,
``play_json``, ``options_json``) under the rule set the site is built with, and the expected text is written
there too (``tests/helpers/site_checks.py``, not the macros). Figures inside ``when`` blocks for other rule values are
not on the page and are not checked.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.site_checks import check_prose_figures
from helpers.sitebuild import build_rules, built_site


@pytest.fixture(scope="module")
def site() -> Path:
    result = built_site()
    assert result.returncode == 0, result.output
    return result.site


def test_prose_figures_match_the_engine_in_every_language(site: Path) -> None:
    checked, skipped = check_prose_figures(site, build_rules())
    assert checked > 100, (checked, skipped)
    print(f"checked {checked} prose figures, {skipped} outside the JSON contracts")
