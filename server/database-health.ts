import path from "node:path";
import Database from "better-sqlite3";
import { dataDir } from "~/contact/messages/data-dir";
import { DATABASE_FILE } from "~/contact/messages/sqlite-message-store";

/**
 * Whether the contact database answers: the SQLite file under DATA_DIR, opened read-only (it
 * is never created here) and asked to read its schema. Rejects when it cannot be opened or read. The
 * one place the health check knows which database the server uses.
 */
export async function checkDatabase(): Promise<void> {
  const db = new Database(path.join(dataDir(), DATABASE_FILE), {
    readonly: true,
    fileMustExist: true,
    // A locked database must not hold the process longer than the check waits for it.
    timeout: 1000,
  });
  try {
    db.prepare("select count(*) from sqlite_schema").get();
  } finally {
    db.close();
  }
}
