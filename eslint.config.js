// ESLint (flat config) for every JavaScript file of the project's own: the site's scripts (plain browser scripts,
// no bundler: each an IIFE over `root`, also run under Node by the tests), the search worker, the Node test
// batches. tests/test_js_lint.py runs it (npx eslint from node_modules, as tests/test_browser.py uses axe-core).
"use strict";
const js = require("@eslint/js");
const globals = require("globals");

module.exports = [
  { ignores: ["node_modules/", "site/", ".venv/", "**/*.min.js"] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022 },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "no-var": "error",
      "prefer-const": "error",
      eqeqeq: ["error", "always"],
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none" }],
      "no-shadow": ["error", { builtinGlobals: false }],
      "no-implicit-globals": "error"
    }
  },
  {
    files: ["docs/assets/js/**/*.js"],
    // Browser scripts that also load under Node (module.exports where it exists).
    languageOptions: { sourceType: "script", globals: { ...globals.browser, module: "readonly" } },
    rules: { strict: ["error", "function"] }
  },
  {
    // The "Your own hand" page's engine: a module worker (it imports Pyodide's ES module).
    files: ["docs/assets/js/own_hand_worker.js"],
    languageOptions: { sourceType: "module", globals: globals.worker },
    rules: { strict: "off" }
  },
  {
    files: ["docs/assets/javascripts/workers/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.worker }
  },
  {
    // The service worker's build (macros/plugin/offline.py runs it with node): an ES module.
    files: ["macros/**/*.mjs"],
    languageOptions: { sourceType: "module", globals: globals.node }
  },
  {
    // mkdocs serve's sw.js, a service worker that unregisters itself (macros/plugin/offline.py).
    files: ["macros/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.serviceworker },
    rules: { strict: ["error", "global"] }
  },
  {
    files: ["tests/js/**/*.js", "eslint.config.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.node }
  }
];
