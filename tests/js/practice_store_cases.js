// The practice page's state (docs/assets/js/practice_store.js) under Node, with a storage and a clock of the test's
// own: the review schedule, merging two tabs' writes, validation entry by entry, migration, drills and reset, and
// what happens when storage refuses or holds what this page cannot read (the 2026-12-05 hostile review's H1-H3 and
// L2, and the mutation review's survivors C1-C10). Run with TZ=UTC by tests/test_practice_store.py, which reads each
// case's name from a `test("…"` line; run alone it writes {name: null (passed) or the failure} as JSON.
// PRACTICE_STORE may name another copy of the script (to run the cases on an older one).
"use strict";
const assert = require("assert");
const path = require("path");

const store = require(process.env.PRACTICE_STORE || path.join(__dirname, "..", "..", "docs", "assets", "js", "practice_store.js"));
const DAY = 24 * 60 * 60 * 1000;
const NOW = 1796029200000;  // 2026-11-30 09:00 UTC
const cases = {};
const test = (name, body) => { cases[name] = body; };

/** A localStorage of the test's own: `refuse(key)` says whether a write of that key fails (storage full). */
function memory(initial, refuse) {
  const data = Object.assign({}, initial);
  return {
    data: data,
    getItem: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null),
    setItem: (key, value) => {
      if (refuse && refuse(key)) throw new Error("QuotaExceededError");
      data[key] = String(value);
    }
  };
}

const answer = (level, right, extra) => (record) => store.answer(record, Object.assign({ level: level,
  question: level + "-001", right: right, made: [], aimed: [], review: null, now: NOW }, extra || {}));
const miss = (record) => store.answer(record, { level: "folds", question: "folds-001", right: false, made: ["one_pot"],
  aimed: ["one_pot"], review: null, now: NOW });
const stats = (answered, right, streak, recent) => ({ answered: answered, right: right, streak: streak, recent: recent });
const mistake = (fields) => Object.assign({ made: 1, step: 0, due: NOW + DAY, recent: [0], asked: ["folds-001"], level: "folds" }, fields);
/** A good record of this version: 12 answers on two-allins, 3 on folds, one mistake, a drill. */
function good() {
  return { version: 2, level: "folds", levels: { "two-allins": stats(12, 10, 8, [1, 1, 1, 1, 1, 1, 1, 1]),
    folds: stats(3, 2, 1, [1, 0, 1]) }, mistakes: { one_pot: mistake({}) },
  drills: { stages: { best: 36000, runs: 1, stages: { pots: 10000, amounts: 26000 } } } };
}

// ---- the review schedule (mutants C1, C2, C3, C10) ----

test("c1 a review due later today is listed now", () => {
  const record = store.parse("", NOW).record;
  record.mistakes.one_pot = mistake({ due: NOW + 6 * 3600 * 1000 });  // 15:00 today
  record.mistakes.pooled_odd_chips = mistake({ due: NOW + 16 * 3600 * 1000 });  // 01:00 tomorrow
  assert.deepStrictEqual(store.due(record, NOW).map((m) => m.id), ["one_pot"]);
});

test("a mistake's trend waits for four outcomes: made, right, made is no change yet, not improving", () => {
  const record = store.parse("", NOW).record;
  const trend = () => store.profile(record).find((m) => m.id === "one_pot").trend;
  miss(record);
  answer("folds", true, { question: "folds-011", aimed: ["one_pot"] })(record);
  miss(record);
  assert.deepStrictEqual(record.mistakes.one_pot.recent, [0, 1, 0]);
  assert.strictEqual(trend(), "same");
  answer("folds", true, { question: "folds-012", aimed: ["one_pot"] })(record);
  answer("folds", true, { question: "folds-013", aimed: ["one_pot"] })(record);
  assert.strictEqual(trend(), "better");  // [0, 1, 0, 1, 1]: later half 2 of 3, earlier 1 of 2
  miss(record);
  miss(record);
  miss(record);
  assert.strictEqual(trend(), "worse");
});

test("c2 the interval stops growing at 75 days", () => {
  const record = store.parse("", NOW).record;
  miss(record);
  for (let i = 0; i < 8; i++) answer("folds", true, { question: "folds-01" + i, aimed: ["one_pot"], review: "one_pot" })(record);
  assert.strictEqual(record.mistakes.one_pot.step, 5);
  assert.strictEqual(record.mistakes.one_pot.due, NOW + 75 * DAY);
});

