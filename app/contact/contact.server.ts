/**
 * The contact feature as the server sees it, and all it sees of it: its schema (the tables the
 * process's database owner keeps up to date), the operator's messages command, and
 * `contactFeature`, the one value a serving process makes of it: the contact queries, built
 * once on the database owner the server hands it, and what the requests, the work beside them,
 * the health probe and the metrics each need of them. See
 * docs/decisions/045-one-face-per-feature.md,
 * docs/decisions/074-one-database-owner-per-process.md and
 * docs/decisions/091-contact-queries-made-once-and-store-only-for-a-shop.md.
 */
import type { RouterContextProvider } from "react-router";
import { contactContext } from "./contact-context";
import { channelsOf } from "./delivery/delivery-channels";
import type { CollectionStore } from "./delivery/signup-facts";
import { startMessageDelivery } from "./delivery/start-delivery";
import type { OutboxChannelState } from "../metrics/outbox-state";
import { startMessageRetention } from "./messages/retention";
import { sharedQueries } from "./messages/shared-queries";
import type { DatabaseOwner } from "../database/database-owner";
import type { Log } from "../log";
import { countDatabaseError } from "../metrics/metrics.server";
import type { Settings } from "../settings/settings.server";

export type { CollectionStore } from "./delivery/signup-facts";
export { runMessagesCli } from "./messages/cli";
export { contactSchema } from "./messages/contact-tables";

/**
 * The contact feature of one serving process. Its one set of contact queries is shared by all
 * it does; each message saved through them is queued on every channel the delivery settings
 * configure.
 */
export interface ContactFeature {
  /**
   * Puts in a request's context what the form's action reads there (`contactContext`): these
   * queries, and the limit of `client`. The server calls it for every request (server/app.ts).
   */
  provide(context: RouterContextProvider, client: string): void;
  /** Resolves once the database has just committed a write, as the form needs (`/healthz`). */
  checkDatabase(): Promise<void>;
  /**
   * Starts the work one process of each instance does beside serving, until `stop`: deleting
   * messages past their retention and finished rate-limit windows, and delivering stored
   * messages (docs/decisions/023-delivery-through-an-outbox.md).
   */
  startWork(log: Log): { stop(): Promise<void> };
  /**
   * The outbox as the database has it now, per channel the delivery settings configure: how
   * many deliveries wait and since when the oldest has (for the metrics, read at each scrape).
   * Rejects when the database cannot be read; its owner then opens it afresh the next time.
   */
  outboxState(): Promise<OutboxChannelState[]>;
}

/**
 * The contact feature of a serving process, on its database owner: made once a process, by the
 * server beside the owner (server/serve.ts; the development server's app makes its own), and
 * handed to what uses it. `stores` are the stores a sign-up may be collected from, which its
 * mails name: the stores feature's, handed down by the server, as no feature imports another.
 */
export function contactFeature(
  settings: Pick<Settings, "delivery" | "contactRateLimit">,
  database: DatabaseOwner,
  { stores }: { stores: readonly CollectionStore[] },
): ContactFeature {
  // The channels are read once, here: the saves queue on them and the outbox is read by them.
  const channels = channelsOf(settings.delivery);
  const messages = sharedQueries(database, { channels });
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
    startWork(log) {
      const retention = startMessageRetention(database, log);
      const delivery = startMessageDelivery(settings.delivery, messages, log, stores);
      return {
        async stop() {
          retention.stop();
          await delivery.stop();
        },
      };
    },
    outboxState: () => messages.run((queries) => queries.outboxState(channels)),
  };
}
