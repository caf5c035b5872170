/**
 * The process's one database owner, and the schemas it keeps up to date: every feature that
 * stores rows hands its schema here, once, and runs its queries on the owner it is given. See
 * docs/decisions/074-one-database-owner-per-process.md.
 */
import { contactSchema } from "../app/contact/contact.server";
import { type DatabaseOwner, databaseOwner } from "../app/database/database-owner";
import { networkStatusSchema } from "../app/network-status/network-status.server";
import type { Settings } from "../app/settings/settings.server";
import { logger } from "./logger";

/** Each feature's schema, brought up to date in this order when the database opens. */
export const SCHEMAS = [contactSchema, networkStatusSchema] as const;

/** The owner of the database the settings name: made once a process, opened at start or first use. */
export function processDatabase(settings: Pick<Settings, "database">): DatabaseOwner {
  return databaseOwner(settings.database, { schemas: SCHEMAS, log: logger });
}
