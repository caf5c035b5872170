// @ts-check
// The contact messages a database holds, read the way an operator reads them: through
// `scripts/messages.mjs` (the production build's export command), so the tests and the
// benchmarks count what is stored on SQLite and on PostgreSQL alike. `npm run build` first.
import { execFileSync } from "node:child_process";
import path from "node:path";

const MESSAGES_SCRIPT = path.resolve(import.meta.dirname, "../scripts/messages.mjs");

/** @typedef {{ uuid: string, message: string }} StoredMessage */

/**
 * The output of `npm run messages` with `args`, against the SQLite file in `where.dataDir` or
 * the PostgreSQL database at `where.databaseUrl`.
 * @param {string[]} args
 * @param {{ dataDir: string } | { databaseUrl: string }} where
 * @returns {string}
 */
export function messagesCommandOutput(args, where) {
  const env =
    "databaseUrl" in where
      ? { DATABASE_URL: where.databaseUrl }
      : { DATA_DIR: where.dataDir, DATABASE_URL: "" };
  return execFileSync(process.execPath, [MESSAGES_SCRIPT, ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * Every stored message, oldest first, from the database `where` names.
 * @param {{ dataDir: string } | { databaseUrl: string }} where
 * @returns {StoredMessage[]}
 */
export function storedMessages(where) {
  return messagesCommandOutput([], where)
    .split("\n")
    .filter(Boolean)
    .map((line) => /** @type {StoredMessage} */ (JSON.parse(line)));
}
