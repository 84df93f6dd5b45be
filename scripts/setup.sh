#!/usr/bin/env bash
# Make the project's virtual environment (.venv) and install everything the site and the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
# JavaScript: Pyodide, which the site publishes for the "Your own hand" page, and the test-only axe-core, ESLint and
# lighthouse. Without npm the site cannot be built (the build says so) and the tests that need node skip (and fail
# under CI, which installs npm first: .ci/run).
if [ -f package.json ] && command -v npm >/dev/null 2>&1; then
  npm ci --no-audit --no-fund --silent
  sha256sum package-lock.json | cut -d' ' -f1 > node_modules/.serve-stamp  # scripts/serve.sh: Pyodide is installed
elif [ -f package.json ]; then
  echo "setup: npm is not installed: the site build needs its Pyodide (the 'Your own hand' page), the tests its tools" >&2
fi
# What serving and testing need is installed (the test extra includes the site's): scripts/serve.sh and scripts/test.sh
# skip their set-up until what they install from changes (scripts/stamps.sh).
source scripts/stamps.sh
serve_stamp > .venv/.serve-stamp
test_stamp > .venv/.test-stamp
