import { createContext } from "react-router";
import type { SubmissionLimit } from "./messages/message-types";
import type { SharedQueries } from "./messages/shared-queries";

/** What the contact form's action needs of the request it answers. */
export interface ContactContext {
  /**
   * Where a valid message is stored: this process's contact queries, the one set the process
   * made (`contactFeature` in contact.server.ts), the same for every request.
   */
  messages: SharedQueries;
  /**
   * The rate limit for the client sending this request: who it is (its address, counted by
   * network) and how many stored messages it may send per window; null for none. It is
   * counted within the transaction that stores the message (messages/submission-limiter.ts).
   */
  limit: SubmissionLimit | null;
}

/**
 * The contact form's queries and limit, read by the action (contact-action.server.ts). The
 * server sets it on every request it hands React Router (server/app.ts, through
 * `ContactFeature.provide`), from the process's one contact feature; a test sets its own
 * (`contactRequestContext` in tests/support/contact-databases.ts).
 */
export const contactContext = createContext<ContactContext>();
