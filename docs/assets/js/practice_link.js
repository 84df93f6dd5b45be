/*
 * The practice page opened at a level: practice/#level=<level id> (each lesson's last link, the placement quiz's
 * proposal; CONTRACTS.md, "The learner's path"). levelFromAddress() stores that level as the learner's (the `level`
 * of practice's record, through practice_store.js, with its rules: a record of a newer release is never written
 * over) before practice.js starts, which then opens on it; the fragment is taken out of the address, so a reload
 * keeps the level the learner has chosen since. A level the page does not list (data-levels) is ignored.
 * Loaded on the practice page after practice_store.js and before practice.js (macros/plugin/page_assets.py).
 */
(function (root) {
  "use strict";
  const FRAGMENT = /^#level=([a-z][a-z0-9-]{0,63})$/;

  /** The level the address names, stored as the learner's; null when it names none the page lists. */
  function levelFromAddress() {
    const found = FRAGMENT.exec(root.location.hash);
    const widget = document.querySelector(".allin-practice[data-levels]");
    const store = root.allinPracticeStore;
    if (!found || !widget || !store || widget.getAttribute("data-levels").split(" ").indexOf(found[1]) < 0) return null;
    store.open(store.local(), Date.now()).update(function (record) { record.level = found[1]; });
    if (root.history && root.history.replaceState) root.history.replaceState(root.history.state, "", root.location.pathname + root.location.search);
    return found[1];
  }

  root.allinLevelFromAddress = levelFromAddress;
  levelFromAddress();
})(typeof globalThis !== "undefined" ? globalThis : this);
