import type { DatabaseTarget } from "../database/database-target";
import { parseDatabaseTarget, SettingsError } from "./settings.server";

/** What a command run at a terminal reads and writes: the database, and its two streams. */
export interface DatabaseCommandIo {
  target: DatabaseTarget;
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Runs an operator's command (`npm run messages`, `npm run network-status`) on the database
 * the settings name, writing to the terminal; a setting it cannot read is one line and exit 1.
 */
export async function runDatabaseCommand(
  args: string[],
  command: (args: string[], io: DatabaseCommandIo) => Promise<number>,
): Promise<number> {
  let target;
  try {
    target = parseDatabaseTarget();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  return command(args, {
    target,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
