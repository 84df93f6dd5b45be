/*
 * The browser engine: the `settle` contract of CONTRACTS.md (at the repository's root), ported from calculator/
 * (Python).
 *
 * settle(input, rules?)          -> the same output object as `python -m calculator settle`
 * settleDetailed(input, rules?)  -> that output plus the raw dealer layers (bottom-up: the table's dead money,
 *                                   the own antes, the live chips) and, per pot, which
 *                                   layers it merged, who paid what and which winner got each odd chip
 * needsCards(rules)              -> the options whose value in `rules` reads hole cards (this engine cannot)
 * SettleError                    -> thrown for every bad input: .code (stable, for localized messages),
 *                                   .kind (the Python engine's error class), .params (values for the message)
 *
 * It accepts and rejects exactly what calculator.settle_json accepts and rejects (tests/test_settle_js.py proves
 * it on random inputs), with these documented differences that JavaScript imposes or that ranks-only requires:
 *  - Hand strength by `cards` is validated exactly as in Python, but not evaluated: when cards would decide a
 *    pot (a pot with two or more contenders), settle throws code "cards_unsupported". Give ranks instead.
 *  - JavaScript has one number type: 5.0 is the integer 5 here, while Python rejects the float 5.0.
 *  - A key whose value is `undefined` counts as absent (JSON cannot hold undefined).
 *  - Output objects keep names in seat order, except names that are array indices ("0", "17"), which every
 *    JavaScript object lists first, in numeric order. Use `names` from settleDetailed to iterate in seat order.
 *  - Whether a name has a visible character follows the browser's Unicode tables, which may be newer than
 *    Python's: a name made only of characters Unicode assigned after Python's version can differ.
 * Chips and ranks are at most 2^53 - 1 (Number.MAX_SAFE_INTEGER), and so is the sum of all contributions: the
 * Python engine has the same limit, so every figure here is exact.
 * No dependencies; works from a <script> tag (globals `settle` and `settleEngine`) and from Node (module.exports).
 */
