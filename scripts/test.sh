#!/usr/bin/env bash
# Run the tests: every test (engine, hand play, site build, browser), or what the arguments name, which go to pytest:
#
#   bash scripts/test.sh                                   every test
#   bash scripts/test.sh tests/test_widget_errors.py       one test file
#   bash scripts/test.sh tests/test_replays.py -k muck -x  any pytest arguments
#
# Set-up (scripts/setup.sh) runs only when what it installs has changed: the first time (a fresh machine, or a .venv
# that scripts/serve.sh made for serving alone, without the test tools), and whenever pyproject.toml,
# package.json or package-lock.json changes, or npm comes or goes (a hash is kept in .venv/.test-stamp).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stamps.sh
if [[ ! -x .venv/bin/pytest || "$(cat .venv/.test-stamp 2>/dev/null)" != "$(test_stamp)" ]]; then
  echo "test: setting up .venv (scripts/setup.sh: what it installs is new or changed)" >&2
  bash scripts/setup.sh
fi
exec .venv/bin/python -m pytest "$@"
