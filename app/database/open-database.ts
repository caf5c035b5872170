/**
 * Opening the process's database: a SQLite file under DATA_DIR or a PostgreSQL pool, each set
 * up as every query of every feature expects, with the schemas handed in brought up to date.
 * Only the database owner (database-owner.ts) and the operator's command open one; see
 * docs/decisions/074-one-database-owner-per-process.md.
 */
import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { type DatabaseTarget, describeTarget } from "./database-target";
import type { DatabaseSchema } from "./schemas";
import { fileIdentityCheck } from "./sqlite-file-identity";
import { consoleLog, type Log } from "../log";

export const DATABASE_FILE = "messages.sqlite";

/**
 * An open database. `db` knows no table: each feature sees its own through its own types
 * (`db.withTables<Its>()`), so this room depends on no feature.
 */
export type OpenDatabase<Tables = object> = {
  db: Kysely<Tables>;
  target: DatabaseTarget;
  close(): Promise<void>;
} & (
  | {
      engine: "sqlite";
      sqlite: Database.Database;
      /** Whether the file's path still names the file opened (sqlite-file-identity.ts). */
      isStillAtPath(): boolean;
    }
  | { engine: "postgres"; pool: pg.Pool }
);

/** The database in `dataDir` does not exist, and the caller asked not to create it. */
export class MissingDatabaseError extends Error {}

/** A file SQLite needs to write cannot be written (read-only, immutable, another owner). */
export class UnwritableDatabaseError extends Error {
  readonly code = "UNWRITABLE";
}

/**
 * A connection, a query or a wait for a lock that takes longer than this fails, so a visitor
 * is answered "try again later" within seconds while PostgreSQL is down or stuck.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 5_000;

export interface OpenDatabaseOptions {
  /** The features' schemas, each brought up to date in turn (schemas.ts). */
  schemas: readonly DatabaseSchema[];
  /** Open only an existing SQLite file, never create one (the messages command). */
  mustExist?: boolean;
  /** Where a PostgreSQL connection lost while idle is reported. */
  log?: Log;
}

/**
 * Opens the database and brings its schema up to date (Kysely's Migrator; on PostgreSQL it
 * holds an advisory lock, on SQLite an IMMEDIATE transaction, so instances starting together
 * apply each step once).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { schemas, mustExist = false, log = consoleLog }: OpenDatabaseOptions,
): Promise<OpenDatabase> {
  const database =
    target.engine === "sqlite"
      ? openSqlite(target.dataDir, mustExist)
      : openPostgres(target.url, log);
  try {
    await migrate(database, schemas);
    // Opened means answered, even with no schema to bring up to date.
    await sql`SELECT 1`.execute(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/**
 * WAL lets readers (the messages command) run beside the server; `synchronous = FULL` makes a
 * committed message survive a power cut, not only a crash; every transaction takes the write
 * lock first, so two processes writing at once wait for each other (busy_timeout) instead of
 * one failing to upgrade a read lock.
 */
function openSqlite(dataDir: string, mustExist: boolean): OpenDatabase {
  const file = path.join(dataDir, DATABASE_FILE);
  if (mustExist) {
    if (!existsSync(dataDir)) throw new MissingDatabaseError(`${dataDir} does not exist.`);
    if (!existsSync(file)) throw new MissingDatabaseError(`${file} does not exist.`);
  } else {
    makeFolder(dataDir);
  }
  refuseUnwritable(dataDir, file);
  const sqlite = new Database(file, { fileMustExist: mustExist });
  const isStillAtPath = fileIdentityCheck(file);
  try {
    // First, so that the others wait for a server process that holds the lock.
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<object>({ dialect: new ImmediateSqliteDialect(sqlite) });
  return {
    engine: "sqlite",
    sqlite,
    isStillAtPath,
    db,
    target: { engine: "sqlite", dataDir },
    close: () => db.destroy(),
  };
}

/** DATA_DIR names something that is not a folder (a file). */
export class NotAFolderError extends Error {
  readonly code = "ENOTDIR";
}

/**
 * Makes `folder` and whichever of its parents are missing, one level at a time. Node's own
 * recursive mkdir tries again for ever, without yielding, where a parent can never be made
 * (anywhere under /proc): the process would never serve, nor stop on a signal.
 */
export function makeFolder(folder: string): void {
  try {
    mkdirSync(folder);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "EEXIST") {
      if (statSync(folder).isDirectory()) return;
      throw new NotAFolderError(`${folder} is not a folder.`);
    }
    const parent = path.dirname(folder);
    if (code !== "ENOENT" || parent === folder) throw error;
    makeFolder(parent);
    mkdirSync(folder);
  }
}

