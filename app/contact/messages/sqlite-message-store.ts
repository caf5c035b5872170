import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { configuredChannels } from "../delivery/delivery-config";
import type {
  ContactMessage,
  DeliveryChannel,
  DeliveryJob,
  DeliveryState,
  DeliveryStatus,
  MessageStore,
  StoredContactMessage,
} from "./message-store";

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
  // The outbox (docs/decisions/023-delivery-through-an-outbox.md). Messages stored before it
  // get a random uuid and no deliveries: they were never promised to anyone but the export.
  `ALTER TABLE contact_messages ADD COLUMN uuid TEXT;
   ALTER TABLE contact_messages ADD COLUMN plan TEXT;
   UPDATE contact_messages SET uuid = lower(
     hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
     || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
   CREATE UNIQUE INDEX contact_messages_uuid ON contact_messages (uuid);
   CREATE INDEX contact_messages_email ON contact_messages (email COLLATE NOCASE);
   CREATE TABLE message_deliveries (
     message_id      INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
     channel         TEXT    NOT NULL,
     status          TEXT    NOT NULL DEFAULT 'pending',
     attempts        INTEGER NOT NULL DEFAULT 0,
     queued_at       TEXT    NOT NULL,
     next_attempt_at TEXT    NOT NULL,
     claimed_until   TEXT,
     delivered_at    TEXT,
     last_error      TEXT,
     PRIMARY KEY (message_id, channel)
   );
   CREATE INDEX message_deliveries_due ON message_deliveries (status, next_attempt_at);`,
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
  uuid: string;
  received_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  plan: string | null;
}

