/**
 * What the contact pipeline counts, for the operations team's Prometheus (`GET /metrics` on
 * METRICS_PORT, server/metrics/): messages stored and refused, deliveries by outcome, database
 * errors. Contact messages and sign-up requests are counted by kind in series of their own;
 * the series there were before the sign-ups keep counting what they did, so the dashboards and
 * alerts that read them read the same. Counted in every process whether or not metrics are served, as a count costs less
 * than asking whether anyone reads it; the process that serves `/metrics` adds up its own and
 * its workers' (docs/decisions/058-metrics-on-a-port-of-their-own.md).
 */
import { Counter, Registry } from "prom-client";
import { channelsOfKind, DELIVERY_CHANNELS } from "../settings/delivery-settings";
import { type MessageKind, messageKinds } from "../domain/signup";

/** This process's metrics; the HTTP server's are registered here too. */
export const metricsRegistry = new Registry();

/** Why the contact form did not store a message. */
export const REFUSAL_REASONS = ["invalid", "rate_limited", "unavailable", "spam"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What one send of one delivery came to. */
export const DELIVERY_OUTCOMES = ["delivered", "retried", "failed"] as const;
export type DeliveryOutcomeName = (typeof DELIVERY_OUTCOMES)[number];

/** Where the database failed: saving a message, the health check, the outbox, the purge. */
export const DATABASE_OPERATIONS = ["store", "health", "outbox", "retention", "metrics"] as const;
export type DatabaseOperation = (typeof DATABASE_OPERATIONS)[number];

const contactStored = new Counter({
  name: "sahab_contact_messages_stored_total",
  help: "Contact messages committed to the database (a submission sent twice counts once).",
  registers: [metricsRegistry],
});

const contactRefused = new Counter({
  name: "sahab_contact_messages_refused_total",
  help: "Contact form submissions not stored, by reason: invalid input, over the client's limit, database unavailable, or the honeypot filled in.",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

const deliveries = new Counter({
  name: "sahab_deliveries_total",
  help: "Sends of a message (of any kind) on a channel, by outcome: delivered, retried later, or failed for good.",
  labelNames: ["channel", "outcome"] as const,
  registers: [metricsRegistry],
});

const messagesStored = new Counter({
  name: "sahab_messages_stored_total",
  help: "Messages committed to the database, by kind: contact (the contact form) or signup (a sign-up request); a submission sent twice counts once.",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

const messagesRefused = new Counter({
  name: "sahab_messages_refused_total",
  help: "Submissions not stored, by kind and reason: invalid input, over the client's limit, database unavailable, or the honeypot filled in.",
  labelNames: ["kind", "reason"] as const,
  registers: [metricsRegistry],
});

const deliveriesByKind = new Counter({
  name: "sahab_deliveries_by_kind_total",
  help: "Sends of a message on a channel, by the message's kind and the send's outcome: delivered, retried later, or failed for good.",
  labelNames: ["kind", "channel", "outcome"] as const,
  registers: [metricsRegistry],
});

const databaseErrors = new Counter({
  name: "sahab_database_errors_total",
  help: "Database operations that failed, by what was being done.",
  labelNames: ["operation"] as const,
  registers: [metricsRegistry],
});

// Every series exists from the start at 0, so a rate or an alert sees its first increase.
contactStored.inc(0);
for (const reason of REFUSAL_REASONS) contactRefused.inc({ reason }, 0);
for (const channel of DELIVERY_CHANNELS) {
  for (const outcome of DELIVERY_OUTCOMES) deliveries.inc({ channel, outcome }, 0);
}
for (const operation of DATABASE_OPERATIONS) databaseErrors.inc({ operation }, 0);
for (const kind of messageKinds) {
  messagesStored.inc({ kind }, 0);
  for (const reason of REFUSAL_REASONS) messagesRefused.inc({ kind, reason }, 0);
  for (const channel of channelsOfKind(kind, DELIVERY_CHANNELS)) {
    for (const outcome of DELIVERY_OUTCOMES) deliveriesByKind.inc({ kind, channel, outcome }, 0);
  }
}

/**
 * What the forms' actions count: a contact message by default, a sign-up request when said
 * (`contactMetrics.stored("signup")`, `contactMetrics.refused("invalid", "signup")`). A contact
 * message also counts in the contact form's own series, as it always has.
 */
export const contactMetrics = {
  stored: (kind: MessageKind = "contact") => {
    messagesStored.inc({ kind });
    if (kind === "contact") contactStored.inc();
  },
  refused: (reason: RefusalReason, kind: MessageKind = "contact") => {
    messagesRefused.inc({ kind, reason });
    if (kind === "contact") contactRefused.inc({ reason });
  },
};

/** One send of a message of `kind` on `channel`: counted by channel, and by kind as well. */
export const deliveryMetrics = {
  sent: (channel: string, outcome: DeliveryOutcomeName, kind: MessageKind = "contact") => {
    deliveries.inc({ channel, outcome });
    deliveriesByKind.inc({ kind, channel, outcome });
  },
};

export const countDatabaseError = (operation: DatabaseOperation): void =>
  databaseErrors.inc({ operation });
