// @ts-check
// `npm run bench:reliability`: the contact form under load, across a crash and with an
// unwritable database, and the home page under 1,000 connections, against the production build
// (`npm run build` first) on 127.0.0.1. Prints a table per scenario, writes them all to
// docs/reliability.md, and exits 1 when an expectation is not met. Scenario 3 needs root;
// scenario 7 needs PostgreSQL's binaries (Debian's `postgresql` package). RELIABILITY_PORTS
// (`7300-7349`) keeps the servers to a range of ports, TEST_POSTGRES_PORTS PostgreSQL.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { BODIES_INTRO, bodiesScenario } from "./reliability-bodies.mjs";
import { DELIVERY_INTRO, deliveryScenario } from "./reliability-delivery.mjs";
import { startPostgres } from "./postgres.mjs";
import { startProductionServer, stopAllServers } from "./production-server.mjs";
import { storedMessages } from "./stored-messages.mjs";

const RUN_ID = Date.now().toString(36);
const SENT = "/?sent=1#contact-status";
const FRIENDLY = "could not send your message just now";
const LOAD = { total: 5000, concurrency: 100 };
/** Scenario 7's load on each engine: about half a minute of it on a busy 2-core machine. */
const ENGINES_LOAD = { total: 3000, concurrency: 50 };
const CRASH_AFTER = 2000;
const PAGES = { connections: 1000, seconds: 10 };
/** No load run goes on longer than this, and no request waits longer than REQUEST_MS. */
const DEADLINE_MS = 180_000;
const REQUEST_MS = 60_000;
/** The default rate limit is 5 per client, so each simulated client sends exactly 5. */
const PER_CLIENT = 5;
const DB_FILE = "messages.sqlite";
const HEAD = ["Measure", "Value", "Expected", "Met"];

/** @type {string[]} Every expectation not met: the summary and the exit code. */
const failures = [];
/** @type {Set<string>} What a reader needs to know to read a failure, added only with it. */
const notes = new Set();
/** @type {string[]} */
const tempDirs = [];
let sequence = 0;

/** A table row; a value that misses its expectation is recorded as a failure. */
function row(/** @type {string} */ label, /** @type {unknown} */ value, expected = "") {
  const met = expected === "" ? "" : String(value) === expected ? "yes" : "NO";
  if (met === "NO") failures.push(`${label}: ${String(value)} (expected ${expected})`);
  return [label, String(value), expected, met];
}

