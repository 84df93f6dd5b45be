/*
 * The practice page (CONTRACTS.md "Practice bank"), loaded by quiz.js: the bank's questions in the page's language.
 * It answers nothing itself. Progress: practice_store.js. The readers of questions run under Node too.
 */
(function (root) {
  "use strict";
  const here = typeof document !== "undefined" && document.currentScript ? document.currentScript.src : "";
  const SUGGEST_AFTER = 8;
  const RECENT = 30;  // questions of a level not asked again soon
  const STREETS = ["preflop", "flop", "turn", "river"];
  const RANK_SYMBOLS = { T: "10" };
  const SUIT_SYMBOLS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
  const STREET_KEYS = { preflop: "street.preflop", flop: "street.flop", turn: "street.turn", river: "street.river" };
  const STEP_KEYS = { ante: "step.ante", fold: "step.fold", check: "step.check", call: "step.call", bet: "step.bet", raise: "step.raise" };
  const ASK_KEYS = {
    amount: "practice.amount", eligible: "practice.eligible", winners: "practice.winners", shares: "practice.share",
    returned: "practice.returned", payouts: "practice.payouts", net: "practice.net", finishing_stacks: "practice.final_stack",
    can_raise: "practice.can_raise", call_amount: "practice.call_amount", min_raise_to: "practice.min_raise_to",
    count: "practice.pot_count", odd_chips: "practice.odd_chips"
  };
  // A pot's name in the form its question needs (a Russian case: «в основном банке», «из основного банка»).
  const POT_KEYS = {
    prose: ["pot.only.prose", "pot.main.prose", "pot.side.prose"],
    "in": ["pot.only.in", "pot.main.in", "pot.side.in"],
    from: ["pot.only.from", "pot.main.from", "pot.side.from"]
  };
  const POT_FORMS = { amount: "in", shares: "from", odd_chips: "from" };
  const DRILL_LEVEL = "stages";
  const DRILL_HANDS = 5;
  const AIMED = 3;  // questions in a short set aimed at one mistake
  const TREND_KEYS = { better: "practice.trend_better", worse: "practice.trend_worse", same: "practice.trend_same" };
  const BETWEEN_KEYS = { 2: "practice.between_2", 3: "practice.between_3", 4: "practice.between_4", 5: "practice.between_5" };
  const STORAGE_KEYS = { unreadable: "practice.storage_reset", partly: "practice.storage_partly", newer: "practice.storage_newer" };
  const STAGE_KEYS = { pots: "practice.stage.pots", eligible: "practice.stage.eligible", amounts: "practice.stage.amounts",
    returned: "practice.stage.returned", odd_chips: "practice.stage.odd_chips" };

  // ---- reading a question ----

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

  /**
   * A history told street by street: {streets: [{street, board, steps}], hole: cards per seat or null}; a step is
   * {kind, seat, chips put in, total on the street, allIn} (tests/test_practice_page.py: as the engine plays it).
   */
  function storyOf(history) {
    const n = history.starting_stacks.length;
    const stacks = history.starting_stacks.slice();
    let bets = zeros(n);
    const antes = history.antes || zeros(n);
    const blinds = history.blinds_or_straddles || zeros(n);
    const hole = stacks.map(function () { return null; });
    const streets = [{ street: STREETS[0], board: [], steps: [] }];
    let steps = streets[0].steps;
    const put = function (seat, chips) {
      const paid = Math.min(chips, stacks[seat]);
      stacks[seat] -= paid;
      return paid;
    };
    const ante = function (seat) {
      const paid = put(seat, antes[seat]);
      steps.push({ kind: "ante", seat: seat, chips: paid, total: 0, allIn: paid > 0 && stacks[seat] === 0 });
    };
    const anteSeats = [];
    antes.forEach(function (a, seat) { if (a) anteSeats.push(seat); });
    const bigBlindAnte = anteSeats.length === 1 && blinds[anteSeats[0]] > 0;
    if (!bigBlindAnte) anteSeats.forEach(ante);
    let level = 0;
    blinds.forEach(function (amount, k) {
      if (amount <= 0) return;
      const paid = put(k, amount);
      bets[k] += paid;
      level = Math.max(level, amount);
      steps.push({ kind: "blind", seat: k, chips: paid, total: bets[k], allIn: stacks[k] === 0 });
    });
    if (bigBlindAnte) ante(anteSeats[0]);
    let street = 0;
    (history.actions || []).forEach(function (text) {
      const words = text.split(" ");
      if (words[0] === "d") {
        if (words[1] === "dh") {
          const dealt = cardsOf(words[3]);
          hole[Number(words[2].slice(1)) - 1] = dealt.indexOf("??") >= 0 ? null : dealt;
        } else {
          street += 1;
          bets = zeros(n);
          level = 0;
          streets.push({ street: STREETS[street], board: cardsOf(words[2]), steps: [] });
          steps = streets[streets.length - 1].steps;
        }
        return;
      }
      const seat = Number(words[0].slice(1)) - 1;
      const step = { seat: seat, chips: 0, total: bets[seat], allIn: false };
      if (words[1] === "f") {
        step.kind = "fold";
      } else if (words[1] === "cc") {
        step.chips = put(seat, Math.max(level - bets[seat], 0));
        step.kind = step.chips ? "call" : "check";
      } else {  // cbr: a bet or raise to a street total
        const to = Number(words[2]);
        step.kind = level === 0 ? "bet" : "raise";
        step.chips = put(seat, to - bets[seat]);
        level = Math.max(level, to);
      }
      bets[seat] += step.chips;
      step.total = bets[seat];
      step.allIn = step.chips > 0 && stacks[seat] === 0;
      steps.push(step);
    });
    return { streets: streets, hole: hole };
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

  // ---- the page: its state, what it draws, what the learner's clicks do ----

  /** The page's language, texts, number format and element maker. */
  function contextOf(node) {
    const ui = root.allinUI;
    const lang = ui.pageLang();
    const say = function (key, params) { return ui.t(lang, key, params); };
    return { ui: ui, quiz: root.allinQuiz, el: ui.el, lang: lang, say: say,
      chips: function (n, signed) { return ui.formatChips(n, lang, signed); },
      name: function (id) { return say("player." + id); },
      lessons: JSON.parse(node.getAttribute("data-lessons") || "{}") };
  }

  /** A question drawn: its hand, what it asks in words, the worked steps. */
  function drawing(ctx) {
    const el = ctx.el;
    const say = ctx.say;
    const chips = ctx.chips;
    const ui = ctx.ui;
    const name = ctx.name;

    function card(code) {
      const rank = code.charAt(0);
      const suit = code.charAt(1);
      return el("span", { "class": "card card--" + suit, role: "img",
        "aria-label": say("card", { rank: say("rank." + rank), suit: say("suit." + suit) }),
        text: (RANK_SYMBOLS[rank] || rank) + SUIT_SYMBOLS[suit] });
    }

    /** Cards in a row, as the lessons write them. */
    function cards(list) {
      const out = el("span", { "class": "allin-cards" });
      list.forEach(function (code, k) {
        if (k) out.appendChild(document.createTextNode(" "));
        out.appendChild(card(code));
      });
      return out;
    }

    function table(captionKey, headers, rows) {
      return el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net allin-seats" }, [
        el("caption", { text: say(captionKey) }),
        el("thead", {}, [el("tr", {}, headers.map(function (key) { return el("th", { scope: "col", text: say(key) }); }))]),
        el("tbody", {}, rows.map(function (cells) {
          return el("tr", {}, cells.map(function (cell, k) {
            // data-label: the column's name, shown beside the cell on a phone
            return el(k === 1 ? "th" : "td", { scope: k === 1 ? "row" : null, "data-label": say(headers[k]) }, [cell]);
          }));
        }))
      ])]);
    }

    function seatText(seat, count) {
      return chips(seat + 1) + (seat === count - 1 ? " (" + say("calc.button_mark") + ")" : "");
    }

    /** A settle question's hand: chips in, antes, folds, ranks or cards, the board. */
    function settleHand(question) {
      const players = question.input.players;
      const withCards = players.some(function (p) { return p.cards; });
      const antes = players.some(function (p) { return p.dead; });
      const headers = ["calc.seat", "col.player", "col.contributed"].concat(antes ? ["calc.ante"] : [],
        ["practice.folded", withCards ? "practice.cards" : "practice.rank"]);
      const rows = players.map(function (p, seat) {
        // a folded hand is dead: neither its cards nor a rank shown (review D2-08: "—" for every folded player)
        const strength = p.folded ? say("none") : p.cards ? cards(cardsOf(p.cards)) : p.rank ? chips(p.rank) : say("none");
        return [seatText(seat, players.length), el("bdi", { text: name(p.name) }), chips(p.contributed)]
          .concat(antes ? [p.dead ? chips(p.dead) : say("none")] : [], [say(p.folded ? "practice.yes" : "none"), strength]);
      });
      const out = [table("practice.situation", headers, rows)];
      if (question.input.board) out.push(el("p", { "class": "allin-board" }, [say("practice.board") + ": ", cards(cardsOf(question.input.board))]));
      if (question.input.smallest_chip) out.push(el("p", { text: say("practice.chip", { chip: chips(question.input.smallest_chip) }) }));
      return out;
    }

    function stepText(step, names) {
      const params = { name: names[step.seat], chips: chips(step.chips), total: chips(step.total) };
      const key = step.kind === "blind" ? (step.seat === 0 ? "step.small_blind" : "step.big_blind") : STEP_KEYS[step.kind];
      return say(key, params) + (step.allIn ? say("step.all_in") : "");
    }

    /** A history's question: the game, stacks and cards, the actions street by street. */
    function playedHand(question) {
      const history = readHistory(question.input);
      const story = storyOf(history);
      const names = history.players.map(function (id) { return ui.isolate(name(id)); });
      const blinds = history.blinds_or_straddles.filter(Boolean).map(function (b) { return chips(b); }).join(say("practice.blinds_joiner"));
      const game = history.variant === "FT" ?
        say("practice.fixed_limit", { blinds: blinds, small: chips(history.small_bet), big: chips(history.big_bet) }) :
        say("practice.no_limit", { blinds: blinds });
      const rows = history.players.map(function (id, seat) {
        const hole = story.hole[seat];
        return [seatText(seat, history.players.length), el("bdi", { text: name(id) }), chips(history.starting_stacks[seat]),
          hole ? cards(hole) : say("none")];
      });
      const out = [el("p", { "class": "allin-game", text: game }),
        table("practice.situation", ["calc.seat", "col.player", "practice.stack", "practice.cards"], rows)];
      if (history._smallest_chip) out.push(el("p", { text: say("practice.chip", { chip: chips(history._smallest_chip) }) }));
      const told = el("div", { "class": "allin-story" });
      story.streets.forEach(function (street) {
        told.appendChild(el("p", { "class": "allin-street" }, [el("strong", { text: say(STREET_KEYS[street.street]) })]
          .concat(street.board.length ? [" ", cards(street.board)] : [])));
        told.appendChild(el("ul", {}, street.steps.map(function (step) { return el("li", { text: stepText(step, names) }); })));
      });
      out.push(told);
      if (question.kind === "options") {
        out.push(el("p", { "class": "allin-to-act", text: say("practice.to_act", { name: ui.isolate(name(question.result.to_act)) }) }));
      }
      return out;
    }

    function hand(question) {
      return settles(question) ? settleHand(question) : playedHand(question);
    }

    /** A pot's name in a question, in `form` (a key of POT_KEYS). */
    function potName(question, index, form) {
      const keys = POT_KEYS[form];
      if (question.result.pots.length === 1) return say(keys[0]);
      return index === 0 ? say(keys[1]) : say(keys[2], { n: chips(index) });
    }

    /** The question a path asks, in words (pots.1.amount, net.kian, can_raise). */
    function askText(question, path, players) {
      const parts = path.split(".");
      const pot = parts[0] === "pots" && parts.length > 2;
      const whom = pot ? parts[3] : parts[0] === "pots" ? null : parts[0] === "finishing_stacks" ? players[Number(parts[1])] :
        question.kind === "options" ? question.result.to_act : parts[1];
      const text = say(ASK_KEYS[pot ? parts[2] : parts[0] === "pots" ? parts[1] : parts[0]], {
        pot: pot ? potName(question, Number(parts[1]), POT_FORMS[parts[2]] || "prose") : "", name: whom ? ui.isolate(name(whom)) : "" });
      return text.charAt(0).toUpperCase() + text.slice(1);
    }

    /** Whether an options question is preflop (a check there is a blind's option). */
    function beforeFlop(question) {
      const actions = typeof question.input === "string" ? readHistory(question.input).actions || [] : [];
      return !actions.some(function (action) { return /^d db\b/.test(action); });
    }

    /** The worked steps: the options, or the hands shown and the settlement. */
    function working(question) {
      const out = el("div", { "class": "allin-working-body" });
      const result = question.result;
      if (question.kind === "options") {
        if (fixedLimit(question)) out.appendChild(el("p", { "class": "allin-limit-rule", text: say("practice.limit_rule") }));
        const key = result.min_raise_to === null ? (result.can_check ? "options.check_only" : "options.call_only") :
          result.min_raise_to === result.max_raise_to ? "options.one" :
          !result.can_check ? "options.range" : beforeFlop(question) ? "options.check_raise_range" : "options.check_range";
        out.appendChild(el("p", { text: say(key, { name: ui.isolate(name(result.to_act)), call: chips(result.call_amount || 0),
          low: chips(result.min_raise_to || 0), high: chips(result.max_raise_to || 0) }) }));
        return out;
      }
      const hands = question.hands || result.hands;
      if (hands && Object.keys(hands).length) {  // a hand won without a showdown shows no hands
        const hole = {};
        if (settles(question)) {
          question.input.players.forEach(function (p) { if (p.cards) hole[p.name] = cardsOf(p.cards); });
        } else {
          const history = readHistory(question.input);
          const dealt = storyOf(history).hole;
          history.players.forEach(function (id, seat) { hole[id] = dealt[seat]; });
        }
        out.appendChild(el("h3", { text: say("practice.hands") }));
        out.appendChild(el("ul", { "class": "allin-hands" }, Object.keys(hands).map(function (id) {
          return el("li", {}, [say("practice.hand", { name: ui.isolate(name(id)), hand: handName(say, hands[id], hole[id]) }), " ", cards(hands[id].best)]);
        })));
      }
      const input = pictureInput(question);
      input.players.forEach(function (p) { p.name = name(p.name); });
      out.setAttribute("data-situation", JSON.stringify({ input: input }));
      // the settlement as the calculator explains it, with its pot diagram
      out.appendChild(ui.renderSettlement(ctx.lang, detailOf(question, name), "practice"));
      return out;
    }

    /** The dealer's wrong push, drawn as a settlement on the hand's chips. */
    function push(question) {
      const shown = question.shown;
      const payouts = {};
      const net = {};
      playersOf(question).forEach(function (id, k) {
        payouts[id] = (shown.returned[id] || 0) + shown.pots.reduce(function (a, pot) { return a + (pot.shares[id] || 0); }, 0);
        net[id] = payouts[id] - question.input.players[k].contributed;
      });
      const result = { returned: shown.returned, pots: shown.pots, payouts: payouts, net: net };
      const out = ui.renderSettlement(ctx.lang, detailOf(Object.assign({}, question, { result: result }), name), "practice");
      // the cut (diagram, layers) and odd chips come from the right settlement: they would give the error away
      out.removeChild(out.lastChild);
      out.removeChild(out.lastChild);
      out.querySelectorAll(".allin-odd").forEach(function (odd) { odd.parentNode.removeChild(odd); });
      return el("div", { "class": "allin-push" }, [el("p", { text: say("practice.spot_push") }), out]);
    }

    return { hand: hand, askText: askText, working: working, push: push, potName: potName };
  }

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

  /** The state's script: there already, or (practice.js loaded on its own, quiz.js's fallback) from beside this one. */
  function storeLoaded() {
    if (root.allinPracticeStore) return Promise.resolve();
    return new Promise(function (resolve, reject) {
      const script = document.createElement("script");
      script.src = new URL("./practice_store.js", here || document.baseURI).href;
      script.onload = function () { resolve(); };
      script.onerror = reject;
      document.head.appendChild(script);
    });
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
    storeLoaded().then(function () {
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

  /**
   * The page's practice: `bank` holds at least the level asked first; `rest` (if given) fetches the whole bank, whose
   * questions then fill the other levels (what needs them waits for it); `status` says if it fails.
   */
  function start(ctx, node, bank, rest, status) {
    const store = root.allinPracticeStore;
    const el = ctx.el;
    const say = ctx.say;
    const chips = ctx.chips;
    const draw = drawing(ctx);
    const levels = bank.levels;
    const byId = Object.create(null);  // a stored level "constructor" is no level
    levels.forEach(function (level) { byId[level.id] = level; });
    const pick = picker();
    const now = function () { return Math.floor(Date.now()); };  // the calendar: reviews
    const clock = function () { return root.performance.now(); };  // durations: the drill (never moves back)
    // The other levels' questions: here once the whole bank has come (from the start when it came first).
    let haveAll = !rest;
    let allCame = Promise.resolve();
    /** Whether every level's questions are here; if not, `action` runs once they come (and false is returned). */
    function allHere(action) {
      if (haveAll) return true;
      allCame.then(action, function () {});
      return false;
    }

    // ---- state: the stored record (re-read on every write), the level chosen, the question on the page ----
    const saved = store.open(store.local(), now());
    // review: the mistake the question reviews; aimed: {id, left} of a short set aimed at a mistake; drill: a run
    // pending: what counts the hand asked in stages on the page if the learner leaves it unfinished
    const state = { level: byId[saved.record.level] ? saved.record.level : levels[0].id, question: null, review: null,
      aimed: null, drill: null, pending: null };

    // ---- the page's parts ----
    const notice = el("p", { "class": "allin-notice", role: "alert" });
    const area = el("section", { "class": "allin-question" });
    const nextButton = el("button", { type: "button", "class": "md-button md-button--primary allin-next", text: say("practice.next") });
    const due = el("section", { "class": "allin-due", "aria-labelledby": "allin-due-title" });
    const suggestion = el("div", { "class": "allin-suggest", role: "status" });
    const radios = {};
    const statsOf = {};
    const levelList = el("fieldset", { "class": "allin-levels" }, [el("legend", { text: say("practice.levels") })]
      .concat(levels.map(function (level, k) {
        const id = "allin-level-" + level.id;
        radios[level.id] = el("input", { type: "radio", name: "allin-level", id: id, value: level.id,
          onchange: function () { choose(level.id); } });
        statsOf[level.id] = el("span", { "class": "allin-level-stats" });
        return el("div", { "class": "allin-level" }, [radios[level.id], " ", el("label", { "for": id }, [
          el("strong", { text: chips(k + 1) + ". " + say("level." + level.id + ".title") }), " ",
          el("span", { "class": "allin-level-about", text: say("level." + level.id + ".about") }), " ", statsOf[level.id]
        ])]);
      })));
    const profile = el("section", { "class": "allin-profile" });
    const drill = el("section", { "class": "allin-drill" });
    const timer = el("p", { "class": "allin-timer", role: "timer" });
    const resetStatus = el("span", { "class": "allin-reset-status", role: "status" });
    const resetButton = el("button", { type: "button", "class": "md-button allin-reset", text: say("practice.reset") });
    const resetLevel = el("button", { type: "button", "class": "md-button allin-reset-level", text: say("practice.reset_level") });
    const confirmBox = el("p", { "class": "allin-confirm", role: "alert" });
    // The question first (on a phone it would otherwise start a screen or two down), then what is due, the levels.
    [notice, timer, area, el("p", {}, [nextButton]), due, drill, suggestion, levelList, profile,
      el("p", { "class": "allin-buttons" }, [resetLevel, " ", resetButton, " ", resetStatus]), confirmBox]
      .forEach(function (part) { node.appendChild(part); });

    // ---- drawing the state ----

    /** A checked form's feedback: right, or the answers (several: each after its question); each mistake or hint once. */
    function verdict(parts, labels, results) {
      const right = results.every(function (r) { return r.right; });
      const answer = function (part, value) { return ctx.quiz.answerText(ctx.lang, part, value); };
      const nodes = [];
      if (right) {
        nodes.push(el("p", { text: say("practice.right") }));
      } else if (parts.length === 1) {
        nodes.push(el("p", { text: say("practice.wrong", { answer: answer(parts[0], parts[0].answer) }) }));
      } else {
        nodes.push(el("p", { text: say("practice.wrong_parts") }));
        nodes.push(el("ul", { "class": "allin-verdict" }, parts.map(function (part, k) {
          const params = { part: labels[k], answer: answer(part, part.answer), given: answer(part, results[k].value) };
          return el("li", { "class": results[k].right ? "is-right" : "is-wrong",
            text: say(results[k].right ? "practice.part_answer" : "practice.part_yours", params) });
        })));
      }
      const said = {};
      results.forEach(function (r) {
        const told = r.right ? null : ctx.quiz.diagnosis(ctx.lang, r.ask, r.value);
        if (!told || said[told.textContent]) return;  // two wrong figures with one hint: the hint once
        said[told.textContent] = true;
        nodes.push(told);
      });
      return { right: right, nodes: nodes };
    }

    function mistakeName(id) {
      return say("mistake." + id + ".name");
    }

    /** What became of the stored progress: unreadable (kept aside), partly read, a newer page's, or not saved now. */
    function showNotice() {
      const keys = [saved.problem ? STORAGE_KEYS[saved.problem] : null, saved.saved ? null : "practice.storage_unsaved"];
      notice.textContent = keys.filter(Boolean).map(function (key) { return say(key); }).join(" ");
      notice.hidden = !notice.textContent;
    }

    /** A mistake this page has a name and a lesson for (a record may hold one a later release retired). */
    function known(m) {
      return store.own(ctx.lessons, m.id);
    }

    function showDue() {
      const record = saved.record;
      const list = store.due(record, now()).filter(known);
      due.textContent = "";
      due.appendChild(el("h2", { id: "allin-due-title", text: say("practice.due_title") }));
      if (!list.length) {
        due.appendChild(el("p", { "class": "allin-due-none", text: say("practice.due_none") }));
        return;
      }
      due.appendChild(el("p", { text: say("practice.due_count", { count: chips(list.length) }) }));
      due.appendChild(el("ul", { "class": "allin-due-list" }, list.map(function (m) {
        return el("li", { "data-mistake": m.id }, [el("span", { text: mistakeName(m.id) }), " ",
          el("button", { type: "button", "class": "md-button allin-review", "data-mistake": m.id, text: say("practice.review"),
            onclick: function () { review(m.id); } })]);
      })));
    }

    function showProgress() {
      const record = saved.record;
      levels.forEach(function (level) {
        const stats = store.own(record.levels, level.id) ? record.levels[level.id] : null;
        statsOf[level.id].textContent = stats && stats.answered ? say("practice.level_stats",
          { right: chips(stats.right), answered: chips(stats.answered), streak: chips(stats.streak) }) : "";
      });
      suggestion.textContent = "";
      const at = levels.indexOf(byId[state.level]);
      const next = levels[at + 1];
      const streak = store.own(record.levels, state.level) ? record.levels[state.level].streak : 0;
      if (next && streak >= SUGGEST_AFTER) {
        suggestion.appendChild(el("p", {}, [say("practice.suggest", { count: chips(streak) }) + " ",
          el("button", { type: "button", "class": "md-button allin-go", "data-level": next.id,
            text: say("practice.go", { level: say("level." + next.id + ".title") }), onclick: function () {
              radios[next.id].checked = true;
              choose(next.id);
              radios[next.id].focus();
            } })]));
      }
      showDue();
      showProfile();
      showDrill();
      showNotice();
    }

    function time(ms) {
      return say("practice.time", { seconds: chips(Math.round(ms / 1000)) });
    }

    /** The mistakes made: how often, the trend, the lesson, a set aimed at each. */
    function showProfile() {
      const list = store.profile(saved.record).filter(known);
      profile.textContent = "";
      profile.appendChild(el("h2", { text: say("practice.profile_title") }));
      if (!list.length) {
        profile.appendChild(el("p", { "class": "allin-profile-none", text: say("practice.profile_none") }));
        return;
      }
      const headers = ["practice.col_mistake", "practice.col_made", "practice.col_trend", "practice.col_practise"];
      profile.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net allin-seats allin-profile-table" }, [
        el("thead", {}, [el("tr", {}, headers.map(function (key) { return el("th", { scope: "col", text: say(key) }); }))]),
        el("tbody", {}, list.map(function (m) {
          return el("tr", { "data-mistake": m.id }, [
            el("th", { scope: "row", "data-label": say(headers[0]) }, [el("a", { href: ctx.lessons[m.id], text: mistakeName(m.id) })]),
            el("td", { "data-label": say(headers[1]), text: chips(m.made) }),
            el("td", { "class": "allin-trend-" + m.trend, "data-label": say(headers[2]), text: say(TREND_KEYS[m.trend]) }),
            el("td", { "data-label": say(headers[3]) }, [el("button", { type: "button", "class": "md-button allin-aim", text: say("practice.practise"),
              onclick: function () { settlePending(); state.aimed = { id: m.id, left: AIMED, done: 0, right: 0 }; aimed(); } })])
          ]);
        }))
      ])]));
    }

    /** The dealer drill: open after 8 right of the last 10 hands in stages; the best time. */
    function showDrill() {
      drill.textContent = "";
      drill.appendChild(el("h2", { text: say("practice.drill_title") }));
      const record = saved.record;
      const best = store.own(record.drills, DRILL_LEVEL) ? record.drills[DRILL_LEVEL].best : null;
      if (!store.drillOpen(record, DRILL_LEVEL) && best === null) {
        drill.appendChild(el("p", { "class": "allin-drill-locked", text: say("practice.drill_locked", { level: say("level." + DRILL_LEVEL + ".title") }) }));
        return;
      }
      if (best !== null) drill.appendChild(el("p", { "class": "allin-drill-best", text: say("practice.drill_best", { time: time(best) }) }));
      if (!state.drill) {
        drill.appendChild(el("p", {}, [el("button", { type: "button", "class": "md-button allin-drill-start",
          text: say("practice.drill_start", { count: chips(DRILL_HANDS) }), onclick: startDrill })]));
      }
    }

    /** Count a hand in stages left unfinished after a wrong stage. */
    function settlePending() {
      const pending = state.pending;
      state.pending = null;
      if (pending) pending();
    }

    /** Show `question` of `levelId` with its form; `reviewing`: the mistake it reviews. */
    function show(question, levelId, reviewing) {
      settlePending();
      pick.saw(byId[levelId], question.id);
      state.question = question;
      state.review = reviewing;
      showDue();
      const players = playersOf(question);
      const names = {};
      players.forEach(function (id) { names[id] = ctx.name(id); });
      const limit = fixedLimit(question);
      const parts = partsOf(question).map(function (part) {
        return { input: part.input, answer: part.answer, players: players, names: names, path: part.path, limit: limit,
          signed: part.path.split(".")[0] === "net",
          mistakes: part.mistakes.map(function (m) { return { id: m.id, answer: m.answer, href: ctx.lessons[m.id] }; }) };
      });
      area.textContent = "";
      area.setAttribute("data-question", question.id);
      area.setAttribute("data-level", levelId);
      if (reviewing) area.setAttribute("data-review", reviewing);
      else area.removeAttribute("data-review");
      area.appendChild(el("h2", { id: "allin-question-" + question.id, text: say("level." + levelId + ".title") }));
      if (reviewing) area.appendChild(el("p", { "class": "allin-reviewing", text: say("practice.reviewing", { mistake: mistakeName(reviewing) }) }));
      if (state.aimed) {
        area.setAttribute("data-aimed", state.aimed.id);
        area.appendChild(el("p", { "class": "allin-reviewing", text: say("practice.aimed", { mistake: mistakeName(state.aimed.id),
          n: chips(AIMED - state.aimed.left), count: chips(AIMED) }) }));
      } else area.removeAttribute("data-aimed");
      if (state.drill) area.appendChild(el("p", { "class": "allin-drill-hand", text: say("practice.drill_hand", { n: chips(state.drill.hands + 1), count: chips(DRILL_HANDS) }) }));
      draw.hand(question).forEach(function (part) { area.appendChild(part); });
      const asked = parts.map(function (part) { return draw.askText(question, part.path, players); });  // each input's label
      const details = el("details", { "class": "allin-working" }, [el("summary", { text: say("practice.working") })]);
      details.hidden = true;
      if (question.stages) {
        staged(question, levelId, parts, asked, details);
        return;
      }
      if (question.kind === "spot") {
        spotting(question, levelId, details);
        return;
      }
      let checked = false;
      const box = ctx.quiz.checkForm(ctx.lang, parts, asked, function (results) {
        const right = results.every(function (r) { return r.right; });
        if (!checked) {
          checked = true;
          answered(question, levelId, results, right);
          box.fields.forEach(function (f) { f.lock(); });
          box.button.disabled = true;
          details.appendChild(draw.working(question));
        }
        details.hidden = false;
        details.open = !right;
        return verdict(parts, asked, results);
      });
      area.appendChild(box.form);
      area.appendChild(details);
    }

    /** A hand asked in stages: a form per stage, each checked on its own; after the last the hand counts. */
    function staged(question, levelId, parts, asked, details) {
      const all = [];
      let from = 0;
      const stage = function (k) {
        const spec = question.stages[k];
        const mine = parts.slice(from, from + spec.parts);
        const labels = asked.slice(from, from + spec.parts);
        from += spec.parts;
        const block = el("div", { "class": "allin-stage", "data-stage": spec.id }, [el("h3", { text: say("practice.stage",
          { n: chips(k + 1), count: chips(question.stages.length), title: say(STAGE_KEYS[spec.id]) }) })]);
        let checked = false;
        const shownAt = clock();
        const box = ctx.quiz.checkForm(ctx.lang, mine, labels, function (results) {
          if (!checked) {
            checked = true;
            if (state.drill) state.drill.stages[spec.id] = (state.drill.stages[spec.id] || 0) + clock() - shownAt;
            box.fields.forEach(function (f) { f.lock(); });
            box.button.disabled = true;
            results.forEach(function (r) { all.push(r); });
            if (k + 1 < question.stages.length) {
              stage(k + 1);
            } else {
              state.pending = null;
              const every = all.every(function (r) { return r.right; });
              answered(question, levelId, all, every);
              if (state.drill) drillHand(question);
              details.appendChild(draw.working(question));
              details.hidden = false;
              details.open = !every;
            }
          }
          return verdict(mine, labels, results);
        });
        block.appendChild(box.form);
        area.insertBefore(block, details);
        if (k) {
          const first = block.querySelector("input");
          if (first) first.focus();
        }
      };
      area.appendChild(details);
      // left unfinished with a stage wrong: missed
      state.pending = function () {
        if (all.some(function (r) { return !r.right; })) answered(question, levelId, all, false);
      };
      stage(0);
    }

    /** A radio group of `options` ({value, text}); read(): the value chosen or null. */
    function choice(legend, options, key) {
      const group = "allin-" + key + "-" + area.getAttribute("data-question");
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

    /** Spot the dealer's error: his push, then which pot and which error. */
    function spotting(question, levelId, details) {
      const error = question.error;
      const count = question.shown.pots.length;
      area.appendChild(draw.push(question));
      const pot = choice(say("practice.spot_pot"), question.shown.pots.map(function (p, k) {
        return { value: k, text: ctx.ui.potLabel(ctx.lang, k, count) };
      }), "pot");
      const rule = choice(say("practice.spot_rule"), question.choices.map(function (id) { return { value: id, text: mistakeName(id) }; }), "rule");
      const feedback = el("div", { "class": "allin-feedback", role: "status" });
      const button = el("button", { type: "submit", "class": "md-button allin-check", text: say("quiz.check") });
      const form = el("form", { "class": "allin-quiz", onsubmit: function (event) {
        event.preventDefault();
        const potChosen = pot.read();
        const ruleChosen = rule.read();
        feedback.textContent = "";
        feedback.className = "allin-feedback";
        if (potChosen === null || ruleChosen === null) {
          feedback.appendChild(el("p", { text: say("quiz.choose") }));
          return;
        }
        const right = Number(potChosen) === error.pot && ruleChosen === error.mistake;
        pot.lock();
        rule.lock();
        button.disabled = true;
        feedback.className = "allin-feedback " + (right ? "is-right" : "is-wrong");
        const named = mistakeName(error.mistake);
        feedback.appendChild(el("p", { text: right ? say("practice.right") : say("practice.spot_wrong",
          { pot: draw.potName(question, error.pot, "in"), mistake: named.charAt(0).toLocaleLowerCase(ctx.lang) + named.slice(1) }) }));
        feedback.appendChild(el("p", { "class": "allin-diagnosis", "data-mistake": error.mistake }, [say("mistake." + error.mistake + ".push") + " ",
          el("a", { href: ctx.lessons[error.mistake], text: say("mistake." + error.mistake + ".lesson") })]));
        recordAnswer(question, levelId, right, right ? [] : [error.mistake]);
        details.appendChild(draw.working(question));
        details.hidden = false;
        details.open = !right;
      } }, [pot.node, rule.node, el("p", {}, [button]), feedback]);
      area.appendChild(form);
      area.appendChild(details);
    }

    // ---- what the learner does ----

    /** An answer checked: stored (merged with what other tabs stored), the schedule of its mistakes updated. */
    function answered(question, levelId, results, right) {
      const made = [];
      results.forEach(function (r) {
        const mistake = r.right ? null : ctx.quiz.mistakeOf(r.ask, r.value);
        if (mistake && made.indexOf(mistake.id) < 0) made.push(mistake.id);
      });
      recordAnswer(question, levelId, right, made);
    }

    /** Store an answer (merged with what other tabs stored): the level's counts, the schedule of its mistakes. */
    function recordAnswer(question, levelId, right, made) {
      saved.update(function (stored) {
        store.answer(stored, { level: levelId, question: question.id, right: right, made: made,
          aimed: store.aimedAt(question), review: state.review, now: now() });
      });
      showProgress();
      const set = state.aimed;
      if (set && question === state.question) {
        set.done += 1;
        if (right) set.right += 1;
        if (set.left === 0) {  // the set's last: how it went
          area.appendChild(el("p", { "class": "allin-aimed-done", role: "status", text: say("practice.aimed_done",
            { mistake: mistakeName(set.id), right: chips(set.right), count: chips(set.done) }) }));
        }
      }
    }

    function choose(id) {
      if (!allHere(function () { choose(id); })) return;
      endDrill();
      state.level = id;
      saved.update(function (record) { record.level = id; });
      showProgress();
      ask();
    }

    function ask() {
      state.aimed = null;
      show(pick.next(byId[state.level]), state.level, null);
    }

    /** Deal a question reviewing mistake `id`: one the mistake answers otherwise, never asked about it before. */
    function review(id) {
      if (!allHere(function () { review(id); })) return;
      endDrill();
      const record = saved.reload();
      const entry = record.mistakes[id];
      const found = entry && store.reviewQuestion(bank, id, entry.asked, state.question && state.question.id, entry.level, Math.random);
      if (!found) {
        ask();
        return;
      }
      show(found.question, found.level, id);
      const first = area.querySelector("input");
      if (first) first.focus();
    }

    /** The next question of a short set aimed at a mistake (one it answers otherwise, not asked about it yet). */
    function aimed() {
      if (!allHere(aimed)) return;
      endDrill();
      const entry = saved.reload().mistakes[state.aimed.id];
      const found = entry && store.reviewQuestion(bank, state.aimed.id, entry.asked, state.question && state.question.id, entry.level, Math.random);
      if (!found) {
        state.aimed = null;
        ask();
        return;
      }
      state.aimed.left -= 1;
      show(found.question, found.level, null);
      area.scrollIntoView();
    }

    /** A drill left unfinished (another level, a review or a set chosen): its clock stops, nothing is stored. */
    function endDrill() {
      root.clearInterval(state.tick);
      state.drill = null;
      timer.textContent = "";
    }

    function startDrill() {
      if (!allHere(startDrill)) return;
      state.aimed = null;
      state.drill = { hands: 0, start: clock(), stages: {} };
      root.clearInterval(state.tick);
      state.tick = root.setInterval(function () { timer.textContent = say("practice.timer", { time: time(clock() - state.drill.start) }); }, 1000);
      timer.textContent = say("practice.timer", { time: time(0) });
      show(pick.next(byId[DRILL_LEVEL]), DRILL_LEVEL, null);
      area.scrollIntoView();
    }

    /** A drill hand done: the next one comes with Next; after the last, the times and the dealer's announcement. */
    function drillHand(question) {
      const run = state.drill;
      run.hands += 1;
      if (run.hands < DRILL_HANDS) return;
      const total = clock() - run.start;
      endDrill();
      let best = false;
      saved.update(function (stored) { best = store.drillDone(stored, DRILL_LEVEL, total, run.stages); });
      const count = question.result.pots.length;
      const pots = question.result.pots.map(function (pot, k) {
        const n = pot.eligible.length;
        return say("practice.announce_pot", { pot: ctx.ui.potLabel(ctx.lang, k, count).toLocaleLowerCase(ctx.lang), amount: chips(pot.amount),
          players: BETWEEN_KEYS[n] ? say(BETWEEN_KEYS[n]) : say("practice.between_n", { n: chips(n) }) });
      }).join(say("practice.announce_joiner"));
      area.appendChild(el("div", { "class": "allin-drill-result", role: "status" }, [
        el("h3", { text: say("practice.drill_done", { time: time(total) }) + (best ? " " + say("practice.drill_new_best") : "") }),
        el("ul", {}, question.stages.map(function (stage) {
          const line = say("practice.drill_stage", { stage: say(STAGE_KEYS[stage.id]), time: time(run.stages[stage.id] || 0) });
          return el("li", { "data-stage": stage.id, text: line.charAt(0).toUpperCase() + line.slice(1) });
        })),
        el("p", { "class": "allin-announce", text: say("practice.announce", { pots: pots }) })
      ]));
      showProgress();
    }

    nextButton.addEventListener("click", function () {
      // a drill deals its hands; a set aimed at a mistake its questions; while reviewing, the next mistake due
      // comes next; then the level's questions again
      settlePending();
      const waiting = state.review ? store.due(saved.reload(), now()) : [];
      if (state.drill) show(pick.next(byId[DRILL_LEVEL]), DRILL_LEVEL, null);
      else if (state.aimed && state.aimed.left > 0) aimed();
      else if (waiting.length) review(waiting[0].id);
      else {
        state.aimed = null;
        ask();
      }
      const first = area.querySelector("input");
      if (first) first.focus();
    });
    /** Reset `id` (null: everything) once the learner confirms it. */
    function confirmReset(id) {
      resetStatus.textContent = "";
      confirmBox.textContent = "";
      confirmBox.appendChild(document.createTextNode(id ? say("practice.confirm_level", { level: say("level." + id + ".title") }) : say("practice.confirm_all")));
      confirmBox.appendChild(document.createTextNode(" "));
      confirmBox.appendChild(el("button", { type: "button", "class": "md-button allin-confirm-yes", text: say("practice.confirm_yes"), onclick: function () {
        saved.update(function (record) {
          store.reset(record, id);
          record.level = state.level;
        });
        confirmBox.textContent = "";
        showProgress();
        resetStatus.textContent = say("practice.reset_done");
      } }));
      confirmBox.appendChild(document.createTextNode(" "));
      confirmBox.appendChild(el("button", { type: "button", "class": "md-button allin-confirm-no", text: say("practice.confirm_no"),
        onclick: function () { confirmBox.textContent = ""; } }));
      confirmBox.querySelector("button").focus();
    }
    resetButton.addEventListener("click", function () { confirmReset(null); });
    resetLevel.addEventListener("click", function () { confirmReset(state.level); });
    // another tab (another language's page) stored its answers: show them
    root.addEventListener("storage", function (event) {
      if (event.key === store.KEY) {
        saved.reload();
        showProgress();
      }
    });

    radios[state.level].checked = true;
    showProgress();
    ask();
    if (rest) {
      // asked for once the first question is painted: the bank's 145 KB would otherwise share the phone's
      // bandwidth with what that paint waits on
      allCame = new Promise(function (resolve) {
        root.requestAnimationFrame(function () { root.setTimeout(resolve, 0); });
      }).then(rest).then(function (full) {
        full.levels.forEach(function (level) { if (byId[level.id]) byId[level.id].questions = level.questions; });
        haveAll = true;
      });
      allCame.catch(function () { status.textContent = say("practice.rest_failed"); });
    }
  }

  const api = { readHistory: readHistory, storyOf: storyOf, pictureInput: pictureInput, detailOf: detailOf, partsOf: partsOf,
    handName: handName, mount: mount };
  if (typeof module === "object" && module && module.exports) module.exports = api;
  else root.allinPractice = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
