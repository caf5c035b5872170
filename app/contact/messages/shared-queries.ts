import { contactTablesOn, proveWritable } from "./contact-tables";
import { messageStoreOn } from "./contact-queries";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { MessageStore } from "./message-types";
import type { DatabaseOwner } from "../../database/database-owner";
import type { OpenDatabase } from "../../database/open-database";

/**
 * The contact store on the process's one database (app/database/database-owner.ts): the form,
 * the deliverer, retention and the metrics' scrape all work through it, on one SQLite
 * connection or one PostgreSQL pool a process. After any failure the owner opens the database
 * afresh for the next use; nothing here opens or closes it.
 */
export interface SharedStore {
  /** Runs `work` on the store; a failure gives the database up for the next use, and is rethrown. */
  run<T>(work: (store: MessageStore) => Promise<T>): Promise<T>;
  /** The store on the database open now (opened first if it is not). */
  store(): Promise<MessageStore>;
  /**
   * Resolves once the database has committed a write as large as a message's save, as the form
   * needs; rejects otherwise (for the health check), and then the database is given up as
   * after a failed save.
   */
  checkWritable(): Promise<void>;
  /** Closes the owner's database: for a test that made an owner of its own. */
  close(): Promise<void>;
}

/**
 * The contact store on `owner`'s database; each message saved through it is queued on each of
 * `channels` (the ones the delivery settings configure, read once by the caller).
 */
export function sharedStore(
  owner: DatabaseOwner,
  { channels }: { channels: readonly DeliveryChannel[] },
): SharedStore {
  // One store an opening of the database, so what it reads once (the limit's salt) is kept.
  const stores = new WeakMap<OpenDatabase, MessageStore>();
  function storeOn(database: OpenDatabase): MessageStore {
    let store = stores.get(database);
    if (!store) {
      store = messageStoreOn(database, { channels });
      stores.set(database, store);
    }
    return store;
  }
  const run = <T>(work: (store: MessageStore) => Promise<T>) =>
    owner.run((database) => work(storeOn(database)));
  return {
    run,
    store: () => run(async (store) => store),
    checkWritable: () => owner.run((database) => proveWritable(contactTablesOn(database))),
    close: () => owner.close(),
  };
}
