/*
 * Self-quizzes: a Check button for every build-time question (details.question .quiz-answer, see
 * macros/README.md) and the practice mode (.allin-practice), which deals random all-in hands with the browser
 * engine. Needs settle.js and calculator.js first. Without JavaScript the collapsible answers still work.
 */
(function (root) {
  "use strict";
  var ui = root.allinUI;
  var el = ui.el;
  var uid = 0;

  var t = ui.t;  // the page's catalogue text (calculator.js)

  /** Words of a typed or printed list of names, normalized (case, Arabic/Persian letter forms, "and"). */
  function nameWords(text) {
    var and = { and: 1, "\u0438": 1, "\u0648": 1 };
    return String(text).normalize("NFC").toLowerCase().replace(/\u064a/g, "\u06cc").replace(/\u0643/g, "\u06a9")
      .split(/[\s,\u060c;\u061b]+/).filter(function (w) { return w && !and[w]; }).sort();
  }

  function answerForm(lang, onCheck) {
    var id = "allin-answer-" + (++uid);
    var input = el("input", { type: "text", id: id, autocomplete: "off", "class": "allin-answer" });
    var feedback = el("p", { "class": "allin-feedback", role: "status" });
    var form = el("form", { "class": "allin-quiz", onsubmit: function (event) {
      event.preventDefault();
      var verdict = onCheck(input.value);
      feedback.textContent = verdict.text;
      feedback.className = "allin-feedback " + (verdict.right === true ? "is-right" : verdict.right === false ? "is-wrong" : "");
      if (verdict.right === false) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    } }, [
      el("label", { "for": id, text: t(lang, "quiz.yours") }), input,
      el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "quiz.check") }), feedback
    ]);
    return { form: form, input: input, feedback: feedback };
  }

  // ---- the lessons' questions ----

  function mountQuestion(details) {
    var lang = ui.pageLang();
    var answer = details.querySelector(".quiz-answer");
    if (!answer) return;
    var raw = answer.getAttribute("data-answer") || "";
    var numeric = /^-?\d+$/.test(raw);
    var box = answerForm(lang, function (typed) {
      if (!typed.trim()) return { text: t(lang, "quiz.empty") };
      var right;
      if (numeric) {
        var value = ui.parseWhole(typed);
        if (value === null) return { text: t(lang, "quiz.not_number") };
        right = value === Number(raw);
      } else {
        right = nameWords(typed).join(" ") === nameWords(answer.textContent).join(" ");
      }
      return { right: right, text: right ? t(lang, "quiz.right", { answer: answer.textContent.trim() }) : t(lang, "quiz.wrong") };
    });
    details.parentNode.insertBefore(box.form, details.nextSibling);
  }

  // ---- practice: random all-in hands ----

  function randomInt(n) {
    return Math.floor(Math.random() * n);
  }

  function pick(list) {
    return list[randomInt(list.length)];
  }

  function shuffle(list) {
    var copy = list.slice();
    for (var i = copy.length - 1; i > 0; i--) {
      var j = randomInt(i + 1);
      var tmp = copy[i]; copy[i] = copy[j]; copy[j] = tmp;
    }
    return copy;
  }

  /** A random hand worth asking about (at least two pots or a return), settled by the browser engine under
   *  `rules` (the site's rule set). */
  function dealHand(names, rules) {
    for (;;) {
      var count = 3 + randomInt(3);
      var unit = pick([5, 10, 25, 50, 100]);
      var seats = shuffle(names).slice(0, count);
      var players = seats.map(function (name) {
        var player = { name: name, contributed: unit * (1 + randomInt(40)) };
        if (Math.random() < 0.2) player.folded = true;
        else player.rank = 1 + randomInt(count - 1);
        return player;
      });
      try {
        var detail = root.settleEngine.settleDetailed({ players: players }, rules);
      } catch (e) {
        // a hand nobody could settle (chips only folded players reached): deal again; bad rules would never pass
        if (!(e instanceof root.settleEngine.SettleError) || e.kind === "RulesError") throw e;
        continue;
      }
      if (detail.pots.length > 1 || detail.returned.some(Boolean)) return { input: { players: players }, detail: detail };
    }
  }

  function askAbout(detail) {
    var kinds = ["amount", "eligible", "net", "net"];
    if (detail.returned.some(Boolean)) kinds.push("returned", "returned");
    var kind = pick(kinds);
    var seat = kind === "returned" ? detail.returned.findIndex(Boolean) : randomInt(detail.names.length);
    var pot = randomInt(detail.pots.length);
    return { kind: kind, pot: pot, seat: seat };
  }

  function mountPractice(node) {
    var lang = ui.pageLang();
    var names = JSON.parse(node.getAttribute("data-names") || "[]");
    ui.hideFallback("practice");
    var area = el("div", { "class": "allin-practice-hand" });
    var next = el("button", { type: "button", "class": "md-button md-button--primary allin-next", text: t(lang, "practice.next"), onclick: function () {
      deal();
      var field = area.querySelector("input");
      if (field) field.focus();
    } });
    node.appendChild(el("p", {}, [next]));
    node.appendChild(area);

    function deal() {
      var hand = dealHand(names, ui.pageRules());
      var detail = hand.detail;
      var q = askAbout(detail);
      var potName = detail.pots.length === 1 ? t(lang, "pot.only.prose") :
        q.pot === 0 ? t(lang, "pot.main.prose") : t(lang, "pot.side.prose", { n: ui.formatChips(q.pot, lang) });
      var chips = function (n, signed) { return ui.formatChips(n, lang, signed); };
      node.setAttribute("data-situation", JSON.stringify({ input: hand.input, question: q }));
      area.textContent = "";
      area.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net" }, [
        el("caption", { text: t(lang, "practice.situation") }),
        el("thead", {}, [el("tr", {}, ["calc.seat", "col.player", "col.contributed", "calc.folded", "practice.rank"].map(function (k) { return el("th", { scope: "col", text: t(lang, k) }); }))]),
        el("tbody", {}, hand.input.players.map(function (p, i) {
          return el("tr", {}, [
            el("td", { text: chips(i + 1) + (i === hand.input.players.length - 1 ? " (D)" : "") }),
            el("th", { scope: "row" }, [el("bdi", { text: p.name })]),
            el("td", { text: chips(p.contributed) }),
            el("td", { text: t(lang, p.folded ? "practice.yes" : "practice.no") }),
            el("td", { text: p.folded ? "\u2014" : chips(p.rank) })
          ]);
        }))
      ])]));
      var question = {
        amount: t(lang, "practice.amount", { pot: potName }),
        eligible: t(lang, "practice.eligible", { pot: potName }),
        returned: t(lang, "practice.returned", { name: ui.isolate(detail.names[q.seat]) }),
        net: t(lang, "practice.net", { name: ui.isolate(detail.names[q.seat]) })
      }[q.kind];
      question = question.charAt(0).toUpperCase() + question.slice(1);  // a question may start with the pot's name
      var questionId = "allin-q-" + (++uid);
      area.appendChild(el("p", { "class": "allin-question", id: questionId, text: question }));
      var working = el("details", { "class": "allin-working" }, [el("summary", { text: t(lang, "practice.working") }), ui.renderSettlement(lang, detail)]);
      working.hidden = true;
      var reveal = function (right, answerText) {
        working.hidden = false;
        working.open = true;
        return { right: right, text: right ? t(lang, "practice.right") : t(lang, "practice.wrong", { answer: answerText }) };
      };
      if (q.kind === "eligible") {
        var eligible = detail.pots[q.pot].eligible;
        var boxes = detail.names.map(function (name, i) {
          return el("input", { type: "checkbox", value: String(i), id: questionId + "-" + i });
        });
        var feedback = el("p", { "class": "allin-feedback", role: "status" });
        area.appendChild(el("form", { "class": "allin-quiz", onsubmit: function (event) {
          event.preventDefault();
          var chosen = boxes.filter(function (b) { return b.checked; }).map(function (b) { return Number(b.value); });
          var verdict = reveal(chosen.join() === eligible.join(), ui.listOf(eligible.map(function (s) { return ui.isolate(detail.names[s]); }), lang));
          feedback.textContent = verdict.text;
          feedback.className = "allin-feedback " + (verdict.right ? "is-right" : "is-wrong");
        } }, [
          el("fieldset", { "class": "allin-choices", "aria-labelledby": questionId }, detail.names.map(function (name, i) {
            return el("label", { "for": questionId + "-" + i }, [boxes[i], " ", el("bdi", { text: name })]);
          })),
          el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "quiz.check") }), feedback
        ]));
      } else {
        var expected = q.kind === "amount" ? detail.pots[q.pot].amount : q.kind === "returned" ? detail.returned[q.seat] : detail.net[q.seat];
        var box = answerForm(lang, function (typed) {
          if (!typed.trim()) return { text: t(lang, "quiz.empty") };
          var value = ui.parseWhole(typed);
          if (value === null) return { text: t(lang, "quiz.not_number") };
          return reveal(value === expected, chips(expected, q.kind === "net"));
        });
        box.input.setAttribute("aria-describedby", questionId);
        area.appendChild(box.form);
      }
      area.appendChild(working);
    }
    deal();
  }

  ui.onEveryPage("details.question", mountQuestion);
  ui.onEveryPage(".allin-practice", mountPractice);
})(typeof globalThis !== "undefined" ? globalThis : this);
