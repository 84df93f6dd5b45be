/*
 * The lessons' questions: a Check form for each question (details.question holding .quiz-answer spans, see
 * macros/README.md), each worked example's "Your turn" (.allin-turn) and the home page's placement quiz
 * (.allin-placement). A question that asks several things is marked part by part, each field labelled with what it
 * asks, its mark and diagnosis beside it. Enter checks; a right answer takes the focus to the next question's first
 * field, and Enter again on an answer already checked goes on too.
 * The answers are kept in this browser, one record per lesson (allinSite.lessons in site.js; CONTRACTS.md, "The
 * learner's path"): shown again when the page is opened again, counted in the score at the lesson's end
 * (.allin-lesson-end) and in the navigation's marks. On the home page the placement quiz proposes where to start.
 * Needs ui.js, site.js and quiz.js first.
 */
(function (root) {
  "use strict";
  const ui = root.allinUI;
  const quiz = root.allinQuiz;
  const lessons = root.allinSite && root.allinSite.lessons;
  const el = ui.el;
  const t = ui.t;
  const HOSTS = "details.question, .allin-turn";
  const mounted = new Map();  // a question's element: {box, key}
  let store = null;  // this page's record (allinSite.lessons.open), where the page names one (data-record)

  function parseJSON(text, fallback) {
    try {
      return text ? JSON.parse(text) : fallback;
    } catch (e) {
      return fallback;
    }
  }

  /** The ask of a lesson's answer (<span class="quiz-answer" data-input … data-mistakes>): see macros/render/quiz.py. */
  function askOfSpan(lang, span) {
    const input = span.getAttribute("data-input") || "number";
    const raw = span.getAttribute("data-answer") || "";
    const players = (span.getAttribute("data-players") || "").split(" ").filter(Boolean);
    const names = {};
    players.forEach(function (pid) { names[pid] = t(lang, "player." + pid); });
    return {
      input: input,
      answer: input === "number" ? Number(raw) : input === "yes_no" ? raw === "true" : raw.split(" ").filter(Boolean),
      players: players, names: names, path: span.getAttribute("data-path") || "",
      signed: (span.getAttribute("data-path") || "").split(".")[0] === "net",
      mistakes: parseJSON(span.getAttribute("data-mistakes"), []),
      limit: span.getAttribute("data-limit") === "true",
      label: span.getAttribute("data-label"),
      shown: span.textContent.trim()
    };
  }

  function spansOf(host) {
    return Array.prototype.slice.call(host.querySelectorAll(".quiz-answer"));
  }

  /** A question's key in its lesson's record: each answer's example and figure path ("three_players:pots.0.amount"),
   * the same in every language. */
  function keyOf(spans) {
    return spans.map(function (s) { return s.getAttribute("data-example") + ":" + s.getAttribute("data-path"); }).join(" ");
  }

  /** The page's questions in order. */
  function hosts() {
    return Array.prototype.filter.call(document.querySelectorAll(HOSTS), function (host) { return host.querySelector(".quiz-answer"); });
  }

  /** The fields' labels: "Your answer" for a question that asks one thing, else what each field asks. */
  function labelsOf(lang, asks) {
    if (asks.length === 1) return [t(lang, "quiz.yours")];
    const numbered = quiz.labelsFor(lang, asks.length);
    return asks.map(function (ask, k) { return ask.label || numbered[k]; });
  }

  /** Right, or wrong: for one part its diagnosis below the form; for several, each part's mark and diagnosis. */
  function judge(lang, asks) {
    return function (results) {
      const wrong = results.filter(function (r) { return !r.right; });
      if (!wrong.length) {
        const shown = asks.map(function (ask) { return ui.isolate(ask.shown); }).join(t(lang, "list.separator"));
        return { right: true, nodes: [el("p", { text: t(lang, "quiz.right", { answer: shown }) })] };
      }
      const nodes = [el("p", { text: t(lang, "quiz.wrong") })];
      if (results.length === 1) return { right: false, nodes: nodes.concat([quiz.diagnosis(lang, results[0].ask, results[0].value)]) };
      nodes.push(el("p", { text: t(lang, "quiz.parts_right", { n: ui.formatChips(results.length - wrong.length, lang),
        count: ui.formatChips(results.length, lang) }) }));
      return { right: false, nodes: nodes, parts: results.map(function (r) {
        return [el("p", { "class": "allin-part-verdict" }, [el("span", { "aria-hidden": "true", text: r.right ? "\u2713 " : "\u2717 " }),
          t(lang, r.right ? "quiz.part_right" : "quiz.wrong")]), r.right ? null : quiz.diagnosis(lang, r.ask, r.value)];
      }) };
    };
  }

  // ---- keeping the answers ----

  function keep(key, results) {
    if (!store) return;
    const count = hosts().length;
    store.update(function (record) {
      record.seen = Date.now();
      record.total = count;
      record.answers[key] = { given: results.map(function (r) { return r.value; }), right: results.map(function (r) { return r.right ? 1 : 0; }) };
    });
    drawState();
  }

  /** The score at the lesson's end, or why the answers are not kept. */
  function drawScore() {
    const line = document.querySelector(".allin-lesson-end .allin-score");
    if (!line || !store) return;
    const lang = ui.pageLang();
    const got = lessons.score(store.record);
    const kept = store.saved && store.problem !== "newer";
    line.textContent = !kept ? t(lang, "quiz.not_saved") : Object.keys(store.record.answers).length ?
      t(lang, "quiz.score", { n: ui.formatChips(got.right, lang), count: ui.formatChips(got.total, lang) }) : "";
  }

  /** The placement quiz's state: how many answered, then the proposal (.allin-proposal[data-lesson]) for the first
   * lesson, in the course's order, of a question answered wrong; the last lesson when all are right. */
  function drawPlacement() {
    const status = document.querySelector(".allin-placement-status");
    if (!status || !store) return;
    const lang = ui.pageLang();
    const proposals = Array.prototype.slice.call(document.querySelectorAll(".allin-proposal[data-lesson]"));
    const course = proposals.map(function (p) { return p.getAttribute("data-lesson"); });
    const asked = hosts().filter(function (h) { return h.closest(".allin-placement"); }).map(function (h) {
      const spans = spansOf(h);
      return { kept: store.record.answers[keyOf(spans)], lesson: spans[0].getAttribute("data-placement") };
    });
    const answered = asked.filter(function (q) { return q.kept; });
    const count = { count: ui.formatChips(asked.length, lang) };
    proposals.forEach(function (p) { p.hidden = true; });
    if (answered.length < asked.length) {
      status.textContent = t(lang, "path.placement_progress", Object.assign({ n: ui.formatChips(answered.length, lang) }, count));
      return;
    }
    const wrong = asked.filter(function (q) { return q.kept.right.indexOf(0) >= 0; });
    const first = wrong.map(function (q) { return course.indexOf(q.lesson); }).filter(function (k) { return k >= 0; })
      .reduce(function (a, b) { return Math.min(a, b); }, course.length - 1);
    status.textContent = t(lang, "path.placement_done", Object.assign({ n: ui.formatChips(asked.length - wrong.length, lang) }, count));
    if (proposals[first]) proposals[first].hidden = false;
    // a learner who has not begun: the home page's first button starts where the quiz proposes (W-FA-02, W-EN-7)
    const button = document.querySelector("a.allin-start[data-course]:not([data-left-off])");
    const link = proposals[first] && proposals[first].querySelector("a");
    if (button && link) {
      button.href = link.href;
      button.textContent = t(lang, "path.start_at", { n: ui.formatChips(first + 1, lang), title: link.textContent });
    }
  }

  function drawState() {
    drawScore();
    drawPlacement();
    if (lessons) lessons.drawMarks();
  }

  // ---- the questions ----

  /** Go on from a question: the next one's first field, or after the last the lesson's (or the proposal's) link. */
  function goOn(host) {
    const all = hosts();
    const next = all[all.indexOf(host) + 1];
    const entry = next ? mountQuestion(next) : null;
    if (entry) return entry.box.fields[0].focus();
    const after = document.querySelector(".allin-proposal:not([hidden]) a, .allin-lesson-end a");
    if (after) after.focus();
  }

  function mountQuestion(host) {
    if (mounted.has(host)) return mounted.get(host);
    const lang = ui.pageLang();
    const spans = spansOf(host);
    if (!spans.length) return null;
    const asks = spans.map(function (span) { return askOfSpan(lang, span); });
    const key = keyOf(spans);
    const box = quiz.checkForm(lang, asks, labelsOf(lang, asks), judge(lang, asks), {
      keys: true,
      next: function () { goOn(host); },
      checked: function (verdict, results, quiet) {
        host.classList.remove("allin-locked");  // answered: the worked answer may be opened
        if (quiet) return;
        keep(key, results);
        if (verdict.right) return goOn(host);
        const wrong = results.map(function (r) { return r.right; }).indexOf(false);
        box.fields[wrong].focus();
      }
    });
    const entry = { box: box, key: key };
    mounted.set(host, entry);
    if (asks.length > 1) box.form.classList.add("allin-parts");
    if (host.classList.contains("allin-turn")) {
      box.form.classList.add("allin-turn-quiz");
      host.appendChild(box.form);
    } else {
      host.parentNode.insertBefore(box.form, host.nextSibling);
      // with the form here, a tap on the question does not give its answer away before it is tried (newcomers
      // W-EN-4, W-FA-09: the box with its chevron opened on the answer); without the script it opens as before
      host.classList.add("allin-locked");
      host.querySelector("summary").addEventListener("click", function (event) {
        if (host.classList.contains("allin-locked")) event.preventDefault();
      });
    }
    const kept = store ? store.record.answers[key] : null;
    if (kept && kept.given.length === asks.length) {
      box.fill(kept.given);
      box.check(true);
    }
    return entry;
  }

  /** This page's record (the lesson's end, or the placement quiz, names it: data-record): the visit noted, the
   * answers of questions no longer on the page let go. */
  function start() {
    const holder = document.querySelector("[data-record]");
    if (!holder || !lessons) return;
    store = lessons.open(holder.getAttribute("data-record"));
    const keys = hosts().map(function (h) { return keyOf(spansOf(h)); });
    store.update(function (record) {
      record.seen = Date.now();
      record.total = keys.length;
      Object.keys(record.answers).forEach(function (key) { if (keys.indexOf(key) < 0) delete record.answers[key]; });
    });
    drawState();
  }

  start();
  ui.onEveryPage(HOSTS, mountQuestion, true);  // each question as it comes near the screen
})(typeof globalThis !== "undefined" ? globalThis : this);
