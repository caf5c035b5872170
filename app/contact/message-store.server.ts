import { settings } from "~/settings.server";
import { channelsOf } from "./delivery/delivery-config";
import {
  type ContactDatabase,
  explainDatabaseError,
  openDatabase,
  pingDatabase,
} from "./messages/database";
import { messageStoreOn } from "./messages/database-message-store";
import type { DatabaseTarget } from "./messages/database-target";
import type { MessageStore } from "./messages/message-store";
import { databaseSubmissionLimiter, type SubmissionLimiter } from "./messages/submission-limiter";

/**
 * This process's contact database, opened on first use and kept open: the messages and the
 * rate limit share it (one SQLite connection, or one PostgreSQL pool, a process).
 */
interface Opened {
  database: ContactDatabase;
  store: MessageStore;
  limiters: Map<number, Promise<SubmissionLimiter>>;
}
let opening: Promise<Opened> | undefined;

function opened(): Promise<Opened> {
  const { database: target, delivery } = settings();
  opening ??= openDatabase(target).then(
    (database) => ({
      database,
      store: messageStoreOn(database, { channels: channelsOf(delivery) }),
      limiters: new Map(),
    }),
    (error: unknown) => {
      // Not opened: the next request tries again, so a database that comes back is used.
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/** The contact store, opened on first use and kept open. */
export async function messageStore(): Promise<MessageStore> {
  return (await opened()).store;
}

/**
 * Forgets the store after a failure. A SQLite file is closed and opened afresh by the next
 * submission, so one that was unwritable for a while is used again as soon as it can be; a
 * PostgreSQL pool is kept, as it replaces broken connections itself.
 */
export function discardMessageStore(): void {
  const current = opening;
  if (!current) return;
  void current.then(
    ({ database }) => {
      if (database.engine !== "sqlite" || opening !== current) return;
      opening = undefined;
      return database.close();
    },
    () => undefined,
  );
}

/** The contact form's rate limit, `limit` messages per 15 minutes, kept in this database. */
export function submissionLimiter(limit: number): SubmissionLimiter {
  const current = async () => {
    const { database, limiters } = await opened();
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = databaseSubmissionLimiter(database, limit);
      limiters.set(limit, limiter);
      limiter.catch(() => limiters.delete(limit));
    }
    return limiter;
  };
  return {
    reserve: async (address) => (await current()).reserve(address),
    refund: async (address) => (await current()).refund(address),
  };
}

/** Resolves when the contact database answers a query; rejects otherwise (for health checks). */
export async function checkDatabase(): Promise<void> {
  await pingDatabase((await opened()).database);
}

/**
 * At start, before serving: opens the database once, creating it and bringing its schema up to
 * date before any worker asks. A PostgreSQL that cannot be used (no such host, nothing
 * listening, wrong password, no such database) is one line naming it without its password, so
 * the server stops rather than serve a form that cannot work. A SQLite folder that cannot be
 * opened is not: the form answers 503 until it can, and the pages keep serving.
 */
export async function databaseProblemAtStart(target: DatabaseTarget): Promise<string | undefined> {
  try {
    const database = await openDatabase(target);
    await database.close();
    return undefined;
  } catch (error) {
    return target.engine === "postgres" ? explainDatabaseError(target, error) : undefined;
  }
}
