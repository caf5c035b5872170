import { dataDir } from "./data-dir";
import { RETENTION_MONTHS, retentionCutoff } from "./message-store";
import { openSqliteMessageStore } from "./sqlite-message-store";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes messages past the retention period; a failure is logged and retried next time. */
export function purgeExpiredMessages(): void {
  try {
    const store = openSqliteMessageStore(dataDir());
    try {
      const deleted = store.deleteReceivedBefore(retentionCutoff());
      if (deleted > 0) {
        console.log(`Deleted ${deleted} contact message(s) older than ${RETENTION_MONTHS} months.`);
      }
    } finally {
      store.close();
    }
  } catch (error) {
    console.error("Could not purge old contact messages:", error);
  }
}

/** Purges now, then once a day, for as long as the server runs. */
export function startMessageRetention(): NodeJS.Timeout {
  purgeExpiredMessages();
  return setInterval(purgeExpiredMessages, DAY_MS).unref();
}
