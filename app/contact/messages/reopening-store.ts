import { type ContactDatabase, openDatabase, proveWritable } from "./database";
import type { DatabaseTarget } from "./database-target";
import { messageStoreOn } from "./message-queries";
import type { DeliveryChannel, MessageStore } from "./message-types";
import type { Log } from "../../log";

/**
 * A process's contact database, opened on first use and kept open while it works: the
 * messages and the rate limit share it (one SQLite connection, or one PostgreSQL pool, a
 * process). Any failure forgets it, so the next use opens it afresh.
 */
export interface ReopeningStore {
  /** The store, opened on first use (and again after a failure), then kept open. */
  store(): Promise<MessageStore>;
  /**
   * Forgets the store after any failure. A SQLite file is closed and opened afresh by the next
   * use, so a connection that went bad (one SQLite opened read-only, one that met a locked or
   * full disk) is never kept, and a file that was unwritable for a while is used again as soon
   * as it can be; a PostgreSQL pool is kept, as it replaces broken connections itself.
   */
  discard(): void;
  /**
   * Resolves once the database has committed a write, as the form needs; rejects otherwise
   * (for the health check), and then forgets the store as a failed save does.
   */
  checkWritable(): Promise<void>;
  /** Closes the database, if it is open. */
  close(): Promise<void>;
}

interface Opened {
  database: ContactDatabase;
  store: MessageStore;
}

/**
 * The store on `target`, whose saved messages each get a pending delivery on `channels` (the
 * ones the delivery settings configure, read once by the caller).
 */
export function reopeningStore(
  target: DatabaseTarget,
  { channels, log }: { channels: readonly DeliveryChannel[]; log: Log },
): ReopeningStore {
  let opening: Promise<Opened> | undefined;

  function opened(): Promise<Opened> {
    opening ??= openDatabase(target, { log }).then(
      (database) => ({ database, store: messageStoreOn(database, { channels }) }),
      (error: unknown) => {
        // Not opened: the next request tries again, so a database that comes back is used.
        opening = undefined;
        throw error;
      },
    );
    return opening;
  }

  function discard(): void {
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

  return {
    store: async () => (await opened()).store,
    discard,
    async checkWritable() {
      try {
        await proveWritable((await opened()).database);
      } catch (error) {
        discard();
        throw error;
      }
    },
    async close() {
      const current = opening;
      opening = undefined;
      const open = await current?.catch(() => undefined);
      await open?.database.close();
    },
  };
}
