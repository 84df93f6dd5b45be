"""The macros' former text table. Interface text now lives in the catalogues (macros/text/catalogue.py);
``ui`` stays as the same lookup under its old name."""

from __future__ import annotations

from macros.text.catalogue import ui

__all__ = ["ui"]
