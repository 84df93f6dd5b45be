/*
 * The site's search worker: Material's own (its file is named in this script's address, ?material=…), with one
 * change. Material turns every query word into a prefix query ("вскрытии" → "вскрытии*"), and lunr runs no
 * pipeline on such queries, so in a stemmed index (Russian, English: overrides/search_per_language.py) an
 * inflected word would miss the page that uses another form. Here each plain word of the query is stemmed the
 * way the index was before Material sees it: «вскрытии» and «вскрытие» both become «вскрыт», "splitting" becomes
 * "split", and the prefix match still finds a word being typed. An index without a stemmer (Persian) is
 * searched as typed. This file must sit beside Material's worker: Material loads lunr's languages from "../lunr".
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

  // Registered before Material's worker is loaded, so it sees each message first (the same message object).
  self.addEventListener("message", function (event) {
    const message = event.data;
    if (message && message.type === 0 && message.data) index = message.data.config;
    const stem = message && message.type === 2 && typeof message.data === "string" ? stemmer() : null;
    if (stem) message.data = stemQuery(message.data, stem);
  });

  if (!/^search\.[0-9a-f]+\.min\.js$/.test(material)) throw new Error("search_stemmed.js: no Material worker named in ?material=");
  self.importScripts(material);
})();
