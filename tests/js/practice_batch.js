// Reads {"bank": path, "rule_book", "profiles" (tests/helpers/jsrun.py), "texts": {lang: {key: text}}} from stdin and writes, for
// every question of the bank, what the practice page makes of it (practice_read.js, practice_draw.js): the settlement
// its worked steps draw (detailOf, from the bank's working) and what settle.js gives for the same chips (on
// pictureInput), the bank's story of a history told in every language (stepText), and each hand's name in every
// language (handName).
"use strict";
const fs = require("fs");
const path = require("path");
const js = path.join(__dirname, "..", "..", "docs", "assets", "js");
const settle = require(path.join(js, "settle.js"));
require(path.join(js, "ui.js"));
const practice = require(path.join(js, "practice_read.js"));
globalThis.allinPracticeRead = practice;
require(path.join(js, "practice_draw.js"));
const draw = globalThis.allinPracticeDraw;
const job = JSON.parse(fs.readFileSync(0, "utf8"));
const bank = JSON.parse(fs.readFileSync(job.bank, "utf8"));
settle.useRuleBook(job.rule_book);
for (const [lang, profile] of Object.entries(job.profiles)) globalThis.allinUI.useProfile(lang, profile);
const fill = (text, params) => text.replace(/\{(\w+)\}/g, (all, key) => (key in params ? String(params[key]) : all));
const out = {};
for (const level of bank.levels) {
  for (const question of level.questions) {
    const found = {};
    // a hand asked street by street: each stop's cut as the page draws it (stopView), beside settle.js's for its chips
    const cutOf = (d) => ({ contributed: d.contributed, dead: d.dead, folded: d.folded, returned: d.returned,
      layers: d.layers.map((l) => ({ floor: l.floor, ceiling: l.ceiling, paid: l.paid, eligible: l.eligible, ante: !!l.ante })),
      pots: d.pots.map((p) => ({ amount: p.amount, eligible: p.eligible, layers: p.layers })) });
    // what the page says beside a wrong "how many pots?" and whom "what goes back?" names, as catalogue keys and their
    // fields (the fake `say` writes them as JSON, one word each)
    const keyed = { say: (key, params) => JSON.stringify([key, params || {}]), chips: String, name: String, lang: "en",
      el: (tag, attrs) => attrs, ui: { isolate: String, listOf: (words) => words.join("|") },
      quiz: { answerText: (lang, part, value) => String(value) } };
    const counts = question.kind === "settle" ? ["pots.count"] : [];
    found.why = counts.map((ask) => draw.whyNote(keyed, question, { path: ask, players: practice.playersOf(question) }).text.split(" ").map(JSON.parse));
    found.marked = practice.partsOf(question).filter((part) => /\.eligible$|(^|\.)returned\./.test(part.path))
      .map((part) => [part.path, JSON.parse(draw.markText(keyed, question, part, part.answer))[0]]);
    found.asked = practice.partsOf(question).filter((part) => /(^|\.)returned\.|\.eligible$/.test(part.path))
      .map((part) => [part.path, JSON.parse(draw.askText(keyed, question, part.path, practice.playersOf(question)))[0]]);
    if (question.kind === "streets") {
      found.stops = question.result.rounds.map((stop, k) => {
        const view = practice.stopView(question, k);
        const chips = { players: view.input.players.map((p) => Object.assign({}, p, p.folded ? {} : { rank: 1 })) };
        return { drawn: cutOf(practice.detailOf(view, (id) => id)), engine: cutOf(settle.settleDetailed(chips, bank.rules)) };
      });
    } else if (question.kind !== "options") {
      const engine = settle.settleDetailed(practice.pictureInput(question), bank.rules);
      found.settled = engine.output;
      // what the page draws (from the bank's working) beside what settle.js would draw for the same chips
      const keep = (d) => ({ contributed: d.contributed, dead: d.dead, folded: d.folded, smallestChip: d.smallestChip, returned: d.returned,
        layers: d.layers.map((l) => ({ floor: l.floor, ceiling: l.ceiling, paid: l.paid, eligible: l.eligible, ante: !!l.ante, amount: l.amount })),
        pots: d.pots.map((p) => ({ amount: p.amount, eligible: p.eligible, winners: p.winners, shares: p.shares, layers: p.layers, oddChips: p.oddChips })),
        payouts: d.payouts, net: d.net });
      found.drawn = keep(practice.detailOf(question, (id) => id));
      found.engine = keep(engine);
    }
    const hole = {};
    if (question.kind === "settle" || question.kind === "spot") {
      question.input.players.forEach((p) => { if (p.cards) hole[p.name] = [p.cards.slice(0, 2), p.cards.slice(2, 4)]; });
    } else {
      const history = practice.readHistory(question.input);
      history.players.forEach((id, seat) => { hole[id] = question.story.hole[seat] && practice.cardsOf(question.story.hole[seat]); });
      found.told = {};
      for (const lang of Object.keys(job.texts)) {
        const ctx = { say: (key, params) => fill(job.texts[lang][key], params || {}), chips: (n) => globalThis.allinUI.formatChips(n, lang) };
        const names = history.players.map((id) => job.texts[lang]["player." + id]);
        found.told[lang] = question.story.streets.map((street) => street[2].map((step) => draw.stepText(ctx, step, names)));
      }
    }
    const hands = question.hands || question.result.hands;
    if (hands) {
      found.hands = {};
      for (const lang of Object.keys(job.texts)) {
        const say = (key, params) => fill(job.texts[lang][key], params || {});
        found.hands[lang] = Object.fromEntries(Object.entries(hands).map(([id, hand]) => [id, practice.handName(say, hand, hole[id])]));
      }
    }
    out[question.id] = found;
  }
}
process.stdout.write(JSON.stringify(out));
