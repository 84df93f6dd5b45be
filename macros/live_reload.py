"""MkDocs hook (``hooks:`` in mkdocs.yml): ``mkdocs serve`` rebuilds with the code and data as they are now.

``mkdocs serve`` rebuilds in one long-running Python process. It reloads ``mkdocs.yml`` for every rebuild, but
Python keeps every module it has imported: mkdocs-macros imports the ``macros`` package (and with it the engine,
``calculator``, and the catalogues it reads once per process) only once, and MkDocs loads each hook file once per
process (a cache on its ``hooks`` option). A writer who changed an example's code, a macro, the engine, a
catalogue or the practice generator would see the old pages until a restart.

Before every rebuild this hook drops ``macros``, ``calculator`` and ``practice`` from ``sys.modules`` and clears
MkDocs' cache of loaded hooks, so the rebuild imports all of them afresh (and every cache they keep starts
empty). What a rebuild watches is listed under ``watch:`` in ``mkdocs.yml``. A plain ``mkdocs build`` is not
affected: the hook acts only when ``mkdocs serve`` starts its server.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from mkdocs.config import config_options

RELOADED = frozenset({"macros", "calculator", "practice", "replays"})
"""The project's packages, imported anew for every rebuild."""

log = logging.getLogger("mkdocs.plugins.allin_live_reload")


def forget_project_modules() -> None:
    """Drop the project's packages from ``sys.modules`` and MkDocs' cache of loaded hook files, so that the next
    configuration load and build import them from the files as they are now."""
    for name in [name for name in sys.modules if name.partition(".")[0] in RELOADED]:
        del sys.modules[name]
    clear = getattr(config_options.Hooks._load_hook, "cache_clear", None)
    if clear is None:
        log.warning("this MkDocs keeps hook files loaded: restart mkdocs serve after changing one")
    else:
        clear()


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """MkDocs event (``mkdocs serve`` only): run every rebuild after ``forget_project_modules``."""
    rebuild = server.builder

    def fresh_rebuild() -> None:
        forget_project_modules()
        rebuild()

    server.builder = fresh_rebuild
    return server
