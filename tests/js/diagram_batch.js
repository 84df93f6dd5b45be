// Reads {"rule_book", "profiles": {lang: profile}, "texts": {lang: {key: text}}, "cases": [{"input", "rules", "lang", "example", "steps"}]} from stdin and
// writes one JSON list: for each case the tree pot_diagram.js draws from settle.js's settleDetailed (texts filled in
// as the pages' widgets fill them, numbers by ui.js). Used by tests/test_pot_diagram.py.
"use strict";
const path = require("path");
const js = (name) => path.join(__dirname, "..", "..", "docs", "assets", "js", name);
const engine = require(js("settle.js"));
require(js("ui.js"));
require(js("settlement.js"));
const pictures = require(js("pot_diagram.js"));
const ui = globalThis.allinUI;

const job = JSON.parse(require("fs").readFileSync(0, "utf8"));
engine.useRuleBook(job.rule_book);
for (const [lang, profile] of Object.entries(job.profiles)) ui.useProfile(lang, profile);
const fill = (template, params) => template.replace(/\{(\w+)\}/g, (all, key) => (key in params ? String(params[key]) : all));
const out = job.cases.map((c) => {
  const texts = job.texts[c.lang];
  const words = {
    text: (key, params) => {
      if (!(key in texts)) throw new Error("no widget text " + key);
      return fill(texts[key], params || {});
    },
    chips: (n) => ui.formatChips(n, c.lang),
    rtl: job.profiles[c.lang].dir === "rtl",
    list: (items) => ui.listOf(items, c.lang),
  };
  const detail = engine.settleDetailed(c.input, c.rules);
  return pictures.diagram(pictures.pictureOf(detail), words, c.example, c.steps);
});
process.stdout.write(JSON.stringify({ trees: out, defs: pictures.defs() }));
