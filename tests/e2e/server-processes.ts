import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/** The database directory of the server the tests run against (see playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "";

/** Runs the built `npm run messages` command against a data directory; returns its output. */
export function exportMessages(args: string[] = [], dataDir = e2eDataDir): string {
  return execFileSync(process.execPath, ["scripts/messages.mjs", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

/** The stored messages, read through the export command. */
export function storedMessages(dataDir = e2eDataDir): Record<string, unknown>[] {
  return exportMessages([], dataDir)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

let nextPort = Number(process.env.E2E_PORT ?? 4173) + 1;

export interface ExtraServer {
  process: ChildProcess;
  url: string;
  output: () => string;
  stop: () => void;
  /** Set once the process has exited (with `waitUntil: "exit"`). */
  exitCode?: number | null;
}

/**
 * Starts another production server, with its own port and settings, and resolves once it
 * listens (or, with `waitUntil: "exit"`, once it has exited). For what the shared server
 * cannot show: its log, its stop, other limits and databases. Ports are handed out per worker
 * and file, so run such tests serially.
 */
export async function startServer(
  env: Record<string, string> = {},
  { waitUntil = "listening" }: { waitUntil?: "listening" | "exit" } = {},
): Promise<ExtraServer> {
  const port = nextPort++ + 100 * Number(process.env.TEST_WORKER_INDEX ?? 0);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sahab-extra-")),
      ...env,
    },
    // Its own process group, so that `stop` kills the primary and its workers at once.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const server: ExtraServer = {
    process: child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => {
      try {
        process.kill(-(child.pid ?? 0), "SIGKILL");
      } catch {
        // Already gone.
      }
    },
  };
  if (waitUntil === "exit") {
    const [code] = (await once(child, "exit")) as [number | null];
    return { ...server, exitCode: code };
  }
  await expect.poll(() => output, { timeout: 15_000 }).toContain("being served");
  return server;
}

/** The processes a process has started (Linux), e.g. a server's workers. */
export function childPids(parent: number | undefined): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The fields after the command's name, which is in parentheses: state, then parent.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
}

/** Whether a process is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
