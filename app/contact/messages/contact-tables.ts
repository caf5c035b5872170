/**
 * The contact feature's tables, as its typed queries see them, and the schema that makes them:
 * what the feature hands the database owner (app/database/database-owner.ts), and the only way
 * its queries see an open database.
 */
import type { Generated, Kysely } from "kysely";
import {
  type HealthProbeTables,
  proveWritable as proveWritableBy,
} from "../../database/health-probe";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { DeliveryStatus } from "./message-types";
import { migrations } from "./migrations";
import type { ContactTopic } from "../../domain/contact-fields";
import type { MessageKind } from "../../domain/signup";
import type { OpenDatabase } from "../../database/open-database";
import type { DatabaseSchema } from "../../database/schemas";

/** The tables, as the typed queries see them; times are ISO 8601 text in UTC. */
export interface Tables extends HealthProbeTables {
  contact_messages: {
    id: Generated<number>;
    uuid: string;
    received_at: string;
    locale: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    plan: string | null;
    fingerprint: string | null;
    /** Unique; every row has one since migration 006, which gave earlier rows theirs. */
    reference: string;
    topic: ContactTopic;
    /** `contact` for every row stored before migration 008, which added it. */
    kind: MessageKind;
    /** A sign-up's choices as JSON (signup-details.ts); null for a contact message. */
    details: string | null;
  };
  message_deliveries: {
    message_id: number;
    channel: DeliveryChannel;
    status: Generated<DeliveryStatus>;
    attempts: Generated<number>;
    queued_at: string;
    next_attempt_at: string;
    claimed_until: string | null;
    delivered_at: string | null;
    last_error: string | null;
  };
  server_secrets: { name: string; value: string };
  /** The rate limit's counters: `expire` in ms since the epoch (a string from pg's bigint). */
  contact_rate_limit: { key: string; points: number; expire: number | string | null };
}

/** An open database as the contact queries see it: their tables, typed. */
export type ContactDatabase = OpenDatabase<Tables>;

const views = new WeakMap<OpenDatabase, ContactDatabase>();

/** The contact tables on `database` (one view a database, kept while it is open). */
export function contactTablesOn(database: OpenDatabase): ContactDatabase {
  let view = views.get(database);
  if (!view) {
    // The tables are this feature's own: the open database knows none (its type is `object`).
    view = { ...database, db: database.db as unknown as Kysely<Tables> };
    views.set(database, view);
  }
  return view;
}

/**
 * The contact feature's migrations, recorded in Kysely's default table, as they were before
 * any other feature stored rows (so databases made then need nothing done).
 */
export const contactSchema: DatabaseSchema = {
  migrationTable: "kysely_migration",
  migrations,
};

/**
 * How much the health check writes: more pages than the largest message's save touches (its
 * row and text, every index, its deliveries, the limit's counter), with room to spare for a
 * B-tree split. A disk nearly full takes a write of one page long after a message no longer
 * fits, and SQLite's WAL keeps the frames a failed save wrote, so a probe of one page would
 * pass in the space each failed save leaves behind.
 */
export const PROBE_BYTES = 96 * 1024;

/**
 * Resolves once the database has committed a write as large as a message's save, which is what
 * the contact form needs (app/database/health-probe.ts).
 */
export async function proveWritable(database: ContactDatabase): Promise<void> {
  // The probe's table is among these tables; Kysely's types do not narrow a database to some.
  await proveWritableBy(database.db as unknown as Kysely<HealthProbeTables>, PROBE_BYTES);
}
