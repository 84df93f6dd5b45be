/*
 * The hand replayer (CONTRACTS.md, "Replays"): draws a hand the engine replayed at build time (assets/replay/<id>.json)
 * one step at a time, and before each cut asks the learner to make it. It computes nothing: every stack, pot and
 * answer is in the data; it only compares answers with it. Without JavaScript the page shows the step list the build
 * wrote (.rp-list), whose sentences this script shows one at a time. At a question it keeps the sentence of what
 * just happened in view (less the part that answers it, .rp-answer), and it can be answered from the keyboard alone:
 * Enter checks, Enter again goes on, and focus lands in the next question's first field; arrow keys typed in a
 * question's field stay there. Every name it shows is an isolated run of bidirectional text (FSI … PDI): on the "Your
 * own hand" page the names are the learner's. On the replay page (a .rp-picker before the hands' sections)
 * replay_page.js shows one hand at a time and has this script build it (allinReplay.mount). */
(function (scope) {
  "use strict";
  let page = { lang: "en", text: {} };
  const scriptSrc = document.currentScript ? document.currentScript.src : "";

  /* The page's text `key` with `fields` filled in; `gender` ("m" or "f") picks the variant of a text written once per
     gender of the player it is about (`key@gender=f`: «сбросила карты»), which without it is an error. */
  function t(key, fields, gender) {
    let s = page.text[key];
    if (s === undefined && page.text[key + "@gender=m"] !== undefined) {
      if (gender !== "m" && gender !== "f") throw new Error("the text " + key + " is written per gender: give the player's gender");
      s = page.text[key + "@gender=" + gender];
    }
    if (s === undefined) s = key;
    if (fields) for (const k in fields) s = s.split("{" + k + "}").join(fields[k]);
    return s;
  }

  /* Digits and groups as the page's language writes them (its profile, which ui.js reads from the page). */
  function localDigits(text) {
    return window.allinUI.localDigits(text, page.lang);
  }

  function chips(n) {
    const group = window.allinUI.profileOf(page.lang).group;
    const body = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
    return localDigits((n < 0 ? "\u2212" : "") + body);
  }

  /* A typed whole number of chips, read as the lessons' quizzes and practice read it (ui.js's parseWhole: Persian or
     Arabic-Indic digits, groups of three, direction marks taken out); NaN for anything else ("17.00", "1 7 0 0",
     a sign). */
  function readNumber(text) {
    const value = window.allinUI.parseWhole(text);
    return value === null || value < 0 || !Number.isSafeInteger(value) ? NaN : value;
  }

  function potName(index, count) {
    if (count === 1) return t("pot.only");
    return index === 0 ? t("pot.main") : t("pot.side", { n: localDigits(index) });
  }

  /* A name as an isolated run of bidirectional text (ui.js). */
  function isolate(name) { return window.allinUI.isolate(name); }

  /* A step's sentence (the build's HTML) without the clauses that answer its question (.rp-answer). */
  function withoutAnswer(html) {
    const box = document.createElement("div");
    box.innerHTML = html;
    Array.prototype.forEach.call(box.querySelectorAll(".rp-answer"), function (node) { node.remove(); });
    return box.innerHTML.trim();
  }

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function sameSet(a, b) {
    return a.length === b.length && a.every(function (x) { return b.indexOf(x) >= 0; });
  }

  function sum(map) {
    return Object.keys(map).reduce(function (total, k) { return total + map[k]; }, 0);
  }

  function Replayer(root, data) {
    this.root = root;
    this.data = data;
    this.names = JSON.parse(root.getAttribute("data-names"));
    this.genders = JSON.parse(root.getAttribute("data-genders") || "[]");
    this.cards = JSON.parse(root.getAttribute("data-cards") || "{}");
    this.lessons = JSON.parse(root.getAttribute("data-lessons") || "{}");
    this.stops = [];
    const items = root.querySelectorAll(".rp-list li[data-step]");
    for (let i = 0; i < items.length; i++) {
      this.stops.push({ step: +items[i].getAttribute("data-step"), html: items[i].innerHTML, ask: items[i].getAttribute("data-ask") || "" });
    }
    this.answered = {};
    this.asking = true;
    this.pos = 0;
    this.after = null;  // the element the keyboard goes on to after the last step (the replay page's next hand)
    this.build();
    this.show(0);
  }

  Replayer.prototype.name = function (id) {
    const at = this.data.names.indexOf(id);
    return isolate(at >= 0 && this.names[at] !== undefined ? this.names[at] : id);
  };

  Replayer.prototype.build = function () {
    const self = this;
    const app = el("div", "rp-app");
    this.app = app;
    app.tabIndex = 0;
    app.setAttribute("role", "group");
    app.setAttribute("aria-roledescription", t("replay.role"));
    this.table = el("div", "rp-table");
    this.seats = el("ol", "rp-seats");
    this.middle = el("div", "rp-middle");
    this.board = el("div", "rp-board");
    this.pots = el("div", "rp-pots");
    this.middle.appendChild(this.board);
    this.middle.appendChild(this.pots);
    this.table.appendChild(this.seats);
    this.table.appendChild(this.middle);
    this.say = el("p", "rp-say");
    this.say.setAttribute("aria-live", "polite");
    this.ask = el("form", "rp-ask");
    this.ask.hidden = true;
    this.verdict = el("div", "rp-verdict");
    this.verdict.setAttribute("aria-live", "polite");
    const controls = el("div", "rp-controls");
    function button(key, cls, go) {
      const b = el("button", cls, t(key));
      b.type = "button";
      b.addEventListener("click", go);
      controls.appendChild(b);
      return b;
    }
    this.streetBack = button("replay.street_back", "rp-street-back", function () { self.street(-1); });
    this.back = button("replay.back", "rp-back", function () { self.go(self.pos - 1); });
    this.where = el("span", "rp-where");
    controls.appendChild(this.where);
    // a button pressed (Enter on it, too) takes the keyboard on into the next question's first field
    this.forward = button("replay.forward", "rp-forward", function () { self.go(self.pos + 1, true); });
    this.streetForward = button("replay.street_forward", "rp-street-forward", function () { self.street(1, true); });
    const toggle = el("label", "rp-toggle");
    this.toggle = el("input");
    this.toggle.type = "checkbox";
    this.toggle.checked = true;
    this.toggle.addEventListener("change", function () { self.asking = self.toggle.checked; self.show(self.pos); });
    toggle.appendChild(this.toggle);
    toggle.appendChild(document.createTextNode(" " + t("replay.ask_toggle")));
    const keys = el("p", "rp-keys", t("replay.keys"));
    app.appendChild(this.table);
    app.appendChild(this.say);
    app.appendChild(this.ask);
    app.appendChild(this.verdict);
    app.appendChild(controls);
    app.appendChild(toggle);
    app.appendChild(keys);
    app.addEventListener("keydown", function (event) { self.key(event); });
    this.root.insertBefore(app, this.root.firstChild);
    this.root.classList.add("rp-live");
  };

  /* Keys on the replayer: arrows step (not from a question's fields, where they edit what is typed); Enter on the
     replayer, or N anywhere but a text field, goes on (at a question, into its first field); in a question, Enter on a box checks as in a field, and
     Esc leaves the question for the replayer. */
  Replayer.prototype.key = function (event) {
    const target = event.target;
    if (this.ask.contains(target)) {
      if (event.key === "Escape") this.app.focus();
      else if (event.key === "Enter" && target.type === "checkbox" && !target.disabled) this.ask.requestSubmit();
      else return;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (target.tagName === "INPUT" && target.type !== "checkbox") return;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if ((event.key === "Enter" && target === this.app) || (plain && (event.key === "n" || event.key === "N" || event.code === "KeyN"))) {
      this.onward();
      event.preventDefault();
      event.stopPropagation();  // Material's own keys (N: the next page) do not see it
      return;
    }
    const rtl = getComputedStyle(this.root).direction === "rtl";
    const moves = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    if (event.key in moves) this.go(this.pos + moves[event.key], moves[event.key] > 0);  // on: into a question's field
    else if (event.key === "ArrowDown") this.street(1, true);
    else if (event.key === "ArrowUp") this.street(-1);
    else if (event.key === "Home") this.go(0);
    else if (event.key === "End") this.go(this.stops.length - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  /* `focus`: the learner went on with a button or Enter, so a question there takes the keyboard into its field. */
  Replayer.prototype.go = function (pos, focus) {
    if (pos < 0 || pos >= this.stops.length) return;
    this.show(pos, focus);
  };

  /* Enter on the replayer: into the question's first field, or a step on, or past the last step to what follows. */
  Replayer.prototype.onward = function () {
    if (!this.ask.hidden && this.firstField()) this.firstField().focus();
    else if (this.pos < this.stops.length - 1) this.go(this.pos + 1, true);
    else if (this.after) this.after().focus();
  };

  Replayer.prototype.firstField = function () {
    return this.ask.querySelector("input:not([disabled])");
  };

  /* By street: on to the first stop of the next street, or back to the first stop of this one (or of the one before). */
  Replayer.prototype.street = function (direction, focus) {
    const steps = this.data.steps, stops = this.stops, here = steps[stops[this.pos].step].street;
    let pos = this.pos;
    if (direction > 0) {  // a question on the way stops it (newcomer W-FA-10: the jump showed the pots it asks about)
      while (pos < stops.length - 1 && steps[stops[pos].step].street === here && !(pos > this.pos && this.asking && stops[pos].ask && !this.answered[pos])) pos++;
    } else {
      while (pos > 0 && steps[stops[pos - 1].step].street === here) pos--;
      if (pos === this.pos && pos > 0) {
        const before = steps[stops[pos - 1].step].street;
        while (pos > 0 && steps[stops[pos - 1].step].street === before) pos--;
      }
    }
    this.go(pos, focus);
  };

  Replayer.prototype.show = function (pos, focus) {
    this.pos = pos;
    const stop = this.stops[pos];
    const waiting = this.asking && stop.ask && !this.answered[pos];
    const shownStep = waiting && stop.ask === "pots" ? this.data.steps[stop.step - 1] : this.data.steps[stop.step];
    this.draw(shownStep, this.data.steps[stop.step]);
    this.where.textContent = t("replay.position", { n: localDigits(pos + 1), total: localDigits(this.stops.length) });
    const held = document.activeElement;
    this.back.disabled = this.streetBack.disabled = pos === 0;
    this.forward.disabled = this.streetForward.disabled = pos === this.stops.length - 1;
    if (held && held.disabled) this.app.focus();  // a button the keyboard was on has just gone out of use
    this.ask.hidden = !waiting;
    this.ask.innerHTML = "";
    if (waiting) {
      // what just happened stays in view, less what answers the question: before a cut the action the table shows
      // and that the betting is over (F16-13: the action alone read as played twice), at an all-in that action
      this.say.innerHTML = withoutAnswer((stop.ask === "pots" && pos > 0 ? this.stops[pos - 1].html + " " : "") + stop.html);
      this.verdict.innerHTML = "";
      if (stop.ask === "pots") this.askPots(stop);
      else this.askReopen(stop);
      if (focus) this.firstField().focus();
    } else {
      this.say.innerHTML = stop.html;
      const result = this.answered[pos];
      if (!result || !this.asking) this.verdict.innerHTML = "";
    }
  };

  Replayer.prototype.cardHtml = function (card) {
    return this.cards[card] || "";
  };

  Replayer.prototype.draw = function (step, at) {
    const self = this, data = this.data, settled = step.kind === "settled";
    this.seats.innerHTML = "";
    for (let i = 0; i < data.names.length; i++) {
      const seat = el("li", "rp-seat"), out = step.folded[i] || (step.mucked || [])[i];  // mucked: out too (R11-34)
      seat.setAttribute("data-seat", String(i + 1));
      if (out) seat.classList.add("rp-folded");
      if (at.actor === data.names[i] && at.index !== null) seat.classList.add("rp-acting");
      seat.appendChild(el("span", "rp-name", isolate(this.names[i])));
      const hole = el("span", "rp-hole");
      if (step.shown[i]) hole.innerHTML = step.shown[i].map(function (c) { return self.cardHtml(c); }).join("");
      else if (!out) hole.innerHTML = '<span class="rp-down" aria-hidden="true"></span><span class="rp-down" aria-hidden="true"></span>';
      seat.appendChild(hole);
      // chips nobody called are back in the stack from the cut on, never in the middle (dealer review D10-3)
      const back = settled ? 0 : step.returned[data.names[i]] || 0, ante = (step.ante || [])[i] + (step.dead || [])[i] || 0;
      const stack = settled ? step.settle.finishing_stacks[i] : step.stacks[i] + back;
      seat.appendChild(el("span", "rp-stack", t("replay.stack", { chips: chips(stack) })));
      if (back) seat.appendChild(el("span", "rp-returned", t("replay.seat_back", { chips: chips(back) })));  // in the stack (D12-04)
      if (ante && !step.pots.length) seat.appendChild(el("span", "rp-ante", t("replay.ante", { chips: chips(ante) })));  // D10-13
      if (step.bets[i]) seat.appendChild(el("span", "rp-bet", t("replay.front", { chips: chips(step.bets[i]) })));
      // a typed name has no gender the page knows (the form that needs none); given up at the showdown: "mucked" (D18-04)
      if (out) seat.appendChild(el("span", "rp-flag", !this.genders[i] ? t(step.folded[i] ? "replay.folded.anyone" : "replay.mucked.anyone") :
        step.folded[i] ? t("replay.folded", null, this.genders[i]) : t("replay.mucked", null, this.genders[i])));
      else if (!settled && stack === 0) seat.appendChild(el("span", "rp-flag rp-allin", t("replay.all_in")));
      this.seats.appendChild(seat);
    }
    this.board.innerHTML = step.board.map(function (c) { return self.cardHtml(c); }).join("");
    this.drawPots(step.pots, function (id) { const k = data.names.indexOf(id); return !step.folded[k] && !(step.mucked || [])[k]; });
  };

  Replayer.prototype.drawPots = function (pots, live) {  // `live`: who can still win (not one folded since the cut, F18-6)
    const self = this; this.pots.innerHTML = "";
    if (!pots.length) {
      this.pots.appendChild(el("p", "rp-none", t("replay.no_pots")));
      return;
    }
    const list = el("ul", "rp-pot-list");
    pots.forEach(function (pot, n) {
      const item = el("li", "rp-pot");
      item.appendChild(el("strong", null, potName(n, pots.length) + ": " + chips(pot.amount)));
      item.appendChild(el("span", "rp-eligible", pot.eligible.filter(live || Boolean).map(function (id) { return self.name(id); }).join(" \u00b7 ")));
      list.appendChild(item);
    });
    this.pots.appendChild(el("h4", null, t("replay.pots")));
    this.pots.appendChild(list);
  };

  /* The engine's answer on the same picture, what was right, and the mistake that explains a wrong answer. */
  Replayer.prototype.reveal = function (result) {
    const stop = this.stops[this.pos], step = this.data.steps[stop.step];
    const form = this.ask;
    this.answered[this.pos] = result || { skipped: true };
    this.draw(step, step);
    this.say.innerHTML = stop.html;
    form.hidden = false;
    const inputs = form.querySelectorAll("input, button");
    for (let i = 0; i < inputs.length; i++) inputs[i].disabled = true;
    this.verdict.innerHTML = "";
    if (result) {
      this.verdict.appendChild(el("p", result.right ? "rp-right" : "rp-wrong", t(result.right ? "replay.right" : "replay.wrong")));
      if (result.mistake) {
        const why = el("p", "rp-mistake", t("mistake." + result.mistake) + " ");
        why.setAttribute("data-mistake", result.mistake);
        const link = el("a", null, t("mistake." + result.mistake + ".lesson"));
        link.href = this.lessons[result.mistake] || "#";
        why.appendChild(link);
        this.verdict.appendChild(why);
      } else if (result.hint) this.verdict.appendChild(el("p", "rp-mistake", result.hint));
    }
    (this.forward.disabled ? this.app : this.forward).focus();  // Enter again goes on (the last step: D19-03)
  };

  /* Fetch one hand's data and build its replayer (its step list stays as the page wrote it until then); `after`
     gives the element the keyboard goes on to after its last step. */
  function mount(root, after) {
    if (root.getAttribute("data-mounted")) return;
    root.setAttribute("data-mounted", "1");
    const address = new URL("../replay/" + root.getAttribute("data-replay") + ".json", scriptSrc || document.baseURI);
    fetch(address.href)
      .then(function (response) { if (!response.ok) throw new Error(String(response.status)); return response.json(); })
      .then(function (data) {
        checkData(root, data);
        root.replayer = new Replayer(root, data);
        root.replayer.after = after || null;
      })
      .catch(function () {
        // nothing half-built: the message alone, above the step list the page wrote
        const app = root.querySelector(".rp-app");
        if (app) app.remove();
        if (!root.querySelector(".rp-error")) root.insertBefore(el("p", "rp-error", t("replay.error")), root.firstChild);
      });
  }

  /* The fetched file is the hand the page lists (a cached file of another release, or another hand's, is refused):
     its id, names and step count, and in every step the fields the replayer reads, of the right kinds. */
  function checkData(root, data) {
    const isList = Array.isArray, whole = Number.isSafeInteger;
    const steps = root.querySelectorAll(".rp-list li[data-step]");
    const names = JSON.parse(root.getAttribute("data-names") || "[]");
    function fail(what) { throw new Error("replay data: " + what); }
    if (!data || typeof data !== "object" || data.id !== root.getAttribute("data-replay")) fail("another hand");
    if (!isList(data.names) || data.names.length !== names.length || !data.names.every(function (n) { return typeof n === "string"; })) fail("names");
    if (!isList(data.steps) || !data.steps.length) fail("steps");
    const seats = data.names.length;
    for (let i = 0; i < steps.length; i++) if (+steps[i].getAttribute("data-step") >= data.steps.length) fail("step count");
    const perSeat = ["stacks", "bets", "contributed", "folded", "shown"];
    data.steps.forEach(function (step) {
      if (!step || typeof step.kind !== "string") fail("a step");
      perSeat.forEach(function (key) { if (!isList(step[key]) || step[key].length !== seats) fail(key); });
      if (!isList(step.board) || !isList(step.pots) || !step.returned || typeof step.returned !== "object") fail("pots");
      step.pots.forEach(function (pot) { if (!pot || !whole(pot.amount) || !isList(pot.eligible)) fail("a pot"); });
      ["stacks", "bets", "contributed"].forEach(function (key) { if (!step[key].every(whole)) fail(key); });
      if (step.mistakes !== undefined && !isList(step.mistakes)) fail("mistakes");
    });
  }

  /* A replayer for data the page already holds (the "Your own hand" page: a hand its engine replayed in the browser):
     `root` holds the markup the build writes for a published hand (data-names, data-cards, data-lessons, the step
     list), `data` the replay (CONTRACTS.md, "Replays"). */
  scope.allinReplay = {
    /* Build the replayer of `root` (fetching its data) as start() would; `after` as in mount. */
    mount: function (root, after) {
      readPage();
      mount(root, after);
    },
    text: function (key, fields) { readPage(); return t(key, fields); },
    digits: localDigits, withoutAnswer: withoutAnswer,
    /* replay_ask.js's questions: the replayer, and the helpers they share with it */
    Replayer: Replayer,
    kit: { t: t, el: el, chips: chips, readNumber: readNumber, potName: potName, sameSet: sameSet, sum: sum, lang: function () { return page.lang; } },
    show: function (node, data) {
      readPage();
      node.setAttribute("data-mounted", "1");
      node.replayer = new Replayer(node, data);
      return node.replayer;
    }
  };

  /* The page's language and texts (the build's #allin-text), read once. */
  function readPage() {
    const node = document.getElementById("allin-text");
    if (node && !page.read) page = Object.assign(JSON.parse(node.textContent), { read: true });
  }

  /* Each replayer of a lesson is built as it comes within a screen or so of the viewport (issue 17: the replay page
     built all 36 at once, one long task of about 600 ms on a phone before the page answered). A reader who scrolls
     or jumps to a hand finds it built: the margin is two screens ahead and behind. On the replay page replay_page.js
     has only the hand it shows built. */
  function start() {
    const roots = document.querySelectorAll(".allin-replay[data-replay]");
    if (!roots.length) return;
    readPage();
    if (document.querySelector(".rp-picker") && document.querySelector(".rp-hand")) return;  // replay_page.js
    if (typeof IntersectionObserver !== "function") {
      Array.prototype.forEach.call(roots, function (root) { mount(root); });
      return;
    }
    const watcher = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        watcher.unobserve(entry.target);
        mount(entry.target);
      });
    }, { rootMargin: "200% 0px" });
    Array.prototype.forEach.call(roots, function (root) { watcher.observe(root); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof globalThis !== "undefined" ? globalThis : this);
