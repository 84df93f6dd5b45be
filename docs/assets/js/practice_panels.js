/*
 * The practice page's panels (practice.js runs them): the status line at the top (reviews due today with a button to
 * start them, the level's score, the next step; the drill's clock, kept in view while a drill runs), the levels, the
 * mistakes due, the profile of mistakes, the drill and its result, the reset. Each draws the stored record
 * (practice_store.js) as it is; what a button does is the page's (`pg.act`).
 */
(function (root) {
  "use strict";
  const SUGGEST_AFTER = 8;
  // the levels a drill deals, each asked in stages: the dealer's order, or street by street; the first by default
  const DRILL_LEVELS = ["stages", "streets"];
  const DRILL_HANDS = 5;
  // questions in a short set aimed at one mistake
  const AIMED = 3;
  // the slowest hands of a drill offered again (with every hand missed)
  const AGAIN = 3;
  const TREND_KEYS = { better: "practice.trend_better", worse: "practice.trend_worse", same: "practice.trend_same" };
  const BETWEEN_KEYS = { 2: "practice.between_2", 3: "practice.between_3", 4: "practice.between_4", 5: "practice.between_5" };
  const STORAGE_KEYS = { unreadable: "practice.storage_reset", partly: "practice.storage_partly", newer: "practice.storage_newer" };
  const STAGE_KEYS = { pots: "practice.stage.pots", eligible: "practice.stage.eligible", amounts: "practice.stage.amounts",
    returned: "practice.stage.returned", odd_chips: "practice.stage.odd_chips", preflop: "practice.stage.preflop",
    flop: "practice.stage.flop", turn: "practice.stage.turn", river: "practice.stage.river" };

  function store() {
    return root.allinPracticeStore;
  }

  function button(ctx, cls, text, onclick) {
    return ctx.el("button", { type: "button", "class": "md-button " + cls, text: text, onclick: onclick });
  }

  /** The levels to choose from, each with its counts. */
  function levelList(pg) {
    const ctx = pg.ctx;
    const el = ctx.el;
    // a level tapped or clicked: the page goes up to its question (newcomers W-RU-2, W-FA-04: it was three screens
    // up, out of sight); the arrow keys that move through the list leave the page where it is
    let pointed = 0;
    return el("fieldset", { "class": "allin-levels", onpointerdown: function () { pointed = Date.now(); } }, [el("legend", { text: ctx.say("practice.levels") })]
      .concat(pg.levels.map(function (level, k) {
        const id = "allin-level-" + level.id;
        pg.radios[level.id] = el("input", { type: "radio", name: "allin-level", id: id, value: level.id,
          onchange: function () { pg.act.choose(level.id); if (Date.now() - pointed < 2000) pg.bar.scrollIntoView({ block: "start" }); } });
        pg.statsOf[level.id] = el("span", { "class": "allin-level-stats" });
        return el("div", { "class": "allin-level" }, [pg.radios[level.id], " ", el("label", { "for": id }, [
          el("strong", { text: ctx.chips(k + 1) + ". " + ctx.say("level." + level.id + ".title") }), " ",
          el("span", { "class": "allin-level-about", text: ctx.say("level." + level.id + ".about") }), " ", pg.statsOf[level.id]
        ])]);
      })));
  }

  /** The page's parts, in order: the status line, the question and its Next, then what is due, the drill, the levels. */
  function build(pg, node) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const say = ctx.say;
    pg.radios = {};
    pg.statsOf = {};
    pg.notice = el("p", { "class": "allin-notice", role: "alert" });
    pg.barDue = el("p", { "class": "allin-bar-due" });
    pg.barLevel = el("p", { "class": "allin-bar-level" });
    pg.suggestion = el("div", { "class": "allin-suggest", role: "status" });
    pg.timer = el("p", { "class": "allin-timer", role: "timer" });
    pg.bar = el("div", { "class": "allin-bar" }, [pg.barDue, pg.barLevel, pg.suggestion, pg.timer]);
    pg.area = el("section", { "class": "allin-question" });
    pg.nextButton = button(ctx, "md-button--primary allin-next", say("practice.next"), function () { pg.act.next(); });
    // the next level, offered beside Next too (W-RU-1)
    pg.nextOffer = el("span", { "class": "allin-next-offer" });
    pg.nextLine = el("p", { "class": "allin-next-line" }, [pg.nextButton, " ", pg.nextOffer, " ", el("span", { "class": "allin-keys", text: say("practice.keys") })]);
    pg.nextHome = el("div", { "class": "allin-next-home" }, [pg.nextLine]);
    pg.due = el("section", { "class": "allin-due", "aria-labelledby": "allin-due-title" });
    pg.profile = el("section", { "class": "allin-profile" });
    pg.drill = el("section", { "class": "allin-drill" });
    pg.resetStatus = el("span", { "class": "allin-reset-status", role: "status" });
    pg.confirmBox = el("p", { "class": "allin-confirm", role: "alert" });
    const resetLevel = button(ctx, "allin-reset-level", say("practice.reset_level"), function () { confirmReset(pg, pg.state.level); });
    const resetAll = button(ctx, "allin-reset", say("practice.reset"), function () { confirmReset(pg, null); });
    [pg.notice, pg.bar, pg.area, pg.nextHome, pg.due, pg.drill, levelList(pg), pg.profile,
      el("p", { "class": "allin-buttons" }, [resetLevel, " ", resetAll, " ", pg.resetStatus]), pg.confirmBox]
      .forEach(function (part) { node.appendChild(part); });
  }

  function mistakeName(pg, id) {
    return pg.ctx.say("mistake." + id + ".name");
  }

  /** A mistake this page has a name and a lesson for (a record may hold one a later release retired). */
  function known(pg) {
    return function (m) { return store().own(pg.ctx.lessons, m.id); };
  }

  function dueNow(pg) {
    return store().due(pg.saved.record, pg.now()).filter(known(pg));
  }

  /** What became of the stored progress: unreadable (kept aside), partly read, a newer page's, or not saved now. */
  function showNotice(pg) {
    const saved = pg.saved;
    const keys = [saved.problem ? STORAGE_KEYS[saved.problem] : null, saved.saved ? null : "practice.storage_unsaved"];
    pg.notice.textContent = keys.filter(Boolean).map(function (key) { return pg.ctx.say(key); }).join(" ");
    pg.notice.hidden = !pg.notice.textContent;
  }

  function showDue(pg) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const list = dueNow(pg);
    const due = pg.due;
    due.textContent = "";
    due.appendChild(el("h2", { id: "allin-due-title", text: ctx.say("practice.due_title") }));
    pg.barDue.textContent = "";
    pg.barDue.hidden = !list.length;
    if (!list.length) {
      due.appendChild(el("p", { "class": "allin-due-none", text: ctx.say("practice.due_none") }));
      return;
    }
    pg.barDue.appendChild(document.createTextNode(ctx.say("practice.bar_due", { count: ctx.chips(list.length) }) + " "));
    pg.barDue.appendChild(button(ctx, "allin-bar-review", ctx.say("practice.bar_review"), function () { pg.act.review(list[0].id); }));
    due.appendChild(el("p", { text: ctx.say("practice.due_count", { count: ctx.chips(list.length) }) }));
    due.appendChild(el("ul", { "class": "allin-due-list" }, list.map(function (m) {
      return el("li", { "data-mistake": m.id }, [el("span", { text: mistakeName(pg, m.id) }), " ",
        el("button", { type: "button", "class": "md-button allin-review", "data-mistake": m.id, text: ctx.say("practice.review"),
          onclick: function () { pg.act.review(m.id); } })]);
    })));
  }

  function statsOf(pg, id) {
    const levels = pg.saved.record.levels;
    return store().own(levels, id) ? levels[id] : null;
  }

  /** The level's score in the status line, then the next step: the next level offered, or what opens it. */
  function showLevel(pg) {
    const ctx = pg.ctx;
    const say = ctx.say;
    pg.levels.forEach(function (level) {
      const stats = statsOf(pg, level.id);
      pg.statsOf[level.id].textContent = stats && stats.answered ? say("practice.level_stats",
        { right: ctx.chips(stats.right), answered: ctx.chips(stats.answered), streak: ctx.chips(stats.streak) }) : "";
    });
    const stats = statsOf(pg, pg.state.level);
    const title = say("level." + pg.state.level + ".title");
    pg.barLevel.textContent = stats && stats.answered ? say("practice.bar_level", { level: title, right: ctx.chips(stats.right),
      answered: ctx.chips(stats.answered), streak: ctx.chips(stats.streak) }) : say("practice.bar_level_new", { level: title });
    pg.suggestion.textContent = "";
    pg.nextOffer.textContent = "";
    const next = pg.levels[pg.levels.indexOf(pg.byId[pg.state.level]) + 1];
    if (!next) return;
    const nextTitle = say("level." + next.id + ".title");
    if (!stats || stats.streak < SUGGEST_AFTER) {
      pg.suggestion.appendChild(ctx.el("p", { "class": "allin-bar-next", text: say("practice.bar_next", { level: nextTitle, count: ctx.chips(SUGGEST_AFTER) }) }));
      return;
    }
    const go = function () {  // on to the next level's first question, in view, the keyboard in its field (W-RU-2)
      pg.radios[next.id].checked = true;
      pg.act.choose(next.id);
      pg.bar.scrollIntoView({ block: "start" });
      const first = pg.area.querySelector("input");
      (first || pg.radios[next.id]).focus({ preventScroll: true });
    };
    const offer = function () {
      return ctx.el("button", { type: "button", "class": "md-button allin-go", "data-level": next.id, text: say("practice.go", { level: nextTitle }), onclick: go });
    };
    pg.suggestion.appendChild(ctx.el("p", {}, [say("practice.suggest", { count: ctx.chips(stats.streak) }) + " ", offer()]));
    // beside the feedback of the answer that made the run, where the learner is looking (newcomer W-RU-1)
    pg.nextOffer.appendChild(offer());
  }

  function time(pg, ms) {
    return pg.ctx.say("practice.time", { seconds: pg.ctx.chips(Math.round(ms / 1000)) });
  }

  /** The mistakes made: how often, the trend, the lesson, a set aimed at each. */
  function showProfile(pg) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const list = store().profile(pg.saved.record).filter(known(pg));
    const profile = pg.profile;
    profile.textContent = "";
    profile.appendChild(el("h2", { text: ctx.say("practice.profile_title") }));
    if (!list.length) {
      profile.appendChild(el("p", { "class": "allin-profile-none", text: ctx.say("practice.profile_none") }));
      return;
    }
    const headers = ["practice.col_mistake", "practice.col_made", "practice.col_trend", "practice.col_practise"];
    const label = function (k) { return ctx.say(headers[k]); };
    profile.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net allin-seats allin-profile-table" }, [
      el("thead", {}, [el("tr", {}, headers.map(function (key) { return el("th", { scope: "col", text: ctx.say(key) }); }))]),
      el("tbody", {}, list.map(function (m) {
        return el("tr", { "data-mistake": m.id }, [
          el("th", { scope: "row", "data-label": label(0) }, [el("a", { href: ctx.lessons[m.id], text: mistakeName(pg, m.id) })]),
          el("td", { "data-label": label(1), text: ctx.chips(m.made) }),
          el("td", { "class": "allin-trend-" + m.trend, "data-label": label(2), text: ctx.say(TREND_KEYS[m.trend]) }),
          el("td", { "data-label": label(3) }, [button(ctx, "allin-aim", ctx.say("practice.practise"), function () { pg.act.aim(m.id); })])
        ]);
      }))
    ])]));
  }

  /** The level a drill deals now: the learner's level when a drill deals it, else the hands in stages. */
  function drillLevel(pg) {
    const level = pg.saved.record.level;
    return DRILL_LEVELS.indexOf(level) >= 0 ? level : DRILL_LEVELS[0];
  }

  /** The dealer drill of the drill's level: open after 8 right of its last 10 hands; the best time. */
  function showDrill(pg) {
    const ctx = pg.ctx;
    const drill = pg.drill;
    const record = pg.saved.record;
    const DRILL_LEVEL = drillLevel(pg);
    drill.textContent = "";
    drill.appendChild(ctx.el("h2", { text: ctx.say("practice.drill_title", { level: ctx.say("level." + DRILL_LEVEL + ".title") }) }));
    const best = store().own(record.drills, DRILL_LEVEL) ? record.drills[DRILL_LEVEL].best : null;
    if (!store().drillOpen(record, DRILL_LEVEL) && best === null) {
      drill.appendChild(ctx.el("p", { "class": "allin-drill-locked", text: ctx.say("practice.drill_locked", { level: ctx.say("level." + DRILL_LEVEL + ".title") }) }));
      return;
    }
    if (best !== null) drill.appendChild(ctx.el("p", { "class": "allin-drill-best", text: ctx.say("practice.drill_best", { time: time(pg, best) }) }));
    // just opened: said in the status line too (newcomers W-EN-3, W-RU-9)
    if (best === null && !pg.state.drill) {
      pg.suggestion.appendChild(ctx.el("p", { "class": "allin-bar-drill" }, [ctx.say("practice.drill_open") + " ",
        button(ctx, "allin-drill-go", ctx.say("practice.drill_start", { count: ctx.chips(DRILL_HANDS) }), function () { pg.act.startDrill(); })]));
    }
    if (!pg.state.drill) {
      drill.appendChild(ctx.el("p", {}, [button(ctx, "allin-drill-start", ctx.say("practice.drill_start", { count: ctx.chips(DRILL_HANDS) }),
        function () { pg.act.startDrill(); })]));
    }
  }

  function showProgress(pg) {
    showLevel(pg);
    showDue(pg);
    showProfile(pg);
    showDrill(pg);
    showNotice(pg);
  }

  /** The hands of a drill to try again: every one missed, then the slowest, at most AGAIN of those. */
  function againOf(run) {
    const missed = run.played.filter(function (h) { return !h.right; });
    const slow = run.played.filter(function (h) { return h.right; }).sort(function (a, b) { return b.ms - a.ms; });
    return missed.concat(slow.slice(0, Math.max(0, AGAIN - missed.length)));
  }

  /** A drill done: the time, each stage's, the dealer's announcement of the last hand, the hands to try again. */
  function drillResult(pg, question, run, total, best) {
    const ctx = pg.ctx;
    const el = ctx.el;
    const say = ctx.say;
    const rounds = question.result.rounds, cut = rounds ? rounds[rounds.length - 1].pots : question.result.pots;  // the last stop's
    const count = cut.length;
    const pots = cut.map(function (pot, k) {
      const n = pot.eligible.length;
      if (n === 1) {  // a pot one player alone can win goes to him uncontested (D26-03)
        return say("practice.announce_pot.alone", { pot: ctx.ui.potLabel(ctx.lang, k, count).toLocaleLowerCase(ctx.lang), amount: ctx.chips(pot.amount),
          name: ctx.ui.isolate(ctx.name(pot.eligible[0])) });
      }
      return say("practice.announce_pot", { pot: ctx.ui.potLabel(ctx.lang, k, count).toLocaleLowerCase(ctx.lang), amount: ctx.chips(pot.amount),
        players: BETWEEN_KEYS[n] ? say(BETWEEN_KEYS[n]) : say("practice.between_n", { n: ctx.chips(n) }) });
    }).join(say("practice.announce_joiner"));
    const again = againOf(run);
    return el("div", { "class": "allin-drill-result", role: "status" }, [
      el("h3", { text: say("practice.drill_done", { time: time(pg, total) }) + (best ? " " + say("practice.drill_new_best") : "") }),
      el("ul", {}, question.stages.map(function (stage) {
        const line = say("practice.drill_stage", { stage: say(STAGE_KEYS[stage.id]), time: time(pg, run.stages[stage.id] || 0) });
        return el("li", { "data-stage": stage.id, text: line.charAt(0).toUpperCase() + line.slice(1) });
      })),
      el("p", { "class": "allin-announce", text: say("practice.announce", { pots: pots }) }),
      el("p", {}, [button(ctx, "allin-drill-again", say("practice.drill_again", { count: ctx.chips(again.length) }),
        function () { pg.act.again(again); })])
    ]);
  }

  /** Reset `id` (null: everything) once the learner confirms it. */
  function confirmReset(pg, id) {
    const ctx = pg.ctx;
    const box = pg.confirmBox;
    pg.resetStatus.textContent = "";
    box.textContent = "";
    box.appendChild(document.createTextNode(id ? ctx.say("practice.confirm_level", { level: ctx.say("level." + id + ".title") }) : ctx.say("practice.confirm_all")));
    box.appendChild(document.createTextNode(" "));
    box.appendChild(button(ctx, "allin-confirm-yes", ctx.say("practice.confirm_yes"), function () {
      pg.saved.update(function (record) {
        store().reset(record, id);
        record.level = pg.state.level;
      });
      box.textContent = "";
      showProgress(pg);
      pg.resetStatus.textContent = ctx.say("practice.reset_done");
    }));
    box.appendChild(document.createTextNode(" "));
    box.appendChild(button(ctx, "allin-confirm-no", ctx.say("practice.confirm_no"), function () { box.textContent = ""; }));
    box.querySelector("button").focus();
  }

  root.allinPracticePanels = { drillLevel: drillLevel, DRILL_HANDS: DRILL_HANDS, AIMED: AIMED, STAGE_KEYS: STAGE_KEYS,
    build: build, showProgress: showProgress, showDue: showDue, dueNow: dueNow, mistakeName: mistakeName, time: time,
    drillResult: drillResult };
})(typeof globalThis !== "undefined" ? globalThis : this);
