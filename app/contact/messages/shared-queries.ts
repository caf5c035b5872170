import { contactTablesOn, proveWritable } from "./contact-tables";
import { contactQueriesOn } from "./contact-queries";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { ContactQueries } from "./message-types";
import type { DatabaseOwner } from "../../database/database-owner";
import type { OpenDatabase } from "../../database/open-database";

/**
 * The contact queries on the process's one database (app/database/database-owner.ts): the form,
 * the deliverer, retention and the metrics' scrape all work through them, on one SQLite
 * connection or one PostgreSQL pool a process. After any failure the owner opens the database
 * afresh for the next use; nothing here opens or closes it.
 */
export interface SharedQueries {
  /** Runs `work` on the queries; a failure gives the database up for the next use, and is rethrown. */
  run<T>(work: (queries: ContactQueries) => Promise<T>): Promise<T>;
  /** The queries on the database open now (opened first if it is not). */
  queries(): Promise<ContactQueries>;
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
 * The contact queries on `owner`'s database; each message saved through them is queued on each of
 * `channels` (the ones the delivery settings configure, read once by the caller).
 */
export function sharedQueries(
  owner: DatabaseOwner,
  { channels }: { channels: readonly DeliveryChannel[] },
): SharedQueries {
  // One set of queries an opening of the database, so what they read once (the limit's salt)
  // is kept.
  const made = new WeakMap<OpenDatabase, ContactQueries>();
  function queriesOn(database: OpenDatabase): ContactQueries {
    let queries = made.get(database);
    if (!queries) {
      queries = contactQueriesOn(database, { channels });
      made.set(database, queries);
    }
    return queries;
  }
  const run = <T>(work: (queries: ContactQueries) => Promise<T>) =>
    owner.run((database) => work(queriesOn(database)));
  return {
    run,
    queries: () => run(async (queries) => queries),
    checkWritable: () => owner.run((database) => proveWritable(contactTablesOn(database))),
    close: () => owner.close(),
  };
}
