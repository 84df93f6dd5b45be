/*
 * Persian pages: Material's search writes its result count ("11 سند یافت شد") with Latin digits. Every
 * other number on the site is written in Persian digits at build time; this keeps the search count the same.
 */
(function () {
  "use strict";
  const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";

  function toPersian(text) {
    return text.replace(/[0-9]/g, function (digit) { return PERSIAN.charAt(+digit); });
  }

  function watch(meta) {
    function fix() {
      const persian = toPersian(meta.textContent);
      if (persian !== meta.textContent) meta.textContent = persian;
    }
    new MutationObserver(fix).observe(meta, { childList: true, characterData: true, subtree: true });
    fix();
  }

  function start() {
    if (document.documentElement.lang !== "fa") return;
    const metas = document.querySelectorAll(".md-search-result__meta");
    for (let i = 0; i < metas.length; i++) watch(metas[i]);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
