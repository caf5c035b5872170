import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-tables";
import { SAME_SUBMISSION_WINDOW_MS } from "./message-queries";
import type { ContactMessage } from "./message-types";
import { openDatabase } from "../../database/open-database";
import {
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
  signupDetails,
  signupMessage,
} from "../../../tests/support/contact-databases";
import { must } from "../../../tests/support/must.mjs";

const RECEIVED = "2026-11-22T10:00:00.000Z";
const at = (ms: number) => new Date(Date.parse(RECEIVED) + ms).toISOString();
const signup = (overrides: Partial<ContactMessage> = {}, choices = {}) =>
  signupMessage({ receivedAt: RECEIVED, ...overrides }, choices);

describe.each(ENGINES)("sign-up requests on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);

  it("are stored beside contact messages with their kind, choices and plan, and read back exactly", async () => {
    const queries = await fresh.queries();
    const contact = await queries.save(contactMessage({ receivedAt: RECEIVED }));
    const saved = await queries.save(signup());
    expect(saved).toEqual({
      id: 2,
      uuid: saved.uuid,
      reference: saved.reference,
      topic: "general",
      deliveries: [],
      ...signup(),
    });
    expect(saved).toMatchObject({ kind: "signup", plan: "standard", message: "" });
    expect(contact).toMatchObject({ kind: "contact", signup: null });
    expect(await queries.list()).toEqual([contact, saved]);
    expect(await queries.list({ reference: saved.reference })).toEqual([saved]);
  });

  it("keep a sign-up's plan as its choices say, and no choices for a contact message", async () => {
    const queries = await fresh.queries();
    expect((await queries.save(signup({ plan: "basic" }))).plan).toBe("standard");
    const contact = await queries.save(contactMessage({ signup: signupDetails(), plan: "basic" }));
    expect(contact).toMatchObject({ kind: "contact", signup: null, plan: "basic" });
  });

  it("refuse a sign-up without its choices, storing nothing", async () => {
    const queries = await fresh.queries();
    await expect(queries.save(contactMessage({ kind: "signup" }))).rejects.toThrow(TypeError);
    expect(await queries.list()).toEqual([]);
  });

  it("are queued on every channel configured, a contact message on all but the confirmation", async () => {
    const all = await fresh.queries({ channels: ["email", "webhook", "confirmation"] });
    const channels = async (message: ContactMessage) =>
      (await all.save(message)).deliveries.map((delivery) => delivery.channel);
    expect(await channels(signup())).toEqual(["confirmation", "email", "webhook"]);
    expect(await channels(contactMessage())).toEqual(["email", "webhook"]);
    const webhookOnly = await fresh.queries({ channels: ["webhook"] });
    const saved = await webhookOnly.save(signup({ name: "Webhook only" }));
    expect(saved.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    expect(await all.outboxState(["email", "webhook", "confirmation"])).toEqual([
      { channel: "email", pending: 2, oldestQueuedAt: expect.any(String) },
      { channel: "webhook", pending: 3, oldestQueuedAt: expect.any(String) },
      { channel: "confirmation", pending: 1, oldestQueuedAt: expect.any(String) },
    ]);
  });

  describe("sent twice", () => {
    it("are stored once within the window, answered with the stored copy", async () => {
      const queries = await fresh.queries({ channels: ["email", "confirmation"] });
      const first = await queries.save(signup());
      expect(await queries.save(signup({ receivedAt: at(150) }))).toEqual(first);
      expect(await queries.save(signup({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS) }))).toEqual(
        first,
      );
      expect(await queries.list()).toEqual([first]);
      expect(first.deliveries).toHaveLength(2);
    });

    it("are a second request when any choice differs, or after the window", async () => {
      const queries = await fresh.queries();
      await queries.save(signup());
      const changes = [
        { plan: "premium" as const },
        { number: { choice: "new" as const } },
        { number: { choice: "keep" as const, operator: "eand" as const, mobile: "+971501234567" } },
        { sim: { kind: "sim" as const } },
        { sim: { kind: "esim" as const, device: null } },
        { fulfilment: { kind: "store" as const, storeId: "deira" } },
        {
          fulfilment: {
            kind: "delivery" as const,
            emirate: "dubai" as const,
            area: "Al Barsha",
            address: "Villa 12",
          },
        },
        { call: { date: "2026-12-08", fromHour: 11 } },
        { call: { date: "2026-12-09", fromHour: 9 } },
      ];
      for (const choices of changes) await queries.save(signup({}, choices));
      await queries.save(signup({ receivedAt: at(SAME_SUBMISSION_WINDOW_MS + 1) }));
      // The same person's contact message, with no words, is not the sign-up either.
      await queries.save(signup({ kind: "contact", signup: null }));
      expect(await queries.list()).toHaveLength(changes.length + 3);
    });

    it("are the same request whatever order the choices' keys came in", async () => {
      const queries = await fresh.queries();
      const { plan, number, sim, fulfilment, call } = signupDetails();
      const first = await queries.save(signup());
      const reordered = { call, fulfilment, sim, number: { ...number }, plan };
      expect(await queries.save(signup({ signup: reordered, receivedAt: at(10) }))).toEqual(first);
    });
  });

  it("leave a contact message's fingerprint as it was before there were kinds", async () => {
    const queries = await fresh.queries();
    const general = contactMessage({ receivedAt: RECEIVED, phone: "050 123 4567" });
    const complaint = contactMessage({ receivedAt: RECEIVED, topic: "complaint" });
    await queries.save(general);
    await queries.save(complaint);
    const hash = (said: unknown[]) =>
      createHash("sha256").update(JSON.stringify(said)).digest("hex");
    const { locale, name, email } = general;
    const database = await fresh.database();
    const { rows } = await sql<{
      fingerprint: string;
    }>`SELECT fingerprint FROM contact_messages ORDER BY id`.execute(database.db as Kysely<object>);
    expect(rows.map((row) => row.fingerprint)).toEqual([
      hash([locale, name, email, "050 123 4567", "Hello"]),
      hash([locale, name, email, null, "Hello", "complaint"]),
    ]);
  });

  it("count in the one rate limit with contact messages", async () => {
    const queries = await fresh.queries();
    const limit = { client: "192.0.2.7", perWindow: 2 };
    expect((await queries.submit(contactMessage(), limit)).status).toBe("stored");
    expect((await queries.submit(signupMessage(), limit)).status).toBe("stored");
    expect(await queries.submit(signupMessage({}, { plan: "premium" }), limit)).toEqual({
      status: "limited",
    });
    expect(await queries.submit(contactMessage({ message: "Again" }), limit)).toEqual({
      status: "limited",
    });
    expect(await queries.list()).toHaveLength(2);
  });

  it("are erased with a person's messages, and deleted after the retention period", async () => {
    const queries = await fresh.queries({ channels: ["email", "confirmation"] });
    await queries.save(signup({ email: "Omar@Example.com" }));
    await queries.save(contactMessage({ email: "omar@example.com" }));
    await queries.save(
      signup({ email: "someone@example.com", receivedAt: "2025-01-01T00:00:00.000Z" }),
    );
    expect(await queries.list({ email: "OMAR@example.com" })).toHaveLength(2);
    expect(await queries.eraseByEmail("omar@EXAMPLE.com")).toBe(2);
    expect(await queries.deleteReceivedBefore(new Date("2026-01-01"))).toBe(1);
    expect(await queries.list()).toEqual([]);
    expect(await queries.claimDue(new Date(), 10, 60_000)).toEqual([]);
  });

  it("find contact messages stored before the kinds existed, kept as contact messages", async () => {
    // The schema as the release before left it: every step but the one that added the kinds.
    const before = {
      ...contactSchema,
      migrations: (target: typeof engine) => {
        const steps = { ...contactSchema.migrations(target) };
        delete steps["008-message-kind-and-details"];
        return steps;
      },
    };
    const old = await openDatabase(fresh.target, { schemas: [before] });
    await sql`INSERT INTO contact_messages
        (uuid, reference, received_at, locale, name, email, phone, message, plan, topic)
      VALUES ('0b7e2f6c-1d3a-4c55-a0b1-9f7c3e2d1a00', '7KCM-HX3R', ${RECEIVED}, 'ar', 'فاطمة',
        'fatima@example.com', NULL, 'قديمة', 'premium', 'complaint')`.execute(
      old.db as Kysely<object>,
    );
    await old.close();

    const queries = await fresh.queries({ channels: ["email", "confirmation"] });
    const [kept] = await queries.list();
    expect(kept).toMatchObject({
      reference: "7KCM-HX3R",
      kind: "contact",
      signup: null,
      topic: "complaint",
      plan: "premium",
      message: "قديمة",
    });
    const added = await queries.save(signup());
    expect(must((await queries.list()).at(-1))).toEqual(added);
    expect(added.kind).toBe("signup");
  });
});
