/*
 * Pages of a language with its own digits (Persian; the build loads this only there: macros/plugin/page_assets.py):
 * Material's search writes its result count ("11 سند یافت شد") and each result's "N more on this page"
 * («1 مورد دیگر در این صفحه») with Latin digits. Every other number on the site is written in the page's digits at
 * build time; this keeps the search count the same. The digits are the page's language profile's (#allin-text).
 */
(function () {
  "use strict";
  let own = "0123456789";

  function toOwnDigits(text) {
    return text.replace(/[0-9]/g, function (digit) { return own.charAt(+digit); });
  }

  function watch(meta) {
    function fix() {
      const written = toOwnDigits(meta.textContent);
      if (written !== meta.textContent) meta.textContent = written;
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
          const written = toOwnDigits(node.nodeValue);
          if (written !== node.nodeValue) node.nodeValue = written;
        }
      }
    }
    new MutationObserver(fix).observe(list, { childList: true, subtree: true });
    fix();
  }

  function start() {
    const node = document.getElementById("allin-text");
    try {
      own = JSON.parse(node.textContent).language.digits;
    } catch (e) {
      return;
    }
    if (own === "0123456789") return;
    const metas = document.querySelectorAll(".md-search-result__meta");
    for (let i = 0; i < metas.length; i++) watch(metas[i]);
    const lists = document.querySelectorAll(".md-search-result__list");
    for (let i = 0; i < lists.length; i++) watchMore(lists[i]);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
