import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage, MessageStore, StoredContactMessage } from "./message-store.js";

export const DATABASE_FILE = "messages.sqlite";

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far it is. */
const migrations = [
  `CREATE TABLE contact_messages (
     id          INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT    NOT NULL,
     locale      TEXT    NOT NULL,
     name        TEXT    NOT NULL,
     email       TEXT    NOT NULL,
     phone       TEXT,
     message     TEXT    NOT NULL
   );
   CREATE INDEX contact_messages_received_at ON contact_messages (received_at);`,
  // What a message said, hashed, to recognise the same submission arriving twice.
  `ALTER TABLE contact_messages ADD COLUMN fingerprint TEXT;
   CREATE INDEX contact_messages_fingerprint ON contact_messages (fingerprint, received_at);`,
];

/**
 * The same words from the same page within this long are one submission sent twice (a double
 * click, a form posted again while the first answer was on its way), not a second message.
 * See docs/decisions/018-one-message-per-submission.md.
 */
export const SAME_SUBMISSION_WINDOW_MS = 10_000;

/** A hash of everything the visitor wrote and where: equal for the same submission sent twice. */
function fingerprintOf(message: ContactMessage): string {
  const { locale, name, email, phone, message: text } = message;
  return createHash("sha256")
    .update(JSON.stringify([locale, name, email, phone, text]))
    .digest("hex");
}

interface Row {
  id: number;
  received_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

function fromRow(row: Row): StoredContactMessage {
  return {
    id: row.id,
    receivedAt: row.received_at,
    locale: row.locale,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
  };
}

/**
 * Brings the schema up to date one step at a time. Several server processes may open the
 * database at once: each step re-reads the version inside an IMMEDIATE transaction, which
 * takes the write lock first, so exactly one process applies it and the others see it done.
 */
function migrate(db: Database.Database) {
  const step = db.transaction(() => {
    const current = db.pragma("user_version", { simple: true }) as number;
    const sql = migrations[current];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${current + 1}`);
    return true;
  });
  while (step.immediate()) {
    // Apply the next step, if any.
  }
}

/**
 * Opens (creating if needed) the SQLite database in `dataDir` and brings its schema up to
 * date. WAL lets readers (the export command) run beside the server; `synchronous = FULL`
 * makes a committed message survive a power cut, not only a crash.
 */
export function openSqliteMessageStore(dataDir: string): MessageStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    // First, so that the others wait for a server process that holds the lock.
    db.pragma("busy_timeout = 5000");
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare<[string, string, string, string, string | null, string, string], Row>(
    `INSERT INTO contact_messages (received_at, locale, name, email, phone, message, fingerprint)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const selectSame = db.prepare<[string, string], Row>(
    `SELECT * FROM contact_messages
     WHERE fingerprint = ? AND received_at >= ? ORDER BY id DESC LIMIT 1`,
  );
  const selectAll = db.prepare<[], Row>("SELECT * FROM contact_messages ORDER BY id");
  const selectSince = db.prepare<[string], Row>(
    "SELECT * FROM contact_messages WHERE received_at >= ? ORDER BY id",
  );
  const deleteBefore = db.prepare<[string]>("DELETE FROM contact_messages WHERE received_at < ?");

  // IMMEDIATE takes the write lock before the look-up, so of two copies of one submission
  // racing in two server processes, the second always sees the first.
  const saveOnce = db.transaction((message: ContactMessage) => {
    const fingerprint = fingerprintOf(message);
    const windowStart = new Date(Date.parse(message.receivedAt) - SAME_SUBMISSION_WINDOW_MS);
    const same = selectSame.get(fingerprint, windowStart.toISOString());
    if (same) return same;
    // `all()`, not `get()`: better-sqlite3's `get()` can return a row whose statement then
    // fails on reset. The transaction's COMMIT throws too if the disk refuses the write, so
    // the visitor is never told "sent" for a message that is not stored.
    const [row] = insert.all(
      message.receivedAt,
      message.locale,
      message.name,
      message.email,
      message.phone,
      message.message,
      fingerprint,
    );
    if (!row) throw new Error("The message was not stored.");
    return row;
  });

  return {
    /** Stores the message, or returns the stored copy when it is the same submission again. */
    save(message: ContactMessage) {
      return fromRow(saveOnce.immediate(message));
    },
    list({ since } = {}) {
      const rows = since ? selectSince.all(since.toISOString()) : selectAll.all();
      return rows.map(fromRow);
    },
    deleteReceivedBefore(cutoff: Date) {
      return deleteBefore.run(cutoff.toISOString()).changes;
    },
    close() {
      db.close();
    },
  };
}
