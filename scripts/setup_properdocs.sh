#!/usr/bin/env bash
# Make .venv-properdocs: the site's packages at the very versions .venv holds, built by ProperDocs instead of MkDocs
# (tests/test_properdocs_build.py builds the site with both and compares every file). ProperDocs is pinned exactly
# (PROPERDOCS below); MkDocs is removed from this environment, so nothing in the build can reach it: Material, the
# i18n plugin and the site plugin import `mkdocs.*`, which ProperDocs' `properdocs` command redirects to itself.
#
# Runs only when what it installs from has changed (a hash in .venv-properdocs/.stamp: pyproject.toml, the pin, and
# .venv's package versions); scripts/setup.sh must have made .venv first.
set -euo pipefail
cd "$(dirname "$0")/.."
PROPERDOCS="properdocs==1.6.7"
if [ ! -x .venv/bin/python ]; then
  echo "setup_properdocs: .venv is missing: run scripts/setup.sh first" >&2
  exit 2
fi
pins="$(.venv/bin/python -m pip freeze --exclude-editable --disable-pip-version-check | grep -iv '^mkdocs==')"
stamp="$( { cat pyproject.toml; echo "$PROPERDOCS"; echo "$pins"; } | sha256sum | cut -d' ' -f1)"
if [ -x .venv-properdocs/bin/properdocs ] && [ "$(cat .venv-properdocs/.stamp 2>/dev/null)" = "$stamp" ]; then
  exit 0
fi
echo "setup_properdocs: making .venv-properdocs ($PROPERDOCS, the site's packages as in .venv)" >&2
rm -rf .venv-properdocs
python3 -m venv .venv-properdocs
constraints="$(mktemp)"
trap 'rm -f "$constraints"' EXIT
echo "$pins" > "$constraints"
.venv-properdocs/bin/python -m pip install --quiet --disable-pip-version-check "$PROPERDOCS" -e '.[site]' -c "$constraints"
.venv-properdocs/bin/python -m pip uninstall --quiet --disable-pip-version-check -y mkdocs
echo "$stamp" > .venv-properdocs/.stamp
