// @ts-check
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { notes, row, rowsTable } from "./expectations.mjs";
import { scaled } from "./scale.mjs";
import { alive, startServer, tempDir } from "./servers.mjs";

/** @typedef {import("./scale.mjs").RunSize} RunSize */

const PAGES = { connections: 1000, seconds: 10 };

/**
 * @typedef {{ requests: { average: number, total: number }, latency: { p50: number,
 *   p99: number }, errors: number, timeouts: number, non2xx: number, "2xx": number }} Autocannon
 */

const TIMEOUT_NOTE = `Page-load timeouts are first requests on connections still waiting in the
kernel's accept queue. Node 20's event loop accepts one connection per turn (libuv pull request
3696), and a turn serves every connection that is ready, so with one process and 1,000 busy
connections the last ones wait for many seconds. One process per core, each accepting from the
shared socket (docs/decisions/015-one-server-process-per-core.md), is what keeps that queue short: check WEB_CONCURRENCY and the
number of cores.`;

export const title = "4. Page load";

export const intro = (/** @type {RunSize} */ size) =>
  `${scaled(PAGES.connections, size).toLocaleString("en")} concurrent connections asking for \`GET /\` (Accept-Encoding: br)
for ${scaled(PAGES.seconds, size)} s with autocannon.`;

/** The kernel's count of connections dropped because an accept queue was full. */
function listenOverflows() {
  const [names = "", values = ""] = fs.readFileSync("/proc/net/netstat", "utf8").split("\n");
  const index = names.split(" ").indexOf("ListenOverflows");
  return Number(values.split(" ")[index] ?? NaN);
}

export async function run(/** @type {RunSize} */ size) {
  const server = await startServer(tempDir());
  const fileLimit = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
  const overflowsBefore = listenOverflows();
  const connections = scaled(PAGES.connections, size);
  const seconds = scaled(PAGES.seconds, size);
  try {
    const autocannon = createRequire(import.meta.url).resolve("autocannon");
    // Asking as a browser does, so the precompressed page is sent. A timeout is 10 s.
    const args = ["-j", "-c", `${connections}`, "-d", `${seconds}`, "-H", "Accept-Encoding=br"];
    const limits = { timeout: (seconds + 60) * 1000, maxBuffer: 16 * 1024 * 1024 };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [autocannon, ...args, server.url],
      limits,
    );
    const result = /** @type {Autocannon} */ (JSON.parse(stdout));
    if (result.timeouts) notes.add(TIMEOUT_NOTE);
    return rowsTable([
      row("ulimit -n (server and autocannon each hold ~1,000 sockets)", fileLimit),
      row("Connections, seconds", `${connections}, ${seconds}`),
      row("Server processes (WEB_CONCURRENCY, else one per core)", server.processes),
      row("Requests/second", result.requests.average.toFixed(0)),
      row("Latency p50 / p99 (ms)", `${result.latency.p50} / ${result.latency.p99}`),
      row("2xx", result["2xx"], String(result.requests.total)),
      row("Non-2xx", result.non2xx, "0"),
      row("Errors (of which timeouts)", `${result.errors} (${result.timeouts})`, "0 (0)"),
      row("Accept queue overflows (kernel)", listenOverflows() - overflowsBefore),
      row("Server still running", alive(server), "yes"),
    ]);
  } finally {
    await server.stop();
  }
}