test("c3 a wrong review starts the intervals again", () => {
  const record = store.parse("", NOW).record;
  miss(record);
  answer("folds", true, { question: "folds-002", review: "one_pot" })(record);
  answer("folds", true, { question: "folds-003", review: "one_pot" })(record);
  assert.strictEqual(record.mistakes.one_pot.due, NOW + 7 * DAY);
  answer("folds", false, { question: "folds-004", review: "one_pot" })(record);
  assert.deepStrictEqual([record.mistakes.one_pot.step, record.mistakes.one_pot.due], [0, NOW + DAY]);
});

test("c10 a review deals a question of the mistake's own level while one is left", () => {
  const aimed = (id) => ({ id: id, mistakes: [{ id: "one_pot", answer: 1 }] });
  const bank = { levels: [{ id: "folds", questions: [aimed("folds-001"), aimed("folds-002")] },
    { id: "antes", questions: [aimed("antes-001"), aimed("antes-002"), aimed("antes-003")] }] };
  for (const draw of [0, 0.5, 0.99]) {
    const found = store.reviewQuestion(bank, "one_pot", ["antes-003"], "folds-001", "antes", () => draw);
    assert.ok(["antes-001", "antes-002"].includes(found.question.id), found.question.id);
  }
  const elsewhere = store.reviewQuestion(bank, "one_pot", ["antes-001", "antes-002", "antes-003"], null, "antes", () => 0);
  assert.strictEqual(elsewhere.level, "folds");
});

// ---- merging, validation, migration (C4, C5, C9) ----

test("c4 two tabs writing before either hears of the other lose nothing", () => {
  const storage = memory({});
  const en = store.open(storage, NOW);
  const fa = store.open(storage, NOW);  // both open before either answers
  en.update(answer("folds", true));
  fa.update(answer("antes", true));  // no storage event has reached this tab in between
  assert.deepStrictEqual(Object.keys(store.parse(storage.data[store.KEY], NOW).record.levels).sort(), ["antes", "folds"]);
});

test("c5 a level whose streak is above its right answers is left out, the rest kept", () => {
  const stored = good();
  stored.levels.folds = stats(3, 1, 2, []);
  const parsed = store.parse(JSON.stringify(stored), NOW);
  assert.strictEqual(parsed.problem, "partly");
  assert.deepStrictEqual(Object.keys(parsed.record.levels), ["two-allins"]);
});

test("c9 a record of version 1 is carried over with its counts", () => {
  const parsed = store.parse(JSON.stringify({ level: "antes", levels: { antes: { answered: 5, right: 4, streak: 2 } } }), NOW);
  assert.strictEqual(parsed.problem, null);
  assert.deepStrictEqual(parsed.record, { version: 2, level: "antes", levels: { antes: stats(5, 4, 2, []) }, mistakes: {}, drills: {} });
});

// ---- drills, reset, the level of a mistake (C6, C7, C8) ----

test("c6 a slower drill keeps the best", () => {
  const record = store.parse("", NOW).record;
  const first = store.drillDone(record, "stages", 30000, { pots: 10000 });
  const second = store.drillDone(record, "stages", 40000, { pots: 20000 });
  assert.deepStrictEqual([first, second, record.drills.stages], [true, false, { best: 30000, runs: 2, stages: { pots: 10000 } }]);
});

test("c7 resetting a level forgets its drill", () => {
  const record = store.parse("", NOW).record;
  store.drillDone(record, "stages", 30000, { pots: 10000 });
  store.reset(record, "stages");
  assert.deepStrictEqual(record.drills, {});
});

test("c8 a mistake belongs to the level it was last made on", () => {
  const record = store.parse("", NOW).record;
  miss(record);
  answer("antes", false, { made: ["one_pot"] })(record);
  const level = record.mistakes.one_pot.level;
  store.reset(record, "antes");
  assert.deepStrictEqual([level, Object.keys(record.mistakes)], ["antes", []]);
});

// ---- H1: times from a clock that moved ----

test("h1 a drill time no clock can give is not stored, and a fractional one is rounded", () => {
  const record = store.parse("", NOW).record;
  assert.strictEqual(store.drillDone(record, "stages", -3584108, { pots: -3596800 }), false);
  assert.deepStrictEqual(record.drills, {});
  assert.strictEqual(store.drillDone(record, "stages", 36000.5, { pots: 10000.4, amounts: -2, eligible: NaN }), true);
  assert.deepStrictEqual(record.drills.stages, { best: 36001, runs: 1, stages: { pots: 10000 } });
  assert.strictEqual(store.parse(JSON.stringify(record), NOW).problem, null);
});

