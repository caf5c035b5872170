import type { DatabaseOwner } from "./database-owner";
import { explainDatabaseError, makeFolder, NotAFolderError } from "./open-database";

/**
 * Opens the process's database before it serves, creating it and bringing every schema up to
 * date (server/start.ts says which process that is); with `open: false`, checks only the SQLite
 * folder. Says why a PostgreSQL cannot be used (no such host, nothing listening, wrong
 * password, no such database), in one line without its password, so the server stops rather
 * than serve a form that cannot work; so does a DATA_DIR that is not a folder and cannot be
 * made one (a file, a path under /proc). A SQLite folder that exists but cannot be written is
 * no reason to stop: the form answers 503 until it can, and the pages keep serving.
 */
export async function databaseProblem(
  owner: DatabaseOwner,
  { open = true }: { open?: boolean } = {},
): Promise<string | undefined> {
  const { target } = owner;
  if (target.engine === "sqlite") {
    try {
      makeFolder(target.dataDir);
    } catch (error) {
      const where = JSON.stringify(target.dataDir);
      const { code } = error as NodeJS.ErrnoException;
      const why = error instanceof NotAFolderError ? "is not a folder" : `cannot be made (${code})`;
      return `DATA_DIR must name a folder that exists or can be made: ${where} ${why}.`;
    }
  }
  if (!open) return undefined;
  try {
    await owner.open();
    return undefined;
  } catch (error) {
    return target.engine === "postgres" ? explainDatabaseError(target, error) : undefined;
  }
}
