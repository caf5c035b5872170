import { readdirSync, readFileSync } from "node:fs";
import { type ProductionServer, startProductionServer } from "../../harness/production-server.mjs";
import {
  messagesCommandOutput,
  storedMessages as readStoredMessages,
} from "../../harness/stored-messages.mjs";

/** The database directory of the server the tests run against (see playwright.config.ts). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "";

/** The database the messages command reads: PostgreSQL at `databaseUrl`, else `dataDir`. */
const databaseOf = (dataDir: string, databaseUrl?: string) =>
  databaseUrl ? { databaseUrl } : { dataDir };

/**
 * Runs the built `npm run messages` command against a data directory (or, given its URL, a
 * PostgreSQL database); returns its output.
 */
export function exportMessages(
  args: string[] = [],
  dataDir = e2eDataDir,
  databaseUrl?: string,
): string {
  return messagesCommandOutput(args, databaseOf(dataDir, databaseUrl));
}

/** The stored messages, read through the export command. */
export function storedMessages(
  dataDir = e2eDataDir,
  databaseUrl?: string,
): Record<string, unknown>[] {
  return readStoredMessages(databaseOf(dataDir, databaseUrl)) as unknown as Record<
    string,
    unknown
  >[];
}

let nextPort = Number(process.env.E2E_PORT ?? 4173) + 1;

/**
 * The ports above 1023 that browsers and `fetch` refuse to connect to (the Fetch standard's
 * "bad ports"): a test server there would answer nobody. 4190 comes after E2E_PORT's default.
 */
export const REFUSED_PORTS: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/**
 * A port for another server of this test file, above E2E_PORT: handed out per worker and
 * file, so run such tests serially.
 */
export function serverPort(): number {
  let port: number;
  do port = nextPort++ + 100 * Number(process.env.TEST_WORKER_INDEX ?? 0);
  while (REFUSED_PORTS.has(port));
  return port;
}

/**
 * Starts another production server, with its own port, database and settings, and resolves
 * once it is serving (or, with `waitUntil: "exit"`, once it has exited). For what the shared
 * server cannot show: its log, its stop, other limits and databases. `PORT` and `DATA_DIR` in
 * `env` replace the ones it would get. Ports are handed out per worker and file, so run such
 * tests serially. `stop()` sends SIGKILL: nothing a test checks comes after it.
 */
export function startServer(
  { PORT, DATA_DIR, ...env }: Record<string, string> = {},
  {
    waitUntil = "ready",
    fileModesApply,
  }: { waitUntil?: "ready" | "exit"; fileModesApply?: boolean } = {},
): Promise<ProductionServer> {
  const port = PORT ? Number(PORT) : serverPort();
  return startProductionServer({
    env,
    port,
    dataDir: DATA_DIR,
    waitUntil,
    fileModesApply,
    timeoutMs: 15_000,
    stopSignal: "SIGKILL",
  });
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
