import { countDatabaseError } from "../../metrics/metrics.server";
import { contactTablesOn } from "./contact-tables";
import { messageQueries } from "./message-queries";
import { deleteExpiredCounters } from "./submission-limiter";
import type { DatabaseOwner } from "../../database/database-owner";
import type { Log } from "../../log";

/** How long messages are kept (the Privacy Policy says 12 months). */
export const RETENTION_MONTHS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often finished rate-limit windows are deleted: the Privacy Policy promises 20 minutes. */
const COUNTER_SWEEP_MS = 5 * 60 * 1000;

/** The oldest a message may be at `now`: received before this, it is deleted. */
export function retentionCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes the rate limit's finished windows, and, with `messages`, the messages past the
 * retention period; a failure is logged and retried next time.
 */
export async function purgeExpired(
  owner: DatabaseOwner,
  log: Log,
  { messages = true } = {},
): Promise<void> {
  try {
    const deleted = await owner.run(async (database) => {
      const contact = contactTablesOn(database);
      await deleteExpiredCounters(contact);
      return messages ? messageQueries(contact).deleteReceivedBefore(retentionCutoff()) : 0;
    });
    if (deleted > 0) {
      log.info(`Deleted ${deleted} contact message(s) older than ${RETENTION_MONTHS} months.`);
    }
  } catch (error) {
    countDatabaseError("retention");
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    log.error(`Could not purge old contact data: ${reason}`);
  }
}

/**
 * Purges now, then finished rate-limit windows every five minutes and old messages once a day,
 * until `stop`. Every instance does: deleting what another instance has just deleted deletes
 * nothing.
 */
export function startMessageRetention(owner: DatabaseOwner, log: Log): { stop(): void } {
  let messagesPurgedAt = Date.now();
  void purgeExpired(owner, log);
  const timer = setInterval(() => {
    const messages = Date.now() - messagesPurgedAt >= DAY_MS;
    if (messages) messagesPurgedAt = Date.now();
    void purgeExpired(owner, log, { messages });
  }, COUNTER_SWEEP_MS).unref();
  return { stop: () => clearInterval(timer) };
}
