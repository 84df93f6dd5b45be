// Reads a JSON list of script paths from stdin and writes, for each, its line count and every function's length in
// lines (its name, the line it starts on, its length), parsed with espree (ESLint's parser, from node_modules). A
// script's own wrapper, `(function (root) { ... })(...)` as its whole body, is its module scope, not a function, and
// is left out. Used by tests/test_js_size.py.
"use strict";
const fs = require("fs");
const path = require("path");
const espree = require(path.join(__dirname, "..", "..", "node_modules", "espree"));

/** Every function node of the tree (declarations, expressions, arrows), with the name it is known by. */
function functions(node, name, out) {
  if (!node || typeof node.type !== "string") return out;
  if (/Function/.test(node.type)) {
    const known = node.id ? node.id.name : name;
    out.push({ name: known || "(anonymous)", start: node.loc.start.line, end: node.loc.end.line });
  }
  for (const key of Object.keys(node)) {
    if (key === "loc" || key === "range" || key === "parent") continue;
    const child = node[key];
    const named = node.type === "VariableDeclarator" && node.id.name ? node.id.name :
      node.type === "Property" && node.key && (node.key.name || node.key.value) ? String(node.key.name || node.key.value) :
      node.type === "AssignmentExpression" && node.left.property ? node.left.property.name : null;
    if (Array.isArray(child)) child.forEach((c) => functions(c, named, out));
    else if (child && typeof child.type === "string") functions(child, named, out);
  }
  return out;
}

/** The function a statement at the top of the program calls at once (the script's wrapper), or null. */
function wrapper(statement) {
  const call = statement.type === "ExpressionStatement" ? statement.expression : null;
  return call && call.type === "CallExpression" && /Function/.test(call.callee.type) ? call.callee : null;
}

const paths = JSON.parse(fs.readFileSync(0, "utf8"));
const out = {};
for (const file of paths) {
  const text = fs.readFileSync(file, "utf8");
  let tree;
  try {
    tree = espree.parse(text, { ecmaVersion: "latest", sourceType: "script", loc: true });
  } catch (error) {  // a module (import/export): the worker scripts
    tree = espree.parse(text, { ecmaVersion: "latest", sourceType: "module", loc: true });
  }
  out[file] = { lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0),
    functions: functions(tree, null, []).filter((f) => !tree.body.some((s) => wrapper(s) && wrapper(s).loc.start.line === f.start)).map((f) => ({ name: f.name, start: f.start, lines: f.end - f.start + 1 })) };
}
process.stdout.write(JSON.stringify(out));
