/**
 * What the contact pipeline counts, for the operations team's Prometheus (`GET /metrics` on
 * METRICS_PORT, server/metrics/): messages stored and refused, deliveries by outcome, database
 * errors. Counted in every process whether or not metrics are served, as a count costs less
 * than asking whether anyone reads it; the process that serves `/metrics` adds up its own and
 * its workers' (docs/decisions/058-metrics-on-a-port-of-their-own.md).
 */
import { Counter, Registry } from "prom-client";
import { DELIVERY_CHANNELS } from "../settings/delivery-settings";

/** This process's metrics; the HTTP server's are registered here too. */
export const metricsRegistry = new Registry();

/** Why the contact form did not store a message. */
export const REFUSAL_REASONS = ["invalid", "rate_limited", "unavailable", "spam"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What one send of one delivery came to. */
export const DELIVERY_OUTCOMES = ["delivered", "retried", "failed"] as const;

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
  help: "Sends of a contact message on a channel, by outcome: delivered, retried later, or failed for good.",
  labelNames: ["channel", "outcome"] as const,
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

export const contactMetrics = {
  stored: () => contactStored.inc(),
  refused: (reason: RefusalReason) => contactRefused.inc({ reason }),
};

export const deliveryMetrics = {
  sent: (channel: string, outcome: (typeof DELIVERY_OUTCOMES)[number]) =>
    deliveries.inc({ channel, outcome }),
};

export const countDatabaseError = (operation: DatabaseOperation): void =>
  databaseErrors.inc({ operation });
