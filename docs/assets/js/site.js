/*
 * Every page: Material's search is a dialog without a name; give it the search field's own (localized) label.
 * The one script every page loads (macros/page_assets.py); the widgets' scripts come only with their widgets.
 */
(function () {
  "use strict";

  function nameSearchDialog() {
    Array.prototype.forEach.call(document.querySelectorAll('.md-search[role="dialog"]:not([aria-label])'), function (dialog) {
      var field = dialog.querySelector("input");
      var label = field && (field.getAttribute("aria-label") || field.getAttribute("placeholder"));
      if (label) dialog.setAttribute("aria-label", label);
    });
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(nameSearchDialog);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", nameSearchDialog);
  else nameSearchDialog();
})();
