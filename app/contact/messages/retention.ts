import { openMessageStore } from "./database-message-store";
import { databaseTarget } from "./database-target";
import { RETENTION_MONTHS, retentionCutoff } from "./message-store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes messages past the retention period; a failure is logged and retried next time. */
export async function purgeExpiredMessages(): Promise<void> {
  try {
    const store = await openMessageStore(databaseTarget());
    try {
      const deleted = await store.deleteReceivedBefore(retentionCutoff());
      if (deleted > 0) {
        console.log(`Deleted ${deleted} contact message(s) older than ${RETENTION_MONTHS} months.`);
      }
    } finally {
      await store.close();
    }
  } catch (error) {
    console.error("Could not purge old contact messages:", error);
  }
}

/**
 * Purges now, then once a day, for as long as the server runs. Every instance does: deleting
 * what another instance has just deleted deletes nothing.
 */
export function startMessageRetention(): NodeJS.Timeout {
  void purgeExpiredMessages();
  return setInterval(() => void purgeExpiredMessages(), DAY_MS).unref();
}
