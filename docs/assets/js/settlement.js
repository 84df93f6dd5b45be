/*
 * A settlement as the dealer would explain it (allinUI.renderSettlement): what goes back, each pot and who wins it,
 * the pot diagram and the cut in words; the calculator's result and practice's working. Needs widgets.js and
 * pot_diagram.js first (macros/page_assets.py loads them in that order, on the calculator and practice pages).
 */
(function (root) {
  "use strict";

  var ui = root.allinUI;  // widgets.js
  var formatChips = ui.formatChips, listOf = ui.listOf, t = ui.t, el = ui.el, isolate = ui.isolate;

  function potLabel(lang, index, count) {
    if (count === 1) return t(lang, "pot.only");
    return index === 0 ? t(lang, "pot.main") : t(lang, "pot.side", { n: formatChips(index, lang) });
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

  ui.potLabel = potLabel;
  ui.renderSettlement = renderSettlement;
})(typeof globalThis !== "undefined" ? globalThis : this);