(function (root) {
  "use strict";

  const MAX_CHIPS = Number.MAX_SAFE_INTEGER;
  const MAX_PLAYERS = 23; // a hold'em deck deals two cards to each of 23 players and five to the board
  const HOLE_CARDS = 2;
  const BOARD_CARDS = 5;
  const RANK_CHARS = "23456789TJQKA";
  const SUIT_CHARS = "cdhs";
  const HAND_KEYS = ["board", "players", "smallest_chip"];
  const PLAYER_KEYS = ["ante", "cards", "contributed", "dead", "folded", "name", "rank"];
  // Python's str.isspace() characters (str.split() uses them; JavaScript's regular-expression \s differs).
  const PY_SPACE = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";
  const PY_SPACES = new RegExp("[" + PY_SPACE + "]+", "g");
  // A visible character: a letter, digit, punctuation mark or symbol (Unicode categories L, N, P, S), except
  // the few of them that show nothing (Hangul fillers, the blank Braille pattern), as calculator/hand.py says.
  const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
  const BLANK_LETTERS = ["\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"];
  // Half of a surrogate pair on its own: not a character, so not text Python can print (it rejects such names).
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  /** A bad input: `code` names the mistake, `kind` the matching Python error class, `params` its values. */
  function SettleError(code, kind, message, params) {
    const error = new Error(message);
    Object.setPrototypeOf(error, SettleError.prototype);
    error.name = "SettleError";
    error.code = code;
    error.kind = kind;
    error.params = params || {};
    return error;
  }
  SettleError.prototype = Object.create(Error.prototype, {
    constructor: { value: SettleError, writable: true, configurable: true }
  });

  function fail(code, kind, message, params) {
    throw SettleError(code, kind, message, params);
  }

  function show(value) {
    if (value === undefined) return "undefined";
    try {
      return JSON.stringify(value);
    } catch (e) {
      return String(value);
    }
  }

  function isMapping(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  function has(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key) && obj[key] !== undefined;
  }

  /** obj.get(key) with Python's None for null and absent keys. */
  function get(obj, key, fallback) {
    return has(obj, key) ? obj[key] : fallback;
  }

  /** Python's truth value of a JSON value. */
  function truthy(value) {
    if (value === null || value === undefined || value === false || value === 0 || value === "") return false;
    if (Array.isArray(value)) return value.length > 0;
    if (isMapping(value)) return Object.keys(value).length > 0;
    return true;
  }

  /** Set a key even when it is "__proto__", keeping insertion order. */
  function put(obj, key, value) {
    Object.defineProperty(obj, key, { value: value, enumerable: true, writable: true, configurable: true });
    return obj;
  }

  function checkKeys(obj, allowed, where) {
    const unknown = Object.keys(obj).filter(function (k) { return allowed.indexOf(k) < 0; }).sort();
    if (unknown.length) {
      fail("unknown_key", "InputFormatError",
        "unknown key " + show(unknown[0]) + " in " + where + " (allowed: " + allowed.join(", ") + ")",
        { key: unknown[0], where: where });
    }
  }

  function checkChips(value, field, name) {
    const params = { field: field, name: name, value: value };
    const what = field + " of " + name;
    if (typeof value !== "number" || !Number.isInteger(value)) {
      fail("chips_not_integer", "ChipAmountError", what + " must be a whole number of chips, not " + show(value), params);
    }
    if (value < 0) fail("chips_negative", "ChipAmountError", what + " must not be negative, got " + value, params);
    if (value > MAX_CHIPS) {
      fail("chips_too_large", "ChipAmountError", what + " must be at most " + MAX_CHIPS + " chips, got " + value, params);
    }
    return value;
  }

  // ---- cards: validated exactly like calculator/cards.py, never evaluated ----

  function parseCard(text) {
    const chars = Array.from(text);
    if (chars.length !== 2) {
      fail("card_invalid", "InvalidCardError", "a card is a rank and a suit, like 'As' or 'Td', not " + show(text),
        { card: text });
    }
    const rank = chars[0].toUpperCase();
    if (rank.length !== 1 || RANK_CHARS.indexOf(rank) < 0) {
      fail("card_invalid", "InvalidCardError", "bad rank " + show(chars[0]) + " in card " + show(text), { card: text });
    }
    if (SUIT_CHARS.indexOf(chars[1]) < 0 || chars[1].length !== 1) {
      fail("card_invalid", "InvalidCardError", "bad suit " + show(chars[1]) + " in card " + show(text), { card: text });
    }
    return rank + chars[1];
  }

  function ensureDistinct(cards) {
    const seen = new Set();
    cards.forEach(function (card) {
      if (seen.has(card)) fail("card_duplicate", "DuplicateCardError", "card " + card + " appears twice", { card: card });
      seen.add(card);
    });
  }

  function parseCards(text, what, count) {
    if (typeof text !== "string") {
      fail("card_invalid", "InvalidCardError", what + " must be a string of cards like 'AcAd', not " + show(text),
        { what: what });
    }
    const compact = Array.from(text.replace(PY_SPACES, ""));
    if (compact.length % 2) {
      fail("card_invalid", "InvalidCardError", what + " " + show(text) + " is not a whole number of two-character cards",
        { what: what });
    }
    const cards = [];
    for (let i = 0; i < compact.length; i += 2) cards.push(parseCard(compact[i] + compact[i + 1]));
    if (cards.length !== count) {
      fail("card_count", "CardCountError", what + " must be " + count + " cards, got " + cards.length,
        { what: what, count: count, got: cards.length });
    }
    ensureDistinct(cards);
    return cards;
  }

  // ---- reading the input (calculator/json_input.py and hand.py) ----

  function readPlayer(entry, number) {
    if (!isMapping(entry)) fail("player_not_object", "InputFormatError", "player " + number + " must be a JSON object", { number: number });
    checkKeys(entry, PLAYER_KEYS, "player " + number);
    ["name", "contributed"].forEach(function (key) {
      if (!has(entry, key)) {
        fail("missing_key", "InputFormatError", "player " + number + " has no " + show(key), { number: number, key: key });
      }
    });
    const name = entry.name;
    if (typeof name !== "string") {
      fail("name_not_string", "PlayerError", "player " + number + "'s name must be a string, not " + show(name), { number: number });
    }
    const folded = get(entry, "folded", false);
    const cardsText = get(entry, "cards", null);
    let cards = null;
    if (cardsText !== null && !truthy(folded)) cards = parseCards(cardsText, "cards of " + name, HOLE_CARDS);
    const rank = truthy(folded) ? null : get(entry, "rank", null);
    if (LONE_SURROGATE.test(name)) {
      fail("name_not_text", "PlayerError", "the name " + show(name) + " is not Unicode text (it holds a lone surrogate)", { number: number });
    }
    if (!hasVisibleCharacter(name)) {
      fail("name_empty", "PlayerError", "every player needs a name with a visible character, got " + show(name), { number: number });
    }
    const mixed = mixedScriptWord(name);
    if (mixed !== null) {
      fail("name_mixed_scripts", "PlayerError", "the name " + show(name) + " mixes Latin with Cyrillic or Greek letters in the word " +
        show(mixed), { number: number });
    }
    if (unpairedBidi(name)) fail("name_bidi", "PlayerError", "the name " + show(name) + " holds an unpaired bidirectional control", { number: number });
    const contributed = checkChips(entry.contributed, "contributed", name);
    const dead = checkChips(get(entry, "dead", 0), "dead", name);
    const ante = checkChips(get(entry, "ante", 0), "ante", name);
    if (dead > contributed) {
      fail("dead_exceeds_contributed", "ContributionError",
        "dead of " + name + " (" + dead + ") is more than contributed (" + contributed + ")",
        { name: name, dead: dead, contributed: contributed });
    }
    if (ante > contributed) {
      fail("ante_exceeds_contributed", "ContributionError",
        "ante of " + name + " (" + ante + ") is more than contributed (" + contributed + ")",
        { name: name, ante: ante, contributed: contributed });
    }
    if (dead + ante > contributed) {
      fail("dead_and_ante_exceed_contributed", "ContributionError",
        "dead and ante of " + name + " (" + dead + " + " + ante + ") add up to more than contributed (" + contributed + ")",
        { name: name, dead: dead, ante: ante, contributed: contributed });
    }
    if (typeof folded !== "boolean") {
      fail("folded_not_boolean", "PlayerError", "folded of " + name + " must be true or false, not " + show(folded), { name: name });
    }
    if (rank !== null && (typeof rank !== "number" || !Number.isInteger(rank) || rank < 1 || rank > MAX_CHIPS)) {
      fail("rank_invalid", "HandStrengthError", "rank of " + name + " must be a whole number from 1 (best), not " + show(rank),
        { name: name });
    }
    if (rank !== null && cards !== null) {
      fail("rank_and_cards", "HandStrengthError", "give " + name + " either a rank or cards, not both", { name: name });
    }
    return { name: name, contributed: contributed, dead: dead, ante: ante, folded: folded, rank: rank, cards: cards };
  }

  // hand.py's unpaired_bidi_control
  function unpairedBidi(name) {
    const open = [];
    for (let i = 0; i < name.length; i++) {
      const c = name.charAt(i), k = "\u202a\u202b\u202d\u202e\u202c\u2066\u2067\u2068\u2069".indexOf(c);
      if (k < 0) continue;
      if (k !== 4 && k !== 8) open.push(c);
      else if (!open.length || open[open.length - 1] > "\u2065" !== k > 4) return c;
      else open.pop();
    }
    return open.length ? open[0] : null;
  }

  // hand.py's name_key: names are compared in NFKC (full-width and styled letters as the plain ones) with the
  // format characters (category Cf: soft hyphen, zero-width space, direction marks) taken out first.
  function nameKey(name) {
    return name.replace(/\p{Cf}/gu, "").normalize("NFKC");
  }

  // hand.py's LOOK_ALIKE: pairs of characters (a letter, then the letter it is drawn as); names differing only in
  // these look the same on a page (tests/test_settle_js.py holds the two strings equal).
  const LOOK_ALIKE = "АAВBЕEКKМMНHОOРPСCТTХXУYІIЈJЅSԚQԜWҮY" +
    "аaеeоoрpсcуyхxіiјjѕsԁdԛqԝwһhүyӏl" +
    "ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXαaοoρpνvυuϳj" +
    "ՕOՍUօoսuհhոnզqցg" +
    "ɑaɡgıiɩi" +
    "كکيیىیەه";
  const DRAWN_AS = new Map();
  for (let i = 0; i < LOOK_ALIKE.length; i += 2) DRAWN_AS.set(LOOK_ALIKE.charAt(i), LOOK_ALIKE.charAt(i + 1));

  // hand.py's look_key: the compared name, its runs of spaces and control characters one space and none at the
  // ends, each look-alike letter read as the one it is drawn as ("Bob " and "Bob", Cyrillic "ТОР" and "TOP").
  function lookKey(name) {
    const spaced = nameKey(name).replace(/[\p{Zs}\p{Zl}\p{Zp}\p{Cc}]+/gu, " ").replace(/^ | $/g, "");
    return Array.from(spaced, function (c) { return DRAWN_AS.has(c) ? DRAWN_AS.get(c) : c; }).join("");
  }

  // hand.py's mixed_script_word: the first word (a run of letters and marks) of the compared name whose letters
  // mix Latin with Cyrillic or Greek ("R\u0430mses", a Cyrillic a), or null.
  function mixedScriptWord(name) {
    const words = nameKey(name).split(/[^\p{L}\p{M}]+/u);
    for (let i = 0; i < words.length; i++) {
      const letters = Array.from(words[i]).filter(function (c) { return /\p{L}/u.test(c); });
      const latin = letters.some(function (c) { return /\p{Script=Latin}/u.test(c); });
      if (latin && letters.some(function (c) { return /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(c); })) return words[i];
    }
    return null;
  }

  function hasVisibleCharacter(name) {
    return Array.from(name).some(function (c) { return VISIBLE.test(c) && BLANK_LETTERS.indexOf(c) < 0; });
  }

  function readSmallestChip(value) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_CHIPS) {
      fail("smallest_chip_invalid", "ChipAmountError", "smallest_chip must be a whole number of chips from 1, not " + show(value),
        { value: value });
    }
    return value;
  }

  function readHand(data) {
    if (!isMapping(data)) fail("input_not_object", "InputFormatError", "the input must be a JSON object with a 'players' list");
    checkKeys(data, HAND_KEYS, "the input");
    if (!Object.prototype.hasOwnProperty.call(data, "players") || data.players === undefined) {
      fail("no_players", "InputFormatError", "the input has no 'players' list");
    }
    const entries = data.players;
    if (!Array.isArray(entries)) fail("players_not_list", "InputFormatError", "'players' must be a list of player objects");
    if (!entries.length) fail("players_empty", "PlayerError", "'players' is empty: a hand needs at least one player");
    if (entries.length > MAX_PLAYERS) {
      fail("too_many_players", "PlayerError", "a hand has at most " + MAX_PLAYERS + " players, 'players' lists " + entries.length,
        { count: entries.length, max: MAX_PLAYERS });
    }
    const boardText = get(data, "board", null);
    const board = boardText === null ? null : parseCards(boardText, "the board", BOARD_CARDS);
    const players = entries.map(function (entry, i) { return readPlayer(entry, i + 1); });
    const chip = readSmallestChip(get(data, "smallest_chip", 1));
    const seen = new Set();
    players.forEach(function (p) {
      const key = lookKey(p.name); // "é" and "e" + a combining accent, "a" and full-width "ａ", "Bob" and "Bob " are one
      if (seen.has(key)) {
        fail("duplicate_name", "PlayerError", "player name " + show(p.name) + " appears more than once", { name: p.name });
      }
      seen.add(key);
    });
    const total = sum(players.map(function (p) { return p.contributed; }));
    if (total > MAX_CHIPS) {
      fail("total_too_large", "ChipAmountError", "the chips put in add up to more than the " + MAX_CHIPS + " a hand may hold");
    }
    players.forEach(function (p) {
      [["contributed", p.contributed], ["dead", p.dead], ["ante", p.ante]].forEach(function (pair) {
        if (pair[1] % chip !== 0) {
          fail("chips_not_multiple", "ChipAmountError",
            pair[0] + " of " + p.name + " (" + pair[1] + ") is not a whole number of smallest chips (" + chip + ")",
            { field: pair[0], name: p.name, value: pair[1], chip: chip });
        }
      });
    });
    checkStrengths(players, board);
    return { players: players, board: board, smallestChip: chip };
  }

  function checkStrengths(players, board) {
    const contenders = players.filter(function (p) { return !p.folded; });
    const usesCards = contenders.some(function (p) { return p.cards !== null; });
    if (usesCards) {
      if (board === null) fail("cards_need_board", "HandStrengthError", "players' cards need a board of 5 cards");
      ensureDistinct(board.concat.apply(board, contenders.map(function (p) { return p.cards || []; })));
    }
    if (contenders.length < 2) return;
    contenders.forEach(function (p) {
      if (usesCards ? p.cards === null : p.rank === null) {
        fail("strength_missing", "HandStrengthError",
          p.name + " has not folded and needs " + (usesCards ? "cards" : "a rank (1 = best) or cards"),
          { name: p.name, cards: usesCards });
      }
    });
  }

  // ---- the rules: read by the engine's own rule book (calculator/rules.py, handed over by the build) ----

  // The rule book: each option's name, allowed values ("count" for any whole number from 0), default and the values
  // that read the players' hole cards (reads_cards), each preset's name and values. The page holds it in its widget
  // text (#allin-text "rule_book", macros/widget_text.py); under Node, useRuleBook() takes it (`python -m calculator
  // rules` prints it, with its prose). This engine compares ranks only: a value that reads cards is refused when it
  // would have to read them (odd chips to deal: code "odd_chips_need_cards"), and needsCards() says so beforehand.
  let ruleBook = null;

  /** Read rules by this book from now on (Node; a page hands over its own). */
  function useRuleBook(book) {
    if (!isMapping(book) || !Array.isArray(book.options) || !Array.isArray(book.presets)) {
      throw new Error("a rule book is {options: [{name, values, default}], presets: [{name, values}]}");
    }
    ruleBook = book;
  }

  function currentRuleBook() {
    if (ruleBook === null && typeof document !== "undefined") {
      const node = document.getElementById("allin-text");
      if (node) useRuleBook(JSON.parse(node.textContent).rule_book);
    }
    if (ruleBook === null) {
      throw new Error("settle.js has no rule book: a page holds it in #allin-text (macros/widget_text.py); " +
        "under Node call useRuleBook(the output of `python -m calculator rules`)");
    }
    return ruleBook;
  }

  /** One option's value read as calculator/rules.py reads it, or a RulesError. */
  function ruleValue(option, value) {
    if (option.values.indexOf("count") >= 0) {  // a whole number, or "none" (read as null) for no limit; null is no value
      if (value === "none" && option.values.indexOf("none") >= 0) return null;
      if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
      fail("rule_value", "RulesError", "rule " + option.name + " must be a whole number (0 or more)" +
        (option.values.indexOf("none") >= 0 ? " or none" : "") + ", not " + show(value), { rule: option.name });
    }
    if (typeof value !== "string" || option.values.indexOf(value) < 0) {
      fail("rule_value", "RulesError", "rule " + option.name + " must be one of " + option.values.join(", ") + ", not " + show(value),
        { rule: option.name });
    }
    return value;
  }

  /** The rule set a `--rules` object describes: `name` picks a preset (tda when absent), other keys override it. */
  function readRules(overrides) {
    const book = currentRuleBook();
    const given = overrides === undefined || overrides === null ? {} : overrides;
    if (!isMapping(given)) fail("rules_not_object", "RulesError", "rule overrides must be a JSON object");
    const name = get(given, "name", "tda");
    const preset = typeof name === "string" ? book.presets.filter(function (p) { return p.name === name; })[0] : undefined;
    if (!preset) {
      fail("rule_set_unknown", "RulesError", "unknown rule set " + show(name) + " (known: " +
        book.presets.map(function (p) { return p.name; }).join(", ") + ")", { name: name });
    }
    const rules = Object.assign({ name: name }, preset.values);
    const known = book.options.map(function (option) { return option.name; });
    Object.keys(given).forEach(function (key) {
      if (key !== "name" && known.indexOf(key) < 0) {
        fail("rule_unknown", "RulesError", "unknown rule " + show(key) + " (known rules: " + known.join(", ") + ")", { rule: key });
      }
    });
    book.options.forEach(function (option) {
      if (has(given, option.name)) rules[option.name] = ruleValue(option, given[option.name]);
    });
    // a value the book allows but this engine does not implement is refused now; one that reads cards, when it must
    if (needsCards(rules).indexOf("odd_chips") < 0) oddChipReceiver(rules.odd_chips);
    return rules;
  }

  /** The options whose value in `rules` (option name -> value) reads the players' hole cards, by the rule book. */
  function needsCards(rules) {
    return currentRuleBook().options.filter(function (option) {
      return (option.reads_cards || []).indexOf(rules[option.name]) >= 0;
    }).map(function (option) { return option.name; });
  }

  // ---- pot arithmetic (calculator/pots.py) ----

  function seatOfUncalled(live) {
    let top = 0;
    for (let i = 1; i < live.length; i++) if (live[i] > live[top]) top = i;
    let second = 0;
    live.forEach(function (c, i) { if (i !== top && c > second) second = c; });
    return { seat: top, amount: live[top] - second };
  }

  function sum(values) {
    return values.reduce(function (a, b) { return a + b; }, 0);
  }

  /**
   * The dealer's layers, bottom-up: the table's dead money (floor = ceiling = 0), then each seat's own antes cut
   * at each distinct ante (`ante: true`), then the live chips, their levels counted above the largest ante.
   */
  function cutLayers(live, dead, folded, antes) {
    const stillIn = [];
    folded.forEach(function (f, i) { if (!f) stillIn.push(i); });
    const layers = [];
    if (dead.some(function (d) { return d > 0; })) {
      layers.push({ floor: 0, ceiling: 0, paid: dead.slice(), eligible: stillIn, ante: false });
    }
    const top = Math.max.apply(null, [0].concat(antes));
    slices(antes, stillIn, 0, true, layers);
    slices(live, stillIn, top, false, layers);
    layers.forEach(function (layer) {
      layer.amount = sum(layer.paid);
      if (!layer.eligible.length) {
        fail("unwinnable_chips", "ContributionError",
          layer.amount + " chips between " + layer.floor + " and " + layer.ceiling +
          " were put in only by players who folded, so nobody could win them",
          { amount: layer.amount, floor: layer.floor, ceiling: layer.ceiling });
      }
    });
    return layers;
  }

  /** The layers of `chips` cut at each distinct amount, their levels counted from `base`, added to `layers`. */
  function slices(chips, stillIn, base, ante, layers) {
    const levels = Array.from(new Set(chips.filter(function (c) { return c > 0; }))).sort(function (a, b) { return a - b; });
    let previous = 0;
    levels.forEach(function (level) {
      const paid = chips.map(function (c) { return Math.min(Math.max(c - previous, 0), level - previous); });
      const eligible = stillIn.filter(function (i) { return chips[i] >= level; });
      layers.push({ floor: base + previous, ceiling: base + level, paid: paid, eligible: eligible, ante: ante });
      previous = level;
    });
  }

  function sameSeats(a, b) {
    return a.length === b.length && a.every(function (x, i) { return x === b[i]; });
  }

  function mergeLayers(layers) {
    const merged = [];
    layers.forEach(function (layer, index) {
      const last = merged[merged.length - 1];
      if (last && sameSeats(last.eligible, layer.eligible)) {
        last.paid = last.paid.map(function (c, i) { return c + layer.paid[i]; });
        last.ceiling = layer.ceiling;
        last.amount += layer.amount;
        last.layers.push(index);
      } else {
        merged.push({ floor: layer.floor, ceiling: layer.ceiling, paid: layer.paid.slice(), eligible: layer.eligible,
          amount: layer.amount, layers: [index] });
      }
    });
    return merged;
  }

  /**
   * The odd-chip rule (calculator/settlement.py split_pot): for the i-th odd chip of a pot, the index of the winner
   * (in seat order from the button's left) who gets it. Every value this engine implements is a case; any other
   * value, even one the rule book lists, is refused, never dealt by another value's rule.
   */
  function oddChipReceiver(rule) {
    switch (rule) {
      case "one_each": return function (i) { return i; };
      case "remainder_to_first": return function () { return 0; };
      default:
        return fail("rule_unsupported", "RulesError", "this engine does not deal odd chips by the rule " + show(rule),
          { rule: "odd_chips", value: rule });
    }
  }

  /**
   * Split in whole smallest chips: equal shares rounded down, then the smallest chips left over (the odd chips)
   * dealt by the odd-chip rule. Returns the shares and the seats given an odd chip, in the order dealt.
   */
  function splitPot(amount, winners, oddChips, chip) {
    const units = amount / chip; // a whole number: every contribution is
    const base = Math.floor(units / winners.length);
    const odd = units - base * winners.length;
    const shares = winners.map(function () { return base * chip; });
    const receivers = [];
    if (odd === 0) return { shares: shares, receivers: receivers };
    if (needsCards({ odd_chips: oddChips }).length) {
      fail("odd_chips_need_cards", "HandStrengthError", "odd_chips " + oddChips + " deals the odd chips by the " +
        "winners' hole cards, which this engine does not read", { rule: "odd_chips", value: oddChips });
    }
    const receiver = oddChipReceiver(oddChips);
    for (let i = 0; i < odd; i++) {
      const k = receiver(i);
      shares[k] += chip;
      receivers.push(winners[k]);
    }
    return { shares: shares, receivers: receivers };
  }

  // ---- settling (calculator/settlement.py) ----

  /** Settle with every intermediate step: seats are indices into `names` (seat order). */
  function settleDetailed(input, ruleOverrides) {
    const rules = readRules(ruleOverrides);
    const hand = readHand(input);
    const players = hand.players;
    const names = players.map(function (p) { return p.name; });
    const folded = players.map(function (p) { return p.folded; });
    if (folded.every(Boolean) && players.some(function (p) { return p.contributed > 0; })) {
      fail("all_folded", "ContributionError", "every player folded: at least one must still be in the hand to win the chips");
    }
    const live = players.map(function (p) { return p.contributed - p.dead - p.ante; });
    const returned = players.map(function () { return 0; });
    const excess = seatOfUncalled(live);
    if (excess.amount > 0) {
      returned[excess.seat] = excess.amount;
      live[excess.seat] -= excess.amount;
    }
    // A player who put nothing in can win nothing (not even the antes), as if he had folded.
    const cannotWin = players.map(function (p) { return p.folded || p.contributed === 0; });
    const antes = players.map(function (p) { return p.ante; });
    const layers = cutLayers(live, players.map(function (p) { return p.dead; }), cannotWin, antes);
    const payouts = returned.slice();
    const pots = mergeLayers(layers).map(function (pot) {
      if (pot.eligible.length > 1 && players[pot.eligible[0]].cards !== null) {
        fail("cards_unsupported", "UnsupportedInputError",
          "the browser engine compares hands by rank only: give each player still in a rank (1 = best) instead of cards");
      }
      const strength = function (i) { return players[i].rank === null ? 0 : -players[i].rank; };
      const best = Math.max.apply(null, pot.eligible.map(strength));
      const winners = pot.eligible.filter(function (i) { return strength(i) === best; });
      const split = splitPot(pot.amount, winners, rules.odd_chips, hand.smallestChip);
      winners.forEach(function (seat, k) { payouts[seat] += split.shares[k]; });
      pot.winners = winners;
      pot.shares = split.shares;
      pot.oddChips = split.receivers;
      return pot;
    });
    const net = players.map(function (p, i) { return payouts[i] - p.contributed; });
    return {
      names: names,
      contributed: players.map(function (p) { return p.contributed; }),
      dead: players.map(function (p) { return p.dead; }),
      antes: antes,
      folded: folded,
      smallestChip: hand.smallestChip,
      returned: returned,
      layers: layers,
      pots: pots,
      payouts: payouts,
      net: net,
      rules: rules,
      output: contractOutput(names, returned, pots, payouts, net)
    };
  }

  function byName(names, seats, values) {
    const obj = {};
    seats.forEach(function (seat, k) { put(obj, names[seat], values[k]); });
    return obj;
  }

  function contractOutput(names, returned, pots, payouts, net) {
    const seats = names.map(function (_, i) { return i; });
    const returning = seats.filter(function (i) { return returned[i] !== 0; });
    const pick = function (seatList) { return seatList.map(function (i) { return names[i]; }); };
    return {
      returned: byName(names, returning, returning.map(function (i) { return returned[i]; })),
      pots: pots.map(function (pot) {
        return { amount: pot.amount, eligible: pick(pot.eligible), winners: pick(pot.winners), shares: byName(names, pot.winners, pot.shares) };
      }),
      payouts: byName(names, seats, payouts),
      net: byName(names, seats, net)
    };
  }

  /** The `settle` contract: the same output object as `python -m calculator settle`. */
  function settle(input, ruleOverrides) {
    return settleDetailed(input, ruleOverrides).output;
  }

  const api = {
    settle: settle,
    settleDetailed: settleDetailed,
    SettleError: SettleError,
    useRuleBook: useRuleBook,
    ruleBook: currentRuleBook,
    readRules: readRules,
    needsCards: needsCards,
    MAX_CHIPS: MAX_CHIPS,
    MAX_PLAYERS: MAX_PLAYERS
  };
  if (typeof module === "object" && module && module.exports) {
    module.exports = api;
  } else {
    root.settle = settle;
    root.settleEngine = api;
  }
})(typeof globalThis !== "undefined" ? globalThis : this);
