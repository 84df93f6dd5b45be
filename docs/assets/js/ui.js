/*
 * The widgets' shared toolkit (allinUI): the page's interface text (#allin-text), numbers in the page's language,
 * bidirectional isolates, safe DOM building and mounting on each page Material shows
 * (document$). Loaded, deferred and first, on every page that has a widget (a quiz, the calculator, practice:
 * macros/page_assets.py); every other widget script uses it, and settlement.js adds renderSettlement. Every user-typed text reaches the
 * page through textContent only, never as HTML.
 */
(function (root) {
  "use strict";
  // ---- numbers and lists as the page's language writes them: its profile, which the build writes into the page
  // ("language" in #allin-text: macros/text/profile.py, Babel/CLDR; tests/test_widgets_format.py proves they agree) ----
  const profiles = {};

  /** The profile of `lang` (dir, digits, group, minus, plus, list): the page's; under Node, one given by useProfile. */
  function profileOf(lang) {
    if (!Object.prototype.hasOwnProperty.call(profiles, lang)) {
      const page = pageTexts();
      if (page.lang !== lang || !page.language) throw new Error("no language profile for " + lang + " on this page");
      profiles[lang] = page.language;
    }
    return profiles[lang];
  }

  /** Give a language's profile without a page (the tests, which run the widgets under Node in several languages). */
  function useProfile(lang, profile) {
    profiles[lang] = profile;
  }

  function localDigits(text, lang) {
    const digits = profileOf(lang).digits;
    return String(text).replace(/[0-9]/g, function (d) { return digits.charAt(+d); });
  }

  function formatChips(value, lang, signed) {
    const f = profileOf(lang);
    let body = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
    if (value < 0) body = f.minus + body;
    else if (signed && value > 0) body = f.plus + body;
    return localDigits(body, lang);
  }

  /** A signed figure, isolated left to right (LRI … PDI). */
  function signedFigure(value, lang) {
    return "\u2066" + formatChips(value, lang, true) + "\u2069";
  }

  /** A whole number typed in any of the three languages ("2 000", "2,000", "۲٬۰۰۰", "۱۲،۵۰۰" with the Persian keyboard's
   *  comma, "−5", "۵−"); null if not one. A separator splits the digits into groups of three. */
  function parseWhole(text) {
    const s = String(text).replace(/[\u06f0-\u06f9]/g, function (d) { return String(d.charCodeAt(0) - 0x6f0); })
      .replace(/[\u0660-\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x660); })
      .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "").replace(/\u2212/g, "-").trim();
    const m = /^([+-]?)(\d[\d\s,\u060c\u066c'\u2019\u00a0\u202f\u2009]*?)\s*([+-]?)$/.exec(s);
    if (!m || m[1] && m[3]) return null;
    if (m[3]) m[1] = m[3];
    const parts = m[2].split(/[\s,\u060c\u066c'\u2019\u00a0\u202f\u2009]+/);
    if (parts.length > 1 && (parts[0].length > 3 || parts.slice(1).some(function (p) { return p.length !== 3; }))) return null;
    const value = Number(parts.join(""));
    return m[1] === "-" ? -value : value;
  }

  /** A number field rewritten on change in the page's format ("٤,۰۰۰": "۴٬۰۰۰"). */
  function tidyNumber(input, lang) {
    input.addEventListener("change", function () {
      const value = parseWhole(input.value);
      if (value !== null && formatChips(value, lang) !== input.value) {
        input.value = formatChips(value, lang);
        input.dispatchEvent(new Event("input"));
      }
    });
  }

  /** A list pattern ("{0}, {1}") filled in one pass: a word holding "{1}" is not filled again. */
  function fillPattern(pattern, first, second) {
    return pattern.replace(/\{([01])\}/g, function (all, which) { return which === "0" ? first : second; });
  }

  /** Words joined as the page's language joins a list (its profile's CLDR patterns, as the build joins names). */
  function listOf(words, lang) {
    if (!words.length) return "\u2014";
    if (words.length === 1) return words[0];
    const patterns = profileOf(lang).list;
    if (words.length === 2) return fillPattern(patterns.two, words[0], words[1]);
    let joined = fillPattern(patterns.start, words[0], words[1]);
    for (let i = 2; i < words.length - 1; i++) joined = fillPattern(patterns.middle, joined, words[i]);
    return fillPattern(patterns.end, joined, words[words.length - 1]);
  }

  // ---- interface text: the page's language and its catalogue messages, written into every page by the build
  // (<script type="application/json" id="allin-text">, macros/widget_text.py; the texts: locales/) ----
  let pageText = null;

  function pageTexts() {
    if (!pageText) {
      const node = document.getElementById("allin-text");
      if (!node) throw new Error("the page has no #allin-text (macros/widget_text.py adds it at build time)");
      pageText = JSON.parse(node.textContent);
    }
    return pageText;
  }

  function pageLang() {
    return pageTexts().lang;
  }

  /** The rule set the site was built with (mkdocs.yml, extra.rules), every option by name as settle.js takes it. */
  function pageRules() {
    return pageTexts().rules;
  }

  function fill(template, params) {
    return template.replace(/\{(\w+)\}/g, function (all, key) {
      return Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : all;
    });
  }

  /** The page's text `key` (a catalogue key) with `params` filled in. `gender` ("m" or "f"), the gender of the
   *  player the text is about, picks the variant of a text written once per gender (`key@gender=f`,
   *  macros/text/catalogue.py); such a text asked for without it is an error, never a guess. */
  function t(lang, key, params, gender) {
    const texts = pageTexts().text;
    const has = function (k) { return Object.prototype.hasOwnProperty.call(texts, k); };
    let found = key;
    if (!has(key) && has(key + "@gender=m")) {
      if (gender !== "m" && gender !== "f") throw new Error("interface text " + key + " is written per gender: give the player's gender");
      found = key + "@gender=" + gender;
    }
    if (!has(found)) throw new Error("no interface text " + key);
    return fill(texts[found], params || {});
  }

  /** A name as an isolated run of bidirectional text (FSI … PDI): whatever it holds (U+202E, Persian or Latin
   *  letters) it cannot reorder the words and figures around it. Every user-given name goes through this. */
  function isolate(text) {
    return "\u2068" + text + "\u2069";
  }

  /** Build an element; strings become text nodes (never HTML). */
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      const value = attrs[key];
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

  /** Hide the no-JavaScript stand-in of a widget (`.allin-noscript[data-for=…]`). */
  function hideFallback(widget) {
    Array.prototype.forEach.call(document.querySelectorAll('.allin-noscript[data-for="' + widget + '"]'), function (node) {
      node.hidden = true;
    });
  }

  /** Run a widget's mount function on every matching element of each page Material shows; `near`: each only as it
   *  comes within two screens of the viewport (issue 17: all of a lesson's questions mounted at start were one long
   *  task), at once without IntersectionObserver. */
  function onEveryPage(selector, mount, near) {
    const watcher = near && typeof IntersectionObserver === "function" && new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) {
          watcher.unobserve(entry.target);
          mount(entry.target);
        }
      });
    }, { rootMargin: "200% 0px" });
    function run() {
      Array.prototype.forEach.call(document.querySelectorAll(selector), function (node) {
        if (node.getAttribute("data-mounted")) return;
        node.setAttribute("data-mounted", "1");
        if (watcher) watcher.observe(node);
        else mount(node);
      });
    }
    if (root.document$ && typeof root.document$.subscribe === "function") root.document$.subscribe(run);
    else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
  }

  root.allinUI = {
    formatChips: formatChips, localDigits: localDigits, profileOf: profileOf, useProfile: useProfile, parseWhole: parseWhole,
    signedFigure: signedFigure, tidyNumber: tidyNumber, listOf: listOf, t: t, el: el,
    isolate: isolate, pageTexts: pageTexts, pageLang: pageLang, pageRules: pageRules, hideFallback: hideFallback, onEveryPage: onEveryPage
  };
})(typeof globalThis !== "undefined" ? globalThis : this);
