/*
 * A settlement as the dealer would explain it (allinUI.renderSettlement): what goes back, each pot and who wins it,
 * and the pot diagram with its step-by-step cut (the one narration of it); the calculator's result and practice's
 * working. Needs ui.js and pot_diagram.js first (macros/page_assets.py loads them in that order, on the calculator and practice pages).
 */
(function (root) {
  "use strict";

  // ui.js
  const ui = root.allinUI;
  const formatChips = ui.formatChips, listOf = ui.listOf, t = ui.t, el = ui.el, isolate = ui.isolate;

  /** The name of pot `index` of `count` ("Main pot", "Side pot 2", or "The pot" when it is the only one). */

  function potLabel(lang, index, count) {
    if (count === 1) return t(lang, "pot.only");
    return index === 0 ? t(lang, "pot.main") : t(lang, "pot.side", { n: formatChips(index, lang) });
  }

  /* Who gets a pot's odd chips: the one chip, all of them to one player (the rule "all to the first winner"), or
     one at a time in seat order; the chip's value named when it is not 1 (native review F9-31: "one at a time:
     Nefertari, Nefertari"). */
  function oddChipsText(lang, seats, names, unit, chips) {
    const valued = unit > 1, fields = { chip: chips(unit), count: chips(seats.length), name: names[seats[0]] };
    if (seats.length === 1) return t(lang, valued ? "calc.odd_chip_of" : "calc.odd_chip", fields);
    if (seats.every(function (s) { return s === seats[0]; })) return t(lang, valued ? "calc.odd_chips_all_of" : "calc.odd_chips_all", fields);
    fields.names = seats.map(function (s) { return names[s]; }).join(t(lang, "list.separator"));
    return t(lang, valued ? "calc.odd_chips_of" : "calc.odd_chips", fields);
  }

  /** A settlement as the dealer would explain it; `where` names the widget for its pot diagram ("calculator"). */
  function renderSettlement(lang, detail, where, cutOnly) {
    const names = detail.names.map(isolate);
    const chips = function (n) { return formatChips(n, lang); };
    const list = function (seats) { return listOf(seats.map(function (s) { return names[s]; }), lang); };
    const out = el("div", { "class": "allin-result" });

    out.appendChild(el("h3", { text: t(lang, cutOnly ? "calc.returned_title.cut" : "calc.returned_title") }));
    const returning = detail.returned.map(function (r, seat) { return r ? seat : -1; }).filter(function (s) { return s >= 0; });
    out.appendChild(returning.length ? el("ul", { "class": "allin-returned" }, returning.map(function (seat) {
      return el("li", { text: t(lang, "calc.returned", { name: names[seat], amount: chips(detail.returned[seat]) }) });
    })) : el("p", { text: t(lang, "calc.none_returned") }));

    const pots = el("ol", { "class": "allin-pots" });
    detail.pots.forEach(function (pot, i) {
      const item = el("li", { "class": "allin-pot" }, [
        el("h3", {}, [potLabel(lang, i, detail.pots.length) + "\u00a0\u2014 ", el("bdi", { text: chips(pot.amount) })]),
        el("p", { text: t(lang, pot.eligible.length === 1 ? "calc.contenders_one" : "calc.contenders", { names: list(pot.eligible) }) }),
        cutOnly ? null : el("p", { "class": "allin-winners", text: pot.winners.length === 1 ?
          t(lang, "calc.wins", { name: names[pot.winners[0]], amount: chips(pot.shares[0]) }) :
          t(lang, "calc.splits", { shares: listOf(pot.winners.map(function (seat, k) {
            return t(lang, "calc.share", { name: names[seat], amount: chips(pot.shares[k]) });
          }), lang) }) })
      ]);
      if (pot.oddChips.length) item.appendChild(el("p", { "class": "allin-odd", text: oddChipsText(lang, pot.oddChips, names, detail.smallestChip, chips) }));
      pots.appendChild(item);
    });
    out.appendChild(pots);
    // a cut made before the hands are shown (a stop of a hand asked street by street): no pot is won yet
    if (!cutOnly) payoutsTable(lang, detail, out);
    out.appendChild(el("h3", { text: t(lang, "calc.steps_title") }));
    // pot_diagram.js: the cut, step by step
    out.appendChild(root.allinDiagram.draw(detail, lang, where || "calculator"));
    return out;
  }

  /** Each player's chips put in, paid and net, after the pots are won. */
  function payoutsTable(lang, detail, out) {
    const chips = function (n) { return formatChips(n, lang); };
    out.appendChild(el("h3", { text: t(lang, "calc.payouts_title") }));
    const rows = detail.names.map(function (name, seat) {
      const net = detail.net[seat];
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
  }

  // practice.js names the pots of its stages and pushes with it
  ui.potLabel = potLabel;
  ui.renderSettlement = renderSettlement;
})(typeof globalThis !== "undefined" ? globalThis : this);
