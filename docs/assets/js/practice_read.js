/*
 * Reading a practice question (CONTRACTS.md "Practice bank"): a history's fields, the players, the parts asked, the
 * settle input and the settlement the worked steps draw, a hand's name. Plain functions of the bank's data, also run
 * under Node (tests/js/practice_batch.js); nothing here draws, counts or narrates.
 */
(function (root) {
  "use strict";

  /** A history as the bank writes it: one `key = JSON value` line per field (CONTRACTS.md). */
  function readHistory(text) {
    const fields = {};
    text.split("\n").forEach(function (line) {
      const at = line.indexOf(" = ");
      if (at > 0) fields[line.slice(0, at)] = JSON.parse(line.slice(at + 3));
    });
    return fields;
  }

  function cardsOf(word) {
    const cards = [];
    for (let i = 0; i + 1 < word.length; i += 2) cards.push(word.slice(i, i + 2));
    return cards;
  }

  function zeros(n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(0);
    return out;
  }

  /** Whether the question is a fixed-limit decision (its hints and working say the limit rule). */
  function fixedLimit(question) {
    return question.kind === "options" && readHistory(question.input).variant === "FT";
  }

  /** Whether the question's input is a settle object (a settle question or a push to spot). */
  function settles(question) {
    return question.kind === "settle" || question.kind === "spot";
  }

  function playersOf(question) {
    return settles(question) ? question.input.players.map(function (p) { return p.name; }) : readHistory(question.input).players;
  }

  /** The settle input of the worked steps: chips, antes and folds as the bank says, ranks giving its winners. */
  function pictureInput(question) {
    const result = question.result;
    let players;
    let chip;
    if (settles(question)) {
      players = question.input.players.map(function (p) {
        return { name: p.name, contributed: p.contributed, dead: p.dead || 0, ante: p.ante || 0, folded: !!p.folded };
      });
      chip = question.input.smallest_chip;
    } else {
      const history = readHistory(question.input);
      const inPots = {};
      result.pots.forEach(function (pot) { pot.eligible.forEach(function (name) { inPots[name] = true; }); });
      const dead = question.working && question.working.dead;  // a big-blind ante: the table's dead money
      players = history.players.map(function (name, seat) {
        const ante = Math.min((history.antes || [])[seat] || 0, history.starting_stacks[seat]);
        return { name: name, contributed: result.payouts[name] - result.net[name],
          dead: dead ? dead[seat] : 0, ante: dead ? 0 : ante, folded: !inPots[name] };
      });
      chip = history._smallest_chip;
    }
    const rank = {};
    let next = 1;
    result.pots.forEach(function (pot) {
      const fresh = pot.winners.filter(function (name) { return !rank[name]; });
      fresh.forEach(function (name) { rank[name] = next; });
      if (fresh.length) next += 1;
    });
    players.forEach(function (p) { if (!p.folded) p.rank = rank[p.name] || next; });
    const input = { players: players };
    if (chip) input.smallest_chip = chip;
    return input;
  }

  /** What renderSettlement draws (settleDetailed's shape), from the bank's result and working; `show(id)`: a name. */
  function detailOf(question, show) {
    const ids = playersOf(question);
    const work = question.working;
    const result = question.result;
    const settle = settles(question) ? question.input : null;
    const seat = {};
    ids.forEach(function (id, k) { seat[id] = k; });
    const bySeat = function (map) { return ids.map(function (id) { return map[id] || 0; }); };
    const seats = function (names) { return names.map(function (id) { return seat[id]; }); };
    return {
      names: ids.map(show),
      contributed: settle ? settle.players.map(function (p) { return p.contributed; }) : work.contributed,
      dead: settle ? settle.players.map(function (p) { return p.dead || 0; }) : work.dead || zeros(ids.length),
      folded: settle ? settle.players.map(function (p) { return !!p.folded; }) : work.folded.map(Boolean),
      smallestChip: (settle ? settle.smallest_chip : readHistory(question.input)._smallest_chip) || 1,
      returned: bySeat(result.returned),
      layers: work.layers.map(function (l) {
        return { floor: l[0], ceiling: l[1], paid: l[2], eligible: l[3], ante: !!l[4],
          amount: l[2].reduce(function (a, b) { return a + b; }, 0) };
      }),
      pots: result.pots.map(function (pot, k) {
        return { amount: pot.amount, eligible: seats(pot.eligible), winners: seats(pot.winners),
          shares: pot.winners.map(function (id) { return pot.shares[id]; }), layers: work.pots[k][0], oddChips: work.pots[k][1] };
      }),
      payouts: bySeat(result.payouts),
      net: bySeat(result.net)
    };
  }

  /** A stop of a hand asked street by street (kind `streets`), read as a settle question of its own: the chips in at
   *  that round end (`input`), its cut (`result`: pots and what went back; nobody has won yet) and its layers. */
  function stopView(question, k) {
    const stop = question.result.rounds[k], work = stop.working;
    const players = readHistory(question.input).players.map(function (name, seat) {
      const p = { name: name, contributed: work.contributed[seat] };
      if (work.dead[seat]) p.dead = work.dead[seat];
      if (work.ante[seat]) p.ante = work.ante[seat];
      if (work.folded[seat]) p.folded = true;
      return p;
    });
    const pots = stop.pots.map(function (pot) { return { amount: pot.amount, eligible: pot.eligible, winners: [], shares: {} }; });
    return { id: question.id, kind: "settle", stop: k, input: { players: players }, working: work,
      result: { returned: stop.returned, pots: pots, payouts: {}, net: {} } };
  }

  /** What a part's path asks, and of which question: a stop's own cut for `rounds.K.…` (kind `streets`). */
  function scoped(question, path) {
    const found = question.kind === "streets" && /^rounds\.(\d+)\.(.+)$/.exec(path);
    return found ? { question: stopView(question, Number(found[1])), path: found[2] } : { question: question, path: path };
  }

  /** The parts a question asks, {path, answer, mistakes, input}: itself, then its `also`. */
  function partsOf(question) {
    if (question.kind === "spot") return [];
    return [question].concat(question.also || []).map(function (part) {
      const answer = part.answer;
      return { path: part.ask, answer: answer, mistakes: part.mistakes || part.misconceptions,
        input: typeof answer === "boolean" ? "yes_no" : Array.isArray(answer) ? "players" : "number" };
    });
  }

  /** A hand's name in words ("a set of nines") from `play`'s category and best five; `hole`: his cards (a set). */
  function handName(say, hand, hole) {
    const rankOf = function (card) { return card.charAt(0); };
    let key = hand.category;
    const first = rankOf(hand.best[0]);
    if (key === "three_of_a_kind" && hole && rankOf(hole[0]) === first && rankOf(hole[1]) === first) key = "set";
    const second = rankOf(hand.best[key === "two_pair" ? 2 : 3]);
    const forms = function (rank, prefix, params) {
      params[prefix] = say("rank." + rank);
      params[prefix + "_top"] = say("rank." + rank + ".top");
      params[prefix + "_pl"] = say("rank." + rank + ".pl");
      return params;
    };
    return say("hand." + key, forms(second, "r2", forms(first, "r1", {})));
  }

  /** Whether an options question is preflop (a check there is a blind's option). */
  function beforeFlop(question) {
    const actions = typeof question.input === "string" ? readHistory(question.input).actions || [] : [];
    return !actions.some(function (action) { return /^d db\b/.test(action); });
  }

  const api = { readHistory: readHistory, cardsOf: cardsOf, settles: settles, fixedLimit: fixedLimit, playersOf: playersOf,
    pictureInput: pictureInput, detailOf: detailOf, partsOf: partsOf, stopView: stopView, scoped: scoped, handName: handName, beforeFlop: beforeFlop };
  if (typeof module === "object" && module && module.exports) module.exports = api;
  else root.allinPracticeRead = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
