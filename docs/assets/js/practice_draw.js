/*
 * Drawing a practice question (practice.js shows it): the hand (a compact table of the seats, or a played hand's
 * story as the bank tells it), what each part asks in words, the feedback of a checked form (each part marked beside
 * its own field, with its diagnosis) and the worked steps. It reads the question (practice_read.js) and fills the
 * page's catalogue texts; it computes and narrates nothing itself.
 */
(function (root) {
  "use strict";
  const read = root.allinPracticeRead;
  const RANK_SYMBOLS = { T: "10" };
  const SUIT_SYMBOLS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
  const STREET_KEYS = { preflop: "street.preflop", flop: "street.flop", turn: "street.turn", river: "street.river" };
  // the heading of a stop's cut in the worked steps of a hand asked street by street
  const STOP_KEYS = { preflop: "practice.stop_cut.preflop", flop: "practice.stop_cut.flop", turn: "practice.stop_cut.turn",
    river: "practice.stop_cut.river" };
  // The bank's story names each step by its catalogue key (practice/story.py): the ones a practice hand can hold.
  const STEP_KEYS = { ante: "step.ante", small_blind: "step.small_blind", big_blind: "step.big_blind", straddle: "step.straddle",
    "ante.short": "step.ante.short", "small_blind.short": "step.small_blind.short", "big_blind.short": "step.big_blind.short",
    "straddle.short": "step.straddle.short", fold: "step.fold", check: "step.check", call: "step.call", bet: "step.bet",
    raise: "step.raise", complete: "step.complete", "all_in.short": "step.all_in.short" };
  const ASK_KEYS = {
    amount: "practice.amount", eligible: "practice.eligible", winners: "practice.winners", shares: "practice.share",
    returned: "practice.returned", payouts: "practice.payouts", net: "practice.net", finishing_stacks: "practice.final_stack",
    can_raise: "practice.can_raise", call_amount: "practice.call_amount", min_raise_to: "practice.min_raise_to",
    count: "practice.pot_count", odd_chips: "practice.odd_chips"
  };
  // What a part asked, short, with its answer: the line beside its field and in the summary ("Side pot 1: Raha and Kian.")
  const MARK_KEYS = {
    amount: "practice.mark.amount", eligible: "practice.mark.eligible", winners: "practice.mark.winners",
    shares: "practice.mark.share", returned: "practice.mark.returned", payouts: "practice.mark.payouts", net: "practice.mark.net",
    finishing_stacks: "practice.mark.final_stack", can_raise: "practice.mark.can_raise", call_amount: "practice.mark.call_amount",
    min_raise_to: "practice.mark.min_raise_to", count: "practice.mark.pot_count", odd_chips: "practice.mark.odd_chips"
  };
  // ... with one name for its answer: the verb agrees with one player (native review R13-15: «могут выиграть: Нефертари»)
  const MARK_ONE_KEYS = { eligible: "practice.mark.eligible.one", winners: "practice.mark.winners.one" };
  // ... and whether a player may raise, said as a sentence, not "may raise: yes" (native review R14-06)
  const MARK_RAISE_KEYS = { "true": "practice.mark.can_raise.yes", "false": "practice.mark.can_raise.no" };
  // A pot's name in the form its text needs (a Russian case: «в основном банке», «из основного банка»); head: a label.
  const POT_KEYS = {
    head: ["pot.only", "pot.main", "pot.side"],
    prose: ["pot.only.prose", "pot.main.prose", "pot.side.prose"],
    "in": ["pot.only.in", "pot.main.in", "pot.side.in"],
    from: ["pot.only.from", "pot.main.from", "pot.side.from"]
  };
  const POT_FORMS = { amount: "in", shares: "from", odd_chips: "from" };
  // ... and in a part's mark: a label before a colon ("Side pot 1: 800."), else within the sentence (review ru-3 MED-1:
  // «Кто выигрывает основной банк», «получает из основного банка», not the label's «Основной банк»)
  const MARK_POT_FORMS = { winners: "prose", shares: "from", odd_chips: "from" };

  function card(ctx, code) {
    const rank = code.charAt(0);
    const suit = code.charAt(1);
    return ctx.el("span", { "class": "card card--" + suit, role: "img",
      "aria-label": ctx.say("card", { rank: ctx.say("rank." + rank), suit: ctx.say("suit." + suit) }),
      text: (RANK_SYMBOLS[rank] || rank) + SUIT_SYMBOLS[suit] });
  }

  /** Cards in a row, as the lessons write them. */
  function cards(ctx, list) {
    const out = ctx.el("span", { "class": "allin-cards" });
    list.forEach(function (code, k) {
      if (k) out.appendChild(document.createTextNode(" "));
      out.appendChild(card(ctx, code));
    });
    return out;
  }

  /** The hand's seats as a compact table (a table on a phone too: the figures asked about stay near the question). */
  function table(ctx, headers, rows) {
    const el = ctx.el;
    return el("div", { "class": "allin-scroll allin-hand" }, [el("table", { "class": "allin-net allin-seats" }, [
      el("caption", { text: ctx.say("practice.situation") }),
      el("thead", {}, [el("tr", {}, headers.map(function (key) { return el("th", { scope: "col", text: ctx.say(key) }); }))]),
      el("tbody", {}, rows.map(function (cells) {
        return el("tr", {}, cells.map(function (cell, k) {
          return el(k === 1 ? "th" : "td", { scope: k === 1 ? "row" : null, "data-label": ctx.say(headers[k]) }, [cell]);
        }));
      }))
    ])]);
  }

  function seatText(ctx, seat, count) {
    return ctx.chips(seat + 1) + (seat === count - 1 ? " (" + ctx.say("calc.button_mark") + ")" : "");
  }

  /** The rank shown for each rank a hand still in holds: the ranks of the hands still in, closed up (1, 1, 2, ...),
   * so no gap is left where a folded hand's rank was (dealer review DLR-3: "4, 5" for the only two hands in). */
  function shownRanks(players) {
    const held = players.filter(function (p) { return !p.folded && p.rank; }).map(function (p) { return p.rank; });
    const distinct = held.sort(function (a, b) { return a - b; }).filter(function (r, k, all) { return k === 0 || all[k - 1] !== r; });
    return function (rank) { return distinct.indexOf(rank) + 1; };
  }

  /** A settle question's hand: chips in, antes, folds, ranks or cards, the board. */
  function settleHand(ctx, question) {
    const el = ctx.el;
    const say = ctx.say;
    const players = question.input.players;
    const withCards = players.some(function (p) { return p.cards; });
    // the table's dead money (a big-blind ante) or each player's own ante: both change the pots (review D6-01)
    const anteOf = function (p) { return (p.dead || 0) + (p.ante || 0); };
    const antes = players.some(anteOf);
    const headers = ["calc.seat", "col.player", "col.contributed"].concat(antes ? ["calc.ante"] : [],
      ["practice.folded", withCards ? "practice.cards" : "practice.rank"]);
    const ranked = shownRanks(players);
    const rows = players.map(function (p, seat) {
      // a folded hand is dead: neither its cards nor a rank shown (review D2-08: "—" for every folded player)
      const strength = p.folded ? say("none") : p.cards ? cards(ctx, read.cardsOf(p.cards)) : p.rank ? ctx.chips(ranked(p.rank)) : say("none");
      return [seatText(ctx, seat, players.length), el("bdi", { text: ctx.name(p.name) }), ctx.chips(p.contributed)]
        .concat(antes ? [anteOf(p) ? ctx.chips(anteOf(p)) : say("none")] : [], [say(p.folded ? "practice.yes" : "none"), strength]);
    });
    const out = [table(ctx, headers, rows)];
    // the board goes with the seats, in view while the learner answers (newcomer W-RU-3: it scrolled under them)
    if (question.input.board) out[0].appendChild(el("p", { "class": "allin-board" }, [say("practice.board") + ": ", cards(ctx, read.cardsOf(question.input.board))]));
    // a push to check asks no amount: the chip alone (native review R14-07)
    const chipKey = question.kind === "spot" ? "practice.chip.spot" : "practice.chip";
    if (question.input.smallest_chip) out.push(el("p", { text: say(chipKey, { chip: ctx.chips(question.input.smallest_chip) }) }));
    return out;
  }

  /** One step of the bank's story in words: its catalogue text, filled in. */
  function stepText(ctx, step, names) {
    if (step[0] === "call_only") {  // the dealer's words to a player who may only call or fold: [key, seat, call, bet, all_in]
      const words = ctx.say(step[4] ? "replay.call_only.words.all_in" : "replay.call_only.words", { bet: ctx.chips(step[3]), call: ctx.chips(step[2]) });
      return ctx.say("own.say.call_only", { name: names[step[1]], words: words });
    }
    const short = step.length > 5;
    const said = ctx.say(STEP_KEYS[step[0]], { name: names[step[1]], chips: ctx.chips(step[2]), total: ctx.chips(step[3]),
      full: short ? ctx.chips(step[5]) : "" });
    return said + (step[4] && !short ? ctx.say("step.all_in") : "");
  }

  /** The betting street by street, as the bank tells it (`streets`: the story's streets told; all of them). */
  function storyOf(ctx, question, names, streets) {
    const el = ctx.el;
    const told = el("div", { "class": "allin-story" });
    (streets || question.story.streets).forEach(function (street) {
      told.appendChild(el("p", { "class": "allin-street" }, [el("strong", { text: ctx.say(STREET_KEYS[street[0]]) })]
        .concat(street[1] ? [" ", cards(ctx, read.cardsOf(street[1]))] : [])));
      told.appendChild(el("ul", {}, street[2].map(function (step) { return el("li", { text: stepText(ctx, step, names) }); })));
    });
    return told;
  }

  /** A history's question: the game, stacks and cards, the actions street by street. */
  function playedHand(ctx, question) {
    const el = ctx.el;
    const say = ctx.say;
    const history = read.readHistory(question.input);
    const hole = question.story.hole;
    const names = history.players.map(function (id) { return ctx.ui.isolate(ctx.name(id)); });
    const blinds = history.blinds_or_straddles.filter(Boolean).map(function (b) { return ctx.chips(b); }).join(say("practice.blinds_joiner"));
    const game = history.variant === "FT" ?
      say("practice.fixed_limit", { blinds: blinds, small: ctx.chips(history.small_bet), big: ctx.chips(history.big_bet) }) :
      say("practice.no_limit", { blinds: blinds });
    const rows = history.players.map(function (id, seat) {
      return [seatText(ctx, seat, history.players.length), el("bdi", { text: ctx.name(id) }), ctx.chips(history.starting_stacks[seat]),
        hole[seat] ? cards(ctx, read.cardsOf(hole[seat])) : say("none")];
    });
    const out = [el("p", { "class": "allin-game", text: game }), table(ctx, ["calc.seat", "col.player", "practice.stack", "practice.cards"], rows)];
    if (history._smallest_chip) out.push(el("p", { text: say("practice.chip", { chip: ctx.chips(history._smallest_chip) }) }));
    if (question.kind !== "streets") out.push(storyOf(ctx, question, names));  // street by street: told at each stop
    if (question.kind === "options") {
      out.push(el("p", { "class": "allin-to-act", text: say("practice.to_act", { name: ctx.ui.isolate(ctx.name(question.result.to_act)) }) }));
    }
    return out;
  }

  function hand(ctx, question) {
    return read.settles(question) ? settleHand(ctx, question) : playedHand(ctx, question);
  }

  /** What a stage shows before its form: for a hand asked street by street, the betting since the stop before, up to
   *  the end of this stop's round (the streets checked through between them included); nothing for other hands. */
  function stageLead(ctx, question, k) {
    if (question.kind !== "streets") return [];
    const streets = question.story.streets.map(function (street) { return street[0]; });
    const from = k ? streets.indexOf(question.stages[k - 1].id) + 1 : 0;
    const names = read.readHistory(question.input).players.map(function (id) { return ctx.ui.isolate(ctx.name(id)); });
    return [storyOf(ctx, question, names, question.story.streets.slice(from, streets.indexOf(question.stages[k].id) + 1))];
  }

  /** A pot's name in a text, in `form` (a key of POT_KEYS); `count`: how many pots there are (the right cut's). */
  function potName(ctx, question, index, form, count) {
    const keys = POT_KEYS[form];
    if ((count === undefined ? question.result.pots.length : count) === 1) return ctx.say(keys[0]);
    return index === 0 ? ctx.say(keys[1]) : ctx.say(keys[2], { n: ctx.chips(index) });
  }

  /** What a path asks (pots.1.amount, net.kian, can_raise): its word, the pot (an index or null), the player. */
  function askOf(question, path, players) {
    const parts = path.split(".");
    const pot = parts[0] === "pots" && parts.length > 2;
    const whom = pot ? parts[3] : parts[0] === "pots" ? null : parts[0] === "finishing_stacks" ? players[Number(parts[1])] :
      question.kind === "options" ? question.result.to_act : parts[1];
    return { word: pot ? parts[2] : parts[0] === "pots" ? parts[1] : parts[0], pot: pot ? Number(parts[1]) : null, whom: whom };
  }

  function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  /** Whether `id` shares the biggest contribution: none of it can be uncalled, and "what goes back to him?" would
   *  call his bet the biggest (dealer review D17-01); the question then names nobody. */
  function levelAtTop(question, id) {
    // bets only: antes, the table's or a player's own, take no part in what goes back (R26-03)
    const players = read.settles(question) ? question.input.players : read.pictureInput(question).players;
    const put = players.map(function (p) { return p.contributed - (p.dead || 0) - (p.ante || 0); });
    const mine = put[read.playersOf(question).indexOf(id)];
    return Math.max.apply(null, put) === mine && put.filter(function (c) { return c === mine; }).length > 1;
  }

  /** The key of what a part asks (`keys`: ASK_KEYS or MARK_KEYS; `level`: its text naming nobody, when the top is
   *  shared, and always street by street, where naming the biggest bettor told whether chips go back: D26-01). */
  function keyOf(keys, level, whole, question, ask) {
    return ask.word === "returned" && (whole.kind === "streets" || levelAtTop(question, ask.whom)) ? level : keys[ask.word];
  }

  /** The question a path asks, in words: each input's label. */
  function askText(ctx, whole, asked, players) {
    const question = read.scoped(whole, asked).question, ask = askOf(question, read.scoped(whole, asked).path, players);
    // street by street, a side pot may still change: a later fold takes a player out of it (R26-09)
    const now = whole.kind === "streets" && ask.word === "eligible";
    return capital(ctx.say(now ? "practice.eligible.now" : keyOf(ASK_KEYS, "practice.returned.level", whole, question, ask), { pot: ask.pot === null ? "" : potName(ctx, question, ask.pot, POT_FORMS[ask.word] || "prose"),
      name: ask.whom ? ctx.ui.isolate(ctx.name(ask.whom)) : "" }));
  }

  /** What a part asked, short, with `value` as its answer ("Side pot 1: Raha, Kian and Nakht."). */
  function markText(ctx, whole, part, value) {
    const question = read.scoped(whole, part.path).question, ask = askOf(question, read.scoped(whole, part.path).path, part.players);
    const one = Array.isArray(value) && value.length === 1 && MARK_ONE_KEYS[ask.word];
    // street by street, a side pot one player alone can win goes to him there and then, without a showdown (D26-02)
    const alone = one && whole.kind === "streets" && ask.word === "eligible" && "practice.mark.eligible.alone";
    // ... and once answered, chips that go back are said with whose they are (D27-04)
    const whose = whole.kind === "streets" && ask.word === "returned" && value > 0 && MARK_KEYS.returned;
    const raise = ask.word === "can_raise" && typeof value === "boolean" && MARK_RAISE_KEYS[String(value)];
    return capital(ctx.say(raise || alone || whose || one || keyOf(MARK_KEYS, "practice.mark.returned.level", whole, question, ask), { pot: ask.pot === null ? "" : potName(ctx, question, ask.pot, MARK_POT_FORMS[ask.word] || "head"),
      name: ask.whom ? ctx.ui.isolate(ctx.name(ask.whom)) : "", answer: ctx.quiz.answerText(ctx.lang, part, value) }));
  }

  /** A part's mark beside its field: right or wrong, what it asked, its answer, the learner's, diagnosis, `why`. */
  function mark(ctx, right, line, given, diagnosis, why) {
    const el = ctx.el;
    return el("div", { "class": "allin-mark " + (right ? "is-right" : "is-wrong") }, [
      el("p", { text: right ? ctx.say("practice.mark_right", { part: line }) : ctx.say("practice.mark_wrong", { part: line, given: given }) }),
      diagnosis, why || null
    ]);
  }

  /** Why the pots are as many as they are, beside a wrong "how many pots?": where each ends, and each level where a
   *  layer ends with the same players able to win, so no pot does, and what ends there: the antes, or the chips of
   *  those who folded (dealer reviews D19-01, D20-05), from the engine's layers (`working`). */
  function potCountWhy(ctx, question) {
    if (!question.working || !question.working.pots) return null;
    const d = read.detailOf(question, function (id) { return id; }), ids = read.playersOf(question), tops = [], lines = [];
    const named = function (list) { return ctx.ui.listOf(list.map(function (id) { return ctx.ui.isolate(ctx.name(id)); }), ctx.lang); };
    question.working.pots.forEach(function (pot) {
      const own = pot[0].map(function (k) { return d.layers[k]; }).filter(function (layer) { return layer.ceiling > 0; });  // the dead money's layer has no level
      own.forEach(function (layer, i) {
        const level = ctx.chips(layer.ceiling), above = own[i + 1];
        if (!above) { tops.push(level); return; }
        // those who folded whose chips end here: paid this layer in full and nothing above (replays/pot_ends.py)
        const folded = ids.filter(function (id, seat) {
          return layer.eligible.indexOf(seat) < 0 && layer.paid[seat] === layer.ceiling - layer.floor && above.paid[seat] === 0;
        });
        lines.push(layer.ante ? ctx.say("practice.why.pot_goes_on.antes", { level: level }) : folded.length ?
          ctx.say(folded.length === 1 ? "practice.why.pot_goes_on.folded.one" : "practice.why.pot_goes_on.folded", { level: level, names: named(folded) }) : ctx.say("practice.why.pot_goes_on", { level: level }));
      });
    });
    const ends = ctx.say(tops.length === 1 ? "practice.why.pot_ends.one" : "practice.why.pot_ends", { levels: ctx.ui.listOf(tops, ctx.lang) });
    return ctx.el("p", { "class": "allin-why", "data-reason": "pots", text: [ends].concat(lines).join(" ") });
  }

  /** Why the player to act may raise or not (the bank's `why`), beside "may X raise?" (D17-05); why the pots are so
   *  many, beside "how many pots?". */
  function whyNote(ctx, question, part) {
    const scope = read.scoped(question, part.path);
    const why = question.why, word = askOf(scope.question, scope.path, part.players).word;
    if (word === "count") return potCountWhy(ctx, scope.question);
    if (!why || word !== "can_raise") return null;
    const who = question.result.to_act, gender = ctx.genders[who];
    const fields = { name: ctx.ui.isolate(ctx.name(who)), since: ctx.chips(why.since),
      threshold: ctx.say(read.fixedLimit(question) ? "practice.why.limit_threshold" : "practice.why.full_raise", { needed: ctx.chips(why.needed) }) };
    const said = {  // the three that speak of the player's own last action are written once per gender
      no_chips: function () { return ctx.say("practice.why.no_chips", fields); },
      no_opponent: function () { return ctx.say("practice.why.no_opponent", fields); },
      capped: function () { return ctx.say("practice.why.capped", fields); },
      not_reopened: function () { return ctx.say("practice.why.not_reopened", fields, gender); },
      reopened: function () { return ctx.say("practice.why.reopened", fields, gender); },
      not_acted: function () { return ctx.say("practice.why.not_acted", fields, gender); }
    }[why.reason];
    return said ? ctx.el("p", { "class": "allin-why", "data-reason": why.reason, text: said() }) : null;
  }

  /** Put each part's mark beside its field (after `fields[k].node`), replacing the marks of an earlier check. */
  function placeMarks(box, marks) {
    (box.marks || []).forEach(function (node) { if (node.parentNode) node.parentNode.removeChild(node); });
    box.marks = marks;
    marks.forEach(function (node, k) {
      const field = box.fields[k].node;
      field.parentNode.insertBefore(node, field.nextSibling);
    });
  }

  /**
   * A checked form's feedback: each part marked beside its own field, with its diagnosis; above, right, or the right
   * answers, each named by what it asked. Returns {right, nodes} for the form's feedback (quiz.js checkForm).
   */
  function verdict(ctx, question, box, parts, results) {
    const el = ctx.el;
    const right = results.every(function (r) { return r.right; });
    const lines = parts.map(function (part) { return markText(ctx, question, part, part.answer); });
    // one part answered wrong: the verdict, with the learner's answer, is said once, above; beside the field its
    // diagnosis (dealer review D9-11, native R9-14: "Not quite" and the right answer came twice)
    const alone = parts.length === 1 && !right;
    const marks = parts.map(function (part, k) {
      const r = results[k], why = whyNote(ctx, question, part);
      // the reason replaces the general hint, not a mistake's diagnosis
      const diagnosis = r.right ? null : why && !ctx.quiz.mistakeOf(r.ask, r.value) ? null : ctx.quiz.diagnosis(ctx.lang, r.ask, r.value);
      return mark(ctx, r.right, lines[k], ctx.quiz.answerText(ctx.lang, part, r.value), diagnosis, why);
    });
    const nodes = [];
    if (right) nodes.push(el("p", { text: ctx.say("practice.right") }));
    else if (alone) nodes.push(marks[0].firstChild);
    else nodes.push(el("p", { text: ctx.say("practice.wrong_parts") }), el("p", { "class": "allin-verdict", text: lines.join(" ") }));
    placeMarks(box, marks);
    return { right: right, nodes: nodes };
  }

  /** The played hand's options in a sentence (the options question's working). */
  function options(ctx, question) {
    const result = question.result;
    const out = ctx.el("div", { "class": "allin-working-body" });
    if (read.fixedLimit(question)) out.appendChild(ctx.el("p", { "class": "allin-limit-rule", text: ctx.say("practice.limit_rule") }));
    const key = result.min_raise_to === null ? (result.can_check ? "options.check_only" : "options.call_only") :
      result.min_raise_to === result.max_raise_to ? "options.one" :
      !result.can_check ? "options.range" : read.beforeFlop(question) ? "options.check_raise_range" : "options.check_range";
    out.appendChild(ctx.el("p", { text: ctx.say(key, { name: ctx.ui.isolate(ctx.name(result.to_act)), call: ctx.chips(result.call_amount || 0),
      low: ctx.chips(result.min_raise_to || 0), high: ctx.chips(result.max_raise_to || 0) }) }));
    return out;
  }

  /** A hand asked street by street, worked: each stop's cut, as the calculator draws a cut (nobody has won yet). */
  function stopsWorked(ctx, question) {
    const out = ctx.el("div", { "class": "allin-working-body" });
    question.stages.forEach(function (stage, k) {
      out.appendChild(ctx.el("h3", { "class": "allin-stop", text: ctx.say(STOP_KEYS[stage.id]) }));
      out.appendChild(ctx.ui.renderSettlement(ctx.lang, read.detailOf(read.stopView(question, k), ctx.name), "practice", true));
    });
    return out;
  }

  /** The worked steps: the options, each stop's cut, or the hands shown and the settlement. */
  function working(ctx, question) {
    if (question.kind === "options") return options(ctx, question);
    if (question.kind === "streets") return stopsWorked(ctx, question);
    const el = ctx.el;
    const out = el("div", { "class": "allin-working-body" });
    const hands = question.hands || question.result.hands;
    // a hand won without a showdown shows no hands
    if (hands && Object.keys(hands).length) {
      const hole = {};
      if (read.settles(question)) {
        question.input.players.forEach(function (p) { if (p.cards) hole[p.name] = read.cardsOf(p.cards); });
      } else {
        read.readHistory(question.input).players.forEach(function (id, seat) {
          const dealt = question.story.hole[seat];
          hole[id] = dealt ? read.cardsOf(dealt) : null;
        });
      }
      out.appendChild(el("h3", { text: ctx.say("practice.hands") }));
      out.appendChild(el("ul", { "class": "allin-hands" }, Object.keys(hands).map(function (id) {
        return el("li", {}, [ctx.say("practice.hand", { name: ctx.ui.isolate(ctx.name(id)), hand: read.handName(ctx.say, hands[id], hole[id]) }),
          " ", cards(ctx, hands[id].best)]);
      })));
    }
    const input = read.pictureInput(question);
    input.players.forEach(function (p) { p.name = ctx.name(p.name); });
    out.setAttribute("data-situation", JSON.stringify({ input: input }));
    // the settlement as the calculator explains it, with its pot diagram
    out.appendChild(ctx.ui.renderSettlement(ctx.lang, read.detailOf(question, ctx.name), "practice"));
    return out;
  }

  /** The dealer's wrong push, drawn as a settlement on the hand's chips. */
  function push(ctx, question) {
    const shown = question.shown;
    const payouts = {};
    const net = {};
    read.playersOf(question).forEach(function (id, k) {
      payouts[id] = (shown.returned[id] || 0) + shown.pots.reduce(function (a, pot) { return a + (pot.shares[id] || 0); }, 0);
      net[id] = payouts[id] - question.input.players[k].contributed;
    });
    const result = { returned: shown.returned, pots: shown.pots, payouts: payouts, net: net };
    const out = ctx.ui.renderSettlement(ctx.lang, read.detailOf(Object.assign({}, question, { result: result }), ctx.name), "practice");
    // the cut (diagram, layers) and odd chips come from the right settlement: they would give the error away, save
    // a pot the dealer pushed right, whose odd chips are said as they fell (native review R11-33)
    out.removeChild(out.lastChild);
    out.removeChild(out.lastChild);
    const right = question.result.pots;
    const same = function (a, b) {
      return !!b && a.amount === b.amount && a.eligible.join() === b.eligible.join() && Object.keys(a.shares).length === Object.keys(b.shares).length &&
        Object.keys(b.shares).every(function (id) { return a.shares[id] === b.shares[id]; });
    };
    out.querySelectorAll(".allin-pot").forEach(function (item, k) {
      const odd = item.querySelector(".allin-odd");
      if (odd && !same(shown.pots[k], right[k])) item.removeChild(odd);
    });
    return ctx.el("div", { "class": "allin-push" }, [ctx.el("p", { text: ctx.say("practice.spot_push") }), out]);
  }

  /** After a missed error: the push as it should be where the dealer's differs, the chips handed back, then the wrong
   *  pot and its shares (dealer review D17-02: the label alone did not show why the push was wrong). */
  function rightPush(ctx, question) {
    const result = question.result, shown = question.shown, name = function (id) { return ctx.ui.isolate(ctx.name(id)); };
    const lines = read.playersOf(question).filter(function (id) { return (result.returned[id] || 0) !== (shown.returned[id] || 0); })
      .map(function (id) {
        const back = result.returned[id] || 0;
        return back ? ctx.say("practice.spot_right_back", { name: name(id), chips: ctx.chips(back) }) : ctx.say("practice.spot_right_no_back", { name: name(id) });
      });
    const pot = result.pots[question.error.pot];  // its size, who can win it, and who takes it (D18-02: not "paid")
    lines.push(ctx.say("practice.spot_right_pot", { pot: potName(ctx, question, question.error.pot, "prose"), amount: ctx.chips(pot.amount),
      eligible: ctx.ui.listOf(pot.eligible.map(name), ctx.lang) }));
    lines.push(pot.winners.length === 1 ? ctx.say("practice.spot_right_wins", { name: name(pot.winners[0]) }) : ctx.say("practice.spot_right_splits",
      { shares: ctx.ui.listOf(pot.winners.map(function (id) { return ctx.say("practice.spot_right_share", { name: name(id), chips: ctx.chips(pot.shares[id]) }); }), ctx.lang) }));
    return ctx.el("p", { "class": "allin-spot-right", text: lines.join(" ") });
  }

  root.allinPracticeDraw = { rightPush: rightPush, hand: hand, stageLead: stageLead, whyNote: whyNote, markText: markText, askText: askText, verdict: verdict, mark: mark, placeMarks: placeMarks, potName: potName,
    working: working, push: push, capital: capital, stepText: stepText };
})(typeof globalThis !== "undefined" ? globalThis : this);
