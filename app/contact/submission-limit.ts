import { createContext } from "react-router";

/**
 * The contact form's rate limit for the client sending this request, counted in stored
 * messages: `reserve` takes one of the client's messages (false when none is left), `refund`
 * gives it back when the message could not be stored; either throws when the limit cannot be
 * checked. The production server sets it for every request (server/app.ts), with the limit
 * kept in the contact database (messages/submission-limiter.ts), keyed by a salted hash of the
 * client's address. Unit tests that set nothing are not limited.
 */
export interface SubmissionLimit {
  reserve(): Promise<boolean>;
  refund(): Promise<void>;
}

export const submissionLimitContext = createContext<SubmissionLimit>({
  reserve: async () => true,
  refund: async () => undefined,
});
