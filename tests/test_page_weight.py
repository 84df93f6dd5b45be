"""Each built page loads only the site's own JavaScript and CSS it uses, at most 40 KB gzipped a page, and the pot
diagrams add at most 30 % to the HTML of any page that shows them (benchmarks/page_weight.py measures both)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path
from types import ModuleType

from helpers.jsrun import node
from helpers.sitebuild import built_site, page_names

from macros.plugin.page_assets import ASSETS, trim_script

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "page_weight.py"
LANGUAGES = ("", "en/", "fa/")


def benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("page_weight", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_page_fits_the_budget_and_loads_only_what_it_uses() -> None:
    module = benchmark()
    result = built_site()
    assert result.returncode == 0, result.output
    pages = module.page_weights(result.site)
    assert len(pages) == 3 * len(page_names()), sorted(pages)
    for name, (packed, loaded) in pages.items():
        assert 0 < packed <= module.BUDGET, (name, packed, loaded)
        assert "assets/css/site.css" in loaded and "assets/js/site.js" in loaded, name
        assert ("assets/js/persian_digits.js" in loaded) == (name == "fa" or name.startswith("fa/")), name
        scripts = [path for path in loaded if path.endswith(".js")]
        assert len(set(scripts)) == len(scripts), name
    for lang in LANGUAGES:
        calculator = pages[lang + "calculator"][1]
        # ui.js first, then settle.js and pot_diagram.js before settlement.js, which draws with them, and that
        # before calculator.js
        assert (
            calculator.index("assets/js/ui.js")
            < calculator.index("assets/js/settle.js")
            < calculator.index("assets/js/pot_diagram.js")
            < calculator.index("assets/js/settlement.js")
            < calculator.index("assets/js/calculator.js")
        ), calculator
        assert "assets/js/practice.js" not in calculator and "assets/js/quiz.js" not in calculator
        practice = pages[lang + "practice"][1]
        assert "assets/js/calculator.js" not in practice
        assert (
            practice.index("assets/js/settlement.js")
            < practice.index("assets/js/quiz.js")
            < practice.index("assets/js/practice.js")
        ), practice
        lesson = pages[lang + "side-pots"][1]
        assert "assets/js/quiz.js" in lesson and "assets/css/diagrams.css" in lesson
        drawing = {f"assets/js/{name}.js" for name in ("calculator", "settle", "pot_diagram", "settlement", "practice")}
        assert not drawing & set(lesson)
        glossary = pages[lang + "glossary"][1]
        assert not {"assets/js/ui.js", "assets/css/widgets.css", "assets/css/diagrams.css"} & set(glossary)
    html = (result.site / "en" / "calculator" / "index.html").read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    assert '<script defer src="../../assets/js/calculator.js"></script>' in head
    assert "assets/js/" not in html[html.index("</head>") :]  # none at the end of the body any more


def test_the_budget_check_can_fail() -> None:
    module = benchmark()
    sizes = module.weights()
    everything = sum(packed for _, packed in sizes.values())
    assert everything > module.BUDGET  # loading every file on one page, as before, would be over


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


def test_the_built_scripts_are_their_sources_without_comments() -> None:
    """Each own script is served without the comments that fill their lines (macros/plugin/page_assets.py): acorn
    reads the very same tokens in the built copy as in the source, and the copy is smaller; a trim that cut code
    would differ."""
    docs = Path(__file__).resolve().parent.parent / "docs"
    sources = {a.path: (docs / a.path).read_text(encoding="utf-8") for a in ASSETS if a.script}
    trimmed = {name: trim_script(text) for name, text in sources.items()}
    broken = {"broken": trim_script("const a = 1;\n/* x */ const b = 2;\n// y\nconst c = 3;\n")}
    assert broken["broken"] == "const a = 1;\n/* x */ const b = 2;\nconst c = 3;\n"
    batch = {**{f"source {n}": t for n, t in sources.items()}, **{f"built {n}": t for n, t in trimmed.items()}}
    script = Path(__file__).resolve().parent / "js" / "tokens.js"
    done = subprocess.run([node(), str(script)], input=json.dumps(batch), capture_output=True, text=True, check=True)
    tokens = json.loads(done.stdout)
    for name in sources:
        assert tokens[f"source {name}"] == tokens[f"built {name}"], name
        assert len(tokens[f"source {name}"]) > 50 and len(trimmed[name]) < len(sources[name]), name
    site = built_site().site
    assert all((site / name).read_text(encoding="utf-8") == text for name, text in trimmed.items())
