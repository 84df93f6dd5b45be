/*
 * The side-pot calculator. Needs ui.js (allinUI), settle.js, pot_diagram.js and settlement.js (renderSettlement)
 * first (macros/page_assets.py loads them in that order). Mounts every `.allin-calculator` element on each page
 * Material shows (document$). Every user-typed text reaches the page through textContent only, never as HTML.
 *
 * Three parts: the hand's state (what the form holds; read from and written to the share link; turned into a settle
 * input), its rendering (the form and the result, drawn from the state), and the events (an edit changes the state,
 * then the address and the result follow). The odd-chip rules offered are the engine's (its rule book, which the
 * build writes into the page); the calculator names none of them.
 */
(function (root) {
  "use strict";

  const ui = root.allinUI;  // ui.js
  const { formatChips, parseWhole, listOf, t, el, isolate, pageTexts, pageLang, pageRules, hideFallback, onEveryPage,
    signedFigure, tidyNumber } = ui;

  // ---- limits: every hand the form can hold fits in a link the page reads back ----

  const SEATS_MAX = 10;            // the widget's player limit: the Add button's and a link's (the engine's is 23)
  const LINK_CHARS_MAX = 8000;     // characters after the "?" (CONTRACTS.md, "Calculator share link")
  const NAME_CHARS_MAX = 32;       // a name field
  const CHIPS_CHARS_MAX = 21;      // a chips field (chips, ante, smallest chip): "9,007,199,254,740,991" fits
  const RANK_CHARS_MAX = 6;        // a rank field
  // A link spells a typed character in at most 9 characters (three %XX bytes), so the longest hand the form can
  // hold takes 10 x (16 + 9 x (32 + 21 + 21 + 6)) + 38 + 9 x 21 + the longest odd-chip rule's name: 7,587 and
  // that name, within LINK_CHARS_MAX (tests/test_browser.py fills every field to its limit and reopens the link).

  const PLAYER_KEYS = { c: "chips", a: "ante", r: "rank", f: "folded" };
  const FIELD_CHARS_MAX = { name: NAME_CHARS_MAX, chips: CHIPS_CHARS_MAX, ante: CHIPS_CHARS_MAX, rank: RANK_CHARS_MAX };
  // What the "of which ante" column holds, table-wide (a table setting, not a rule): dead money posted for the table
  // (a big-blind ante; the default, and what a link without `ante` means) or each player's own ante (`ante=own`).
  const ANTE_KINDS = ["dead", "own"];
  const ANTE_KIND_TEXT = { dead: "calc.ante_kind.dead", own: "calc.ante_kind.own" };
  const BUTTON_TEXT = { up: "calc.up", down: "calc.down", remove: "calc.remove" };

  /** The odd-chip rule's values, from the engine's rule book. */
  function oddChipRules() {
    return root.settleEngine.ruleBook().options.filter(function (option) { return option.name === "odd_chips"; })[0].values;
  }

  /** The localized message for a SettleError or a form error ({code, params}); text params are isolated. */
  function errorText(lang, error) {
    const own = "error." + error.code;
    const key = Object.prototype.hasOwnProperty.call(pageTexts().text, own) ? own : "error.other";
    const params = {};
    Object.keys(error.params || {}).forEach(function (name) {
      const value = error.params[name];
      params[name] = typeof value === "number" ? formatChips(value, lang) : isolate(value);
    });
    params.code = error.code;
    return t(lang, key, params);
  }

  // ---- state: the hand as the form holds it (text as typed), the link, the settle input ----

  /** The damaged part of a link as shown in a message: at most 40 characters. */
  function linkPart(key, value) {
    const part = key + "=" + value;
    return part.length > 40 ? part.slice(0, 39) + "\u2026" : part;
  }

  /** The hand in the address (?n=name&c=chips&a=ante&f=1&r=rank&n=...&chip=...&odd=...&ante=own): {state},
   *  {error} when the link cannot be read, or null when it holds no hand. Each player key appears at most once per
   *  player, each table key (chip, odd, ante) at most once, and no value is longer than its field may be; keys that
   *  are not the calculator's are left alone. `table` holds the settings a link without them gets: {chip, odd}. */
  function stateFromURL(search, lang, table) {
    const query = search.charAt(0) === "?" ? search.slice(1) : search;
    const localNumber = function (text) {
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? formatChips(Number(text), lang) : text;
    };
    const params = new URLSearchParams(query);
    const count = params.getAll("n").length;
    if (count > SEATS_MAX) return { error: { code: "link_too_many", params: { count: count, max: SEATS_MAX } } };
    if (query.length > LINK_CHARS_MAX) {
      return { error: { code: "link_too_long", params: { length: query.length, max: LINK_CHARS_MAX } } };
    }
    const players = [];
    const odd = oddChipRules();
    const found = { odd: null, chip: null, ante: null };
    let damaged = null;
    params.forEach(function (value, key) {
      const player = players[players.length - 1];
      const field = PLAYER_KEYS[key];
      if (damaged) return;
      if (key === "n") {
        if (value.length > NAME_CHARS_MAX) damaged = linkPart(key, value);
        else players.push({ name: value, chips: "", ante: "", folded: false, rank: "" });
      } else if (key === "odd" || key === "ante") {
        const allowed = key === "odd" ? odd : ANTE_KINDS;
        if (found[key] === null && allowed.indexOf(value) >= 0) found[key] = value;
        else damaged = linkPart(key, value);
      } else if (key === "chip") {
        if (found.chip === null && value.length <= CHIPS_CHARS_MAX) found.chip = localNumber(value);
        else damaged = linkPart(key, value);
      } else if (field === "folded") {
        if (!player || player.folded || value !== "1" && value !== "0") damaged = linkPart(key, value);
        else player.folded = value === "1";
      } else if (field) {
        if (!player || player[field] !== "" || value.length > FIELD_CHARS_MAX[field]) damaged = linkPart(key, value);
        else player[field] = localNumber(value);
      }  // any other key is not the calculator's (e.g. the search's ?h=): left alone
    });
    if (damaged) return { error: { code: "link_malformed", params: { part: damaged } } };
    if (!players.length) return null;
    return { state: { players: players, chip: found.chip === null ? table.chip : found.chip, odd: found.odd || table.odd,
      ante: found.ante || "dead" } };
  }

  /** The query (after the "?") for the form's state; table settings equal to `table`'s (the defaults) are left out. */
  function stateToQuery(state, table) {
    const params = new URLSearchParams();
    const whole = function (text) {
      const value = parseWhole(text);
      return value === null ? text : String(value);
    };
    state.players.forEach(function (p) {
      params.append("n", p.name);
      params.append("c", whole(p.chips));
      if (String(p.ante).trim() !== "" && parseWhole(p.ante) !== 0) params.append("a", whole(p.ante));
      if (p.folded) params.append("f", "1");
      if (String(p.rank).trim() !== "") params.append("r", whole(p.rank));
    });
    if (String(state.chip).trim() !== "" && parseWhole(state.chip) !== parseWhole(table.chip)) params.append("chip", whole(state.chip));
    if (state.odd !== table.odd) params.append("odd", state.odd);
    if (state.ante === "own") params.append("ante", "own");
    return params.toString();
  }

  /** The settle input for the form's state, or a form error {code, params}. An empty ante is none; an empty
   *  smallest chip is 1. */
  function settleInput(state, lang) {
    const players = [];
    for (let i = 0; i < state.players.length; i++) {
      const p = state.players[i];
      const whoText = p.name.trim() ? p.name : t(lang, "calc.seat_n", { n: formatChips(i + 1, lang) });
      const chips = parseWhole(p.chips);
      if (chips === null) return { error: { code: "chips_text", params: { who: whoText }, field: { row: i, part: "chips" } } };
      const player = { name: p.name, contributed: chips, folded: p.folded };
      if (String(p.ante).trim() !== "") {
        const ante = parseWhole(p.ante);
        if (ante === null) return { error: { code: "ante_text", params: { who: whoText }, field: { row: i, part: "ante" } } };
        if (ante !== 0) player[state.ante === "own" ? "ante" : "dead"] = ante;
      }
      if (!p.folded && String(p.rank).trim() !== "") {
        const rank = parseWhole(p.rank);
        if (rank === null) return { error: { code: "rank_text", params: { who: whoText }, field: { row: i, part: "rank" } } };
        player.rank = rank;
      }
      players.push(player);
    }
    const chip = String(state.chip).trim() === "" ? 1 : parseWhole(state.chip);
    if (chip === null) return { error: { code: "chip_text", params: {}, field: { part: "chip" } } };
    return { input: { players: players, smallest_chip: chip } };
  }

  /** The example hand of the page (the element's data-hand) as the form holds it. */
  function exampleState(example, table, lang) {
    return {
      chip: table.chip,
      odd: table.odd,
      ante: example.players.some(function (p) { return p.ante; }) ? "own" : "dead",
      players: example.players.map(function (p) {
        const ante = p.dead || p.ante;
        return { name: p.name, chips: formatChips(p.contributed, lang), ante: ante ? formatChips(ante, lang) : "",
          folded: !!p.folded, rank: p.rank ? formatChips(p.rank, lang) : "" };
      })
    };
  }

  /** A new player for the Add button: the first "Player N" not taken, nothing put in, rank 1. */
  function newPlayer(state, lang) {
    const taken = state.players.map(function (p) { return p.name; });
    let n = state.players.length + 1;
    while (taken.indexOf(t(lang, "calc.new_player", { n: formatChips(n, lang) })) >= 0) n += 1;
    return { name: t(lang, "calc.new_player", { n: formatChips(n, lang) }), chips: formatChips(0, lang), ante: "", folded: false,
      rank: formatChips(1, lang) };
  }

  /** The settlement of the form's state under the page's rules with the form's odd-chip rule: {detail} or {error}. */
  function settleState(state, rules, lang) {
    const built = settleInput(state, lang);
    if (built.error) return { error: built.error };
    try {
      return { detail: root.settleEngine.settleDetailed(built.input, Object.assign({}, rules, { odd_chips: state.odd })) };
    } catch (e) {
      if (!(e instanceof root.settleEngine.SettleError)) throw e;
      return { error: e };
    }
  }

  // ---- rendering: the form and the result, drawn from the state ----

  /** "Ahmose +4,000, Nefertari +1,000 and Ramses -5,000": everyone's net result in one line. */
  function netSummary(lang, detail) {
    return listOf(detail.names.map(function (name, seat) {
      return t(lang, "calc.net_item", { name: isolate(name), amount: signedFigure(detail.net[seat], lang) });
    }), lang);
  }

  function errorBox(lang, className, title, error) {
    return el("div", { "class": className, role: "alert" }, [
      el("strong", { text: t(lang, title) }),
      el("p", { "class": className === "allin-error" ? "allin-error-text" : "allin-link-error-text", "data-code": error.code,
        text: errorText(lang, error) })
    ]);
  }

  /** The result: the settlement as the dealer explains it, or the error. */
  function renderResult(lang, settled) {
    if (settled.error) return [errorBox(lang, "allin-error", "calc.error_title", settled.error)];
    return [el("h2", { text: t(lang, "calc.results") }), ui.renderSettlement(lang, settled.detail)];
  }

  function numberField(className, value, limit, label, lang) {
    const input = el("input", { type: "text", inputmode: "numeric", "class": className, value: value, maxlength: limit,
      "aria-label": label });
    tidyNumber(input, lang);
    return input;
  }

  /** One player's row: its inputs and buttons, unwired ({row, inputs, buttons}). */
  function renderRow(lang, p, i, count) {
    const seatText = formatChips(i + 1, lang);
    const label = function (key) { return t(lang, key) + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }); };
    const inputs = {
      name: el("input", { type: "text", "class": "allin-name", value: p.name, autocomplete: "off", maxlength: NAME_CHARS_MAX,
        "aria-label": label("calc.name") }),
      chips: numberField("allin-chips", p.chips, CHIPS_CHARS_MAX, label("calc.chips"), lang),
      ante: numberField("allin-ante", p.ante, CHIPS_CHARS_MAX, label("calc.ante"), lang),
      folded: el("input", { type: "checkbox", "class": "allin-folded", checked: p.folded, "aria-label": label("calc.folded") }),
      rank: numberField("allin-rank", p.rank, RANK_CHARS_MAX, label("calc.rank"), lang)
    };
    inputs.rank.disabled = p.folded;
    const last = count - 1;
    const button = function (action, symbol, disabled) {
      return el("button", { type: "button", "class": "allin-icon allin-" + action, "data-action": action, disabled: disabled },
        [el("span", { "aria-hidden": "true", text: symbol })]);
    };
    const buttons = {
      up: button("up", "\u2191", i === 0),
      down: button("down", "\u2193", i === last),
      remove: button("remove", "\u00d7", count < 2)
    };
    const row = el("tr", { "class": "allin-player" }, [
      el("th", { scope: "row", "class": "allin-seat", "data-label": t(lang, "calc.seat") }, [
        seatText, i === last ? el("abbr", { "class": "allin-button", title: t(lang, "calc.button"), "aria-label": t(lang, "calc.button"),
          text: t(lang, "calc.button_mark") }) : null
      ]),
      el("td", { "data-label": t(lang, "calc.name") }, [inputs.name]),
      el("td", { "data-label": t(lang, "calc.chips") }, [inputs.chips]),
      el("td", { "data-label": t(lang, "calc.ante") }, [inputs.ante]),
      el("td", { "data-label": t(lang, "calc.folded") }, [inputs.folded]),
      el("td", { "data-label": t(lang, "calc.rank") }, [inputs.rank]),
      el("td", { "class": "allin-actions", "data-label": t(lang, "calc.actions") }, [buttons.up, buttons.down, buttons.remove])
    ]);
    return { row: row, inputs: inputs, buttons: buttons };
  }

  /** The buttons of a row say whom they move: their labels follow the name. */
  function labelButtons(lang, buttons, p, i) {
    const who = p.name.trim() ? isolate(p.name.trim()) : t(lang, "calc.seat_n", { n: formatChips(i + 1, lang) });
    Object.keys(buttons).forEach(function (action) {
      const text = t(lang, BUTTON_TEXT[action], { who: who });
      buttons[action].setAttribute("aria-label", text);
      buttons[action].title = text;
    });
  }

  /** The form without its rows: the table settings, the buttons, the live status ({form, parts}). */
  function renderForm(lang, state) {
    const select = function (id, values, textKey) {
      return el("select", { id: id }, values.map(function (v) { return el("option", { value: v, text: t(lang, textKey(v)) }); }));
    };
    const parts = {
      tbody: el("tbody"),
      status: el("p", { "class": "allin-status", role: "status" }),
      results: el("div", { "class": "allin-output" }),
      odd: select("allin-odd", oddChipRules(), function (v) { return "rule.odd_chips." + v; }),
      // said before any hand is settled: the chosen odd-chip rule reads hole cards, which this calculator does not take
      needsCards: el("p", { "class": "allin-note allin-needs-cards", id: "allin-needs-cards", text: t(lang, "calc.odd_needs_cards") }),
      ante: select("allin-ante-kind", ANTE_KINDS, function (v) { return ANTE_KIND_TEXT[v]; }),
      chip: numberField("allin-chip", state.chip, CHIPS_CHARS_MAX, null, lang),
      add: el("button", { type: "button", "class": "md-button allin-add", text: t(lang, "calc.add") }),
      reset: el("button", { type: "button", "class": "md-button allin-reset", text: t(lang, "calc.reset") }),
      copy: el("button", { type: "button", "class": "md-button allin-copy", text: t(lang, "calc.copy") })
    };
    parts.chip.id = "allin-chip";
    parts.chip.removeAttribute("aria-label");
    parts.chip.setAttribute("autocomplete", "off");
    const headers = ["calc.seat", "calc.name", "calc.chips", "calc.ante", "calc.folded", "calc.rank", "calc.actions"];
    const form = el("form", { "class": "allin-form" }, [
      el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-players" }, [
        el("caption", { text: t(lang, "calc.players") }),
        el("thead", {}, [el("tr", {}, headers.map(function (k) { return el("th", { scope: "col", text: t(lang, k) }); }))]),
        parts.tbody
      ])]),
      el("p", { "class": "allin-buttons" }, [parts.add, " ", parts.reset, " ", parts.copy]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-chip", text: t(lang, "calc.chip") + " " }), parts.chip]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-odd", text: t(lang, "rule.odd_chips.title") + " " }), parts.odd]),
      parts.needsCards,
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-ante-kind", text: t(lang, "calc.ante_kind") + " " }), parts.ante]),
      parts.status
    ]);
    return { form: form, parts: parts };
  }

  /** The table settings' fields show the state's. */
  function showSettings(parts, state) {
    parts.odd.value = state.odd;
    parts.needsCards.hidden = root.settleEngine.needsCards({ odd_chips: state.odd }).length === 0;
    parts.ante.value = state.ante;
    parts.chip.value = state.chip;
  }

  // ---- events: an edit changes the state; the address and the result follow ----
  // A mounted calculator: {lang, rules, table, example, state, parts, linkError}; `state` is replaced on reset.

  /** The form field an error is about ({row, part}, or {part: "chip"}), or null: the form's own errors name it;
   *  the engine's name the player by number or name, and the field by its code. */
  function errorField(error, state) {
    if (error.field) return error.field;
    const params = error.params || {};
    let row = typeof params.number === "number" ? params.number - 1 : -1;
    if (row < 0 && typeof params.name === "string") row = state.players.findIndex(function (p) { return p.name === params.name; });
    if (error.code === "smallest_chip_invalid") return { part: "chip" };
    if (row < 0 || row >= state.players.length) return null;
    if (/^name_/.test(error.code)) return { row: row, part: "name" };
    if (/^rank_/.test(error.code)) return { row: row, part: "rank" };
    if (/exceed|^chips_/.test(error.code)) return { row: row, part: params.field === "contributed" ? "chips" : "ante" };
    return null;
  }

  /** The error also said under the field it is about, marked invalid (on a phone the result is a screen or more
   *  below the rows: fa round 2, minor 11); nothing marked when there is no error. */
  function markField(calc, error) {
    const form = calc.parts.tbody.closest("form") || calc.parts.tbody;
    Array.prototype.forEach.call(form.querySelectorAll(".allin-field-error"), function (n) { n.parentNode.removeChild(n); });
    Array.prototype.forEach.call(form.querySelectorAll("[aria-invalid]"), function (n) {
      n.removeAttribute("aria-invalid");
      n.removeAttribute("aria-describedby");
    });
    const field = error && errorField(error, calc.state);
    const row = field && field.part !== "chip" ? calc.parts.tbody.children[field.row] : null;
    const input = field && (field.part === "chip" ? calc.parts.chip : row && row.querySelector(".allin-" + field.part));
    if (!input) return;
    const said = el("span", { "class": "allin-field-error", id: "allin-field-error", text: errorText(calc.lang, error) });
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", said.id);
    input.parentNode.insertBefore(said, input.nextSibling);
  }

  /** After an edit (not on opening): the address, then the result and the one-line status. */
  function update(calc, initial) {
    if (!initial) {
      root.history.replaceState(null, "", root.location.pathname + "?" + stateToQuery(calc.state, calc.table) + root.location.hash);
      if (calc.linkError && calc.linkError.parentNode) calc.linkError.parentNode.removeChild(calc.linkError);
    }
    const settled = settleState(calc.state, calc.rules, calc.lang);
    calc.parts.results.textContent = "";
    renderResult(calc.lang, settled).forEach(function (child) { calc.parts.results.appendChild(child); });
    // an ante for the whole table is one player's: antes on two rows are most likely each player's own (D13-2)
    const antes = calc.state.players.filter(function (p) { return (parseWhole(p.ante) || 0) > 0; }).length;
    if (!settled.error && calc.state.ante === "dead" && antes > 1) {
      calc.parts.results.insertBefore(el("p", { "class": "allin-note allin-ante-note", role: "note", text: t(calc.lang, "calc.ante_many_dead") }),
        calc.parts.results.firstChild);
    }
    markField(calc, settled.error);
    // Screen readers hear one short line (the live status), not the whole result re-read after every key.
    if (!initial) {
      calc.parts.status.textContent = settled.error ? "" :
        t(calc.lang, "calc.summary", { nets: netSummary(calc.lang, settled.detail) });
    }
  }

  /** The rows drawn again from the state, each wired; `focus` ({row, action}) says where the focus goes. */
  function rebuild(calc, focus) {
    const { parts, state } = calc;
    parts.tbody.textContent = "";
    state.players.forEach(function (p, i) {
      const drawn = renderRow(calc.lang, p, i, state.players.length);
      wireRow(calc, p, i, drawn);
      parts.tbody.appendChild(drawn.row);
    });
    parts.add.disabled = state.players.length >= SEATS_MAX;
    if (focus) {
      const row = parts.tbody.children[focus.row];
      const target = row && row.querySelector("[data-action=" + focus.action + "]:not([disabled])");
      (target || row && row.querySelector("input") || parts.add).focus();
    }
  }

  /** A row's inputs write the player's fields; its buttons move or remove the player. */
  function wireRow(calc, p, i, drawn) {
    const inputs = drawn.inputs;
    ["name", "chips", "ante", "rank"].forEach(function (field) {
      inputs[field].addEventListener("input", function () {
        p[field] = inputs[field].value;
        if (field === "name") labelButtons(calc.lang, drawn.buttons, p, i);
        update(calc);
      });
    });
    inputs.folded.addEventListener("change", function () {
      p.folded = inputs.folded.checked;
      inputs.rank.disabled = p.folded;
      update(calc);
    });
    const moveTo = function (target, action) {
      const moved = calc.state.players.splice(i, 1)[0];
      calc.state.players.splice(target, 0, moved);
      rebuild(calc, { row: target, action: action });
      update(calc);
    };
    drawn.buttons.up.addEventListener("click", function () { moveTo(i - 1, "up"); });
    drawn.buttons.down.addEventListener("click", function () { moveTo(i + 1, "down"); });
    drawn.buttons.remove.addEventListener("click", function () {
      calc.state.players.splice(i, 1);
      rebuild(calc, { row: Math.min(i, calc.state.players.length - 1), action: "remove" });
      update(calc);
    });
    labelButtons(calc.lang, drawn.buttons, p, i);
  }

  /** The table settings and the buttons under the rows. */
  function wireForm(calc, form) {
    const parts = calc.parts;
    form.addEventListener("submit", function (e) { e.preventDefault(); });
    parts.odd.addEventListener("change", function () {
      calc.state.odd = parts.odd.value;
      showSettings(parts, calc.state);
      update(calc);
    });
    parts.ante.addEventListener("change", function () { calc.state.ante = parts.ante.value; update(calc); });
    parts.chip.addEventListener("input", function () { calc.state.chip = parts.chip.value; update(calc); });
    parts.add.addEventListener("click", function () {
      calc.state.players.push(newPlayer(calc.state, calc.lang));
      rebuild(calc, { row: calc.state.players.length - 1, action: "none" });
      update(calc);
    });
    parts.reset.addEventListener("click", function () {
      calc.state = exampleState(calc.example, calc.table, calc.lang);
      showSettings(parts, calc.state);
      rebuild(calc);
      update(calc);
    });
    parts.copy.addEventListener("click", function () {
      const done = function (ok) { parts.status.textContent = t(calc.lang, ok ? "calc.copied" : "calc.copy_failed"); };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(root.location.href).then(function () { done(true); }, function () { done(false); });
      } else {
        done(false);
      }
    });
  }

  /** The example hand of the element (data-hand), or none. */
  function exampleOf(node) {
    try {
      return JSON.parse(node.getAttribute("data-hand"));
    } catch (e) {
      return { players: [] };
    }
  }

  function mountCalculator(node) {
    const lang = pageLang();
    const rules = pageRules();
    // A link without table settings, and the example, get the site's odd-chip rule and a smallest chip of 1.
    const table = { chip: formatChips(1, lang), odd: rules.odd_chips };
    const example = exampleOf(node);
    const fromLink = stateFromURL(root.location.search, lang, table);
    const state = fromLink && fromLink.state || exampleState(example, table, lang);
    const linkError = fromLink && fromLink.error ?
      errorBox(lang, "allin-error allin-link-error", "calc.link_title", fromLink.error) : null;
    hideFallback("calculator");
    const { form, parts } = renderForm(lang, state);
    const calc = { lang: lang, rules: rules, table: table, example: example, state: state, parts: parts, linkError: linkError };
    showSettings(parts, state);
    wireForm(calc, form);
    if (linkError) node.appendChild(linkError);
    node.appendChild(form);
    node.appendChild(parts.results);
    rebuild(calc);
    update(calc, true);
  }

  root.allinCalculator = { errorText: errorText, stateFromURL: stateFromURL, stateToQuery: stateToQuery, settleInput: settleInput,
    SEATS_MAX: SEATS_MAX, LINK_CHARS_MAX: LINK_CHARS_MAX, NAME_CHARS_MAX: NAME_CHARS_MAX, CHIPS_CHARS_MAX: CHIPS_CHARS_MAX,
    RANK_CHARS_MAX: RANK_CHARS_MAX };

  if (typeof document !== "undefined") onEveryPage(".allin-calculator", mountCalculator);
})(typeof globalThis !== "undefined" ? globalThis : this);
