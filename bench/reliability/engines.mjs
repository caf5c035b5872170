// @ts-check
import os from "node:os";
import { startPostgres } from "../../harness/postgres.mjs";
import { table } from "../markdown.mjs";
import { percentile } from "../statistics.mjs";
import { pairRow } from "./expectations.mjs";
import { scaled } from "./scale.mjs";
import { removeOnExit, startServer, tempDir } from "./servers.mjs";
import { reconcile, runLoad, statusCounts, storedCounts } from "./submissions.mjs";

/**
 * @typedef {import("./scale.mjs").RunSize} RunSize
 * @typedef {import("./servers.mjs").Server} Server
 * @typedef {import("./submissions.mjs").Outcome} Outcome
 * @typedef {{ outcomes: Outcome[], seconds: number, stored: Map<string, number> }} EngineRun
 */

/** The load on each engine: about half a minute of it on a busy 2-core machine. */
const ENGINES_LOAD = { total: 3000, concurrency: 50 };

export const title = "7. PostgreSQL beside SQLite";

export const intro = (/** @type {RunSize} */ size) =>
  `${scaled(ENGINES_LOAD.total, size).toLocaleString("en")} valid submissions over
${scaled(ENGINES_LOAD.concurrency, size)} connections to each of: one instance on SQLite (WEB_CONCURRENCY=2:
two processes on one file), then two instances sharing one PostgreSQL (WEB_CONCURRENCY=1 each,
the submissions alternating between them), so each side runs two server processes. Form posts
as a browser sends them (Origin, \`application/x-www-form-urlencoded\`), each text unique, with
CONTACT_RATE_LIMIT=1000000 so the limit refuses none; looked up afterwards through
\`npm run messages\`. PostgreSQL is a throwaway server (\`harness/postgres.mjs\`: fsync off, as
in the tests), so its figures are an upper bound for a real disk.`;

export async function run(/** @type {RunSize} */ size) {
  const load = {
    total: scaled(ENGINES_LOAD.total, size),
    concurrency: scaled(ENGINES_LOAD.concurrency, size),
  };
  // Its own conditions: a run of this scenario alone keeps the report's header of a full run.
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  const conditions = `Measured ${new Date().toISOString()} on ${os.cpus().length} cores, load
average ${loadAverage} at the start (other work on the
machine slows both sides: compare them with each other, not with scenario 1).`;
  /** The load over `urls`, then what the database holds. @returns {Promise<EngineRun>} */
  const engineRun = async (
    /** @type {string[]} */ urls,
    /** @type {string} */ tag,
    /** @type {() => Map<string, number>} */ stored,
  ) => ({ ...(await runLoad(urls, tag, load)), stored: stored() });
  const env = { CONTACT_RATE_LIMIT: "1000000" };
  const dataDir = tempDir();
  const sqliteServer = await startServer(dataDir, { ...env, WEB_CONCURRENCY: "2" });
  /** @type {EngineRun} */
  let sqlite;
  try {
    sqlite = await engineRun([sqliteServer.url], "sqlite", () => storedCounts(dataDir));
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
    shared = await engineRun(
      servers.map((server) => server.url),
      "postgres",
      () => storedCounts("", databaseUrl),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    postgres.remove();
    removeOnExit.delete(postgres.remove);
  }
  const runs = [sqlite, shared];
  const checks = runs.map((each) => reconcile(each.outcomes, each.stored));
  const latencies = runs.map((each) =>
    each.outcomes.filter((o) => o.status !== 0).map((o) => o.ms),
  );
  const each = (/** @type {(index: number) => unknown} */ value) => [value(0), value(1)];
  const latency = (/** @type {number} */ p) =>
    each((i) => percentile(latencies[i] ?? [], p).toFixed(0));
  const total = String(load.total);
  const head = ["Measure", "SQLite, 1 instance", "PostgreSQL, 2 instances", "Expected", "Met"];
  const rows = table(head, [
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
    pairRow("Latency p50 (ms)", latency(50)),
    pairRow("Latency p99 (ms)", latency(99)),
    pairRow("Latency max (ms)", latency(100)),
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
  ]);
  return `${conditions}\n\n${rows}`;
}
