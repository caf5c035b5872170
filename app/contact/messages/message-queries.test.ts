import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SAME_SUBMISSION_WINDOW_MS } from "./message-queries";
import { openContactQueries } from "./contact-queries";
import type { ContactMessage } from "./message-types";
import { retentionCutoff } from "./retention";
import { referenceOf } from "../message-reference";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
} from "../../../tests/support/contact-databases";

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage =>
  contactMessage({
    name: "فاطمة",
    message: "مرحباً <b>not bold</b>\nسطر ثانٍ",
    locale: "ar",
    receivedAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  });
const at = (ms: number) => new Date(Date.parse("2026-11-22T10:00:00.000Z") + ms).toISOString();

describe.each(ENGINES)("the message queries on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);
  const queries = (channels: ("email" | "webhook")[] = []) => fresh.queries({ channels });

  it("stores a message and reads it back exactly, with an id", async () => {
    const one = await queries();
    const saved = await one.save(message());
    expect(saved).toEqual({
      id: 1,
      uuid: saved.uuid,
      reference: saved.reference,
      kind: "contact",
      signup: null,
      topic: "general",
      plan: null,
      deliveries: [],
      ...message(),
    });
    expect(referenceOf(saved.reference)).toBe(saved.reference);
    expect(saved.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await one.list()).toEqual([saved]);
  });

  it("keeps messages across a restart, migrating only once", async () => {
    const first = await queries();
    await first.save(message({ name: "One" }));
    await first.save(message({ name: "Two", phone: "+971 50 123 4567" }));
    await first.close();
    const second = await queries();
    expect((await second.list()).map((m) => [m.id, m.name, m.phone])).toEqual([
      [1, "One", null],
      [2, "Two", "+971 50 123 4567"],
    ]);
  });

  it("lists messages since a date and deletes those older than a cutoff", async () => {
    const one = await queries(["email"]);
    await one.save(message({ name: "Old", receivedAt: "2025-01-01T00:00:00.000Z" }));
    await one.save(message({ name: "New", receivedAt: "2026-11-01T00:00:00.000Z" }));
    expect((await one.list({ since: new Date("2026-01-01") })).map((m) => m.name)).toEqual(["New"]);
    expect(await one.deleteReceivedBefore(new Date("2026-01-01"))).toBe(1);
    expect((await one.list()).map((m) => m.name)).toEqual(["New"]);
  });

  // Two instances are two processes: on SQLite they take turns for the file's write lock (a
  // second connection in the same process would wait for it synchronously, holding up the
  // first), so there they go one after the other; on PostgreSQL really at once.
  const atOnce = <T>(work: (() => Promise<T>)[]): Promise<T[]> =>
    engine === "postgres"
      ? Promise.all(work.map((each) => each()))
      : work.reduce<Promise<T[]>>(
          async (done, each) => [...(await done), await each()],
          Promise.resolve([]),
        );

  it("brings two instances starting at once to one schema, each step applied once", async () => {
    const [one, two] = await atOnce([() => queries(), () => queries()]);
    if (!one || !two) throw new Error("Expected two connections.");
    await one.save(message());
    expect(await two.list()).toHaveLength(1);
  });

  describe("one message per submission", () => {
    it("answers the same words sent again within the window with the stored copy", async () => {
      const one = await queries();
      const first = await one.save(message());
      expect(await one.save(message({ receivedAt: at(150) }))).toEqual(first);
      expect(await one.save(message({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS) }))).toEqual(first);
      expect(await one.list()).toEqual([first]);
    });

    it("stores a message that differs in any field, or comes after the window", async () => {
      const one = await queries();
      await one.save(message());
      await one.save(message({ locale: "en" }));
      await one.save(message({ name: "فاطمة م" }));
      await one.save(message({ email: "other@example.com" }));
      await one.save(message({ phone: "050 123 4567" }));
      await one.save(message({ message: "رسالة أخرى" }));
      await one.save(message({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS + 1) }));
      expect(await one.list()).toHaveLength(7);
    });

    it("holds across two instances saving the same submission at the same moment", async () => {
      const [one, two] = [await queries(["email"]), await queries(["email"])];
      const copies = await atOnce(
        Array.from(
          { length: 10 },
          (_, i) => () => (i % 2 ? one : two).save(message({ receivedAt: at(i * 10) })),
        ),
      );
      const [first] = await one.list();
      expect(copies.every((copy) => copy.id === first?.id)).toBe(true);
      expect(await two.list()).toHaveLength(1);
      expect(first?.deliveries).toHaveLength(1);
    });
  });
});

