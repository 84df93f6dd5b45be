/*
 * The side-pot calculator. Needs widgets.js (allinUI), settle.js, pot_diagram.js and settlement.js (renderSettlement)
 * first (macros/page_assets.py loads them in that order).
 * Mounts every `.allin-calculator` element on each page Material shows (document$).
 * Every user-typed text reaches the page through textContent only, never as HTML.
 */
(function (root) {
  "use strict";

  var ui = root.allinUI;  // widgets.js
  var formatChips = ui.formatChips, parseWhole = ui.parseWhole, listOf = ui.listOf, t = ui.t, el = ui.el;
  var isolate = ui.isolate, pageTexts = ui.pageTexts, pageLang = ui.pageLang, pageRules = ui.pageRules;
  var hideFallback = ui.hideFallback, onEveryPage = ui.onEveryPage;
  var signedFigure = ui.signedFigure, tidyNumber = ui.tidyNumber;
  var renderSettlement = ui.renderSettlement;  // settlement.js

  /** The localized message for a SettleError or a form error ({code, params}); text params are isolated. */
  function errorText(lang, error) {
    var key = Object.prototype.hasOwnProperty.call(pageTexts().text, "error." + error.code) ? "error." + error.code : "error.other";
    var params = {};
    Object.keys(error.params || {}).forEach(function (key) {
      var value = error.params[key];
      params[key] = typeof value === "number" ? formatChips(value, lang) : isolate(value);
    });
    params.code = error.code;
    return t(lang, key, params);
  }

  // ---- the result of a settlement, as the dealer would explain it ----

  /** "Ahmose +4,000, Nefertari +1,000 and Ramses -5,000": everyone's net result in one line. */
  function netSummary(lang, detail) {
    return listOf(detail.names.map(function (name, seat) {
      return t(lang, "calc.share", { name: isolate(name), amount: signedFigure(detail.net[seat], lang) });
    }), lang);
  }

  // ---- the calculator ----

  // A hand holds at most MAX_PLAYERS players, however it arrives (the Add button or a link), and a link at most
  // MAX_LINK_CHARS characters: a longer or damaged link is refused with a message, never half-read or frozen on.
  var MAX_PLAYERS = 10;
  var MAX_LINK_CHARS = 8000;
  var PLAYER_FIELDS = { c: "chips", a: "ante", r: "rank", f: "folded" };
  var ODD_RULES = ["one_each", "remainder_to_first"];
  // What the "of which ante" column holds, table-wide: dead money posted for the table (a big-blind ante; the
  // default, and what a link without `ante` means) or each player's own ante (`ante=own`).
  var ANTE_KINDS = ["dead", "own"];
  var ANTE_KIND_TEXT = { dead: "calc.ante_kind.dead", own: "calc.ante_kind.own" };

  /** The damaged part of a link as shown in a message: at most 40 characters. */
  function linkPart(key, value) {
    var part = key + "=" + value;
    return part.length > 40 ? part.slice(0, 39) + "\u2026" : part;
  }

  /** The hand in the address (?n=name&c=chips&a=ante&f=1&r=rank&n=...&chip=...&odd=...&ante=own): {state},
   *  {error} when the link cannot be read, or null when it holds no hand. Each player key appears at most once per
   *  player, each table key (chip, odd, ante) at most once; keys that are not the calculator's are left alone. `table` holds the
   *  table settings a link without them gets: {chip, odd}. */
  function stateFromURL(search, lang, table) {
    var localNumber = function (text) {
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? formatChips(Number(text), lang) : text;
    };
    var params = new URLSearchParams(search);
    var count = params.getAll("n").length;
    if (count > MAX_PLAYERS) return { error: { code: "link_too_many", params: { count: count, max: MAX_PLAYERS } } };
    if (search.length > MAX_LINK_CHARS) return { error: { code: "link_too_long", params: { length: search.length, max: MAX_LINK_CHARS } } };
    var players = [];
    var odd = null;
    var chip = null;
    var anteKind = null;
    var damaged = null;
    params.forEach(function (value, key) {
      var player = players[players.length - 1];
      var field = PLAYER_FIELDS[key];
      if (damaged) return;
      if (key === "n") {
        players.push({ name: value, chips: "", ante: "", folded: false, rank: "" });
      } else if (key === "odd") {
        if (odd === null && ODD_RULES.indexOf(value) >= 0) odd = value;
        else damaged = linkPart(key, value);
      } else if (key === "chip") {
        if (chip === null) chip = localNumber(value);
        else damaged = linkPart(key, value);
      } else if (key === "ante") {
        if (anteKind === null && ANTE_KINDS.indexOf(value) >= 0) anteKind = value;
        else damaged = linkPart(key, value);
      } else if (field === "folded") {
        if (!player || player.folded || value !== "1" && value !== "0") damaged = linkPart(key, value);
        else player.folded = value === "1";
      } else if (field) {
        if (!player || player[field] !== "") damaged = linkPart(key, value);
        else player[field] = localNumber(value);
      }  // any other key is not the calculator's (e.g. the search's ?h=): left alone
    });
    if (damaged) return { error: { code: "link_malformed", params: { part: damaged } } };
    if (!players.length) return null;
    return { state: { players: players, chip: chip === null ? table.chip : chip, odd: odd || table.odd, ante: anteKind || "dead" } };
  }

  /** The address for the form's state; table settings equal to `table`'s (the defaults) are left out. */
  function stateToURL(state, table) {
    var params = new URLSearchParams();
    var whole = function (text) {
      var value = parseWhole(text);
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
    return root.location.pathname + "?" + params.toString() + root.location.hash;
  }

  /** The settle input for the form's state, or a form error {code, params}. An empty ante is none; an empty
   *  smallest chip is 1. */
  function settleInput(state, lang) {
    var players = [];
    for (var i = 0; i < state.players.length; i++) {
      var p = state.players[i];
      var whoText = p.name.trim() ? p.name : t(lang, "calc.seat_n", { n: formatChips(i + 1, lang) });
      var chips = parseWhole(p.chips);
      if (chips === null) return { error: { code: "chips_text", params: { who: whoText } } };
      var player = { name: p.name, contributed: chips, folded: p.folded };
      if (String(p.ante).trim() !== "") {
        var ante = parseWhole(p.ante);
        if (ante === null) return { error: { code: "ante_text", params: { who: whoText } } };
        if (ante !== 0) player[state.ante === "own" ? "ante" : "dead"] = ante;
      }
      if (!p.folded && String(p.rank).trim() !== "") {
        var rank = parseWhole(p.rank);
        if (rank === null) return { error: { code: "rank_text", params: { who: whoText } } };
        player.rank = rank;
      }
      players.push(player);
    }
    var chip = String(state.chip).trim() === "" ? 1 : parseWhole(state.chip);
    if (chip === null) return { error: { code: "chip_text", params: {} } };
    return { input: { players: players, smallest_chip: chip } };
  }

  function mountCalculator(node) {
    var lang = pageLang();
    var rules = pageRules();
    // A link without table settings, and the example, get the site's odd-chip rule and a smallest chip of 1.
    var table = { chip: formatChips(1, lang), odd: rules.odd_chips };
    var defaults;
    try {
      defaults = JSON.parse(node.getAttribute("data-hand"));
    } catch (e) {
      defaults = { players: [] };
    }
    var fromExample = function () {
      return {
        chip: table.chip,
        odd: table.odd,
        ante: defaults.players.some(function (p) { return p.ante; }) ? "own" : "dead",
        players: defaults.players.map(function (p) {
          var ante = p.dead || p.ante;
          return { name: p.name, chips: formatChips(p.contributed, lang), ante: ante ? formatChips(ante, lang) : "",
            folded: !!p.folded, rank: p.rank ? formatChips(p.rank, lang) : "" };
        })
      };
    };
    var fromLink = stateFromURL(root.location.search, lang, table);
    var state = fromLink && fromLink.state || fromExample();
    var linkError = fromLink && fromLink.error ? el("div", { "class": "allin-error allin-link-error", role: "alert" }, [
      el("strong", { text: t(lang, "calc.link_title") }),
      el("p", { "class": "allin-link-error-text", "data-code": fromLink.error.code, text: errorText(lang, fromLink.error) })
    ]) : null;
    hideFallback("calculator");

    var tbody = el("tbody");
    var status = el("p", { "class": "allin-status", role: "status" });
    var results = el("div", { "class": "allin-output" });
    var oddSelect = el("select", { id: "allin-odd", onchange: function () { state.odd = oddSelect.value; update(); } },
      ODD_RULES.map(function (v) { return el("option", { value: v, text: t(lang, "rule.odd_chips." + v) }); }));
    oddSelect.value = state.odd;
    var anteSelect = el("select", { id: "allin-ante-kind", onchange: function () { state.ante = anteSelect.value; update(); } },
      ANTE_KINDS.map(function (v) { return el("option", { value: v, text: t(lang, ANTE_KIND_TEXT[v]) }); }));
    anteSelect.value = state.ante;
    var chipInput = el("input", { type: "text", inputmode: "numeric", id: "allin-chip", "class": "allin-chip", value: state.chip,
      autocomplete: "off", oninput: function () { state.chip = chipInput.value; update(); } });
    tidyNumber(chipInput, lang);

    function update(initial) {
      if (!initial) root.history.replaceState(null, "", stateToURL(state, table));
      if (!initial && linkError && linkError.parentNode) linkError.parentNode.removeChild(linkError);
      results.textContent = "";
      var built = settleInput(state, lang);
      var detail = null;
      var error = built.error;
      if (!error) {
        try {
          detail = root.settleEngine.settleDetailed(built.input, Object.assign({}, rules, { odd_chips: state.odd }));
        } catch (e) {
          if (!(e instanceof root.settleEngine.SettleError)) throw e;
          error = e;
        }
      }
      if (error) {
        results.appendChild(el("div", { "class": "allin-error", role: "alert" }, [
          el("strong", { text: t(lang, "calc.error_title") }), el("p", { "class": "allin-error-text", "data-code": error.code, text: errorText(lang, error) })
        ]));
      } else {
        results.appendChild(el("h2", { text: t(lang, "calc.results") }));
        results.appendChild(renderSettlement(lang, detail));
      }
      // Screen readers hear one short line (the live status), not the whole result re-read after every key.
      if (!initial) status.textContent = error ? "" : t(lang, "calc.summary", { nets: netSummary(lang, detail) });
    }

    function playerLabel(i) {
      var name = state.players[i].name.trim();
      return name ? isolate(name) : t(lang, "calc.seat_n", { n: formatChips(i + 1, lang) });
    }

    function rebuild(focus) {
      tbody.textContent = "";
      var last = state.players.length - 1;
      state.players.forEach(function (p, i) {
        var seatText = formatChips(i + 1, lang);
        var rankInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-rank", value: p.rank, disabled: p.folded,
          "aria-label": t(lang, "calc.rank") + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }),
          oninput: function () { p.rank = rankInput.value; update(); } });
        var nameInput = el("input", { type: "text", "class": "allin-name", value: p.name, autocomplete: "off",
          "aria-label": t(lang, "calc.name") + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }),
          oninput: function () { p.name = nameInput.value; labelButtons(); update(); } });
        var chipsInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-chips", value: p.chips,
          "aria-label": t(lang, "calc.chips") + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }),
          oninput: function () { p.chips = chipsInput.value; update(); } });
        var anteInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-ante", value: p.ante,
          "aria-label": t(lang, "calc.ante") + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }),
          oninput: function () { p.ante = anteInput.value; update(); } });
        var foldBox = el("input", { type: "checkbox", "class": "allin-folded", checked: p.folded,
          "aria-label": t(lang, "calc.folded") + t(lang, "list.separator") + t(lang, "calc.seat_n", { n: seatText }),
          onchange: function () { p.folded = foldBox.checked; rankInput.disabled = p.folded; update(); } });
        var labels = [];
        var labelButtons = function () {  // the buttons say whom they move: keep them in step with the name
          labels.forEach(function (pair) {
            var text = t(lang, pair[1], { who: playerLabel(i) });
            pair[0].setAttribute("aria-label", text);
            pair[0].title = text;
          });
        };
        var move = function (delta, key, label) {
          var button = el("button", { type: "button", "class": "allin-icon allin-" + key, "data-action": key,
            disabled: key === "remove" ? state.players.length < 2 : i + delta < 0 || i + delta > last,
            onclick: function () {
              if (key === "remove") {
                state.players.splice(i, 1);
                rebuild({ row: Math.min(i, state.players.length - 1), action: "remove" });
              } else {
                var moved = state.players.splice(i, 1)[0];
                state.players.splice(i + delta, 0, moved);
                rebuild({ row: i + delta, action: key });
              }
              update();
            } }, [el("span", { "aria-hidden": "true", text: key === "up" ? "\u2191" : key === "down" ? "\u2193" : "\u00d7" })]);
          labels.push([button, label]);
          return button;
        };
        tbody.appendChild(el("tr", { "class": "allin-player" }, [
          el("th", { scope: "row", "class": "allin-seat", "data-label": t(lang, "calc.seat") }, [
            seatText, i === last ? el("abbr", { "class": "allin-button", title: t(lang, "calc.button"), "aria-label": t(lang, "calc.button"), text: t(lang, "calc.button_mark") }) : null
          ]),
          el("td", { "data-label": t(lang, "calc.name") }, [nameInput]),
          el("td", { "data-label": t(lang, "calc.chips") }, [chipsInput]),
          el("td", { "data-label": t(lang, "calc.ante") }, [anteInput]),
          el("td", { "data-label": t(lang, "calc.folded") }, [foldBox]),
          el("td", { "data-label": t(lang, "calc.rank") }, [rankInput]),
          el("td", { "class": "allin-actions", "data-label": t(lang, "calc.actions") }, [move(-1, "up", "calc.up"), move(1, "down", "calc.down"), move(0, "remove", "calc.remove")])
        ]));
        [rankInput, chipsInput, anteInput].forEach(function (input) { tidyNumber(input, lang); });
        labelButtons();
      });
      addButton.disabled = state.players.length >= MAX_PLAYERS;
      if (focus) {
        var row = tbody.children[focus.row];
        var target = row && row.querySelector("[data-action=" + focus.action + "]:not([disabled])");
        (target || row && row.querySelector("input") || addButton).focus();
      }
    }

    var addButton = el("button", { type: "button", "class": "md-button allin-add", text: t(lang, "calc.add"), onclick: function () {
      var taken = state.players.map(function (p) { return p.name; });
      var n = state.players.length + 1;
      while (taken.indexOf(t(lang, "calc.new_player", { n: formatChips(n, lang) })) >= 0) n += 1;
      state.players.push({ name: t(lang, "calc.new_player", { n: formatChips(n, lang) }), chips: formatChips(0, lang), ante: "", folded: false, rank: formatChips(1, lang) });
      rebuild({ row: state.players.length - 1, action: "none" });
      update();
    } });
    var resetButton = el("button", { type: "button", "class": "md-button allin-reset", text: t(lang, "calc.reset"), onclick: function () {
      state = fromExample();
      oddSelect.value = state.odd;
      anteSelect.value = state.ante;
      chipInput.value = state.chip;
      rebuild();
      update();
    } });
    var copyButton = el("button", { type: "button", "class": "md-button allin-copy", text: t(lang, "calc.copy"), onclick: function () {
      var done = function (ok) { status.textContent = t(lang, ok ? "calc.copied" : "calc.copy_failed"); };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(root.location.href).then(function () { done(true); }, function () { done(false); });
      else done(false);
    } });

    var form = el("form", { "class": "allin-form", onsubmit: function (e) { e.preventDefault(); } }, [
      el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-players" }, [
        el("caption", { text: t(lang, "calc.players") }),
        el("thead", {}, [el("tr", {}, ["calc.seat", "calc.name", "calc.chips", "calc.ante", "calc.folded", "calc.rank", "calc.actions"].map(function (k) {
          return el("th", { scope: "col", text: t(lang, k) });
        }))]),
        tbody
      ])]),
      el("p", { "class": "allin-buttons" }, [addButton, " ", resetButton, " ", copyButton]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-chip", text: t(lang, "calc.chip") + " " }), chipInput]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-odd", text: t(lang, "rule.odd_chips.title") + " " }), oddSelect]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-ante-kind", text: t(lang, "calc.ante_kind") + " " }), anteSelect]),
      status
    ]);
    if (linkError) node.appendChild(linkError);
    node.appendChild(form);
    node.appendChild(results);
    rebuild();
    update(true);
  }

  ui.errorText = errorText;

  if (typeof document !== "undefined") onEveryPage(".allin-calculator", mountCalculator);
})(typeof globalThis !== "undefined" ? globalThis : this);
