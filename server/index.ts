/**
 * Starts the production server on HOST:PORT: one process per CPU core by default
 * (WEB_CONCURRENCY sets how many), or a single process when that is 1. See
 * docs/decisions/015-one-server-process-per-core.md.
 */
import cluster from "node:cluster";
import os from "node:os";

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";

/**
 * How many processes serve requests: WEB_CONCURRENCY, else one per core the OS grants this
 * process. Node 20 does not count a container's CPU quota (only its CPU set): set
 * WEB_CONCURRENCY to the CPUs a container is given.
 */
function workerCount(setting = process.env.WEB_CONCURRENCY): number {
  const count = Number(setting);
  return Number.isInteger(count) && count > 0 ? count : os.availableParallelism();
}

// A setting that cannot be meant stops the server before it starts, with one line saying why.
const { checkSettings, SettingError } = await import("./settings.js");
try {
  checkSettings();
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { serve, WORKER_ENV } = await import("./serve.js");
const workers = workerCount();
if (cluster.isWorker && process.env[WORKER_ENV]) {
  await serve({ inCluster: true });
} else if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import("./primary.js");
  runPrimary(workers);
} else {
  // One process, or one of the processes of another manager's cluster (PM2, say), which
  // would not answer the rate limit's questions: each then keeps its own.
  await serve({ inCluster: false });
}
