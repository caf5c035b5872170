import { dataDir } from "./messages/data-dir";
import type { MessageStore } from "./messages/message-store";
import { openSqliteMessageStore } from "./messages/sqlite-message-store";

let store: MessageStore | undefined;

/** The contact database, opened on first use and kept open. */
export function messageStore(): MessageStore {
  store ??= openSqliteMessageStore(dataDir());
  return store;
}

/**
 * Closes and forgets the store after a failure, so the next submission opens it afresh: a
 * database that was unwritable for a while is used again as soon as it can be.
 */
export function discardMessageStore(): void {
  try {
    store?.close();
  } catch {
    // Already unusable; nothing more to release.
  }
  store = undefined;
}
