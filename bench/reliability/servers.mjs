// @ts-check
// The servers, folders and PostgreSQL a reliability run starts, and their removal: after each
// run, after a failure, and on Ctrl-C.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../harness/free-port.mjs";
import { startProductionServer, stopAllServers } from "../../harness/production-server.mjs";
import { lockDatabase } from "./database-files.mjs";

/** @typedef {import("../../harness/production-server.mjs").ProductionServer} Server */

/** @type {string[]} */
const tempDirs = [];
/** @type {Set<() => void>} A throwaway PostgreSQL to remove, even after a failure or Ctrl-C. */
export const removeOnExit = new Set();

/** A new temporary folder, removed when the run ends. */
export function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sahab-reliability-"));
  tempDirs.push(dir);
  return dir;
}

/**
 * Starts the production server on a free port (from RELIABILITY_PORTS, `7300-7349`, when set);
 * resolves once it serves. SQLite in `dataDir` unless `env` names a DATABASE_URL, even when the
 * shell names one.
 */
export async function startServer(
  /** @type {string} */ dataDir,
  /** @type {Record<string, string>} */ env = {},
) {
  return startProductionServer({
    dataDir,
    env: { DATABASE_URL: "", ...env },
    port: await freePort("RELIABILITY_PORTS"),
    timeoutMs: 15_000,
  });
}

export const alive = (/** @type {Server} */ server) => (server.running() ? "yes" : "no");

/** Stops every server and PostgreSQL this run started, and deletes its temporary folders. */
export async function cleanUp() {
  await stopAllServers("SIGKILL");
  for (const remove of removeOnExit) remove();
  removeOnExit.clear();
  for (const dir of tempDirs.splice(0)) {
    lockDatabase(dir, false);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
