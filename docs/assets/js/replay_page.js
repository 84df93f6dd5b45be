/*
 * The replay page (a .rp-picker before the hands' sections, .rp-hand): one hand at a time, the one the address's
 * #fragment names (the hand's id), chosen in the picker or by Previous/Next; replay.js (allinReplay) builds the
 * replayer of the hand shown. Loaded only on that page, after replay.js.
 */
(function (scope) {
  "use strict";
  const R = scope.allinReplay;

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /* The text of a hand's heading, less its permalink. */
  function headingText(heading) {
    const copy = heading.cloneNode(true);
    Array.prototype.forEach.call(copy.querySelectorAll(".headerlink"), function (node) { node.remove(); });
    return copy.textContent.trim();
  }

  /* The replay page: one hand's section at a time (.rp-hand, in the picker's order), the one the address's #fragment
     names (a hand's id, its heading's anchor in every language: the language switcher carries it across), the first
     when it names none; the picker's links and Previous/Next change the fragment, and the browser's Back returns. */
  function HandPage(picker, sections) {
    const self = this;
    this.picker = picker;
    this.box = picker.querySelector("details");
    this.sections = sections;
    this.ids = sections.map(function (section) { return section.querySelector(".allin-replay").getAttribute("data-replay"); });
    this.nav = el("nav", "rp-hand-nav");
    this.nav.setAttribute("aria-label", R.text("replay.hand_nav"));
    this.previous = this.link("rp-hand-previous", "prev", "replay.hand_previous");
    this.where = el("span", "rp-hand-where");
    this.next = this.link("rp-hand-next", "next", "replay.hand_next");
    this.nav.appendChild(this.previous);
    this.nav.appendChild(this.where);
    this.nav.appendChild(this.next);
    sections[sections.length - 1].after(this.nav);
    window.addEventListener("hashchange", function () { self.choose(true); });
    this.choose(false);
  }

  HandPage.prototype.link = function (cls, rel, key) {
    const a = el("a", cls);
    a.rel = rel;
    a.id = "rp-hand-" + rel;
    a.appendChild(el("span", "rp-hand-label", R.text(key)));
    a.appendChild(el("span", "rp-hand-title"));
    return a;
  };

  /* Show the hand the address names; `moved`: the learner chose it here (the picker closes and the hand's heading
     takes the keyboard), not on opening the page. */
  HandPage.prototype.choose = function (moved) {
    const self = this;
    let wanted = "";
    try { wanted = decodeURIComponent(window.location.hash.slice(1)); } catch (e) { wanted = ""; }
    const named = this.ids.indexOf(wanted), at = Math.max(named, 0), id = this.ids[at];
    this.sections.forEach(function (section, i) { section.hidden = i !== at; });
    Array.prototype.forEach.call(this.picker.querySelectorAll("a[data-hand]"), function (a) {
      if (a.getAttribute("data-hand") === id) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    });
    [[this.previous, at - 1], [this.next, at + 1]].forEach(function (pair) {
      const a = pair[0], there = self.sections[pair[1]];
      // kept in its place, out of sight and of the keyboard; without a hand there, an anchor named by its id alone
      a.classList.toggle("rp-end", !there);
      if (!there) { a.removeAttribute("href"); return; }
      a.href = "#" + self.ids[pair[1]];
      a.querySelector(".rp-hand-title").textContent = headingText(there.querySelector("h2"));
    });
    this.where.textContent = R.text("replay.hand_position", { n: R.digits(at + 1), total: R.digits(this.ids.length) });
    const section = this.sections[at], root = section.querySelector(".allin-replay"), heading = section.querySelector("h2");
    R.mount(root, function () { return self.next.classList.contains("rp-end") ? self.previous : self.next; });
    if (named < 0) return;
    if (this.box) this.box.open = false;
    heading.scrollIntoView();
    if (moved) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };

  function start() {
    const picker = document.querySelector(".rp-picker");
    const sections = Array.prototype.slice.call(document.querySelectorAll(".rp-hand"));
    if (!picker || !sections.length) return;
    document.documentElement.classList.add("rp-one-hand");
    new HandPage(picker, sections);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof globalThis !== "undefined" ? globalThis : this);
