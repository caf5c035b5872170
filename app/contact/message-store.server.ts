import { settings } from "~/settings/settings.server";
import { countDatabaseError } from "../metrics/metrics.server";
import { channelsOf } from "./delivery/delivery-config";
import {
  type ContactDatabase,
  explainDatabaseError,
  openDatabase,
  proveWritable,
} from "./messages/database";
import { messageStoreOn } from "./messages/database-message-store";
import type { DatabaseTarget } from "./messages/database-target";
import type { MessageStore } from "./messages/message-store";

/**
 * This process's contact database, opened on first use and kept open while it works: the
 * messages and the rate limit share it (one SQLite connection, or one PostgreSQL pool, a
 * process).
 */
interface Opened {
  database: ContactDatabase;
  store: MessageStore;
}
let opening: Promise<Opened> | undefined;

function opened(): Promise<Opened> {
  const { database: target, delivery } = settings();
  opening ??= openDatabase(target).then(
    (database) => ({
      database,
      store: messageStoreOn(database, { channels: channelsOf(delivery) }),
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
 * Forgets the store after any failure. A SQLite file is closed and opened afresh by the next
 * use, so a connection that went bad (one SQLite opened read-only, one that met a locked or
 * full disk) is never kept, and a file that was unwritable for a while is used again as soon as
 * it can be; a PostgreSQL pool is kept, as it replaces broken connections itself.
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

/**
 * Resolves once the contact database has committed a write, as the form needs; rejects
 * otherwise (for the health check), and then forgets the store as a failed save does.
 */
export async function checkDatabase(): Promise<void> {
  try {
    await proveWritable((await opened()).database);
  } catch (error) {
    countDatabaseError("health");
    discardMessageStore();
    throw error;
  }
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
