import { execFileSync } from "node:child_process";
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { startServer, storedMessages } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

const form = (message: string) => ({ name: "Rate", email: "rate@example.com", message });

/** Posts and health checks to one server, each on a connection of its own. */
function client(request: APIRequestContext, url: () => string) {
  let sent = 0;
  const post = async () =>
    (
      await request.post(`${url()}/?index`, {
        form: form(`message ${(sent += 1)}`),
        headers: { Connection: "close" },
        maxRedirects: 0,
      })
    ).status();
  return {
    async posts(count: number) {
      const statuses = [];
      for (let n = 0; n < count; n++) statuses.push(await post());
      return statuses;
    },
    health: async () =>
      (await request.get(`${url()}/healthz`, { headers: { Connection: "close" } })).status(),
  };
}

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

test("a port, brackets or a zone in X-Forwarded-For does not make a new client", async ({
  request,
}) => {
  // The test's own peer is on loopback, which the default TRUST_PROXY believes, as it would a
  // load balancer that writes the client's port after its address.
  const server = await startServer({ CONTACT_RATE_LIMIT: "2", WEB_CONCURRENCY: "1" });
  let sent = 0;
  const postAs = async (forwardedFor: string) =>
    (
      await request.post(`${server.url}/?index`, {
        form: form(`forwarded ${(sent += 1)}`),
        headers: { Connection: "close", "X-Forwarded-For": forwardedFor },
        maxRedirects: 0,
      })
    ).status();
  try {
    const oneClient = [];
    for (const forwardedFor of [
      "198.51.100.8:1234",
      "198.51.100.8:1235",
      "[::ffff:198.51.100.8]",
      "198.51.100.8%eth0",
      "[::ffff:198.51.100.8]:443",
      "198.51.100.8",
    ]) {
      oneClient.push(await postAs(forwardedFor));
    }
    expect(oneClient).toEqual([303, 303, 429, 429, 429, 429]);
    // Whatever holds no address is one client too, apart from the addresses.
    const noAddress = [];
    for (const forwardedFor of ["unknown", "proxy.internal:80", "garbage:1", "[nonsense]:2"]) {
      noAddress.push(await postAs(forwardedFor));
    }
    expect(noAddress).toEqual([303, 303, 429, 429]);
    expect(await postAs("198.51.100.9:1234")).toBe(303);
  } finally {
    await server.stop();
  }
});

test("when the database cannot be opened, the visitor gets 503 and pages keep serving", async ({
  request,
}) => {
  // A folder where the database file should be: the database can never be opened. (A file
  // where the data directory should be is refused at start: server-start.spec.ts.)
  const blocked = mkdtempSync(path.join(tmpdir(), "sahab-blocked-"));
  mkdirSync(path.join(blocked, "messages.sqlite"));
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
  // A folder where the database file should be: every save fails until it is gone.
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-recovering-"));
  const blocking = path.join(dataDir, "messages.sqlite");
  mkdirSync(blocking);
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
    rmSync(blocking, { recursive: true });
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

test("every process recovers by itself once an unwritable database can be written again", async ({
  request,
}) => {
  // Three starts of two processes each: on a busy two-core machine they alone can take 30 s.
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-unwritable-"));
  const file = path.join(dataDir, "messages.sqlite");
  const env = { DATA_DIR: dataDir, WEB_CONCURRENCY: "2", CONTACT_RATE_LIMIT: "1000" };
  // Root writes any file whatever its mode: the server runs without the right to.
  let server = await startServer(env, { fileModesApply: true });
  const { posts, health } = client(request, () => server.url);
  const all = (status: number) => Array.from({ length: 8 }, () => status);
  try {
    // Each serving process opens the database as it starts and keeps it: started again while
    // the file cannot be written, every one of them meets it so, and is refused until it can.
    await server.stop();
    chmodSync(file, 0o444);
    server = await startServer(env, { fileModesApply: true });
    expect(await posts(8)).toEqual(all(503));
    expect(await health()).toBe(503);
    chmodSync(file, 0o644);
    // Whichever process takes each connection, it stores the message again within seconds.
    await expect.poll(() => posts(8), { timeout: 10_000 }).toEqual(all(303));
    expect(await health()).toBe(200);
    // A server started afresh on the same files finds nothing left unwritable either.
    await server.stop();
    server = await startServer(env, { fileModesApply: true });
    expect(await posts(2)).toEqual([303, 303]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the health check answers 503 while the disk is full, and 200 again once there is room", async ({
  request,
}) => {
  // A small disk of its own: a tmpfs, which needs root (and a machine that allows mounts).
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-full-disk-"));
  let mounted = false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dataDir], { stdio: "ignore" });
    mounted = true;
  } catch {
    rmSync(dataDir, { recursive: true, force: true });
  }
  test.skip(!mounted, "Mounting a small tmpfs needs root.");
  const server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: "1" });
  const { posts, health } = client(request, () => server.url);
  const filler = path.join(dataDir, "filler");
  try {
    expect(await posts(1)).toEqual([303]);
    expect(await health()).toBe(200);
    try {
      for (;;) appendFileSync(filler, Buffer.alloc(64 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    expect(await health()).toBe(503);
    rmSync(filler);
    await expect.poll(health, { timeout: 10_000 }).toBe(200);
    expect(await posts(1)).toEqual([303]);
  } finally {
    await server.stop();
    execFileSync("umount", [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
