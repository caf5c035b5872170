import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { getHomeContent } from "~/content/pages.server";
import { type PostgresServer, startPostgres } from "../../tests/postgres";
import type * as ContactAction from "./contact-action.server";
import type * as MessageStores from "./message-store.server";
import type * as SubmissionLimit from "./submission-limit";

// A PostgreSQL of this file's own, which it stops and starts: an outage of the database the
// server shares with other instances.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let server: PostgresServer;
let modules: {
  action: typeof ContactAction;
  stores: typeof MessageStores;
  limit: typeof SubmissionLimit;
};
beforeAll(async () => {
  server = await startPostgres();
  vi.stubEnv("DATABASE_URL", await server.createDatabase());
  modules = {
    action: await import("./contact-action.server"),
    stores: await import("./message-store.server"),
    limit: await import("./submission-limit"),
  };
});
afterAll(async () => {
  await (await modules.stores.messageStore()).close().catch(() => undefined);
  server.remove();
});

function submit(message: string) {
  const context = new RouterContextProvider(
    new Map([[modules.limit.submissionLimitContext, { client: "198.51.100.7", perWindow: 5 }]]),
  );
  const body = new URLSearchParams({ name: "Huda", email: "huda@example.com", message });
  const request = new Request("http://localhost/ar?index", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return modules.action.handleContactSubmission(request, context, "ar");
}

it("answers 503 within seconds while PostgreSQL is down, and recovers by itself", async () => {
  const logged: string[] = [];
  expect(await submit("Before the outage")).toBeInstanceOf(Response);

  server.stop();
  vi.mocked(console.error).mockImplementation((...args) => void logged.push(args.join(" ")));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const started = Date.now();
  const during = await submit("During the outage");
  expect(Date.now() - started).toBeLessThan(8_000);
  expect(during).toMatchObject({
    init: { status: 503 },
    data: {
      values: { message: "During the outage" },
      formError: getHomeContent("ar").contact.form.errors.unavailable,
    },
  });
  expect(logged.join("\n")).not.toMatch(/huda|Huda|test-only-password/);

  server.start();
  const deadline = Date.now() + 20_000;
  let after = await submit("After the outage");
  while (!(after instanceof Response) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await submit("After the outage");
  }
  expect(after).toBeInstanceOf(Response);
  vi.mocked(console.error).mockRestore();
  const stored = await (await modules.stores.messageStore()).list();
  expect(stored.map((message) => message.message)).toEqual([
    "Before the outage",
    "After the outage",
  ]);
  await modules.stores.checkDatabase();
});
