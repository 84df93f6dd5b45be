// Run Material's own search worker in Node against a built site's search index and print the
// locations found for each query (one JSON line per query). Usage: node search_probe.js SITE Q1 Q2 ...
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, ...queries] = process.argv.slice(2);
const assets = path.join(site, "assets", "javascripts");
const worker = fs.readdirSync(path.join(assets, "workers")).find((f) => /^search\..*\.min\.js$/.test(f));
const listeners = [];
const replies = [];
const context = {
  console,
  setTimeout,
  addEventListener: (type, fn) => listeners.push(fn),
  postMessage: (message) => replies.push(message),
  importScripts: (...files) => {
    for (const file of files) {
      const local = path.join(assets, "workers", file);
      vm.runInContext(fs.readFileSync(local, "utf8"), context, { filename: local });
    }
  },
};
context.self = context;
context.globalThis = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(path.join(assets, "workers", worker), "utf8"), context);

async function send(message) {
  const before = replies.length;
  for (const fn of listeners) fn({ data: message });
  for (let i = 0; i < 200 && replies.length === before; i++) await new Promise((r) => setTimeout(r, 5));
  return replies[replies.length - 1];
}

(async () => {
  const index = JSON.parse(fs.readFileSync(path.join(site, "search", "search_index.json"), "utf8"));
  await send({ type: 0, data: { ...index, options: { suggest: false } } });
  for (const query of queries) {
    const reply = await send({ type: 2, data: query });
    const locations = reply.data.items.flatMap((group) => (Array.isArray(group) ? group : [group])).map((item) => item.location);
    console.log(JSON.stringify({ query, locations }));
  }
})();