test("h1 a bad drill entry is left out on its own", () => {
  const stored = good();
  stored.drills.stages = { best: -3584108, runs: 1, stages: { pots: -3596800 } };
  const parsed = store.parse(JSON.stringify(stored), NOW);
  assert.strictEqual(parsed.problem, "partly");
  assert.deepStrictEqual(parsed.record.levels, good().levels);
  assert.deepStrictEqual([parsed.record.drills, parsed.record.mistakes], [{}, good().mistakes]);
  stored.drills.stages = { best: 36000, runs: 1, stages: { pots: -5, amounts: 36000.5, eligible: 1000 } };
  assert.deepStrictEqual(store.parse(JSON.stringify(stored), NOW).record.drills.stages.stages, { eligible: 1000 });
});

// ---- H2: storage full ----

test("h2 with storage full each answer builds on the page's own record, and is stored once it can be", () => {
  let full = false;
  const storage = memory({ [store.KEY]: JSON.stringify(good()) }, () => full);
  const page = store.open(storage, NOW);
  full = true;
  for (let i = 0; i < 3; i++) page.update(answer("folds", true));
  assert.strictEqual(page.saved, false);
  assert.deepStrictEqual(page.record.levels.folds, stats(6, 5, 4, [1, 0, 1, 1, 1, 1]));
  assert.strictEqual(page.reload().levels.folds.answered, 6);  // another tab's event does not undo them
  assert.strictEqual(JSON.parse(storage.data[store.KEY]).levels.folds.answered, 3);
  full = false;
  page.update(answer("folds", true));
  assert.strictEqual(page.saved, true);
  assert.strictEqual(JSON.parse(storage.data[store.KEY]).levels.folds.answered, 7);
});

test("m2 storage that throws on every access keeps the record in the page", () => {
  const blocked = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("SecurityError"); } };
  for (const storage of [blocked, null]) {
    const page = store.open(storage, NOW);
    page.update(answer("folds", true));
    page.update(answer("folds", false));
    assert.deepStrictEqual([page.saved, page.problem, page.record.levels.folds], [false, null, stats(2, 1, 0, [1, 0])]);
  }
});

// ---- H3: what this page cannot read is never written over ----

test("h3 a newer release's record is never written over", () => {
  const newer = Object.assign(good(), { version: 3, settings: { sound: false } });
  const text = JSON.stringify(newer);
  const storage = memory({ [store.KEY]: text });
  const page = store.open(storage, NOW);
  assert.strictEqual(page.problem, "newer");
  page.update(answer("folds", true));
  page.update((record) => { record.level = "antes"; });
  assert.strictEqual(storage.data[store.KEY], text);
  assert.strictEqual(page.record.levels.folds.answered, 1);  // kept in the page
});

test("h3 a record the page cannot read is copied aside before the first write", () => {
  for (const text of ["not json", "[]", "null", '{"version": "2"}', '{"version": 2.5}', '{"version": 0}']) {
    const storage = memory({ [store.KEY]: text });
    const page = store.open(storage, NOW);
    assert.strictEqual(page.problem, "unreadable", text);
    page.update(answer("folds", true));
    assert.strictEqual(storage.data[store.KEPT], text);
    assert.strictEqual(JSON.parse(storage.data[store.KEY]).levels.folds.answered, 1, text);
  }
});

test("h3 while the copy cannot be kept aside, the stored record is not written over", () => {
  let full = true;
  const storage = memory({ [store.KEY]: "not json" }, (key) => full && key === store.KEPT);
  const page = store.open(storage, NOW);
  page.update(answer("folds", true));
  assert.deepStrictEqual([page.saved, storage.data[store.KEY], storage.data[store.KEPT]], [false, "not json", undefined]);
  full = false;
  page.update(answer("folds", true));
  assert.strictEqual(storage.data[store.KEPT], "not json");
  assert.strictEqual(JSON.parse(storage.data[store.KEY]).levels.folds.answered, 2);
});

test("h3 each bad entry is left out on its own, the rest kept and stored with the next answer", () => {
  const bad = {
    "recent of 11": (r) => { r.levels.antes = stats(11, 11, 11, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]); },
    "41 asked ids": (r) => { r.mistakes.pooled_odd_chips = mistake({ asked: Array.from({ length: 41 }, (_, k) => "folds-" + String(100 + k)) }); },
    "a 65-letter level id": (r) => { r.levels["a".repeat(65)] = stats(1, 1, 1, [1]); },
    "a due of null": (r) => { r.mistakes.pooled_odd_chips = mistake({ due: null }); },
    "a drill time of 36000.5": (r) => { r.drills.dealer = { best: 36000.5, runs: 1, stages: {} }; },
    "a level chosen that is no id": (r) => { r.level = "<b>"; },
    "drills that are a list": (r) => { r.drills = [1]; }
  };
  for (const [name, spoil] of Object.entries(bad)) {
    const stored = good();
    spoil(stored);
    const text = JSON.stringify(stored);
    const storage = memory({ [store.KEY]: text });
    const page = store.open(storage, NOW);
    assert.strictEqual(page.problem, "partly", name);
    page.update(answer("two-allins", true));
    const kept = JSON.parse(storage.data[store.KEY]);
    assert.deepStrictEqual(kept.levels["two-allins"], stats(13, 11, 9, [1, 1, 1, 1, 1, 1, 1, 1, 1]), name);
    assert.deepStrictEqual([kept.levels.folds, kept.mistakes.one_pot], [good().levels.folds, good().mistakes.one_pot], name);
    assert.strictEqual(storage.data[store.KEPT], text, name);
  }
});

