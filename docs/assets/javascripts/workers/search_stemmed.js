/*
 * The site's search worker: Material's own (its file is named in this script's address, ?material=…), with one
 * change. Material turns every query word into a prefix query ("вскрытии" → "вскрытии*"), and lunr runs no
 * pipeline on such queries, so in a stemmed index (Russian, English: overrides/search_per_language.py) an
 * inflected word would miss the page that uses another form. Here each plain word of the query is stemmed the
 * way the index was before Material sees it: «вскрытии» and «вскрытие» both become «вскрыт», "splitting" becomes
 * "split", and the prefix match still finds a word being typed. An index without a stemmer (Persian) is
 * searched as typed, written the index's way (persianQuery). This file must sit beside Material's worker: Material loads lunr's languages from "../lunr".
 */
(function () {
  "use strict";
  const material = new URL(self.location.href).searchParams.get("material") || "";
  let index = null;  // the index's config (lang, pipeline, separator), from the setup message

  /** The stemmer the index was built with, or null (no stemmer in the pipeline, or not loaded yet). */
  function stemmer() {
    if (!index || !self.lunr || (index.pipeline || []).indexOf("stemmer") < 0) return null;
    const lang = index.lang[0];
    const scope = lang === "en" ? self.lunr : self.lunr[lang];
    return scope && typeof scope.stemmer === "function" ? scope.stemmer : null;
  }

  /** The query with each plain word stemmed; words with query syntax (+word, -word, field:word, word~1, "…", *)
   *  are left as typed. */
  function stemQuery(query, stem) {
    const separator = new RegExp(index.separator, "g");
    return query.split(/\s+/).map(function (chunk) {
      if (/^[+-]|[:~^*"]/.test(chunk)) return chunk;
      return chunk.split(separator).filter(Boolean).map(function (word) {
        return String(stem(new self.lunr.Token(word.toLowerCase(), {})));
      }).join(" ");
    }).join(" ");
  }

  // ---- Persian: the index (docs/fa) writes ی and ک, Persian digits, and a zero-width non-joiner (ZWNJ) inside
  // compounds, where the index splits (mkdocs.yml's separator). Readers also type Arabic ي/ك (an Arabic keyboard
  // layout), Latin or Arabic-Indic digits, and compounds without the ZWNJ («تقسیمناپذیر»): each query is written
  // the index's way before Material sees it. ----
  const ARABIC_LETTERS = { "\u064a": "\u06cc", "\u0649": "\u06cc", "\u0643": "\u06a9" };
  let compounds = null;  // a Persian index's compounds: the word without its ZWNJs -> its parts (null: not Persian)

  /** A Persian index's compounds (words joined by a ZWNJ), keyed by their spelling without it. */
  function compoundsOf(docs) {
    if (!docs.some(function (doc) { return /[\u0600-\u06ff]/.test(doc.title || ""); })) return null;
    const found = new Map();
    docs.forEach(function (doc) {
      const words = String(doc.title || "") + " " + String(doc.text || "");
      (words.match(/[\u0621-\u064a\u0671-\u06d3]+(?:\u200c[\u0621-\u064a\u0671-\u06d3]+)+/g) || []).forEach(function (word) {
        const joined = word.replace(/\u200c/g, "");
        if (!found.has(joined)) found.set(joined, word);
      });
    });
    return found;
  }

  /** A Persian query as the index writes it: Arabic ي/ى/ك as ی/ک, every digit Persian, and a compound typed
   *  without its ZWNJ (whole, or its beginning while it is being typed) split where the index splits it. */
  function persianQuery(query) {
    const spelled = query.replace(/[\u064a\u0649\u0643]/g, function (c) { return ARABIC_LETTERS[c]; })
      .replace(/[0-9]/g, function (d) { return String.fromCharCode(0x6f0 + Number(d)); })
      .replace(/[\u0660-\u0669]/g, function (d) { return String.fromCharCode(d.charCodeAt(0) - 0x660 + 0x6f0); });
    return spelled.split(/\s+/).map(function (word) {
      if (word.length < 3 || /[\u200c+\-:~^*"]/.test(word)) return word;
      if (compounds.has(word)) return compounds.get(word).replace(/\u200c/g, " ");
      for (const [joined, compound] of compounds) {
        if (!joined.startsWith(word) || joined === word) continue;
        let kept = 0, cut = "";  // the compound's beginning with as many letters as the word has
        for (const c of compound) {
          if (kept === word.length) break;
          cut += c;
          if (c !== "\u200c") kept += 1;
        }
        return cut.replace(/\u200c/g, " ").trim();
      }
      return word;
    }).join(" ");
  }

  // Registered before Material's worker is loaded, so it sees each message first (the same message object).
  self.addEventListener("message", function (event) {
    const message = event.data;
    if (message && message.type === 0 && message.data) {
      index = message.data.config;
      compounds = compoundsOf(message.data.docs || []);
    }
    if (compounds && message && message.type === 2 && typeof message.data === "string") message.data = persianQuery(message.data);
    const stem = message && message.type === 2 && typeof message.data === "string" ? stemmer() : null;
    if (stem) message.data = stemQuery(message.data, stem);
  });

  if (!/^search\.[0-9a-f]+\.min\.js$/.test(material)) throw new Error("search_stemmed.js: no Material worker named in ?material=");
  self.importScripts(material);
})();