/** A markdown table as Prettier writes it: every cell padded to its column's width. */
function table(/** @type {string[][]} */ rows, head = HEAD) {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(3, ...all.map((cells) => (cells[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${widths.map((width, i) => (cells[i] ?? "").padEnd(width)).join(" | ")} |`;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

function tempDir() {
  tempDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "sahab-reliability-")));
  return tempDirs[tempDirs.length - 1] ?? "";
}

/** @typedef {import("./production-server.mjs").ProductionServer} Server */

const portRange = /^(\d+)-(\d+)$/.exec(process.env.RELIABILITY_PORTS ?? "");
let nextPort = Number(portRange?.[1] ?? 0);

/** A free port from RELIABILITY_PORTS, in turn; undefined (the system picks) without it. */
async function serverPort() {
  if (!portRange) return undefined;
  while (nextPort <= Number(portRange[2])) {
    const port = nextPort++;
    const probe = net.createServer();
    const free = await new Promise((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port left in RELIABILITY_PORTS=${process.env.RELIABILITY_PORTS}.`);
}

/**
 * Starts the production server on a free port; resolves once it serves. SQLite in `dataDir`
 * unless `env` names a DATABASE_URL, even when the shell names one.
 */
const startServer = async (
  /** @type {string} */ dataDir,
  /** @type {Record<string, string>} */ env = {},
) =>
  startProductionServer({
    dataDir,
    env: { DATABASE_URL: "", ...env },
    port: await serverPort(),
    timeoutMs: 15_000,
  });

const alive = (/** @type {Server} */ server) => (server.running() ? "yes" : "no");

/** Why a request got no answer: undici puts the socket's error in `cause`. */
function reason(/** @type {unknown} */ error) {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return "code" in cause ? String(cause.code) : cause.message;
  return error instanceof Error ? error.name : String(error);
}

/** @typedef {{ text: string, status: number, acked: boolean, body: string, ms: number }} Outcome */

/**
 * One contact-form POST with a message text unique to this run. Every fifth one comes from a
 * new simulated client (X-Forwarded-For; the server trusts one proxy), so none is over the
 * default rate limit. `status` is 0 when no answer came; `acked` is the 303 to "sent".
 * @returns {Promise<Outcome>}
 */
async function submit(/** @type {string} */ url, /** @type {string} */ tag) {
  const client = Math.floor(sequence / PER_CLIENT);
  const text = `reliability ${RUN_ID} ${tag} ${sequence++}`;
  const started = performance.now();
  try {
    const response = await fetch(`${url}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // As a browser sends it from the site's own page: a form post from elsewhere is refused.
        Origin: url,
        "X-Forwarded-For": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: new URLSearchParams({ name: "Reliability", email: "bench@example.com", message: text }),
      signal: AbortSignal.timeout(REQUEST_MS),
    });
    const body = await response.text();
    const acked = response.status === 303 && response.headers.get("location") === SENT;
    return { text, status: response.status, acked, body, ms: performance.now() - started };
  } catch (error) {
    const body = `no answer (${reason(error)})`;
    return { text, status: 0, acked: false, body, ms: performance.now() - started };
  }
}

/**
 * Up to `total` submissions over `concurrency` connections, until `stop()` or the deadline;
 * `onOutcome` sees each answer as it comes. Given several URLs, the submissions alternate
 * between them.
 * @param {string | string[]} url @param {string} tag
 * @param {{ total?: number, concurrency?: number, stop?: () => boolean,
 *   onOutcome?: (outcome: Outcome) => void }} [options]
 */
async function runLoad(url, tag, options = {}) {
  const { total = LOAD.total, concurrency = LOAD.concurrency } = options;
  const { stop = () => false, onOutcome = () => undefined } = options;
  /** @type {Outcome[]} */
  const outcomes = [];
  const deadline = Date.now() + DEADLINE_MS;
  const started = performance.now();
  let begun = 0;
  const worker = async () => {
    while (begun < total && !stop() && Date.now() < deadline) {
      const urls = [url].flat();
      const outcome = await submit(urls[begun++ % urls.length] ?? "", tag);
      outcomes.push(outcome);
      onOutcome(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

const submitEach = async (/** @type {string} */ url, /** @type {string} */ tag, count = 5) =>
  (await runLoad(url, tag, { total: count, concurrency: 1 })).outcomes;

/** How many times each key occurs. */
const tally = (/** @type {string[]} */ keys) =>
  keys.reduce(
    (map, key) => map.set(key, (map.get(key) ?? 0) + 1),
    /** @type {Map<string, number>} */ (new Map()),
  );

/** "303 × 4990, no answer (ECONNRESET) × 10"; a 303 elsewhere than to "sent" is told apart. */
function statusCounts(/** @type {Outcome[]} */ outcomes) {
  const keys = outcomes.map(({ status, acked, body }) =>
    acked ? "303" : status ? `${status}${status === 303 ? " elsewhere" : ""}` : body,
  );
  return [...tally(keys)].map(([key, count]) => `${key} × ${count}`).join(", ") || "none";
}

function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN).toFixed(0);
}

/**
 * How many times each message text is stored, read through the operator's export command: from
 * the SQLite file in `dataDir`, or from the PostgreSQL database at `databaseUrl`.
 */
function storedCounts(/** @type {string} */ dataDir, databaseUrl = "") {
  const where = databaseUrl ? { databaseUrl } : { dataDir };
  return tally(storedMessages(where).map((stored) => stored.message));
}

/** What the server acknowledged against what is stored. */
function reconcile(/** @type {Outcome[]} */ outcomes, /** @type {Map<string, number>} */ stored) {
  const acked = outcomes.filter((o) => o.acked).map((o) => o.text);
  const unanswered = new Set(outcomes.filter((o) => o.status === 0).map((o) => o.text));
  const ackedSet = new Set(acked);
  const others = [...stored.keys()].filter((text) => !ackedSet.has(text));
  return {
    acked: acked.length,
    unanswered: unanswered.size,
    exactlyOnce: acked.filter((text) => stored.get(text) === 1).length,
    lost: acked.filter((text) => !stored.has(text)).length,
    duplicated: [...stored.values()].filter((count) => count > 1).length,
    storedUnanswered: others.filter((text) => unanswered.has(text)).length,
    neverSent: others.filter((text) => !unanswered.has(text)).length,
  };
}

function integrity(/** @type {string} */ dataDir) {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}

/** A page's status, or why it did not come. */
async function pageStatus(/** @type {string} */ url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_MS) });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `no answer (${reason(error)})`;
  }
}

const LOAD_INTRO = `5,000 valid submissions over 100 connections, 5 per simulated client
(X-Forwarded-For), each with its own text, looked up afterwards through \`npm run messages\`.`;

async function loadScenario() {
  const dataDir = tempDir();
  const server = await startServer(dataDir);
  try {
    const { outcomes, seconds } = await runLoad(server.url, "load");
    const check = reconcile(outcomes, storedCounts(dataDir));
    const ms = outcomes.filter((o) => o.status !== 0).map((o) => o.ms);
    const spread = `${percentile(ms, 50)} / ${percentile(ms, 99)} / ${percentile(ms, 100)}`;
    return table([
      row("Submissions over 100 connections", outcomes.length, String(LOAD.total)),
      row("Answers", statusCounts(outcomes), `303 × ${LOAD.total}`),
      row("Messages/second", (check.acked / seconds).toFixed(0)),
      row("Latency p50 / p99 / max (ms)", spread),
      row("Acknowledged and stored exactly once", check.exactlyOnce, String(check.acked)),
      row("Acknowledged but not stored (lost)", check.lost, "0"),
      row("Stored more than once", check.duplicated, "0"),
      row("Stored, answer not received in time", check.storedUnanswered, "0"),
      row("Stored but never sent", check.neverSent, "0"),
      row("Server still running", alive(server), "yes"),
    ]);
  } finally {
    await server.stop();
  }
}

const CRASH_INTRO = `The same load on a fresh database, SIGKILL to every server process (the
primary and its workers) once 2,000 are acknowledged, then a restart on the same data directory.`;

async function crashScenario() {
  const dataDir = tempDir();
  const first = await startServer(dataDir);
  // SIGKILL once CRASH_AFTER are acknowledged: no handler runs, nothing more is flushed.
  let acked = 0;
  const { outcomes } = await runLoad(first.url, "crash", {
    stop: () => acked >= CRASH_AFTER,
    onOutcome: (outcome) => {
      if (outcome.acked && ++acked === CRASH_AFTER) void first.stop("SIGKILL");
    },
  });
  await first.stop("SIGKILL");
  const server = await startServer(dataDir);
  try {
    const home = await pageStatus(server.url);
    const [fresh] = await submitEach(server.url, "after-restart", 1);
    const stored = storedCounts(dataDir);
    const freshStored = `${fresh?.status}, stored ${stored.get(fresh?.text ?? "") ?? 0}×`;
    stored.delete(fresh?.text ?? "");
    const check = reconcile(outcomes, stored);
    return table([
      row("Acknowledged (303) before the kill", check.acked),
      row("Answers", statusCounts(outcomes)),
      row("Acknowledged and stored exactly once", check.exactlyOnce, String(check.acked)),
      row("Acknowledged but not stored (lost)", check.lost, "0"),
      row("In flight, no answer (unknown)", check.unanswered),
      row("In flight and stored (answer cut off)", check.storedUnanswered),
      row("Stored more than once", check.duplicated, "0"),
      row("Stored but never sent", check.neverSent, "0"),
      row("PRAGMA integrity_check", integrity(dataDir), "ok"),
      row("Restarted server: GET /", home, "200"),
      row("Restarted server: new submission", freshStored, "303, stored 1×"),
    ]);
  } finally {
    await server.stop();
  }
}

/**
 * Makes the database unwritable: `chattr +i` (immutable inode) on the data directory, the
 * database and its WAL. Root ignores file modes, so chmod stops nothing, and a read-only
 * remount of a bind mount is refused ("mount point is busy") while the server holds the file
 * open for writing. An immutable inode refuses every write, even through a descriptor opened
 * before (EPERM), as a failing or read-only disk would. The -shm file is left alone: SQLite
 * maps it into memory, and a store to an immutable mapped page kills the process (SIGBUS),
 * which would be this test's doing, not the outage's.
 * @returns {string} "" once writes really fail, else why that could not be arranged
 */
function lockDatabase(/** @type {string} */ dataDir, locked = true) {
  const files = [dataDir, path.join(dataDir, DB_FILE), path.join(dataDir, `${DB_FILE}-wal`)];
  try {
    execFileSync("chattr", [locked ? "+i" : "-i", ...files.filter(fs.existsSync)], {
      stdio: "pipe",
    });
  } catch (error) {
    const stderr = String(/** @type {{ stderr?: unknown }} */ (error).stderr ?? "").trim();
    const why = stderr || (error instanceof Error ? error.message : String(error));
    return `chattr failed (${why}); chmod does not stop root, and a read-only bind remount is refused while the file is open`;
  }
  if (!locked) return "";
  try {
    fs.appendFileSync(path.join(dataDir, DB_FILE), "");
  } catch {
    return "";
  }
  lockDatabase(dataDir, false);
  return "chattr +i did not stop a write by root on this file system";
}

/**
 * Ten submissions and two pages while the database is unwritable, five once it is writable
 * again. `openFirst`: the server has the database open (five saves) before the lock;
 * otherwise it starts while the database is locked.
 */
async function outage(/** @type {string} */ dataDir, /** @type {boolean} */ openFirst) {
  let server = openFirst ? await startServer(dataDir) : undefined;
  const before = server ? await submitEach(server.url, "before-lock") : [];
  const why = lockDatabase(dataDir);
  if (why) {
    if (server) await server.stop();
    return table([row("Unwritable database", `not possible here: ${why}`)]);
  }
  let during, pages;
  try {
    server ??= await startServer(dataDir);
    during = await submitEach(server.url, "locked", 10);
    pages = `${await pageStatus(server.url)}, ${await pageStatus(`${server.url}/terms`)}`;
  } finally {
    lockDatabase(dataDir, false);
  }
  const after = await submitEach(server.url, "unlocked");
  const stored = storedCounts(dataDir);
  const storedOf = (/** @type {Outcome[]} */ list) => list.filter((o) => stored.has(o.text)).length;
  const lost = [...before, ...during, ...after].filter((o) => o.acked && !stored.has(o.text));
  if (lost.length) notes.add(LOST_NOTE);
  const friendly = during.filter((o) => o.status === 503 && o.body.includes(FRIENDLY)).length;
  const markdown = table([
    row("Before: answers", statusCounts(before), openFirst ? "303 × 5" : "none"),
    row("Unwritable: answers", statusCounts(during), "503 × 10"),
    row("Unwritable: 503 with the friendly message", friendly, "10"),
    row("Unwritable: stored", storedOf(during), "0"),
    row("Unwritable: GET / and GET /terms", pages, "200, 200"),
    row("Writable again: answers", statusCounts(after), "303 × 5"),
    row("Writable again: stored", storedOf(after), "5"),
    row("Acknowledged but not stored (lost)", lost.length, "0"),
    row("PRAGMA integrity_check", integrity(dataDir), "ok"),
    row("Server still running", alive(server), "yes"),
  ]);
  await server.stop();
  return markdown;
}

const LOST_NOTE = `A message answered 303 is missing from the database: the store's save
returned although SQLite had not committed the row, so the visitor was told it was sent.`;

const UNWRITABLE_INTRO = `\`chattr +i\` on the data directory, the database and its WAL (root
ignores file modes; see lockDatabase in the script), then writable again.`;

async function unwritableScenario() {
  const dataDir = tempDir();
  const open = await outage(dataDir, true);
  const fresh = await outage(dataDir, false);
  return [
    "While the server has the database open:",
    open,
    "Server started while the database is unwritable:",
    fresh,
  ].join("\n\n");
}

/** The kernel's count of connections dropped because an accept queue was full. */
function listenOverflows() {
  const [names = "", values = ""] = fs.readFileSync("/proc/net/netstat", "utf8").split("\n");
  const index = names.split(" ").indexOf("ListenOverflows");
  return Number(values.split(" ")[index] ?? NaN);
}

/**
 * @typedef {{ requests: { average: number, total: number }, latency: { p50: number,
 *   p99: number }, errors: number, timeouts: number, non2xx: number, "2xx": number }} Autocannon
 */

const TIMEOUT_NOTE = `Page-load timeouts are first requests on connections still waiting in the
kernel's accept queue. Node 20's event loop accepts one connection per turn (libuv pull request
3696), and a turn serves every connection that is ready, so with one process and 1,000 busy
connections the last ones wait for many seconds. One process per core, each accepting from the
shared socket (decision 015), is what keeps that queue short: check WEB_CONCURRENCY and the
number of cores.`;

const PAGES_INTRO = `1,000 concurrent connections asking for \`GET /\` (Accept-Encoding: br)
for 10 s with autocannon.`;

async function pageLoadScenario() {
  const server = await startServer(tempDir());
  const fileLimit = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
  const overflowsBefore = listenOverflows();
  const { connections, seconds } = PAGES;
  try {
    const autocannon = createRequire(import.meta.url).resolve("autocannon");
    // Asking as a browser does, so the precompressed page is sent. A timeout is 10 s.
    const args = ["-j", "-c", `${connections}`, "-d", `${seconds}`, "-H", "Accept-Encoding=br"];
    const limits = { timeout: (seconds + 60) * 1000, maxBuffer: 16 * 1024 * 1024 };
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [autocannon, ...args, server.url], limits);
    const result = /** @type {Autocannon} */ (JSON.parse(stdout));
    if (result.timeouts) notes.add(TIMEOUT_NOTE);
    return table([
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

const ENGINES_INTRO = `${ENGINES_LOAD.total.toLocaleString("en")} valid submissions over
${ENGINES_LOAD.concurrency} connections to each of: one instance on SQLite (WEB_CONCURRENCY=2:
two processes on one file), then two instances sharing one PostgreSQL (WEB_CONCURRENCY=1 each,
the submissions alternating between them), so each side runs two server processes. Form posts
as a browser sends them (Origin, \`application/x-www-form-urlencoded\`), each text unique, with
CONTACT_RATE_LIMIT=1000000 so the limit refuses none; looked up afterwards through
\`npm run messages\`. PostgreSQL is a throwaway server (\`scripts/postgres.mjs\`: fsync off, as
in the tests), so its figures are an upper bound for a real disk.`;

/** @typedef {{ outcomes: Outcome[], seconds: number, stored: Map<string, number> }} EngineRun */

/** The load over `urls`, then what the database holds. */
async function engineRun(
  /** @type {string[]} */ urls,
  /** @type {string} */ tag,
  /** @type {() => Map<string, number>} */ stored,
) {
  const { outcomes, seconds } = await runLoad(urls, tag, ENGINES_LOAD);
  return { outcomes, seconds, stored: stored() };
}

/** A row with one value per engine; met when both are what is expected. */
function pairRow(/** @type {string} */ label, /** @type {unknown[]} */ values, expected = "") {
  const each = values.map(String);
  const met = expected === "" ? "" : each.every((value) => value === expected) ? "yes" : "NO";
  if (met === "NO") failures.push(`${label}: ${each.join(" / ")} (expected ${expected} each)`);
  return [label, ...each, expected, met];
}

async function enginesScenario() {
  // Its own conditions: a run of this scenario alone keeps the report's header of a full run.
  const conditions = `Measured ${new Date().toISOString()} on ${os.cpus().length} cores, load
average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} at the start (other work on the
machine slows both sides: compare them with each other, not with scenario 1).`;
  const env = { CONTACT_RATE_LIMIT: "1000000" };
  const dataDir = tempDir();
  const sqliteServer = await startServer(dataDir, { ...env, WEB_CONCURRENCY: "2" });
  /** @type {EngineRun} */
  let sqlite;
  try {
    const stored = () => storedCounts(dataDir);
    sqlite = await engineRun([sqliteServer.url], "sqlite", stored);
  } finally {
    await sqliteServer.stop();
  }
  const postgres = await startPostgres();
  removeOnExit.add(postgres.remove);
  /** @type {Server[]} */
  const servers = [];
  /** @type {EngineRun} */
  let shared;
  try {
    const databaseUrl = await postgres.createDatabase();
    const pgEnv = { ...env, WEB_CONCURRENCY: "1", DATABASE_URL: databaseUrl };
    // One after the other, so the second finds the tables made instead of waiting on a lock.
    servers.push(await startServer(tempDir(), pgEnv));
    servers.push(await startServer(tempDir(), pgEnv));
    const stored = () => storedCounts("", databaseUrl);
    shared = await engineRun(
      servers.map((server) => server.url),
      "postgres",
      stored,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    postgres.remove();
    removeOnExit.delete(postgres.remove);
  }
  const runs = [sqlite, shared];
  const checks = runs.map((run) => reconcile(run.outcomes, run.stored));
  const latencies = runs.map((run) => run.outcomes.filter((o) => o.status !== 0).map((o) => o.ms));
  const each = (/** @type {(index: number) => unknown} */ value) => [value(0), value(1)];
  const total = String(ENGINES_LOAD.total);
  const head = ["Measure", "SQLite, 1 instance", "PostgreSQL, 2 instances", "Expected", "Met"];
  const rows = table(
    [
      pairRow(
        "Server processes",
        each((i) => (i ? "2 × 1" : "1 × 2")),
      ),
      pairRow(
        "Submissions",
        each((i) => runs[i]?.outcomes.length),
        total,
      ),
      pairRow(
        "Answers",
        each((i) => statusCounts(runs[i]?.outcomes ?? [])),
        `303 × ${total}`,
      ),
      pairRow(
        "Seconds of load",
        each((i) => runs[i]?.seconds.toFixed(1)),
      ),
      pairRow(
        "Messages/second",
        each((i) => ((checks[i]?.acked ?? 0) / (runs[i]?.seconds ?? 1)).toFixed(0)),
      ),
      pairRow(
        "Latency p50 (ms)",
        each((i) => percentile(latencies[i] ?? [], 50)),
      ),
      pairRow(
        "Latency p99 (ms)",
        each((i) => percentile(latencies[i] ?? [], 99)),
      ),
      pairRow(
        "Latency max (ms)",
        each((i) => percentile(latencies[i] ?? [], 100)),
      ),
      pairRow(
        "Acknowledged and stored exactly once",
        each((i) => checks[i]?.exactlyOnce),
        total,
      ),
      pairRow(
        "Acknowledged but not stored (lost)",
        each((i) => checks[i]?.lost),
        "0",
      ),
      pairRow(
        "Stored more than once",
        each((i) => checks[i]?.duplicated),
        "0",
      ),
      pairRow(
        "Stored but never sent",
        each((i) => checks[i]?.neverSent),
        "0",
      ),
    ],
    head,
  );
  return `${conditions}\n\n${rows}`;
}

const cpus = os.cpus();
const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
const machine = `${cpus.length} × ${cpus[0]?.model.trim()}, ${memory}, ${os.type()} ${os.release()}`;
const loadAverage = os.loadavg().map((load) => load.toFixed(2));
/** @type {string[]} */
const sections = [];

/**
 * Runs one scenario; one that throws is reported, and the next one still runs.
 * @param {string} title @param {string} intro @param {() => Promise<string>} run
 */
async function section(title, intro, run) {
  console.log(`\n## ${title}\n`);
  const body = await run().catch((/** @type {unknown} */ error) => {
    console.error(error);
    const first = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    failures.push(`${title} did not complete: ${first}`);
    return `Did not complete: ${first}`;
  });
  console.log(body);
  sections.push(`## ${title}\n\n${intro}\n\n${body}`);
}

/** The scenarios by number; `npm run bench:reliability -- 6` runs only those named. */
const scenarios = [
  ["1. Load", LOAD_INTRO, loadScenario],
  ["2. Crash", CRASH_INTRO, crashScenario],
  ["3. Unwritable database", UNWRITABLE_INTRO, unwritableScenario],
  ["4. Page load", PAGES_INTRO, pageLoadScenario],
  ["5. Delivery to the care team", DELIVERY_INTRO, () => deliveryScenario({ row, table, tempDir })],
  [
    "6. Form bodies",
    BODIES_INTRO,
    async () => {
      const server = await startServer(tempDir());
      try {
        return await bodiesScenario({ row, table, server });
      } finally {
        await server.stop();
      }
    },
  ],
  ["7. PostgreSQL beside SQLite", ENGINES_INTRO, enginesScenario],
];
const chosen = process.argv.slice(2);
/** @type {Set<() => void>} A throwaway PostgreSQL to remove, even after a failure or Ctrl-C. */
const removeOnExit = new Set();

/** Stops every server and PostgreSQL this run started, and deletes its temporary folders. */
async function cleanUp() {
  await stopAllServers("SIGKILL");
  for (const remove of removeOnExit) remove();
  removeOnExit.clear();
  for (const dir of tempDirs.splice(0)) {
    lockDatabase(dir, false);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing what this run created.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  for (const [title, intro, run] of /** @type {[string, string, () => Promise<string>][]} */ (
    scenarios
  )) {
    if (chosen.length === 0 || chosen.includes(title.split(".")[0] ?? "")) {
      await section(title, intro, run);
    }
  }
} finally {
  await cleanUp();
}

const summary = failures.length
  ? `Expectations not met:\n\n${failures.map((failure) => `- ${failure}`).join("\n")}`
  : "Every expectation was met.";
const notesText = [...notes].map((note) => `\n${note}\n`).join("");
const report = `# Reliability

Measured by \`npm run bench:reliability\` (\`scripts/reliability.mjs\`) against the production
build on 127.0.0.1, with the load generated on the same machine.

- Date: ${new Date().toISOString()}
- Node.js: ${process.version}
- Machine: ${machine}
- Load average at the start (other work on the machine skews the timings): ${loadAverage.join(", ")}

${sections.join("\n\n")}

## Summary

${summary}
${notesText}`;
const reportFile = new URL("../docs/reliability.md", import.meta.url);
if (chosen.length === 0) fs.writeFileSync(reportFile, report);
else {
  // Only some scenarios ran: each replaces its own section of the last full report.
  let previous = fs.readFileSync(reportFile, "utf8");
  for (const text of sections) {
    const title = text.split("\n")[0] ?? "";
    const start = previous.indexOf(title);
    const end = start < 0 ? -1 : previous.indexOf("\n## ", start + title.length);
    previous =
      start < 0
        ? previous.replace("\n## Summary", `\n${text}\n\n## Summary`)
        : `${previous.slice(0, start)}${text}\n${previous.slice(end)}`;
  }
  fs.writeFileSync(reportFile, previous);
}
console.log(`\n${summary}\n${notesText}\nWrote docs/reliability.md`);
process.exitCode = failures.length ? 1 : 0;
