/*
 * mkdocs serve's sw.js (macros/plugin/offline.py): the development server registers no service worker, and a worker
 * that a built site registered at the same address finds this one when it looks for an update. It takes over at
 * once, unregisters itself, empties the site's caches and reloads its pages from the development server, so no
 * stale build stays in front of `bash scripts/serve.sh`.
 */
"use strict";
self.addEventListener("install", function () {
  self.skipWaiting();
});
self.addEventListener("activate", function (event) {
  event.waitUntil(self.registration.unregister()
    .then(function () { return self.caches.keys(); })
    .then(function (keys) { return Promise.all(keys.map(function (key) { return self.caches.delete(key); })); })
    .then(function () { return self.clients.matchAll({ type: "window" }); })
    .then(function (pages) { pages.forEach(function (page) { page.navigate(page.url); }); }));
});
