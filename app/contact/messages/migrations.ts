import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../../database/database-target";
import { healthProbeMigrations } from "../../database/health-probe";
import { newReference } from "../message-reference";

/**
 * The schema, one step a migration, for both engines; Kysely's Migrator applies the missing
 * ones in name order and records them in `kysely_migration`. Columns are the same on both
 * engines (times as ISO 8601 text in UTC, which sorts in time order), so every query reads the
 * same rows on either. See docs/decisions/027-one-query-layer-two-engines.md.
 */
export function migrations(engine: Engine): Record<string, Migration> {
  const sqlite = engine === "sqlite";
  // The health check's table, the database room's own, under the names first applied here.
  const probeSteps = healthProbeMigrations(engine);
  return {
    "001-messages": legacy(1, engine, async (db) => {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "integer", (column) =>
          sqlite
            ? column.primaryKey().autoIncrement()
            : column.primaryKey().generatedByDefaultAsIdentity(),
        )
        .addColumn("received_at", "text", (column) => column.notNull())
        .addColumn("locale", "text", (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("phone", "text")
        .addColumn("message", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("contact_messages_received_at")
        .on("contact_messages")
        .column("received_at")
        .execute();
    }),
    // The outbox (docs/decisions/023-delivery-through-an-outbox.md). Messages stored before it
    // get a random uuid and no deliveries: they were never promised to anyone but the export.
    "002-outbox": legacy(2, engine, async (db) => {
      await db.schema.alterTable("contact_messages").addColumn("uuid", "text").execute();
      await db.schema.alterTable("contact_messages").addColumn("plan", "text").execute();
      await sql`UPDATE contact_messages SET uuid = ${
        sqlite
          ? sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4'
              || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-'
              || hex(randomblob(6)))`
          : sql`gen_random_uuid()::text`
      }`.execute(db);
      await db.schema
        .createIndex("contact_messages_uuid")
        .on("contact_messages")
        .column("uuid")
        .unique()
        .execute();
      await db.schema
        .createIndex("contact_messages_email")
        .on("contact_messages")
        .expression(sqlite ? sql`email COLLATE NOCASE` : sql`lower(email)`)
        .execute();
      await db.schema
        .createTable("message_deliveries")
        .addColumn("message_id", "integer", (column) =>
          column.notNull().references("contact_messages.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("queued_at", "text", (column) => column.notNull())
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("claimed_until", "text")
        .addColumn("delivered_at", "text")
        .addColumn("last_error", "text")
        .addPrimaryKeyConstraint("message_deliveries_pk", ["message_id", "channel"])
        .execute();
      await db.schema
        .createIndex("message_deliveries_due")
        .on("message_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
    }),
    // What a message said, hashed, to recognise the same submission arriving twice.
    "003-fingerprint": legacy(3, engine, async (db) => {
      await db.schema.alterTable("contact_messages").addColumn("fingerprint", "text").execute();
      await db.schema
        .createIndex("contact_messages_fingerprint")
        .on("contact_messages")
        .columns(["fingerprint", "received_at"])
        .execute();
    }),
    // The contact form's rate limit (its counters, in the layout rate-limiter-flexible used, so
    // an instance of the release before reads them too), and the salt its keys are hashed
    // with, made once, so every instance hashes alike.
    "004-shared-rate-limit": {
      async up(db) {
        await db.schema
          .createTable("contact_rate_limit")
          .addColumn("key", "varchar(255)", (column) => column.primaryKey())
          .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("expire", "bigint")
          .execute();
        await db.schema
          .createTable("server_secrets")
          .addColumn("name", "text", (column) => column.primaryKey())
          .addColumn("value", "text", (column) => column.notNull())
          .execute();
        await db
          .insertInto("server_secrets" as never)
          .values({ name: "client_key_salt", value: randomBytes(32).toString("base64url") })
          .execute();
      },
    },
    ...probeSteps,
    // Each message's reference (unique: two messages never share one) and whether it is a
    // complaint. Messages stored before get a reference each, so every row has one.
    "006-reference-and-topic": {
      async up(db) {
        await db.schema.alterTable("contact_messages").addColumn("reference", "text").execute();
        await db.schema
          .alterTable("contact_messages")
          .addColumn("topic", "text", (column) => column.notNull().defaultTo("general"))
          .execute();
        const { rows } = await sql<{ id: number }>`SELECT id FROM contact_messages`.execute(db);
        const given = new Set<string>();
        for (const { id } of rows) {
          let reference = newReference();
          while (given.has(reference)) reference = newReference();
          given.add(reference);
          await sql`UPDATE contact_messages SET reference = ${reference} WHERE id = ${id}`.execute(
            db,
          );
        }
        await db.schema
          .createIndex("contact_messages_reference")
          .on("contact_messages")
          .column("reference")
          .unique()
          .execute();
      },
    },
    // What a message is (a contact message, or a sign-up request from the join page) and a
    // sign-up's choices, as JSON. Every message stored before is a contact message, which the
    // default says; the name's number follows the health check's 007, already taken.
    "008-message-kind-and-details": {
      async up(db) {
        await db.schema
          .alterTable("contact_messages")
          .addColumn("kind", "text", (column) => column.notNull().defaultTo("contact"))
          .execute();
        await db.schema.alterTable("contact_messages").addColumn("details", "text").execute();
      },
    },
  };
}

/**
 * A step that SQLite databases made before Kysely already took, counted in `PRAGMA
 * user_version`: skipped there, so a database at version 3 is upgraded, not rebuilt.
 */
function legacy(
  version: number,
  engine: Engine,
  up: (db: Kysely<unknown>) => Promise<void>,
): Migration {
  return {
    async up(db) {
      if (engine === "sqlite") {
        const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
        if ((rows[0]?.user_version ?? 0) >= version) return;
      }
      await up(db);
      // Kept up to date, so the release before this one can still open the file.
      if (engine === "sqlite") await sql.raw(`PRAGMA user_version = ${version}`).execute(db);
    },
  };
}
