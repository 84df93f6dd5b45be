"""The settlement conformance suite the site publishes for engine authors: ``assets/conformance/settle-v1.json``.

Its vectors are read when the site is built: the shared engine vectors (``tests/vectors/settle_examples.json``,
the seeds' examples) and this suite's own (``tests/vectors/conformance.json``: odd chips, the smallest chip,
rule variants and the common engine bugs, each naming the bugs it catches; the shared vectors' catches are
listed there by id). Every expected output is computed again by the engine under the vector's rules and must
equal the stored one, so a stale vector stops the build (``ConformanceError``). The page macros render the
bug list from the same data, with the bugs' names from the catalogues (``bug.<id>``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from calculator import rules_from_json, settle_json
from macros.render.tables import Column, Html, Table
from macros.text.catalogue import text

ROOT = Path(__file__).resolve().parents[2]
VECTOR_FILES = (ROOT / "tests" / "vectors" / "settle_examples.json", ROOT / "tests" / "vectors" / "conformance.json")
PUBLISHED = ("assets", "conformance", "settle-v1.json")
VERSION = 1
CONTRACT = "settle"

BUG_NAMES: Mapping[str, str] = {
    "folded_layer_lost": "bug.folded_layer_lost",
    "all_in_dropped": "bug.all_in_dropped",
    "antes_left_out": "bug.antes_left_out",
    "one_pot": "bug.one_pot",
    "uncalled_left_in_pot": "bug.uncalled_left_in_pot",
    "odd_chip_wrong_seat": "bug.odd_chip_wrong_seat",
    "pooled_odd_chips": "bug.pooled_odd_chips",
    "smallest_chip_ignored": "bug.smallest_chip_ignored",
    "partial_ante_in_main_pot": "bug.partial_ante_in_main_pot",
}
"""Every bug the suite names, with the catalogue key of its name (in the order the page lists them)."""


class ConformanceError(ValueError):
    """A vector's stored output is not the engine's, a vector names an unknown bug, or a bug has no vector."""


@dataclass(frozen=True, slots=True)
class Suite:
    """The published file's data: its vectors (with what each catches) and the bugs' descriptions."""

    vectors: tuple[Mapping[str, Any], ...]
    bugs: Mapping[str, str]

    def catching(self, bug: str) -> list[str]:
        """The ids of the vectors that catch ``bug``, in the file's order."""
        return [str(v["id"]) for v in self.vectors if bug in v["catches"]]

    def to_json(self) -> dict[str, Any]:
        """The published object: ``version``, ``contract``, ``about``, ``vectors`` and ``bugs``."""
        return {
            "version": VERSION,
            "contract": CONTRACT,
            "about": (
                "Settlement vectors for any implementation of the settle contract: 'input' is a settle input "
                "object, 'rules' the rule overrides as --rules takes them ({} is the TDA preset), 'expected' the "
                "settle output (compare it as JSON: pots main first, names in seat order). 'catches' lists the "
                "common engine bugs (see 'bugs') that give a different output on this vector."
            ),
            "vectors": [dict(v) for v in self.vectors],
            "bugs": {bug: {"about": about} for bug, about in self.bugs.items()},
        }


def _read(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ConformanceError(f"{path.name}: not a JSON object")
    return data


def _vector(entry: Mapping[str, Any], catches: Sequence[str], origin: str) -> dict[str, Any]:
    """One published vector, its expected output the engine's (checked equal to the stored one)."""
    rules = dict(entry.get("rules", {}))
    computed = settle_json(entry["input"], rules_from_json(rules))
    if computed != entry["expected"]:
        raise ConformanceError(
            f"{origin}: vector {entry['id']!r} is stale: the engine now gives {json.dumps(computed)}"
        )
    return {"id": entry["id"], "input": entry["input"], "rules": rules, "expected": computed, "catches": list(catches)}


def build_suite(files: Sequence[Path] = VECTOR_FILES) -> Suite:
    """The suite from the vector files: the shared vectors (with the catches ``conformance.json`` lists for them),
    then its own."""
    shared_path, own_path = files
    shared, own = _read(shared_path), _read(own_path)
    bugs = dict(own["bugs"])
    if set(bugs) != set(BUG_NAMES):
        raise ConformanceError(f"{own_path.name}: the bugs must be {', '.join(BUG_NAMES)}, not {', '.join(bugs)}")
    listed: Mapping[str, Sequence[str]] = own.get("shared_catches", {})
    vectors = [_vector(e, listed.get(e["id"], ()), shared_path.name) for e in shared["examples"]]
    vectors += [_vector(e, e.get("catches", ()), own_path.name) for e in own["vectors"]]
    ids = [v["id"] for v in vectors]
    if len(set(ids)) != len(ids):
        raise ConformanceError("two vectors share an id")
    unknown = {bug for v in vectors for bug in v["catches"]} - set(bugs)
    unmatched = set(listed) - set(ids)
    if unknown or unmatched:
        raise ConformanceError(f"unknown bugs {sorted(unknown)} or vectors {sorted(unmatched)} in {own_path.name}")
    suite = Suite(tuple(vectors), {bug: bugs[bug] for bug in BUG_NAMES})
    uncaught = [bug for bug in BUG_NAMES if not suite.catching(bug)]
    if uncaught:
        raise ConformanceError(f"no vector catches {', '.join(uncaught)}")
    return suite


def _key(files: Sequence[Path]) -> tuple[tuple[str, str], ...]:
    return tuple((str(path), path.read_text(encoding="utf-8")) for path in files)


@cache
def _suite_for(key: tuple[tuple[str, str], ...]) -> Suite:
    return build_suite([Path(path) for path, _ in key])


def suite() -> Suite:
    """The suite as the vector files are now (built once per version of the files)."""
    return _suite_for(_key(VECTOR_FILES))


def suite_bytes() -> bytes:
    """The published file's bytes (UTF-8, two-space indent, a final newline)."""
    return (json.dumps(suite().to_json(), ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def publish(site_dir: str | Path) -> Path:
    """Write the suite into the built site (unchanged bytes are not rewritten)."""
    target = Path(site_dir).joinpath(*PUBLISHED)
    data = suite_bytes()
    if not (target.is_file() and target.read_bytes() == data):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return target


def href(page_url: str) -> str:
    """The published file's address relative to a page's URL (``en/conformance/`` → ``../../assets/…``)."""
    return "../" * page_url.count("/") + "/".join(PUBLISHED)


# ----- the page's table of bugs


def _bug_cell(data: Suite, bug: str, lang: str) -> str:
    return text(BUG_NAMES[bug], lang)


def _vectors_cell(data: Suite, bug: str, lang: str) -> str:
    return Html(" ".join(f"<code>{escape(vector)}</code>" for vector in data.catching(bug)))


BUG_COLUMNS: Sequence[Column[Suite, str]] = (
    Column("bug", "col.bug", _bug_cell),
    Column("vectors", "col.vectors", _vectors_cell),
)
BUGS_TABLE: Table[Suite, str] = Table("bugs", lambda data: list(data.bugs), lambda data: BUG_COLUMNS)
"""One row per common engine bug: its name, and the ids of the vectors that catch it."""
