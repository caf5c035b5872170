import { createHash, randomBytes } from "node:crypto";
import type { Request } from "express";

// A new salt each time the server starts: the hashes cannot be joined across restarts or
// turned back into addresses, and nothing of them is ever written to disk.
const salt = randomBytes(32);

/** A salted one-way hash of the client's address, the key the contact form is rate-limited by. */
export function clientKey(req: Request): string {
  return createHash("sha256")
    .update(salt)
    .update(req.ip ?? "unknown")
    .digest("base64url");
}
