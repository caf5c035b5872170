import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, storedMessages } from "./server-processes";

test.describe.configure({ mode: "serial" });

const form = (message: string) => ({ name: "Rate", email: "rate@example.com", message });

test("a client that sends too many messages gets 429 and a friendly message, whichever process answers", async ({
  request,
}) => {
  const server = await startServer({ CONTACT_RATE_LIMIT: "2", WEB_CONCURRENCY: "2" });
  try {
    // Each post on a new connection, which either of the two processes may accept: the limit
    // must hold for the server, not per process.
    const statuses: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const response = await request.post(`${server.url}/?index`, {
        form: form(`message ${n}`),
        headers: { Connection: "close" },
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([303, 303, 429, 429, 429, 429, 429, 429]);
    const refused = await request.post(`${server.url}/?index`, { form: form("one too many") });
    expect(refused.status()).toBe(429);
    const html = await refused.text();
    expect(html).toContain(
      "Please wait a few minutes and try again, or call us free on 800 72422.",
    );
    expect(html).toContain("one too many");
  } finally {
    await server.stop();
  }
});

test("when the database cannot be opened, the visitor gets 503 and pages keep serving", async ({
  request,
}) => {
  // A file where the data directory should be: the database can never be created.
  const blocked = path.join(tmpdir(), `sahab-blocked-${Date.now()}`);
  writeFileSync(blocked, "not a directory");
  const server = await startServer({ DATA_DIR: blocked });
  try {
    const response = await request.post(`${server.url}/?index`, {
      form: form("Please keep me"),
    });
    expect(response.status()).toBe(503);
    const html = await response.text();
    expect(html).toContain(
      "We could not send your message just now. Please try again in a moment, or call us free on 800 72422.",
    );
    expect(html).toContain("Please keep me");
    expect((await request.get(`${server.url}/`)).status()).toBe(200);
    expect((await request.get(`${server.url}/terms`)).status()).toBe(200);
  } finally {
    await server.stop();
  }
});

test("failed saves do not count against the rate limit, whichever process answers", async ({
  request,
}) => {
  // A file where the data directory should be: every save fails until it is a directory.
  const dataDir = path.join(tmpdir(), `sahab-recovering-${Date.now()}`);
  writeFileSync(dataDir, "not a directory");
  const server = await startServer({
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: "2",
    WEB_CONCURRENCY: "2",
  });
  const post = async (message: string) =>
    (
      await request.post(`${server.url}/?index`, {
        form: form(message),
        headers: { Connection: "close" },
        maxRedirects: 0,
      })
    ).status();
  try {
    const failed = [];
    for (const n of [1, 2, 3, 4, 5]) failed.push(await post(`while broken ${n}`));
    expect(failed).toEqual([503, 503, 503, 503, 503]);
    rmSync(dataDir);
    mkdirSync(dataDir);
    const recovered = [];
    for (const n of [1, 2, 3]) recovered.push(await post(`after recovery ${n}`));
    expect(recovered).toEqual([303, 303, 429]);
  } finally {
    await server.stop();
  }
});

test("an acknowledged message survives the server being killed", async ({ request }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-restart-"));
  const first = await startServer({ DATA_DIR: dataDir });
  const response = await request.post(`${first.url}/?index`, {
    form: form("Before the crash"),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  first.process.kill("SIGKILL");
  const second = await startServer({ DATA_DIR: dataDir });
  try {
    expect(storedMessages(dataDir).map((stored) => stored.message)).toEqual(["Before the crash"]);
  } finally {
    await second.stop();
  }
});
