/*
 * The practice page's state: the learner's record kept in this browser's localStorage["allin-practice"]
 * (CONTRACTS.md, "Practice bank"), and the review schedule of the mistakes he made. Plain functions with the
 * storage and the clock passed in, also run under Node (tests/js/practice_store_cases.js).
 *
 * Progress cannot be lost: every write re-reads the stored record and applies its one change to it (so two tabs,
 * say the English and the Persian page, each add their answers to the other's); a stored record is validated entry
 * by entry (an entry that fails is left out, the rest kept), and a record of an older version is carried over. A
 * record the page cannot read is copied aside (KEPT) before anything is written over it, and one a newer release
 * wrote is never written over. Storage that refuses (blocked, full) leaves the page working on its own copy.
 */
(function (root) {
  "use strict";
  const KEY = "allin-practice";
  // the last stored text the page could not read (all or part of)
  const KEPT = "allin-practice-kept";
  const VERSION = 2;
  const DAY = 24 * 60 * 60 * 1000;
  /** Days until a mistake is reviewed: the first after it is made, each next one after a right review. */
  const INTERVALS = [1, 3, 7, 16, 35, 75];
  // outcomes kept per level and per mistake
  const RECENT = 10;
  // question ids kept per mistake (a review never deals one of them again)
  const ASKED = 40;
  const ID = /^[a-z][a-z0-9_-]{0,63}$/;
  const QUESTION_ID = /^[a-z][a-z0-9_-]{0,63}-\d{3}$/;

  function own(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  function isCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
  }

  /** One more, stopping at the largest whole number a record can hold. */
  function plus(n) {
    return n < Number.MAX_SAFE_INTEGER ? n + 1 : n;
  }

  function isRecord(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  function outcomes(list) {
    return Array.isArray(list) && list.length <= RECENT && list.every(function (x) { return x === 0 || x === 1; });
  }

  function empty() {
    return { version: VERSION, level: null, levels: {}, mistakes: {}, drills: {} };
  }

  function emptyLevel() {
    return { answered: 0, right: 0, streak: 0, recent: [] };
  }

  /** A level's counts, checked: {answered, right, streak, recent}; null when they are not whole numbers that fit. */
  function checkLevel(stats) {
    if (!isRecord(stats) || !isCount(stats.answered) || !isCount(stats.right) || !isCount(stats.streak)) return null;
    if (stats.right > stats.answered || stats.streak > stats.right) return null;
    const recent = own(stats, "recent") ? stats.recent : [];
    if (!outcomes(recent)) return null;
    return { answered: stats.answered, right: stats.right, streak: stats.streak, recent: recent.slice() };
  }

  /** A mistake's schedule, checked; a `due` past the longest interval from `now` (a clock that was ahead) is
   * brought back to it. */
  function checkMistake(entry, now) {
    if (!isRecord(entry) || !isCount(entry.made) || !isCount(entry.step) || !isCount(entry.due)) return null;
    if (!outcomes(entry.recent) || !Array.isArray(entry.asked) || entry.asked.length > ASKED) return null;
    if (!entry.asked.every(function (id) { return typeof id === "string" && QUESTION_ID.test(id); })) return null;
    if (entry.level !== null && !(typeof entry.level === "string" && ID.test(entry.level))) return null;
    return { made: entry.made, step: Math.min(entry.step, INTERVALS.length - 1),
      due: Math.min(entry.due, now + INTERVALS[INTERVALS.length - 1] * DAY), recent: entry.recent.slice(),
      asked: entry.asked.slice(), level: entry.level };
  }

  function checkDrill(entry, now, seen) {
    if (!isRecord(entry) || !isCount(entry.best) || !isCount(entry.runs)) return null;
    return { best: entry.best, runs: entry.runs, stages: checkMap(entry.stages, function (t) { return isCount(t) ? t : null; }, now, seen) };
  }

  /** Each own entry of `map` checked by `check` (ids only of the form levels and mistakes have); one that fails is
   * left out, and `seen.lost` notes it. */
  function checkMap(map, check, now, seen) {
    const out = {};
    if (map === undefined) return out;
    if (!isRecord(map)) seen.lost = true;
    else {
      Object.keys(map).forEach(function (key) {
        const entry = ID.test(key) ? check(map[key], now, seen) : null;
        if (entry === null) seen.lost = true;
        else out[key] = entry;
      });
    }
    return out;
  }

  /**
   * The stored text read as a record at time `now` (ms): {record, problem}. `problem` is null when the text is
   * absent or a valid record (of this version, or of version 1, the page before reviews: {level, levels: {id:
   * {answered, right, streak}}}, carried over); "partly" when entries failed and were left out; "newer" for a record
   * of a later version (read as empty: this page does not know its fields); else "unreadable" (read as empty).
   */
  function parse(text, now) {
    if (text === null || text === undefined || text === "") return { record: empty(), problem: null };
    let data;
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = undefined;
    }
    const version = isRecord(data) ? (own(data, "version") ? data.version : 1) : null;
    if (Number.isSafeInteger(version) && version > VERSION) return { record: empty(), problem: "newer" };
    if (version !== 1 && version !== VERSION) return { record: empty(), problem: "unreadable" };
    const seen = { lost: false };
    const when = typeof now === "number" ? now : Date.now();
    let chosen = own(data, "level") ? data.level : null;
    if (chosen !== null && !(typeof chosen === "string" && ID.test(chosen))) {
      chosen = null;
      seen.lost = true;
    }
    const record = { version: VERSION, level: chosen, levels: checkMap(data.levels, checkLevel, when, seen),
      mistakes: version === 1 ? {} : checkMap(data.mistakes, checkMistake, when, seen),
      drills: version === 1 ? {} : checkMap(data.drills, checkDrill, when, seen) };
    return { record: record, problem: seen.lost ? "partly" : null };
  }

  /** The browser's localStorage, or null where reading it throws (site data blocked). */
  function local() {
    try {
      return root.localStorage || null;
    } catch (e) {
      return null;
    }
  }

  /**
   * The record in `storage` (a localStorage, or null) at time `now`: `open(storage, now)` gives {record, problem,
   * saved, reload(), update(change)}. `update(change)` reads the stored record again, applies `change(record)` to
   * it and stores the result, so a change made in another tab since is kept. Where the stored text cannot be read,
   * or only partly, it is first copied to KEPT; a newer release's record is never written over (`problem`
   * "newer"). When storage refuses (blocked, full: `saved` false), the page goes on with its own record, and each
   * change tries to store it again.
   */
  function open(storage, now) {
    const store = { record: empty(), problem: null, saved: true };
    // a stored text to copy to KEPT before the next write
    let aside = null;
    const read = function () {
      try {
        const text = storage.getItem(KEY);
        return Object.assign(parse(text, now), { text: text });
      } catch (e) {
        store.saved = false;
        return null;
      }
    };
    /** The stored record read again, unless this page works on its own (storage refused, or a newer record). */
    const sync = function () {
      const found = store.saved && store.problem !== "newer" ? read() : null;
      if (!found) return;
      if (found.problem) {
        store.problem = found.problem;
        if (found.problem === "newer") return;
        aside = found.text;
        if (found.problem === "unreadable") return;
      }
      store.record = found.record;
    };
    sync();
    store.reload = function () {
      sync();
      return store.record;
    };
    store.update = function (change) {
      sync();
      change(store.record);
      if (store.problem === "newer") return store.record;
      try {
        if (aside !== null) storage.setItem(KEPT, aside);
        aside = null;
        storage.setItem(KEY, JSON.stringify(store.record));
        store.saved = true;
      } catch (e) {
        store.saved = false;
      }
      return store.record;
    };
    return store;
  }

  function level(record, id) {
    if (!own(record.levels, id)) record.levels[id] = emptyLevel();
    return record.levels[id];
  }

  function push(list, value, size) {
    list.push(value);
    while (list.length > size) list.shift();
  }

  /**
   * One answered question in `record`: the level's counts, and the review schedule. `made`: the mistakes the
   * wrong answer matched (each is due for review a day later, its interval reset); `aimed`: the mistakes that
   * would have answered this question otherwise (a right answer counts as one without that mistake); `review`:
   * the mistake this question was dealt to review, or null (right: its interval grows; wrong: it resets).
   */
  function answer(record, done) {
    const stats = level(record, done.level);
    stats.answered = plus(stats.answered);
    if (done.right) stats.right = plus(stats.right);
    stats.streak = done.right ? plus(stats.streak) : 0;
    push(stats.recent, done.right ? 1 : 0, RECENT);
    const now = done.now;
    (done.made || []).forEach(function (id) {
      if (!own(record.mistakes, id)) record.mistakes[id] = { made: 0, step: 0, due: 0, recent: [], asked: [], level: done.level };
      const entry = record.mistakes[id];
      entry.made = plus(entry.made);
      entry.step = 0;
      entry.due = now + INTERVALS[0] * DAY;
      entry.level = done.level;
      push(entry.recent, 0, RECENT);
    });
    (done.aimed || []).forEach(function (id) {
      if (!own(record.mistakes, id)) return;
      const entry = record.mistakes[id];
      if (entry.asked.indexOf(done.question) < 0) push(entry.asked, done.question, ASKED);
      if (done.right) push(entry.recent, 1, RECENT);
    });
    if (done.review && own(record.mistakes, done.review)) {
      const entry = record.mistakes[done.review];
      entry.step = done.right ? Math.min(entry.step + 1, INTERVALS.length - 1) : 0;
      entry.due = now + INTERVALS[done.right ? entry.step : 0] * DAY;
    }
    return record;
  }

  /** The end of the local day of `now`: a review due before it is due today. */
  function endOfDay(now) {
    const date = new Date(now);
    date.setHours(24, 0, 0, 0);
    return date.getTime();
  }

  /** The mistakes due for review by the end of `now`'s day, soonest first: [{id, due, made}]. */
  function due(record, now) {
    const until = endOfDay(now);
    return Object.keys(record.mistakes).map(function (id) {
      return { id: id, due: record.mistakes[id].due, made: record.mistakes[id].made };
    }).filter(function (m) { return m.due <= until; }).sort(function (a, b) { return a.due - b.due || (a.id < b.id ? -1 : 1); });
  }

  /** The mistakes a question diagnoses: the ids of `mistakes` (or `misconceptions`) of every part; of a push to
   * spot, the mistake that made it. */
  function aimedAt(question) {
    const ids = question.error ? [question.error.mistake] : [];
    [question].concat(question.also || []).forEach(function (part) {
      (part.mistakes || part.misconceptions || []).forEach(function (m) { if (ids.indexOf(m.id) < 0) ids.push(m.id); });
    });
    return ids;
  }

  /**
   * A question to review mistake `id`: one of `bank`'s on which that mistake gives another answer, never one asked
   * about it before (`asked`) nor `avoid`; of the mistake's own level when it has one left. `random()` in [0, 1).
   */
  function reviewQuestion(bank, id, asked, avoid, preferLevel, random) {
    const pool = [];
    const preferred = [];
    bank.levels.forEach(function (lvl) {
      lvl.questions.forEach(function (q) {
        if (q.id === avoid || asked.indexOf(q.id) >= 0 || aimedAt(q).indexOf(id) < 0) return;
        pool.push({ level: lvl.id, question: q });
        if (lvl.id === preferLevel) preferred.push({ level: lvl.id, question: q });
      });
    });
    const from = preferred.length ? preferred : pool;
    return from.length ? from[Math.floor(random() * from.length)] : null;
  }

  /** Forget a level's counts, its drill and the mistakes last made on it; `id` null: everything but the level chosen. */
  function reset(record, id) {
    if (!id) return Object.assign(record, empty(), { level: record.level });
    delete record.levels[id];
    delete record.drills[id];
    Object.keys(record.mistakes).forEach(function (m) { if (record.mistakes[m].level === id) delete record.mistakes[m]; });
    return record;
  }

  const TREND_FROM = 4;
  const sum = function (list) { return list.reduce(function (a, b) { return a + b; }, 0); };

  /** Each mistake made, most made first: {id, made, due, trend}: "better" when the later half of its recent
   * outcomes (0: made, 1: a question it would have answered otherwise, right) holds more right than the earlier;
   * "same" until there are TREND_FROM outcomes (reviews D13-13, R13-16: made, right, made read as "improving"). */
  function profile(record) {
    return Object.keys(record.mistakes).map(function (id) {
      const m = record.mistakes[id];
      const half = Math.floor(m.recent.length / 2);
      const early = sum(m.recent.slice(0, half)) / (half || 1);
      const late = sum(m.recent.slice(half)) / ((m.recent.length - half) || 1);
      return { id: id, made: m.made, due: m.due, level: m.level,
        trend: m.recent.length < TREND_FROM || late === early ? "same" : late > early ? "better" : "worse" };
    }).sort(function (a, b) { return b.made - a.made || (a.id < b.id ? -1 : 1); });
  }

  /** Whether the dealer drill of a level is open: at least 8 right of its last 10 answers. */
  function drillOpen(record, id) {
    return own(record.levels, id) && record.levels[id].recent.length >= RECENT && sum(record.levels[id].recent) >= 8;
  }

  /** A time kept (ms): a whole number from 0 up, or null for one no clock can give (negative, not a number). */
  function whole(ms) {
    const n = Math.round(ms);
    return isCount(n) ? n : null;
  }

  /** A finished drill: its time and each stage's (ms, a monotonic clock's); the fastest run is kept, and a time no
   * clock can give is not. Whether it is a new best. */
  function drillDone(record, id, time, stages) {
    const total = whole(time);
    if (total === null) return false;
    const times = {};
    Object.keys(stages).forEach(function (stage) { if (whole(stages[stage]) !== null) times[stage] = whole(stages[stage]); });
    const old = own(record.drills, id) ? record.drills[id] : null;
    const best = !old || total < old.best;
    record.drills[id] = { best: best ? total : old.best, runs: plus(old ? old.runs : 0), stages: best ? times : old.stages };
    return best;
  }

  function copy(value) {
    return JSON.parse(JSON.stringify(value));
  }

  /**
   * Another record `other` (valid, as `parse` gives it: an imported file's) added into `record`: each level, mistake
   * and drill the record lacks is taken; where both have one, the further one is kept, never a sum, so adding a record
   * twice changes nothing more: a level's counts with more answers, a mistake made more often (as often: the one due
   * later), of a drill the faster best and the more runs. The level chosen stays the record's unless it has none.
   */
  function merge(record, other) {
    Object.keys(other.levels).forEach(function (id) {
      if (!own(record.levels, id) || other.levels[id].answered > record.levels[id].answered) record.levels[id] = copy(other.levels[id]);
    });
    Object.keys(other.mistakes).forEach(function (id) {
      const mine = own(record.mistakes, id) ? record.mistakes[id] : null;
      const theirs = other.mistakes[id];
      if (!mine || theirs.made > mine.made || (theirs.made === mine.made && theirs.due > mine.due)) record.mistakes[id] = copy(theirs);
    });
    Object.keys(other.drills).forEach(function (id) {
      const mine = own(record.drills, id) ? record.drills[id] : null;
      const theirs = other.drills[id];
      const faster = !mine || theirs.best < mine.best ? theirs : mine;
      record.drills[id] = { best: faster.best, runs: mine ? Math.max(mine.runs, theirs.runs) : theirs.runs, stages: copy(faster.stages) };
    });
    if (record.level === null) record.level = other.level;
    return record;
  }

  const api = { KEY: KEY, KEPT: KEPT, VERSION: VERSION, DAY: DAY, INTERVALS: INTERVALS, parse: parse, local: local, open: open, level: level,
    answer: answer, due: due, aimedAt: aimedAt, reviewQuestion: reviewQuestion, reset: reset, own: own, profile: profile,
    drillOpen: drillOpen, drillDone: drillDone, merge: merge };
  if (typeof module === "object" && module && module.exports) module.exports = api;
  else root.allinPracticeStore = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
