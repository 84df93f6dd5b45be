#!/usr/bin/env bash
# Set up (if needed), then run every test: engine, hand play, site build, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest "$@"
