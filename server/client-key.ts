import { createHash, randomBytes } from "node:crypto";

// A new salt each time the server starts: the hashes cannot be joined across restarts or
// turned back into addresses, and nothing of them is ever written to disk. With several worker
// processes, only the primary hashes (see submission-gate.ts), so there is one salt.
const salt = randomBytes(32);

/** A salted one-way hash of a client's address, the key the contact form is rate-limited by. */
export function clientKey(address: string): string {
  return createHash("sha256").update(salt).update(address).digest("base64url");
}
