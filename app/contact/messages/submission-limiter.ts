import { createHash } from "node:crypto";
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import type { ContactDatabase } from "./database";

/** The fixed window the contact form's limit counts in. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
const TABLE = "contact_rate_limit";

/**
 * The contact form's rate limit by client address, counted in stored messages and kept in the
 * contact database, so every process of every instance counts alike: `reserve` takes one of the
 * address's messages for this window (false: none left), `refund` gives it back when the message
 * could not be stored. Either throws when the database cannot answer (the form then answers
 * "try again later"; a limit that cannot count lets nothing through unchecked).
 */
export interface SubmissionLimiter {
  reserve(address: string): Promise<boolean>;
  refund(address: string): Promise<void>;
}

/**
 * The limit on an open database, with rate-limiter-flexible's store for its engine. Counters
 * are keyed by a salted hash of the address, never the address; the salt is made once, at
 * the database's creation, so every instance hashes an address alike. A finished window is
 * deleted within minutes by `deleteExpiredCounters` (retention.ts), sooner than the library's
 * own sweep would.
 * See docs/decisions/027-one-query-layer-two-engines.md.
 */
export async function databaseSubmissionLimiter(
  database: ContactDatabase,
  limit: number,
): Promise<SubmissionLimiter> {
  const { value: salt } = await database.db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "client_key_salt")
    .executeTakeFirstOrThrow();
  const options = {
    points: limit,
    duration: RATE_LIMIT_WINDOW_MS / 1000,
    tableName: TABLE,
    keyPrefix: "contact",
    // The table is one of the contact database's migrations.
    tableCreated: true,
    clearExpiredByTimeout: true,
  };
  const limiter =
    database.engine === "postgres"
      ? new RateLimiterPostgres({ ...options, storeClient: database.pool, storeType: "pool" })
      : new RateLimiterSQLite({
          ...options,
          storeClient: database.sqlite,
          storeType: "better-sqlite3",
        });
  const keyOf = (address: string) =>
    createHash("sha256").update(salt).update(address).digest("base64url");
  return {
    async reserve(address) {
      const key = keyOf(address);
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        // A refusal comes as the limiter's result; anything else is the database failing.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The library counts a refused point too; given back, so only stored messages count
        // and a refund after a failed save frees a place even while others were refused.
        await limiter.reward(key, 1);
        return false;
      }
    },
    async refund(address) {
      await limiter.reward(keyOf(address), 1);
    },
  };
}

/** Deletes the counters of windows that have ended (the Privacy Policy says 20 minutes). */
export async function deleteExpiredCounters(
  database: ContactDatabase,
  now = Date.now(),
): Promise<number> {
  const { numDeletedRows } = await database.db
    .deleteFrom("contact_rate_limit")
    .where("expire", "<=", now)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
