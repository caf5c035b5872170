// @ts-check
// The floor of Node itself: a bare node:http cluster that answers each target with the bytes
// and headers the origin answered it with, copied once, and nothing else (no lookup, no
// conditional requests, no log line). Beside the origin it shows what the server's own work
// costs; beside nginx, what no Node server can go below on this machine.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { createServer, get } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Headers the origin makes per request or per connection, which Node adds by itself. */
const PER_REQUEST = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-request-id",
]);

/**
 * @typedef {{ headers: string[], body: string }} Copied A target's answer: its headers flat,
 *   as writeHead takes them, and its body in base64.
 */

/**
 * Starts the bare cluster on 127.0.0.1:`port` with `workers` processes, answering each of
 * `targets` as `origin` answers it to a browser asking for brotli.
 * @param {{ origin: string, targets: string[], port: number, workers: number }} options
 */
export async function startBareNode({ origin, targets, port, workers }) {
  /** @type {Record<string, Copied>} */ const copied = {};
  for (const target of targets) copied[target] = await copyOf(origin + target);
  const dir = mkdtempSync(path.join(os.tmpdir(), "sahab-bench-bare-node-"));
  const answers = path.join(dir, "answers.json");
  writeFileSync(answers, JSON.stringify(copied));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BARE_NODE: JSON.stringify({ answers, port, workers }) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const [message] = await Promise.race([once(child, "message"), once(child, "exit")]);
  if (message !== "listening") throw new Error("The bare node:http server did not start.");
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The answer to a GET of `url` as it was sent, brotli body and all (fetch would decode it).
 * @returns {Promise<Copied>}
 */
function copyOf(/** @type {string} */ url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      /** @type {Buffer[]} */ const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        /** @type {string[]} */ const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const [name = "", value = ""] = res.rawHeaders.slice(i, i + 2);
          if (!PER_REQUEST.has(name.toLowerCase())) headers.push(name, value);
        }
        resolve({ headers, body: Buffer.concat(chunks).toString("base64") });
      });
    }).on("error", reject);
  });
}

/** The cluster itself, when this file is run by startBareNode. */
function serveCopies() {
  const { answers, port, workers } = JSON.parse(process.env.BARE_NODE ?? "{}");
  if (cluster.isPrimary) {
    let listening = 0;
    for (let i = 0; i < workers; i += 1) {
      cluster.fork().once("listening", () => {
        listening += 1;
        if (listening === workers) process.send?.("listening");
      });
    }
    process.once("SIGTERM", () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
    return;
  }
  /** @type {Record<string, Copied>} */ const copied = JSON.parse(readFileSync(answers, "utf8"));
  const byPath = new Map(
    Object.entries(copied).map(([target, { headers, body }]) => [
      target,
      { headers, body: Buffer.from(body, "base64") },
    ]),
  );
  createServer((req, res) => {
    const answer = byPath.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, [...answer.headers, "X-Request-Id", randomUUID()]);
    res.end(answer.body);
  }).listen(port, "127.0.0.1");
}

if (process.env.BARE_NODE && process.argv[1] === fileURLToPath(import.meta.url)) serveCopies();
