import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";
import { expect, it } from "vitest";
import { acceptsConnections } from "../../harness/free-port.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The processes (Linux) whose environment says they belong to the browser test run on `port`. */
function processesOfRun(port: number): number[] {
  const mark = `\0E2E_PORT=${port}\0`;
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return `\0${readFileSync(`/proc/${pid}/environ`, "latin1")}`.includes(mark);
      } catch {
        return false; // Gone meanwhile, or not ours to read.
      }
    })
    .map(Number);
}

/** A process's command line, to name one left behind. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").slice(0, 120);
  } catch {
    return `${pid} (gone)`;
  }
}

/** Whether a server could listen on 127.0.0.1:`port` now, as the next run's would. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const until = async (condition: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
};

it("a browser test run stopped by SIGTERM leaves no server behind, and its port free", async () => {
  // Not one the system hands out for outgoing connections, which one of those could be using
  // when the port is checked: above the shared server's, past the ports its tests' servers take.
  const port = Number(process.env.E2E_PORT ?? 4173) + 95;
  expect(await canListen(port), `port ${port} is free before the run`).toBe(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-stopped-run-"));
  // In a process group of its own, which the signal is sent to, as a CI job's timeout does.
  const run = spawn(
    "npx",
    [
      ...["playwright", "test", "tests/e2e/footer.spec.ts", "--workers=1", "--reporter=line"],
      // Its results apart from any other run's in this checkout.
      `--output=${path.join(dataDir, "results")}`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
      detached: true,
      stdio: "ignore",
    },
  );
  const exited = once(run, "close");
  try {
    // The shared server is up: the run is under way. In a checkout with no build yet (a unit
    // test run on its own), its start builds first.
    expect(await until(() => acceptsConnections(port), 300_000)).toBe(true);
    expect(run.exitCode).toBeNull();
    process.kill(-(run.pid ?? 0), "SIGTERM");
    await exited;
    // A process killed a moment ago may still be giving back its socket when /proc no longer
    // shows its environment: both are waited for, as the next run would wait to start.
    await until(async () => processesOfRun(port).length === 0 && (await canListen(port)), 20_000);
    expect(processesOfRun(port).map(commandOf)).toEqual([]);
    expect(await canListen(port)).toBe(true);
  } finally {
    for (const pid of processesOfRun(port)) process.kill(pid, "SIGKILL");
    if (run.exitCode === null && run.signalCode === null) process.kill(-(run.pid ?? 0), "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 360_000);
