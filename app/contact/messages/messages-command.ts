import type { DatabaseCommandIo } from "../../settings/database-command";
import { parseArgs } from "node:util";
import { explainDatabaseError, MissingDatabaseError } from "../../database/open-database";
import { toCsv, toJsonLines } from "./export-format";
import { openContactQueries } from "./contact-queries";
import { RETENTION_MONTHS, retentionCutoff } from "./retention";
import { referenceOf } from "../message-reference";

/** An argument as an error may quote it: one line, no control characters, at most 40 long. */
function printable(value: string): string {
  const line = value.replace(/[\p{Cc}\p{Cf}]/gu, "?");
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

export const usage = `Usage: npm run messages -- [--csv] [--since DATE] [--failed] [--email ADDRESS] [--ref REF]
       npm run messages -- --redeliver ID|failed
       npm run messages -- --erase ADDRESS
       npm run messages -- --purge

Prints the stored contact messages and sign-up requests, oldest first, as JSON lines (or CSV
with --csv), each with its kind (contact or signup; a sign-up's choices whole and in one line,
signupSummary) and its delivery on every channel: pending, delivered (with when) or failed
(with the last error and the attempts).
  --since DATE         only messages received on or after DATE: YYYY-MM-DD (UTC), or an
                       ISO 8601 time with its offset (2026-11-01T08:00:00+04:00)
  --failed             only messages whose delivery failed on some channel
  --email ADDRESS      only one person's messages (an access request)
  --ref REF            only the message with this reference, as the visitor was given it
                       (7KCM-HX3R; any case, the hyphen may be left out)
  --redeliver ID       queue the message with this id (or uuid) again on every channel;
                       "failed" queues every failed delivery again
  --erase ADDRESS      delete one person's messages and their deliveries (an erasure request)
  --purge              delete messages older than ${RETENTION_MONTHS} months, then print what remains
The database is PostgreSQL at DATABASE_URL when it is set, else the SQLite file in DATA_DIR
(default ./data); this command never creates a SQLite file.`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Whether year, month and day name a day of the calendar (not 30 February). */
function isCalendarDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * The instant `--since` names: a day, `YYYY-MM-DD` (its start, UTC), or an ISO 8601 date and
 * time with its offset (`2026-11-01T08:00:00+04:00`, `…Z`); null for anything else, rather than
 * whatever `Date` would guess (`01/11/2026` as 11 January, `2026-02-30` as 2 March).
 */
export function instantOf(value: string): Date | null {
  const day = DAY.exec(value);
  if (day) {
    const [, year = "", month = "", date = ""] = day;
    return isCalendarDay(year, month, date) ? new Date(`${value}T00:00:00.000Z`) : null;
  }
  const time = TIME.exec(value);
  if (!time) return null;
  const [, year = "", month = "", date = "", hours, minutes, seconds = "0", , offsetH, offsetM] =
    time;
  const inRange = (text: string | undefined, most: number) => Number(text ?? 0) <= most;
  const valid =
    isCalendarDay(year, month, date) &&
    inRange(hours, 23) &&
    inRange(minutes, 59) &&
    inRange(seconds, 59) &&
    inRange(offsetH, 23) &&
    inRange(offsetM, 59);
  return valid ? new Date(value) : null;
}

/** `npm run messages`: resolves with the exit code. */
export async function runMessagesCommand(
  args: string[],
  { target, out, err }: DatabaseCommandIo,
): Promise<number> {
  const fail = (message: string) => {
    err(`${message}\n\n${usage}\n`);
    return 2;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        csv: { type: "boolean", default: false },
        since: { type: "string" },
        failed: { type: "boolean", default: false },
        email: { type: "string" },
        ref: { type: "string" },
        redeliver: { type: "string" },
        erase: { type: "string" },
        purge: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    out(`${usage}\n`);
    return 0;
  }
  const since = values.since === undefined ? undefined : instantOf(values.since);
  if (since === null) {
    return fail(
      `--since: "${values.since}" is not a date: give YYYY-MM-DD (UTC) or an ISO 8601 time with its offset, such as 2026-11-01T08:00:00+04:00.`,
    );
  }
  const reference = values.ref === undefined ? undefined : referenceOf(values.ref);
  if (values.ref !== undefined && reference === undefined) {
    return fail(
      `--ref: "${printable(values.ref)}" is not a reference: two groups of four letters and figures, such as 7KCM-HX3R.`,
    );
  }
  for (const [option, value, missing] of [
    ["email", values.email, "address"],
    ["erase", values.erase, "address"],
    ["redeliver", values.redeliver, "id"],
  ] as const) {
    if (value !== undefined && value.trim() === "") return fail(`--${option}: no ${missing}.`);
  }
  const given = (names: readonly (keyof typeof values)[]) =>
    names.filter((name) => values[name] !== undefined && values[name] !== false);
  // One action a run, so none is skipped without a word; erasing and queueing list nothing.
  const [action, otherAction] = given(["erase", "redeliver", "purge"]);
  if (action && otherAction) {
    return fail(`--${action} and --${otherAction} cannot be combined: run one, then the other.`);
  }
  const [listing] = given(["csv", "since", "failed", "email", "ref"]);
  if ((action === "erase" || action === "redeliver") && listing) {
    return fail(`--${action} and --${listing} cannot be combined: --${action} lists nothing.`);
  }

  let queries;
  try {
    queries = await openContactQueries(target, { mustExist: true });
  } catch (error) {
    if (error instanceof MissingDatabaseError) {
      err(`No contact database: ${error.message} Check DATA_DIR.\n`);
    } else {
      const setting = target.engine === "postgres" ? "DATABASE_URL" : "DATA_DIR";
      err(`${explainDatabaseError(target, error)} Check ${setting}.\n`);
    }
    return 1;
  }
  try {
    if (values.erase !== undefined) {
      const erased = await queries.eraseByEmail(values.erase.trim());
      err(`Erased ${erased} message(s) from that address, with their deliveries.\n`);
      return 0;
    }
    if (values.redeliver !== undefined) {
      const queued = await queries.redeliver(values.redeliver.trim());
      err(`Queued ${queued} delivery(ies) again; the running server sends them.\n`);
      return queued > 0 || values.redeliver === "failed" ? 0 : 1;
    }
    if (values.purge) {
      const deleted = await queries.deleteReceivedBefore(retentionCutoff());
      err(`Deleted ${deleted} message(s) older than ${RETENTION_MONTHS} months.\n`);
    }
    const messages = await queries.list({
      since,
      email: values.email?.trim(),
      failed: values.failed,
      reference,
    });
    out(values.csv ? toCsv(messages) : toJsonLines(messages));
    return 0;
  } finally {
    await queries.close();
  }
}
