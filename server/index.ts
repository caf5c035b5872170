/**
 * Starts the production server on HOST:PORT: one process per CPU core by default
 * (WEB_CONCURRENCY sets how many), or a single process when that is 1. See
 * docs/decisions/015-one-server-process-per-core.md.
 */
import cluster from "node:cluster";
import os from "node:os";

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";

/** How many processes serve requests: WEB_CONCURRENCY, else one per core the OS grants. */
function workerCount(setting = process.env.WEB_CONCURRENCY): number {
  const count = Number(setting);
  return Number.isInteger(count) && count > 0 ? count : os.availableParallelism();
}

const workers = workerCount();
if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import("./primary.js");
  runPrimary(workers);
} else {
  const { serve } = await import("./serve.js");
  await serve({ inCluster: cluster.isWorker });
}
