import { countDatabaseError } from "../../metrics/metrics.server";
import { openDatabase } from "./database";
import { messageStoreOn } from "./database-message-store";
import type { DatabaseTarget } from "./database-target";
import { RETENTION_MONTHS, retentionCutoff } from "./message-store";
import { deleteExpiredCounters } from "./submission-limiter";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often finished rate-limit windows are deleted: the Privacy Policy promises 20 minutes. */
const COUNTER_SWEEP_MS = 5 * 60 * 1000;

/**
 * Deletes the rate limit's finished windows, and, with `messages`, the messages past the
 * retention period; a failure is logged and retried next time.
 */
export async function purgeExpired(
  target: DatabaseTarget,
  { messages = true } = {},
): Promise<void> {
  try {
    const database = await openDatabase(target);
    try {
      await deleteExpiredCounters(database);
      if (!messages) return;
      const deleted = await messageStoreOn(database, { channels: [] }).deleteReceivedBefore(
        retentionCutoff(),
      );
      if (deleted > 0) {
        console.log(`Deleted ${deleted} contact message(s) older than ${RETENTION_MONTHS} months.`);
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    countDatabaseError("retention");
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`Could not purge old contact data: ${reason}`);
  }
}

/**
 * Purges now, then finished rate-limit windows every five minutes and old messages once a day,
 * for as long as the server runs. Every instance does: deleting what another instance has just
 * deleted deletes nothing.
 */
export function startMessageRetention(target: DatabaseTarget): NodeJS.Timeout {
  let messagesPurgedAt = Date.now();
  void purgeExpired(target);
  return setInterval(() => {
    const messages = Date.now() - messagesPurgedAt >= DAY_MS;
    if (messages) messagesPurgedAt = Date.now();
    void purgeExpired(target, { messages });
  }, COUNTER_SWEEP_MS).unref();
}
