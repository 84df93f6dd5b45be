/*
 * Persian pages: Material's search writes its result count ("11 سند یافت شد") and each result's "N more on this
 * page" («1 مورد دیگر در این صفحه») with Latin digits. Every
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

  /** Each result's "N more on this page" (Material writes the figure of search.result.more.* in Latin digits). */
  function watchMore(list) {
    function fix() {
      const summaries = list.querySelectorAll(".md-search-result__more > summary");
      for (let i = 0; i < summaries.length; i++) {
        const walker = document.createTreeWalker(summaries[i], NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const persian = toPersian(node.nodeValue);
          if (persian !== node.nodeValue) node.nodeValue = persian;
        }
      }
    }
    new MutationObserver(fix).observe(list, { childList: true, subtree: true });
    fix();
  }

  function start() {
    if (document.documentElement.lang !== "fa") return;
    const metas = document.querySelectorAll(".md-search-result__meta");
    for (let i = 0; i < metas.length; i++) watch(metas[i]);
    const lists = document.querySelectorAll(".md-search-result__list");
    for (let i = 0; i < lists.length; i++) watchMore(lists[i]);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
