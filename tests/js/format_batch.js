// Reads {"profiles": {lang: profile}, "format": [[value, lang, signed]...], "parse": [text...]} from stdin and writes
// {"format": [text...], "parse": [value or null...]} using ui.js's number helpers.
"use strict";
const path = require("path");
require(path.join(__dirname, "..", "..", "docs", "assets", "js", "ui.js"));
const ui = globalThis.allinUI;
const job = JSON.parse(require("fs").readFileSync(0, "utf8"));
for (const [lang, profile] of Object.entries(job.profiles)) ui.useProfile(lang, profile);
process.stdout.write(JSON.stringify({
  format: job.format.map(([value, lang, signed]) => ui.formatChips(value, lang, signed)),
  parse: job.parse.map((text) => ui.parseWhole(text)),
}));
