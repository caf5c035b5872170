import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { childPids, isRunning, serverPort, startServer } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

/** The most processes WEB_CONCURRENCY may ask for here: 4 per CPU core. */
const MOST_PROCESSES = 4 * os.availableParallelism();

// (HOST, PORT and DATA_DIR are the harness's own; their rules have unit tests.)
for (const [name, value] of [
  ["WEB_CONCURRENCY", "1000"],
  ["WEB_CONCURRENCY", "0"],
  ["WEB_CONCURRENCY", "abc"],
  ["PORT", "abc"],
  ["PORT", "99999"],
  ["HSTS", "no"],
  ["DELIVERY_RETRY_MS", "soon"],
] as const) {
  test(`${name}=${JSON.stringify(value)} stops the start with one line saying why`, async () => {
    const server = await startServer({ [name]: value }, { waitUntil: "exit" });
    expect(server.exitCode).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(record.level).toBe("fatal");
    expect(record.msg).toContain(`${name} must be`);
  });
}

test("a WEBHOOK_SECRET that is not base64 stops the start, without showing it", async () => {
  const server = await startServer(
    { WEBHOOK_URL: "https://crm.example.com/hook", WEBHOOK_SECRET: "whsec_abc" },
    { waitUntil: "exit" },
  );
  expect(server.exitCode).toBe(1);
  expect(server.output()).toContain("WEBHOOK_SECRET must be a Standard Webhooks secret");
  expect(server.output()).not.toContain("whsec_abc");
});

/** A file, for a DATA_DIR that names one; removed with its folder after the tests. */
const fileFolder = mkdtempSync(path.join(tmpdir(), "sahab-file-"));
test.afterAll(() => rmSync(fileFolder, { recursive: true, force: true }));
function aFile(): string {
  const file = path.join(fileFolder, "not-a-folder");
  writeFileSync(file, "a file, not a folder");
  return file;
}

/**
 * Runs `npm start` with `env` over a start that works (HOST included, which the harness's
 * servers keep for their own) and resolves once every process it started has exited, or kills
 * them all after 15 s: a start that must stop does so within seconds.
 */
