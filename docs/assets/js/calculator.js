/*
 * The side-pot calculator and the shared widget toolkit (interface text, numbers, safe DOM building).
 * Needs settle.js first. Mounts every `.allin-calculator` element on each page Material shows (document$).
 * Every user-typed text reaches the page through textContent only, never as HTML.
 */
(function (root) {
  "use strict";

  // ---- numbers: a port of macros/numbers.py (Babel/CLDR), tests/test_widgets_format.py proves they agree ----
  var FORMATS = {
    ru: { group: "\u00a0", minus: "\u2212", plus: "+", digits: null },
    en: { group: ",", minus: "\u2212", plus: "+", digits: null },
    fa: { group: "\u066c", minus: "\u200e\u2212", plus: "\u200e+", digits: "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9" }
  };

  function formatChips(value, lang, signed) {
    var f = FORMATS[lang] || FORMATS.en;
    var body = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
    if (value < 0) body = f.minus + body;
    else if (signed && value > 0) body = f.plus + body;
    return f.digits ? body.replace(/[0-9]/g, function (d) { return f.digits[d]; }) : body;
  }

  /** A signed figure, isolated left to right (LRI … PDI). */
  function signedFigure(value, lang) {
    return "\u2066" + formatChips(value, lang, true) + "\u2069";
  }

  /** A whole number typed in any of the three languages ("2 000", "2,000", "۲٬۰۰۰", "−5", "۵−"); null if not one. */
  function parseWhole(text) {
    var s = String(text).replace(/[\u06f0-\u06f9]/g, function (d) { return String(d.charCodeAt(0) - 0x6f0); })
      .replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x660); })
      .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "").replace(/\u2212/g, "-").trim();
    var m = /^([+-]?)(\d[\d\s,\u066c'\u2019\u00a0\u202f\u2009]*?)\s*([+-]?)$/.exec(s);
    if (!m || m[1] && m[3]) return null;
    if (m[3]) m[1] = m[3];
    var parts = m[2].split(/[\s,\u066c'\u2019\u00a0\u202f\u2009]+/);
    if (parts.length > 1 && (parts[0].length > 3 || parts.slice(1).some(function (p) { return p.length !== 3; }))) return null;
    var value = Number(parts.join(""));
    return m[1] === "-" ? -value : value;
  }

  /** A number field rewritten on change in the page's format ("٤,۰۰۰": "۴٬۰۰۰"). */
  function tidyNumber(input, lang) {
    input.addEventListener("change", function () {
      var value = parseWhole(input.value);
      if (value !== null && formatChips(value, lang) !== input.value) {
        input.value = formatChips(value, lang);
        input.dispatchEvent(new Event("input"));
      }
    });
  }

  function listOf(words, lang) {
    if (!words.length) return "\u2014";
    if (lang === "fa") return words.length > 1 ? words.slice(0, -1).join("\u060c ") + " \u0648 " + words[words.length - 1] : words[0];
    try {
      return new Intl.ListFormat(lang, { type: "conjunction" }).format(words);
    } catch (e) {
      return words.join(", ");
    }
  }

  // ---- interface text: the page's language and its catalogue messages, written into every page by the build
  // (<script type="application/json" id="allin-text">, macros/widget_text.py; the texts: locales/) ----
  var pageText = null;

  function pageTexts() {
    if (!pageText) {
      var node = document.getElementById("allin-text");
      if (!node) throw new Error("the page has no #allin-text (macros/widget_text.py adds it at build time)");
      pageText = JSON.parse(node.textContent);
    }
    return pageText;
  }

  function pageLang() {
    return pageTexts().lang;
  }

  /** The rule set the site was built with (mkdocs.yml, extra.rules), every option by name as settle.js takes it. */
  function pageRules() {
    return pageTexts().rules;
  }

  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, function (all, key) {
      return Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : all;
    });
  }

  /** The page's text `key` (a catalogue key such as "calc.add") with `params` filled in. */
  function t(lang, key, params) {
    var texts = pageTexts().text;
    if (!Object.prototype.hasOwnProperty.call(texts, key)) throw new Error("no interface text " + key);
    return fill(texts[key], params || {});
  }

  /** A name as an isolated run of bidirectional text (FSI … PDI): whatever it holds (U+202E, Persian or Latin
   *  letters) it cannot reorder the words and figures around it. Every user-given name goes through this. */
  function isolate(text) {
    return "\u2068" + text + "\u2069";
  }

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

  /** Build an element; strings become text nodes (never HTML). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) return;
      if (key === "text") node.textContent = value;
      else if (key.slice(0, 2) === "on") node.addEventListener(key.slice(2), value);
      else if (value === true) node.setAttribute(key, "");
      else node.setAttribute(key, String(value));
    });
    (children || []).forEach(function (child) {
      if (child !== null && child !== undefined) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function potLabel(lang, index, count) {
    if (count === 1) return t(lang, "pot.only");
    return index === 0 ? t(lang, "pot.main") : t(lang, "pot.side", { n: formatChips(index, lang) });
  }

  /** Hide the no-JavaScript stand-in of a widget (`.allin-noscript[data-for=…]`). */
  function hideFallback(widget) {
    Array.prototype.forEach.call(document.querySelectorAll('.allin-noscript[data-for="' + widget + '"]'), function (node) {
      node.hidden = true;
    });
  }

  /** Run a widget's mount function on every matching element of each page Material shows. */
  function onEveryPage(selector, mount) {
    function run() {
      Array.prototype.forEach.call(document.querySelectorAll(selector), function (node) {
        if (node.getAttribute("data-mounted")) return;
        node.setAttribute("data-mounted", "1");
        mount(node);
      });
    }
    if (root.document$ && typeof root.document$.subscribe === "function") root.document$.subscribe(run);
    else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
  }

  // ---- the result of a settlement, as the dealer would explain it ----

  /** "Ahmose +4,000, Nefertari +1,000 and Ramses -5,000": everyone's net result in one line. */
  function netSummary(lang, detail) {
    return listOf(detail.names.map(function (name, seat) {
      return t(lang, "calc.share", { name: isolate(name), amount: signedFigure(detail.net[seat], lang) });
    }), lang);
  }

  /** A settlement as the dealer would explain it; `where` names the widget for its pot diagram ("calculator"). */
  function renderSettlement(lang, detail, where) {
    var names = detail.names.map(isolate);
    var chips = function (n) { return formatChips(n, lang); };
    var list = function (seats) { return listOf(seats.map(function (s) { return names[s]; }), lang); };
    var out = el("div", { "class": "allin-result" });

    out.appendChild(el("h3", { text: t(lang, "calc.returned_title") }));
    var returning = detail.returned.map(function (r, seat) { return r ? seat : -1; }).filter(function (s) { return s >= 0; });
    out.appendChild(returning.length ? el("ul", { "class": "allin-returned" }, returning.map(function (seat) {
      return el("li", { text: t(lang, "calc.returned", { name: names[seat], amount: chips(detail.returned[seat]) }) });
    })) : el("p", { text: t(lang, "calc.none_returned") }));

    var pots = el("ol", { "class": "allin-pots" });
    detail.pots.forEach(function (pot, i) {
      var item = el("li", { "class": "allin-pot" }, [
        el("h3", {}, [potLabel(lang, i, detail.pots.length) + "\u00a0\u2014 ", el("bdi", { text: chips(pot.amount) })]),
        el("p", { text: t(lang, "calc.contenders", { names: list(pot.eligible) }) }),
        el("p", { "class": "allin-winners", text: pot.winners.length === 1 ?
          t(lang, "calc.wins", { name: names[pot.winners[0]], amount: chips(pot.shares[0]) }) :
          t(lang, "calc.splits", { shares: listOf(pot.winners.map(function (seat, k) {
            return t(lang, "calc.share", { name: names[seat], amount: chips(pot.shares[k]) });
          }), lang) }) })
      ]);
      if (pot.oddChips.length) {
        var oddKey = detail.smallestChip > 1 ? "calc.odd_chips_of" : "calc.odd_chips";  // name the unit when it is not 1
        item.appendChild(el("p", { "class": "allin-odd", text: t(lang, oddKey, { chip: chips(detail.smallestChip),
          names: pot.oddChips.map(function (s) { return names[s]; }).join(t(lang, "list.separator")) }) }));
      }
      pots.appendChild(item);
    });
    out.appendChild(pots);

    out.appendChild(el("h3", { text: t(lang, "calc.payouts_title") }));
    var rows = detail.names.map(function (name, seat) {
      var net = detail.net[seat];
      return el("tr", {}, [
        el("th", { scope: "row" }, [el("bdi", { text: name })]),
        el("td", { text: chips(detail.contributed[seat]) }),
        el("td", { text: chips(detail.payouts[seat]) }),
        el("td", { "class": net > 0 ? "allin-plus" : net < 0 ? "allin-minus" : null }, [el("bdi", { dir: "ltr", text: formatChips(net, lang, true) })])
      ]);
    });
    out.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net" }, [
      el("thead", {}, [el("tr", {}, ["col.player", "col.contributed", "col.payout", "col.net"].map(function (k) { return el("th", { scope: "col", text: t(lang, k) }); }))]),
      el("tbody", {}, rows)
    ])]));

    out.appendChild(el("h3", { text: t(lang, "calc.steps_title") }));
    out.appendChild(root.allinDiagram.draw(detail, lang, where || "calculator"));  // pot_diagram.js
    out.appendChild(stepsInWords(lang, detail));
    return out;
  }

  /** The cut in words, beside the diagram's own steps: who paid what into each layer and who can win it,
   *  the chips handed back, which layers make which pot. */
  function stepsInWords(lang, detail) {
    var names = detail.names.map(isolate);
    var who = function (seat) { return detail.folded[seat] ? t(lang, "folded", { name: names[seat] }) : names[seat]; };
    var chips = function (n) { return formatChips(n, lang); };
    var paidText = function (paid) {
      var parts = [];
      paid.forEach(function (c, seat) { if (c) parts.push(t(lang, "calc.share", { name: who(seat), amount: chips(c) })); });
      return parts.join(t(lang, "list.separator"));
    };
    var steps = el("ol", { "class": "allin-steps" });
    detail.returned.forEach(function (back, seat) {
      if (back) steps.appendChild(el("li", { text: t(lang, "calc.step_return", { name: names[seat], amount: chips(back) }) }));
    });
    var number = 0;
    var layerNumbers = detail.layers.map(function (layer) {
      if (layer.ceiling === 0) {
        steps.appendChild(el("li", { text: t(lang, "calc.step_dead", { paid: paidText(layer.paid), amount: chips(layer.amount) }) }));
        return null;
      }
      number += 1;
      steps.appendChild(el("li", { text: t(lang, "calc.step_layer", { n: chips(number), floor: chips(layer.floor), ceiling: chips(layer.ceiling),
        paid: paidText(layer.paid), amount: chips(layer.amount), names: listOf(layer.eligible.map(function (s) { return names[s]; }), lang) }) }));
      return number;
    });
    detail.pots.forEach(function (pot, i) {
      var nums = pot.layers.map(function (k) { return layerNumbers[k]; }).filter(function (n) { return n !== null; });
      if (!nums.length) return;
      var layers = nums.length === 1 ? t(lang, "calc.layer_n", { n: chips(nums[0]) }) :
        t(lang, "calc.layers_n_m", { n: chips(nums[0]), m: chips(nums[nums.length - 1]) });
      var text = t(lang, "calc.step_pot", { layers: layers, pot: potLabel(lang, i, detail.pots.length), amount: chips(pot.amount) });
      steps.appendChild(el("li", { "class": "allin-step-pot", text: text.charAt(0).toUpperCase() + text.slice(1) }));
    });
    return steps;
  }

  // ---- the calculator ----

  // A hand holds at most MAX_PLAYERS players, however it arrives (the Add button or a link), and a link at most
  // MAX_LINK_CHARS characters: a longer or damaged link is refused with a message, never half-read or frozen on.
  var MAX_PLAYERS = 10;
  var MAX_LINK_CHARS = 8000;
  var PLAYER_FIELDS = { c: "chips", a: "ante", r: "rank", f: "folded" };
  var ODD_RULES = ["one_each", "remainder_to_first"];

  /** The damaged part of a link as shown in a message: at most 40 characters. */
  function linkPart(key, value) {
    var part = key + "=" + value;
    return part.length > 40 ? part.slice(0, 39) + "\u2026" : part;
  }

  /** The hand in the address (?n=name&c=chips&a=ante&f=1&r=rank&n=...&chip=...&odd=...): {state}, {error} when
   *  the link cannot be read, or null when it holds no hand. Each player key appears at most once per player, each
   *  table key (chip, odd) at most once; keys that are not the calculator's are left alone. `table` holds the
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
    return { state: { players: players, chip: chip === null ? table.chip : chip, odd: odd || table.odd } };
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
        if (ante !== 0) player.dead = ante;
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
        players: defaults.players.map(function (p) {
          return { name: p.name, chips: formatChips(p.contributed, lang), ante: p.dead ? formatChips(p.dead, lang) : "",
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
      status
    ]);
    if (linkError) node.appendChild(linkError);
    node.appendChild(form);
    node.appendChild(results);
    rebuild();
    update(true);
  }

  root.allinUI = {
    formatChips: formatChips, parseWhole: parseWhole, listOf: listOf, t: t, el: el,
    errorText: errorText, isolate: isolate, signedFigure: signedFigure, pageLang: pageLang, pageRules: pageRules, hideFallback: hideFallback, potLabel: potLabel, onEveryPage: onEveryPage, renderSettlement: renderSettlement
  };
  /** Material's search is a dialog without a name: give it the search field's own (localized) label. */
  function nameSearchDialog(dialog) {
    var field = dialog.querySelector("input");
    var label = field && (field.getAttribute("aria-label") || field.getAttribute("placeholder"));
    if (label) dialog.setAttribute("aria-label", label);
  }

  if (typeof document !== "undefined") {
    onEveryPage(".allin-calculator", mountCalculator);
    onEveryPage('.md-search[role="dialog"]:not([aria-label])', nameSearchDialog);
  }
})(typeof globalThis !== "undefined" ? globalThis : this);
