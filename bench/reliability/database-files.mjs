// @ts-check
// The SQLite files a reliability run checks and makes unwritable.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const DB_FILE = "messages.sqlite";

/** SQLite's own check of the database in `dataDir`: "ok", or what is wrong. */
export function integrity(/** @type {string} */ dataDir) {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}

/**
 * Makes the database unwritable: `chattr +i` (immutable inode) on the data directory, the
 * database and its WAL. Root ignores file modes, so chmod stops nothing, and a read-only
 * remount of a bind mount is refused ("mount point is busy") while the server holds the file
 * open for writing. An immutable inode refuses every write, even through a descriptor opened
 * before (EPERM), as a failing or read-only disk would. The -shm file is left alone: SQLite
 * maps it into memory, and a store to an immutable mapped page kills the process (SIGBUS),
 * which would be this test's doing, not the outage's.
 * @returns {string} "" once writes really fail, else why that could not be arranged
 */
export function lockDatabase(/** @type {string} */ dataDir, locked = true) {
  const files = [dataDir, path.join(dataDir, DB_FILE), path.join(dataDir, `${DB_FILE}-wal`)];
  try {
    execFileSync("chattr", [locked ? "+i" : "-i", ...files.filter(fs.existsSync)], {
      stdio: "pipe",
    });
  } catch (error) {
    const stderr = String(/** @type {{ stderr?: unknown }} */ (error).stderr ?? "").trim();
    const why = stderr || (error instanceof Error ? error.message : String(error));
    return `chattr failed (${why}); chmod does not stop root, and a read-only bind remount is refused while the file is open`;
  }
  if (!locked) return "";
  try {
    fs.appendFileSync(path.join(dataDir, DB_FILE), "");
  } catch {
    return "";
  }
  lockDatabase(dataDir, false);
  return "chattr +i did not stop a write by root on this file system";
}
