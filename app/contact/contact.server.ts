/**
 * The contact feature as the server sees it, and all it sees of it: its schema (the tables the
 * process's database owner keeps up to date), the work an instance runs beside its requests
 * (retention and delivery), what each request carries for the form's action (the queries and the
 * client's limit), the health probe, the outbox for the metrics, and the operator's messages
 * command; each on the database owner the server hands it. See
 * docs/decisions/045-one-face-per-feature.md and
 * docs/decisions/074-one-database-owner-per-process.md.
 */
import type { RouterContextProvider } from "react-router";
import { contactContext } from "./contact-context";
import { channelsOf } from "./delivery/delivery-channels";
import { startMessageDelivery } from "./delivery/start-delivery";
import type { OutboxChannelState } from "../metrics/outbox-state";
import { startMessageRetention } from "./messages/retention";
import { sharedQueries } from "./messages/shared-queries";
import type { DatabaseOwner } from "../database/database-owner";
import type { Log } from "../log";
import { countDatabaseError } from "../metrics/metrics.server";
import type { Settings } from "../settings/settings.server";

export { runMessagesCli } from "./messages/cli";
export { contactSchema } from "./messages/contact-tables";

type ContactSettings = Pick<Settings, "delivery" | "contactRateLimit">;

/**
 * The work one process of each instance does beside serving, until `stop`: deleting messages
 * past their retention and finished rate-limit windows, and delivering stored messages
 * (docs/decisions/023-delivery-through-an-outbox.md), on the process's database.
 */
export function startContactWork(
  settings: Pick<Settings, "delivery">,
  database: DatabaseOwner,
  log: Log,
): { stop(): Promise<void> } {
  const retention = startMessageRetention(database, log);
  const messages = sharedQueries(database, { channels: channelsOf(settings.delivery) });
  const delivery = startMessageDelivery(settings.delivery, messages, log);
  return {
    async stop() {
      retention.stop();
      await delivery.stop();
    },
  };
}

/** What a serving process needs of the contact feature. */
export interface ContactRequests {
  /** Gives a request what the form's action needs: the queries, and the limit of `client`. */
  provide(context: RouterContextProvider, client: string): void;
  /** Resolves once the database has just committed a write, as the form needs (`/healthz`). */
  checkDatabase(): Promise<void>;
}

/**
 * The contact queries of a serving process, on its database; each message saved through them is queued
 * on every channel the delivery settings configure.
 */
export function contactRequests(
  settings: ContactSettings,
  database: DatabaseOwner,
): ContactRequests {
  const messages = sharedQueries(database, { channels: channelsOf(settings.delivery) });
  return {
    provide(context, client) {
      context.set(contactContext, {
        messages,
        limit: { client, perWindow: settings.contactRateLimit },
      });
    },
    async checkDatabase() {
      try {
        await messages.checkWritable();
      } catch (error) {
        countDatabaseError("health");
        throw error;
      }
    },
  };
}

/**
 * The outbox as the database has it now, per channel the delivery settings configure: how
 * many deliveries wait and since when the oldest has (for the metrics, read at each scrape).
 * Rejects when the database cannot be read; its owner then opens it afresh the next time.
 */
export function contactOutboxState(
  settings: Pick<Settings, "delivery">,
  database: DatabaseOwner,
): () => Promise<OutboxChannelState[]> {
  const channels = channelsOf(settings.delivery);
  const messages = sharedQueries(database, { channels });
  return () => messages.run((queries) => queries.outboxState(channels));
}
