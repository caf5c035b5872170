/**
 * The messages and their outbox on one open database, as one store: what the form, the
 * deliverer, retention and the operator's command each work with.
 */
import { contactSchema, contactTablesOn } from "./contact-tables";
import { messageQueries } from "./message-queries";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { MessageStore } from "./message-types";
import { outboxQueries } from "./outbox-queries";
import type { DatabaseTarget } from "../../database/database-target";
import {
  openDatabase,
  type OpenDatabase,
  type OpenDatabaseOptions,
} from "../../database/open-database";

export interface StoreOptions {
  /** The channels each saved message gets a pending delivery for; by default none. */
  channels?: readonly DeliveryChannel[];
}

/** The store on an open database; closing the store closes the database. */
export function messageStoreOn(
  database: OpenDatabase,
  { channels = [] }: StoreOptions = {},
): MessageStore {
  const contact = contactTablesOn(database);
  return {
    engine: database.engine,
    ...messageQueries(contact, { channels }),
    ...outboxQueries(contact),
    close: () => database.close(),
  };
}

export type OpenOptions = StoreOptions & Omit<OpenDatabaseOptions, "schemas">;

/**
 * Opens the database at `target` on a connection of its own, brings the contact schema up to
 * date and returns the store on it: for the operator's command, a process of its own whose one
 * owner of the database this is.
 */
export async function openMessageStore(
  target: DatabaseTarget,
  { channels, ...options }: OpenOptions = {},
): Promise<MessageStore> {
  const database = await openDatabase(target, { ...options, schemas: [contactSchema] });
  return messageStoreOn(database, { channels });
}
