"""The site's own JavaScript and CSS stay within 40 KB gzipped, and the pot diagrams add at most 30 % to the HTML of
any page that shows them (benchmarks/page_weight.py measures both)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from sitebuild import built_site

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "page_weight.py"


def benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("page_weight", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_own_js_and_css_fit_the_budget() -> None:
    module = benchmark()
    sizes = module.weights()
    assert {"js/settle.js", "js/calculator.js", "js/quiz.js", "js/pot_diagram.js", "css/widgets.css"} <= set(sizes)
    assert {"js/replay.js", "css/replay.css", "js/practice.js"} <= set(sizes)
    totals = module.page_totals(sizes)
    assert totals["every page"] < totals["replay"] and totals["every page"] < totals["practice"]
    for kind, total in totals.items():
        assert 0 < total <= module.BUDGET, f"{kind}: {total} bytes gzipped"


def test_only_replay_pages_load_the_replayer() -> None:
    """The replayer's script and style are on the pages with a replayer alone (so the budget above holds)."""
    result = built_site()
    assert result.returncode == 0, result.output
    for path in result.site.rglob("index.html"):
        html = path.read_text(encoding="utf-8")
        has = 'class="allin-replay"' in html
        assert ("assets/js/replay.js" in html) == has and ("assets/css/replay.css" in html) == has, path
        assert html.count("assets/js/replay.js") <= 1


def test_diagrams_add_at_most_thirty_percent_to_a_page() -> None:
    module = benchmark()
    result = built_site()
    assert result.returncode == 0, result.output
    pages = module.diagram_weights(result.site)
    assert len(pages) >= 3 * 6
    for name, (bare, full) in pages.items():
        assert bare < full <= bare * (1 + module.DIAGRAM_BUDGET), (name, bare, full)
    side_pots = (result.site / "en" / "side-pots" / "index.html").read_text(encoding="utf-8")
    stripped = module.without_diagrams(side_pots)
    assert "pot-diagram" not in stripped and "pd-" not in stripped and '"diagram.' not in stripped
