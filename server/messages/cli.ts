import { parseArgs } from "node:util";
import { dataDir } from "./data-dir.js";
import { toCsv, toJsonLines } from "./export-format.js";
import { RETENTION_MONTHS, retentionCutoff } from "./message-store.js";
import { openSqliteMessageStore } from "./sqlite-message-store.js";

const usage = `Usage: npm run messages -- [--csv] [--since DATE] [--purge]

Prints the stored contact messages, oldest first, as JSON lines (or CSV with --csv).
  --since DATE  only messages received on or after DATE (YYYY-MM-DD or an ISO date-time, UTC)
  --purge       delete messages older than ${RETENTION_MONTHS} months, then print what remains
The database is read from DATA_DIR (default ./data).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        csv: { type: "boolean", default: false },
        since: { type: "string" },
        purge: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

const since = values.since === undefined ? undefined : new Date(values.since);
if (since && Number.isNaN(since.getTime())) fail(`--since: "${values.since}" is not a date.`);

const store = openSqliteMessageStore(dataDir());
try {
  if (values.purge) {
    const deleted = store.deleteReceivedBefore(retentionCutoff());
    process.stderr.write(`Deleted ${deleted} message(s) older than ${RETENTION_MONTHS} months.\n`);
  }
  const messages = store.list({ since });
  process.stdout.write(values.csv ? toCsv(messages) : toJsonLines(messages));
} finally {
  store.close();
}