test("h3 counts stop at the largest whole number a record holds", () => {
  const top = Number.MAX_SAFE_INTEGER;
  const record = store.parse(JSON.stringify({ version: 2, levels: { folds: stats(top, top, top, []) },
    mistakes: { one_pot: mistake({ made: top }) }, drills: {} }), NOW).record;
  answer("folds", true)(record);
  answer("folds", false, { made: ["one_pot"] })(record);
  assert.deepStrictEqual([record.levels.folds.answered, record.levels.folds.right, record.mistakes.one_pot.made], [top, top, top]);
  assert.strictEqual(store.parse(JSON.stringify(record), NOW).problem, null);
});

// ---- L2: a due date set while the clock was ahead ----

test("l2 a due date past the longest interval is brought back to it when read", () => {
  const stored = good();
  stored.mistakes.one_pot.due = NOW + 3652 * DAY;  // made while the clock was ten years ahead
  stored.mistakes.pooled_odd_chips = mistake({ due: NOW - 3652 * DAY });  // ten years behind: due now
  const record = store.parse(JSON.stringify(stored), NOW).record;
  assert.strictEqual(record.mistakes.one_pot.due, NOW + 75 * DAY);
  assert.deepStrictEqual(store.due(record, NOW + 75 * DAY).map((m) => m.id), ["pooled_odd_chips", "one_pot"]);
  assert.strictEqual(record.mistakes.pooled_odd_chips.due, NOW - 3652 * DAY);
});

test("merge takes what the record lacks and keeps the further level and mistake, never a sum", () => {
  const record = good();
  const other = { version: 2, level: "antes", levels: { "two-allins": stats(5, 5, 5, [1, 1, 1, 1, 1]),
    folds: stats(9, 6, 2, [1, 1, 0, 1, 1]), antes: stats(2, 1, 0, [1, 0]) },
  mistakes: { one_pot: mistake({ made: 3, due: NOW }), dropped_folded: mistake({ level: "antes" }) }, drills: {} };
  store.merge(record, store.parse(JSON.stringify(other), NOW).record);
  assert.deepStrictEqual(record.levels["two-allins"], good().levels["two-allins"]);  // 12 answered beat 5
  assert.deepStrictEqual(record.levels.folds, other.levels.folds);  // 9 beat 3
  assert.deepStrictEqual(record.levels.antes, other.levels.antes);  // only in the file
  assert.strictEqual(record.mistakes.one_pot.made, 3);
  assert.deepStrictEqual(record.mistakes.dropped_folded, other.mistakes.dropped_folded);
  assert.strictEqual(record.level, "folds");  // the record's own choice stays
  other.levels.antes.answered = 99;  // a copy was taken, not the file's object
  assert.strictEqual(record.levels.antes.answered, 2);
});

test("merging the same record twice changes nothing more, and a record lacking nothing keeps its own", () => {
  const record = good();
  const once = store.merge(store.parse("", NOW).record, record);
  const twice = store.merge(store.parse(JSON.stringify(once), NOW).record, record);
  assert.deepStrictEqual(twice, once);
  assert.deepStrictEqual(once.levels, record.levels);
  assert.strictEqual(once.level, "folds");
  const older = good();
  older.levels.folds = stats(1, 1, 1, [1]);
  older.mistakes.one_pot = mistake({ made: 1, due: NOW });  // made as often, due sooner: the record's stays
  const kept = store.merge(good(), older);
  assert.deepStrictEqual(kept, good());
});

test("merge keeps a drill's faster best with its stages, and the more runs", () => {
  const record = good();
  const other = good();
  other.drills.stages = { best: 30000, runs: 0, stages: { pots: 9000 } };
  store.merge(record, other);
  assert.deepStrictEqual(record.drills.stages, { best: 30000, runs: 1, stages: { pots: 9000 } });
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
