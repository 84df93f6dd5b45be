#!/usr/bin/env bash
# Set up (if needed), then build and serve the lesson site at http://127.0.0.1:8000/ (ADDR=host:port for
# another). It rebuilds on every change to docs/, mkdocs.yml and the folders under watch: in mkdocs.yml
# (examples, macros, engine, catalogues, practice, overrides, tooltips), with the code as it is now
# (macros/live_reload.py).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NO_MKDOCS_2_WARNING=1
exec .venv/bin/mkdocs serve --dev-addr "${ADDR:-127.0.0.1:8000}"
