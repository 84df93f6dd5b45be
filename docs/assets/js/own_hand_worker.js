/*
 * The "Your own hand" page's engine: the project's Python engine run by Pyodide in this module worker, so the page
 * never waits on it. It starts when the page creates it (only when the learner starts), loads Pyodide from the site
 * (assets/pyodide/, the npm package's files) and the engine's source (assets/engine/engine.zip, the files the command
 * line runs: macros/plugin/engine_bundle.py), then answers each message {id, call, args} with {id, reply}: the reply
 * of replays/own_hand.py's call(name, args as JSON), {ok, result} or {ok: false, error: {code, line, params}}.
 * It posts {ready: true} once the engine is loaded, and {failed: message} if it cannot load.
 */
import { loadPyodide } from "../pyodide/pyodide.mjs";

const assets = new URL("../", import.meta.url);

async function start() {
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", assets).href });
  const response = await fetch(new URL("engine/engine.zip", assets).href);
  if (!response.ok) throw new Error("engine.zip: " + response.status);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/home/pyodide/engine" });
  pyodide.runPython("import sys\nsys.path.insert(0, '/home/pyodide/engine')\nfrom replays.own_hand import call");
  return pyodide.globals.get("call");
}

const engine = start();
engine.then(
  function () { self.postMessage({ ready: true }); },
  function (error) { self.postMessage({ failed: String(error && error.message || error) }); }
);

self.onmessage = function (event) {
  const message = event.data;
  engine.then(function (call) {
    const started = performance.now();
    const reply = JSON.parse(call(message.call, JSON.stringify(message.args)));
    self.postMessage({ id: message.id, reply: reply, ms: performance.now() - started });
  }, function (error) {
    self.postMessage({ id: message.id, reply: { ok: false, error: { code: "load", line: null, params: {}, message: String(error) } } });
  });
};
