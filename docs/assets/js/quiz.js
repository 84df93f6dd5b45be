/*
 * The answer inputs, Check forms and diagnosis the lessons' questions (lesson_quiz.js) and the practice page share
 * (allinQuiz). A question asks for a number, a set of players (a chooser in seat order) or yes/no, one input per
 * answer it holds. A wrong answer that a typical mistake gives is named, with a link to the lesson that teaches it;
 * any other wrong answer gets a hint. A question that asks several things can be marked part by part, each mark and
 * diagnosis beside its own field. The practice page's own script (practice.js) and its question bank are loaded
 * only where an .allin-practice element is. Needs ui.js first. Without JavaScript the collapsible answers still work.
 */
(function (root) {
  "use strict";
  const ui = root.allinUI;
  const el = ui.el;
  const t = ui.t;  // the page's catalogue text (ui.js)
  let uid = 0;
  const here = document.currentScript ? document.currentScript.src : "";

  // ---- what a question asks for ----
  // An ask: {input: "number" | "players" | "yes_no", answer: a number, true/false or player ids, players: the ids
  // to choose from (seat order), names: {id: name}, mistakes: [{id, answer, href}], path, signed, label, limit}.

  const HINTS = {
    amount: "hint.pot_amount", eligible: "hint.eligible", winners: "hint.winners", shares: "hint.shares",
    odd_chips: "hint.odd_chips", equal_share: "hint.equal_share", returned: "hint.returned", payouts: "hint.payouts",
    net: "hint.net", final_stack: "hint.final_stack", finishing_stacks: "hint.final_stack",
    call_amount: "hint.call_amount", can_raise: "hint.can_raise", min_raise_to: "hint.min_raise_to",
    max_raise_to: "hint.max_raise_to", showdown: "hint.showdown", count: "hint.pot_count", input: "hint.put_in"
  };

  /** The hint for what a path asks (pots.1.amount, decisions.ramses.call_amount), or null; `limit`: fixed limit's. */
  function hintKey(path, limit) {
    let parts = path.split(".");
    if (parts[0] === "decisions" || parts[0] === "streets") parts = parts.slice(2);
    const word = parts[0] === "pots" ? parts[parts.length > 2 ? 2 : 1] : parts[0];  // pots.1.amount, pots.count
    if (limit && word === "can_raise") return "hint.can_raise.limit";
    if (limit && word === "min_raise_to") return "hint.min_raise_to.limit";
    return Object.prototype.hasOwnProperty.call(HINTS, word) ? HINTS[word] : null;
  }

  /** Whether two answers are the same: numbers and yes/no exactly, players as a set. */
  function same(a, b) {
    if (Array.isArray(a) && Array.isArray(b)) {
      const set = function (list) { return list.filter(function (x, i) { return list.indexOf(x) === i; }).sort().join(" "); };
      return set(a) === set(b);
    }
    return a === b;
  }

  /** An answer as words in the page's language. */
  function answerText(lang, ask, value) {
    if (ask.input === "yes_no") return t(lang, value ? "practice.yes" : "practice.no");
    if (ask.input === "players") return ui.listOf(value.map(function (id) { return ui.isolate(ask.names[id]); }), lang);
    return ask.signed ? ui.signedFigure(value, lang) : ui.formatChips(value, lang);
  }

  /** The typical mistake whose answer this is, or null. */
  function mistakeOf(ask, value) {
    const found = (ask.mistakes || []).filter(function (m) { return same(m.answer, value); });
    return found.length ? found[0] : null;
  }

  /** What to say about a wrong answer: the mistake it matches and where the lessons teach it, else a hint. */
  function diagnosis(lang, ask, value) {
    const mistake = mistakeOf(ask, value);
    if (mistake) {
      return el("p", { "class": "allin-diagnosis", "data-mistake": mistake.id }, [
        t(lang, "mistake." + mistake.id) + " ",
        el("a", { href: mistake.href, text: t(lang, "mistake." + mistake.id + ".lesson") })
      ]);
    }
    const hint = hintKey(ask.path, ask.limit);
    return hint ? el("p", { "class": "allin-hint", text: t(lang, hint) }) : null;
  }

  // ---- the inputs ----

  /** An input for one ask: {node, focus(), read() -> {value} or {error}, lock()}. */
  function field(lang, ask, label) {
    const id = "allin-answer-" + (++uid);
    if (ask.input === "number") {
      const input = el("input", { type: "text", id: id, autocomplete: "off", "class": "allin-answer", inputmode: ask.signed ? null : "numeric",
        dir: ask.signed ? "ltr" : null });
      return {
        node: el("p", { "class": "allin-field" }, [el("label", { "for": id, text: label }), " ", input]),
        focus: function () { input.focus(); },
        read: function () {
          if (!input.value.trim()) return { error: "quiz.empty" };
          const value = ui.parseWhole(input.value);
          return value === null ? { error: "quiz.not_number" } : { value: value };
        },
        mark: function (wrong) { if (wrong) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid"); },
        lock: function () { input.readOnly = true; },
        fill: function (value) { input.value = ui.formatChips(value, lang, ask.signed); },
        describe: function (noteId) { if (noteId) input.setAttribute("aria-describedby", noteId); else input.removeAttribute("aria-describedby"); }
      };
    }
    const multiple = ask.input === "players";
    const options = multiple ? ask.players.map(function (pid) { return { value: pid, text: ask.names[pid] }; }) :
      [{ value: "true", text: t(lang, "practice.yes") }, { value: "false", text: t(lang, "practice.no") }];
    const boxes = options.map(function (option, k) {
      return el("input", { type: multiple ? "checkbox" : "radio", name: id, id: id + "-" + k, value: option.value,
        "data-player": multiple ? option.value : null });
    });
    const set = el("fieldset", { "class": "allin-choices" + (multiple ? " allin-players-choice" : " allin-yes-no") }, [el("legend", { text: label })]
      .concat(options.map(function (option, k) {
        return el("label", { "for": id + "-" + k }, [boxes[k], " ", el("bdi", { text: option.text })]);
      })));
    return {
      node: set,
      focus: function () { boxes[0].focus(); },
      read: function () {
        const chosen = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        if (!chosen.length) return { error: "quiz.choose" };
        return { value: multiple ? chosen : chosen[0] === "true" };
      },
      mark: function (wrong) { if (wrong) set.setAttribute("aria-invalid", "true"); else set.removeAttribute("aria-invalid"); },
      lock: function () { boxes.forEach(function (b) { b.disabled = true; }); },
      fill: function (value) {
        boxes.forEach(function (b) { b.checked = multiple ? value.indexOf(b.value) >= 0 : b.value === String(value); });
      },
      describe: function (noteId) { if (noteId) set.setAttribute("aria-describedby", noteId); else set.removeAttribute("aria-describedby"); }
    };
  }

  /**
   * A form asking `asks` (one input each, labelled by `labels`) with one Check button. `judge(results)` gets one
   * {ask, value, right} per ask once every input is filled in, and returns {right, nodes} for the feedback below the
   * form, and optionally `parts`: one list of nodes per ask (or null), drawn beside that ask's own field, which is
   * then marked right or wrong. `options` (optional): `keys`: Enter in any field checks, and Enter again with the
   * answers unchanged since the check calls `next()`; `checked(verdict, results, quiet)` after each check (`quiet`:
   * a check the page made itself, `box.check(true)`, to show answers filled in with `box.fill(values)`).
   */
  function checkForm(lang, asks, labels, judge, options) {
    const opts = options || {};
    const fields = asks.map(function (ask, k) { return field(lang, ask, labels[k]); });
    const feedback = el("div", { "class": "allin-feedback", role: "status" });
    const button = el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "quiz.check") });
    let notes = [];
    // the answers of the last check, as text: Enter again on them goes on
    let checkedAnswers = null;

    const answers = function () { return JSON.stringify(fields.map(function (f) { return f.read(); })); };

    function clear() {
      feedback.textContent = "";
      feedback.className = "allin-feedback";
      notes.forEach(function (note) { if (note) note.remove(); });
      notes = [];
      fields.forEach(function (f) {
        f.describe(null);
        f.node.classList.remove("allin-part-right", "allin-part-wrong");
      });
    }

    /** Check the answers given; the verdict, or null when an input is empty or unreadable (its message shown). */
    function check(quiet) {
      const read = fields.map(function (f) { return f.read(); });
      const missing = read.filter(function (r) { return r.error; });
      clear();
      checkedAnswers = null;
      if (missing.length) {
        feedback.appendChild(el("p", { text: t(lang, missing[0].error) }));
        return null;
      }
      const results = asks.map(function (ask, k) { return { ask: ask, value: read[k].value, right: same(read[k].value, ask.answer) }; });
      results.forEach(function (r, k) { fields[k].mark(!r.right); });
      const verdict = judge(results);
      feedback.className = "allin-feedback " + (verdict.right ? "is-right" : "is-wrong");
      verdict.nodes.forEach(function (node) { if (node) feedback.appendChild(node); });
      notes = (verdict.parts || []).map(function (nodes, k) {
        if (!nodes) return null;
        const note = el("div", { "class": "allin-part-note " + (results[k].right ? "is-right" : "is-wrong"), id: "allin-note-" + (++uid) }, nodes);
        fields[k].node.classList.add(results[k].right ? "allin-part-right" : "allin-part-wrong");
        fields[k].node.parentNode.insertBefore(note, fields[k].node.nextSibling);
        fields[k].describe(note.id);
        return note;
      });
      checkedAnswers = answers();
      if (opts.checked) opts.checked(verdict, results, Boolean(quiet));
      return verdict;
    }

    const form = el("form", { "class": "allin-quiz", onsubmit: function (event) {
      event.preventDefault();
      check(false);
    } }, fields.map(function (f) { return f.node; }).concat([el("p", {}, [button]), feedback]));
    if (opts.keys) {
      form.addEventListener("keydown", function (event) {
        const target = event.target;
        if (event.key !== "Enter" || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || target.tagName !== "INPUT") return;
        event.preventDefault();
        if (checkedAnswers !== null && checkedAnswers === answers() && opts.next) opts.next();
        else check(false);
      });
    }
    return { form: form, fields: fields, button: button, feedback: feedback, check: check,
      fill: function (values) { values.forEach(function (value, k) { fields[k].fill(value); }); } };
  }

  /** Labels for the inputs of a question: "Your answer", or "Your answer (1 of 2)" … when it has several. */
  function labelsFor(lang, count) {
    const labels = [];
    for (let k = 0; k < count; k++) {
      labels.push(count === 1 ? t(lang, "quiz.yours") : t(lang, "quiz.part", { n: ui.formatChips(k + 1, lang), count: ui.formatChips(count, lang) }));
    }
    return labels;
  }

  // ---- the practice page: its script (deferred after this one, macros/page_assets.py) and bank are loaded here only ----

  function mountPractice(node) {
    const lang = ui.pageLang();
    ui.hideFallback("practice");
    const status = el("p", { "class": "allin-status", role: "status", text: t(lang, "practice.loading") });
    node.appendChild(status);
    if (root.allinPractice) return root.allinPractice.mount(node, status);
    const script = document.createElement("script");
    script.src = new URL("./practice.js", here || document.baseURI).href;
    script.onload = function () { root.allinPractice.mount(node, status); };
    script.onerror = function () { status.textContent = t(lang, "practice.load_failed"); };
    document.head.appendChild(script);
  }

  root.allinQuiz = { checkForm: checkForm, labelsFor: labelsFor, diagnosis: diagnosis, answerText: answerText, same: same, mistakeOf: mistakeOf };
  ui.onEveryPage(".allin-practice", mountPractice);
})(typeof globalThis !== "undefined" ? globalThis : this);
