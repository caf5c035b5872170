import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/raw-http";
import { childPids, isRunning, startServer } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

/** The server's output as log records; fails the test on a line that is not one JSON object. */
function logRecords(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const record: unknown = JSON.parse(line);
      expect(record, line).toEqual(expect.any(Object));
      return record as Record<string, unknown>;
    });
}

const requestLines = (output: string) => logRecords(output).filter((record) => "req" in record);

test("the server logs one JSON line per request, without the client's address", async ({
  request,
}) => {
  const server = await startServer();
  try {
    await request.get(`${server.url}/terms?ref=campaign`);
    await request.get(`${server.url}/no-such-page`);
    await request.get(`${server.url}/healthz`);
    await expect.poll(server.output).toContain('"path":"/no-such-page"');
    const records = logRecords(server.output());
    expect(records.map((record) => record.msg)).toContainEqual(
      expect.stringMatching(
        /^Sahab Mobile is being served at http:\/\/127\.0\.0\.1:\d+ \(\d+ process(es)?\)$/,
      ),
    );
    // The passing health check is logged at debug only, below the default level.
    // Sorted by path: with a process per core, the lines arrive in the order the processes
    // wrote them, not that of the requests.
    const pathOf = (record: Record<string, unknown>) =>
      (record.req as { path?: string }).path ?? "";
    const lines = requestLines(server.output()).sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: "info",
      req: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), method: "GET", path: "/terms" },
      res: { status: 200 },
      responseTime: expect.any(Number),
      msg: "request completed",
    });
    expect(lines[0]).toMatchObject({ req: { path: "/no-such-page" }, res: { status: 404 } });
    expect(server.output()).not.toContain("campaign");
    expect(server.output()).not.toContain('127.0.0.1"');
  } finally {
    server.stop();
  }
});

test("nothing a visitor sends reaches the log, even at the most detailed level", async ({
  request,
}) => {
  const server = await startServer({ LOG_LEVEL: "trace", WEB_CONCURRENCY: "2" });
  const visitor = {
    name: "Zenobia Quillfeather",
    email: "zenobia.quill@example.org",
    phone: "+971 50 987 6543",
    message: "Recognisable message text 7f3a",
  };
  const address = "198.51.100.203";
  try {
    const headers = {
      "X-Forwarded-For": address,
      "User-Agent": "RecognisableAgent/4.2",
      Cookie: "recognisable=cookie-9b1e",
      Referer: `${server.url}/?from=zenobia.quill@example.org`,
    };
    const sent = await request.post(`${server.url}/?index`, {
      form: visitor,
      headers,
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    // The same again with JavaScript's route data, and a refused one, which echoes the input.
    await request.post(`${server.url}/_.data?index`, { form: visitor, headers });
    await request.post(`${server.url}/?index`, { form: { ...visitor, email: "not-an-email" } });
    await request.get(`${server.url}/?plan=standard&email=${encodeURIComponent(visitor.email)}`, {
      headers,
    });
    await request.get(`${server.url}/healthz`, { headers });
    // A request target in absolute form, as a proxy is sent one, query and all.
    await rawRequest(server.url, {
      target: `${server.url}/?plan=premium&email=${encodeURIComponent(visitor.email)}`,
    });
    await expect.poll(() => requestLines(server.output()).length).toBeGreaterThanOrEqual(6);
    const output = server.output();
    // Every line is a JSON record, the debug ones (the health check) among them.
    expect(logRecords(output).map((record) => record.level)).toContain("debug");
    const variants = Object.values(visitor).flatMap((value) => [value, encodeURIComponent(value)]);
    for (const secret of [
      ...variants,
      "Zenobia",
      "zenobia",
      "987 6543",
      "9876543",
      address,
      "RecognisableAgent",
      "cookie-9b1e",
      "not-an-email",
    ]) {
      expect(output, secret).not.toContain(secret);
    }
  } finally {
    server.stop();
  }
});

test("the health check answers 503 when the database cannot be opened, and the pages still serve", async ({
  request,
}) => {
  // A folder where the database file should be: the database can never be opened. (A
  // DATA_DIR that is not a folder stops the start instead.)
  const blocked = mkdtempSync(path.join(tmpdir(), "sahab-unhealthy-"));
  mkdirSync(path.join(blocked, "messages.sqlite"));
  const server = await startServer({ DATA_DIR: blocked, WEB_CONCURRENCY: "1" });
  try {
    const health = await request.get(`${server.url}/healthz`);
    expect(health.status()).toBe(503);
    expect(health.headers()["cache-control"]).toBe("no-store");
    expect(await health.json()).toEqual({ status: "unavailable", database: "unavailable" });
    expect((await request.get(`${server.url}/terms`)).status()).toBe(200);
    // A failing check is worth a warning line, unlike a passing one.
    await expect.poll(server.output).toContain('"path":"/healthz"');
    const record = requestLines(server.output()).find((line) =>
      JSON.stringify(line).includes("/healthz"),
    );
    expect(record?.level).toBe("warn");
  } finally {
    await server.stop();
    rmSync(blocked, { recursive: true, force: true });
  }
});

for (const [name, value] of [
  ["CONTACT_RATE_LIMIT", ""],
  ["CONTACT_RATE_LIMIT", "abc"],
  ["CONTACT_RATE_LIMIT", "0"],
  ["TRUST_PROXY", "yes"],
  ["LOG_LEVEL", "verbose"],
] as const) {
  test(`${name}=${JSON.stringify(value)} stops the server at start with one line saying why`, async () => {
    const server = await startServer(
      { [name]: value, WEB_CONCURRENCY: "2" },
      { waitUntil: "exit" },
    );
    expect(server.exitCode).toBe(1);
    const lines = logRecords(server.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("fatal");
    expect(lines[0]?.msg).toContain(`${name} must be`);
    expect(lines[0]?.msg).toContain(`"${value}"`);
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
        expect(logRecords(server.output()).map((record) => record.msg)).toContain(
          `${signal} received: finishing open requests, then stopping`,
        );
        await expect.poll(() => workers.filter(isRunning)).toEqual([]);
      });
    }

    test("a port already in use stops the server in one line naming PORT, without retrying", async () => {
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
        // One line naming the variable, not a stack (nor, from workers, a broken pipe's).
        const lines = logRecords(server.output());
        expect(lines, server.output()).toHaveLength(1);
        expect(lines[0]).toMatchObject({ level: "fatal", msg: expect.stringContaining("PORT") });
        expect(lines[0]).not.toHaveProperty("err");
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
    await expect.poll(server.output).toContain(`"msg":"Worker ${victim} stopped (SIGKILL)."`);
    expect(logRecords(server.output()).find((record) => record.worker === victim)).toMatchObject({
      level: "error",
      signal: "SIGKILL",
    });
    expect((await request.get(`${server.url}/`)).status()).toBe(200);
    await expect
      .poll(() => childPids(server.process.pid).filter((pid) => pid !== victim))
      .toHaveLength(2);
    expect(childPids(server.process.pid)).toContain(survivor);
    expect((await request.get(`${server.url}/terms`)).status()).toBe(200);
  } finally {
    await server.stop();
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
    await server.stop();
  }
});
