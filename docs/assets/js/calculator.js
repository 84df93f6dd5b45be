/*
 * The side-pot calculator and the shared widget toolkit (strings, numbers, safe DOM building).
 * Needs settle.js first. Mounts every `.allin-calculator` element on each page Material shows (document$).
 * Every user-typed text reaches the page through textContent only, never as HTML.
 */
(function (root) {
  "use strict";

  // ---- numbers: a port of macros/numbers.py (Babel/CLDR), tests/test_widgets_format.py proves they agree ----
  var FORMATS = {
    ru: { group: "\u00a0", minus: "-", plus: "+", digits: null },
    en: { group: ",", minus: "-", plus: "+", digits: null },
    fa: { group: "\u066c", minus: "\u200e\u2212", plus: "\u200e+", digits: "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9" }
  };

  function formatChips(value, lang, signed) {
    var f = FORMATS[lang] || FORMATS.en;
    var body = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
    if (value < 0) body = f.minus + body;
    else if (signed && value > 0) body = f.plus + body;
    return f.digits ? body.replace(/[0-9]/g, function (d) { return f.digits[d]; }) : body;
  }

  /** A whole number typed in any of the three languages ("2 000", "2,000", "۲٬۰۰۰", "−5"); null if it is not one. */
  function parseWhole(text) {
    var s = String(text).replace(/[\u06f0-\u06f9]/g, function (d) { return String(d.charCodeAt(0) - 0x6f0); })
      .replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x660); })
      .replace(/[\u200e\u200f\u061c]/g, "").replace(/\u2212/g, "-").trim();
    var m = /^([+-]?)(\d[\d\s,\u066c'\u2019\u00a0\u202f\u2009]*)$/.exec(s);
    if (!m) return null;
    var parts = m[2].split(/[\s,\u066c'\u2019\u00a0\u202f\u2009]+/);
    if (parts.length > 1 && (parts[0].length > 3 || parts.slice(1).some(function (p) { return p.length !== 3; }))) return null;
    var value = Number(parts.join(""));
    return m[1] === "-" ? -value : value;
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

  // ---- interface text in the three languages ----
  var STRINGS = {
    en: {
      players: "Players in seat order, starting left of the button",
      seat: "Seat", name: "Name", chips: "Chips put in", ante: "Of which ante", folded: "Folded", rank: "Hand rank (1 = best)", actions: "Move or remove",
      button: "Button", buttonMark: "D", up: "Move {who} up", down: "Move {who} down", remove: "Remove {who}",
      seatN: "seat {n}", add: "Add a player", reset: "Back to the example", copy: "Copy the link to this hand",
      copied: "Link copied.", copyFailed: "Copy the address from the address bar.", newPlayer: "Player {n}",
      oddRule: "Odd chips", one_each: "one each, from the first winner left of the button",
      remainder_to_first: "all to the first winner left of the button",
      results: "Result", returnedTitle: "Returned before the showdown", noneReturned: "Every bet was called: no chips go back.",
      returned: "{name} gets back {amount}: nobody could call these chips.",
      potOnly: "The pot", potMain: "Main pot", potSide: "Side pot {n}",
      contenders: "Can win it: {names}", wins: "{name} wins {amount}", splits: "Split: {shares}",
      oddChips: "Odd chips, one at a time: {names}", share: "{name} {amount}",
      summary: "Recalculated. Net: {nets}.", payoutsTitle: "Who ends up with what", player: "Player", putIn: "Put in", collected: "Collected", net: "Net",
      stepsTitle: "The dealer's cut, step by step (bottom up)",
      stepReturn: "{name} gets back {amount}: nobody called that part of the bet.",
      stepDead: "Dead money (antes): {paid}, together {amount}. It goes into the first pot.",
      stepLayer: "Layer {n}, from {floor} to {ceiling}: {paid}, together {amount}. Can win it: {names}.",
      stepPot: "{layers} → {pot}: {amount}.", layerN: "layer {n}", layersNM: "layers {n}–{m}", foldedName: "{name} (folded)",
      errorTitle: "This hand cannot be settled", linkTitle: "This link cannot be opened",
      err: {
        chips_text: "{who}: the chips put in must be a whole number, like 2,000.",
        ante_text: "{who}: the ante must be a whole number, like 100 (or left empty).",
        dead_exceeds_contributed: "{name}: the ante of {dead} is more than all the chips put in, {contributed} (they include the ante).",
        link_too_many: "The link holds {count} players; the calculator takes at most {max}. The example hand is shown instead.",
        link_too_long: "The link is {length} characters long; the calculator reads at most {max}. The example hand is shown instead.",
        link_malformed: "The link is damaged at “{part}”. The example hand is shown instead.",
        rank_text: "{who}: the hand rank must be a whole number from 1 (best).",
        players_empty: "Add at least one player.",
        name_empty: "Seat {number} needs a name.",
        name_not_text: "Seat {number}: the name holds a broken character; type it again.",
        duplicate_name: "The name “{name}” is used twice: give every player a different name.",
        chips_negative: "{name}: chips put in cannot be negative.",
        chips_not_integer: "{name}: chips put in must be a whole number.",
        chips_too_large: "{name}: that is more chips than the calculator can count exactly.",
        total_too_large: "All the chips together are more than the calculator can count exactly.",
        rank_invalid: "{name}: the hand rank must be a whole number from 1 (best).",
        strength_missing: "{name} has not folded and needs a hand rank.",
        all_folded: "Everybody folded: at least one player must still be in the hand.",
        unwinnable_chips: "{amount} chips between {floor} and {ceiling} were put in only by players who folded, so nobody could win them.",
        other: "The input is not valid ({code})."
      }
    },
    ru: {
      players: "Игроки по порядку мест, начиная слева от баттона",
      seat: "Место", name: "Имя", chips: "Вложил фишек", ante: "Из них анте", folded: "Сбросил", rank: "Сила руки (1\u00a0— лучшая)", actions: "Переставить или убрать",
      button: "Баттон", buttonMark: "D", up: "Передвинуть: {who}, выше", down: "Передвинуть: {who}, ниже", remove: "Убрать: {who}",
      seatN: "место {n}", add: "Добавить игрока", reset: "Вернуть пример", copy: "Скопировать ссылку на эту раздачу",
      copied: "Ссылка скопирована.", copyFailed: "Скопируйте адрес из адресной строки.", newPlayer: "Игрок {n}",
      oddRule: "Лишние фишки", one_each: "по одной, начиная с первого победителя слева от баттона",
      remainder_to_first: "все первому победителю слева от баттона",
      results: "Результат", returnedTitle: "Вернулось до вскрытия", noneReturned: "Все ставки уравнены: назад ничего не возвращается.",
      returned: "{name} получает назад {amount}: эти фишки никто не мог уравнять.",
      potOnly: "Банк", potMain: "Основной банк", potSide: "Побочный банк {n}",
      contenders: "Разыгрывают: {names}", wins: "{name} забирает {amount}", splits: "Делят: {shares}",
      oddChips: "Лишние фишки, по одной: {names}", share: "{name} {amount}",
      summary: "Пересчитано. Итог: {nets}.", payoutsTitle: "Итог раздачи", player: "Игрок", putIn: "Вложил", collected: "Получил", net: "Итог",
      stepsTitle: "Как режет крупье, шаг за шагом (снизу вверх)",
      stepReturn: "{name} получает назад {amount}: эту часть ставки никто не уравнял.",
      stepDead: "Мёртвые фишки (анте): {paid}, всего {amount}. Они идут в первый банк.",
      stepLayer: "Слой {n}, от {floor} до {ceiling}: {paid}, всего {amount}. Разыгрывают: {names}.",
      stepPot: "{layers} → {pot}: {amount}.", layerN: "слой {n}", layersNM: "слои {n}–{m}", foldedName: "{name} (сброс)",
      errorTitle: "Эту раздачу нельзя рассчитать", linkTitle: "Эту ссылку нельзя открыть",
      err: {
        chips_text: "{who}: число фишек должно быть целым, например 2 000.",
        ante_text: "{who}: анте\u00a0— целое число, например 100 (или пустое поле).",
        dead_exceeds_contributed: "{name}: анте {dead} больше всех вложенных фишек, {contributed} (анте входит в них).",
        link_too_many: "В ссылке игроков: {count}, а калькулятор принимает не больше {max}. Вместо неё показан пример.",
        link_too_long: "Длина ссылки\u00a0— {length} символов, а калькулятор читает не больше {max}. Вместо неё показан пример.",
        link_malformed: "Ссылка повреждена в месте «{part}». Вместо неё показан пример.",
        rank_text: "{who}: сила руки\u00a0— целое число от 1 (лучшая).",
        players_empty: "Добавьте хотя бы одного игрока.",
        name_empty: "У места {number} нет имени.",
        name_not_text: "Место {number}: в имени испорченный символ, наберите его заново.",
        duplicate_name: "Имя «{name}» встречается дважды: дайте игрокам разные имена.",
        chips_negative: "{name}: число фишек не может быть отрицательным.",
        chips_not_integer: "{name}: число фишек должно быть целым.",
        chips_too_large: "{name}: столько фишек калькулятор не может сосчитать точно.",
        total_too_large: "Всех фишек вместе больше, чем калькулятор может сосчитать точно.",
        rank_invalid: "{name}: сила руки\u00a0— целое число от 1 (лучшая).",
        strength_missing: "{name}: игрок не сбросил карты, поэтому нужна сила руки.",
        all_folded: "Сбросили все: хотя бы один игрок должен остаться в раздаче.",
        unwinnable_chips: "{amount} фишек между {floor} и {ceiling} вложили только сбросившие игроки, их некому выиграть.",
        other: "Неверные данные ({code})."
      }
    },
    fa: {
      players: "بازیکنان به ترتیب صندلی، از سمت چپ باتن",
      seat: "صندلی", name: "نام", chips: "چیپ پرداختی", ante: "آنته (جزو پرداختی)", folded: "فولد", rank: "رتبهٔ دست (۱ = بهترین)", actions: "جابه‌جایی یا حذف",
      button: "باتن", buttonMark: "D", up: "{who} یک صندلی بالاتر", down: "{who} یک صندلی پایین‌تر", remove: "حذف {who}",
      seatN: "صندلی {n}", add: "افزودن بازیکن", reset: "بازگشت به مثال", copy: "کپی پیوند این دست",
      copied: "پیوند کپی شد.", copyFailed: "نشانی را از نوار نشانی کپی کنید.", newPlayer: "بازیکن {n}",
      oddRule: "چیپ‌های اضافه", one_each: "یکی‌یکی، از نخستین برنده در سمت چپ باتن",
      remainder_to_first: "همه به نخستین برنده در سمت چپ باتن",
      results: "نتیجه", returnedTitle: "برگشتی پیش از نمایش کارت‌ها", noneReturned: "همهٔ شرط‌ها کال شده‌اند: چیزی برنمی‌گردد.",
      returned: "{amount} به {name} برمی‌گردد: کسی نمی‌توانست این چیپ‌ها را کال کند.",
      potOnly: "پات", potMain: "پات اصلی", potSide: "پات جانبی {n}",
      contenders: "مدعیان: {names}", wins: "{name} {amount} می‌برد", splits: "تقسیم: {shares}",
      oddChips: "چیپ‌های اضافه، یکی‌یکی: {names}", share: "{name} {amount}",
      summary: "دوباره حساب شد. سود و زیان: {nets}.", payoutsTitle: "نتیجهٔ دست", player: "بازیکن", putIn: "پرداخت", collected: "دریافتی", net: "سود و زیان",
      stepsTitle: "برش دیلر، گام‌به‌گام (از پایین به بالا)",
      stepReturn: "{amount} از شرط {name} که کسی کال نکرد به خودش برمی‌گردد.",
      stepDead: "چیپ‌های مرده (آنته): {paid}، روی هم {amount}. به نخستین پات می‌رود.",
      stepLayer: "لایهٔ {n}، از {floor} تا {ceiling}: {paid}، روی هم {amount}. مدعیان: {names}.",
      stepPot: "{layers} ← {pot}: {amount}.", layerN: "لایهٔ {n}", layersNM: "لایه‌های {n} تا {m}", foldedName: "{name} (فولد)",
      errorTitle: "این دست را نمی‌توان حساب کرد", linkTitle: "این پیوند را نمی‌توان باز کرد",
      err: {
        chips_text: "{who}: تعداد چیپ باید عدد صحیح باشد، مثل ۲٬۰۰۰.",
        ante_text: "{who}: آنته باید عدد صحیح باشد، مثل ۱۰۰ (یا خالی بماند).",
        dead_exceeds_contributed: "{name}: آنتهٔ {dead} بیشتر از همهٔ چیپ پرداختی، {contributed}، است (آنته جزو آن است).",
        link_too_many: "این پیوند {count} بازیکن دارد، ولی ماشین‌حساب حداکثر {max} بازیکن می‌پذیرد. به جای آن، مثال نشان داده شده است.",
        link_too_long: "این پیوند {length} نویسه دارد، ولی ماشین‌حساب حداکثر {max} نویسه می‌خواند. به جای آن، مثال نشان داده شده است.",
        link_malformed: "این پیوند در «{part}» خراب است. به جای آن، مثال نشان داده شده است.",
        rank_text: "{who}: رتبهٔ دست باید عدد صحیحی از ۱ (بهترین) باشد.",
        players_empty: "دست‌کم یک بازیکن اضافه کنید.",
        name_empty: "صندلی {number} نام ندارد.",
        name_not_text: "صندلی {number}: نام یک نویسهٔ خراب دارد؛ آن را دوباره بنویسید.",
        duplicate_name: "نام «{name}» دو بار آمده است: به هر بازیکن نام دیگری بدهید.",
        chips_negative: "{name}: تعداد چیپ نمی‌تواند منفی باشد.",
        chips_not_integer: "{name}: تعداد چیپ باید عدد صحیح باشد.",
        chips_too_large: "{name}: این‌همه چیپ را ماشین‌حساب نمی‌تواند دقیق بشمارد.",
        total_too_large: "جمع همهٔ چیپ‌ها بیش از آن است که ماشین‌حساب دقیق بشمارد.",
        rank_invalid: "{name}: رتبهٔ دست باید عدد صحیحی از ۱ (بهترین) باشد.",
        strength_missing: "{name} فولد نکرده و رتبهٔ دست لازم دارد.",
        all_folded: "همه فولد کرده‌اند: دست‌کم یک بازیکن باید در دست بماند.",
        unwinnable_chips: "{amount} چیپ میان {floor} و {ceiling} را فقط بازیکنان فولدکرده گذاشته‌اند و کسی نمی‌تواند آن‌ها را ببرد.",
        other: "ورودی نادرست است ({code})."
      }
    }
  };

  function pageLang() {
    var lang = (document.documentElement.getAttribute("lang") || "ru").slice(0, 2);
    return STRINGS[lang] ? lang : "ru";
  }

  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, function (all, key) {
      return Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : all;
    });
  }

  function t(lang, key, params) {
    return fill(STRINGS[lang][key], params || {});
  }

  /** A name as an isolated run of bidirectional text (FSI … PDI): whatever it holds (U+202E, Persian or Latin
   *  letters) it cannot reorder the words and figures around it. Every user-given name goes through this. */
  function isolate(text) {
    return "\u2068" + text + "\u2069";
  }

  /** The localized message for a SettleError or a form error ({code, params}); text params are isolated. */
  function errorText(lang, error) {
    var messages = STRINGS[lang].err;
    var params = {};
    Object.keys(error.params || {}).forEach(function (key) {
      var value = error.params[key];
      params[key] = typeof value === "number" ? formatChips(value, lang) : isolate(value);
    });
    params.code = error.code;
    return fill(messages[error.code] || messages.other, params);
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
    if (count === 1) return t(lang, "potOnly");
    return index === 0 ? t(lang, "potMain") : t(lang, "potSide", { n: formatChips(index, lang) });
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
      return t(lang, "share", { name: isolate(name), amount: formatChips(detail.net[seat], lang, true) });
    }), lang);
  }

  function renderSettlement(lang, detail) {
    var names = detail.names.map(isolate);
    var who = function (seat) { return detail.folded[seat] ? t(lang, "foldedName", { name: names[seat] }) : names[seat]; };
    var chips = function (n) { return formatChips(n, lang); };
    var list = function (seats) { return listOf(seats.map(function (s) { return names[s]; }), lang); };
    var paidText = function (paid) {
      var parts = [];
      paid.forEach(function (c, seat) { if (c) parts.push(t(lang, "share", { name: who(seat), amount: chips(c) })); });
      return parts.join(lang === "fa" ? "\u060c " : ", ");
    };
    var out = el("div", { "class": "allin-result" });

    out.appendChild(el("h3", { text: t(lang, "returnedTitle") }));
    var returning = detail.returned.map(function (r, seat) { return r ? seat : -1; }).filter(function (s) { return s >= 0; });
    out.appendChild(returning.length ? el("ul", { "class": "allin-returned" }, returning.map(function (seat) {
      return el("li", { text: t(lang, "returned", { name: names[seat], amount: chips(detail.returned[seat]) }) });
    })) : el("p", { text: t(lang, "noneReturned") }));

    var pots = el("ol", { "class": "allin-pots" });
    detail.pots.forEach(function (pot, i) {
      var item = el("li", { "class": "allin-pot" }, [
        el("h3", {}, [potLabel(lang, i, detail.pots.length) + "\u00a0\u2014 ", el("bdi", { text: chips(pot.amount) })]),
        el("p", { text: t(lang, "contenders", { names: list(pot.eligible) }) }),
        el("p", { "class": "allin-winners", text: pot.winners.length === 1 ?
          t(lang, "wins", { name: names[pot.winners[0]], amount: chips(pot.shares[0]) }) :
          t(lang, "splits", { shares: listOf(pot.winners.map(function (seat, k) {
            return t(lang, "share", { name: names[seat], amount: chips(pot.shares[k]) });
          }), lang) }) })
      ]);
      if (pot.oddChips.length) {
        item.appendChild(el("p", { "class": "allin-odd", text: t(lang, "oddChips", { names: pot.oddChips.map(function (s) { return names[s]; }).join(lang === "fa" ? "\u060c " : ", ") }) }));
      }
      pots.appendChild(item);
    });
    out.appendChild(pots);

    out.appendChild(el("h3", { text: t(lang, "payoutsTitle") }));
    var rows = detail.names.map(function (name, seat) {
      var net = detail.net[seat];
      return el("tr", {}, [
        el("th", { scope: "row" }, [el("bdi", { text: name })]),
        el("td", { text: chips(detail.contributed[seat]) }),
        el("td", { text: chips(detail.payouts[seat]) }),
        el("td", { "class": net > 0 ? "allin-plus" : net < 0 ? "allin-minus" : null, text: formatChips(net, lang, true) })
      ]);
    });
    out.appendChild(el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-net" }, [
      el("thead", {}, [el("tr", {}, ["player", "putIn", "collected", "net"].map(function (k) { return el("th", { scope: "col", text: t(lang, k) }); }))]),
      el("tbody", {}, rows)
    ])]));

    out.appendChild(el("h3", { text: t(lang, "stepsTitle") }));
    out.appendChild(stacksDiagram(lang, detail, who));
    var steps = el("ol", { "class": "allin-steps" });
    returning.forEach(function (seat) {
      steps.appendChild(el("li", { text: t(lang, "stepReturn", { name: names[seat], amount: chips(detail.returned[seat]) }) }));
    });
    var number = 0;
    var layerNumbers = detail.layers.map(function (layer) {
      if (layer.ceiling === 0) {
        steps.appendChild(el("li", { text: t(lang, "stepDead", { paid: paidText(layer.paid), amount: chips(layer.amount) }) }));
        return null;
      }
      number += 1;
      steps.appendChild(el("li", { text: t(lang, "stepLayer", { n: chips(number), floor: chips(layer.floor), ceiling: chips(layer.ceiling),
        paid: paidText(layer.paid), amount: chips(layer.amount), names: list(layer.eligible) }) }));
      return number;
    });
    detail.pots.forEach(function (pot, i) {
      var nums = pot.layers.map(function (k) { return layerNumbers[k]; }).filter(function (n) { return n !== null; });
      if (!nums.length) return;
      var layers = nums.length === 1 ? t(lang, "layerN", { n: chips(nums[0]) }) :
        t(lang, "layersNM", { n: chips(nums[0]), m: chips(nums[nums.length - 1]) });
      var text = t(lang, "stepPot", { layers: layers, pot: potLabel(lang, i, detail.pots.length), amount: chips(pot.amount) });
      steps.appendChild(el("li", { "class": "allin-step-pot", text: text.charAt(0).toUpperCase() + text.slice(1) }));
    });
    out.appendChild(steps);
    return out;
  }

  /** Each player's chips as a bar cut into the dealer's layers, coloured by the pot each layer went to
   *  (the returned part last). Decorative: the steps below say the same in words. */
  function stacksDiagram(lang, detail, who) {
    var potOfLayer = [];
    detail.pots.forEach(function (pot, i) { pot.layers.forEach(function (k) { potOfLayer[k] = i; }); });
    var most = Math.max.apply(null, detail.contributed.concat([1]));
    var width = function (n) { return "inline-size:" + (100 * n / most).toFixed(3) + "%"; };
    var rows = detail.names.map(function (name, seat) {
      var segments = detail.layers.map(function (layer, k) {
        return layer.paid[seat] ? el("span", { "class": "allin-seg allin-pot-" + (potOfLayer[k] % 6), style: width(layer.paid[seat]) }) : null;
      });
      if (detail.returned[seat]) segments.push(el("span", { "class": "allin-seg allin-seg-returned", style: width(detail.returned[seat]) }));
      return el("div", { "class": "allin-stack-row" }, [el("span", { "class": "allin-stack-name", text: who(seat) }), el("span", { "class": "allin-stack-bar" }, segments)]);
    });
    var legend = detail.pots.map(function (pot, i) {
      return el("span", { "class": "allin-legend" }, [el("span", { "class": "allin-seg allin-pot-" + (i % 6) }), potLabel(lang, i, detail.pots.length)]);
    });
    if (detail.returned.some(Boolean)) legend.push(el("span", { "class": "allin-legend" }, [el("span", { "class": "allin-seg allin-seg-returned" }), t(lang, "returnedTitle")]));
    return el("div", { "class": "allin-stacks", "aria-hidden": "true" }, rows.concat([el("p", { "class": "allin-legends" }, legend)]));
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

  /** The hand in the address (?n=name&c=chips&a=ante&f=1&r=rank&n=...&odd=...): {state}, {error} when the
   *  link cannot be read, or null when it holds no hand. Each player key appears at most once per player;
   *  keys that are not the calculator's are left alone. */
  function stateFromURL(search, lang) {
    var localNumber = function (text) {
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? formatChips(Number(text), lang) : text;
    };
    var params = new URLSearchParams(search);
    var count = params.getAll("n").length;
    if (count > MAX_PLAYERS) return { error: { code: "link_too_many", params: { count: count, max: MAX_PLAYERS } } };
    if (search.length > MAX_LINK_CHARS) return { error: { code: "link_too_long", params: { length: search.length, max: MAX_LINK_CHARS } } };
    var players = [];
    var odd = null;
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
      } else if (field === "folded") {
        if (!player || player.folded || value !== "1" && value !== "0") damaged = linkPart(key, value);
        else player.folded = value === "1";
      } else if (field) {
        if (!player || player[field] !== "") damaged = linkPart(key, value);
        else player[field] = localNumber(value);
      }  // any other key is not the calculator's (e.g. the search's ?h=): left alone
    });
    if (damaged) return { error: { code: "link_malformed", params: { part: damaged } } };
    return players.length ? { state: { players: players, odd: odd || "one_each" } } : null;
  }

  function stateToURL(state) {
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
    if (state.odd !== "one_each") params.append("odd", state.odd);
    return root.location.pathname + "?" + params.toString() + root.location.hash;
  }

  /** The settle input for the form's state, or a form error {code, params}. An empty ante is none. */
  function settleInput(state, lang) {
    var players = [];
    for (var i = 0; i < state.players.length; i++) {
      var p = state.players[i];
      var whoText = p.name.trim() ? p.name : t(lang, "seatN", { n: formatChips(i + 1, lang) });
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
    return { input: { players: players } };
  }

  function mountCalculator(node) {
    var lang = pageLang();
    var defaults;
    try {
      defaults = JSON.parse(node.getAttribute("data-hand"));
    } catch (e) {
      defaults = { players: [] };
    }
    var fromExample = function () {
      return {
        odd: "one_each",
        players: defaults.players.map(function (p) {
          return { name: p.name, chips: formatChips(p.contributed, lang), ante: p.dead ? formatChips(p.dead, lang) : "",
            folded: !!p.folded, rank: p.rank ? formatChips(p.rank, lang) : "" };
        })
      };
    };
    var fromLink = stateFromURL(root.location.search, lang);
    var state = fromLink && fromLink.state || fromExample();
    var linkError = fromLink && fromLink.error ? el("div", { "class": "allin-error allin-link-error", role: "alert" }, [
      el("strong", { text: t(lang, "linkTitle") }),
      el("p", { "class": "allin-link-error-text", "data-code": fromLink.error.code, text: errorText(lang, fromLink.error) })
    ]) : null;
    hideFallback("calculator");

    var tbody = el("tbody");
    var status = el("p", { "class": "allin-status", role: "status" });
    var results = el("div", { "class": "allin-output" });
    var oddSelect = el("select", { id: "allin-odd", onchange: function () { state.odd = oddSelect.value; update(); } },
      ["one_each", "remainder_to_first"].map(function (v) { return el("option", { value: v, text: t(lang, v) }); }));
    oddSelect.value = state.odd;

    function update(initial) {
      if (!initial) root.history.replaceState(null, "", stateToURL(state));
      if (!initial && linkError && linkError.parentNode) linkError.parentNode.removeChild(linkError);
      results.textContent = "";
      var built = settleInput(state, lang);
      var detail = null;
      var error = built.error;
      if (!error) {
        try {
          detail = root.settleEngine.settleDetailed(built.input, { odd_chips: state.odd });
        } catch (e) {
          if (!(e instanceof root.settleEngine.SettleError)) throw e;
          error = e;
        }
      }
      if (error) {
        results.appendChild(el("div", { "class": "allin-error", role: "alert" }, [
          el("strong", { text: t(lang, "errorTitle") }), el("p", { "class": "allin-error-text", "data-code": error.code, text: errorText(lang, error) })
        ]));
      } else {
        results.appendChild(el("h2", { text: t(lang, "results") }));
        results.appendChild(renderSettlement(lang, detail));
      }
      // Screen readers hear one short line (the live status), not the whole result re-read after every key.
      if (!initial) status.textContent = error ? "" : t(lang, "summary", { nets: netSummary(lang, detail) });
    }

    function playerLabel(i) {
      var name = state.players[i].name.trim();
      return name ? isolate(name) : t(lang, "seatN", { n: formatChips(i + 1, lang) });
    }

    function rebuild(focus) {
      tbody.textContent = "";
      var last = state.players.length - 1;
      state.players.forEach(function (p, i) {
        var seatText = formatChips(i + 1, lang);
        var rankInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-rank", value: p.rank, disabled: p.folded,
          "aria-label": t(lang, "rank") + ", " + t(lang, "seatN", { n: seatText }),
          oninput: function () { p.rank = rankInput.value; update(); } });
        var nameInput = el("input", { type: "text", "class": "allin-name", value: p.name, autocomplete: "off",
          "aria-label": t(lang, "name") + ", " + t(lang, "seatN", { n: seatText }),
          oninput: function () { p.name = nameInput.value; labelButtons(); update(); } });
        var chipsInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-chips", value: p.chips,
          "aria-label": t(lang, "chips") + ", " + t(lang, "seatN", { n: seatText }),
          oninput: function () { p.chips = chipsInput.value; update(); } });
        var anteInput = el("input", { type: "text", inputmode: "numeric", "class": "allin-ante", value: p.ante,
          "aria-label": t(lang, "ante") + ", " + t(lang, "seatN", { n: seatText }),
          oninput: function () { p.ante = anteInput.value; update(); } });
        var foldBox = el("input", { type: "checkbox", "class": "allin-folded", checked: p.folded,
          "aria-label": t(lang, "folded") + ", " + t(lang, "seatN", { n: seatText }),
          onchange: function () { p.folded = foldBox.checked; rankInput.disabled = p.folded; update(); } });
        var buttons = [];
        var labelButtons = function () {  // the buttons say whom they move: keep them in step with the name
          buttons.forEach(function (button) {
            var label = t(lang, button.getAttribute("data-action"), { who: playerLabel(i) });
            button.setAttribute("aria-label", label);
            button.title = label;
          });
        };
        var move = function (delta, key) {
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
          buttons.push(button);
          return button;
        };
        tbody.appendChild(el("tr", { "class": "allin-player" }, [
          el("th", { scope: "row", "class": "allin-seat", "data-label": t(lang, "seat") }, [
            seatText, i === last ? el("abbr", { "class": "allin-button", title: t(lang, "button"), "aria-label": t(lang, "button"), text: t(lang, "buttonMark") }) : null
          ]),
          el("td", { "data-label": t(lang, "name") }, [nameInput]),
          el("td", { "data-label": t(lang, "chips") }, [chipsInput]),
          el("td", { "data-label": t(lang, "ante") }, [anteInput]),
          el("td", { "data-label": t(lang, "folded") }, [foldBox]),
          el("td", { "data-label": t(lang, "rank") }, [rankInput]),
          el("td", { "class": "allin-actions", "data-label": t(lang, "actions") }, [move(-1, "up"), move(1, "down"), move(0, "remove")])
        ]));
        labelButtons();
      });
      addButton.disabled = state.players.length >= MAX_PLAYERS;
      if (focus) {
        var row = tbody.children[focus.row];
        var target = row && row.querySelector("[data-action=" + focus.action + "]:not([disabled])");
        (target || row && row.querySelector("input") || addButton).focus();
      }
    }

    var addButton = el("button", { type: "button", "class": "md-button allin-add", text: t(lang, "add"), onclick: function () {
      var taken = state.players.map(function (p) { return p.name; });
      var n = state.players.length + 1;
      while (taken.indexOf(t(lang, "newPlayer", { n: formatChips(n, lang) })) >= 0) n += 1;
      state.players.push({ name: t(lang, "newPlayer", { n: formatChips(n, lang) }), chips: formatChips(0, lang), ante: "", folded: false, rank: formatChips(1, lang) });
      rebuild({ row: state.players.length - 1, action: "none" });
      update();
    } });
    var resetButton = el("button", { type: "button", "class": "md-button allin-reset", text: t(lang, "reset"), onclick: function () {
      state = fromExample();
      oddSelect.value = state.odd;
      rebuild();
      update();
    } });
    var copyButton = el("button", { type: "button", "class": "md-button allin-copy", text: t(lang, "copy"), onclick: function () {
      var done = function (ok) { status.textContent = t(lang, ok ? "copied" : "copyFailed"); };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(root.location.href).then(function () { done(true); }, function () { done(false); });
      else done(false);
    } });

    var form = el("form", { "class": "allin-form", onsubmit: function (e) { e.preventDefault(); } }, [
      el("div", { "class": "allin-scroll" }, [el("table", { "class": "allin-players" }, [
        el("caption", { text: t(lang, "players") }),
        el("thead", {}, [el("tr", {}, ["seat", "name", "chips", "ante", "folded", "rank", "actions"].map(function (k) {
          return el("th", { scope: "col", text: t(lang, k) });
        }))]),
        tbody
      ])]),
      el("p", { "class": "allin-buttons" }, [addButton, " ", resetButton, " ", copyButton]),
      el("p", { "class": "allin-rule" }, [el("label", { "for": "allin-odd", text: t(lang, "oddRule") + " " }), oddSelect]),
      status
    ]);
    if (linkError) node.appendChild(linkError);
    node.appendChild(form);
    node.appendChild(results);
    rebuild();
    update(true);
  }

  root.allinUI = {
    formatChips: formatChips, parseWhole: parseWhole, listOf: listOf, STRINGS: STRINGS, t: t, el: el,
    errorText: errorText, isolate: isolate, pageLang: pageLang, hideFallback: hideFallback, potLabel: potLabel, onEveryPage: onEveryPage, renderSettlement: renderSettlement
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
