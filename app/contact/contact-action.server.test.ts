import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postedContactForm, submitContactForm, type ContactOutcome } from "./contact-action.server";
import { contactSchema } from "./contact-schema";
import { referenceOf } from "./message-reference";
import type { SubmissionLimit } from "./messages/message-types";
import type { SharedQueries } from "./messages/shared-queries";
import { wordsOf } from "../content/words.server";
import type { Locale } from "../i18n/locale";
import {
  contactRequestContext,
  freshDatabase,
  sharedQueriesOn,
  type TestDatabase,
} from "../../tests/support/contact-databases";
import { recordingLog } from "../../tests/support/recording-log";

// A database of this file's own, on SQLite (the rate limit and PostgreSQL have their own tests).
let database: TestDatabase;
let messages: SharedQueries;
const log = recordingLog();
beforeAll(async () => {
  database = await freshDatabase("sqlite");
  messages = sharedQueriesOn(database.target, { channels: [], log });
});
afterAll(async () => {
  await messages.close();
  await database.remove();
});
const stored = async () => (await messages.queries()).list();

/** `perWindow` messages for a client of its own. */
let clients = 0;
const newClient = (perWindow: number): SubmissionLimit => ({
  client: `192.0.2.${(clients += 1)}`,
  perWindow,
});

/**
 * A form posted as a browser posts it, and what the action makes of it; without a limit (it
 * has tests of its own) unless one is given.
 */
async function submit(
  body: string,
  locale: Locale,
  limit: SubmissionLimit | null = null,
): Promise<ContactOutcome> {
  const request = new Request("http://localhost/?index", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const context = contactRequestContext({ messages, limit, log });
  return submitContactForm(await postedContactForm(request), { locale, context });
}

/** Any text at all: every Unicode plane, control characters, very long strings. */
const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ maxLength: 2500 }),
  fc.constantFrom("", "   ", "\u0000", "\r\n", "مرحباً", "<script>alert(1)</script>", "a@b"),
);
const field = fc.constantFrom(
  "name",
  "email",
  "phone",
  "message",
  "topic",
  "company_website",
  "other",
);
/** Submissions a person might send: right in shape, any text inside. */
const plausibleBody = fc
  .record({
    name: fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
    email: fc.emailAddress(),
    phone: fc.oneof(fc.constant(""), fc.stringMatching(/^[0-9 +()-]{5,22}$/)),
    message: fc.string({ unit: "grapheme", minLength: 1, maxLength: 2100 }),
    topic: fc.constantFrom("", "complaint"),
  })
  .map((fields) => new URLSearchParams(fields).toString());
