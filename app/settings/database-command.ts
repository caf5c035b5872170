import type { DatabaseTarget } from "../database/database-target";
import { parseDatabaseTarget, SettingsError } from "./settings.server";

/** What a command run at a terminal reads and writes: the database, and its two streams. */
export interface DatabaseCommandIo {
  target: DatabaseTarget;
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * What writes to a stream until its reader has gone: `npm run messages | head` closes the pipe
 * after a few lines, and the command's next write would end it with an EPIPE stack trace. The
 * rest is not wanted; the command goes on to close its database and exit as it would have.
 */
function writerTo(stream: NodeJS.WritableStream): (text: string) => void {
  let readerGone = false;
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    readerGone = true;
  });
  return (text) => {
    if (!readerGone) stream.write(text);
  };
}

/**
 * Runs an operator's command (`npm run messages`, `npm run network-status`) on the database
 * the settings name, writing to the terminal (or the pipe it is read through); a setting it
 * cannot read is one line and exit 1.
 */
export async function runDatabaseCommand(
  args: string[],
  command: (args: string[], io: DatabaseCommandIo) => Promise<number>,
  {
    stdout = process.stdout,
    stderr = process.stderr,
  }: { stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream } = {},
): Promise<number> {
  const err = writerTo(stderr);
  let target;
  try {
    target = parseDatabaseTarget();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    err(`${error.message}\n`);
    return 1;
  }
  return command(args, { target, out: writerTo(stdout), err });
}
