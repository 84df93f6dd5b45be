#!/usr/bin/env bash
# Build and serve the lesson site, rebuilding on every change to docs/, mkdocs.yml and the folders under watch: in
# mkdocs.yml (examples, macros, engine, catalogues, practice, overrides, tooltips), with the code as it is now
# (macros/plugin/live_reload.py). A rebuild that fails shows its error at the top of the open page (the last good build
# stays below it) instead of leaving the page waiting.
#
# A start answers at once with the last good build (kept in .cache/serve/site), each page under a "Rebuilding" banner
# saying when it was built, while the site is built afresh; the open pages reload with the new build seconds later
# (macros/plugin/serve.py: mkdocs serve's own command line and server, the first build in the background). The very
# first start, with nothing kept, builds before it answers, as mkdocs serve does.
#
#   bash scripts/serve.sh                  http://127.0.0.1:8000/
#   bash scripts/serve.sh 8731             another port (or PORT=8731, or ADDR=0.0.0.0:8731 for another address)
#   bash scripts/serve.sh 8731 --no-strict any other argument goes to mkdocs serve's options
#
# Set-up runs only when what it installs has changed: the first time, and whenever pyproject.toml changes (a hash
# of it is kept in .venv/.serve-stamp). Serving installs only the site's packages (pyproject.toml's "site"
# extra), not the test tools; of npm's packages only Pyodide and workbox-build, which the build needs (scripts/setup.sh installs all).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8000}"
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
  port="$1"
  shift
fi
addr="${ADDR:-127.0.0.1:$port}"
source scripts/stamps.sh
stamp=.venv/.serve-stamp
wanted="$(serve_stamp)"
if [[ ! -x .venv/bin/mkdocs || "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]]; then
  echo "serve: setting up .venv (pyproject.toml is new or changed)" >&2
  [[ -x .venv/bin/python ]] || python3 -m venv .venv
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[site]'
  echo "$wanted" > "$stamp"
fi
# The "Your own hand" page publishes Pyodide from node_modules, and the build writes the offline service worker with
# workbox-build (package.json's dependencies: those two packages, no test tools): installed the first time and whenever package-lock.json changes (its hash in node_modules/.serve-stamp).
npm_stamp=node_modules/.serve-stamp
npm_wanted="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ ! -f node_modules/pyodide/package.json || ! -f node_modules/workbox-build/package.json || "$(cat "$npm_stamp" 2>/dev/null)" != "$npm_wanted" ]]; then
  if command -v npm >/dev/null 2>&1; then
    echo "serve: installing Pyodide and workbox-build (package-lock.json is new or changed)" >&2
    npm ci --omit=dev --no-audit --no-fund --silent
    echo "$npm_wanted" > "$npm_stamp"
  else
    echo "serve: npm is not installed, so the 'Your own hand' page cannot get Pyodide (apt-get install npm)" >&2
  fi
fi
export NO_MKDOCS_2_WARNING=1
exec .venv/bin/python -m macros.plugin.serve --dev-addr "$addr" "$@"
