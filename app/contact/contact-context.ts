import { createContext } from "react-router";
import type { SubmissionLimit } from "./messages/message-types";
import type { SharedQueries } from "./messages/shared-queries";

/** What the contact form's action needs of the request it answers. */
export interface ContactContext {
  /** Where a valid message is stored: this process's contact database. */
  messages: SharedQueries;
  /**
   * The rate limit for the client sending this request: who it is (its address, counted by
   * network) and how many stored messages it may send per window; null for none. It is
   * counted within the transaction that stores the message (messages/submission-limiter.ts).
   */
  limit: SubmissionLimit | null;
}

/**
 * The contact form's queries and limit, set for every request by the server
 * (contact.server.ts), and by a test for its own database.
 */
export const contactContext = createContext<ContactContext>();
