/*
 * The pot diagram in the browser: each player's chips as a column cut into the dealer's layers, coloured by pot,
 * with its legend and the step-by-step cut. A line-by-line copy of macros/pot_diagram.py, which draws the same
 * picture into the lessons at build time; tests/test_pot_diagram.py checks that both build the same tree from the
 * same hand. Drawn from settle.js's settleDetailed (its raw layers, and each pot's layers); nothing here adds up
 * or splits chips. The tree is plain data (["tag", {attributes}, child, ...]); `draw` turns it into elements,
 * every text through text nodes only. Used by calculator.js (the calculator's and practice's results).
 */
(function (root) {
  "use strict";

  // the widest a column is; as wide as its widest label needs, at least NARROW
  const COLUMN = 64;
  const NARROW = 48;
  // the least a column narrows to when there are many seats
  const NARROWEST = 46;
  const BAR = 40;
  // the chart's width that a 300 px column shows at 12 px text: columns narrow to fit it
  const PHONE = 325;
  // the pots' key, a picture of its own beside the chart (hidden on a phone: diagrams.css)
  const TAGS = 96;
  const AXIS = 50;
  const START = AXIS;
  const TOP = 20;
  const PLOT = 180;
  // the distance between two lines of text, and the least height of every cut (MIN_BAND)
  const LINE = 16;
  // the same on right-to-left pages (Persian text stands in a taller box)
  const LINE_RTL = 21;
  // the text size in user units (diagrams.css)
  const FONT = 13;
  // the least text size as drawn, in CSS pixels
  const MIN_TEXT = 12;
  const NAME_LENGTH = 12;
  const POT_PATTERNS = 6;
  const POT_COLOURS = ["#0072b2", "#cc7700", "#9911ee", "#990011", "#888866", "#773355"];
  const POT_MARKS = ["", "M0 8L8 0M-1 1L1-1M7 9L9 7", "dots", "M0 4H8", "M4 0V8", "M0 0L8 8M-1 7L1 9M7-1L9 1"];
  const RETURNED_COLOUR = "#767676";
  const SVG = "http://www.w3.org/2000/svg";

  function isolate(name) {
    return "\u2068" + name + "\u2069";
  }

  /** An element of the tree; attributes that are null and children that are empty are left out. */
  function element(tag, attrs) {
    const kept = {};
    Object.keys(attrs || {}).forEach(function (name) {
      if (attrs[name] !== null && attrs[name] !== undefined) kept[name] = String(attrs[name]);
    });
    const node = [tag, kept];
    for (let i = 2; i < arguments.length; i++) if (arguments[i]) node.push(arguments[i]);
    return node;
  }

  function range(n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(i);
    return out;
  }

  function maxOf(values) {
    return Math.max.apply(null, [0].concat(values));
  }

  function live(picture) {
    return picture.contributed.map(function (c, i) { return c - picture.dead[i]; });
  }

  function potTag(words, index, count) {
    if (count === 1) return words.text("diagram.tag_only");
    return index === 0 ? words.text("diagram.tag_main") : words.text("diagram.tag_side", { n: words.chips(index) });
  }

  const POT_NAMES = {
    "": ["pot.only", "pot.main", "pot.side"],
    ".prose": ["pot.only.prose", "pot.main.prose", "pot.side.prose"],
    ".in": ["pot.only.in", "pot.main.in", "pot.side.in"]
  };

  /** `form`: "" (a heading), ".prose" (in a sentence), ".in" (after "in"), as the catalogue's pot.* keys have it. */
  function potLabel(words, index, count, form) {
    const keys = POT_NAMES[form || ""];
    if (count === 1) return words.text(keys[0]);
    return index === 0 ? words.text(keys[1]) : words.text(keys[2], { n: words.chips(index) });
  }

  function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  /** The widest a column may be with this many seats: COLUMN, or narrower (to NARROWEST, even) to fit PHONE. */
  function columnCap(seats) {
    const room = Math.floor((PHONE - AXIS) / Math.max(seats, 1));
    return Math.min(COLUMN, Math.max(NARROWEST, room - room % 2));
  }

  /** How many letters of a name fit under a column (8 units a bold letter): NAME_LENGTH under a full column. */
  function nameLetters(column) {
    return column >= COLUMN ? NAME_LENGTH : Math.max(3, Math.floor((column - 2) / 8));
  }

  function short(name, letters) {
    const chars = Array.from(name);
    const most = letters || NAME_LENGTH;
    return chars.length <= most ? name : chars.slice(0, most - 1).join("") + "\u2026";
  }

  /** Whether the names take two lines under columns this wide (some name has more letters than one column has
   *  room for), every other one a line lower, as macros/pot_diagram.py's staggered. */
  function staggered(names, column) {
    return names.some(function (name) { return Array.from(name).length > nameLetters(column); });
  }

  /** A name as written under its column: whole, or cut short when even two columns have no room for it. */
  function shownName(name, names, column) {
    return short(name, nameLetters(staggered(names, column) ? 2 * column : column));
  }

  /** The marks under a seat's column: folded, the button. */
  function marksOf(picture, words, seat) {
    const tags = picture.folded[seat] ? [words.text("diagram.folded_mark")] : [];
    if (seat === picture.names.length - 1) tags.push(words.text("calc.button_mark"));
    // each on a line of its own
    return tags;
  }

  /** The columns' width: room for the widest label (8 units a bold letter, 7 the rest), NARROW to the cap, even. */
  function columnWidth(picture, words) {
    const length = function (text) { return Array.from(text).length; };
    const cap = columnCap(picture.names.length);
    const wide = staggered(picture.names, cap) ? [] : picture.names.map(function (name) { return 8 * length(short(name, nameLetters(cap))); });
    picture.contributed.forEach(function (chips) { wide.push(7 * length(words.chips(chips))); });
    picture.names.forEach(function (name, seat) {
      marksOf(picture, words, seat).forEach(function (tag) { wide.push(7 * length(tag)); });
    });
    if (picture.returned.some(Boolean)) wide.push(7 * length(words.text("diagram.back_mark")));
    const width = Math.max(Math.min(NARROW, cap), Math.min(cap, maxOf(wide) + 8));
    return width + width % 2;
  }

  /** The height of a cut of `chips`: the same floating-point steps as macros/pot_diagram.py, so both round alike. */
  function cut(chips, total) {
    return Math.floor(chips * PLOT / total + 0.5);
  }

  /** Each chip level's height above 0 (cuts to scale, at least MIN_BAND), and whether a cut was stretched. */
  function heightsOf(points, total, least) {
    const heights = { 0: 0 };
    let height = 0;
    let below = 0;
    let stretched = false;
    Array.from(new Set(points)).sort(function (a, b) { return a - b; }).forEach(function (chips) {
      if (chips <= 0) return;
      const drawn = cut(chips - below, total);
      stretched = stretched || drawn < least;
      height += Math.max(drawn, least);
      heights[chips] = height;
      below = chips;
    });
    return { heights: heights, stretched: stretched };
  }

  /** Layers bottom-up (antes first), the merges, the hand-back, the awards side pots first. */
  function stepsOf(picture, words) {
    const names = picture.names.map(isolate);
    const sep = words.text("list.separator");
    const pots = picture.pots;
    const texts = [];
    const layerSteps = picture.layers.map(function () { return []; });
    const backSteps = [];
    const numbers = [];  // each layer's number as the steps call it: the antes 0, the live layers from 1
    picture.layers.forEach(function (layer, k) {
      if (layer.ceiling === 0) {
        texts.push(words.text("diagram.step_dead", { amount: words.chips(layer.amount), pot: potLabel(words, 0, pots.length, ".prose") }));
        numbers.push(0);
      } else {
        numbers.push(maxOf(numbers) + 1);
        texts.push(words.text("diagram.step_layer", { n: words.chips(numbers[numbers.length - 1]),
          floor: words.chips(layer.floor), ceiling: words.chips(layer.ceiling), amount: words.chips(layer.amount) }));
      }
      layerSteps[k].push(texts.length);
    });
    pots.forEach(function (pot, p) {
      if (pot.layers.length < 2) return;
      const lives = pot.layers.map(function (k) { return numbers[k]; }).filter(Boolean);
      let span = lives.length === 1 ? words.text("diagram.layer", { n: words.chips(lives[0]) }) :
        words.text(lives.length === 2 ? "diagram.layer_pair" : "diagram.layers", { n: words.chips(lives[0]), m: words.chips(lives[lives.length - 1]) });
      if (numbers[pot.layers[0]] === 0) span = words.text("diagram.antes_and", { layers: span });
      const merge = pots.length === 1 ? "diagram.step_merge_only" : "diagram.step_merge";
      texts.push(capitalized(words.text(merge, { layers: span, pot: potLabel(words, p, pots.length, ".prose"),
        amount: words.chips(pot.amount) })));
      pot.layers.forEach(function (k) { layerSteps[k].push(texts.length); });
    });
    picture.returned.forEach(function (chips, seat) {
      if (!chips) return;
      texts.push(words.text("award.returned", { name: names[seat], chips: words.chips(chips) }));
      backSteps.push(texts.length);
    });
    range(pots.length).reverse().forEach(function (p) {
      const pot = pots[p];
      if (!pot.winners.length) return;  // a cut before the hands are shown: nobody has won this pot yet
      const label = potLabel(words, p, pots.length);
      const amount = words.chips(pot.amount);
      if (pot.winners.length === 1) {
        texts.push(words.text("diagram.step_wins", { pot: label, amount: amount, name: names[pot.winners[0]] }));
      } else {
        const shares = pot.winners.map(function (seat, i) { return words.text("diagram.share", { name: names[seat], amount: words.chips(pot.shares[i]) }); });
        texts.push(words.text("diagram.step_split", { pot: label, amount: amount, shares: shares.join(sep) }));
      }
      pot.layers.forEach(function (k) { layerSteps[k].push(texts.length); });
    });
    return { texts: texts, layerSteps: layerSteps, backSteps: backSteps };
  }

  function potFill(index) {
    return "pd-f" + index % POT_PATTERNS;
  }

  /** The picture's geometry: chips to heights (`total` chips make PLOT units), columns to positions. */
  /** Where the first column starts: START, or wider when a chip level (or the antes' name) needs more room than START
   *  leaves (7 units a character, 12 around it), as macros/pot_diagram.py's level_room. */
  function levelRoom(picture, words, antes) {
    const texts = [0].concat(ceilingsOf(picture)).map(function (chips) { return words.chips(chips); });
    if (antes) texts.push(words.text("diagram.antes_mark"));
    return Math.max(START, 7 * maxOf(texts.map(function (text) { return Array.from(text).length; })) + 12);
  }

  function frameOf(picture, words) {
    const rtl = words.rtl;
    const column = columnWidth(picture, words);
    const lives = live(picture);
    const topLive = maxOf(lives);
    const topDead = maxOf(picture.dead);
    const total = Math.max(topLive + topDead, 1);
    const livePoints = lives.slice();
    let deadPoints = [];
    picture.layers.forEach(function (layer) {
      if (layer.ceiling === 0) {
        deadPoints = deadPoints.concat(layer.paid);
      } else {
        livePoints.push(layer.floor, layer.ceiling);
        layer.paid.forEach(function (paid) { if (paid) livePoints.push(layer.floor + paid); });
      }
    });
    picture.returned.forEach(function (chips, seat) { livePoints.push(lives[seat] - chips); });
    const line = rtl ? LINE_RTL : LINE;
    const above = heightsOf(livePoints, total, line);
    const below = heightsOf(deadPoints, total, line);
    const base = TOP + above.heights[topLive];
    const bottom = base + maxOf(Object.keys(below.heights).map(function (k) { return below.heights[k]; }));
    const frame = { columns: picture.names.length, total: total, base: base, bottom: bottom, rtl: rtl,
      stretched: above.stretched || below.stretched, line: line };
    const marks = Math.max.apply(null, [1].concat(picture.names.map(function (name, seat) { return marksOf(picture, words, seat).length; })));
    const two = staggered(picture.names, column);
    const last = picture.names.length ? 8 * Array.from(shownName(picture.names[picture.names.length - 1], picture.names, column)).length : 0;
    // the lines the names take
    frame.names = two ? 2 : 1;
    frame.height = bottom + (1 + frame.names + marks) * line + 6;
    frame.start = levelRoom(picture, words, bottom > base);
    frame.right = frame.start + frame.columns * column;
    frame.column = column;
    // room for the last name
    frame.width = frame.right + Math.max(0, Math.floor((last - column) / 2) + 2);
    frame.x = function (at, size) { return rtl ? frame.width - at - (size || 0) : at; };
    frame.depth = function (chips) { return below.heights[chips]; };
    frame.level = function (chips) { return base - above.heights[chips]; };
    frame.centre = function (seat) { return frame.x(frame.start + seat * column + column / 2); };
    frame.bar = function (seat, top, foot) {
      if (foot <= top) return "";
      return "M" + frame.x(frame.start + seat * column + (column - BAR) / 2, BAR) + " " + top + "h" + BAR + "v" + (foot - top) + "h-" + BAR + "z";
    };
    return frame;
  }

  function stepsAttr(numbers, steps) {
    return steps ? numbers.join(" ") : null;
  }

  function ceilingsOf(picture) {
    const ceilings = picture.layers.map(function (layer) { return layer.ceiling; }).filter(Boolean);
    return Array.from(new Set(ceilings)).sort(function (a, b) { return a - b; });
  }

  /** The cut lines, one group of bands per layer, the chips handed back, the base line. */
  function bands(picture, frame, steps) {
    const parts = [];
    const cuts = ceilingsOf(picture).map(function (c) {
      return "M" + frame.x(frame.start - 4) + " " + frame.level(c) + "H" + frame.x(frame.right);
    }).join("");
    if (cuts) parts.push(element("path", { "class": "pd-c", d: cuts }));
    const potOfLayer = {};
    picture.pots.forEach(function (pot, p) { pot.layers.forEach(function (k) { potOfLayer[k] = p; }); });
    picture.layers.forEach(function (layer, k) {
      const dead = layer.ceiling === 0;
      const drawn = [];
      const crossed = [];
      layer.paid.forEach(function (paid, seat) {
        if (dead) {
          drawn.push(frame.bar(seat, frame.base, frame.base + frame.depth(paid)));
        } else {
          drawn.push(frame.bar(seat, frame.level(layer.floor + paid), frame.level(layer.floor)));
          if (picture.folded[seat]) crossed.push(drawn[drawn.length - 1]);
        }
      });
      const antes = dead || layer.ante === true;  // the table's dead money and the own antes carry the antes' marks
      const overlay = (antes ? drawn : crossed).join("");
      const marked = { "class": "pd-b", "data-s": stepsAttr(steps ? steps.layerSteps[k] : [], steps) };
      const fill = { fill: "url(#" + potFill(potOfLayer[k]) + ")", d: drawn.join("") };
      if (overlay) {  // the layer's bands and, over them, the antes' or the folds' marks: one part to highlight
        const crossing = element("path", { fill: antes ? "url(#pd-d)" : "url(#pd-x)", d: overlay });
        parts.push(element("g", marked, element("path", fill), crossing));
      } else {
        parts.push(element("path", Object.assign(marked, fill)));
      }
    });
    const lives = live(picture);
    const back = picture.returned.map(function (chips, seat) {
      return chips ? frame.bar(seat, frame.level(lives[seat]), frame.level(lives[seat] - chips)) : "";
    }).join("");
    if (back) {
      parts.push(element("path", { "class": "pd-b pd-r", "data-s": stepsAttr(steps ? steps.backSteps : [], steps),
        fill: "url(#pd-r)", d: back }));
    }
    parts.push(element("path", { "class": "pd-l", d: "M" + frame.x(frame.start - 4) + " " + frame.base + "H" + frame.x(frame.right) }));
    return parts;
  }

  /** The chip levels of the cuts beside the columns (none collide), and beside the antes' strip their name. */
  function levels(picture, frame, words) {
    const texts = [0].concat(ceilingsOf(picture)).map(function (chips) {
      return element("text", { x: frame.x(frame.start - 8), y: frame.level(chips) + 4 }, words.chips(chips));
    });
    if (frame.bottom > frame.base) {
      const y = Math.max(Math.floor((frame.base + frame.bottom) / 2) + 5, frame.base + frame.line + 4);
      texts.push(element("text", { x: frame.x(frame.start - 8), y: y }, words.text("diagram.antes_mark")));
    }
    return element.apply(null, ["g", { "class": "pd-t" }].concat(texts));
  }

  /** The pots' key: each pot's name, level with the cuts it spans, with its pattern; each at least a line above the
   * one below (drawn in a picture TAGS wide, mirrored on right-to-left pages). */
  function potTags(picture, frame, words) {
    const count = picture.pots.length;
    let previous = frame.height;
    const tags = [];
    picture.pots.forEach(function (pot, p) {
      const layers = pot.layers.map(function (k) { return picture.layers[k]; });
      const top = Math.min.apply(null, layers.map(function (l) { return l.ceiling === 0 ? frame.base : frame.level(l.ceiling); }));
      const low = Math.max.apply(null, layers.map(function (l) { return l.ceiling === 0 ? frame.bottom : frame.level(l.floor); }));
      const y = previous = Math.min(Math.floor((top + low) / 2) + 4, previous - frame.line);
      tags.push(element("rect", { x: frame.rtl ? TAGS - 10 : 0, y: y - 9, width: 10, height: 10, fill: "url(#" + potFill(p) + ")" }));
      tags.push(element("text", { x: frame.rtl ? TAGS - 14 : 14, y: y }, potTag(words, p, count)));
    });
    return element.apply(null, ["g", { "class": "pd-g" }].concat(tags));
  }

  /** Under each column the name, the chips put in and the marks; above a column handed back, the word for it. */
  function columnLabels(picture, frame, words) {
    const names = [];
    const amounts = [];
    const marks = [];
    const back = [];
    const lives = live(picture);
    picture.names.forEach(function (name, seat) {
      const centre = frame.centre(seat);
      // staggered: the first name and every other a line lower
      const lower = ((seat + 1) % 2) * (frame.names - 1) * frame.line;
      // alone on its line: no isolate
      names.push(element("text", { x: centre, y: frame.bottom + frame.line + 1 + lower }, shownName(name, picture.names, frame.column)));
      const y = frame.bottom + frame.line * frame.names + 1;
      amounts.push(element("text", { x: centre, y: y + frame.line }, words.chips(picture.contributed[seat])));
      marksOf(picture, words, seat).forEach(function (said, k) {
        marks.push(element("text", { x: centre, y: y + (2 + k) * frame.line }, said));
      });
    });
    picture.returned.forEach(function (chips, seat) {
      if (chips) back.push(element("text", { x: frame.centre(seat), y: frame.level(lives[seat]) - 4 }, words.text("diagram.back_mark")));
    });
    return [
      element.apply(null, ["g", { "class": "pd-n" }].concat(names)),
      element.apply(null, ["g", { "class": "pd-a" }].concat(amounts)),
      element.apply(null, ["g", { "class": "pd-m" }].concat(marks, back))
    ];
  }

  /** The legend in words: each pot (amount, who can win it), the chips handed back, the antes, the folds. */
  function legend(picture, words, stretched) {
    const pots = picture.pots;
    const names = picture.names.map(isolate);
    const items = pots.map(function (pot, p) {
      const key = pot.eligible.length === 1 ? "diagram.legend_pot_one" : "diagram.legend_pot";
      return [[potFill(p)], words.text(key, { pot: potLabel(words, p, pots.length), amount: words.chips(pot.amount),
        // as the language lists (F13-20)
        names: words.list(pot.eligible.map(function (i) { return names[i]; })) })];
    });
    const back = [];
    picture.returned.forEach(function (chips, seat) {
      if (chips) back.push(words.text("diagram.share", { name: names[seat], amount: words.chips(chips) }));
    });
    if (back.length) items.push([["pd-r"], words.text("diagram.legend_back", { shares: words.list(back) })]);
    const dead = picture.layers.filter(function (layer) { return layer.ceiling === 0; });
    if (dead.length) {
      items.push([[potFill(0), "pd-d"], words.text("diagram.legend_dead", { amount: words.chips(dead[0].amount), pot: potLabel(words, 0, pots.length, ".in") })]);
    }
    const folded = names.filter(function (name, seat) { return picture.folded[seat]; });
    if (folded.length) items.push([[potFill(0), "pd-x"], words.text("diagram.legend_folded", { names: words.list(folded) })]);
    const shown = items.map(function (item) { return element("li", {}, swatch(item[0]), item[1]); });
    if (stretched) shown.push(element("li", { "class": "pd-note" }, words.text("diagram.not_to_scale")));
    return element.apply(null, ["ul", {}].concat(shown));
  }

  /** A legend item's pattern: a small square filled with each of `fills` in turn, as the bands are. */
  function swatch(fills) {
    const squares = fills.map(function (fill) { return element("rect", { width: 10, height: 10, fill: "url(#" + fill + ")" }); });
    return element.apply(null, ["svg", { "class": "pd-swatch", "aria-hidden": "true", viewBox: "0 0 10 10" }].concat(squares));
  }

  /** The step-by-step cut: one radio button a step (the first, checked, shows the whole picture). */
  function stepper(steps, words, name) {
    const choices = [words.text("diagram.step_all")].concat(steps.texts);
    return element.apply(null, ["fieldset", {}, element("legend", {}, words.text("diagram.steps"))].concat(choices.map(function (said, n) {
      return element("label", {}, element("input", { type: "radio", name: name, value: n, checked: n === 0 ? "" : null }), said);
    })));
  }

  /**
   * The pot diagram of a settled hand (`picture`: names, contributed, dead, folded, returned per seat, and
   * settleDetailed's layers and pots), with the step-by-step cut when `stepsName` is given (the name of its radio
   * buttons, unique on the page); without, the figure alone. `words`: {text(key, params), chips(n), rtl}.
   */
  function diagram(picture, words, example, stepsName) {
    const steps = stepsName ? stepsOf(picture, words) : null;
    const frame = frameOf(picture, words);
    const stacks = picture.names.map(function (name, seat) { return isolate(name) + " " + words.chips(picture.contributed[seat]); });
    const svg = element.apply(null, ["svg", { role: "img", viewBox: "0 0 " + frame.width + " " + frame.height, width: frame.width,
      style: "min-inline-size:" + Math.ceil(frame.width * MIN_TEXT / FONT) + "px" },
      element("title", {}, words.text("diagram.title", { stacks: stacks.join(words.text("list.separator")) }))]
      .concat(bands(picture, frame, steps), [levels(picture, frame, words)], columnLabels(picture, frame, words)));
    const key = element("svg", { "class": "pd-key", "aria-hidden": "true", viewBox: "0 0 " + TAGS + " " + frame.height, width: TAGS,
      style: "min-inline-size:" + Math.ceil(TAGS * MIN_TEXT / FONT) + "px" }, potTags(picture, frame, words));
    const figure = element("figure", { "class": "pot-diagram", "data-example": example }, element("span", { "class": "pd-pic" }, svg, key),
      element("span", { "class": "pd-more", "data-side": "start", "aria-hidden": "true" }),
      element("span", { "class": "pd-more", "data-side": "end", "aria-hidden": "true" }),
      element("figcaption", {}, legend(picture, words, frame.stretched)));  // (the spans: site.js's scroll cues)
    if (!steps) return figure;
    return element("div", { "class": "pd-cut" }, figure, stepper(steps, words, stepsName));
  }

  /** The patterns every diagram on a page fills its bands with (one hidden SVG per page, ids pd-...). */
  function defs() {
    function pattern(id, background) {
      const marks = Array.prototype.slice.call(arguments, 2);
      return element.apply(null, ["pattern", { id: id, width: 8, height: 8, patternUnits: "userSpaceOnUse" },
        background ? element("rect", { width: 8, height: 8, fill: background }) : null].concat(marks));
    }
    function lines(d, colour) {
      return element("path", { d: d, stroke: colour || "#fff", "stroke-width": "1.5" });
    }
    const pots = POT_COLOURS.map(function (colour, index) {
      const mark = POT_MARKS[index];
      const drawn = mark === "dots" ? element("circle", { cx: 4, cy: 4, r: "1.6", fill: "#fff" }) : mark ? lines(mark) : null;
      return drawn ? pattern(potFill(index), colour, drawn) : pattern(potFill(index), colour);
    });
    return element("svg", { "class": "pd-defs", "aria-hidden": "true", focusable: "false" },
      element.apply(null, ["defs", {}].concat(pots, [
        pattern("pd-r", "#fff", lines("M0 8L8 0M-1 1L1-1M7 9L9 7", RETURNED_COLOUR)),
        pattern("pd-x", null, lines("M0 0L8 8M8 0L0 8")),
        pattern("pd-d", null, lines("M4 1V7M1 4H7"))
      ])));
  }

  /** What settleDetailed gives, as a picture: names, chips, folds, returned chips, layers, pots (seats). */
  function pictureOf(detail) {
    return { names: detail.names, contributed: detail.contributed, dead: detail.dead, folded: detail.folded,
      returned: detail.returned, layers: detail.layers, pots: detail.pots };
  }

  /** The tree as elements (SVG ones in the SVG namespace); texts become text nodes, never markup. */
  function toNode(tree, inSvg) {
    if (typeof tree === "string") return document.createTextNode(tree);
    const svg = inSvg || tree[0] === "svg";
    const node = svg ? document.createElementNS(SVG, tree[0]) : document.createElement(tree[0]);
    Object.keys(tree[1]).forEach(function (name) { node.setAttribute(name, tree[1][name]); });
    tree.slice(2).forEach(function (child) { node.appendChild(toNode(child, svg)); });
    return node;
  }

  let drawn = 0;

  /** A settleDetailed result's diagram and step-by-step cut, in the page's language, ready to insert; the page
   *  gets the patterns if it has none yet (a lesson page has them from the build). */
  function draw(detail, lang, example) {
    const ui = root.allinUI;
    if (!document.getElementById("pd-f0")) document.body.appendChild(toNode(defs()));
    const words = { text: function (key, params) { return ui.t(lang, key, params); },
      chips: function (n) { return ui.formatChips(n, lang); }, rtl: ui.profileOf(lang).dir === "rtl",
      list: function (items) { return ui.listOf(items, lang); } };
    drawn += 1;
    const node = toNode(diagram(pictureOf(detail), words, example, "pd-" + example + "-" + drawn));
    const figure = node.matches("figure") ? node : node.querySelector("figure");
    // site.js: focusable and cued while it scrolls
    if (root.allinSite) root.allinSite.scrollable(figure);
    return node;
  }

  const api = { diagram: diagram, defs: defs, pictureOf: pictureOf, draw: draw, toNode: toNode };
  if (typeof module === "object" && module && module.exports) module.exports = api;
  else root.allinDiagram = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
