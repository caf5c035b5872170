import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContactMessage, retentionCutoff } from "./message-store";
import {
  DATABASE_FILE,
  openSqliteMessageStore,
  SAME_SUBMISSION_WINDOW_MS,
} from "./sqlite-message-store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sahab-store-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: "فاطمة",
  email: "fatima@example.com",
  phone: null,
  message: "مرحباً <b>not bold</b>\nسطر ثانٍ",
  locale: "ar",
  receivedAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

describe("the SQLite message store", () => {
  it("stores a message and reads it back exactly, with an id", () => {
    const store = openSqliteMessageStore(dir, { channels: [] });
    const saved = store.save(message());
    expect(saved).toEqual({ id: 1, uuid: saved.uuid, plan: null, deliveries: [], ...message() });
    expect(saved.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(store.list()).toEqual([saved]);
    store.close();
  });

  it("keeps messages across a restart", () => {
    const first = openSqliteMessageStore(dir);
    first.save(message({ name: "One" }));
    first.save(message({ name: "Two", phone: "+971 50 123 4567" }));
    first.close();
    const second = openSqliteMessageStore(dir);
    expect(second.list().map((m) => [m.id, m.name, m.phone])).toEqual([
      [1, "One", null],
      [2, "Two", "+971 50 123 4567"],
    ]);
    second.close();
  });

  it("uses WAL and a versioned schema, migrating only once", () => {
    openSqliteMessageStore(dir).close();
    openSqliteMessageStore(dir).close();
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(3);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });

  it("lists messages since a date and deletes those older than a cutoff", () => {
    const store = openSqliteMessageStore(dir);
    store.save(message({ name: "Old", receivedAt: "2025-01-01T00:00:00.000Z" }));
    store.save(message({ name: "New", receivedAt: "2026-11-01T00:00:00.000Z" }));
    expect(store.list({ since: new Date("2026-01-01") }).map((m) => m.name)).toEqual(["New"]);
    expect(store.deleteReceivedBefore(new Date("2026-01-01"))).toBe(1);
    expect(store.list().map((m) => m.name)).toEqual(["New"]);
    store.close();
  });
});

describe("one message per submission", () => {
  const at = (ms: number) => new Date(Date.parse("2026-11-22T10:00:00.000Z") + ms).toISOString();

  it("answers the same words sent again within the window with the stored copy", () => {
    const store = openSqliteMessageStore(dir);
    const first = store.save(message());
    expect(store.save(message({ receivedAt: at(150) }))).toEqual(first);
    expect(store.save(message({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS) }))).toEqual(first);
    expect(store.list()).toEqual([first]);
    store.close();
  });

  it("stores a message that differs in any field, or comes after the window", () => {
    const store = openSqliteMessageStore(dir);
    store.save(message());
    store.save(message({ locale: "en" }));
    store.save(message({ name: "فاطمة م" }));
    store.save(message({ email: "other@example.com" }));
    store.save(message({ phone: "050 123 4567" }));
    store.save(message({ message: "رسالة أخرى" }));
    store.save(message({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS + 1) }));
    expect(store.list()).toHaveLength(7);
    store.close();
  });

  it("holds across two stores on one file, as in two server processes", () => {
    const one = openSqliteMessageStore(dir);
    const two = openSqliteMessageStore(dir);
    const saved = one.save(message());
    expect(two.save(message({ receivedAt: at(80) }))).toEqual(saved);
    expect(one.save(message({ receivedAt: at(120) }))).toEqual(saved);
    expect(two.list()).toEqual([saved]);
    one.close();
    two.close();
  });

  it("keeps the messages of a database from before the fingerprint", () => {
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.exec(`CREATE TABLE contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, locale TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, message TEXT NOT NULL);
      CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
      INSERT INTO contact_messages (received_at, locale, name, email, phone, message)
      VALUES ('2026-11-22T10:00:00.000Z', 'ar', 'فاطمة', 'fatima@example.com', NULL, 'قديمة');`);
    db.pragma("user_version = 1");
    db.close();
    const store = openSqliteMessageStore(dir);
    expect(store.list().map((stored) => stored.message)).toEqual(["قديمة"]);
    store.save(message({ message: "قديمة" }));
    expect(store.list()).toHaveLength(2);
    store.close();
  });
});

describe("retention", () => {
  it("keeps twelve months", () => {
    expect(retentionCutoff(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe(
      "2025-11-22T10:00:00.000Z",
    );
  });
});

describe("when the disk refuses writes", () => {
  // chattr +i makes a file immutable even for root, and even through an open handle; on a
  // filesystem without it the test cannot set the fault up, and says so by failing.
  const immutable = (file: string, on: boolean) =>
    execFileSync("chattr", [on ? "+i" : "-i", file], { stdio: "pipe" });

  it("save throws rather than acknowledging a message it did not commit", () => {
    const store = openSqliteMessageStore(dir);
    store.save(message({ name: "Before" }));
    const wal = path.join(dir, `${DATABASE_FILE}-wal`);
    immutable(wal, true);
    try {
      expect(() => store.save(message({ name: "Lost?" }))).toThrow();
    } finally {
      immutable(wal, false);
    }
    store.close();
    const reopened = openSqliteMessageStore(dir);
    expect(reopened.list().map((stored) => stored.name)).toEqual(["Before"]);
    reopened.close();
  });
});