async function startThatStops(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-start-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(serverPort()),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close": the primary and every worker sharing its output have exited.
  const closed = once(child, "close");
  const late = setTimeout(() => {
    output += "\n(still running after 15 s: killed)";
    process.kill(-(child.pid ?? 0), "SIGKILL");
  }, 15_000);
  try {
    const [code] = (await closed) as [number | null];
    return { code, output };
  } finally {
    clearTimeout(late);
    try {
      process.kill(-(child.pid ?? 0), "SIGKILL");
    } catch {
      // Gone, as it should be.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const EMAIL = { CONTACT_INBOX: "care@example.com", MAIL_FROM: "web@example.com" };

// Values the settings' form lets through or that fail only when used (a name that does not
// resolve, an address of another machine, a folder that cannot be made): each must still stop
// the start in one line that names its variable, never with a stack, with workers as without.
// (Made when the test runs: the ports and the file are its own.)
for (const [name, value, env] of [
  ["TRUST_PROXY", "0.0.0.0/0", () => ({})],
  ["TRUST_PROXY", "::/0", () => ({})],
  ["TRUST_PROXY", "10.0.0.0/0", () => ({})],
  ["TRUST_PROXY", "loopback, 1.2.3.4/0", () => ({})],
  ["TRUST_PROXY", "0.0.0.0/1,128.0.0.0/1", () => ({})],
  ["TRUST_PROXY", "::ffff:0:0/96", () => ({})],
  ["TRUST_PROXY", "999999", () => ({})],
  ["WEBHOOK_URL", "http://user:secret-pw@127.0.0.1/hook", () => ({ WEBHOOK_SECRET })],
  ["HOST", "256.1.1.1", () => ({})],
  ["HOST", "no-such-host.invalid", () => ({})],
  // TEST-NET-1: an address no interface of this machine has.
  ["HOST", "192.0.2.1", () => ({})],
  ["METRICS_HOST", "no-such-host.invalid", () => ({ METRICS_PORT: String(serverPort()) })],
  ["METRICS_HOST", "192.0.2.1", () => ({ METRICS_PORT: String(serverPort()) })],
  ["DATA_DIR", "/proc/nonexistent/x", () => ({})],
  ["DATA_DIR", "a file", () => ({ DATA_DIR: aFile() })],
  ["DATABASE_URL", "postgres://site:secret-pw@127.0.0.1:1/contact?sslmode=require", () => ({})],
  ["SMTP_URL", "smtp://care:secret-pw@127.0.0.1:1?pool=false", () => EMAIL],
  ["SMTP_URL", "smtp://care:secret%zz@127.0.0.1:1", () => EMAIL],
] as const) {
  for (const processes of ["1", "2"]) {
    test(`${name}=${JSON.stringify(value)} with ${processes} processes stops the start in one line naming it`, async () => {
      const { code, output } = await startThatStops({
        [name]: value,
        ...env(),
        WEB_CONCURRENCY: processes,
      });
      expect(code, output).toBe(1);
      const lines = output.trim().split("\n");
      expect(lines, output).toHaveLength(1);
      const record = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
      expect(record.level).toBe("fatal");
      expect(record.msg).toContain(name);
      expect(record).not.toHaveProperty("err");
      expect(output).not.toContain("secret-pw");
    });
  }
}

/** A server started as `npm start` starts it, with every process it may have, and its output. */
function launch(dataDir: string): { primary: ChildProcess; output: () => string } {
  const primary = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(serverPort()),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(MOST_PROCESSES),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  primary.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { primary, output: () => output };
}

/** How long a moment may take to come: a busy machine forks slowly, and a moment not reached is not
 * the behaviour under test, only the stop after it is. */
const REACHED_WITHIN = { timeout: 30_000 };

/** The moments of a start a stop may come at. */
const moments = {
  "as it starts": async () => undefined,
  "once its first worker runs": async (primary: ChildProcess) =>
    expect.poll(() => childPids(primary.pid).length, REACHED_WITHIN).toBeGreaterThan(0),
  "while its workers start": async (primary: ChildProcess) =>
    expect
      .poll(() => childPids(primary.pid).length, REACHED_WITHIN)
      .toBeGreaterThanOrEqual(MOST_PROCESSES / 2),
  "once it serves": async (_primary: ChildProcess, output: () => string) =>
    expect.poll(output, REACHED_WITHIN).toContain("being served at"),
};

for (const [moment, reached] of Object.entries(moments)) {
  // Once it serves, every process listens for the signal: the other tests of the server's stop
  // send it to the group; here, the primary alone passes it on.
  const targets = moment === "once it serves" ? ["the primary"] : ["the primary", "every process"];
  for (const whom of targets) {
    test(`a SIGTERM to ${whom} ${moment} stops every process within seconds`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-start-"));
      const { primary, output } = launch(dataDir);
      const exited = once(primary, "exit");
      // Every process the primary started, seen while it ran.
      const seen = new Set<number>();
      const watch = setInterval(() => childPids(primary.pid).forEach((pid) => seen.add(pid)), 20);
      try {
        await reached(primary, output);
        childPids(primary.pid).forEach((pid) => seen.add(pid));
        process.kill(whom === "the primary" ? (primary.pid ?? 0) : -(primary.pid ?? 0), "SIGTERM");
        const [code, signal] = (await Promise.race([
          exited,
          new Promise((_resolve, reject) =>
            setTimeout(() => reject(new Error(`Still running:\n${output()}`)), 10_000),
          ),
        ])) as [number | null, NodeJS.Signals | null];
        // Stopped by its own hand, or (before it could listen for the signal) by the signal.
        expect(code === 0 || signal === "SIGTERM", `${code} ${signal}\n${output()}`).toBe(true);
        await expect.poll(() => [...seen].filter(isRunning), { timeout: 10_000 }).toEqual([]);
        expect(output()).not.toContain('"level":"fatal"');
      } finally {
        clearInterval(watch);
        try {
          process.kill(-(primary.pid ?? 0), "SIGKILL");
        } catch {
          // Gone, as it should be.
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
}
