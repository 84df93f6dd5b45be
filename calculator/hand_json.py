"""JSON entry points for whole hands: the ``play`` and ``options`` contracts of DESIGN.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .options import legal_options
from .phh import read_history
from .playback import replay
from .rules import TDA, RuleSet


def play_json(source: str | Mapping[str, Any], rules: RuleSet = TDA) -> dict[str, object]:
    """Play a hand history (PHH TOML text, JSON text or a mapping); return the ``play`` output object."""
    return replay(read_history(source), rules).to_json()


def options_json(source: str | Mapping[str, Any], rules: RuleSet = TDA) -> dict[str, object]:
    """Return the ``options`` output object for a hand history that stops mid-hand."""
    return legal_options(read_history(source), rules).to_json()