describe("retention", () => {
  it("keeps twelve months", () => {
    expect(retentionCutoff(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe(
      "2025-11-22T10:00:00.000Z",
    );
  });
});

describe("SQLite files", () => {
  const fresh = freshDatabaseEachTest("sqlite");
  const target = () => fresh.target;
  const file = () => fresh.sqliteFile;

  it("use WAL, and keep the old schema version for the release before", async () => {
    await (await openContactQueries(target())).close();
    await (await openContactQueries(target())).close();
    const db = new Database(file(), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(3);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });

  it("made by the release before (schema version 3) are upgraded with everything in them", async () => {
    // The schema as the hand-written migrations of that release left it, with a message.
    const db = new Database(file());
    db.exec(`CREATE TABLE contact_messages (
       id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, locale TEXT NOT NULL,
       name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, message TEXT NOT NULL,
       uuid TEXT, plan TEXT, fingerprint TEXT);
     CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
     CREATE UNIQUE INDEX contact_messages_uuid ON contact_messages (uuid);
     CREATE INDEX contact_messages_email ON contact_messages (email COLLATE NOCASE);
     CREATE INDEX contact_messages_fingerprint ON contact_messages (fingerprint, received_at);
     CREATE TABLE message_deliveries (
       message_id INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
       channel TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0, queued_at TEXT NOT NULL,
       next_attempt_at TEXT NOT NULL, claimed_until TEXT, delivered_at TEXT, last_error TEXT,
       PRIMARY KEY (message_id, channel));
     CREATE INDEX message_deliveries_due ON message_deliveries (status, next_attempt_at);
     INSERT INTO contact_messages (received_at, locale, name, email, phone, message, uuid, plan)
     VALUES ('2026-11-22T10:00:00.000Z', 'ar', 'فاطمة', 'fatima@example.com', NULL, 'قديمة',
             '0b7e2f6c-1d3a-4c55-a0b1-9f7c3e2d1a00', 'premium');
     INSERT INTO message_deliveries (message_id, channel, queued_at, next_attempt_at)
     VALUES (1, 'email', '2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z');
     PRAGMA user_version = 3;`);
    db.close();
    const queries = await openContactQueries(target(), { channels: ["email"] });
    const [old] = await queries.list();
    expect(old).toMatchObject({ uuid: "0b7e2f6c-1d3a-4c55-a0b1-9f7c3e2d1a00", plan: "premium" });
    expect(old?.deliveries.map((d) => d.status)).toEqual(["pending"]);
    expect(await queries.claimDue(new Date(), 10, 60_000)).toHaveLength(1);
    await queries.save(message({ message: "جديدة" }));
    expect(await queries.list()).toHaveLength(2);
    await queries.close();
  });

  it("from before the fingerprint keep their messages", async () => {
    const db = new Database(file());
    db.exec(`CREATE TABLE contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, locale TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, message TEXT NOT NULL);
      CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
      INSERT INTO contact_messages (received_at, locale, name, email, phone, message)
      VALUES ('2026-11-22T10:00:00.000Z', 'ar', 'فاطمة', 'fatima@example.com', NULL, 'قديمة');`);
    db.pragma("user_version = 1");
    db.close();
    const queries = await openContactQueries(target());
    expect((await queries.list()).map((stored) => stored.message)).toEqual(["قديمة"]);
    await queries.save(message({ message: "قديمة" }));
    expect(await queries.list()).toHaveLength(2);
    await queries.close();
  });

  // chattr +i makes a file immutable even for root, and even through an open handle; on a
  // filesystem without it the test cannot set the fault up, and says so by failing.
  it("refusing writes make save throw rather than acknowledge a message it did not commit", async () => {
    const immutable = (file: string, on: boolean) =>
      execFileSync("chattr", [on ? "+i" : "-i", file], { stdio: "pipe" });
    const queries = await openContactQueries(target());
    await queries.save(message({ name: "Before" }));
    const wal = `${file()}-wal`;
    immutable(wal, true);
    try {
      await expect(queries.save(message({ name: "Lost?" }))).rejects.toThrow();
    } finally {
      immutable(wal, false);
    }
    await queries.close();
    const reopened = await openContactQueries(target());
    expect((await reopened.list()).map((stored) => stored.name)).toEqual(["Before"]);
    await reopened.close();
  });

  it("are never created by a caller that needs one to exist", async () => {
    await expect(openContactQueries(target(), { mustExist: true })).rejects.toThrow(
      /does not exist/,
    );
  });
});
