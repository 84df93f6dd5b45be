"""The package's public names do not hide its modules (``calculator.replay`` is the function)."""

from __future__ import annotations

import importlib
import pkgutil
import types

import calculator


def test_no_public_name_shadows_a_module() -> None:
    for module in pkgutil.iter_modules(calculator.__path__):
        if module.name.startswith("_"):
            continue
        imported = importlib.import_module(f"calculator.{module.name}")
        attribute = getattr(calculator, module.name)
        assert attribute is imported, f"calculator.{module.name} is {attribute!r}, not the module"


def test_replay_and_legal_options_are_the_functions() -> None:
    assert isinstance(calculator.replay, types.FunctionType)
    assert calculator.replay.__module__ == "calculator.playback"
    assert isinstance(calculator.legal_options, types.FunctionType)
    assert calculator.legal_options.__module__ == "calculator.options"
