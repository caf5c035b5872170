import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { submitContactForm } from "./contact-action.server";
import type { SharedQueries } from "./messages/shared-queries";
import { wordsOf } from "../content/words.server";
import {
  contactForm,
  contactRequestContext,
  sharedQueriesOn,
} from "../../tests/support/contact-databases";
import { recordingLog } from "../../tests/support/recording-log";
import { type PostgresServer, startPostgres } from "../../harness/postgres.mjs";

// A PostgreSQL of this file's own, which it stops and starts: an outage of the database the
// server shares with other instances.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let server: PostgresServer;
let messages: SharedQueries;
const log = recordingLog();
beforeAll(async () => {
  server = await startPostgres();
  messages = sharedQueriesOn(
    { engine: "postgres", url: await server.createDatabase() },
    {
      channels: [],
      log,
    },
  );
});
afterAll(async () => {
  await messages.close().catch(() => undefined);
  server.remove();
});

function submit(message: string) {
  const context = contactRequestContext({
    messages,
    limit: { client: "198.51.100.7", perWindow: 5 },
    log,
  });
  const form = contactForm({ name: "Huda", email: "huda@example.com", message });
  return submitContactForm(form, { locale: "ar", context });
}

it("answers 503 within seconds while PostgreSQL is down, and recovers by itself", async () => {
  expect(await submit("Before the outage")).toMatchObject({ sent: true });

  server.stop();
  const started = Date.now();
  const during = await submit("During the outage");
  expect(Date.now() - started).toBeLessThan(8_000);
  expect(during).toMatchObject({
    sent: false,
    status: 503,
    refused: {
      values: { message: "During the outage" },
      formError: wordsOf("ar", "home").contact.form.errors.unavailable,
    },
  });
  const logged = [...log.lines.warn, ...log.lines.error].join("\n");
  expect(logged).toContain("Could not store a contact message");
  expect(logged).not.toMatch(/huda|Huda|test-only-password/);

  server.start();
  const deadline = Date.now() + 20_000;
  let after = await submit("After the outage");
  while (!after.sent && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await submit("After the outage");
  }
  expect(after).toMatchObject({ sent: true });
  const stored = await (await messages.queries()).list();
  expect(stored.map((message) => message.message)).toEqual([
    "Before the outage",
    "After the outage",
  ]);
  await messages.checkWritable();
});
