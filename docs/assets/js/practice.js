/*
 * The practice page (CONTRACTS.md "Practice bank"), mounted by quiz.js: the bank's questions in the page's language,
 * and what the learner does with them. It answers nothing itself. Its parts: practice_store.js (the stored record),
 * practice_read.js (reading a question), practice_draw.js (drawing it and its feedback), practice_panels.js (the
 * status line, levels, reviews, profile, drill); here the flow: loading, showing a question, checking it, moving on.
 * The keyboard does it all: Enter checks; once a question is done, Enter (or N) deals the next one, and the focus
 * goes to the next step's first field or the next question's.
 */
(function (root) {
  "use strict";
  const here = typeof document !== "undefined" && document.currentScript ? document.currentScript.src : "";
  const PARTS = ["practice_store.js", "practice_read.js", "practice_draw.js", "practice_panels.js"];
  const GLOBALS = ["allinPracticeStore", "allinPracticeRead", "allinPracticeDraw", "allinPracticePanels"];
  const RECENT = 30;  // questions of a level not asked again soon

  function draw() { return root.allinPracticeDraw; }

  function panels() { return root.allinPracticePanels; }

  /** The page's language, texts, number format and element maker. */
  function contextOf(node) {
    const ui = root.allinUI;
    const lang = ui.pageLang();
    const say = function (key, params, gender) { return ui.t(lang, key, params, gender); };
    return { ui: ui, quiz: root.allinQuiz, el: ui.el, lang: lang, say: say, genders: JSON.parse(node.getAttribute("data-genders") || "{}"),
      chips: function (n, signed) { return ui.formatChips(n, lang, signed); },
      name: function (id) { return say("player." + id); },
      lessons: JSON.parse(node.getAttribute("data-lessons") || "{}") };
  }

  // ---- showing a question ----

  /** The question's heading and what it belongs to: a review, an aimed set, a drill, hands tried again. */
  function heading(pg, question, levelId, reviewing) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const area = pg.area;
    const state = pg.state;
    const mistakeName = function (id) { return panels().mistakeName(pg, id); };
    area.appendChild(el("h2", { id: "allin-question-" + question.id, text: ctx.say("level." + levelId + ".title") }));
    if (reviewing) area.appendChild(el("p", { "class": "allin-reviewing", text: ctx.say("practice.reviewing", { mistake: mistakeName(reviewing) }) }));
    if (state.aimed) {
      area.setAttribute("data-aimed", state.aimed.id);
      area.appendChild(el("p", { "class": "allin-reviewing", text: ctx.say("practice.aimed", { mistake: mistakeName(state.aimed.id),
        n: ctx.chips(panels().AIMED - state.aimed.left), count: ctx.chips(panels().AIMED) }) }));
    } else area.removeAttribute("data-aimed");
    if (state.again) {
      area.appendChild(el("p", { "class": "allin-reviewing allin-again", text: ctx.say("practice.again_hand",
        { n: ctx.chips(state.again.done), count: ctx.chips(state.again.count) }) }));
    }
    if (state.drill) {
      area.appendChild(el("p", { "class": "allin-drill-hand", text: ctx.say("practice.drill_hand",
        { n: ctx.chips(state.drill.hands + 1), count: ctx.chips(panels().DRILL_HANDS) }) }));
    }
  }

  /** The parts the question asks, each as quiz.js's checkForm takes it. */
  function asksOf(pg, question) {
    const read = root.allinPracticeRead;
    const players = read.playersOf(question);
    const names = {};
    players.forEach(function (id) { names[id] = pg.ctx.name(id); });
    const limit = read.fixedLimit(question);
    return read.partsOf(question).map(function (part) {
      return { input: part.input, answer: part.answer, players: players, names: names, path: part.path, limit: limit,
        signed: part.path.split(".")[0] === "net",
        mistakes: part.mistakes.map(function (m) { return { id: m.id, answer: m.answer, href: pg.ctx.lessons[m.id] }; }) };
    });
  }

  /** Show `question` of `levelId` with its form; `reviewing`: the mistake it reviews. */
  function show(pg, question, levelId, reviewing) {
    const state = pg.state;
    const area = pg.area;
    settlePending(pg);
    pg.pick.saw(pg.byId[levelId], question.id);
    state.question = question;
    state.review = reviewing;
    state.done = false;
    state.shownAt = pg.clock();
    pg.nextHome.appendChild(pg.nextLine);
    panels().showDue(pg);
    area.textContent = "";
    area.className = "allin-question is-answering";
    area.setAttribute("data-question", question.id);
    area.setAttribute("data-level", levelId);
    if (reviewing) area.setAttribute("data-review", reviewing);
    else area.removeAttribute("data-review");
    heading(pg, question, levelId, reviewing);
    draw().hand(pg.ctx, question).forEach(function (part) { area.appendChild(part); });
    const hand = area.querySelector(".allin-hand");
    if (hand && root.allinPracticeRead.settles(question)) hand.classList.add("is-sticky");  // its figures stay in view
    const parts = asksOf(pg, question);
    const asked = parts.map(function (part) { return draw().askText(pg.ctx, question, part.path, part.players); });
    const details = pg.ctx.el("details", { "class": "allin-working" }, [pg.ctx.el("summary", { text: pg.ctx.say("practice.working") })]);
    details.hidden = true;
    area.appendChild(details);
    if (question.stages) staged(pg, question, levelId, parts, asked, details);
    else if (question.kind === "spot") spotting(pg, question, levelId, details);
    else single(pg, question, levelId, parts, asked, details);
    pg.node.style.setProperty("--allin-bar", state.drill ? pg.bar.offsetHeight + "px" : "0px");
    pg.node.style.setProperty("--allin-hand", hand && hand.classList.contains("is-sticky") ? hand.offsetHeight + "px" : "0px");
  }

  /** The question's worked steps, shown (open after a wrong answer). */
  function showWorking(pg, question, details, right) {
    if (!details.firstChild.nextSibling) details.appendChild(draw().working(pg.ctx, question));
    details.hidden = false;
    details.open = !right;
  }

  /** The question is done: Next comes right after `after` (the last feedback) and takes the focus once the feedback
   * is drawn (Enter or N then deals the next question); after a drill, `focus` (its hands offered again) takes it. */
  function done(pg, after, focus) {
    pg.state.done = true;
    pg.area.classList.remove("is-answering");
    after.parentNode.insertBefore(pg.nextLine, after.nextSibling);
    root.setTimeout(function () {
      (focus || pg.nextButton).focus({ preventScroll: true });
      pg.nextLine.scrollIntoView({ block: "nearest" });
    }, 0);
  }

  /** A question asked in one form. */
  function single(pg, question, levelId, parts, asked, details) {
    let checked = false;
    const box = pg.ctx.quiz.checkForm(pg.ctx.lang, parts, asked, function (results) {
      const verdict = draw().verdict(pg.ctx, question, box, parts, results);
      if (!checked) {
        checked = true;
        answered(pg, question, levelId, results, verdict.right);
        box.fields.forEach(function (f) { f.lock(); });
        box.button.disabled = true;
        showWorking(pg, question, details, verdict.right);
        done(pg, box.form);
      }
      return verdict;
    });
    pg.area.insertBefore(box.form, details);
  }

  /** A hand asked in stages: a form per stage, each checked on its own; after the last the hand counts. */
  function staged(pg, question, levelId, parts, asked, details) {
    const ctx = pg.ctx;
    const state = pg.state;
    const all = [];
    let from = 0;
    const stage = function (k) {
      const spec = question.stages[k];
      const mine = parts.slice(from, from + spec.parts);
      const labels = asked.slice(from, from + spec.parts);
      from += spec.parts;
      const block = ctx.el("div", { "class": "allin-stage", "data-stage": spec.id }, [ctx.el("h3", { text: ctx.say("practice.stage",
        { n: ctx.chips(k + 1), count: ctx.chips(question.stages.length), title: ctx.say(panels().STAGE_KEYS[spec.id]) }) })]
        .concat(draw().stageLead(ctx, question, k)));
      let checked = false;
      const shownAt = pg.clock();
      const box = ctx.quiz.checkForm(ctx.lang, mine, labels, function (results) {
        const verdict = draw().verdict(ctx, question, box, mine, results);
        if (checked) return verdict;
        checked = true;
        if (state.drill) state.drill.stages[spec.id] = (state.drill.stages[spec.id] || 0) + pg.clock() - shownAt;
        box.fields.forEach(function (f) { f.lock(); });
        box.button.disabled = true;
        results.forEach(function (r) { all.push(r); });
        if (k + 1 < question.stages.length) {
          stage(k + 1);
          return verdict;
        }
        state.pending = null;
        const every = all.every(function (r) { return r.right; });
        answered(pg, question, levelId, all, every);
        const result = state.drill ? drillHand(pg, question, every) : null;
        showWorking(pg, question, details, every);
        done(pg, result || block, result && result.querySelector("button"));
        return verdict;
      });
      block.appendChild(box.form);
      pg.area.insertBefore(block, details);
      if (k) root.setTimeout(function () { focusField(block); }, 0);  // once the stage before has its feedback drawn
    };
    // left unfinished with a stage wrong: missed
    state.pending = function () {
      if (all.some(function (r) { return !r.right; })) answered(pg, question, levelId, all, false);
    };
    stage(0);
  }

  /** The first field in `node` takes the focus, scrolled just into view below the hand kept in view (its scroll
   * margin, widgets.css), so the feedback above it stays on the screen as far as it can. */
  function focusField(node) {
    const first = node.querySelector("input");
    if (!first) return;
    first.focus({ preventScroll: true });
    (first.closest(".allin-field, fieldset") || first).scrollIntoView({ block: "nearest" });
  }

  /** A radio group of `options` ({value, text}); read(): the value chosen or null. */
  function choice(pg, legend, options, key) {
    const el = pg.ctx.el;
    const group = "allin-" + key + "-" + pg.area.getAttribute("data-question");
    const buttons = options.map(function (option, k) {
      return el("input", { type: "radio", name: group, id: group + "-" + k, value: String(option.value) });
    });
    const set = el("fieldset", { "class": "allin-choices allin-spot-" + key }, [el("legend", { text: legend })].concat(options.map(function (option, k) {
      return el("label", { "for": group + "-" + k }, [buttons[k], " ", el("bdi", { text: option.text })]);
    })));
    return { node: set, read: function () {
      const chosen = buttons.filter(function (r) { return r.checked; });
      return chosen.length ? chosen[0].value : null;
    }, lock: function () { buttons.forEach(function (r) { r.disabled = true; }); } };
  }

  /** Spot the dealer's error: his push, then which pot and which error, each marked beside its choices. */
  function spotting(pg, question, levelId, details) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const error = question.error;
    const mistakeName = function (id) { return panels().mistakeName(pg, id); };
    pg.area.insertBefore(draw().push(ctx, question), details);
    const pot = choice(pg, ctx.say("practice.spot_pot"), question.shown.pots.map(function (p, k) {
      return { value: k, text: ctx.ui.potLabel(ctx.lang, k, question.shown.pots.length) };
    }), "pot");
    const rule = choice(pg, ctx.say("practice.spot_rule"), question.choices.map(function (id) { return { value: id, text: mistakeName(id) }; }), "rule");
    const feedback = el("div", { "class": "allin-feedback", role: "status" });
    const button = el("button", { type: "submit", "class": "md-button allin-check", text: ctx.say("quiz.check") });
    const box = { fields: [pot, rule] };
    const form = el("form", { "class": "allin-quiz", onsubmit: function (event) {
      event.preventDefault();
      if (button.disabled) return;
      const potChosen = pot.read();
      const ruleChosen = rule.read();
      feedback.textContent = "";
      feedback.className = "allin-feedback";
      if (potChosen === null || ruleChosen === null) {
        feedback.appendChild(el("p", { text: ctx.say("quiz.choose") }));
        return;
      }
      const rightPot = Number(potChosen) === error.pot;
      const rightRule = ruleChosen === error.mistake;
      const right = rightPot && rightRule;
      pot.lock(); rule.lock(); button.disabled = true;
      feedback.className = "allin-feedback " + (right ? "is-right" : "is-wrong");
      // inside a sentence, after "in" or a colon: the pot in its form for that place, an error's name in lower case
      const lower = function (id) { const named = mistakeName(id); return named.charAt(0).toLocaleLowerCase(ctx.lang) + named.slice(1); };
      const shownPot = function (k, place) { return draw().potName(ctx, question, k, place, question.shown.pots.length); };
      feedback.appendChild(el("p", { text: right ? ctx.say("practice.right") : ctx.say("practice.spot_wrong",
        { pot: shownPot(error.pot, "in"), mistake: lower(error.mistake) }) }));
      if (!right) feedback.appendChild(draw().rightPush(ctx, question));
      const diagnosis = el("p", { "class": "allin-diagnosis", "data-mistake": error.mistake }, [ctx.say("mistake." + error.mistake + ".push") + " ",
        el("a", { href: ctx.lessons[error.mistake], text: ctx.say("mistake." + error.mistake + ".lesson") })]);
      draw().placeMarks(box, [
        draw().mark(ctx, rightPot, ctx.say("practice.mark.spot_pot", { pot: shownPot(error.pot, "in") }), shownPot(Number(potChosen), "prose"), null),
        draw().mark(ctx, rightRule, ctx.say("practice.mark.spot_rule", { mistake: lower(error.mistake) }), lower(ruleChosen), diagnosis)]);
      // the error named right and only the pot missed: a miss, not that mistake to review (newcomer W-EN-2)
      recordAnswer(pg, question, levelId, right, rightRule ? [] : [error.mistake]);
      showWorking(pg, question, details, right);
      done(pg, form);
    } }, [pot.node, rule.node, el("p", {}, [button]), feedback]);
    pg.area.insertBefore(form, details);
  }

  // ---- what the learner does ----

  /** An answer checked: stored (merged with what other tabs stored), the schedule of its mistakes updated. */
  function answered(pg, question, levelId, results, right) {
    const made = [];
    results.forEach(function (r) {
      const mistake = r.right ? null : pg.ctx.quiz.mistakeOf(r.ask, r.value);
      if (mistake && made.indexOf(mistake.id) < 0) made.push(mistake.id);
    });
    recordAnswer(pg, question, levelId, right, made);
  }

  /** Store an answer (merged with what other tabs stored): the level's counts, the schedule of its mistakes. */
  function recordAnswer(pg, question, levelId, right, made) {
    const store = root.allinPracticeStore;
    const state = pg.state;
    pg.saved.update(function (stored) {
      store.answer(stored, { level: levelId, question: question.id, right: right, made: made,
        aimed: store.aimedAt(question), review: state.review, now: pg.now() });
    });
    panels().showProgress(pg);
    const set = state.aimed;
    if (set && question === state.question) {
      set.done += 1;
      if (right) set.right += 1;
      if (set.left === 0) {  // the set's last: how it went
        pg.area.appendChild(pg.ctx.el("p", { "class": "allin-aimed-done", role: "status", text: pg.ctx.say("practice.aimed_done",
          { mistake: panels().mistakeName(pg, set.id), right: pg.ctx.chips(set.right), count: pg.ctx.chips(set.done) }) }));
      }
    }
  }

  /** Count a hand in stages left unfinished after a wrong stage. */
  function settlePending(pg) {
    const pending = pg.state.pending;
    pg.state.pending = null;
    if (pending) pending();
  }

  /** Another level chosen: its questions from now on. */
  function choose(pg, id) {
    if (!pg.allHere(function () { choose(pg, id); })) return;
    endDrill(pg);
    pg.state.level = id;
    pg.state.again = null;
    pg.saved.update(function (record) { record.level = id; });
    panels().showProgress(pg);
    ask(pg);
  }

  function ask(pg) {
    pg.state.aimed = null;
    show(pg, pg.pick.next(pg.byId[pg.state.level]), pg.state.level, null);
  }

  /** A question on mistake `id`: one it answers otherwise, never asked about it before (null: none left). */
  function onMistake(pg, id) {
    const store = root.allinPracticeStore;
    const entry = pg.saved.reload().mistakes[id];
    const current = pg.state.question && pg.state.question.id;
    return (entry && store.reviewQuestion(pg.bank, id, entry.asked, current, entry.level, Math.random)) || null;
  }

  /** Deal a question reviewing mistake `id` (else the level's next). */
  function review(pg, id) {
    if (!pg.allHere(function () { review(pg, id); })) return;
    endDrill(pg);
    pg.state.again = null;
    const found = onMistake(pg, id);
    if (!found) {
      ask(pg);
      return;
    }
    show(pg, found.question, found.level, id);
    focusField(pg.area);
  }

  /** The next question of a short set aimed at a mistake (one it answers otherwise, not asked about it yet). */
  function aimed(pg) {
    if (!pg.allHere(function () { aimed(pg); })) return;
    endDrill(pg);
    const found = onMistake(pg, pg.state.aimed.id);
    if (!found) {
      pg.state.aimed = null;
      ask(pg);
      return;
    }
    pg.state.aimed.left -= 1;
    show(pg, found.question, found.level, null);
    pg.area.scrollIntoView();
  }

  /** A drill left unfinished (another level, a review or a set chosen): its clock stops, nothing is stored. */
  function endDrill(pg) {
    root.clearInterval(pg.state.tick);
    pg.state.drill = null;
    pg.timer.textContent = "";
    pg.bar.classList.remove("is-drill");
  }

  function startDrill(pg) {
    if (!pg.allHere(function () { startDrill(pg); })) return;
    const DRILL = panels().drillLevel(pg);
    const tell = function (ms) { pg.timer.textContent = pg.ctx.say("practice.timer", { time: panels().time(pg, ms) }); };
    pg.state.aimed = pg.state.again = null;  // a drill ends an aimed set and hands tried again
    pg.state.drill = { level: DRILL, hands: 0, start: pg.clock(), stages: {}, played: [] };
    root.clearInterval(pg.state.tick);
    pg.state.tick = root.setInterval(function () { tell(pg.clock() - pg.state.drill.start); }, 1000);
    tell(0);
    pg.bar.classList.add("is-drill");  // the clock stays in view while the drill runs
    show(pg, pg.pick.next(pg.byId[DRILL]), DRILL, null);
    pg.area.scrollIntoView();
    focusField(pg.area);
  }

  /** A drill hand done: the next one comes with Next; after the last, the times, the announcement, the hands again
   * (returned: the result drawn, else null). */
  function drillHand(pg, question, right) {
    const store = root.allinPracticeStore;
    const run = pg.state.drill;
    run.hands += 1;
    run.played.push({ question: question, level: run.level, right: right, ms: pg.clock() - pg.state.shownAt });
    if (run.hands < panels().DRILL_HANDS) return null;
    const total = pg.clock() - run.start;
    endDrill(pg);
    let best = false;
    pg.saved.update(function (stored) { best = store.drillDone(stored, run.level, total, run.stages); });
    const result = pg.area.appendChild(panels().drillResult(pg, question, run, total, best));
    panels().showProgress(pg);
    return result;
  }

  /** The hands of a drill missed or slowest, asked again one by one (not timed), then the level's own. */
  function again(pg, hands) {
    endDrill(pg);
    pg.state.aimed = null;
    pg.state.again = { hands: hands.slice(), done: 0, count: hands.length };
    next(pg);
  }

  /** Next: a drill deals its hands; hands tried again, a set aimed at a mistake its questions; while reviewing, the
   * next mistake due; then the level's questions again. The focus goes to the new question's first field. */
  function next(pg) {
    const state = pg.state;
    settlePending(pg);
    const waiting = state.review ? panels().dueNow(pg) : [];
    if (state.drill) show(pg, pg.pick.next(pg.byId[state.drill.level]), state.drill.level, null);
    else if (state.again && state.again.hands.length) {
      state.again.done += 1;
      const hand = state.again.hands.shift();
      show(pg, hand.question, hand.level, null);
    } else if (state.aimed && state.aimed.left > 0) aimed(pg);
    else if (waiting.length) review(pg, waiting[0].id);
    else {
      state.again = null;
      ask(pg);
    }
    focusField(pg.area);
  }

  /** Enter checks a form (a ticked box or chosen radio too); on a question done, Enter or N goes to the next one. */
  function onKey(pg, event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target;
    const form = target.closest ? target.closest("form.allin-quiz") : null;
    if (event.key === "Enter" && form && pg.area.contains(form)) {
      const checked = form.querySelector("button[type=submit]").disabled;
      if (checked && pg.state.done) {
        event.preventDefault();
        next(pg);
      } else if (checked || target.type === "checkbox" || target.type === "radio") {
        event.preventDefault();
        if (!checked) form.requestSubmit();
      }
      return;
    }
    const typing = target.tagName === "INPUT" && target.type === "text" && !target.readOnly;
    if ((event.key === "n" || event.key === "N" || event.code === "KeyN") && pg.state.done && !typing) {
      event.preventDefault();
      event.stopPropagation();  // Material's own N (the next page) listens on the document
      next(pg);
    }
  }

  // ---- loading ----

  function getJson(url) {
    return root.fetch(url).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    });
  }

  /** `bank` if it has the shape the page reads (levels, each with an id and questions, each with an id), else an
   * error is thrown: a host may answer any path with well-formed JSON of another shape. */
  function shaped(bank) {
    const fits = bank && Array.isArray(bank.levels) && bank.levels.length && bank.levels.every(function (level) {
      return level && typeof level.id === "string" && Array.isArray(level.questions) && level.questions.length &&
        level.questions.every(function (q) { return q && typeof q.id === "string"; });
    });
    if (!fits) throw new Error("not a bank");
    return bank;
  }

  /** The page's other scripts: there already, or (practice.js loaded on its own, quiz.js's fallback) from beside
   * this one, in order. */
  function partsLoaded() {
    return PARTS.reduce(function (before, file, k) {
      return before.then(function () {
        if (root[GLOBALS[k]]) return null;
        return new Promise(function (resolve, reject) {
          const script = document.createElement("script");
          script.src = new URL("./" + file, here || document.baseURI).href;
          script.onload = function () { resolve(); };
          script.onerror = reject;
          document.head.appendChild(script);
        });
      });
    }, Promise.resolve());
  }

  /**
   * Load and start. The first question comes from its level's own file (assets/practice/levels/<id>.json, the level
   * the learner was on, else the first of the widget's data-levels), small enough to draw it at once on a slow
   * phone; start() then fetches the whole bank (bank.json) for the other levels, reviews and sets. Without the
   * level list, or if its file fails, the whole bank first.
   */
  function mount(node, status) {
    const ctx = contextOf(node);
    const address = function (path) { return new URL(path, here || document.baseURI).href; };
    const whole = function () { return getJson(address("../practice/bank.json")).then(shaped); };
    const ids = (node.getAttribute("data-levels") || "").split(" ").filter(Boolean);
    partsLoaded().then(function () {
      const store = root.allinPracticeStore;
      const stored = store.open(store.local(), Date.now()).record.level;
      const first = ids.indexOf(stored) >= 0 ? stored : ids[0];
      const alone = function (bank) { return { bank: bank, rest: null }; };
      if (!first) return whole().then(alone);
      return getJson(address("../practice/levels/" + first + ".json")).then(function (part) {
        const level = shaped(part).levels[0];
        if (level.id !== first) throw new Error("not the level asked for");
        const levels = ids.map(function (id) { return id === first ? level : { id: id, questions: [] }; });
        return { bank: { rules: part.rules, seed: part.seed, levels: levels }, rest: whole };
      }).catch(function () { return whole().then(alone); });
    }).then(function (loaded) {
      status.textContent = "";
      start(ctx, node, loaded.bank, loaded.rest, status);
    }).catch(function () {
      // nothing half-drawn stays: the message alone
      while (node.lastChild && node.lastChild !== status) node.removeChild(node.lastChild);
      status.textContent = ctx.say("practice.load_failed");
    });
  }

  /**
   * Which question of a level to ask next: one not among the last RECENT shown there. `saw` notes every question
   * shown, however it came (a review or a set aimed at a mistake too), so Next never deals the one just answered.
   */
  function picker() {
    const recent = {};
    function seenIn(levelId) {
      return recent[levelId] || (recent[levelId] = []);
    }
    return {
      next: function (level) {
        const seen = seenIn(level.id);
        const fresh = level.questions.filter(function (q) { return seen.indexOf(q.id) < 0; });
        return fresh[Math.floor(Math.random() * fresh.length)];
      },
      saw: function (level, id) {
        const seen = seenIn(level.id);
        const at = seen.indexOf(id);
        if (at >= 0) seen.splice(at, 1);
        seen.push(id);
        if (seen.length > Math.min(RECENT, level.questions.length - 1)) seen.shift();
      }
    };
  }

  /** The other levels' questions: fetched once the first question is painted (the bank's 150 KB would otherwise
   * share a phone's bandwidth with what that paint waits on); what needs them waits (`pg.allHere`). */
  function fetchRest(pg, rest, status) {
    let haveAll = !rest;
    let allCame = Promise.resolve();
    pg.allHere = function (action) {
      if (haveAll) return true;
      allCame.then(action, function () {});
      return false;
    };
    if (!rest) return;
    allCame = new Promise(function (resolve) {
      root.requestAnimationFrame(function () { root.setTimeout(resolve, 0); });
    }).then(rest).then(function (full) {
      full.levels.forEach(function (level) { if (pg.byId[level.id]) pg.byId[level.id].questions = level.questions; });
      haveAll = true;
    });
    allCame.catch(function () { status.textContent = pg.ctx.say("practice.rest_failed"); });
  }

  /**
   * The page's practice: `bank` holds at least the level asked first; `rest` (if given) fetches the whole bank, whose
   * questions then fill the other levels; `status` says if it fails.
   */
  function start(ctx, node, bank, rest, status) {
    const store = root.allinPracticeStore;
    // a stored level "constructor" is no level
    const byId = Object.create(null);
    bank.levels.forEach(function (level) { byId[level.id] = level; });
    const now = function () { return Math.floor(Date.now()); };  // the calendar: reviews
    const saved = store.open(store.local(), now());
    // review: the mistake the question reviews; aimed: {id, left} of a short set aimed at a mistake; drill: a run;
    // again: a drill's hands tried again; pending: what counts a hand in stages left unfinished; done: answered
    const state = { level: byId[saved.record.level] ? saved.record.level : bank.levels[0].id, question: null, review: null,
      aimed: null, drill: null, again: null, pending: null, done: false };
    const pg = { ctx: ctx, node: node, bank: bank, levels: bank.levels, byId: byId, pick: picker(), saved: saved, state: state, now: now,
      clock: function () { return root.performance.now(); } };  // durations: the drill (never moves back)
    pg.act = { choose: function (id) { choose(pg, id); }, review: function (id) { review(pg, id); }, next: function () { next(pg); },
      startDrill: function () { startDrill(pg); }, again: function (hands) { again(pg, hands); },
      aim: function (id) { settlePending(pg); state.aimed = { id: id, left: panels().AIMED, done: 0, right: 0 }; state.again = null; aimed(pg); } };
    fetchRest(pg, rest, status);
    panels().build(pg, node);
    node.addEventListener("keydown", function (event) { onKey(pg, event); });
    // a field reached by the keyboard comes out from under the hand (focusField); a box clicked stays under the pointer
    node.addEventListener("focusin", function (event) {
      const t = event.target;
      if (t.matches(":focus-visible") && t.closest(".allin-question.is-answering form")) (t.closest(".allin-field, fieldset") || t).scrollIntoView({ block: "nearest" });
    });
    // another tab stored its answers, or a file of progress was loaded in this one (newcomers W-EN-1, W-RU-4)
    const reread = function (event) { if (event.type !== "storage" || event.key === store.KEY) { saved.reload(); panels().showProgress(pg); } };
    root.addEventListener("storage", reread);
    root.addEventListener("allin-progress-loaded", reread);
    pg.radios[state.level].checked = true;
    panels().showProgress(pg);
    ask(pg);
  }

  root.allinPractice = { mount: mount };
})(typeof globalThis !== "undefined" ? globalThis : this);
