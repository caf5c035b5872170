import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { ContactMessage } from "./message-types";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
} from "../../../tests/support/contact-databases";
import { must } from "../../../tests/support/must.mjs";

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage =>
  contactMessage({
    name: "Omar",
    email: "Omar@Example.com",
    receivedAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  });
const T0 = new Date("2030-01-01T00:00:00Z");

describe.each(ENGINES)("the outbox on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);
  const queriesWith = (channels: ("email" | "webhook")[]) => fresh.queries({ channels });

  it("commits one pending delivery per configured channel with the message", async () => {
    const queries = await queriesWith(["email", "webhook"]);
    const saved = await queries.save(message({ plan: "premium" }));
    expect(saved.plan).toBe("premium");
    expect(saved.deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
  });

  it("gives a due delivery to one claim only, until its outcome is recorded", async () => {
    const queries = await queriesWith(["email"]);
    await queries.save(message());
    const [job] = await queries.claimDue(T0, 10, 60_000);
    expect(job?.channel).toBe("email");
    expect(job?.message.name).toBe("Omar");
    expect(await queries.claimDue(T0, 10, 60_000)).toEqual([]);
    // A deliverer that died: its lease runs out, or the next one releases it at start.
    expect(await queries.claimDue(new Date(T0.getTime() + 60_000), 10, 60_000)).toHaveLength(1);
    await queries.releaseClaims();
    const [again] = await queries.claimDue(T0, 10, 60_000);
    await queries.recordOutcome(must(again), {
      status: "retry",
      error: "SMTP 421",
      nextAttemptAt: T0,
    });
    const [third] = await queries.claimDue(T0, 10, 60_000);
    expect(third?.attempts).toBe(1);
    await queries.recordOutcome(must(third), { status: "delivered", at: T0 });
    expect(await queries.claimDue(T0, 10, 60_000)).toEqual([]);
    expect((await queries.list())[0]?.deliveries[0]).toEqual({
      channel: "email",
      status: "delivered",
      attempts: 2,
      deliveredAt: T0.toISOString(),
      lastError: null,
    });
  });

  it("gives each due delivery to one of two instances claiming at once", async () => {
    const one = await queriesWith(["email", "webhook"]);
    const two = await queriesWith(["email", "webhook"]);
    for (let i = 0; i < 20; i += 1) await one.save(message({ name: `N${i}` }));
    const claim = (i: number) => (i % 2 ? one : two).claimDue(T0, 7, 60_000);
    // On SQLite two instances are two processes taking turns for the write lock; in one process
    // a second connection would wait for it synchronously, so there they go one by one.
    const claims = [];
    if (engine === "postgres")
      claims.push(...(await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(claim))));
    else for (let i = 0; i < 8; i += 1) claims.push(await claim(i));
    const claimed = claims.flat().map((job) => `${job.message.id}:${job.channel}`);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
  });

  it("does not hand out a retry before its time", async () => {
    const queries = await queriesWith(["webhook"]);
    await queries.save(message());
    const [job] = await queries.claimDue(T0, 10, 60_000);
    const later = new Date(T0.getTime() + 30_000);
    await queries.recordOutcome(must(job), {
      status: "retry",
      error: "HTTP 500",
      nextAttemptAt: later,
    });
    expect(await queries.claimDue(T0, 10, 60_000)).toEqual([]);
    expect(await queries.claimDue(later, 10, 60_000)).toHaveLength(1);
  });

  it("lists failures and queues them again by id, uuid or all at once", async () => {
    const queries = await queriesWith(["email", "webhook"]);
    const first = await queries.save(message());
    const second = await queries.save(message({ name: "Second" }));
    for (const job of await queries.claimDue(T0, 10, 60_000)) {
      const failed = job.channel === "email";
      await queries.recordOutcome(
        job,
        failed ? { status: "failed", error: "SMTP 550" } : { status: "delivered", at: T0 },
      );
    }
    const failedIds = async () => (await queries.list({ failed: true })).map((m) => m.id);
    expect(await failedIds()).toEqual([first.id, second.id]);
    expect(await queries.redeliver(String(first.id), T0)).toBe(2);
    expect(await failedIds()).toEqual([second.id]);
    expect(await queries.redeliver(second.uuid, T0)).toBe(2);
    expect(await failedIds()).toEqual([]);
    expect(await queries.redeliver("failed", T0)).toBe(0);
    expect(await queries.redeliver("999", T0)).toBe(0);
    expect(await queries.redeliver("not-a-uuid", T0)).toBe(0);
    expect(await queries.claimDue(T0, 10, 60_000)).toHaveLength(4);
  });

  it("lists and erases one person's messages with their deliveries, whatever the case", async () => {
    const queries = await queriesWith(["email"]);
    await queries.save(message());
    await queries.save(message({ email: "someone.else@example.com" }));
    await queries.save(message({ email: "omar@example.COM" }));
    expect(await queries.list({ email: "omar@example.com" })).toHaveLength(2);
    expect(await queries.eraseByEmail("OMAR@example.com")).toBe(2);
    const left = await queries.list();
    expect(left.map((m) => m.email)).toEqual(["someone.else@example.com"]);
    expect(left[0]?.deliveries).toHaveLength(1);
    // Nothing of theirs is left behind in the outbox either.
    expect(await queries.claimDue(T0, 10, 60_000)).toHaveLength(1);
  });

  it("keeps a claim its holder renews, and never renews one another deliverer has taken", async () => {
    const queries = await queriesWith(["email"]);
    await queries.save(message());
    const at = (ms: number) => new Date(T0.getTime() + ms);
    const [held] = await queries.claimDue(T0, 10, 15_000);
    const job = must(held);
    expect(job.claimedUntil).toBe(at(15_000).toISOString());
    expect(await queries.renewClaims([job], at(30_000))).toEqual(new Set([job]));
    expect(job.claimedUntil).toBe(at(30_000).toISOString());
    // Past the first lease, but not the renewed one: nobody else gets it.
    expect(await queries.claimDue(at(20_000), 10, 15_000)).toEqual([]);
    // Its holder stopped renewing (it died, or lost the database): another takes it ...
    const [taken] = await queries.claimDue(at(30_000), 10, 15_000);
    expect(taken?.message.id).toBe(job.message.id);
    // ... and the first cannot take it back, nor undo what the second recorded.
    expect(await queries.renewClaims([job], at(60_000))).toEqual(new Set());
    await queries.recordOutcome(must(taken), { status: "delivered", at: at(31_000) });
    await queries.recordOutcome(job, { status: "failed", error: "SMTP 554" });
    expect((await queries.list())[0]?.deliveries[0]).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastError: null,
    });
  });

  it("says how many deliveries wait on each channel, and since when the oldest has", async () => {
    const queries = await queriesWith(["email", "webhook"]);
    expect(await queries.outboxState(["email", "webhook"])).toEqual([
      { channel: "email", pending: 0, oldestQueuedAt: null },
      { channel: "webhook", pending: 0, oldestQueuedAt: null },
    ]);
    const first = await queries.save(message({ name: "First" }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await queries.save(message({ name: "Second" }));
    const jobs = await queries.claimDue(new Date(), 10, 60_000);
    const firstEmail = must(jobs.find((j) => j.message.id === first.id && j.channel === "email"));
    await queries.recordOutcome(firstEmail, { status: "delivered", at: new Date() });
    const state = await queries.outboxState(["email"]);
    const queuedAt = (name: string, channel: DeliveryChannel) =>
      must(jobs.find((j) => j.message.name === name && j.channel === channel)).queuedAt;
    // A channel no longer configured still shows what waits on it.
    expect(state).toEqual([
      { channel: "email", pending: 1, oldestQueuedAt: queuedAt("Second", "email") },
      { channel: "webhook", pending: 2, oldestQueuedAt: queuedAt("First", "webhook") },
    ]);
    expect(Date.parse(queuedAt("First", "webhook"))).toBeLessThan(
      Date.parse(queuedAt("Second", "email")),
    );
  });
});

describe("SQLite messages stored before the outbox", () => {
  const fresh = freshDatabaseEachTest("sqlite");

  it("are given a uuid and no deliveries", async () => {
    const db = new Database(fresh.sqliteFile);
    db.exec(`CREATE TABLE contact_messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL, locale TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
    phone TEXT, message TEXT NOT NULL);
    CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
    INSERT INTO contact_messages (received_at, locale, name, email, message)
    VALUES ('2026-01-01T00:00:00.000Z', 'en', 'Old', 'old@example.com', 'Hi');
    PRAGMA user_version = 1;`);
    db.close();
    const queries = await fresh.queries({ channels: ["email"] });
    const [old] = await queries.list();
    expect(old?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(old?.deliveries).toEqual([]);
  });
});