/**
 * SQLite opens a file it cannot write read-only without a word, and that connection then fails
 * every write for as long as it is kept; worse, it creates the WAL and shared-memory files with
 * the database file's own permissions, so a file that was read-only for a moment leaves them
 * read-only after it is writable again, for every later process. So a database is opened only
 * when the folder and each of its files can be written; until then opening fails, and the next
 * attempt tries again.
 */
function refuseUnwritable(dataDir: string, file: string): void {
  for (const each of [dataDir, file, `${file}-wal`, `${file}-shm`]) {
    if (each !== dataDir && !existsSync(each)) continue;
    try {
      accessSync(each, constants.W_OK);
    } catch {
      throw new UnwritableDatabaseError(`${each} cannot be written.`);
    }
  }
}

/**
 * SQLite's transactions as BEGIN IMMEDIATE: the write lock is taken before anything is read.
 * A transaction SQLite has already rolled back itself (a full disk, a read-only file) is not
 * rolled back again, so the error that ended it is the one reported, not "no transaction".
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: Database.Database;
  constructor(settings: SqliteDialectConfig, sqlite: Database.Database) {
    super(settings);
    this.#sqlite = sqlite;
  }
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
  }
  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  readonly #sqlite: Database.Database;
  constructor(sqlite: Database.Database) {
    const settings = { database: sqlite };
    super(settings);
    this.#settings = settings;
    this.#sqlite = sqlite;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#settings, this.#sqlite);
  }
}

function openPostgres(url: string, log: Log): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    lock_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
    idleTimeoutMillis: 30_000,
    application_name: "sahab-website",
  });
  // A connection that drops while idle (a restart of PostgreSQL) is an event on the pool, not
  // an exception: the pool forgets it and opens a new one when next asked.
  pool.on("error", (error) => {
    log.warn(`A PostgreSQL connection was lost (${error.message}); reconnecting on demand.`);
  });
  pool.on("connect", ignoreLostConnection);
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: "postgres",
    pool,
    db,
    target: { engine: "postgres", url },
    close: () => db.destroy(),
  };
}

/**
 * A connection that drops while it is handed out (between two statements of a transaction) is
 * an `error` event on its client, which nothing listens to, so it would end the process. The
 * statement that next uses it fails, and is answered as any database failure is.
 */
function ignoreLostConnection(client: pg.PoolClient): void {
  client.on("error", () => undefined);
}

/**
 * Brings each schema up to date, once even when instances start together: on PostgreSQL the
 * Migrator holds an advisory lock, on SQLite one IMMEDIATE transaction covers the whole run.
 */
async function migrate(database: OpenDatabase, schemas: readonly DatabaseSchema[]): Promise<void> {
  const run = async (db: Kysely<unknown>) => {
    for (const schema of schemas) {
      const migrator = new Migrator({
        db,
        migrationTableName: schema.migrationTable,
        migrationLockTableName: `${schema.migrationTable}_lock`,
        provider: { getMigrations: async () => schema.migrations(database.engine) },
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    }
  };
  const { target } = database;
  if (target.engine === "postgres") {
    // On a connection of its own without the statement timeout: an instance waiting for
    // another's migration to finish (the Migrator's advisory lock) waits as long as it takes.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 1,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: "sahab-website-migrations",
    });
    pool.on("error", () => undefined);
    pool.on("connect", ignoreLostConnection);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      return await run(db);
    } finally {
      await db.destroy();
    }
  }
  if (database.engine !== "sqlite") return;
  // Kysely's SQLite adapter locks nothing across processes; one IMMEDIATE transaction around
  // the whole run makes a second process wait (busy_timeout) and then find the work done.
  const { sqlite } = database;
  sqlite.exec("BEGIN IMMEDIATE");
  try {
    await run(database.db as Kysely<unknown>);
    sqlite.exec("COMMIT");
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
    throw error;
  }
}

/**
 * One line saying why the database cannot be used, naming it without its password: for the
 * server that cannot start, and for the messages command.
 */
export function explainDatabaseError(target: DatabaseTarget, error: unknown): string {
  const where = describeTarget(target);
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const reason =
    code === "ECONNREFUSED"
      ? "nothing answers at that address"
      : code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "no such host"
        : code === "28P01" || code === "28000"
          ? "the user name or password is wrong"
          : code === "3D000"
            ? "no such database"
            : /timeout|terminated/i.test(message ?? "")
              ? "it did not answer in time (timed out, or the connection was cut)"
              : (message ?? String(error)).split("\n")[0]?.replace(/\.$/, "");
  return `Cannot use the contact database ${where}: ${reason}.`;
}
