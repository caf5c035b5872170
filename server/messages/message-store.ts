/** A contact-form message as the visitor sent it, with when and in which language. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The locale of the page it was sent from (`en`, `ar`). */
  locale: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
}

/**
 * Where contact messages are kept. SQLite is the implementation today; a networked database
 * can be added behind the same interface.
 */
export interface MessageStore {
  /** Resolves only once the message is durably committed. */
  save(message: ContactMessage): StoredContactMessage;
  /** Messages in the order received, optionally only those received at or after `since`. */
  list(options?: { since?: Date }): StoredContactMessage[];
  /** Deletes messages received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: Date): number;
  close(): void;
}

/** How long messages are kept (the Privacy Policy says 12 months). */
export const RETENTION_MONTHS = 12;

export function retentionCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}
