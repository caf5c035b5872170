import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
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
