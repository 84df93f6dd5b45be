"""The site's own JavaScript and CSS stay within 40 KB gzipped, the budget of issue 12 (benchmarks/page_weight.py
measures it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "page_weight.py"


def test_own_js_and_css_fit_the_budget() -> None:
    spec = importlib.util.spec_from_file_location("page_weight", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sizes = module.weights()
    assert {"js/settle.js", "js/calculator.js", "js/quiz.js", "css/widgets.css"} <= set(sizes)
    total = sum(packed for _, packed in sizes.values())
    assert 0 < total <= module.BUDGET, f"{total} bytes gzipped"
