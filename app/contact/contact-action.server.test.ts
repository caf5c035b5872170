import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getHomeContent } from "~/content/pages.server";
import { contactSchema } from "./contact-schema";
import { submissionLimitContext } from "./submission-limit";

// A database of this test's own; every submission is within the rate limit (it has its own tests).
const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-action-"));
vi.stubEnv("DATA_DIR", dataDir);
const { handleContactSubmission } = await import("./contact-action.server");
const { discardMessageStore, messageStore } = await import("./message-store.server");

afterAll(async () => {
  await (await messageStore()).close();
  discardMessageStore();
  rmSync(dataDir, { recursive: true, force: true });
});

/** No limit (the limit has tests of its own), or `perWindow` messages for one new client. */
let clients = 0;
const context = (perWindow?: number) =>
  new RouterContextProvider(
    new Map([
      [
        submissionLimitContext,
        perWindow === undefined ? null : { client: `192.0.2.${(clients += 1)}`, perWindow },
      ],
    ]),
  );
const post = (body: string) =>
  new Request("http://localhost/?index", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

/** Any text at all: every Unicode plane, control characters, very long strings. */
const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ maxLength: 2500 }),
  fc.constantFrom("", "   ", "\u0000", "\r\n", "مرحباً", "<script>alert(1)</script>", "a@b"),
);
const field = fc.constantFrom("name", "email", "phone", "message", "company_website", "other");
/** Submissions a person might send: right in shape, any text inside. */
const plausibleBody = fc
  .record({
    name: fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }),
    email: fc.emailAddress(),
    phone: fc.oneof(fc.constant(""), fc.stringMatching(/^[0-9 +()-]{5,22}$/)),
    message: fc.string({ unit: "grapheme", minLength: 1, maxLength: 2100 }),
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
  const { errors } = getHomeContent("en").contact.form;
  const schema = contactSchema(errors);

  it("never fails, always explains a refusal, and stores only what the schema accepts", async () => {
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        const result = await handleContactSubmission(post(body), context(), "en");
        if (result instanceof Response) {
          expect(result.status).toBe(303);
          expect(result.headers.get("Location")).toBe("/?sent=1#contact-status");
          return;
        }
        expect(result.init?.status).toBe(400);
        expect(result.data.formError).toBe(errors.summary);
        expect(Object.keys(result.data.errors).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
    const records = await (await messageStore()).list();
    // The property saw real successes too, not only refusals.
    expect(records.length).toBeGreaterThan(20);
    for (const record of records) {
      const { name, email, phone, message, locale } = record;
      const fields = { name, email, phone, message };
      expect(locale).toBe("en");
      expect(schema.parse(fields)).toEqual(fields);
    }
  }, 30_000); // A hundred runs against a real database: seconds on a busy machine.

  it("keeps a valid message exactly as sent, Arabic and all", async () => {
    const message = `مرحباً ${Date.now()} <b>&amp;</b>\n🌙`;
    const body = new URLSearchParams({ name: "فاطمة", email: "f@example.com", message });
    const result = await handleContactSubmission(post(body.toString()), context(), "ar");
    expect(result).toBeInstanceOf(Response);
    expect(
      (await (await messageStore()).list()).find((stored) => stored.message === message),
    ).toMatchObject({
      name: "فاطمة",
      locale: "ar",
      phone: null,
    });
  });

  it("answers 429 in the visitor's language when the rate limit refuses, storing nothing", async () => {
    const limited = context(1);
    const first = new URLSearchParams({ name: "Rana", email: "rana@example.com", message: "One" });
    expect(await handleContactSubmission(post(first.toString()), limited, "ar")).toBeInstanceOf(
      Response,
    );
    const message = `Too many ${Date.now()}`;
    const body = new URLSearchParams({ name: "Rana", email: "rana@example.com", message });
    const result = await handleContactSubmission(post(body.toString()), limited, "ar");
    expect(result).toMatchObject({
      init: { status: 429 },
      data: {
        values: { message },
        formError: getHomeContent("ar").contact.form.errors.rateLimited,
      },
    });
    expect((await (await messageStore()).list()).some((stored) => stored.message === message)).toBe(
      false,
    );
  });

  it("answers 503 with the visitor's words when the message cannot be stored, logging none of them", async () => {
    const errors: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    const message = `Database down ${Date.now()}`;
    const body = new URLSearchParams({ name: "Rana", email: "rana@example.com", message });
    vi.spyOn(await messageStore(), "submit").mockRejectedValue(
      Object.assign(new Error("attempt to write a readonly database"), {
        code: "SQLITE_READONLY",
        detail: "Failing row contains (rana@example.com)",
      }),
    );
    try {
      const result = await handleContactSubmission(post(body.toString()), context(5), "ar");
      expect(result).toMatchObject({
        init: { status: 503 },
        data: {
          values: { message },
          formError: getHomeContent("ar").contact.form.errors.unavailable,
        },
      });
    } finally {
      vi.restoreAllMocks();
    }
    expect(errors.flat().join(" ")).toBe(
      "Could not store a contact message: SQLITE_READONLY: attempt to write a readonly database",
    );
    expect((await (await messageStore()).list()).some((stored) => stored.message === message)).toBe(
      false,
    );
  });

  it("refuses any method but POST with 405", async () => {
    const request = new Request("http://localhost/?index", { method: "PUT", body: "x=1" });
    await expect(handleContactSubmission(request, context(), "en")).rejects.toMatchObject({
      init: { status: 405 },
    });
  });
});
