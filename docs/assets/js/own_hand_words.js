/*
 * "Your own hand": the dealer's words for each step of a replay the engine made in the page (own_hand.js), as the
 * published stories say them (macros/render/narrate.py), in the page's language: the blinds and antes, each action,
 * why an all-in short of a full bet or raise is none and who it holds back, what goes back and into which pot at each
 * round's end, and the awards. It computes nothing: every figure is the step's. Each stop is {step, html, ask}, the
 * part that answers the replayer's question in .rp-answer spans. Names are escaped inside <bdi>, never HTML.
 */
(function (root) {
  "use strict";
  const UI = root.allinUI;
  let lang = null;
  function pageLang() { return lang || (lang = UI.pageLang()); }

  function t(key, params) { return UI.t(pageLang(), key, params); }
  function chips(n) { return UI.formatChips(n, pageLang()); }
  function esc(text) { return String(text).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
  function who(name) { return "<bdi>" + esc(name) + "</bdi>"; }
  function fill(key, params) {  // a catalogue text with HTML fields (already escaped)
    return esc(t(key, {})).replace(/\{(\w+)\}/g, function (all, k) { return k in params ? params[k] : all; });
  }

    /* A card as the page draws it, in text ("5c": 5♣), isolated left to right. */
  function face(card) {
    const widget = document.querySelector(".allin-own[data-cards]");
    const faces = widget ? JSON.parse(widget.getAttribute("data-cards")) : {};
    const drawn = document.createElement("span");
    drawn.innerHTML = faces[card] || esc(card);
    return "\u2066" + drawn.textContent + "\u2069";
  }

  function cards(faces, list) { return list.map(function (c) { return faces[c] || esc(c); }).join(" "); }
  function potProse(n, count) { return count === 1 ? t("pot.only.prose") : n === 0 ? t("pot.main.prose") : t("pot.side.prose", { n: chips(n) }); }
  function potName(n, count) { return count === 1 ? t("pot.only") : n === 0 ? t("pot.main") : t("pot.side", { n: chips(n) }); }

  /** Names as the language lists them ("A, B and C"; Persian «الف، ب و ج»), each an isolated run of text. */
  function nameList(list) { return UI.listOf(list.map(who), pageLang()); }

  /** A pot's award: to its one winner, or split, with each winner's share (award.split, as the published replays). */
  function award(pot, n, count) {
    if (pot.winners.length === 1) return fill("own.say.wins", { pot: esc(potName(n, count)), names: who(pot.winners[0]), amount: chips(pot.amount) });
    const shares = Object.keys(pot.shares || {}).map(function (name) { return who(name) + " " + chips(pot.shares[name]); });
    const said = fill("award.split", { names: nameList(pot.winners), pot: esc(potProse(n, count)), amount: chips(pot.amount), shares: shares.join(esc(t("list.separator"))) });
    return /[.!?\u061f]$/.test(said) ? said : said + ".";
  }

  /** The pots' awards, side pots first; pots in a row that go whole to one player in one sentence (F11-26). */
  function awards(pots) {
    const runs = [];
    pots.map(function (pot, n) { return { pot: pot, n: n }; }).reverse().forEach(function (a) {
      const last = runs[runs.length - 1], alone = a.pot.winners.length === 1;
      if (alone && last && last.alone && last.items[0].pot.winners[0] === a.pot.winners[0]) last.items.push(a);
      else runs.push({ alone: alone, items: [a] });
    });
    return runs.map(function (run) {
      if (run.items.length === 1) return award(run.items[0].pot, run.items[0].n, pots.length);
      const listed = run.items.map(function (a) { return fill("award.pot", { pot: esc(potProse(a.n, pots.length)), amount: chips(a.pot.amount) }); });
      return fill("award.wins_all", { names: who(run.items[0].pot.winners[0]), pots: UI.listOf(listed, pageLang()) }) + ".";
    });
  }

  /* The chips handed back at this cut that were not handed back at the one before (`before`: its returned). */
  function handedBack(step, before) {
    return Object.keys(step.returned).filter(function (name) { return step.returned[name] !== before[name]; }).map(function (name) {
      return fill("own.say.returned", { name: who(name), chips: chips(step.returned[name]) });
    });
  }

  /* A round's end: what goes back, then the bets into the pots, or, with the pots' chips as they were at the last
     cut (the only bet handed back), that nobody called (dealer review D11-16); then each pot and who may win it. */
  function cut(step, before, same) {
    const parts = handedBack(step, before);
    const keys = !same ? ["own.say.round_end", "own.say.round_end.pots"] : parts.length ? ["own.say.uncalled_unchanged", "own.say.uncalled_unchanged.pots"] : ["own.say.unchanged", "own.say.unchanged.pots"];
    parts.push(esc(t(keys[step.pots.length > 1 ? 1 : 0])));
    return parts.concat(step.pots.map(function (pot, n) {
      const fields = { pot: esc(potName(n, step.pots.length)), amount: chips(pot.amount), names: nameList(pot.eligible) };
      return pot.eligible.length === 1 ? fill("own.say.pot.alone", { pot: fields.pot, amount: fields.amount, name: who(pot.eligible[0]) }) : fill("own.say.pot", fields);
    }));
  }

  // the all-in forms, each a whole sentence less its full stop (a note in brackets may follow: shortNote)
  const ALL_IN = { call: "own.say.all_in.call", bet: "own.say.all_in.bet", raise: "own.say.all_in.raise", complete: "own.say.all_in.complete" };
  const ROUND_END = { preflop: "replay.round_end.preflop", flop: "replay.round_end.flop", turn: "replay.round_end.turn", river: "replay.round_end.river" };
  const SHORT_FORCED = { ante: "own.say.short.ante", small_blind: "own.say.short.small_blind", big_blind: "own.say.short.big_blind", straddle: "own.say.short.straddle" };

  /* A forced bet: posted in full, all-in with it, or posted short ("posts only 60 of the 100 big blind"). */
  function forcedWords(p, kind) {
    const fields = { name: who(p.name), chips: chips(p.chips), full: chips(p.full) };
    if (p.all_in && p.full > p.chips && SHORT_FORCED[kind]) return fill(SHORT_FORCED[kind], fields);
    return fill(p.all_in ? "own.say.forced_all_in" : "own.say." + kind, fields);
  }

  /* Why an all-in short of a full bet or raise is no full one, as the published stories say it (macros/render/
     narrate.py): with the raises before it a full raise for some (`reopened`: those for whom it reopens betting that
     was closed to them); else held back who has acted; else what a raise over it must still add. Fixed limit: less
     than the bet the rules ask (limit_reopen), so not a raise. */
  function shortNote(step, limit, reopened) {
    // fixed limit, an all-in the half-bet rule counts as full though short of the level: where the next raise goes
    if (step.next_raise_to) return fill(step.kind === "bet" ? "own.say.full.limit.bet" : "own.say.full.limit", { raise_to: chips(step.next_raise_to) });
    if (step.full_raise !== false) return "";
    const bet = step.kind === "bet";
    if (reopened.length) return fill("own.say.short.adds_up", { names: nameList(reopened) });
    // named: those who checked before the last full bet have not acted on it and are not held back (D12-05, D19-04)
    // one name or several: the verb agrees (native review R15-2)
    const held = step.no_longer_raise || [], one = held.length === 1;
    if (limit && bet) return esc(t("own.say.short.limit.bet"));  // its players in sentences of their own (D22-04)
    const limitKey = held.length ? (one ? "own.say.short.limit.held.one" : "own.say.short.limit.held") : "own.say.short.limit";
    if (limit) return fill(limitKey, { names: nameList(held) });
    if (held.length) return fill(bet ? (one ? "own.say.short.held.bet.one" : "own.say.short.held.bet") : (one ? "own.say.short.held.one" : "own.say.short.held"), { names: nameList(held) });
    if (typeof step.raise_by === "number") return esc(t(bet ? "step.short.bet.first" : "step.short.first", { size: chips(step.raise_by) }));
    return "";
  }

  /* Fixed limit, after an all-in that is no raise, each named only when there are any (R21-02, R23-01): after a short
     all-in bet, those who checked before it (the engine's no_longer_raise), who may only call or fold; and those still
     to act, with chips and not held back, who may complete the bet, or after a short raise raise to the next level. */
  function limitSentences(data, step) {
    const held = step.no_longer_raise || [], out = [], fields = { complete: chips(step.complete_to) };
    const others = data.names.filter(function (name, seat) { return !step.folded[seat] && step.stacks[seat] > 0 && name !== step.actor && held.indexOf(name) < 0; });
    if (step.kind === "bet" && held.length) out.push(fill(held.length === 1 ? "own.say.short.limit.bet.held.one" : "own.say.short.limit.bet.held", { names: nameList(held) }));
    fields.names = nameList(others);
    if (others.length && step.kind === "bet") out.push(fill(others.length === 1 ? "own.say.short.limit.bet.others.one" : "own.say.short.limit.bet.others", fields));
    else if (others.length) out.push(fill(others.length === 1 ? "own.say.short.limit.others.one" : "own.say.short.limit.others", fields));
    return out;
  }

  /* The dealer's words to the player to act who may only call or fold (the step's call_only: the bet he faces and
     what he must add, the engine's figures), hidden with the answer while the replayer asks who may raise again. */
  function callOnly(said, question) {
    const words = esc(t(said.all_in ? "replay.call_only.words.all_in" : "replay.call_only.words", { bet: chips(said.bet), call: chips(said.call) }));
    const line = '<span class="rp-dealer">' + fill("own.say.call_only", { name: who(said.name), words: words }) + "</span>";
    return question ? '<span class="rp-answer">' + line + "</span>" : line;
  }

  /** A step's words less what answers its question (the .rp-answer spans). */
  function stops(data, faces) {
    const out = [];
    let lastCut = "[]{}", lastPots = "[]", lastBack = {};
    const lastDeal = data.steps.map(function (s) { return s.kind; }).lastIndexOf("deal_hole");
    const limit = /^variant = "FT"$/m.test(data.phh || "");
    // a blind is the small one in the first seat, the big one in the second; heads-up the button, the second seat,
    // posts the small one (PHH's order of blinds_or_straddles; dealer review D10-1)
    const small = (data.names || []).length === 2 ? 1 : 0;
    const forced = function (p) { return p.kind !== "blind" ? p.kind : data.names.indexOf(p.name) === small ? "small_blind" : "big_blind"; };
    data.steps.forEach(function (step, n) {
      let parts = [], question = "";
      const k = step.kind;
      // reopened only for those it was closed to: not who checked before a bet and has not acted since (D11-08;
      // the step's still_open, replays/reopened.py)
      const reopened = (step.reopens_for || []).filter(function (name) { return (step.still_open || []).indexOf(name) < 0; });
      if (k === "forced") parts = step.forced.map(function (p) { return forcedWords(p, forced(p)); });
      else if (k === "deal_hole") { if (n !== lastDeal) return; parts = [esc(t("own.say.dealt"))]; }
      else if (k === "deal_board") parts = [fill("own.say.board", { street: esc(t("own.street." + step.street)), cards: cards(faces, step.cards) })];
      else if (["fold", "check", "call", "bet", "raise", "complete"].indexOf(k) >= 0) {
        const fields = { name: who(step.actor), chips: chips(step.chips || 0), total: chips(step.street_total || 0) };
        // fixed limit: an all-in short of the raise the rules count is no raise, and is not called one (D10-8)
        const said = limit && k === "raise" && step.full_raise === false ? "own.say.all_in.short" : ALL_IN[k];
        if (step.all_in && (step.reopens_for || []).concat(step.no_longer_raise || []).length && k !== "call") question = "reopen";
        // who may raise again is the question's answer: held back while it is asked (D14-7)
        const note = shortNote(step, limit, reopened), noted = question && note ? '<span class="rp-answer">' + note + "</span>" : note;
        parts = [step.all_in && said ? fill(said, fields) + noted + "." : fill("own.say." + k, fields)];
        if (limit && step.full_raise === false && !reopened.length) {
          limitSentences(data, step).forEach(function (told) { parts.push(question ? '<span class="rp-answer">' + told + "</span>" : told); });
        }
        // a full raise for some that leaves others barred: they face less than the threshold since acting (D24-02)
        const barred = step.full_raise ? step.no_longer_raise || [] : [];
        if (limit && barred.length) {
          const told = fill(barred.length === 1 ? "own.say.full.limit.held.one" : "own.say.full.limit.held", { names: nameList(barred) });
          parts.push(question ? '<span class="rp-answer">' + told + "</span>" : told);
        }
        if (step.call_only) parts.push(callOnly(step.call_only, question));
      } else if (k === "show") parts = [fill("own.say.show", { name: who(step.actor), cards: cards(faces, step.cards || []) })];
      else if (k === "muck") parts = [fill("own.say.muck", { name: who(step.actor) })];
      else if (k === "round_end") {
        const pots = JSON.stringify(step.pots.map(function (pot) { return pot.amount; })), now = JSON.stringify(step.pots) + JSON.stringify(step.returned);
        // nothing bet on the street: the pots stand as they were (dealer review D10-9)
        parts = now === lastCut ? [esc(t(step.pots.length > 1 ? "own.say.unchanged.pots" : "own.say.unchanged"))] : cut(step, lastBack, pots === lastPots);
        lastPots = pots;
        lastBack = step.returned;
        if (step.turns_up) parts.push(esc(t("showdown.turned_up")) + ".");
        // the cut answers the question asked before it: hidden while it asks, as the replays' are (native R17-1),
        // and the hands turned up with it, which come after what goes back (dealer review D17-03)
        if (now !== lastCut) parts = parts.map(function (p) { return '<span class="rp-answer">' + p + "</span>"; });
        if (ROUND_END[step.street]) parts.unshift(esc(t(ROUND_END[step.street])) + ".");  // its street's betting is over (R18-17)
        if (now !== lastCut) question = "pots";
        lastCut = now;
      } else if (k === "settled") {
        parts = awards(step.settle.pots);
      } else return;
      out.push({ step: n, html: parts.join(" "), ask: question });
    });
    return out;
  }

  root.allinOwnText = { t: t, chips: chips, esc: esc, fill: fill, face: face, stops: stops, potName: potName };
  /** The dealer's words for a replay's steps ({step, html, ask} for each stop), as the replayer shows them. */
  root.allinOwnWords = function (data, faces) { return stops(data, faces || {}); };
})(typeof globalThis !== "undefined" ? globalThis : this);
