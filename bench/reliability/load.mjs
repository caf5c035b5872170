// @ts-check
import { percentile } from "../statistics.mjs";
import { row, rowsTable } from "./expectations.mjs";
import { scaled } from "./scale.mjs";
import { alive, startServer, tempDir } from "./servers.mjs";
import { reconcile, runLoad, statusCounts, storedCounts } from "./submissions.mjs";

/** @typedef {import("./scale.mjs").RunSize} RunSize */

export const LOAD = { total: 5000, concurrency: 100 };

export const title = "1. Load";

export const intro = (/** @type {RunSize} */ size) =>
  `${scaled(LOAD.total, size).toLocaleString("en")} valid submissions over ${scaled(LOAD.concurrency, size)} connections, 5 per simulated client
(X-Forwarded-For), each with its own text, looked up afterwards through \`npm run messages\`.`;

export async function run(/** @type {RunSize} */ size) {
  const total = scaled(LOAD.total, size);
  const concurrency = scaled(LOAD.concurrency, size);
  const dataDir = tempDir();
  const server = await startServer(dataDir);
  try {
    const { outcomes, seconds } = await runLoad(server.url, "load", { total, concurrency });
    const check = reconcile(outcomes, storedCounts(dataDir));
    const ms = outcomes.filter((o) => o.status !== 0).map((o) => o.ms);
    const spread = [50, 99, 100].map((p) => percentile(ms, p).toFixed(0)).join(" / ");
    return rowsTable([
      row(`Submissions over ${concurrency} connections`, outcomes.length, String(total)),
      row("Answers", statusCounts(outcomes), `303 × ${total}`),
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
