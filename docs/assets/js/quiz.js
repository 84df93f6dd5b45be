/*
 * Self-quizzes: a Check form for every lesson question (details.question .quiz-answer, see macros/README.md), and
 * the answer inputs and diagnosis the practice page shares (allinQuiz). A question asks for a number, a set of
 * players (a chooser in seat order) or yes/no, one input per answer it holds. A wrong answer that a typical mistake
 * gives is named, with a link to the lesson that teaches it; any other wrong answer gets a hint. The practice
 * page's own script (practice.js) and its question bank are loaded only where an .allin-practice element is.
 * Needs ui.js first. Without JavaScript the collapsible answers still work.
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
    max_raise_to: "hint.max_raise_to", showdown: "hint.showdown"
  };

  /** The hint for what a path asks (pots.1.amount, decisions.ramses.call_amount), or null; `limit`: fixed limit's. */
  function hintKey(path, limit) {
    let parts = path.split(".");
    if (parts[0] === "decisions" || parts[0] === "streets") parts = parts.slice(2);
    const word = parts[0] === "pots" ? parts[2] : parts[0];
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
        lock: function () { input.readOnly = true; }
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
      lock: function () { boxes.forEach(function (b) { b.disabled = true; }); }
    };
  }

  /**
   * A form asking `asks` (one input each, labelled by `labels`) with one Check button. `judge(results)` gets one
   * {ask, value, right} per ask once every input is filled in, and returns {right, nodes} for the feedback.
   */
  function checkForm(lang, asks, labels, judge) {
    const fields = asks.map(function (ask, k) { return field(lang, ask, labels[k]); });
    const feedback = el("div", { "class": "allin-feedback", role: "status" });
    const button = el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "quiz.check") });
    const form = el("form", { "class": "allin-quiz", onsubmit: function (event) {
      event.preventDefault();
      const read = fields.map(function (f) { return f.read(); });
      const missing = read.filter(function (r) { return r.error; });
      feedback.textContent = "";
      feedback.className = "allin-feedback";
      if (missing.length) {
        feedback.appendChild(el("p", { text: t(lang, missing[0].error) }));
        return;
      }
      const results = asks.map(function (ask, k) { return { ask: ask, value: read[k].value, right: same(read[k].value, ask.answer) }; });
      results.forEach(function (r, k) { fields[k].mark(!r.right); });
      const verdict = judge(results);
      feedback.className = "allin-feedback " + (verdict.right ? "is-right" : "is-wrong");
      verdict.nodes.forEach(function (node) { if (node) feedback.appendChild(node); });
    } }, fields.map(function (f) { return f.node; }).concat([el("p", {}, [button]), feedback]));
    return { form: form, fields: fields, button: button, feedback: feedback };
  }

  /** Labels for the inputs of a question: "Your answer", or "Your answer (1 of 2)" … when it has several. */
  function labelsFor(lang, count) {
    const labels = [];
    for (let k = 0; k < count; k++) {
      labels.push(count === 1 ? t(lang, "quiz.yours") : t(lang, "quiz.part", { n: ui.formatChips(k + 1, lang), count: ui.formatChips(count, lang) }));
    }
    return labels;
  }

  // ---- the lessons' questions ----

  function parseJSON(text, fallback) {
    try {
      return text ? JSON.parse(text) : fallback;
    } catch (e) {
      return fallback;
    }
  }

  /** The ask of a lesson's answer (<span class="quiz-answer" data-input … data-mistakes>): see macros/quiz.py. */
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
      shown: span.textContent.trim()
    };
  }

  function mountQuestion(details) {
    const lang = ui.pageLang();
    const spans = Array.prototype.slice.call(details.querySelectorAll(".quiz-answer"));
    if (!spans.length) return;
    const asks = spans.map(function (span) { return askOfSpan(lang, span); });
    const box = checkForm(lang, asks, labelsFor(lang, asks.length), function (results) {
      const wrong = results.filter(function (r) { return !r.right; });
      if (!wrong.length) {
        const shown = asks.map(function (ask) { return ui.isolate(ask.shown); }).join(t(lang, "list.separator"));
        return { right: true, nodes: [el("p", { text: t(lang, "quiz.right", { answer: shown }) })] };
      }
      return { right: false, nodes: [el("p", { text: t(lang, "quiz.wrong") })].concat(wrong.map(function (r) {
        return diagnosis(lang, r.ask, r.value);
      })) };
    });
    details.parentNode.insertBefore(box.form, details.nextSibling);
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
  ui.onEveryPage("details.question", mountQuestion, true);  // each question as it comes near the screen
  ui.onEveryPage(".allin-practice", mountPractice);
})(typeof globalThis !== "undefined" ? globalThis : this);
