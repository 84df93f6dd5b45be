/*
 * Self-quizzes: a Check button for every build-time question (details.question .quiz-answer, see
 * macros/README.md) and the practice mode (.allin-practice), which deals random all-in hands with the browser
 * engine. Needs settle.js and calculator.js first. Without JavaScript the collapsible answers still work.
 */
(function (root) {
  "use strict";
  var ui = root.allinUI;
  var STRINGS = {
    en: {
      yours: "Your answer", check: "Check", right: "Right: {answer}.", wrong: "Not quite. Open the answer above to see the working.",
      notNumber: "Type a whole number, like 2,000.", empty: "Type your answer first.",
      next: "New hand", situation: "The hand (seat order from the left of the button; the button last)",
      seat: "Seat", name: "Player", putIn: "Put in", folded: "Folded", rank: "Hand rank", yes: "yes", no: "no",
      qAmount: "How many chips are in {pot}?", qEligible: "Who can win {pot}? Tick every player.",
      qReturned: "How many chips go back to {name} before the showdown?", qNet: "What is {name}'s net result (+ won, − lost)?",
      practiceRight: "Right!", practiceWrong: "Not quite: the answer is {answer}.", working: "The working"
    },
    ru: {
      yours: "Ваш ответ", check: "Проверить", right: "Верно: {answer}.", wrong: "Не совсем. Откройте ответ выше\u00a0— там объяснение.",
      notNumber: "Впишите целое число, например 2 000.", empty: "Сначала впишите ответ.",
      next: "Новая раздача", situation: "Раздача (места по порядку слева от баттона, баттон последний)",
      seat: "Место", name: "Игрок", putIn: "Вложил", folded: "Сбросил", rank: "Сила руки", yes: "да", no: "нет",
      qAmount: "{pot}: сколько в нём фишек?", qEligible: "{pot}: кто может его выиграть? Отметьте всех.",
      qReturned: "Сколько фишек вернётся к игроку {name} до вскрытия?", qNet: "Чем раздача закончилась для игрока {name} (+ выигрыш, − проигрыш)?",
      practiceRight: "Верно!", practiceWrong: "Не совсем: правильный ответ\u00a0— {answer}.", working: "Как считать"
    },
    fa: {
      yours: "پاسخ شما", check: "بررسی", right: "درست است: {answer}.", wrong: "نه کاملاً. پاسخ بالا را باز کنید تا راه حل را ببینید.",
      notNumber: "یک عدد صحیح بنویسید، مثل ۲٬۰۰۰.", empty: "اول پاسخ را بنویسید.",
      next: "دست تازه", situation: "دست (صندلی‌ها به ترتیب از سمت چپ باتن، باتن آخر)",
      seat: "صندلی", name: "بازیکن", putIn: "پرداخت", folded: "فولد", rank: "رتبهٔ دست", yes: "بله", no: "نه",
      qAmount: "{pot} چند چیپ دارد؟", qEligible: "چه کسانی می‌توانند {pot} را ببرند؟ همه را علامت بزنید.",
      qReturned: "پیش از نمایش کارت‌ها چند چیپ به {name} برمی‌گردد؟", qNet: "سود و زیان {name} در این دست چقدر است (+ برد، − باخت)؟",
      practiceRight: "درست است!", practiceWrong: "نه کاملاً: پاسخ درست {answer} است.", working: "راه حل"
    }
  };
  var el = ui.el;
  var uid = 0;

  function t(lang, key, params) {
    return STRINGS[lang][key].replace(/\{(\w+)\}/g, function (all, k) { return params && k in params ? String(params[k]) : all; });
  }

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
      el("label", { "for": id, text: t(lang, "yours") }), input,
      el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "check") }), feedback
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
      if (!typed.trim()) return { text: t(lang, "empty") };
      var right;
      if (numeric) {
        var value = ui.parseWhole(typed);
        if (value === null) return { text: t(lang, "notNumber") };
        right = value === Number(raw);
      } else {
        right = nameWords(typed).join(" ") === nameWords(answer.textContent).join(" ");
      }
      return { right: right, text: right ? t(lang, "right", { answer: answer.textContent.trim() }) : t(lang, "wrong") };
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

  /** A random hand worth asking about (at least two pots or a return), settled by the browser engine. */
  function dealHand(names) {
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
        var detail = root.settleEngine.settleDetailed({ players: players });
      } catch (e) {
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
    var next = el("button", { type: "button", "class": "md-button md-button--primary allin-next", text: t(lang, "next"), onclick: function () {
      deal();
      var field = area.querySelector("input");
      if (field) field.focus();
    } });
    node.appendChild(el("p", {}, [next]));
    node.appendChild(area);

    function deal() {
      var hand = dealHand(names);
      var detail = hand.detail;
      var q = askAbout(detail);
      var potName = ui.potLabel(lang, q.pot, detail.pots.length);
      if (lang === "en") {
        potName = potName.charAt(0).toLowerCase() + potName.slice(1);
        if (q.pot === 0 && detail.pots.length > 1) potName = "the " + potName;  // "the main pot"; "the pot" already has it
      }
      var chips = function (n, signed) { return ui.formatChips(n, lang, signed); };
      node.setAttribute("data-situation", JSON.stringify({ input: hand.input, question: q }));
      area.textContent = "";
      area.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net" }, [
        el("caption", { text: t(lang, "situation") }),
        el("thead", {}, [el("tr", {}, ["seat", "name", "putIn", "folded", "rank"].map(function (k) { return el("th", { scope: "col", text: t(lang, k) }); }))]),
        el("tbody", {}, hand.input.players.map(function (p, i) {
          return el("tr", {}, [
            el("td", { text: chips(i + 1) + (i === hand.input.players.length - 1 ? " (D)" : "") }),
            el("th", { scope: "row" }, [el("bdi", { text: p.name })]),
            el("td", { text: chips(p.contributed) }),
            el("td", { text: t(lang, p.folded ? "yes" : "no") }),
            el("td", { text: p.folded ? "\u2014" : chips(p.rank) })
          ]);
        }))
      ])]));
      var question = {
        amount: t(lang, "qAmount", { pot: potName }),
        eligible: t(lang, "qEligible", { pot: potName }),
        returned: t(lang, "qReturned", { name: ui.isolate(detail.names[q.seat]) }),
        net: t(lang, "qNet", { name: ui.isolate(detail.names[q.seat]) })
      }[q.kind];
      var questionId = "allin-q-" + (++uid);
      area.appendChild(el("p", { "class": "allin-question", id: questionId, text: question }));
      var working = el("details", { "class": "allin-working" }, [el("summary", { text: t(lang, "working") }), ui.renderSettlement(lang, detail)]);
      working.hidden = true;
      var reveal = function (right, answerText) {
        working.hidden = false;
        working.open = true;
        return { right: right, text: right ? t(lang, "practiceRight") : t(lang, "practiceWrong", { answer: answerText }) };
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
          el("button", { type: "submit", "class": "md-button allin-check", text: t(lang, "check") }), feedback
        ]));
      } else {
        var expected = q.kind === "amount" ? detail.pots[q.pot].amount : q.kind === "returned" ? detail.returned[q.seat] : detail.net[q.seat];
        var box = answerForm(lang, function (typed) {
          if (!typed.trim()) return { text: t(lang, "empty") };
          var value = ui.parseWhole(typed);
          if (value === null) return { text: t(lang, "notNumber") };
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
