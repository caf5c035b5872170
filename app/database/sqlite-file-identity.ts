/**
 * Whether a SQLite file is still where it was opened. A file deleted (or replaced) while open
 * stays open: SQLite writes on into the unlinked inode without a word, and every write is gone
 * when the process ends. The path is compared with the device and inode it named at opening,
 * one `stat` (microseconds), so the database owner can ask before and after every use.
 */
import { statSync } from "node:fs";

/** The database file a use ran on was deleted or replaced while open: nothing it wrote is kept. */
export class DatabaseFileGoneError extends Error {
  readonly code = "FILE_GONE";
}

/**
 * Notes which file `file` names now; the check returned says whether it still names that one
 * (false once it is missing, or another file, even one of the same name, took its place).
 */
export function fileIdentityCheck(file: string): () => boolean {
  const opened = identityOf(file);
  return () => {
    const now = identityOf(file);
    return opened !== undefined && now === opened;
  };
}

/** Device and inode as one string (bigints: an inode number can pass 2^53), none if missing. */
function identityOf(file: string): string | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.dev}:${stats.ino}` : undefined;
}
