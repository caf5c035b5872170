import cluster from "node:cluster";
import { contactDatabaseProblem } from "../app/contact/contact.server";
import { parseSettings, type Settings, SettingsError } from "../app/settings/settings.server";
import { logger } from "./logger";
import { runPrimary } from "./primary";
import { serve, WORKER_ENV } from "./serve";

/**
 * Starts the production server on HOST:PORT, serving the build in `buildDir`: one process per
 * CPU core by default (WEB_CONCURRENCY sets how many), or a single process when that is 1. See
 * docs/decisions/015-one-server-process-per-core.md.
 */
export async function startServer(buildDir: string): Promise<void> {
  // Every setting is read and checked first: one that cannot be meant stops the server before
  // it starts, with one line saying why (docs/decisions/030-one-settings-schema.md).
  let settings: Settings;
  try {
    settings = parseSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    logger.fatal(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  logger.level = settings.logLevel;

  // The database is checked (and its schema brought up to date) before any process serves. A
  // PostgreSQL once, by the first process, so a wrong URL stops the start in one line; a SQLite
  // file by each process that serves, never by a primary with workers (server/primary.ts says
  // why), so the file exists before the server says it is serving.
  const primaryWithWorkers = cluster.isPrimary && settings.processes > 1;
  const checksDatabase =
    settings.database.engine === "sqlite" ? !primaryWithWorkers : !cluster.isWorker;
  if (checksDatabase) {
    const problem = await contactDatabaseProblem(settings);
    if (problem) {
      logger.fatal(problem);
      process.exit(1);
    }
  }

  if (cluster.isWorker && process.env[WORKER_ENV]) {
    await serve({ inCluster: true, buildDir, settings });
  } else if (cluster.isPrimary && settings.processes > 1) {
    runPrimary(settings);
  } else {
    // One process, or one of the processes of another manager's cluster (PM2, say).
    await serve({ inCluster: false, buildDir, settings });
  }
}
