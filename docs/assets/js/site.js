/*
 * Every page: Material's search is a dialog without a name, give it the search field's own (localized) label; and
 * the language switcher takes the page's query string and #fragment along to the same page in the other language
 * (the calculator's hand lives in its address: /calculator/?n=A&c=100 opens /en/calculator/?n=A&c=100).
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

  ["pointerdown", "focusin", "click"].forEach(function (kind) { document.addEventListener(kind, carryAddress, true); });

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(nameSearchDialog);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", nameSearchDialog);
  else nameSearchDialog();
})();
