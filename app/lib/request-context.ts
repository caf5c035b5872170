import { createContext } from "react-router";

/**
 * Whether the client sending this request may send another contact message now. The
 * production server sets it for every request (server/app.ts, server/submission-gate.ts): it
 * rate-limits by a salted hash of the client's address, which never reaches the app. The
 * development server sets nothing, and does not limit.
 */
export const submissionAllowedContext = createContext<() => Promise<boolean>>(async () => true);
