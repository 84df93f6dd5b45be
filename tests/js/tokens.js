// The tokens of each script given on stdin ({"name": "source", ...}), comments left out, as acorn reads them:
// tests/test_page_weight.py compares a script's tokens with those of its built, trimmed copy.
"use strict";
const acorn = require("acorn");
let input = "";
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const sources = JSON.parse(input);
  const out = {};
  for (const name of Object.keys(sources)) {
    out[name] = Array.from(acorn.tokenizer(sources[name], { ecmaVersion: "latest" }),
      (token) => [token.type.label, token.value === undefined ? null : String(token.value)]);
  }
  process.stdout.write(JSON.stringify(out));
});
