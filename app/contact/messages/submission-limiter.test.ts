import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "../../../tests/database-engines";
import { type ContactDatabase, openDatabase } from "./database";
import {
  databaseSubmissionLimiter,
  deleteExpiredCounters,
  RATE_LIMIT_WINDOW_MS,
} from "./submission-limiter";

describe.each(ENGINES)("the contact form's rate limit on %s", (engine) => {
  let database: TestDatabase;
  const open: ContactDatabase[] = [];
  /** One instance of the server: its own connection (pool) to the shared database. */
  const instance = async (limit = 2) => {
    const opened = await openDatabase(database.target);
    open.push(opened);
    return databaseSubmissionLimiter(opened, limit);
  };
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    for (const each of open.splice(0)) await each.close();
    await database.remove();
  });

  it("allows each address its limit, whichever instance it asks", async () => {
    const [one, two] = [await instance(), await instance()];
    const answers = [];
    for (const [limiter, address] of [
      [one, "192.0.2.1"],
      [two, "192.0.2.1"],
      [two, "192.0.2.2"],
      [one, "192.0.2.1"],
      [two, "192.0.2.1"],
    ] as const) {
      answers.push(await limiter.reserve(address));
    }
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it("counts only messages that were stored: a refund gives the place back", async () => {
    const limiter = await instance();
    // Five saves that fail (a database refusing writes): each reservation is refunded.
    for (let failed = 0; failed < 5; failed++) {
      expect(await limiter.reserve("192.0.2.3")).toBe(true);
      await limiter.refund("192.0.2.3");
    }
    expect(await limiter.reserve("192.0.2.3")).toBe(true);
    expect(await limiter.reserve("192.0.2.3")).toBe(true);
    // Refusals count for nothing: one refund after them frees exactly one place.
    for (let refused = 0; refused < 3; refused++) {
      expect(await limiter.reserve("192.0.2.3")).toBe(false);
    }
    await limiter.refund("192.0.2.3");
    expect(await limiter.reserve("192.0.2.3")).toBe(true);
    expect(await limiter.reserve("192.0.2.3")).toBe(false);
  });

  it("stores a salted hash of the address, never the address, for one window", async () => {
    const limiter = await instance();
    const before = Date.now();
    await limiter.reserve("192.0.2.44");
    const [first] = open;
    if (!first) throw new Error("Expected an open database.");
    const rows = await first.db
      .selectFrom("contact_rate_limit")
      .select(["key", "expire"])
      .execute();
    expect(rows).toHaveLength(1);
    const { key, expire } = rows[0] ?? { key: "", expire: 0 };
    expect(key).not.toContain("192.0.2.44");
    expect(key).toMatch(/^contact:[\w-]{43}$/);
    expect(Number(expire) - before).toBeGreaterThanOrEqual(RATE_LIMIT_WINDOW_MS - 1000);
    expect(Number(expire) - before).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MS + 5000);
    // Kept while its window lasts, deleted once it has ended.
    expect(await deleteExpiredCounters(first, Number(expire) - 1)).toBe(0);
    expect(await deleteExpiredCounters(first, Number(expire))).toBe(1);
    expect(await limiter.reserve("192.0.2.44")).toBe(true);
  });
});
