// @ts-check
import { integrity } from "./database-files.mjs";
import { row, rowsTable } from "./expectations.mjs";
import { LOAD } from "./load.mjs";
import { scaled } from "./scale.mjs";
import { startServer, tempDir } from "./servers.mjs";
import {
  pageStatus,
  reconcile,
  runLoad,
  statusCounts,
  storedCounts,
  submitEach,
} from "./submissions.mjs";

/** @typedef {import("./scale.mjs").RunSize} RunSize */

const CRASH_AFTER = 2000;

export const title = "2. Crash";

export const intro = (/** @type {RunSize} */ size) =>
  `The same load on a fresh database, SIGKILL to every server process (the
primary and its workers) once ${scaled(CRASH_AFTER, size).toLocaleString("en")} are acknowledged, then a restart on the same data directory.`;

export async function run(/** @type {RunSize} */ size) {
  const crashAfter = scaled(CRASH_AFTER, size);
  const dataDir = tempDir();
  const first = await startServer(dataDir);
  // SIGKILL once crashAfter are acknowledged: no handler runs, nothing more is flushed.
  let acked = 0;
  const { outcomes } = await runLoad(first.url, "crash", {
    total: scaled(LOAD.total, size),
    concurrency: scaled(LOAD.concurrency, size),
    stop: () => acked >= crashAfter,
    onOutcome: (outcome) => {
      if (outcome.acked && ++acked === crashAfter) void first.stop("SIGKILL");
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
    return rowsTable([
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
