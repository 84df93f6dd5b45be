#!/usr/bin/env bash
# Make the project's virtual environment (.venv) and install everything the site and the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[test]'
# Test-only JavaScript (axe-core, ESLint). Serving the site does not need it, so a machine without npm still serves;
# the accessibility test then skips (and fails under CI, which installs npm first: .ci/run).
if [ -f package.json ] && command -v npm >/dev/null 2>&1; then
  npm ci --no-audit --no-fund --silent
elif [ -f package.json ]; then
  echo "setup: npm is not installed, so axe-core (test-only) is not; the site itself does not need it" >&2
fi
# What serving and testing need is installed (the test extra includes the site's): scripts/serve.sh and scripts/test.sh
# skip their set-up until what they install from changes (scripts/stamps.sh).
source scripts/stamps.sh
serve_stamp > .venv/.serve-stamp
test_stamp > .venv/.test-stamp
