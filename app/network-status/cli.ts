/**
 * `npm run network-status -- list|open|update|resolve …`, for the operations centre at a
 * terminal, run from the production build by scripts/network-status.mjs against the database
 * the server uses. Every change goes through the API's own checks and transactions.
 */
import { parseArgs } from "node:util";
import { noticeOperations, type OperationRequest } from "./operations";
import { networkStatusSchema } from "./store/notice-tables";
import {
  explainDatabaseError,
  MissingDatabaseError,
  openDatabase,
  type OpenDatabase,
} from "../database/open-database";
import { consoleLog } from "../log";
import { type DatabaseCommandIo, runDatabaseCommand } from "../settings/database-command";

export const USAGE = `Usage: npm run network-status -- <command>
  list                                   every notice, one JSON line each
  open ID --kind outage|degradation|planned --services calls,sms,4g,5g --areas dubai,al-barsha
          --title-en TEXT --title-ar TEXT --description-en TEXT --description-ar TEXT
          --starts 2026-12-01T08:00+04:00 [--expected-end 2026-12-01T12:00+04:00]
                                         opens the notice ID, or replaces what it says
  update ID --en TEXT --ar TEXT           adds an update to an open notice
  resolve ID [--en TEXT --ar TEXT]        resolves an open notice
`;

const options = {
  kind: { type: "string" },
  services: { type: "string" },
  areas: { type: "string" },
  "title-en": { type: "string" },
  "title-ar": { type: "string" },
  "description-en": { type: "string" },
  "description-ar": { type: "string" },
  starts: { type: "string" },
  "expected-end": { type: "string" },
  en: { type: "string" },
  ar: { type: "string" },
} as const;

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((each) => each.trim())
        .filter(Boolean);

/** The request a command line means, or the line saying why it means none. */
export function requestOf(args: string[]): OperationRequest | string {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals } = parsed;
  const [command, id, ...rest] = positionals;
  if (rest.length > 0) return `unexpected ${rest.map((each) => JSON.stringify(each)).join(" ")}`;
  const text =
    values.en === undefined && values.ar === undefined
      ? undefined
      : { en: values.en, ar: values.ar };
  switch (command) {
    case "list":
      return id === undefined ? { method: "GET", path: "/notices" } : "list takes no id";
    case "open":
      if (id === undefined) return "open needs the notice's id";
      return {
        method: "PUT",
        path: `/notices/${id}`,
        body: {
          kind: values.kind,
          services: list(values.services),
          areas: list(values.areas),
          title: { en: values["title-en"], ar: values["title-ar"] },
          description: { en: values["description-en"], ar: values["description-ar"] },
          startsAt: values.starts,
          ...(values["expected-end"] !== undefined && { expectedEndAt: values["expected-end"] }),
        },
      };
    case "update":
      if (id === undefined) return "update needs the notice's id";
      return { method: "POST", path: `/notices/${id}/updates`, body: { text } };
    case "resolve":
      if (id === undefined) return "resolve needs the notice's id";
      return { method: "POST", path: `/notices/${id}/resolve`, body: text ? { text } : {} };
    default:
      return command === undefined
        ? "no command given"
        : `unknown command ${JSON.stringify(command)}`;
  }
}

/** Runs one command against the database at `target`; resolves to the exit code. */
export async function runNetworkStatusCommand(
  args: string[],
  { target, out, err }: DatabaseCommandIo,
): Promise<number> {
  const request = requestOf(args);
  if (typeof request === "string") {
    err(`${request}\n${USAGE}`);
    return 2;
  }
  let database: OpenDatabase | undefined;
  try {
    database = await openDatabase(target, { schemas: [networkStatusSchema], mustExist: true });
    const open = database;
    const operate = noticeOperations(
      { run: (work) => work(open) },
      { log: { ...consoleLog, info: () => undefined }, changed: () => undefined },
    );
    const answer = await operate(request);
    if (answer.status >= 400) {
      err(`${(answer.body as { error: string }).error}\n`);
      return 1;
    }
    if (request.path === "/notices") {
      for (const notice of (answer.body as { notices: unknown[] }).notices) {
        out(`${JSON.stringify(notice)}\n`);
      }
    } else {
      out(`${JSON.stringify(answer.body)}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof MissingDatabaseError) {
      err(`No database: ${error.message} Check DATA_DIR (the server makes it at its start).\n`);
    } else {
      const setting = target.engine === "postgres" ? "DATABASE_URL" : "DATA_DIR";
      err(`${explainDatabaseError(target, error)} Check ${setting}.\n`);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

/** `npm run network-status …`, from the production build. */
export function runNetworkStatusCli(args: string[]): Promise<number> {
  return runDatabaseCommand(args, runNetworkStatusCommand);
}
