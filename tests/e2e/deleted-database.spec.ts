import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { startServer, storedMessages } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

/** Posts a message and returns the status, each on a connection of its own (any process's). */
const post = async (request: APIRequestContext, url: string, message: string) =>
  (
    await request.post(`${url}/?index`, {
      form: { name: "Deleted", email: "deleted@example.com", message },
      headers: { Connection: "close" },
      maxRedirects: 0,
    })
  ).status();

const health = async (request: APIRequestContext, url: string) =>
  (await request.get(`${url}/healthz`, { headers: { Connection: "close" } })).status();

/** What `rm messages.sqlite*` removes: the database and its -wal and -shm. */
function deleteDatabaseFiles(dataDir: string): void {
  const file = path.join(dataDir, "messages.sqlite");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`);
}

test("a database deleted under the server fails one health check, then is made again", async ({
  request,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-deleted-"));
  const env = { DATA_DIR: dataDir, WEB_CONCURRENCY: "1" };
  let server = await startServer(env);
  try {
    expect(await post(request, server.url, "Before the deletion")).toBe(303);
    expect(await health(request, server.url)).toBe(200);
    deleteDatabaseFiles(dataDir);
    // The check that meets the deleted file says so; the next use makes the file again.
    expect(await health(request, server.url)).toBe(503);
    expect(await post(request, server.url, "After the deletion")).toBe(303);
    expect(await health(request, server.url)).toBe(200);
    expect(existsSync(path.join(dataDir, "messages.sqlite"))).toBe(true);
    expect(server.output()).toContain("was deleted or replaced while open; what it held is lost");
    // Killed and started again on the same folder, the server finds what it acknowledged.
    await server.stop();
    server = await startServer(env);
    expect(storedMessages(dataDir).map((stored) => stored.message)).toEqual(["After the deletion"]);
    expect(await health(request, server.url)).toBe(200);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("every process meets the deletion by itself, and keeps each message it acknowledges", async ({
  request,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-deleted-"));
  const env = { DATA_DIR: dataDir, WEB_CONCURRENCY: "2", CONTACT_RATE_LIMIT: "1000" };
  let server = await startServer(env);
  try {
    for (const n of [1, 2]) expect(await post(request, server.url, `before ${n}`)).toBe(303);
    deleteDatabaseFiles(dataDir);
    const answers = new Map<string, number>();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const message = `after ${n}`;
      answers.set(message, await post(request, server.url, message));
    }
    // Each process refuses the one message that met the deletion there (the visitor is asked
    // to try again), and stores every later one in the file the first of them made again.
    const statuses = [...answers.values()];
    expect(statuses.every((status) => status === 303 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeLessThanOrEqual(2);
    await expect.poll(() => health(request, server.url)).toBe(200);
    await server.stop();
    server = await startServer(env);
    const acknowledged = [...answers].filter(([, status]) => status === 303).map(([text]) => text);
    expect(storedMessages(dataDir).map((stored) => stored.message)).toEqual(acknowledged);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
