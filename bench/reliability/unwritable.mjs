// @ts-check
import { integrity, lockDatabase } from "./database-files.mjs";
import { notes, row, rowsTable } from "./expectations.mjs";
import { alive, startServer, tempDir } from "./servers.mjs";
import { pageStatus, statusCounts, storedCounts, submitEach } from "./submissions.mjs";

/** @typedef {import("./submissions.mjs").Outcome} Outcome */

const FRIENDLY = "could not send your message just now";

const LOST_NOTE = `A message answered 303 is missing from the database: the save
returned although SQLite had not committed the row, so the visitor was told it was sent.`;

export const title = "3. Unwritable database";

export const intro = () => `\`chattr +i\` on the data directory, the database and its WAL (root
ignores file modes; see lockDatabase in bench/reliability/database-files.mjs), then writable again.`;

/**
 * Ten submissions and two pages while the database is unwritable, five once it is writable
 * again. `openFirst`: the server has the database open (five saves) before the lock;
 * otherwise it starts while the database is locked.
 */
async function outage(/** @type {string} */ dataDir, /** @type {boolean} */ openFirst) {
  let server = openFirst ? await startServer(dataDir) : undefined;
  const before = server ? await submitEach(server.url, "before-lock") : [];
  const why = lockDatabase(dataDir);
  if (why) {
    if (server) await server.stop();
    return rowsTable([row("Unwritable database", `not possible here: ${why}`)]);
  }
  let during, pages;
  try {
    server ??= await startServer(dataDir);
    during = await submitEach(server.url, "locked", 10);
    pages = `${await pageStatus(server.url)}, ${await pageStatus(`${server.url}/terms`)}`;
  } finally {
    lockDatabase(dataDir, false);
  }
  const after = await submitEach(server.url, "unlocked");
  const stored = storedCounts(dataDir);
  const storedOf = (/** @type {Outcome[]} */ list) => list.filter((o) => stored.has(o.text)).length;
  const lost = [...before, ...during, ...after].filter((o) => o.acked && !stored.has(o.text));
  if (lost.length) notes.add(LOST_NOTE);
  const friendly = during.filter((o) => o.status === 503 && o.body.includes(FRIENDLY)).length;
  const markdown = rowsTable([
    row("Before: answers", statusCounts(before), openFirst ? "303 × 5" : "none"),
    row("Unwritable: answers", statusCounts(during), "503 × 10"),
    row("Unwritable: 503 with the friendly message", friendly, "10"),
    row("Unwritable: stored", storedOf(during), "0"),
    row("Unwritable: GET / and GET /terms", pages, "200, 200"),
    row("Writable again: answers", statusCounts(after), "303 × 5"),
    row("Writable again: stored", storedOf(after), "5"),
    row("Acknowledged but not stored (lost)", lost.length, "0"),
    row("PRAGMA integrity_check", integrity(dataDir), "ok"),
    row("Server still running", alive(server), "yes"),
  ]);
  await server.stop();
  return markdown;
}

export async function run() {
  const dataDir = tempDir();
  const open = await outage(dataDir, true);
  const fresh = await outage(dataDir, false);
  return [
    "While the server has the database open:",
    open,
    "Server started while the database is unwritable:",
    fresh,
  ].join("\n\n");
}