interface DeliveryRow {
  message_id: number;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  queued_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

function fromRow(row: Row, deliveries: DeliveryState[]): StoredContactMessage {
  return {
    id: row.id,
    uuid: row.uuid,
    receivedAt: row.received_at,
    locale: row.locale,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    plan: row.plan,
    deliveries,
  };
}

const deliveryState = (row: DeliveryRow): DeliveryState => ({
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

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
  while (step.immediate());
}

/** The database in `dataDir` does not exist, and the caller asked not to create it. */
export class MissingDatabaseError extends Error {}

export interface OpenOptions {
  /** Open only an existing database (the export command): never create an empty one. */
  mustExist?: boolean;
  /** The channels each saved message gets a pending delivery for; by default, those set. */
  channels?: readonly DeliveryChannel[];
}

/**
 * Opens (creating if needed) the SQLite database in `dataDir` and brings its schema up to
 * date. WAL lets readers (the export command) run beside the server; `synchronous = FULL`
 * makes a committed message survive a power cut, not only a crash.
 */
export function openSqliteMessageStore(
  dataDir: string,
  { mustExist = false, channels = configuredChannels() }: OpenOptions = {},
): MessageStore {
  const file = path.join(dataDir, DATABASE_FILE);
  if (mustExist) {
    if (!existsSync(dataDir)) throw new MissingDatabaseError(`${dataDir} does not exist.`);
    if (!existsSync(file)) throw new MissingDatabaseError(`${file} does not exist.`);
  } else {
    mkdirSync(dataDir, { recursive: true });
  }
  const db = new Database(file, { fileMustExist: mustExist });
  try {
    // First, so that the others wait for a server process that holds the lock.
    db.pragma("busy_timeout = 5000");
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare<
    [string, string, string, string, string, string | null, string, string | null, string],
    Row
  >(
    `INSERT INTO contact_messages
       (uuid, received_at, locale, name, email, phone, message, plan, fingerprint)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const selectSame = db.prepare<[string, string], Row>(
    `SELECT * FROM contact_messages
     WHERE fingerprint = ? AND received_at >= ? ORDER BY id DESC LIMIT 1`,
  );
  const insertDelivery = db.prepare<[number, string, string, string]>(
    `INSERT INTO message_deliveries (message_id, channel, queued_at, next_attempt_at)
     VALUES (?, ?, ?, ?)`,
  );
  const deliveriesOf = db.prepare<[string], DeliveryRow>(
    `SELECT * FROM message_deliveries
     WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY message_id, channel`,
  );
  const messagesWithIds = db.prepare<[string], Row>(
    "SELECT * FROM contact_messages WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
  );
  const select = db.prepare<{ since: string | null; email: string | null; failed: number }, Row>(
    `SELECT * FROM contact_messages
     WHERE (@since IS NULL OR received_at >= @since)
       AND (@email IS NULL OR email = @email COLLATE NOCASE)
       AND (NOT @failed OR id IN
             (SELECT message_id FROM message_deliveries WHERE status = 'failed'))
     ORDER BY id`,
  );
  const deleteDeliveriesBefore = db.prepare<[string]>(
    `DELETE FROM message_deliveries
     WHERE message_id IN (SELECT id FROM contact_messages WHERE received_at < ?)`,
  );
  const deleteBefore = db.prepare<[string]>("DELETE FROM contact_messages WHERE received_at < ?");
  const deleteDeliveriesOf = db.prepare<[string]>(
    `DELETE FROM message_deliveries
     WHERE message_id IN (SELECT id FROM contact_messages WHERE email = ? COLLATE NOCASE)`,
  );
  const deleteOf = db.prepare<[string]>(
    "DELETE FROM contact_messages WHERE email = ? COLLATE NOCASE",
  );
  const claim = db.prepare<{ now: string; until: string; limit: number }, DeliveryRow>(
    `UPDATE message_deliveries SET claimed_until = @until
     WHERE (message_id, channel) IN (
       SELECT message_id, channel FROM message_deliveries
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at LIMIT @limit)
     RETURNING *`,
  );
  const markDelivered = db.prepare<[string, number, string]>(
    `UPDATE message_deliveries SET status = 'delivered', attempts = attempts + 1,
       delivered_at = ?, last_error = NULL, claimed_until = NULL
     WHERE message_id = ? AND channel = ?`,
  );
  const markRetry = db.prepare<[string, string, number, string]>(
    `UPDATE message_deliveries SET attempts = attempts + 1, last_error = ?,
       next_attempt_at = ?, claimed_until = NULL
     WHERE message_id = ? AND channel = ?`,
  );
  const markFailed = db.prepare<[string, number, string]>(
    `UPDATE message_deliveries SET status = 'failed', attempts = attempts + 1,
       last_error = ?, claimed_until = NULL
     WHERE message_id = ? AND channel = ?`,
  );
  const release = db.prepare("UPDATE message_deliveries SET claimed_until = NULL");
  const requeue = db.prepare<{
    now: string;
    id: number | null;
    uuid: string | null;
    failed: number;
  }>(
    `UPDATE message_deliveries
     SET status = 'pending', attempts = 0, queued_at = @now, next_attempt_at = @now,
         claimed_until = NULL
     WHERE (@failed AND status = 'failed')
        OR message_id = @id
        OR message_id = (SELECT id FROM contact_messages WHERE uuid = @uuid)`,
  );

  /** The rows as messages, each with its deliveries. */
  function withDeliveries(rows: Row[]): StoredContactMessage[] {
    const byMessage = new Map<number, DeliveryState[]>();
    for (const delivery of deliveriesOf.all(JSON.stringify(rows.map((row) => row.id)))) {
      const list = byMessage.get(delivery.message_id) ?? [];
      list.push(deliveryState(delivery));
      byMessage.set(delivery.message_id, list);
    }
    return rows.map((row) => fromRow(row, byMessage.get(row.id) ?? []));
  }

  const save = db.transaction((message: ContactMessage) => {
    const fingerprint = fingerprintOf(message);
    const windowStart = new Date(Date.parse(message.receivedAt) - SAME_SUBMISSION_WINDOW_MS);
    const same = selectSame.get(fingerprint, windowStart.toISOString());
    if (same) return same;
    // `all()`, not `get()`: better-sqlite3's `get()` ignores a failure when the statement is
    // reset, and so could return a row that was never written.
    const [row] = insert.all(
      randomUUID(),
      message.receivedAt,
      message.locale,
      message.name,
      message.email,
      message.phone,
      message.message,
      message.plan ?? null,
      fingerprint,
    );
    if (!row) throw new Error("The message was not stored.");
    const now = new Date().toISOString();
    for (const channel of channels) insertDelivery.run(row.id, channel, now, now);
    return row;
  });

  const claimDue = db.transaction((now: Date, limit: number, leaseMs: number) => {
    const claimed = claim.all({
      now: now.toISOString(),
      until: new Date(now.getTime() + leaseMs).toISOString(),
      limit,
    });
    const ids = [...new Set(claimed.map((delivery) => delivery.message_id))];
    const messages = new Map(
      withDeliveries(messagesWithIds.all(JSON.stringify(ids))).map((m) => [m.id, m]),
    );
    return claimed.flatMap((delivery): DeliveryJob[] => {
      const message = messages.get(delivery.message_id);
      if (!message) return [];
      const { channel, attempts, queued_at: queuedAt } = delivery;
      return [{ message, channel, attempts, queuedAt }];
    });
  });

  return {
    /** Stores the message, or returns the stored copy when it is the same submission again. */
    save(message) {
      // The write lock is taken first, so two processes saving at once wait for each other
      // (busy_timeout) instead of one failing to upgrade a read lock, and of two copies of one
      // submission the second always sees the first. The commit throws if it fails, so the
      // visitor is never told "sent" for a message that is not stored.
      const [saved] = withDeliveries([save.immediate(message)]);
      if (!saved) throw new Error("The message was not stored.");
      return saved;
    },
    list({ since, email, failed = false } = {}) {
      const rows = select.all({
        since: since?.toISOString() ?? null,
        email: email ?? null,
        failed: failed ? 1 : 0,
      });
      return withDeliveries(rows);
    },
    deleteReceivedBefore(cutoff) {
      return db
        .transaction(() => {
          deleteDeliveriesBefore.run(cutoff.toISOString());
          return deleteBefore.run(cutoff.toISOString()).changes;
        })
        .immediate();
    },
    eraseByEmail(email) {
      return db
        .transaction(() => {
          deleteDeliveriesOf.run(email);
          return deleteOf.run(email).changes;
        })
        .immediate();
    },
    claimDue(now, limit, leaseMs) {
      return claimDue.immediate(now, limit, leaseMs);
    },
    recordOutcome({ message, channel }, outcome) {
      if (outcome.status === "delivered") {
        markDelivered.run(outcome.at.toISOString(), message.id, channel);
      } else if (outcome.status === "retry") {
        markRetry.run(outcome.error, outcome.nextAttemptAt.toISOString(), message.id, channel);
      } else {
        markFailed.run(outcome.error, message.id, channel);
      }
    },
    releaseClaims() {
      release.run();
    },
    redeliver(target, now = new Date()) {
      const failed = target === "failed";
      const id = /^\d+$/.test(target) ? Number(target) : null;
      const uuid = failed || id !== null ? null : target;
      return requeue.run({ now: now.toISOString(), id, uuid, failed: failed ? 1 : 0 }).changes;
    },
    close() {
      db.close();
    },
  };
}
