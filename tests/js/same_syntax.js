// Reads {name: [source, trimmed]} from stdin and writes the names whose two texts do not parse to the same syntax
// tree (espree, ESLint's parser, positions left out): the built copy of a script without its comment lines
// (macros/plugin/page_assets.py) must be the same program as its source.
"use strict";
const fs = require("fs");
const path = require("path");
const espree = require(path.join(__dirname, "..", "..", "node_modules", "espree"));

const POSITIONS = new Set(["start", "end", "range", "loc"]);
const tree = (text) => JSON.stringify(espree.parse(text, { ecmaVersion: 2022, sourceType: "script" }),
  (key, value) => (POSITIONS.has(key) ? undefined : value));
const pairs = JSON.parse(fs.readFileSync(0, "utf8"));
const differ = Object.keys(pairs).filter((name) => tree(pairs[name][0]) !== tree(pairs[name][1]));
process.stdout.write(JSON.stringify(differ));
