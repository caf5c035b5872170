import cluster from "node:cluster";
import os from "node:os";
import { logger, sendConsoleToLog } from "./logger";
import { databaseProblemAtStart } from "~/contact/message-store.server";
import { runPrimary } from "./primary";
import { serve, WORKER_ENV } from "./serve";
import { checkSettings, SettingError } from "./settings";

/**
 * How many processes serve requests: WEB_CONCURRENCY, else one per core the OS grants this
 * process. Node 20 does not count a container's CPU quota (only its CPU set): set
 * WEB_CONCURRENCY to the CPUs a container is given.
 */
function workerCount(setting = process.env.WEB_CONCURRENCY): number {
  const count = Number(setting);
  return Number.isInteger(count) && count > 0 ? count : os.availableParallelism();
}

/**
 * Starts the production server on HOST:PORT, serving the build in `buildDir`: one process per
 * CPU core by default (WEB_CONCURRENCY sets how many), or a single process when that is 1. See
 * docs/decisions/015-one-server-process-per-core.md.
 */
export async function startServer(buildDir: string): Promise<void> {
  // Every line a server process writes is JSON (docs/decisions/028-health-logs-and-a-proxy-in-front.md).
  sendConsoleToLog();
  // A setting that cannot be meant stops the server before it starts, with one line saying why.
  try {
    checkSettings();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }

  // The first process checks the database (and updates its schema) once, before any serves.
  if (!cluster.isWorker) {
    const problem = await databaseProblemAtStart();
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }

  const workers = workerCount();
  if (cluster.isWorker && process.env[WORKER_ENV]) {
    await serve({ inCluster: true, buildDir });
  } else if (cluster.isPrimary && workers > 1) {
    runPrimary(workers);
  } else {
    // One process, or one of the processes of another manager's cluster (PM2, say).
    await serve({ inCluster: false, buildDir });
  }
}
