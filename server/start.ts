import cluster from "node:cluster";
import { databaseProblem } from "../app/database/database-problem";
import { parseSettings, type Settings, SettingsError } from "../app/settings/settings.server";
import { processDatabase } from "./database";
import { firstListenProblem } from "./listen-check";
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

  // Before any process serves, the first tries the addresses it is to listen on and checks the
  // database, so a value that fails only when used stops the start here, in one line, and not in
  // every worker. A PostgreSQL is opened (and its schema brought up to date) there, once. A SQLite
  // file is opened by each process that serves, never by a primary with workers (server/primary.ts
  // says why), so the file exists before the server says it is serving; such a primary checks
  // only the folder the file is to be in. What opens it is the process's one database owner,
  // which then serves the process's requests and contact work.
  const database = processDatabase(settings);
  const sqlite = settings.database.engine === "sqlite";
  const primaryWithWorkers = cluster.isPrimary && settings.processes > 1;
  let problem: string | undefined;
  if (!cluster.isWorker) {
    problem =
      (await firstListenProblem(settings)) ??
      (await databaseProblem(database, { open: !(sqlite && primaryWithWorkers) }));
  } else if (sqlite) {
    problem = await databaseProblem(database);
  }
  if (problem) {
    logger.fatal(problem);
    process.exit(1);
  }

  if (cluster.isWorker && process.env[WORKER_ENV]) {
    await serve({ inCluster: true, buildDir, settings, database });
  } else if (cluster.isPrimary && settings.processes > 1) {
    // The primary serves nothing: what it opened to bring PostgreSQL's schema up to date goes.
    await database.close();
    runPrimary(settings);
  } else {
    // One process, or one of the processes of another manager's cluster (PM2, say).
    await serve({ inCluster: false, buildDir, settings, database });
  }
}
