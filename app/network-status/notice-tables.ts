/**
 * The network status feature's tables, as its queries see them, and the schema that makes
 * them, handed to the process's database owner (docs/decisions/074-one-database-owner-per-process.md).
 * Times are ISO 8601 text in UTC, which sorts in time order on both engines; the services and
 * areas of a notice are JSON arrays in text, as they are only ever read with their notice.
 */
import type { Generated, Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../database/database-target";
import type { OpenDatabase } from "../database/open-database";
import type { DatabaseSchema } from "../database/schemas";

export interface NoticeTables {
  network_status_notices: {
    id: string;
    kind: string;
    /** A JSON array of service ids. */
    services: string;
    /** A JSON array of area ids. */
    areas: string;
    title_en: string;
    title_ar: string;
    description_en: string;
    description_ar: string;
    starts_at: string;
    expected_end_at: string | null;
    resolved_at: string | null;
    resolution_en: string | null;
    resolution_ar: string | null;
    created_at: string;
    changed_at: string;
    /** Set when operations withdrew the notice: it is kept, but no longer shown. */
    withdrawn_at: string | null;
    withdrawal_en: string | null;
    withdrawal_ar: string | null;
  };
  network_status_updates: {
    id: Generated<number>;
    notice_id: string;
    posted_at: string;
    text_en: string;
    text_ar: string;
  };
}

export type NoticeDatabase = OpenDatabase<NoticeTables>;

export function noticeTablesOn(database: OpenDatabase): NoticeDatabase {
  // The tables are this feature's own: the open database knows none (its type is `object`).
  return { ...database, db: database.db as unknown as Kysely<NoticeTables> };
}

function migrations(engine: Engine): Record<string, Migration> {
  const sqlite = engine === "sqlite";
  return {
    "001-notices-and-updates": {
      async up(db) {
        await db.schema
          .createTable("network_status_notices")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("services", "text", (column) => column.notNull())
          .addColumn("areas", "text", (column) => column.notNull())
          .addColumn("title_en", "text", (column) => column.notNull())
          .addColumn("title_ar", "text", (column) => column.notNull())
          .addColumn("description_en", "text", (column) => column.notNull())
          .addColumn("description_ar", "text", (column) => column.notNull())
          .addColumn("starts_at", "text", (column) => column.notNull())
          .addColumn("expected_end_at", "text")
          .addColumn("resolved_at", "text")
          .addColumn("resolution_en", "text")
          .addColumn("resolution_ar", "text")
          .addColumn("created_at", "text", (column) => column.notNull())
          .addColumn("changed_at", "text", (column) => column.notNull())
          .execute();
        // The page reads what is open and what was resolved lately.
        await db.schema
          .createIndex("network_status_notices_resolved_at")
          .on("network_status_notices")
          .column("resolved_at")
          .execute();
        await db.schema
          .createTable("network_status_updates")
          .addColumn("id", "integer", (column) =>
            sqlite
              ? column.primaryKey().autoIncrement()
              : column.primaryKey().generatedByDefaultAsIdentity(),
          )
          .addColumn("notice_id", "text", (column) =>
            column.notNull().references("network_status_notices.id").onDelete("cascade"),
          )
          .addColumn("posted_at", "text", (column) => column.notNull())
          .addColumn("text_en", "text", (column) => column.notNull())
          .addColumn("text_ar", "text", (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("network_status_updates_notice")
          .on("network_status_updates")
          .columns(["notice_id", "posted_at"])
          .execute();
      },
    },
    "002-withdrawn-notices": {
      async up(db) {
        // One column a statement: SQLite's ALTER TABLE adds no more.
        for (const column of ["withdrawn_at", "withdrawal_en", "withdrawal_ar"]) {
          await db.schema.alterTable("network_status_notices").addColumn(column, "text").execute();
        }
      },
    },
  };
}

export const networkStatusSchema: DatabaseSchema = {
  migrationTable: "network_status_migration",
  migrations,
};
