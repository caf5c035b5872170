/** How a stored message and its deliveries are read back, for the messages' and the outbox's queries. */
import type { Kysely, SelectQueryBuilder, Transaction } from "kysely";
import type { Tables } from "./contact-tables";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { DeliveryState, StoredContactMessage } from "./message-types";
import { signupOf } from "./signup-details";

/** The database or a transaction on it: where a query runs. */
export type Db = Kysely<Tables> | Transaction<Tables>;

export type MessageRow = Omit<Tables["contact_messages"], "id"> & { id: number };
export type DeliveryRow = {
  message_id: number;
  channel: DeliveryChannel;
  status: DeliveryState["status"];
  attempts: number;
  queued_at: string;
  delivered_at: string | null;
  last_error: string | null;
};

export function fromRow(row: MessageRow, deliveries: DeliveryState[]): StoredContactMessage {
  return {
    id: row.id,
    uuid: row.uuid,
    reference: row.reference,
    kind: row.kind,
    signup: signupOf(row.details),
    topic: row.topic,
    receivedAt: row.received_at,
    locale: row.locale,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    plan: row.plan,
    deliveries,
  };
}

export const deliveryState = (row: DeliveryRow): DeliveryState => ({
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

/** The messages, each with its deliveries. */
export async function withDeliveries(
  on: Db,
  messages: SelectQueryBuilder<Tables, "contact_messages", MessageRow>,
): Promise<StoredContactMessage[]> {
  const rows = await messages.execute();
  if (rows.length === 0) return [];
  const deliveries = await on
    .selectFrom("message_deliveries")
    .selectAll()
    .where("message_id", "in", messages.clearSelect().clearOrderBy().select("id"))
    .orderBy("message_id")
    .orderBy("channel")
    .execute();
  const byMessage = new Map<number, DeliveryState[]>();
  for (const delivery of deliveries) {
    const list = byMessage.get(delivery.message_id) ?? [];
    list.push(deliveryState(delivery));
    byMessage.set(delivery.message_id, list);
  }
  return rows.map((row) => fromRow(row, byMessage.get(row.id) ?? []));
}

export const byId = (on: Db, ids: number[]) =>
  on.selectFrom("contact_messages").selectAll().where("id", "in", ids).orderBy("id");
