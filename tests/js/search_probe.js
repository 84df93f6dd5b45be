// Run the site's search worker (search_stemmed.js, which loads Material's own) in Node against one language's
// search index of a built site and print the locations found for each query (one JSON line per query).
// Usage: node search_probe.js SITE FOLDER Q1 Q2 ...   (FOLDER: "" for the default language, "fa", "en")
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, folder, ...queries] = process.argv.slice(2);
const workers = path.join(site, "assets", "javascripts", "workers");
const material = fs.readdirSync(workers).find((f) => /^search\.[0-9a-f]+\.min\.js$/.test(f));
const listeners = [];
const replies = [];
const context = {
  console,
  setTimeout,
  URL,
  location: { href: `file://${workers}/search_stemmed.js?material=${material}` },
  addEventListener: (type, fn) => listeners.push(fn),
  postMessage: (message) => replies.push(message),
  importScripts: (...files) => {
    for (const file of files) {
      const local = path.join(workers, file);
      vm.runInContext(fs.readFileSync(local, "utf8"), context, { filename: local });
    }
  },
};
context.self = context;
context.globalThis = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(path.join(workers, "search_stemmed.js"), "utf8"), context);

async function send(message) {
  const before = replies.length;
  for (const fn of listeners) fn({ data: message });
  for (let i = 0; i < 200 && replies.length === before; i++) await new Promise((r) => setTimeout(r, 5));
  return replies[replies.length - 1];
}

(async () => {
  const index = JSON.parse(fs.readFileSync(path.join(site, folder, "search", "search_index.json"), "utf8"));
  await send({ type: 0, data: { ...index, options: { suggest: false } } });
  for (const query of queries) {
    const reply = await send({ type: 2, data: query });
    const locations = reply.data.items.flatMap((group) => (Array.isArray(group) ? group : [group])).map((item) => item.location);
    console.log(JSON.stringify({ query, locations }));
  }
})();
