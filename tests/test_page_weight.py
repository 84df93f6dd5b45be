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
    total = sum(packed for _, packed in sizes.values())
    assert 0 < total <= module.BUDGET, f"{total} bytes gzipped"


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
