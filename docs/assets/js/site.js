/*
 * Every page: Material's search is a dialog without a name, give it the search field's own (localized) label; and
 * the language switcher takes the page's query string and #fragment along to the same page in the other language
 * (the calculator's hand lives in its address: /calculator/?n=A&c=100 opens /en/calculator/?n=A&c=100).
 * And the glossary's tooltips (<abbr title>), drawn when the pointer comes onto a term: Material's content.tooltips
 * (off, mkdocs.yml) watched every title from the start, much of the long pages' blocking time (issue 17).
 * And a pot diagram wider than its column (it never shrinks its text below 12 px, so on a phone it scrolls inside its
 * figure) takes the keyboard's focus while it scrolls, so it can be scrolled without a pointer; pot_diagram.js hands
 * the figures it draws to the same function (allinSite.scrollable).
 * And the learner's path (CONTRACTS.md, "The learner's path"): the lessons' kept answers (allinSite.lessons: one
 * record per lesson in localStorage, read and written here for every page), a mark beside each lesson in the
 * navigation (how many of its questions are answered right), and on the home page the Start link turned into
 * Continue, to where the learner left off.
 * The one script every page loads (macros/page_assets.py); the widgets' scripts come only with their widgets.
 */
(function () {
  "use strict";

  function nameSearchDialog() {
    Array.prototype.forEach.call(document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])'), function (dialog) {
      const field = dialog.querySelector("input");
      const label = field && (field.getAttribute("aria-label") || field.getAttribute("placeholder"));
      if (label) dialog.setAttribute("aria-label", label);
    });
  }

  /** The language link with this page's query string and fragment (read as the link is used: the calculator
   *  rewrites the address as the hand is typed). */
  function carryAddress(event) {
    const link = event.target && event.target.closest && event.target.closest(".md-select__link[hreflang]");
    if (!link) return;
    const target = new URL(link.getAttribute("href"), document.baseURI);
    target.search = window.location.search;
    target.hash = window.location.hash;
    link.href = target.href;
  }

  // Glossary tooltips: Material's inline tooltip (md-tooltip2), placed as Material places it.
  // {host, node, title, timer}
  let tip = null;

  function hide() {
    const gone = tip;
    if (!gone) return;
    tip = null;
    gone.host.title = gone.title;
    gone.host.removeAttribute("aria-describedby");
    gone.node.classList.remove("md-tooltip2--active");
    setTimeout(function () { gone.node.remove(); }, 250);
  }

  document.addEventListener("mouseover", function (event) {
    const host = event.target.closest && event.target.closest(".md-content abbr");
    if (tip && tip.host === host) return clearTimeout(tip.timer);
    if (!host || !host.title) return;
    hide();
    const node = document.createElement("div");
    node.className = "md-tooltip2 md-tooltip2--bottom";
    node.id = "allin-tooltip";
    node.setAttribute("role", "tooltip");
    node.innerHTML = '<div class="md-tooltip2__inner md-typeset"></div>';
    node.firstChild.textContent = host.title;
    tip = { host: host, node: node, title: host.title };
    host.removeAttribute("title");  // not the browser's tooltip as well
    host.setAttribute("aria-describedby", node.id);
    document.body.appendChild(node);
    const box = host.getBoundingClientRect(), place = { "host-x": box.left + scrollX, "host-y": box.top + scrollY,
      x: box.width / 2, y: 8 + box.height, width: node.firstChild.offsetWidth, tail: 0 };
    for (const key in place) node.style.setProperty("--md-tooltip-" + key, place[key] + "px");
    requestAnimationFrame(function () { if (tip && tip.node === node) node.classList.add("md-tooltip2--active"); });
  });
  document.addEventListener("mouseout", function (event) {
    if (!tip || tip.host.contains(event.relatedTarget)) return;
    clearTimeout(tip.timer);
    tip.timer = setTimeout(hide, 250);
  });

  /** A pot diagram's picture (.pd-pic) wider than its column: focusable (the arrow keys scroll it), and its figure's
   * data-more names the sides it can scroll to ("start", "end"), where diagrams.css shows a cue. Scrolled to the
   * start, scrollLeft is 0 in either direction (negative towards the left in right-to-left). */
  function markScroll(pic) {
    const figure = pic.parentNode;
    const room = pic.scrollWidth - pic.clientWidth;
    const at = Math.abs(pic.scrollLeft);
    const more = [];
    if (room > 1) {
      pic.setAttribute("tabindex", "0");
      if (at > 1) more.push("start");
      if (at < room - 1) more.push("end");
    } else {
      pic.removeAttribute("tabindex");
    }
    if (more.length) figure.setAttribute("data-more", more.join(" "));
    else figure.removeAttribute("data-more");
  }

  // ResizeObserver calls back once the picture is laid out and whenever its width changes.
  const scrolling = typeof ResizeObserver === "function" && new ResizeObserver(function (entries) {
    entries.forEach(function (entry) { markScroll(entry.target); });
  });

  /** Watch a pot diagram's figure (drawn at build time or by pot_diagram.js) for scrolling. */
  function scrollable(figure) {
    const pic = figure.querySelector(".pd-pic");
    if (!pic) return;
    pic.addEventListener("scroll", function () { markScroll(pic); }, { passive: true });
    if (scrolling) scrolling.observe(pic);
  }

  window.allinSite = { scrollable: scrollable };
  Array.prototype.forEach.call(document.querySelectorAll("figure.pot-diagram"), scrollable);

  /** Material searches when a key comes up in its search field (keyup), so a word that arrives without one (typed
   * in Persian or Russian where the keyboard inserts the letters, a word picked from a phone keyboard's suggestions,
   * pasted, dictated) was searched only once a space or Latin key followed (issue 27, fa S2): each change of the
   * field's text tells Material, as a key would. */
  function searchOnInput(event) {
    const field = event.target;
    if (event.isComposing || !field || !field.matches || !field.matches(".md-search__input")) return;
    field.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }

  // ---- the lessons' records: localStorage["allin-lesson:<page stem>"], one a lesson (CONTRACTS.md) ----
  const LESSON = "allin-lesson:";
  // a stored text the page could not read (all or part of), kept aside
  const LESSON_KEPT = "allin-lesson-kept:";
  const LESSON_VERSION = 1;
  const STEM = /^[a-z][a-z0-9-]{0,63}$/;
  const PLAYER = /^[a-z][a-z0-9_]{0,63}$/;
  const QUESTION = /^[a-z0-9_]+:[a-z0-9_.]+(?: [a-z0-9_]+:[a-z0-9_.]+){0,11}$/;
  const MAX_QUESTIONS = 200;

  function storage() {
    try {
      return window.localStorage || null;
    } catch (e) {
      return null;
    }
  }

  function isCount(n) {
    return Number.isSafeInteger(n) && n >= 0;
  }

  function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  /** A kept answer, checked: {given: [a whole number, true/false or player ids, one a part], right: [1 or 0 a part]}. */
  function checkAnswer(entry) {
    if (!isObject(entry) || !Array.isArray(entry.given) || !Array.isArray(entry.right)) return null;
    const n = entry.given.length;
    if (!n || n > 12 || entry.right.length !== n || !entry.right.every(function (r) { return r === 0 || r === 1; })) return null;
    const fits = entry.given.every(function (v) {
      return Number.isSafeInteger(v) || typeof v === "boolean" ||
        Array.isArray(v) && v.length <= 12 && v.every(function (id) { return typeof id === "string" && PLAYER.test(id); });
    });
    return fits ? { given: JSON.parse(JSON.stringify(entry.given)), right: entry.right.slice() } : null;
  }

  /** A lesson's stored text read: {record: {version, seen, total, answers}, problem}: null (absent or valid),
   * "partly" (entries that failed left out), "newer" (a later version's: read as empty) or "unreadable". */
  function parseLesson(text) {
    const record = { version: LESSON_VERSION, seen: 0, total: 0, answers: {} };
    if (text === null || text === undefined || text === "") return { record: record, problem: null };
    let data = null;
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = null;
    }
    if (!isObject(data)) return { record: record, problem: "unreadable" };
    if (Number.isSafeInteger(data.version) && data.version > LESSON_VERSION) return { record: record, problem: "newer" };
    if (data.version !== LESSON_VERSION) return { record: record, problem: "unreadable" };
    let lost = !isCount(data.seen) || !isCount(data.total) || !isObject(data.answers);
    record.seen = isCount(data.seen) ? data.seen : 0;
    record.total = isCount(data.total) ? Math.min(data.total, MAX_QUESTIONS) : 0;
    Object.keys(isObject(data.answers) ? data.answers : {}).forEach(function (key) {
      const entry = key.length <= 600 && QUESTION.test(key) ? checkAnswer(data.answers[key]) : null;
      if (entry && Object.keys(record.answers).length < MAX_QUESTIONS) record.answers[key] = entry;
      else lost = true;
    });
    return { record: record, problem: lost ? "partly" : null };
  }

  /** The questions of a record answered right in every part, and how many the lesson has. */
  function score(record) {
    const right = Object.keys(record.answers).filter(function (key) {
      return record.answers[key].right.every(function (r) { return r === 1; });
    }).length;
    return { right: Math.min(right, record.total), total: record.total };
  }

  /**
   * Lesson `stem`'s record: {record, problem, saved, update(change)}. `update` reads the stored text again, applies
   * `change(record)` and stores the result: a record read only in part or not at all is first copied to
   * LESSON_KEPT + stem (nothing is written if that fails), one of a newer version is never written over, and
   * storage that refuses (blocked, full: `saved` false) leaves the page with its own copy.
   */
  function openLesson(stem) {
    const local = STEM.test(stem) ? storage() : null;
    const store = { record: parseLesson(null).record, problem: null, saved: Boolean(local) };
    /** The stored text read again: {record, problem, text}, or null where storage refuses. */
    const read = function () {
      try {
        const text = local.getItem(LESSON + stem);
        return Object.assign(parseLesson(text), { text: text });
      } catch (e) {
        store.saved = false;
        return null;
      }
    };
    const sync = function () {
      const found = local && store.problem !== "newer" ? read() : null;
      if (found && found.problem === "newer") store.problem = "newer";
      else if (found) Object.assign(store, { record: found.record, problem: found.problem });
      return found;
    };
    sync();
    store.update = function (change) {
      const found = sync();
      change(store.record);
      if (!found || store.problem === "newer") return store.record;
      try {
        if (found.problem) local.setItem(LESSON_KEPT + stem, found.text);
        local.setItem(LESSON + stem, JSON.stringify(store.record));
        Object.assign(store, { problem: null, saved: true });
      } catch (e) {
        store.saved = false;
      }
      return store.record;
    };
    return store;
  }

  /** Every lesson record this browser holds that the page can read, by page stem: {stem: record}. */
  function allLessons() {
    const local = storage();
    const out = {};
    try {
      for (let k = 0; local && k < local.length; k++) {
        const key = local.key(k);
        const stem = key && key.indexOf(LESSON) === 0 ? key.slice(LESSON.length) : null;
        if (!stem || !STEM.test(stem)) continue;
        const found = parseLesson(local.getItem(key));
        if (found.problem !== "newer" && found.problem !== "unreadable") out[stem] = found.record;
      }
    } catch (e) {
      return out;
    }
    return out;
  }

  // ---- the path on the page: marks in the navigation, Continue on the home page ----

  function pageText(key, params) {
    const node = document.getElementById("allin-text");
    let data = null;
    try {
      data = JSON.parse(node.textContent);
    } catch (e) {
      return "";
    }
    const found = data.text && Object.prototype.hasOwnProperty.call(data.text, key) ? data.text[key] : "";
    const digits = data.language && data.language.digits !== "0123456789" ? data.language.digits : null;  // its profile's
    return found.replace(/\{(\w+)\}/g, function (all, name) {
      const value = String(params[name]);
      return digits ? value.replace(/[0-9]/g, function (d) { return digits.charAt(+d); }) : value;
    });
  }

  /** The page stem an address of this site leads to (its last folder: /en/side-pots/ is side-pots). */
  function stemOf(href) {
    const parts = new URL(href, document.baseURI).pathname.split("/").filter(Boolean);
    return parts.length ? parts[parts.length - 1] : "";
  }

  /** The navigation's entries, one a page: [{stem, links: the entry's link and, for this page, its label}]. */
  function navEntries() {
    return Array.prototype.map.call(document.querySelectorAll(".md-nav--primary > .md-nav__list > .md-nav__item"), function (item) {
      const link = item.querySelector(":scope > a.md-nav__link[href]");
      // the title alone: the mark drawn beside it ("4 of 8" and its words for a screen reader) is not part of it (W-RU-6)
      const title = link.querySelector(".md-ellipsis") || link;
      return link ? { stem: stemOf(link.getAttribute("href")), title: title.textContent.trim(),
        links: Array.prototype.filter.call(item.children, function (c) { return c.classList.contains("md-nav__link"); }) } : null;
    }).filter(Boolean);
  }

  /** Beside each lesson in the navigation with answers kept: how many of its questions are right ("3 of 5"), a
   * tick when all are. */
  function drawMarks() {
    const records = allLessons();
    navEntries().forEach(function (entry) {
      entry.links.forEach(function (link) {
        const old = link.querySelector(".allin-mark");
        if (old) old.remove();
        const record = records[entry.stem];
        if (!record || !record.total || !Object.keys(record.answers).length) return;
        const got = score(record);
        const done = got.right === got.total;
        const mark = document.createElement("span");
        mark.className = "allin-mark" + (done ? " is-done" : "");
        mark.setAttribute("data-right", String(got.right));
        mark.setAttribute("data-total", String(got.total));
        const seen = document.createElement("span");
        seen.setAttribute("aria-hidden", "true");
        seen.textContent = (done ? "\u2713 " : "") + pageText("path.mark", { n: got.right, count: got.total });
        const said = document.createElement("span");
        said.className = "allin-said";
        said.textContent = pageText("path.mark_said", { n: got.right, count: got.total });
        mark.appendChild(seen);
        mark.appendChild(said);
        link.appendChild(mark);
      });
    });
  }

  /** Where the learner left off, of the lessons `course` (stems in order): the last lesson visited unless all its
   * questions are right, else the first lesson not yet done; null for a learner who has not begun, "" when every
   * lesson is done. */
  function leftOff(course, records) {
    const done = function (stem) {
      const got = records[stem] ? score(records[stem]) : null;
      return Boolean(got && got.total && got.right === got.total);
    };
    const visited = course.filter(function (stem) { return records[stem] && records[stem].seen > 0; });
    if (!visited.length) return null;
    const last = visited.reduce(function (a, b) { return records[b].seen > records[a].seen ? b : a; });
    if (!done(last)) return last;
    const next = course.filter(function (stem) { return !done(stem); });
    return next.length ? next[0] : "";
  }

  /** The home page's Start link (.allin-start[data-course]): Continue, to where the learner left off. */
  function drawContinue() {
    const start = document.querySelector("a.allin-start[data-course]");
    if (!start) return;
    const course = start.getAttribute("data-course").split(" ").filter(Boolean);
    const stem = leftOff(course, allLessons());
    if (stem === null) return;
    const base = new URL(start.getAttribute("href"), document.baseURI);
    const after = start.getAttribute("data-after") || "";
    const target = stem || after;
    const entry = navEntries().filter(function (e) { return e.stem === target; })[0];
    start.href = new URL("../" + target + "/", base).href;
    start.setAttribute("data-left-off", target);
    start.textContent = stem ? pageText("path.continue", { n: course.indexOf(stem) + 1, title: entry ? entry.title : "" }) :
      pageText("path.all_done", {});
  }

  function drawPath() {
    drawMarks();
    drawContinue();
  }

  window.allinSite.lessons = { KEY: LESSON, KEPT: LESSON_KEPT, VERSION: LESSON_VERSION, parse: parseLesson, open: openLesson,
    all: allLessons, score: score, drawMarks: drawMarks };
  window.addEventListener("storage", function (event) {
    if (event.key === null || String(event.key).indexOf(LESSON) === 0) drawPath();
  });

  document.addEventListener("input", searchOnInput, true);
  ["pointerdown", "focusin", "click"].forEach(function (kind) { document.addEventListener(kind, carryAddress, true); });

  function everyPage() {
    nameSearchDialog();
    drawPath();
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(everyPage);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", everyPage);
  else everyPage();
})();
