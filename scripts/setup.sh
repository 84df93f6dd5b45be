#!/usr/bin/env bash
# Make the project's virtual environment (.venv) and install everything the site and the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
if [ -f package.json ]; then
  npm ci --no-audit --no-fund --silent
fi
