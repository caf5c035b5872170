/**
 * The contact feature as the server sees it, and all it sees of it: the database checked at
 * start, the work an instance runs beside its requests (retention and delivery), what each
 * request carries for the form's action (the store and the client's limit), the health probe,
 * and the operator's messages command. See docs/decisions/045-one-face-per-feature.md.
 */
import type { RouterContextProvider } from "react-router";
import { contactContext } from "./contact-context";
import { channelsOf } from "./delivery/delivery-config";
import { startMessageDelivery } from "./delivery/start-delivery";
import {
  explainDatabaseError,
  makeFolder,
  NotAFolderError,
  openDatabase,
} from "./messages/database";
import { reopeningStore } from "./messages/reopening-store";
import { startMessageRetention } from "./messages/retention";
import type { OutboxChannelState } from "./messages/message-types";
import type { Log } from "../log";
import { countDatabaseError } from "../metrics/metrics.server";
import type { Settings } from "../settings/settings.server";

export { runMessagesCli } from "./messages/cli";
export type { OutboxChannelState } from "./messages/message-types";

type ContactSettings = Pick<Settings, "database" | "delivery" | "contactRateLimit">;

/**
 * Opens the database before the process that calls it serves, creating it and bringing its
 * schema up to date (server/start.ts says which process that is); with `open: false`, checks
 * only the SQLite folder. Says why a PostgreSQL cannot be used (no such host, nothing
 * listening, wrong password, no such database), in one line without its password, so the server
 * stops rather than serve a form that cannot work; so does a DATA_DIR that is not a folder and
 * cannot be made one (a file, a path under /proc). A SQLite folder that exists but cannot be
 * written is no reason to stop: the form answers 503 until it can, and the pages keep serving.
 */
export async function contactDatabaseProblem(
  { database: target }: Pick<Settings, "database">,
  { open = true }: { open?: boolean } = {},
): Promise<string | undefined> {
  if (target.engine === "sqlite") {
    try {
      makeFolder(target.dataDir);
    } catch (error) {
      const where = JSON.stringify(target.dataDir);
      const { code } = error as NodeJS.ErrnoException;
      const why = error instanceof NotAFolderError ? "is not a folder" : `cannot be made (${code})`;
      return `DATA_DIR must name a folder that exists or can be made: ${where} ${why}.`;
    }
  }
  if (!open) return undefined;
  try {
    const database = await openDatabase(target);
    await database.close();
    return undefined;
  } catch (error) {
    return target.engine === "postgres" ? explainDatabaseError(target, error) : undefined;
  }
}

/**
 * The work one process of each instance does beside serving, until `stop`: deleting messages
 * past their retention and finished rate-limit windows, and delivering stored messages
 * (docs/decisions/023-delivery-through-an-outbox.md).
 */
export function startContactWork(
  settings: Pick<Settings, "database" | "delivery">,
  log: Log,
): { stop(): Promise<void> } {
  const retention = startMessageRetention(settings.database, log);
  const delivery = startMessageDelivery(settings.delivery, settings.database, log);
  return {
    async stop() {
      retention.stop();
      await delivery.stop();
    },
  };
}

/** What a serving process needs of the contact feature. */
export interface ContactRequests {
  /** Gives a request what the form's action needs: the store, and the limit of `client`. */
  provide(context: RouterContextProvider, client: string): void;
  /** Resolves once the database has just committed a write, as the form needs (`/healthz`). */
  checkDatabase(): Promise<void>;
}

/**
 * The contact store of a serving process, opened on first use; each message saved in it is
 * queued on every channel the delivery settings configure.
 */
export function contactRequests(settings: ContactSettings, log: Log): ContactRequests {
  const messages = reopeningStore(settings.database, {
    channels: channelsOf(settings.delivery),
    log,
  });
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
 * Rejects when the database cannot be read, and then opens it afresh the next time.
 */
export function contactOutboxState(
  settings: Pick<Settings, "database" | "delivery">,
  log: Log,
): () => Promise<OutboxChannelState[]> {
  const channels = channelsOf(settings.delivery);
  const messages = reopeningStore(settings.database, { channels, log });
  return async () => {
    try {
      return await (await messages.store()).outboxState(channels);
    } catch (error) {
      messages.discard();
      throw error;
    }
  };
}
