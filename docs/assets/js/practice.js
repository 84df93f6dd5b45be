/*
 * The practice page: questions from the engine-built bank (assets/practice/bank.json, CONTRACTS.md "Practice bank"),
 * level by level, in the page's language. Loaded by quiz.js on the practice page only; it fetches the bank once,
 * and from then on works without the network. Nothing is computed here that the bank answers: the worked steps
 * settle the hand with settle.js only to draw the dealer's layers (the tests check they give the bank's figures).
 * Progress (per level: answered, right, right in a row) stays in this browser's localStorage.
 * The reading of the bank's questions (histories, stories, hands) is plain functions, also run under Node.
 */
(function (root) {
  "use strict";
  var here = typeof document !== "undefined" && document.currentScript ? document.currentScript.src : "";
  var STORE = "allin-practice";
  var SUGGEST_AFTER = 8;
  var RECENT = 30;  // questions of a level not asked again soon
  var STREETS = ["preflop", "flop", "turn", "river"];
  var RANK_SYMBOLS = { T: "10" };
  var SUIT_SYMBOLS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
  var STREET_KEYS = { preflop: "street.preflop", flop: "street.flop", turn: "street.turn", river: "street.river" };
  var STEP_KEYS = { ante: "step.ante", fold: "step.fold", check: "step.check", call: "step.call", bet: "step.bet", raise: "step.raise" };
  var ASK_KEYS = {
    amount: "practice.amount", eligible: "practice.eligible", winners: "practice.winners", shares: "practice.share",
    returned: "practice.returned", payouts: "practice.payouts", net: "practice.net", finishing_stacks: "practice.final_stack",
    can_raise: "practice.can_raise", call_amount: "practice.call_amount", min_raise_to: "practice.min_raise_to"
  };
  // A pot's name in a question, in the form its question needs (a Russian case: «в основном банке», «из основного банка»).
  var POT_KEYS = {
    prose: ["pot.only.prose", "pot.main.prose", "pot.side.prose"],
    "in": ["pot.only.in", "pot.main.in", "pot.side.in"],
    from: ["pot.only.from", "pot.main.from", "pot.side.from"]
  };
  var POT_FORMS = { amount: "in", shares: "from" };

  // ---- reading a question ----

  /** A history as the bank writes it: one `key = JSON value` line per field (CONTRACTS.md). */
  function readHistory(text) {
    var fields = {};
    text.split("\n").forEach(function (line) {
      var at = line.indexOf(" = ");
      if (at > 0) fields[line.slice(0, at)] = JSON.parse(line.slice(at + 3));
    });
    return fields;
  }

  function cardsOf(word) {
    var cards = [];
    for (var i = 0; i + 1 < word.length; i += 2) cards.push(word.slice(i, i + 2));
    return cards;
  }

  function zeros(n) {
    var out = [];
    for (var i = 0; i < n; i++) out.push(0);
    return out;
  }

  /**
   * A history of the bank told step by step, street by street: {streets: [{street, board, steps}], hole: cards per
   * seat (null when not dealt face up)}. A step: {kind: ante|blind|fold|check|call|bet|raise, seat, chips (put in by
   * it), total (the seat's bet on the street after it), allIn}. The bank's histories have no straddles, shows or
   * completed limit bets; tests/test_practice_page.py checks every one is told as the engine plays it.
   */
  function storyOf(history) {
    var n = history.starting_stacks.length;
    var stacks = history.starting_stacks.slice();
    var bets = zeros(n);
    var antes = history.antes || zeros(n);
    var blinds = history.blinds_or_straddles || zeros(n);
    var hole = stacks.map(function () { return null; });
    var streets = [{ street: STREETS[0], board: [], steps: [] }];
    var steps = streets[0].steps;
    var put = function (seat, chips) {
      var paid = Math.min(chips, stacks[seat]);
      stacks[seat] -= paid;
      return paid;
    };
    var ante = function (seat) {
      var paid = put(seat, antes[seat]);
      steps.push({ kind: "ante", seat: seat, chips: paid, total: 0, allIn: paid > 0 && stacks[seat] === 0 });
    };
    var anteSeats = [];
    antes.forEach(function (a, seat) { if (a) anteSeats.push(seat); });
    var bigBlindAnte = anteSeats.length === 1 && blinds[anteSeats[0]] > 0;
    if (!bigBlindAnte) anteSeats.forEach(ante);
    var level = 0;
    blinds.forEach(function (amount, k) {
      if (amount <= 0) return;
      var paid = put(k, amount);
      bets[k] += paid;
      level = Math.max(level, amount);
      steps.push({ kind: "blind", seat: k, chips: paid, total: bets[k], allIn: stacks[k] === 0 });
    });
    if (bigBlindAnte) ante(anteSeats[0]);
    var street = 0;
    (history.actions || []).forEach(function (text) {
      var words = text.split(" ");
      if (words[0] === "d") {
        if (words[1] === "dh") {
          var dealt = cardsOf(words[3]);
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
      var seat = Number(words[0].slice(1)) - 1;
      var step = { seat: seat, chips: 0, total: bets[seat], allIn: false };
      if (words[1] === "f") {
        step.kind = "fold";
      } else if (words[1] === "cc") {
        step.chips = put(seat, Math.max(level - bets[seat], 0));
        step.kind = step.chips ? "call" : "check";
      } else {  // cbr: a bet or raise to a street total
        var to = Number(words[2]);
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

  function playersOf(question) {
    return question.kind === "settle" ? question.input.players.map(function (p) { return p.name; }) : readHistory(question.input).players;
  }

  /**
   * The settle input that draws the question's worked steps: each player's chips in, antes and fold as the bank's
   * input or result says, and ranks that give the winners the bank names (the best hand first: the main pot's
   * winners, then each side pot's new winners; settle.js compares ranks only, not cards).
   */
  function pictureInput(question) {
    var result = question.result;
    var players;
    var chip;
    if (question.kind === "settle") {
      players = question.input.players.map(function (p) {
        return { name: p.name, contributed: p.contributed, dead: p.dead || 0, folded: !!p.folded };
      });
      chip = question.input.smallest_chip;
    } else {
      var history = readHistory(question.input);
      var inPots = {};
      result.pots.forEach(function (pot) { pot.eligible.forEach(function (name) { inPots[name] = true; }); });
      players = history.players.map(function (name, seat) {
        return { name: name, contributed: result.payouts[name] - result.net[name],
          dead: Math.min((history.antes || [])[seat] || 0, history.starting_stacks[seat]), folded: !inPots[name] };
      });
      chip = history._smallest_chip;
    }
    var rank = {};
    var next = 1;
    result.pots.forEach(function (pot) {
      var fresh = pot.winners.filter(function (name) { return !rank[name]; });
      fresh.forEach(function (name) { rank[name] = next; });
      if (fresh.length) next += 1;
    });
    players.forEach(function (p) { if (!p.folded) p.rank = rank[p.name] || next; });
    var input = { players: players };
    if (chip) input.smallest_chip = chip;
    return input;
  }

  /** The parts a question asks, each {path, answer, mistakes, input}: the question itself, then its `also`. */
  function partsOf(question) {
    return [question].concat(question.also || []).map(function (part) {
      var answer = part.answer;
      return { path: part.ask, answer: answer, mistakes: part.misconceptions,
        input: typeof answer === "boolean" ? "yes_no" : Array.isArray(answer) ? "players" : "number" };
    });
  }

  /**
   * A hand's name in words ("a set of nines") from its category and best five cards (as `play` reports hands), with
   * the catalogue's hand.* texts: `say(key, params)`. `hole`: the player's hole cards (a set is a pocket pair).
   */
  function handName(say, hand, hole) {
    var rankOf = function (card) { return card.charAt(0); };
    var key = hand.category;
    var first = rankOf(hand.best[0]);
    if (key === "three_of_a_kind" && hole && rankOf(hole[0]) === first && rankOf(hole[1]) === first) key = "set";
    var second = rankOf(hand.best[key === "two_pair" ? 2 : 3]);
    var forms = function (rank, prefix, params) {
      params[prefix] = say("rank." + rank);
      params[prefix + "_top"] = say("rank." + rank + ".top");
      params[prefix + "_pl"] = say("rank." + rank + ".pl");
      return params;
    };
    return say("hand." + key, forms(second, "r2", forms(first, "r1", {})));
  }

  // ---- progress, kept in this browser ----

  function emptyProgress() {
    return { level: null, levels: {} };
  }

  function loadProgress() {
    try {
      var stored = JSON.parse(root.localStorage.getItem(STORE));
      return stored && typeof stored.levels === "object" ? stored : emptyProgress();
    } catch (e) {
      return emptyProgress();
    }
  }

  function saveProgress(progress) {
    try {
      root.localStorage.setItem(STORE, JSON.stringify(progress));
    } catch (e) {
      // storage refused (private mode, full): progress lasts until the page is closed
    }
  }

  function levelStats(progress, id) {
    if (!progress.levels[id]) progress.levels[id] = { answered: 0, right: 0, streak: 0 };
    return progress.levels[id];
  }

  // ---- the page ----

  function mount(node, status) {
    var ui = root.allinUI;
    var quiz = root.allinQuiz;
    var el = ui.el;
    var lang = ui.pageLang();
    var say = function (key, params) { return ui.t(lang, key, params); };
    var chips = function (n, signed) { return ui.formatChips(n, lang, signed); };
    var lessons = JSON.parse(node.getAttribute("data-lessons") || "{}");
    var bankUrl = new URL("../practice/bank.json", here || document.baseURI).href;

    root.fetch(bankUrl).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    }).then(function (bank) {
      status.textContent = "";
      start(bank);
    }).catch(function () {
      status.textContent = say("practice.load_failed");
    });

    function name(id) {
      return say("player." + id);
    }

    function card(code) {
      var rank = code.charAt(0);
      var suit = code.charAt(1);
      return el("span", { "class": "card card--" + suit, role: "img",
        "aria-label": say("card", { rank: say("rank." + rank), suit: say("suit." + suit) }),
        text: (RANK_SYMBOLS[rank] || rank) + SUIT_SYMBOLS[suit] });
    }

    /** Cards in a row, as the lessons' cards_of writes them (space-separated). */
    function cards(list) {
      var out = el("span", { "class": "allin-cards" });
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
            // data-label: the column's name, which a phone shows beside each cell (the rows become cards)
            return el(k === 1 ? "th" : "td", { scope: k === 1 ? "row" : null, "data-label": say(headers[k]) }, [cell]);
          }));
        }))
      ])]);
    }

    function seatText(seat, count) {
      return chips(seat + 1) + (seat === count - 1 ? " (" + say("calc.button_mark") + ")" : "");
    }

    /** A settle question's hand: who put in how much, antes, folds, ranks or hole cards, the board. */
    function settleHand(question) {
      var players = question.input.players;
      var withCards = players.some(function (p) { return p.cards; });
      var antes = players.some(function (p) { return p.dead; });
      var headers = ["calc.seat", "col.player", "col.contributed"].concat(antes ? ["calc.ante"] : [],
        ["calc.folded", withCards ? "practice.cards" : "practice.rank"]);
      var rows = players.map(function (p, seat) {
        var strength = p.cards ? cards(cardsOf(p.cards)) : p.rank ? chips(p.rank) : say("none");
        return [seatText(seat, players.length), el("bdi", { text: name(p.name) }), chips(p.contributed)]
          .concat(antes ? [p.dead ? chips(p.dead) : say("none")] : [], [say(p.folded ? "practice.yes" : "none"), strength]);
      });
      var out = [table("practice.situation", headers, rows)];
      if (question.input.board) out.push(el("p", { "class": "allin-board" }, [say("practice.board") + ": ", cards(cardsOf(question.input.board))]));
      if (question.input.smallest_chip) out.push(el("p", { text: say("practice.chip", { chip: chips(question.input.smallest_chip) }) }));
      return out;
    }

    function stepText(step, names) {
      var params = { name: names[step.seat], chips: chips(step.chips), total: chips(step.total) };
      var key = step.kind === "blind" ? (step.seat === 0 ? "step.small_blind" : "step.big_blind") : STEP_KEYS[step.kind];
      return say(key, params) + (step.allIn ? say("step.all_in") : "");
    }

    /** A history's question: the game, the players and their stacks and cards, the actions street by street. */
    function playedHand(question) {
      var history = readHistory(question.input);
      var story = storyOf(history);
      var names = history.players.map(function (id) { return ui.isolate(name(id)); });
      var blinds = history.blinds_or_straddles.filter(Boolean).map(function (b) { return chips(b); }).join(say("practice.blinds_joiner"));
      var game = history.variant === "FT" ?
        say("practice.fixed_limit", { blinds: blinds, small: chips(history.small_bet), big: chips(history.big_bet) }) :
        say("practice.no_limit", { blinds: blinds });
      var rows = history.players.map(function (id, seat) {
        var hole = story.hole[seat];
        return [seatText(seat, history.players.length), el("bdi", { text: name(id) }), chips(history.starting_stacks[seat]),
          hole ? cards(hole) : say("none")];
      });
      var out = [el("p", { "class": "allin-game", text: game }),
        table("practice.situation", ["calc.seat", "col.player", "practice.stack", "practice.cards"], rows)];
      if (history._smallest_chip) out.push(el("p", { text: say("practice.chip", { chip: chips(history._smallest_chip) }) }));
      var told = el("div", { "class": "allin-story" });
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

    /** A pot's name in a question, in `form` (a key of POT_KEYS). */
    function potName(question, index, form) {
      var keys = POT_KEYS[form];
      if (question.result.pots.length === 1) return say(keys[0]);
      return index === 0 ? say(keys[1]) : say(keys[2], { n: chips(index) });
    }

    /** The question a path asks, in words (pots.1.amount, net.kian, finishing_stacks.2, can_raise). */
    function askText(question, path, players) {
      var parts = path.split(".");
      var pot = parts[0] === "pots";
      var whom = pot ? parts[3] : parts[0] === "finishing_stacks" ? players[Number(parts[1])] :
        question.kind === "options" ? question.result.to_act : parts[1];
      var text = say(ASK_KEYS[pot ? parts[2] : parts[0]], {
        pot: pot ? potName(question, Number(parts[1]), POT_FORMS[parts[2]] || "prose") : "", name: whom ? ui.isolate(name(whom)) : "" });
      return text.charAt(0).toUpperCase() + text.slice(1);
    }

    /** The worked steps: the options, or the hands shown and the settlement with its layers and pots. */
    function working(question) {
      var out = el("div", { "class": "allin-working-body" });
      var result = question.result;
      if (question.kind === "options") {
        var key = result.min_raise_to === null ? (result.can_check ? "options.check_only" : "options.call_only") :
          result.min_raise_to === result.max_raise_to ? "options.one" : result.can_check ? "options.check_range" : "options.range";
        out.appendChild(el("p", { text: say(key, { name: ui.isolate(name(result.to_act)), call: chips(result.call_amount || 0),
          low: chips(result.min_raise_to || 0), high: chips(result.max_raise_to || 0) }) }));
        return out;
      }
      var hands = question.hands || result.hands;
      if (hands) {
        var hole = {};
        if (question.kind === "settle") {
          question.input.players.forEach(function (p) { if (p.cards) hole[p.name] = cardsOf(p.cards); });
        } else {
          var history = readHistory(question.input);
          var dealt = storyOf(history).hole;
          history.players.forEach(function (id, seat) { hole[id] = dealt[seat]; });
        }
        out.appendChild(el("h3", { text: say("practice.hands") }));
        out.appendChild(el("ul", { "class": "allin-hands" }, Object.keys(hands).map(function (id) {
          return el("li", {}, [say("practice.hand", { name: ui.isolate(name(id)), hand: handName(say, hands[id], hole[id]) }), " ", cards(hands[id].best)]);
        })));
      }
      var input = pictureInput(question);
      input.players.forEach(function (p) { p.name = name(p.name); });
      out.setAttribute("data-situation", JSON.stringify({ input: input }));
      var detail = root.settleEngine.settleDetailed(input, bankRules);
      // the settlement as the calculator explains it, with its pot diagram (pot_diagram.js) marked as practice's
      out.appendChild(ui.renderSettlement(lang, detail, "practice"));
      return out;
    }

    var bankRules = null;

    function start(bank) {
      bankRules = bank.rules;
      var levels = bank.levels;
      var progress = loadProgress();
      var byId = {};
      levels.forEach(function (level) { byId[level.id] = level; });
      if (!byId[progress.level]) progress.level = levels[0].id;
      var recent = {};

      var radios = {};
      var statsOf = {};
      var levelList = el("fieldset", { "class": "allin-levels" }, [el("legend", { text: say("practice.levels") })]
        .concat(levels.map(function (level, k) {
          var id = "allin-level-" + level.id;
          radios[level.id] = el("input", { type: "radio", name: "allin-level", id: id, value: level.id, onchange: function () { choose(level.id); } });
          statsOf[level.id] = el("span", { "class": "allin-level-stats" });
          return el("div", { "class": "allin-level" }, [radios[level.id], " ", el("label", { "for": id }, [
            el("strong", { text: chips(k + 1) + ". " + say("level." + level.id + ".title") }), " ",
            el("span", { "class": "allin-level-about", text: say("level." + level.id + ".about") }), " ", statsOf[level.id]
          ])]);
        })));
      var suggestion = el("div", { "class": "allin-suggest", role: "status" });
      var resetStatus = el("span", { "class": "allin-reset-status", role: "status" });
      var resetButton = el("button", { type: "button", "class": "md-button allin-reset", text: say("practice.reset"), onclick: function () {
        progress = emptyProgress();
        progress.level = current.id;
        saveProgress(progress);
        showProgress();
        resetStatus.textContent = say("practice.reset_done");
      } });
      var area = el("section", { "class": "allin-question" });
      var nextButton = el("button", { type: "button", "class": "md-button md-button--primary allin-next", text: say("practice.next"), onclick: function () {
        ask();
        var first = area.querySelector("input");
        if (first) first.focus();
      } });
      // The question first (on a phone it would otherwise start a screen or two down), then the levels to choose.
      node.appendChild(area);
      node.appendChild(el("p", {}, [nextButton]));
      node.appendChild(suggestion);
      node.appendChild(levelList);
      node.appendChild(el("p", { "class": "allin-buttons" }, [resetButton, " ", resetStatus]));

      var current = byId[progress.level];
      radios[current.id].checked = true;

      function showProgress() {
        levels.forEach(function (level) {
          var stats = levelStats(progress, level.id);
          statsOf[level.id].textContent = stats.answered ? say("practice.level_stats", { right: chips(stats.right), answered: chips(stats.answered), streak: chips(stats.streak) }) : "";
        });
        suggestion.textContent = "";
        var at = levels.indexOf(current);
        var next = levels[at + 1];
        if (next && levelStats(progress, current.id).streak >= SUGGEST_AFTER) {
          suggestion.appendChild(el("p", {}, [say("practice.suggest", { count: chips(levelStats(progress, current.id).streak) }) + " ",
            el("button", { type: "button", "class": "md-button allin-go", "data-level": next.id,
              text: say("practice.go", { level: say("level." + next.id + ".title") }), onclick: function () {
                radios[next.id].checked = true;
                choose(next.id);
                radios[next.id].focus();
              } })]));
        }
      }

      function choose(id) {
        current = byId[id];
        progress.level = id;
        saveProgress(progress);
        showProgress();
        ask();
      }

      function pick(level) {
        var seen = recent[level.id] || (recent[level.id] = []);
        var fresh = level.questions.filter(function (q) { return seen.indexOf(q.id) < 0; });
        var chosen = fresh[Math.floor(Math.random() * fresh.length)];
        seen.push(chosen.id);
        if (seen.length > Math.min(RECENT, level.questions.length - 1)) seen.shift();
        return chosen;
      }

      function ask() {
        var question = pick(current);
        var players = playersOf(question);
        var names = {};
        players.forEach(function (id) { names[id] = name(id); });
        var parts = partsOf(question).map(function (part) {
          return { input: part.input, answer: part.answer, players: players, names: names, path: part.path,
            signed: part.path.split(".")[0] === "net",
            mistakes: part.mistakes.map(function (m) { return { id: m.id, answer: m.answer, href: lessons[m.id] }; }) };
        });
        area.textContent = "";
        area.setAttribute("data-question", question.id);
        area.setAttribute("data-level", current.id);
        var questionId = "allin-question-" + question.id;
        area.appendChild(el("h2", { id: questionId, text: say("level." + current.id + ".title") }));
        (question.kind === "settle" ? settleHand(question) : playedHand(question)).forEach(function (node) { area.appendChild(node); });
        var asked = parts.map(function (part) { return askText(question, part.path, players); });  // each input's label
        var details = el("details", { "class": "allin-working" }, [el("summary", { text: say("practice.working") })]);
        details.hidden = true;
        var checked = false;
        var box = quiz.checkForm(lang, parts, asked, function (results) {
          var right = results.every(function (r) { return r.right; });
          if (!checked) {
            checked = true;
            var stats = levelStats(progress, current.id);
            stats.answered += 1;
            stats.right += right ? 1 : 0;
            stats.streak = right ? stats.streak + 1 : 0;
            saveProgress(progress);
            showProgress();
            box.fields.forEach(function (f) { f.lock(); });
            box.button.disabled = true;
            details.appendChild(working(question));
          }
          details.hidden = false;
          details.open = !right;
          var answers = parts.map(function (part) { return quiz.answerText(lang, part, part.answer); }).join(say("list.separator"));
          var nodes = [el("p", { text: right ? say("practice.right") : say("practice.wrong", { answer: answers }) })];
          results.forEach(function (r) { if (!r.right) nodes.push(quiz.diagnosis(lang, r.ask, r.value)); });
          return { right: right, nodes: nodes };
        });
        area.appendChild(box.form);
        area.appendChild(details);
      }

      showProgress();
      ask();
    }
  }

  var api = { readHistory: readHistory, storyOf: storyOf, pictureInput: pictureInput, partsOf: partsOf, handName: handName, mount: mount };
  if (typeof module === "object" && module && module.exports) module.exports = api;
  else root.allinPractice = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
