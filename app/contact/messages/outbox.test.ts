import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { must } from "../../../tests/delivery-peers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "./message-store";
import { DATABASE_FILE, openSqliteMessageStore } from "./sqlite-message-store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sahab-outbox-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: "Omar",
  email: "Omar@Example.com",
  phone: null,
  message: "Hello",
  locale: "en",
  receivedAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});
const T0 = new Date("2030-01-01T00:00:00Z");

describe("the outbox", () => {
  it("commits one pending delivery per configured channel with the message", () => {
    const store = openSqliteMessageStore(dir, { channels: ["email", "webhook"] });
    const saved = store.save(message({ plan: "premium" }));
    expect(saved.plan).toBe("premium");
    expect(saved.deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    store.close();
  });

  it("gives a due delivery to one claim only, until its outcome is recorded", () => {
    const store = openSqliteMessageStore(dir, { channels: ["email"] });
    store.save(message());
    const [job] = store.claimDue(T0, 10, 60_000);
    expect(job?.channel).toBe("email");
    expect(job?.message.name).toBe("Omar");
    expect(store.claimDue(T0, 10, 60_000)).toEqual([]);
    // A deliverer that died: its lease runs out, or the next one releases it at start.
    expect(store.claimDue(new Date(T0.getTime() + 60_000), 10, 60_000)).toHaveLength(1);
    store.releaseClaims();
    const [again] = store.claimDue(T0, 10, 60_000);
    store.recordOutcome(must(again), { status: "retry", error: "SMTP 421", nextAttemptAt: T0 });
    const [third] = store.claimDue(T0, 10, 60_000);
    expect(third?.attempts).toBe(1);
    store.recordOutcome(must(third), { status: "delivered", at: T0 });
    expect(store.claimDue(T0, 10, 60_000)).toEqual([]);
    expect(store.list()[0]?.deliveries[0]).toEqual({
      channel: "email",
      status: "delivered",
      attempts: 2,
      deliveredAt: T0.toISOString(),
      lastError: null,
    });
    store.close();
  });

  it("does not hand out a retry before its time", () => {
    const store = openSqliteMessageStore(dir, { channels: ["webhook"] });
    store.save(message());
    const [job] = store.claimDue(T0, 10, 60_000);
    const later = new Date(T0.getTime() + 30_000);
    store.recordOutcome(must(job), { status: "retry", error: "HTTP 500", nextAttemptAt: later });
    expect(store.claimDue(T0, 10, 60_000)).toEqual([]);
    expect(store.claimDue(later, 10, 60_000)).toHaveLength(1);
    store.close();
  });

  it("lists failures and queues them again by id, uuid or all at once", () => {
    const store = openSqliteMessageStore(dir, { channels: ["email", "webhook"] });
    const first = store.save(message());
    const second = store.save(message({ name: "Second" }));
    for (const job of store.claimDue(T0, 10, 60_000)) {
      const failed = job.channel === "email";
      store.recordOutcome(
        job,
        failed ? { status: "failed", error: "SMTP 550" } : { status: "delivered", at: T0 },
      );
    }
    expect(store.list({ failed: true }).map((m) => m.id)).toEqual([first.id, second.id]);
    expect(store.redeliver(String(first.id), T0)).toBe(2);
    expect(store.list({ failed: true }).map((m) => m.id)).toEqual([second.id]);
    expect(store.redeliver(second.uuid, T0)).toBe(2);
    expect(store.list({ failed: true })).toEqual([]);
    expect(store.redeliver("failed", T0)).toBe(0);
    expect(store.redeliver("999", T0)).toBe(0);
    expect(store.claimDue(T0, 10, 60_000)).toHaveLength(4);
    store.close();
  });

  it("lists and erases one person's messages with their deliveries, whatever the case", () => {
    const store = openSqliteMessageStore(dir, { channels: ["email"] });
    store.save(message());
    store.save(message({ email: "someone.else@example.com" }));
    store.save(message({ email: "omar@example.COM" }));
    expect(store.list({ email: "omar@example.com" })).toHaveLength(2);
    expect(store.eraseByEmail("OMAR@example.com")).toBe(2);
    expect(store.list().map((m) => m.email)).toEqual(["someone.else@example.com"]);
    store.close();
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.prepare("SELECT count(*) AS n FROM message_deliveries").get()).toEqual({ n: 1 });
    db.close();
  });

  it("gives messages stored before the outbox a uuid and no deliveries", () => {
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.exec(`CREATE TABLE contact_messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at TEXT NOT NULL, locale TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT, message TEXT NOT NULL);
      CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
      INSERT INTO contact_messages (received_at, locale, name, email, message)
      VALUES ('2026-01-01T00:00:00.000Z', 'en', 'Old', 'old@example.com', 'Hi');
      PRAGMA user_version = 1;`);
    db.close();
    const store = openSqliteMessageStore(dir, { channels: ["email"] });
    const [old] = store.list();
    expect(old?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(old?.deliveries).toEqual([]);
    store.close();
  });
});
