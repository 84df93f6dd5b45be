/*
 * "Your own hand": paste a hand history, or deal a hand at the table, and the project's own Python engine (run by
 * Pyodide in own_hand_worker.js, started only when the learner asks for it) replays it and cuts its pots. This script
 * computes nothing about chips: it sends the text or the hand's PHH to the worker and draws what the engine answers
 * (the replay, through replay.js's allinReplay.show; the comparison with the history; the legal options). User-typed
 * names reach the page through textContent, or escaped inside <bdi>, never as HTML.
 */
(function (root) {
  "use strict";
  const UI = root.allinUI;
  const scriptSrc = document.currentScript ? document.currentScript.src : "";
  let lang = "en", worker = null, nextId = 1, started = 0;
  const waiting = {};

  const W = root.allinOwnText;  // own_hand_words.js: the dealer's words, and the text helpers they share with this
  const t = W.t, chips = W.chips, face = W.face, stops = W.stops, potName = W.potName;

  // ----- the engine in its worker, started on the learner's first request

  function status(box, key, params) { box.textContent = key ? t(key, params) : ""; }

  function engine(box) {
    if (!worker) {
      started = performance.now();
      worker = new Worker(new URL("own_hand_worker.js", scriptSrc || document.baseURI), { type: "module" });
      worker.onmessage = function (event) {
        const m = event.data;
        if (m.ready) { root.allinOwnReady = performance.now() - started; return; }
        if (m.failed) { Object.keys(waiting).forEach(function (id) { waiting[id]({ ok: false, error: { code: "load", params: {} } }); delete waiting[id]; }); return; }
        if (waiting[m.id]) { waiting[m.id](m.reply); delete waiting[m.id]; }
      };
    }
    if (root.allinOwnReady === undefined) status(box, "own.status.loading");
    return worker;
  }

  function ask(box, call, args) {
    const w = engine(box), id = nextId++;
    return new Promise(function (resolve) {
      waiting[id] = resolve;
      w.postMessage({ id: id, call: call, args: Object.assign({ rules: UI.pageRules() }, args) });
    });
  }
  root.allinOwnAsk = function (call, args) { return ask(document.createElement("p"), call, args); };

  function errorText(error) {
    const key = "own.error." + error.code;
    const params = {};
    Object.keys(error.params || {}).forEach(function (k) {
      const value = error.params[k];
      params[k] = typeof value === "number" ? chips(value) : k === "card" ? face(value) : UI.isolate(String(value));
    });
    const said = UI.pageTexts().text[key] ? t(key, params) : t("own.error.engine", { why: UI.isolate(error.message || error.code) });
    return error.line ? t("own.error.line", { line: chips(error.line), what: said }) : said.charAt(0).toUpperCase() + said.slice(1);
  }

  /* The replayer's markup, as the build writes it for a published hand, around this hand's data. */
  function replayer(holder, data, widget) {
    const faces = JSON.parse(widget.getAttribute("data-cards"));
    const box = UI.el("div", { class: "allin-replay", "data-names": JSON.stringify(data.names), "data-cards": JSON.stringify(faces), "data-lessons": widget.getAttribute("data-lessons") });
    const list = UI.el("ol", { class: "rp-list" });
    stops(data, faces).forEach(function (s) {
      const item = UI.el("li", { "data-step": String(s.step) });
      if (s.ask) item.setAttribute("data-ask", s.ask);
      item.innerHTML = s.html;
      list.appendChild(item);
    });
    const details = UI.el("details", { class: "rp-steps" }, [UI.el("summary", {}, [t("own.steps")]), list]);
    box.appendChild(details);
    holder.appendChild(box);
    root.allinReplay.show(box, data);
    return box;
  }

  // ----- paste a hand history

  function comparison(result) {
    const c = result.comparison, unit = result.unit === "0.01";
    const rows = c.pots.map(function (pot, n) {
      const shares = function (m) { return Object.keys(m).map(function (name) { return UI.el("span", { class: "allin-pair" }, [UI.el("bdi", {}, [name]), " " + chips(m[name])]); }); };
      return UI.el("tr", { class: pot.same ? "own-same" : "own-differs" }, [
        UI.el("th", { scope: "row" }, [potName(n, c.pots.length)]),
        UI.el("td", { "data-col": "engine" }, [chips(pot.engine)]),
        UI.el("td", { "data-col": "engine_shares" }, shares(pot.engine_shares)),
        UI.el("td", { "data-col": "history" }, [pot.history === null ? "—" : chips(pot.history)]),
        UI.el("td", { "data-col": "history_shares" }, shares(pot.history_shares)),
        UI.el("td", { "data-col": "same" }, [t(pot.same ? "own.compare.same" : "own.compare.differs")])
      ]);
    });
    const head = UI.el("tr", {}, ["own.compare.pot", "own.compare.engine", "own.compare.engine_shares", "own.compare.history", "own.compare.history_shares", "own.compare.verdict"].map(function (key) { return UI.el("th", { scope: "col" }, [t(key)]); }));
    const table = UI.el("table", { class: "own-compare" }, [UI.el("thead", {}, [head]), UI.el("tbody", {}, rows)]);
    const notes = [UI.el("p", { class: c.same ? "own-verdict own-ok" : "own-verdict" }, [t(c.same ? "own.compare.all_same" : "own.compare.not_same")])];
    const amounts = {
      fees: UI.listOf(Object.keys(c.fees).map(function (k) { return t("own.fee." + k) + " " + chips(c.fees[k]); }), lang),
      added: UI.listOf(Object.keys(c.added).map(function (k) { return t("own.added." + k) + " " + chips(c.added[k]); }), lang)
    };
    c.reasons.concat(result.notes.filter(function (n) { return c.reasons.indexOf(n) < 0; })).forEach(function (reason) {
      notes.push(UI.el("p", { class: "own-reason", "data-reason": reason }, [t("own.reason." + reason, amounts)]));
    });
    if (unit) notes.push(UI.el("p", { class: "own-unit" }, [t("own.unit.cents", { currency: result.currency })]));
    return UI.el("div", { class: "own-comparison" }, [UI.el("div", { class: "own-scroll", tabindex: "0", role: "region", "aria-label": t("own.result.compare") }, [table])].concat(notes));
  }

  function mountPaste(widget) {
    const form = widget.querySelector("form"), box = widget.querySelector(".own-status"), out = widget.querySelector(".own-result");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      const text = form.querySelector("textarea").value;
      out.innerHTML = "";
      const t0 = performance.now();
      ask(box, "import", { text: text }).then(function (reply) {
        root.allinOwnLast = { ms: performance.now() - t0 };
        if (!reply.ok) { box.textContent = errorText(reply.error); box.classList.add("own-bad"); return; }
        box.classList.remove("own-bad");
        status(box, "own.status.done");
        out.appendChild(UI.el("h3", {}, [t("own.result.replay")]));
        replayer(out, reply.result.replay, widget);
        out.appendChild(UI.el("h3", {}, [t("own.result.compare")]));
        out.appendChild(comparison(reply.result));
        out.appendChild(exportBox(reply.result.phh));
      });
    });
  }

  // ----- deal a hand at the table

  function exportBox(phh) {
    const link = new URL(location.href);
    link.hash = "phh=" + btoa(String.fromCharCode.apply(null, new TextEncoder().encode(phh))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const text = UI.el("textarea", { class: "own-phh", readonly: "readonly", rows: "6", dir: "ltr", "aria-label": t("own.export.phh") });
    text.value = phh;
    const share = UI.el("a", { class: "own-share", href: link.href }, [t("own.export.link")]);
    const file = UI.el("a", { class: "own-download", download: "my-hand.phh", href: "data:text/plain;charset=utf-8," + encodeURIComponent(phh) }, [t("own.export.download")]);
    return UI.el("div", { class: "own-export" }, [UI.el("h3", {}, [t("own.export.title")]), text, UI.el("p", {}, [share, " · ", file])]);
  }

  function readPhh(text) {  // PHH as this page writes it: one `key = JSON` line each
    const fields = {};
    text.split("\n").forEach(function (line) {
      const m = /^\s*([A-Za-z_]+)\s*=\s*(.+)$/.exec(line);
      if (m) fields[m[1]] = JSON.parse(m[2]);
    });
    return fields;
  }

  function phhOf(hand) {
    const lines = ["variant", "antes", "blinds_or_straddles", "min_bet", "small_bet", "big_bet", "starting_stacks", "actions", "players"]
      .filter(function (k) { return hand[k] !== undefined; }).map(function (k) { return k + " = " + JSON.stringify(hand[k]); });
    return lines.join("\n") + "\n";
  }

  const DECK = [];
  "23456789TJQKA".split("").forEach(function (r) { "shdc".split("").forEach(function (s) { DECK.push(r + s); }); });
  /* Every card the hand's actions deal or show (the last word of a "dh", "db" or "sm" action). */
  function dealtCards(hand) {
    const cardsSeen = [];
    hand.actions.forEach(function (action) {
      const words = action.split(/\s+/);
      if (["dh", "db", "sm"].indexOf(words[1]) >= 0 && words.length > 2) cardsSeen.push.apply(cardsSeen, words[words.length - 1].match(/[2-9TJQKA][shdc]/g) || []);
    });
    return cardsSeen;
  }

  function freshCards(hand, count) {
    const used = dealtCards(hand);
    const left = DECK.filter(function (c) { return used.indexOf(c) < 0; });
    const out = [];
    while (out.length < count && left.length) out.push(left.splice(Math.floor(Math.random() * left.length), 1)[0]);
    return out.join("");
  }

  function setupFromForm(form) {
    const rows = form.querySelectorAll(".own-player");
    const names = [], stacks = [];
    for (let i = 0; i < rows.length; i++) {
      names.push(rows[i].querySelector("[name=name]").value.trim());
      stacks.push(UI.parseWhole(rows[i].querySelector("[name=stack]").value));
    }
    const num = function (name) { return UI.parseWhole(form.querySelector("[name=" + name + "]").value) || 0; };
    const variant = form.querySelector("[name=variant]").value, sb = num("small_blind"), bb = num("big_blind"), ante = num("ante");
    const blinds = names.map(function (_, i) { return i === 0 ? sb : i === 1 ? bb : 0; });
    let antes = names.map(function () { return ante; });
    if (form.querySelector("[name=ante_kind]").value === "big_blind") antes = names.map(function (_, i) { return i === 1 ? ante : 0; });
    // PHH's entries: the small blind's first, the big blind's second (heads-up too, where the button posts the small
    // blind and sits second), so a big-blind ante is always the second entry.
    const hand = { variant: variant, antes: antes, blinds_or_straddles: blinds, starting_stacks: stacks, actions: [], players: names };
    if (variant === "FT") { hand.small_bet = bb; hand.big_bet = 2 * bb; } else hand.min_bet = bb;
    return hand;
  }

  /* The player to act's choices, the engine's legal options (`at`: the table's controls, button maker and act). */
  function betControls(at, r, seat) {
    const o = r.options, hand = at.hand, button = at.button, controls = at.controls, act = at.act;
    const p = "p" + (seat + 1), name = UI.isolate(hand.players[seat]);
    controls.appendChild(UI.el("p", { class: "own-turn" }, [t("own.table.to_act", { name: name })]));
    if (o.can_fold) button("own.act.fold", {}, function () { act(p + " f"); });
    if (o.can_check) button("own.act.check", {}, function () { act(p + " cc"); });
    const now = r.replay.steps[r.replay.steps.length - 1];
    // a call that takes the last chips says so: all-in, maybe for less than the bet (native review R9-4)
    const callKey = now && o.call_amount !== null && o.call_amount >= now.stacks[seat] ? "own.act.call_all_in" : "own.act.call";
    if (o.call_amount !== null) button(callKey, { chips: chips(o.call_amount) }, function () { act(p + " cc"); });
    const whole = now ? now.stacks[seat] + now.bets[seat] : null;
    const raising = now ? Math.max.apply(null, now.bets) > 0 : false;  // a bet (or a blind) to raise, or none yet
    // the largest amount: all-in only when it is the whole stack; under pot limit it is the pot (dealer review
    // D9-6), under fixed limit the one amount allowed
    // fixed limit: a short all-in bet brought up to one bet is completed (D11-12); over a full bet it is a raise, as
    // the engine records it (dealer reviews D20-01, D22)
    const unit = hand.variant === "FT" && now ? (now.street === "turn" || now.street === "river" ? hand.big_bet : hand.small_bet) : 0;
    const raiseTo = unit && raising && o.max_raise_to === unit ? "own.act.complete_to" : "own.act.raise_to";
    const largest = function () {
      const key = o.max_raise_to === whole ? "own.act.all_in" : o.min_raise_to === o.max_raise_to ? (raising ? raiseTo : "own.act.bet") : (raising ? "own.act.pot_raise" : "own.act.pot_bet");
      button(key, { chips: chips(o.max_raise_to) }, function () { act(p + " cbr " + o.max_raise_to); });
    };
    if (o.min_raise_to !== null && o.min_raise_to === o.max_raise_to) {
      largest();
    } else if (o.min_raise_to !== null) {
      const range = { name: name, low: chips(o.min_raise_to), high: chips(o.max_raise_to) };
      const amount = UI.el("input", { type: "text", inputmode: "numeric", class: "own-amount", value: chips(o.min_raise_to), "aria-label": t("own.act.amount", range) });
      const note = UI.el("span", { class: "own-range", "aria-live": "polite" }, [t("own.act.range", range)]);
      UI.tidyNumber(amount, lang);
      controls.appendChild(amount);
      button(raising ? "own.act.raise" : "own.act.bet_amount", {}, function () {  // a slip of the keys is answered beside the field
        const to = UI.parseWhole(amount.value);
        if (to === null || to < o.min_raise_to || to > o.max_raise_to) {
          note.textContent = t(raising ? "own.act.out_of_range" : "own.act.out_of_range.bet", range);  // D13-9
          note.classList.add("own-bad");
          amount.focus();
          return;
        }
        act(p + " cbr " + to);
      });
      largest();
      controls.appendChild(note);
    }
  }

  /* The next street's cards to deal, offered at random from the cards still in the deck. */
  function dealControls(at, r) {
    const hand = at.hand, button = at.button, controls = at.controls, act = at.act;
    const count = r.to_deal === "flop" ? 3 : 1;
    const dealt = UI.el("input", { type: "text", class: "own-cards", dir: "ltr", value: freshCards(hand, count), "aria-label": t("own.table.cards") });
    controls.appendChild(dealt);
    button("own.deal." + r.to_deal, {}, function () { act("d db " + dealt.value.replace(/\s+/g, "")); });
  }

  /* The hands to turn up, a row each: the cards, the muck box where a caller may muck, and with the board complete a
     rank the engine can deal cards for. Ranks and cards never disagree unseen (native review F19-7): ranks typed are
     dealt for when the hands are shown, and cards typed by hand clear the ranks. */
  function showControls(at, r) {
    const hand = at.hand, button = at.button, controls = at.controls, box = at.box;
    // hands turned up before the board is complete (an all-in closed the betting) have no rank yet: cards only
    const board = r.replay.steps[r.replay.steps.length - 1].board, complete = board.length === 5;
    const offered = freshCards(hand, 2 * r.to_show.length);  // one deck for every hand: no card offered twice
    if ((r.may_muck || []).length) {  // the showing order holds: who shows first, and why (native review R18-13)
      const first = { name: UI.isolate(hand.players[r.to_show[0]]) };
      controls.appendChild(UI.el("p", { class: "own-first" }, [r.first_by === "aggressor" ? t("own.table.first.aggressor", first) : t("own.table.first.button", first)]));
    }
    r.to_show.forEach(function (s, i) {
      const name = UI.isolate(hand.players[s]), row = UI.el("div", { class: "own-show" });
      const field = UI.el("input", { type: "text", class: "own-cards", dir: "ltr", "data-seat": String(s), value: offered.slice(4 * i, 4 * i + 4), "aria-label": t("own.table.hole", { name: name }) });
      row.appendChild(UI.el("label", { class: "own-hole" }, [t("own.table.hole", { name: name }) + " ", field]));
      const rank = complete ? UI.el("input", { type: "text", inputmode: "numeric", class: "own-rank", "data-rank": String(s), "aria-label": t("own.table.rank", { name: name }) }) : null;
      if (rank) {  // the rank beside the cards, the muck box last: rows alike (native review F21-09)
        UI.tidyNumber(rank, lang);
        rank.addEventListener("input", function () { rank.setAttribute("data-pending", "1"); });
        field.addEventListener("input", function () {  // the ranks said the deal; cards typed say it now
          Array.prototype.forEach.call(controls.querySelectorAll("[data-rank]"), function (f) { f.value = ""; f.removeAttribute("data-pending"); });
        });
        row.appendChild(UI.el("label", { class: "own-hole" }, [t("own.table.rank", { name: name }) + " ", rank]));
      }
      if ((r.may_muck || []).indexOf(s) >= 0) {  // a caller may concede without showing (native review R17-20)
        const muck = UI.el("input", { type: "checkbox", class: "own-muck", "data-muck": String(s) });
        muck.addEventListener("change", function () { field.disabled = muck.checked; if (rank) rank.disabled = muck.checked; });
        row.appendChild(UI.el("label", { class: "own-hole" }, [muck, " " + t("own.table.muck", { name: name })]));
      }
      controls.appendChild(row);
    });
    const byRanks = function () {  // the engine deals cards that give these ranks on this board (a rank left blank: 1)
      const ranks = {};  // a mucked hand is shown to nobody: no cards dealt for it
      Array.prototype.forEach.call(controls.querySelectorAll("[data-rank]:not([disabled])"), function (f) { ranks[f.getAttribute("data-rank")] = UI.parseWhole(f.value) || 1; });
      return ask(box, "ranks", { board: board.join(""), used: dealtCards(hand).join(""), ranks: ranks }).then(function (answer) {
        if (!answer.ok) { box.textContent = errorText(answer.error); return false; }
        Object.keys(answer.result.cards).forEach(function (seatNumber) { controls.querySelector('[data-seat="' + seatNumber + '"]').value = answer.result.cards[seatNumber]; });
        Array.prototype.forEach.call(controls.querySelectorAll("[data-pending]"), function (f) { f.removeAttribute("data-pending"); });
        return true;
      });
    };
    const showAll = function () {
      at.actAll(Array.prototype.map.call(controls.querySelectorAll("[data-seat]"), function (f) {
        return "p" + (+f.getAttribute("data-seat") + 1) + " sm" + (f.disabled ? "" : " " + f.value.replace(/\s+/g, ""));  // disabled: mucked
      }));
    };
    if (complete) button("own.table.by_ranks", {}, byRanks);
    button("own.table.show", {}, function () {  // ranks typed since cards were dealt for them are dealt for first
      if (controls.querySelector("[data-rank][data-pending]")) byRanks().then(function (dealt) { if (dealt) showAll(); });
      else showAll();
    });
  }

  /* The table form's seats: a seat added (at most ten) or taken away (at least two), figures tidied as typed. */
  function mountSeats(form) {
    const players = form.querySelector(".own-players");
    // a figure typed in any digits is written again in the page's once the field is left ("1000": «۱٬۰۰۰»)
    Array.prototype.forEach.call(form.querySelectorAll("input[inputmode=numeric]"), function (field) { UI.tidyNumber(field, lang); });
    form.querySelector(".own-add").addEventListener("click", function () {
      const rows = players.querySelectorAll(".own-player");
      if (rows.length >= 10) return;
      const copy = rows[rows.length - 1].cloneNode(true);  // a copy has no listeners: its stack field gets its own
      copy.querySelector("[name=name]").value = "";
      UI.tidyNumber(copy.querySelector("[name=stack]"), lang);
      players.appendChild(copy);
    });
    form.querySelector(".own-remove").addEventListener("click", function () {
      const rows = players.querySelectorAll(".own-player");
      if (rows.length > 2) players.removeChild(rows[rows.length - 1]);
    });
  }

  /* The table under the controls: the hand as it stands now (native review R9-1), which the learner may step back
     through, its questions on or off as the learner left them (told back through setAsking). At the last step the
     live line above already says it all, so the caption under the table, which would repeat only its last part, is
     hidden (dealer review D11-20); the frame there is on the seat to act, the player the choices are for (F16-17). */
  function tableBelow(play, data, widget, seat, asking, setAsking, acted) {
    const shown = replayer(play, data, widget).replayer;
    shown.toggle.checked = shown.asking = asking;
    shown.toggle.addEventListener("change", function () { setAsking(shown.toggle.checked); });
    // while a question waits there, the choices above are hidden: a missing Raise button would answer it (R18-14)
    const showStop = shown.show, revealStop = shown.reveal, controls = play.querySelector(".own-controls");
    shown.show = function (pos, focus) {
      showStop.call(shown, pos, focus);
      const last = pos === shown.stops.length - 1;
      shown.say.hidden = last && shown.ask.hidden;
      controls.hidden = last && !shown.ask.hidden;
      if (last && seat >= 0) Array.prototype.forEach.call(shown.seats.children, function (s, i) { s.classList.toggle("rp-acting", i === seat); });
    };
    shown.reveal = function (result) { revealStop.call(shown, result); controls.hidden = false; };
    // the keyboard stays in the hand after a click redraws it (else N on the page is Material's next page: D19-03):
    // in the question asked, or on the table; Enter there never lands on a choice, so a third Enter folds nobody
    // (dealer review D20-02): the choices are a Tab away
    shown.show(shown.stops.length - 1);
    if (acted) (shown.ask.hidden ? shown.app : shown.firstField()).focus({ preventScroll: true });
  }

  function mountTable(widget) {
    const form = widget.querySelector("form.own-setup"), box = widget.querySelector(".own-status"), play = widget.querySelector(".own-play");
    let hand = null, history = [];
    let told = 0;  // the dealer's announcements the live line has shown: each click shows those that came since
    let asking = false;  // the replayer's questions under the table: off while dealing, as the learner left them
    let touched = false;  // the learner has clicked here (not only opened a shared link): the keyboard follows
    mountSeats(form);
    function go() {
      ask(box, "table", { phh: phhOf(hand) }).then(function (reply) { draw(reply); });
    }
    function actAll(actions) { touched = true; history.push(hand.actions.slice()); hand.actions.push.apply(hand.actions, actions); go(); }
    let refused = "";  // the engine's refusal of the last step, shown once the hand before it is drawn again
    function draw(reply) {
      if (!reply.ok) {
        if (history.length) {  // a step the engine refuses (cards typed twice, say) is taken back: the hand stays
          refused = errorText(reply.error);
          hand.actions = history.pop();
          go();
          return;
        }
        play.innerHTML = "";
        box.textContent = errorText(reply.error);
        return;
      }
      play.innerHTML = "";
      const r = reply.result, o = r.options, seat = o.to_act === null ? -1 : r.replay.names.indexOf(o.to_act);
      if (refused) { box.textContent = refused; refused = ""; } else status(box, r.over ? "own.status.table_over" : "own.status.table");
      const say = UI.el("p", { class: "own-dealer", "aria-live": "polite" });
      const said = stops(r.replay, JSON.parse(widget.getAttribute("data-cards")));
      // while the table under it asks, the line says what was done, not the answer: no cut, no one named as free to
      // raise again (dealer review D14-7: the pots were said right above the question about them)
      const shownNow = function (s) { return !asking || !s.ask ? s.html : s.ask === "pots" ? "" : root.allinReplay.withoutAnswer(s.html); };
      say.innerHTML = (said.length > told ? said.slice(told) : said.slice(-1)).map(shownNow).filter(Boolean).join(" ");
      told = said.length;
      play.appendChild(say);
      const controls = UI.el("div", { class: "own-controls" });
      const button = function (key, params, run, cls) { const b = UI.el("button", { type: "button", class: cls || "" }, [t(key, params)]); b.addEventListener("click", run); controls.appendChild(b); return b; };
      const at = { hand: hand, controls: controls, button: button, act: function (a) { actAll([a]); }, actAll: actAll, box: box };
      if (seat >= 0) betControls(at, r, seat);
      else if (r.to_deal) dealControls(at, r);
      else if (r.to_show && r.to_show.length) showControls(at, r);
      if (history.length) button("own.act.undo", {}, function () { hand.actions = history.pop(); go(); }, "own-undo");
      play.appendChild(controls);
      tableBelow(play, r.replay, widget, seat, asking, function (on) { asking = on; }, touched);
      if (r.over) play.appendChild(exportBox(phhOf(hand)));
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      const setup = setupFromForm(form), blank = setup.players.indexOf("");
      if (blank >= 0) {  // a seat added and left unnamed: say so in the page's language, before the engine
        box.textContent = t("error.name_empty", { number: chips(blank + 1) });
        return;
      }
      hand = setup;
      touched = true;
      history = [];
      told = 0;
      go();
    });
    const shared = /[#&]phh=([A-Za-z0-9_-]+)/.exec(location.hash);
    if (shared) {
      try {
        const bytes = atob(shared[1].replace(/-/g, "+").replace(/_/g, "/"));
        hand = readPhh(new TextDecoder().decode(Uint8Array.from(bytes, function (c) { return c.charCodeAt(0); })));
        if (!Array.isArray(hand.actions)) throw new Error("no actions");
        history = [];
        told = 0;
        go();
      } catch (e) {
        status(box, "own.error.link");
      }
    }
  }

  function start() {
    const node = document.getElementById("allin-text");
    if (!node || !root.allinReplay) return;
    lang = UI.pageLang();
    Array.prototype.forEach.call(document.querySelectorAll(".allin-own[data-part=paste]"), mountPaste);
    Array.prototype.forEach.call(document.querySelectorAll(".allin-own[data-part=table]"), mountTable);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof globalThis !== "undefined" ? globalThis : this);
