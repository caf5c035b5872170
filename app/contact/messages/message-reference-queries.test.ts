import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type * as MessageReference from "../message-reference";
import { referenceOf } from "../message-reference";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
} from "../../../tests/support/contact-databases";

/** References the save is handed, in order, before it draws its own again. */
const handed: string[] = [];
vi.mock("../message-reference", async (original) => {
  const actual = await original<typeof MessageReference>();
  return { ...actual, newReference: vi.fn(() => handed.shift() ?? actual.newReference()) };
});

describe.each(ENGINES)("references of stored messages on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);

  it("gives every message its own reference, as the site writes them", async () => {
    const queries = await fresh.queries();
    const saved = [];
    for (let i = 0; i < 40; i++)
      saved.push(await queries.save(contactMessage({ message: `${i}` })));
    const references = saved.map((message) => message.reference);
    for (const reference of references) expect(referenceOf(reference)).toBe(reference);
    expect(new Set(references).size).toBe(references.length);
  });

  it("draws again when a reference is taken, and the save still commits", async () => {
    const queries = await fresh.queries({ channels: ["email"] });
    handed.push("7KCM-HX3R");
    const first = await queries.save(contactMessage({ message: "first" }));
    handed.push("7KCM-HX3R", "7KCM-HX3R", "AAAA-CCCC");
    const second = await queries.save(contactMessage({ message: "second" }));
    expect(first.reference).toBe("7KCM-HX3R");
    expect(second.reference).toBe("AAAA-CCCC");
    expect(second.deliveries.map((delivery) => delivery.status)).toEqual(["pending"]);
    expect((await queries.list()).map((message) => message.reference)).toEqual([
      "7KCM-HX3R",
      "AAAA-CCCC",
    ]);
  });

  it("refuses a second row with a reference already taken, whatever writes it", async () => {
    const queries = await fresh.queries();
    const one = await queries.save(contactMessage({ message: "one" }));
    const two = await queries.save(contactMessage({ message: "two" }));
    const { db } = await fresh.database();
    await expect(
      sql`UPDATE contact_messages SET reference = ${one.reference} WHERE id = ${two.id}`.execute(
        db,
      ),
    ).rejects.toThrow();
  });

  it("finds one message by its reference, and nothing by another", async () => {
    const queries = await fresh.queries();
    await queries.save(contactMessage({ message: "one" }));
    const two = await queries.save(contactMessage({ message: "two" }));
    expect((await queries.list({ reference: two.reference })).map((m) => m.message)).toEqual([
      "two",
    ]);
    const other = two.reference === "7KCM-HX3X" ? "7KCM-HX3Y" : "7KCM-HX3X";
    expect(await queries.list({ reference: other })).toEqual([]);
  });

  it("stores whether a message is a complaint, and tells it from the same words sent plainly", async () => {
    const queries = await fresh.queries();
    const words = contactMessage({ receivedAt: "2026-11-25T10:00:00.000Z" });
    const general = await queries.save(words);
    const complaint = await queries.save({ ...words, topic: "complaint" });
    const again = await queries.save({ ...words, topic: "complaint" });
    expect(general.topic).toBe("general");
    expect(complaint.topic).toBe("complaint");
    expect(complaint.id).not.toBe(general.id);
    // The same complaint sent twice at once is one message, with one reference.
    expect(again).toEqual(complaint);
  });

  it("gives messages stored before references existed one each when it migrates", async () => {
    const queries = await fresh.queries();
    await queries.save(contactMessage({ message: "one" }));
    await queries.save(contactMessage({ message: "two", topic: "complaint" }));
    await queries.close();
    // The database as the release before left it: no reference, no topic, migration 006 not run
    // (nor any later one, so no kind either).
    const database = await fresh.database();
    const { db } = database;
    await db.schema.alterTable("health_probe").dropColumn("room").execute();
    await sql`DELETE FROM kysely_migration WHERE name > '006'`.execute(db);
    await db.schema.dropIndex("contact_messages_reference").execute();
    await db.schema.alterTable("contact_messages").dropColumn("reference").execute();
    await db.schema.alterTable("contact_messages").dropColumn("topic").execute();
    await db.schema.alterTable("contact_messages").dropColumn("kind").execute();
    await db.schema.alterTable("contact_messages").dropColumn("details").execute();
    await database.close();

    const migrated = await (await fresh.queries()).list();
    expect(migrated.map((message) => message.topic)).toEqual(["general", "general"]);
    const references = migrated.map((message) => message.reference);
    for (const reference of references) expect(referenceOf(reference)).toBe(reference);
    expect(new Set(references).size).toBe(2);
  });
});
