/**
 * The health check's table: one row, rewritten by every check to prove the database takes a
 * write as large as the caller needs. The database room owns it, as any feature's health
 * rests on it. Its two steps keep the names they were first applied under, in the contact
 * feature's migration history, which every existing database has recorded them in; that
 * schema runs them (docs/decisions/077-every-room-on-its-floor.md).
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "./database-target";

export interface HealthProbeTables {
  /** `room`: the random bytes last written, as many as the check asked for. */
  health_probe: { id: number; checked_at: string; room: Buffer | null };
}

/** The steps that make the table, under the names existing databases recorded them with. */
export function healthProbeMigrations(engine: Engine): Record<string, Migration> {
  return {
    // The row the health check rewrites, to prove a write rather than a read.
    "005-health-probe": {
      async up(db) {
        await db.schema
          .createTable("health_probe")
          .addColumn("id", "integer", (column) => column.primaryKey())
          .addColumn("checked_at", "text", (column) => column.notNull())
          .execute();
      },
    },
    // Room for what the health check writes: as many pages as the largest write a feature
    // needs, so a disk with room for the probe alone does not pass for one that can take it.
    "007-health-probe-room": {
      async up(db) {
        await db.schema
          .alterTable("health_probe")
          .addColumn("room", engine === "sqlite" ? "blob" : "bytea")
          .execute();
      },
    },
  };
}

/**
 * Resolves once the database has committed a write of `bytes`; a database that answers reads
 * but cannot take that write (a read-only file or connection, a disk too full, a PostgreSQL in
 * read-only mode) throws, like one that does not answer at all. Random bytes, so that no
 * engine stores them in less room.
 */
export async function proveWritable(db: Kysely<HealthProbeTables>, bytes: number): Promise<void> {
  const checkedAt = new Date().toISOString();
  const room = randomBytes(bytes);
  await db
    .insertInto("health_probe")
    .values({ id: 1, checked_at: checkedAt, room })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: checkedAt, room }))
    .execute();
}
