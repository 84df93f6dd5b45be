// The progress file (docs/assets/js/progress.js) under Node, with a storage of the test's own: what is saved, what a
// file must be to be loaded, and how loading merges without overwriting newer progress. tests/test_progress_file.py
// reads each case's name from a `test("…"` line; run alone it writes {name: null (passed) or the failure} as JSON.
"use strict";
const assert = require("assert");
const path = require("path");

const assets = path.join(__dirname, "..", "..", "docs", "assets", "js");
const progress = require(path.join(assets, "progress.js"));
const store = require(path.join(assets, "practice_store.js"));
const NOW = 1796029200000;  // 2026-11-30 09:00 UTC
const cases = {};
const test = (name, body) => { cases[name] = body; };

/** A localStorage of the test's own (key(i), length, getItem, setItem); `refuse` makes every write fail. */
function memory(initial, refuse) {
  const data = Object.assign({}, initial);
  return {
    data: data,
    get length() { return Object.keys(data).length; },
    key: (i) => Object.keys(data)[i] === undefined ? null : Object.keys(data)[i],
    getItem: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null),
    setItem: (key, value) => {
      if (refuse) throw new Error("QuotaExceededError");
      data[key] = String(value);
    }
  };
}

const level = (answered, right, streak, recent) => ({ answered: answered, right: right, streak: streak, recent: recent });
const practice = (levels, extra) => JSON.stringify(Object.assign({ version: 2, level: null, levels: levels, mistakes: {}, drills: {} }, extra || {}));
const file = (items, version) => JSON.stringify({ format: "allin-progress", version: version === undefined ? 1 : version, saved: "2026-11-30T09:00:00.000Z", progress: items });
const code = (body) => {
  try {
    body();
  } catch (e) {
    return e.code;
  }
  return null;
};

test("saving takes every key with the site's prefix, as stored, and leaves out the rest and the asked note", () => {
  const storage = memory({ "allin-practice": practice({ folds: level(3, 2, 1, [1, 0, 1]) }), "allin-quiz": "{\"a\":1}",
    "allin-persist-asked": "1", "__palette": "{}", "other-site": "x" });
  const saved = progress.collect(storage);
  assert.deepStrictEqual(Object.keys(saved).sort(), ["allin-practice", "allin-quiz"]);
  const text = progress.pack(saved, NOW);
  const data = JSON.parse(text);
  assert.strictEqual(data.format, "allin-progress");
  assert.strictEqual(data.version, 1);
  assert.strictEqual(data.saved, "2026-11-30T09:00:00.000Z");
  assert.deepStrictEqual(progress.unpack(text, store, NOW), saved);
});

test("saving takes a key another script names in its own way under the prefix (a lesson's quiz), and loads it back", () => {
  const quiz = "allin-quiz:fa/side-pots#q2.ذخیره";
  const storage = memory({ [quiz]: "{\"answered\":2}", "allin-": "x", "xallin-quiz": "1" });
  const saved = progress.collect(storage);
  assert.deepStrictEqual(Object.keys(saved), [quiz]);
  const other = memory({});
  assert.strictEqual(progress.restore(other, progress.pack(saved, NOW), NOW, store), 1);
  assert.strictEqual(other.getItem(quiz), "{\"answered\":2}");
});

test("a file that is not a progress file, or a damaged one, is refused whole", () => {
  const good = { "allin-practice": practice({}) };
  assert.strictEqual(code(() => progress.unpack("{not json", store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack("[]", store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(JSON.stringify({ format: "other", version: 1, progress: good }), store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(file({ "not-ours": "1" }), store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(file({ "allin-quiz": 5 }), store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(file({ "allin-practice": "{broken" }), store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(file(good, 0), store, NOW)), "bad_file");
  assert.strictEqual(code(() => progress.unpack(file(good), store, NOW)), null);
});

test("a file of a newer release is refused as newer, and so is a newer practice record in it", () => {
  assert.strictEqual(code(() => progress.unpack(file({}, 2), store, NOW)), "newer_file");
  assert.strictEqual(code(() => progress.unpack(file({ "allin-practice": JSON.stringify({ version: 3 }) }), store, NOW)), "newer_file");
});

test("loading merges: the further level kept, what is missing added, another key joined with this browser's kept", () => {
  const storage = memory({ "allin-practice": practice({ folds: level(9, 9, 9, [1, 1, 1]) }, { level: "folds" }),
    "allin-quiz": JSON.stringify({ "side-pots": { q1: "mine" }, odd: { q2: "mine" } }) });
  const text = file({ "allin-practice": practice({ folds: level(4, 3, 2, [1, 0, 1, 1]), antes: level(2, 1, 0, [1, 0]) }, { level: "antes" }),
    "allin-quiz": JSON.stringify({ "side-pots": { q1: "theirs", q3: "theirs" }, dealers: { q4: "theirs" } }),
    "allin-other": "plain text" });
  assert.strictEqual(progress.restore(storage, text, NOW, store), 3);
  const record = store.parse(storage.data["allin-practice"], NOW).record;
  assert.deepStrictEqual(record.levels.folds, level(9, 9, 9, [1, 1, 1]));
  assert.deepStrictEqual(record.levels.antes, level(2, 1, 0, [1, 0]));
  assert.strictEqual(record.level, "folds");
  assert.deepStrictEqual(JSON.parse(storage.data["allin-quiz"]),
    { "side-pots": { q1: "mine", q3: "theirs" }, odd: { q2: "mine" }, dealers: { q4: "theirs" } });
  assert.strictEqual(storage.data["allin-other"], "plain text");
  const once = Object.assign({}, storage.data);
  progress.restore(storage, text, NOW, store);
  assert.deepStrictEqual(storage.data, once);  // the same file again changes nothing
});

test("a bad file changes nothing, and storage that refuses is said so", () => {
  const storage = memory({ "allin-quiz": "{\"a\":1}" });
  assert.strictEqual(code(() => progress.restore(storage, file({ "allin-quiz": "{}", "bad key": "1" }), NOW, store)), "bad_file");
  assert.deepStrictEqual(storage.data, { "allin-quiz": "{\"a\":1}" });
  const refusing = memory({}, true);
  assert.strictEqual(code(() => progress.restore(refusing, file({ "allin-quiz": "{}" }), NOW, store)), "refused");
  assert.strictEqual(code(() => progress.restore(refusing, file({ "allin-practice": practice({}) }), NOW, store)), "refused");
});

test("a browser holding a newer release's practice record keeps it untouched", () => {
  const newer = JSON.stringify({ version: 3, whatever: true });
  const storage = memory({ "allin-practice": newer });
  progress.restore(storage, file({ "allin-practice": practice({ folds: level(1, 1, 1, [1]) }) }), NOW, store);
  assert.strictEqual(storage.data["allin-practice"], newer);
});

if (require.main === module) {
  const results = {};
  for (const [name, body] of Object.entries(cases)) {
    try {
      body();
      results[name] = null;
    } catch (e) {
      results[name] = String((e && e.stack) || e);
    }
  }
  process.stdout.write(JSON.stringify(results));
}
module.exports = cases;
