/*
 * Every page: Material's search is a dialog without a name, give it the search field's own (localized) label; and
 * the language switcher takes the page's query string and #fragment along to the same page in the other language
 * (the calculator's hand lives in its address: /calculator/?n=A&c=100 opens /en/calculator/?n=A&c=100).
 * And the glossary's tooltips (<abbr title>), drawn when the pointer comes onto a term: Material's content.tooltips
 * (off, mkdocs.yml) watched every title from the start, much of the long pages' blocking time (issue 17).
 * And a pot diagram wider than its column (it never shrinks its text below 12 px, so on a phone it scrolls inside its
 * figure) takes the keyboard's focus while it scrolls, so it can be scrolled without a pointer; pot_diagram.js hands
 * the figures it draws to the same function (allinSite.scrollable).
 * The one script every page loads (macros/page_assets.py); the widgets' scripts come only with their widgets.
 */
(function () {
  "use strict";

  function nameSearchDialog() {
    Array.prototype.forEach.call(document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])'), function (dialog) {
      const field = dialog.querySelector("input");
      const label = field && (field.getAttribute("aria-label") || field.getAttribute("placeholder"));
      if (label) dialog.setAttribute("aria-label", label);
    });
  }

  /** The language link with this page's query string and fragment (read as the link is used: the calculator
   *  rewrites the address as the hand is typed). */
  function carryAddress(event) {
    const link = event.target && event.target.closest && event.target.closest(".md-select__link[hreflang]");
    if (!link) return;
    const target = new URL(link.getAttribute("href"), document.baseURI);
    target.search = window.location.search;
    target.hash = window.location.hash;
    link.href = target.href;
  }

  // Glossary tooltips: Material's inline tooltip (md-tooltip2), placed as Material places it.
  let tip = null;  // {host, node, title, timer}

  function hide() {
    const gone = tip;
    if (!gone) return;
    tip = null;
    gone.host.title = gone.title;
    gone.host.removeAttribute("aria-describedby");
    gone.node.classList.remove("md-tooltip2--active");
    setTimeout(function () { gone.node.remove(); }, 250);
  }

  document.addEventListener("mouseover", function (event) {
    const host = event.target.closest && event.target.closest(".md-content abbr");
    if (tip && tip.host === host) return clearTimeout(tip.timer);
    if (!host || !host.title) return;
    hide();
    const node = document.createElement("div");
    node.className = "md-tooltip2 md-tooltip2--bottom";
    node.id = "allin-tooltip";
    node.setAttribute("role", "tooltip");
    node.innerHTML = '<div class="md-tooltip2__inner md-typeset"></div>';
    node.firstChild.textContent = host.title;
    tip = { host: host, node: node, title: host.title };
    host.removeAttribute("title");  // not the browser's tooltip as well
    host.setAttribute("aria-describedby", node.id);
    document.body.appendChild(node);
    const box = host.getBoundingClientRect(), place = { "host-x": box.left + scrollX, "host-y": box.top + scrollY,
      x: box.width / 2, y: 8 + box.height, width: node.firstChild.offsetWidth, tail: 0 };
    for (const key in place) node.style.setProperty("--md-tooltip-" + key, place[key] + "px");
    requestAnimationFrame(function () { if (tip && tip.node === node) node.classList.add("md-tooltip2--active"); });
  });
  document.addEventListener("mouseout", function (event) {
    if (!tip || tip.host.contains(event.relatedTarget)) return;
    clearTimeout(tip.timer);
    tip.timer = setTimeout(hide, 250);
  });

  /** A pot diagram's picture (.pd-pic) wider than its column: focusable (the arrow keys scroll it), and its figure's
   * data-more names the sides it can scroll to ("start", "end"), where diagrams.css shows a cue. Scrolled to the
   * start, scrollLeft is 0 in either direction (negative towards the left in right-to-left). */
  function markScroll(pic) {
    const figure = pic.parentNode;
    const room = pic.scrollWidth - pic.clientWidth;
    const at = Math.abs(pic.scrollLeft);
    const more = [];
    if (room > 1) {
      pic.setAttribute("tabindex", "0");
      if (at > 1) more.push("start");
      if (at < room - 1) more.push("end");
    } else {
      pic.removeAttribute("tabindex");
    }
    if (more.length) figure.setAttribute("data-more", more.join(" "));
    else figure.removeAttribute("data-more");
  }

  // ResizeObserver calls back once the picture is laid out and whenever its width changes.
  const scrolling = typeof ResizeObserver === "function" && new ResizeObserver(function (entries) {
    entries.forEach(function (entry) { markScroll(entry.target); });
  });

  /** Watch a pot diagram's figure (drawn at build time or by pot_diagram.js) for scrolling. */
  function scrollable(figure) {
    const pic = figure.querySelector(".pd-pic");
    if (!pic) return;
    pic.addEventListener("scroll", function () { markScroll(pic); }, { passive: true });
    if (scrolling) scrolling.observe(pic);
  }

  window.allinSite = { scrollable: scrollable };
  Array.prototype.forEach.call(document.querySelectorAll("figure.pot-diagram"), scrollable);

  /** Material searches when a key comes up in its search field (keyup), so a word that arrives without one (typed
   * in Persian or Russian where the keyboard inserts the letters, a word picked from a phone keyboard's suggestions,
   * pasted, dictated) was searched only once a space or Latin key followed (issue 27, fa S2): each change of the
   * field's text tells Material, as a key would. */
  function searchOnInput(event) {
    const field = event.target;
    if (event.isComposing || !field || !field.matches || !field.matches(".md-search__input")) return;
    field.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }

  document.addEventListener("input", searchOnInput, true);
  ["pointerdown", "focusin", "click"].forEach(function (kind) { document.addEventListener(kind, carryAddress, true); });

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(nameSearchDialog);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", nameSearchDialog);
  else nameSearchDialog();
})();
