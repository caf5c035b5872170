/**
 * The messages' and the outbox's queries on one open database, joined: what the form, the
 * deliverer, retention and the operator's command each work with.
 */
import { contactSchema, contactTablesOn } from "./contact-tables";
import { messageQueries } from "./message-queries";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { ContactQueries } from "./message-types";
import { outboxQueries } from "./outbox-queries";
import type { DatabaseTarget } from "../../database/database-target";
import {
  openDatabase,
  type OpenDatabase,
  type OpenDatabaseOptions,
} from "../../database/open-database";

export interface QueryOptions {
  /** The channels each saved message gets a pending delivery for; by default none. */
  channels?: readonly DeliveryChannel[];
}

/** The contact queries on an open database; closing them closes the database. */
export function contactQueriesOn(
  database: OpenDatabase,
  { channels = [] }: QueryOptions = {},
): ContactQueries {
  const contact = contactTablesOn(database);
  return {
    engine: database.engine,
    ...messageQueries(contact, { channels }),
    ...outboxQueries(contact),
    close: () => database.close(),
  };
}

export type OpenOptions = QueryOptions & Omit<OpenDatabaseOptions, "schemas">;

/**
 * Opens the database at `target` on a connection of its own, brings the contact schema up to
 * date and returns the contact queries on it: for the operator's command, a process of its own whose one
 * owner of the database this is.
 */
export async function openContactQueries(
  target: DatabaseTarget,
  { channels, ...options }: OpenOptions = {},
): Promise<ContactQueries> {
  const database = await openDatabase(target, { ...options, schemas: [contactSchema] });
  return contactQueriesOn(database, { channels });
}
