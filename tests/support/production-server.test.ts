import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { logger } from "../../server/logger";
import { announceServing } from "../../server/serve";
import {
  servingProcesses,
  startProductionServer,
  stopAllServers,
} from "../../harness/production-server.mjs";

describe("servingProcesses", () => {
  it("reads the process count from the line the server announces itself with", () => {
    const lines: string[] = [];
    // The line is a JSON log record; its message names the processes.
    const info = (fields: object, msg: string) => lines.push(JSON.stringify({ ...fields, msg }));
    vi.spyOn(logger, "info").mockImplementation(info as never);
    const settings = { host: "127.0.0.1", port: 3000 };
    announceServing(settings, 1);
    announceServing(settings, 4);
    // An IPv6 address in brackets, as a URL has it.
    announceServing({ host: "::", port: 3305 }, 2);
    expect(lines.map(servingProcesses)).toEqual([1, 4, 2]);
    expect(lines[2]).toContain("http://[::]:3305 (2 processes)");
  });

  it("is undefined until that line has been printed", () => {
    expect(servingProcesses("GET / 200 3 ms\n")).toBeUndefined();
  });
});

describe("startProductionServer", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sahab-fake-server-"));
  afterAll(() => stopAllServers());

  /** A stand-in for scripts/start.mjs: a primary with one worker, as the cluster runs. */
  function fakeServer(name: string, body: string): string {
    const file = path.join(dir, `${name}.mjs`);
    writeFileSync(
      file,
      `import { spawn } from "node:child_process";
       const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "inherit" });
       const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
       const ready = "Sahab Mobile is being served at http://127.0.0.1:" + process.env.PORT + " (2 processes)\\n";
       ${body}`,
    );
    return file;
  }

  it("resolves on the ready line, even split over two writes, and stop() ends every process", async () => {
    const script = fakeServer(
      "ready",
      `process.stdout.write("starting\\n" + ready.slice(0, 20)); await sleep(50);
       process.stdout.write(ready.slice(20)); console.log("worker", worker.pid);
       setInterval(() => {}, 1000);`,
    );
    const server = await startProductionServer({ script, port: 4999 });
    expect(server.processes).toBe(2);
    expect(server.url).toBe("http://127.0.0.1:4999");
    await expect.poll(server.output).toMatch(/worker \d+/);
    const worker = Number(/worker (\d+)/.exec(server.output())?.[1]);
    expect(isRunning(worker)).toBe(true);
    await server.stop();
    expect(server.running()).toBe(false);
    expect(isRunning(worker)).toBe(false);
  });

  it("keeps reading a server that logs more than a pipe holds", async () => {
    const script = fakeServer(
      "chatty",
      `process.stdout.write(ready);
       for (let i = 0; i < 20_000; i++) process.stdout.write("GET / 200 " + i + " ".repeat(80) + "\\n");
       console.log("all logged"); worker.kill();`,
    );
    const server = await startProductionServer({ script });
    await server.exited;
    expect(server.exitCode).toBe(0);
    expect(server.output()).toMatch(/all logged\n$/);
    expect(server.output().length).toBeLessThanOrEqual(1_000_000 + 100);
  });

  it("rejects with the end of the output when the server stops before it is ready", async () => {
    const script = fakeServer(
      "failing",
      `console.error("PORT must be a number"); worker.kill(); process.exit(1);`,
    );
    await expect(startProductionServer({ script })).rejects.toThrow(
      /stopped \(code 1\) before it was serving\.\nIts output ended with:\nPORT must be a number/,
    );
  });

  it("waits for the exit instead, when asked to", async () => {
    const script = fakeServer("exiting", `console.error("no"); worker.kill(); process.exit(3);`);
    const server = await startProductionServer({ script, waitUntil: "exit" });
    expect(server.exitCode).toBe(3);
    expect(server.output()).toBe("no\n");
  });

  it("kills a server that does not say it is ready in time, and says what it printed", async () => {
    const script = fakeServer(
      "silent",
      `console.log("pid", process.pid); setInterval(() => {}, 1000);`,
    );
    const error = await startProductionServer({ script, timeoutMs: 3000 }).then(
      () => "started",
      (reason: unknown) => String(reason),
    );
    expect(error).toMatch(/did not say it was serving within 3 s\.[\s\S]*pid \d+/);
    const pid = Number(/pid (\d+)/.exec(error)?.[1]);
    await expect.poll(() => isRunning(pid)).toBe(false);
  });
});

/** Whether a process runs (Linux): a zombie has ended, though nobody has reaped it yet. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}