/** A form body: fields missing, repeated, in any order, percent-encoded or malformed. */
const formBody = fc.oneof(
  plausibleBody,
  fc
    .array(fc.tuple(field, anyText), { maxLength: 8 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("%", "%ZZ", "name=%E0%A4%A&email=%", "=&=&&", "name=%00&email=%FF%FE"),
);

describe("the contact action, given anything at all", () => {
  const { errors } = wordsOf("en", "home").contact.form;
  const schema = contactSchema();

  it("never fails, always explains a refusal, and stores only what the schema accepts", async () => {
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        const outcome = await submit(body, "en");
        if (outcome.sent) return;
        expect(outcome.status).toBe(400);
        expect(outcome.refused.formError).toBe(errors.summary);
        expect(Object.keys(outcome.refused.errors).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
    const records = await stored();
    // The property saw real successes too, not only refusals.
    expect(records.length).toBeGreaterThan(20);
    for (const record of records) {
      const { name, email, phone, message, locale, topic, reference } = record;
      const fields = { name, email, phone, message, topic };
      expect(locale).toBe("en");
      expect(schema.parse(fields)).toEqual(fields);
      expect(referenceOf(reference)).toBe(reference);
    }
  }, 30_000); // A hundred runs against a real database: seconds on a busy machine.

  it("keeps a valid message exactly as sent, Arabic and all", async () => {
    const message = `مرحباً ${Date.now()} <b>&amp;</b>\n🌙`;
    const body = new URLSearchParams({ name: "فاطمة", email: "f@example.com", message });
    const outcome = await submit(body.toString(), "ar");
    expect(outcome).toEqual({ sent: true, reference: expect.any(String) });
    expect((await stored()).find((record) => record.message === message)).toMatchObject({
      name: "فاطمة",
      locale: "ar",
      phone: null,
      topic: "general",
      reference: outcome.sent ? outcome.reference : "",
    });
  });

  it("stores a complaint marked as one, and answers with its reference", async () => {
    const message = `The bill is wrong ${Date.now()}`;
    const body = new URLSearchParams({
      name: "Omar",
      email: "omar@example.com",
      message,
      topic: "complaint",
    });
    const outcome = await submit(body.toString(), "en");
    if (!outcome.sent) throw new Error("The complaint was refused.");
    expect((await stored()).find((record) => record.message === message)).toMatchObject({
      topic: "complaint",
      reference: outcome.reference,
    });
  });

  it("refuses a kind of message the form does not offer, keeping the input", async () => {
    const message = `Crafted ${Date.now()}`;
    const body = new URLSearchParams({
      name: "Omar",
      email: "omar@example.com",
      message,
      topic: "urgent",
    });
    expect(await submit(body.toString(), "ar")).toMatchObject({
      sent: false,
      status: 400,
      refused: {
        values: { message, topic: "urgent" },
        errors: { topic: wordsOf("ar", "home").contact.form.errors.topicInvalid },
      },
    });
    expect((await stored()).some((record) => record.message === message)).toBe(false);
  });

  it("answers 429 in the visitor's language when the rate limit refuses, storing nothing", async () => {
    const limit = newClient(1);
    const first = new URLSearchParams({ name: "Rana", email: "rana@example.com", message: "One" });
    expect(await submit(first.toString(), "ar", limit)).toMatchObject({ sent: true });
    const message = `Too many ${Date.now()}`;
    const body = new URLSearchParams({ name: "Rana", email: "rana@example.com", message });
    expect(await submit(body.toString(), "ar", limit)).toMatchObject({
      sent: false,
      status: 429,
      refused: {
        values: { message },
        formError: wordsOf("ar", "home").contact.form.errors.rateLimited,
      },
    });
    expect((await stored()).some((record) => record.message === message)).toBe(false);
  });

  it("answers 503 with the visitor's words when the message cannot be stored, logging none of them", async () => {
    log.lines.error.length = 0;
    const message = `Database down ${Date.now()}`;
    const body = new URLSearchParams({ name: "Rana", email: "rana@example.com", message });
    vi.spyOn(await messages.queries(), "submit").mockRejectedValue(
      Object.assign(new Error("attempt to write a readonly database"), {
        code: "SQLITE_READONLY",
        detail: "Failing row contains (rana@example.com)",
      }),
    );
    try {
      expect(await submit(body.toString(), "ar", newClient(5))).toMatchObject({
        sent: false,
        status: 503,
        refused: {
          values: { message },
          formError: wordsOf("ar", "home").contact.form.errors.unavailable,
        },
      });
    } finally {
      vi.restoreAllMocks();
    }
    expect(log.lines.error).toEqual([
      "Could not store a contact message: SQLITE_READONLY: attempt to write a readonly database",
    ]);
    expect((await stored()).some((record) => record.message === message)).toBe(false);
  });

  it("refuses any method but POST with 405", async () => {
    const request = new Request("http://localhost/?index", { method: "PUT", body: "x=1" });
    await expect(postedContactForm(request)).rejects.toMatchObject({ init: { status: 405 } });
  });

  it("tells a filled honeypot it was sent, and stores nothing", async () => {
    const message = `Honeypot ${Date.now()}`;
    const body = new URLSearchParams({
      name: "Bot",
      email: "bot@example.com",
      message,
      company_website: "https://spam.example",
    });
    // Answered with a reference like any message, so nothing tells a bot it was caught.
    const outcome = await submit(body.toString(), "en");
    expect(outcome).toEqual({ sent: true, reference: expect.any(String) });
    expect(referenceOf(outcome.sent ? outcome.reference : "")).toBeDefined();
    expect((await stored()).some((record) => record.message === message)).toBe(false);
  });
});
