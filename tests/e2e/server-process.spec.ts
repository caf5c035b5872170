import { once } from "node:events";
import { connect, createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { childPids, isRunning, startServer } from "./server-processes";

test.describe.configure({ mode: "serial" });

test("the server logs one line per request, without the client's address", async ({ request }) => {
  const server = await startServer();
  try {
    await request.get(`${server.url}/terms`);
    await request.get(`${server.url}/no-such-page`);
    await expect.poll(server.output).toMatch(/GET \/no-such-page 404/);
    // After the start-up lines, which end with the one that says it is serving.
    const output = server.output();
    const lines = output.slice(output.indexOf("being served")).trim().split("\n").slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+ GET \/terms 200 [\d.]+ms \d+$/);
    expect(server.output()).not.toContain("127.0.0.1 ");
  } finally {
    server.stop();
  }
});

for (const [name, value] of [
  ["CONTACT_RATE_LIMIT", ""],
  ["CONTACT_RATE_LIMIT", "abc"],
  ["CONTACT_RATE_LIMIT", "0"],
  ["TRUST_PROXY", "yes"],
] as const) {
  test(`${name}=${JSON.stringify(value)} stops the server at start with one line saying why`, async () => {
    const server = await startServer(
      { [name]: value, WEB_CONCURRENCY: "2" },
      { waitUntil: "exit" },
    );
    expect(server.exitCode).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${name} must be`);
    expect(lines[0]).toContain(`"${value}"`);
  });
}

for (const [problem, value, says] of [
  ["is not a URL", "not a url:secret-pw@", "DATABASE_URL is not a URL"],
  ["names another scheme", "mysql://site:secret-pw@127.0.0.1/contact", "postgres://"],
  [
    "points where nothing answers",
    "postgres://site:secret-pw@127.0.0.1:1/contact",
    "postgres://site@127.0.0.1:1/contact: nothing answers at that address",
  ],
] as const) {
  test(`a DATABASE_URL that ${problem} stops the server at start with one line, without the password`, async () => {
    const server = await startServer(
      { DATABASE_URL: value, WEB_CONCURRENCY: "2" },
      { waitUntil: "exit" },
    );
    expect(server.exitCode).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(says);
    expect(lines[0]).not.toContain("secret-pw");
  });
}

for (const processes of [1, 2]) {
  test.describe(`with WEB_CONCURRENCY=${processes}`, () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      test(`the server stops cleanly on ${signal}, every process with it`, async () => {
        const server = await startServer({ WEB_CONCURRENCY: String(processes) });
        const workers = childPids(server.process.pid);
        expect(workers).toHaveLength(processes === 1 ? 0 : processes);
        const exited = once(server.process, "exit");
        server.process.kill(signal);
        const [code] = await exited;
        expect(code).toBe(0);
        expect(server.output()).toContain(`${signal} received`);
        await expect.poll(() => workers.filter(isRunning)).toEqual([]);
      });
    }

    test("a port already in use stops the server with an error, without retrying", async () => {
      const blocker = createServer().listen(0, "127.0.0.1");
      await once(blocker, "listening");
      const address = blocker.address();
      const port = typeof address === "object" && address ? address.port : 0;
      try {
        const server = await startServer(
          { WEB_CONCURRENCY: String(processes), PORT: String(port) },
          { waitUntil: "exit" },
        );
        expect(server.exitCode).toBe(1);
        expect(server.output()).toContain("EADDRINUSE");
      } finally {
        blocker.close();
      }
    });
  });
}

test("a worker that dies is replaced, and the server keeps serving", async ({ request }) => {
  const server = await startServer({ WEB_CONCURRENCY: "2" });
  try {
    const [victim, survivor] = childPids(server.process.pid);
    process.kill(victim ?? 0, "SIGKILL");
    await expect.poll(server.output).toContain(`Worker ${victim} stopped (SIGKILL)`);
    expect((await request.get(`${server.url}/`)).status()).toBe(200);
    await expect
      .poll(() => childPids(server.process.pid).filter((pid) => pid !== victim))
      .toHaveLength(2);
    expect(childPids(server.process.pid)).toContain(survivor);
    expect((await request.get(`${server.url}/terms`)).status()).toBe(200);
  } finally {
    server.stop();
  }
});

test("a signal that comes while a dead worker is being replaced still stops every process", async () => {
  const server = await startServer({ WEB_CONCURRENCY: "2" });
  const port = Number(new URL(server.url).port);
  // Requests that never finish keep a worker busy until the shutdown's 10 s grace ends, well
  // past the moment the replacement would start; some reach each worker.
  const hanging = Array.from({ length: 20 }, () => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    return socket;
  });
  try {
    const [victim] = childPids(server.process.pid);
    process.kill(victim ?? 0, "SIGKILL");
    await expect.poll(server.output).toContain(`Worker ${victim} stopped`);
    const exited = once(server.process, "exit");
    server.process.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(childPids(server.process.pid)).toEqual([]);
  } finally {
    for (const socket of hanging) socket.destroy();
    server.stop();
  }
});
