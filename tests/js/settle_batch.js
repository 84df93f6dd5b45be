// Reads the engine's rule book (the first line: tests/jsrun.py rule_book) and then one JSON case a line from stdin
// ({"input": ..., "rules": ...}) and writes one JSON line per case:
// {"ok": <settle output>, "layers": [[floor, ceiling, paid, eligible, ante]...], "odd_chips": [[names]...], "pot_layers": [[layer index]...]} or {"error": {"code", "kind", "message"}}. Used by tests/test_settle_js.py.
"use strict";
const path = require("path");
const engine = require(path.join(__dirname, "..", "..", "docs", "assets", "js", "settle.js"));

const lines = require("fs").readFileSync(0, "utf8").split("\n");
engine.useRuleBook(JSON.parse(lines.shift()));
const out = [];
for (const line of lines) {
  if (!line) continue;
  const testCase = JSON.parse(line);
  try {
    const detail = engine.settleDetailed(testCase.input, testCase.rules);
    out.push(JSON.stringify({
      ok: detail.output,
      layers: detail.layers.map((l) => [l.floor, l.ceiling, l.paid, l.eligible, l.ante]),
      odd_chips: detail.pots.map((p) => p.oddChips.map((seat) => detail.names[seat])),
      pot_layers: detail.pots.map((p) => p.layers),
    }));
  } catch (error) {
    if (!(error instanceof engine.SettleError)) throw error;
    out.push(JSON.stringify({ error: { code: error.code, kind: error.kind, message: error.message } }));
  }
}
process.stdout.write(out.join("\n") + "\n");
