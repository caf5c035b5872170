import { createContext } from "react-router";
import type { SubmissionLimit } from "./messages/message-store";

/**
 * The contact form's rate limit for the client sending this request: who it is (its address,
 * counted by network) and how many stored messages it may send per window. The production
 * server sets it for every request (server/app.ts); the store counts within the transaction
 * that stores the message (messages/submission-limiter.ts). Unit tests that set nothing are
 * not limited.
 */
export const submissionLimitContext = createContext<SubmissionLimit | null>(null);
