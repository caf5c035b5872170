/**
 * The one owner of a process's database: opened once (at start, or on first use), shared by
 * everything in the process that reads or writes rows (the requests, the deliverer, retention,
 * the metrics' scrape), and opened afresh here alone after a fault. A feature never opens the
 * database itself: it runs its queries through `run`, on the tables its schema made. See
 * docs/decisions/074-one-database-owner-per-process.md.
 */
import { type DatabaseTarget, describeTarget } from "./database-target";
import { openDatabase, type OpenDatabase } from "./open-database";
import type { DatabaseSchema } from "./schemas";
import { DatabaseFileGoneError } from "./sqlite-file-identity";
import type { Log } from "../log";

export interface DatabaseOwner {
  readonly target: DatabaseTarget;
  /**
   * Runs `work` on the open database, opening it first when it is not (every schema brought
   * up to date). When the work fails, or its SQLite file is found deleted or replaced (before
   * or after the work), the database is given up for the next use as a fault requires, and
   * the failure is rethrown for the caller to answer.
   */
  run<T>(work: (database: OpenDatabase) => Promise<T>): Promise<T>;
  /** Opens the database now (at start), so that a problem shows before anything serves. */
  open(): Promise<void>;
  /** Closes the database; a later `run` opens it again. */
  close(): Promise<void>;
}

/** One opening of the database, and how many uses are running on it. */
interface Opening {
  database: Promise<OpenDatabase>;
  users: number;
  /** Given up after a fault: no new use gets it, and it is closed once its last use ends. */
  retired: boolean;
  /** Its SQLite file was found deleted or replaced, and logged so (once, however many found it). */
  lost?: boolean;
  closed?: Promise<void>;
}

/**
 * The owner of the database at `target`, on which each of `schemas` is kept up to date.
 *
 * After a failure a SQLite file is closed (once the uses already running on it have ended) and
 * opened afresh by the next use, so a connection that went bad (one SQLite opened read-only,
 * one that met a locked or full disk) is never kept, a file that was unwritable for a while is
 * used again as soon as it can be, and a file deleted while open is made again. A PostgreSQL
 * pool is kept, as it replaces broken connections itself. A database that could not be opened
 * is tried again by the next use.
 */
export function databaseOwner(
  target: DatabaseTarget,
  { schemas, log }: { schemas: readonly DatabaseSchema[]; log: Log },
): DatabaseOwner {
  let current: Opening | undefined;
  /** Closings under way, of openings given up: `close` waits for them too. */
  const closings = new Set<Promise<void>>();

  function opening(): Opening {
    if (current) return current;
    const fresh: Opening = {
      database: openDatabase(target, { schemas, log }),
      users: 0,
      retired: false,
    };
    fresh.database.catch(() => {
      if (current === fresh) current = undefined;
    });
    current = fresh;
    return fresh;
  }

  function closeWhenUnused(each: Opening): Promise<void> {
    if (!each.retired || each.users > 0) return Promise.resolve();
    if (!each.closed) {
      const closed = each.database.then(
        (database) => database.close().catch(() => undefined),
        () => undefined,
      );
      each.closed = closed;
      closings.add(closed);
      void closed.then(() => closings.delete(closed));
    }
    return each.closed;
  }

  function giveUp(each: Opening): void {
    if (target.engine !== "sqlite") return;
    if (current === each) current = undefined;
    each.retired = true;
  }

  /**
   * A SQLite file deleted or replaced while open takes writes into a file no later process
   * finds: a use that meets it, before or after its work (whose writes then went there), fails
   * like one that met any fault, so nothing is acknowledged from it, and the next use opens the
   * file at the path afresh, recreating it as at start. Closing the old connection touches
   * nothing at the path: SQLite neither checkpoints nor deletes the -wal and -shm of a file
   * that moved (`sqlite3PagerClose` asks `databaseIsUnmoved`, in SQLite's src/pager.c), which
   * by then may be the new file's.
   */
  function refuseMovedFile(each: Opening, database: OpenDatabase): void {
    if (database.engine !== "sqlite" || database.isStillAtPath()) return;
    const file = describeTarget(target);
    if (!each.lost) {
      each.lost = true;
      log.error(
        `${file} was deleted or replaced while open; what it held is lost. Creating it again.`,
      );
    }
    throw new DatabaseFileGoneError(`${file} was deleted or replaced while open.`);
  }

  async function run<T>(work: (database: OpenDatabase) => Promise<T>): Promise<T> {
    const each = opening();
    each.users += 1;
    try {
      const database = await each.database;
      refuseMovedFile(each, database);
      const result = await work(database);
      refuseMovedFile(each, database);
      return result;
    } catch (error) {
      giveUp(each);
      throw error;
    } finally {
      each.users -= 1;
      void closeWhenUnused(each);
    }
  }

  return {
    target,
    run,
    open: () => run(async () => undefined),
    async close() {
      const each = current;
      current = undefined;
      if (each) {
        each.retired = true;
        each.users = 0;
        void closeWhenUnused(each);
      }
      await Promise.all(closings);
    },
  };
}
