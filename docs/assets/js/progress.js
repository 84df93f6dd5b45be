/*
 * Progress that survives (the home and practice pages, in <div class="allin-progress">): save all of this browser's
 * progress to a file and load such a file back (here or in another browser), ask the browser to keep the site's data
 * (navigator.storage.persist(), once, when progress is first saved, or from the panel), and say what a browser may
 * delete. CONTRACTS.md, "Progress file".
 *
 * The progress is every localStorage key with the site's prefix ("allin-"), each value the text stored, so a record
 * another script adds under its own key is saved and loaded with the rest. Loading merges, never overwrites: the
 * practice record through practice_store.js (its parse validates, its merge keeps the further of each level and
 * mistake, its open().update writes as the practice page does); another key's JSON by union (objects key by key,
 * this browser's value kept where both have one: MERGE may name a better merge for a key). A file is checked whole
 * before anything is written; a bad one changes nothing and gets a message in the page's language. The pure
 * functions also run under Node (tests/js/progress_cases.js).
 */
(function (root) {
  "use strict";
  const PREFIX = "allin-";
  // Any key under the prefix, named however the script that keeps it names it (the practice record, the lessons' quizzes):
  // the file carries them all, never a fixed list.
  const KEY = /^allin-[\s\S]{1,250}$/;
  const FORMAT = "allin-progress";
  const VERSION = 1;
  const ASKED = "allin-persist-asked";  // this browser's own note that it asked to keep the data: never saved
  const LARGEST = 5 * 1024 * 1024;  // a progress file is a few kilobytes: a larger one is not one

  function own(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  /** Every key of `storage` (a localStorage) with the site's prefix, by key: the text stored. */
  function collect(storage) {
    const found = {};
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && key !== ASKED && KEY.test(key)) found[key] = storage.getItem(key);
    }
    return found;
  }

  /** The progress file's text: {format, version, saved (ISO time), progress: {key: text}}. */
  function pack(progress, now) {
    return JSON.stringify({ format: FORMAT, version: VERSION, saved: new Date(now).toISOString(), progress: progress }, null, 1) + "\n";
  }

  /** A file's progress, checked whole: {key: text}; or an error whose `code` is "bad_file" or "newer_file". The
   * practice record in it must be one `practiceStore.parse` reads. */
  function unpack(text, practiceStore, now) {
    const fail = function (code) {
      const error = new Error(code);
      error.code = code;
      return error;
    };
    let data;
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw fail("bad_file");
    }
    if (!isObject(data) || data.format !== FORMAT || !Number.isSafeInteger(data.version) || !isObject(data.progress)) throw fail("bad_file");
    if (data.version > VERSION) throw fail("newer_file");
    if (data.version < 1) throw fail("bad_file");
    const progress = {};
    Object.keys(data.progress).forEach(function (key) {
      if (key === ASKED) return;
      if (!KEY.test(key) || typeof data.progress[key] !== "string") throw fail("bad_file");
      progress[key] = data.progress[key];
    });
    if (own(progress, practiceStore.KEY)) {
      const problem = practiceStore.parse(progress[practiceStore.KEY], now).problem;
      if (problem === "newer") throw fail("newer_file");
      if (problem === "unreadable") throw fail("bad_file");
    }
    return progress;
  }

  /** Two JSON values joined: objects key by key (a key in both: joined again), anything else `mine` when there is one. */
  function union(mine, theirs) {
    if (mine === undefined) return theirs;
    if (!isObject(mine) || !isObject(theirs)) return mine;
    const joined = Object.assign({}, mine);
    Object.keys(theirs).forEach(function (key) { joined[key] = union(own(mine, key) ? mine[key] : undefined, theirs[key]); });
    return joined;
  }

  /** The text to store for `key` when this browser holds `mine` (or null) and the file `theirs`, by union of their
   * JSON; a text that is not JSON is kept as it is (this browser's, when it has one). */
  function joinText(mine, theirs) {
    if (mine === null) return theirs;
    try {
      return JSON.stringify(union(JSON.parse(mine), JSON.parse(theirs)));
    } catch (e) {
      return mine;
    }
  }

  /** Keys whose records have a merge of their own: (storage, the file's text, now, practiceStore) stores the merge. */
  const MERGE = {
    "allin-practice": function (storage, theirs, now, practiceStore) {
      const other = practiceStore.parse(theirs, now).record;
      const store = practiceStore.open(storage, now);
      if (store.problem === "newer") return;  // this browser holds a newer release's record: never written over
      store.update(function (record) { practiceStore.merge(record, other); });
      if (!store.saved) throw new Error("refused");
    }
  };

  /** Load the file's `text` into `storage`, merged; throws an error whose `code` says why nothing was loaded
   * ("bad_file", "newer_file", "refused": storage that will not keep it). */
  function restore(storage, text, now, practiceStore) {
    const progress = unpack(text, practiceStore, now);
    Object.keys(progress).forEach(function (key) {
      try {
        if (own(MERGE, key)) {
          MERGE[key](storage, progress[key], now, practiceStore);
          return;
        }
        const mine = storage.getItem(key);
        const joined = joinText(mine, progress[key]);
        if (joined !== mine) storage.setItem(key, joined);
      } catch (e) {
        const error = new Error("refused");
        error.code = "refused";
        throw error;
      }
    });
    return Object.keys(progress).length;
  }

  /** The message of each reason `restore` gives for loading nothing. */
  const PROBLEMS = { bad_file: "progress.bad_file", newer_file: "progress.newer_file", refused: "progress.refused" };

  const api = { PREFIX: PREFIX, FORMAT: FORMAT, VERSION: VERSION, ASKED: ASKED, collect: collect, pack: pack, unpack: unpack,
    union: union, restore: restore, PROBLEMS: PROBLEMS };
  if (typeof module === "object" && module && module.exports) {
    module.exports = api;
    return;
  }
  root.allinProgress = api;

  // ---- the page: the panel, and the browser asked to keep the data ----
  const ui = root.allinUI;
  const practiceStore = root.allinPracticeStore;
  if (!ui || !practiceStore) return;

  function browserStorage() {
    return practiceStore.local();
  }

  /** Ask the browser to keep the site's data (once in this browser unless `again`); whether it will. */
  function keep(again) {
    const store = browserStorage();
    const manager = root.navigator && root.navigator.storage;
    if (!store || !manager || typeof manager.persist !== "function") return Promise.resolve(false);
    try {
      if (!again && store.getItem(ASKED)) return manager.persisted();
      store.setItem(ASKED, "1");
    } catch (e) {
      return Promise.resolve(false);
    }
    return manager.persist().catch(function () { return false; });
  }

  /** The first time an answer is saved in this browser (after a Check on the page), ask once to keep it. */
  function askWhenFirstSaved() {
    document.addEventListener("submit", function () {
      root.setTimeout(function () {
        const store = browserStorage();
        try {
          if (store && !store.getItem(ASKED) && Object.keys(collect(store)).length) keep(false);
        } catch (e) {
          return;
        }
      }, 0);
    }, true);
  }

  function mount(node) {
    const lang = ui.pageLang();
    const say = function (key) { return ui.t(lang, key); };
    const result = ui.el("p", { "class": "allin-progress-result", role: "status" });
    const show = function (key, bad) {
      result.textContent = say(key);
      result.classList.toggle("is-bad", Boolean(bad));
    };
    const kept = ui.el("p", { "class": "allin-progress-kept" });
    const askButton = ui.el("button", { type: "button", "class": "md-button", text: say("progress.persist") });
    const keptState = function (persisted, asked) {
      kept.textContent = say(persisted ? "progress.persisted" : asked ? "progress.persist_refused" : "progress.not_persisted");
      askButton.hidden = persisted;
    };
    askButton.addEventListener("click", function () {
      keep(true).then(function (persisted) { keptState(persisted, true); });
    });
    const manager = root.navigator && root.navigator.storage;
    if (manager && typeof manager.persisted === "function") {
      manager.persisted().then(function (persisted) { keptState(persisted, false); }, function () { kept.hidden = true; });
    } else {
      kept.hidden = true;
      askButton.hidden = true;
    }
    const save = ui.el("button", { type: "button", "class": "md-button allin-progress-save", text: say("progress.save"), onclick: function () {
      const store = browserStorage();
      const progress = store ? collect(store) : {};
      if (!Object.keys(progress).length) {
        show("progress.nothing", false);
        return;
      }
      const now = Date.now();
      const link = ui.el("a", { download: "allin-progress-" + new Date(now).toISOString().slice(0, 10) + ".json" });
      link.href = URL.createObjectURL(new Blob([pack(progress, now)], { type: "application/json" }));
      document.body.appendChild(link);
      link.click();
      link.remove();
      root.setTimeout(function () { URL.revokeObjectURL(link.href); }, 0);
      result.textContent = "";
    } });
    const file = ui.el("input", { type: "file", accept: ".json,application/json", hidden: true, "class": "allin-progress-file" });
    file.addEventListener("change", function () {
      const chosen = file.files && file.files[0];
      file.value = "";
      if (!chosen) return;
      if (chosen.size > LARGEST) {
        show(PROBLEMS.bad_file, true);
        return;
      }
      chosen.text().then(function (text) {
        const store = browserStorage();
        if (!store) throw Object.assign(new Error("refused"), { code: "refused" });
        restore(store, text, Date.now(), practiceStore);
        root.dispatchEvent(new Event("allin-progress-loaded"));  // the page's widgets read it again
        show("progress.loaded", false);
        keep(false);
      }).catch(function (error) {
        show(error && own(PROBLEMS, error.code) ? PROBLEMS[error.code] : PROBLEMS.bad_file, true);
      });
    });
    const load = ui.el("button", { type: "button", "class": "md-button allin-progress-load", text: say("progress.load"), onclick: function () { file.click(); } });
    node.appendChild(ui.el("details", { "class": "allin-progress-panel" }, [
      ui.el("summary", { text: say("progress.title") }),
      ui.el("p", { text: say("progress.kept_here") }),
      ui.el("p", { text: say("progress.may_delete") }),
      kept,
      ui.el("p", { "class": "allin-progress-buttons" }, [save, " ", load, " ", askButton, file]),
      result
    ]));
  }

  askWhenFirstSaved();
  ui.onEveryPage(".allin-progress", mount);
})(typeof globalThis !== "undefined" ? globalThis : this);
