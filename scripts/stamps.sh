# What the set-up scripts installed from, as a hash: scripts/setup.sh writes it into .venv when it has installed
# everything, and scripts/test.sh and scripts/serve.sh set up again only when it changes (sourced by the three).

# The site's packages: pyproject.toml.
serve_stamp() {
  sha256sum pyproject.toml | cut -d' ' -f1
}

# Everything the tests need: pyproject.toml, npm's packages, and whether npm is there to install them.
test_stamp() {
  local npm=no-npm
  command -v npm >/dev/null 2>&1 && npm=npm
  cat pyproject.toml package.json package-lock.json 2>/dev/null | sha256sum | cut -d' ' -f1 | tr -d '\n'
  echo " $npm"
}
