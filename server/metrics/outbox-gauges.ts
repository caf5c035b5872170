import { Gauge, type Registry } from "prom-client";
import type { OutboxChannelState } from "../../app/metrics/outbox-state";
import { countDatabaseError } from "../../app/metrics/metrics.server";

/**
 * The outbox as the database has it at each scrape: deliveries waiting per channel, and how
 * long the oldest has waited. Read by the one process that serves `/metrics`, as the outbox is
 * the instance's (and, on PostgreSQL, every instance's). When the database cannot be read the
 * two are left out of that scrape, and `sahab_database_errors_total{operation="metrics"}` rises.
 */
export function outboxGauges(
  registry: Registry,
  readOutbox: () => Promise<OutboxChannelState[]>,
): void {
  let reading: Promise<OutboxChannelState[] | undefined> | undefined;
  /** One query a scrape, for both gauges. */
  function state() {
    reading ??= readOutbox()
      .catch(() => {
        countDatabaseError("metrics");
        return undefined;
      })
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  }
  new Gauge({
    name: "sahab_outbox_pending_deliveries",
    help: "Deliveries waiting in the outbox (pending), by channel.",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      const channelsState = await state();
      this.reset();
      for (const { channel, pending } of channelsState ?? []) this.set({ channel }, pending);
    },
  });
  new Gauge({
    name: "sahab_outbox_oldest_pending_age_seconds",
    help: "How long the oldest pending delivery has waited since it was queued, by channel (0 when none waits).",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      const channelsState = await state();
      const now = Date.now();
      this.reset();
      for (const { channel, oldestQueuedAt } of channelsState ?? []) {
        const age = oldestQueuedAt ? Math.max(0, now - Date.parse(oldestQueuedAt)) / 1000 : 0;
        this.set({ channel }, age);
      }
    },
  });
}
