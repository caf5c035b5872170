import { describe, expect, it } from "vitest";
import { contactTablesOn } from "./contact-tables";
import { contactQueriesOn } from "./contact-queries";
import type { ContactMessage } from "./message-types";
import {
  clientNetworkOf,
  deleteExpiredCounters,
  RATE_LIMIT_WINDOW_MS,
  UNREADABLE_CLIENT,
} from "./submission-limiter";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
} from "../../../tests/support/contact-databases";

describe("the client a rate limit counts", () => {
  it("is an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetworkOf("192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetworkOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientNetworkOf("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("is an IPv6 client's /64, however the address is written", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::7",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientNetworkOf(address), address).toBe(network);
    }
    expect(clientNetworkOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetworkOf("::1")).toBe("0:0:0:0::/64");
  });

  it("is the address a load balancer wrote, without its port, brackets or zone", () => {
    for (const written of [
      "198.51.100.8:1234",
      "198.51.100.8:1235",
      "[198.51.100.8]",
      "[198.51.100.8]:443",
      "198.51.100.8%eth0",
      "[::ffff:198.51.100.8]",
      "[::ffff:198.51.100.8]:1234",
      "[::ffff:c633:6408%eth0]:1",
    ]) {
      expect(clientNetworkOf(written), written).toBe("198.51.100.8");
    }
    for (const written of ["[2001:db8:1:2::1]:443", "[2001:db8:1:2::7%eth0]", "2001:db8:1:2::9"]) {
      expect(clientNetworkOf(written), written).toBe("2001:db8:1:2::/64");
    }
    // IPv4-compatible, which ipaddr.js cannot read alone.
    expect(clientNetworkOf("::1.2.3.4")).toBe("0:0:0:0::/64");
  });

  it("is one client for everything that holds no address, however it is spelled", () => {
    for (const written of [
      "unknown",
      "",
      "garbage:1234",
      "proxy.internal:80",
      "198.51.100.8:port",
      "198.051.100.8",
      "256.1.1.1",
      "[not an address]:1",
      "198.51.100.8:1234:5678",
    ]) {
      expect(clientNetworkOf(written), written).toBe(UNREADABLE_CLIENT);
    }
  });
});

describe.each(ENGINES)("the contact form's rate limit on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);
  /** One instance of the server: its own connection (pool) to the shared database. */
  const instance = async () => contactQueriesOn(await fresh.database());
  let sent = 0;
  const message = (): ContactMessage =>
    contactMessage({ name: "Rana", email: "rana@example.com", message: `Message ${(sent += 1)}` });

  it("allows each client its limit of stored messages, whichever instance it asks", async () => {
    const [one, two] = [await instance(), await instance()];
    const answers = [];
    for (const [queries, client] of [
      [one, "192.0.2.1"],
      [two, "192.0.2.1"],
      [two, "192.0.2.2"],
      [one, "192.0.2.1"],
      [two, "192.0.2.1"],
    ] as const) {
      answers.push((await queries.submit(message(), { client, perWindow: 2 })).status);
    }
    expect(answers).toEqual(["stored", "stored", "stored", "limited", "limited"]);
    expect(await one.list()).toHaveLength(3);
  });

  it("counts submissions at once from one client one after the other", async () => {
    // One SQLite connection a process (its driver waits for a lock synchronously); on
    // PostgreSQL, two instances.
    const one = await instance();
    const two = engine === "sqlite" ? one : await instance();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        (n % 2 ? one : two).submit(message(), { client: "192.0.2.9", perWindow: 3 }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "stored")).toHaveLength(3);
    expect(await one.list()).toHaveLength(3);
  });

  it("stores a salted hash of the client's network, never the address, for one window", async () => {
    const opened = await fresh.database();
    const queries = contactQueriesOn(opened);
    const first = contactTablesOn(opened);
    const before = Date.now();
    await queries.submit(message(), { client: "192.0.2.44", perWindow: 1 });
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
    expect((await queries.submit(message(), { client: "192.0.2.44", perWindow: 1 })).status).toBe(
      "limited",
    );
    // Kept while its window lasts, deleted once it has ended, and the client may send again.
    expect(await deleteExpiredCounters(first, Number(expire) - 1)).toBe(0);
    expect(await deleteExpiredCounters(first, Number(expire))).toBe(1);
    expect((await queries.submit(message(), { client: "192.0.2.44", perWindow: 1 })).status).toBe(
      "stored",
    );
  });
});
