/**
 * `npm run network-status -- list|open|update|resolve …`, for the operations centre at a
 * terminal, run from the production build by scripts/network-status.mjs against the database
 * the server uses. Every change goes through the API's own checks and transactions.
 */
import { parseArgs } from "node:util";
import { noticeOperations, type OperationRequest } from "./operations";
import { networkStatusSchema } from "./notice-tables";
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
  correct ID (every option of open) --en TEXT --ar TEXT
          [--resolution-en TEXT --resolution-ar TEXT]
                                         corrects what a notice says, resolved or not, with
                                         a note (--en, --ar) shown among its updates
  withdraw ID --en TEXT --ar TEXT         withdraws a notice posted in error, saying why: it
                                         is kept, and shown nowhere
  help                                   this text (also --help)
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
  "resolution-en": { type: "string" },
  "resolution-ar": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The commands that name a notice; `list` names none. */
const COMMANDS = new Set(["list", "open", "update", "resolve", "correct", "withdraw"]);

/** A bilingual text from two options, or undefined when neither is given. */
const bilingual = (en: string | undefined, ar: string | undefined) =>
  en === undefined && ar === undefined ? undefined : { en, ar };

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((each) => each.trim())
        .filter(Boolean);

/** The request a command line means, "help" when it asks for the usage, or why it means none. */
export function requestOf(args: string[]): OperationRequest | "help" | string {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals, tokens } = parsed;
  // parseArgs keeps the last of an option given twice; which one was meant is not ours to guess.
  const given = tokens.flatMap((token) => (token.kind === "option" ? [`--${token.name}`] : []));
  const twice = given.find((name, index) => given.indexOf(name) !== index);
  if (twice !== undefined) return `${twice} is given twice`;
  const [command, id, ...rest] = positionals;
  if (values.help || command === "help") return "help";
  if (rest.length > 0) return `unexpected ${rest.map((each) => JSON.stringify(each)).join(" ")}`;
  const text = bilingual(values.en, values.ar);
  const notice = () => ({
    kind: values.kind,
    services: list(values.services),
    areas: list(values.areas),
    title: { en: values["title-en"], ar: values["title-ar"] },
    description: { en: values["description-en"], ar: values["description-ar"] },
    startsAt: values.starts,
    ...(values["expected-end"] !== undefined && { expectedEndAt: values["expected-end"] }),
  });
  if (command === "list") {
    return id === undefined ? { method: "GET", path: "/notices" } : "list takes no id";
  }
  if (command === undefined) return "no command given";
  if (!COMMANDS.has(command)) return `unknown command ${JSON.stringify(command)}`;
  if (id === undefined) return `${command} needs the notice's id`;
  switch (command) {
    case "open":
      return { method: "PUT", path: `/notices/${id}`, body: notice() };
    case "update":
      return { method: "POST", path: `/notices/${id}/updates`, body: { text } };
    case "resolve":
      return { method: "POST", path: `/notices/${id}/resolve`, body: text ? { text } : {} };
    case "correct": {
      const resolution = bilingual(values["resolution-en"], values["resolution-ar"]);
      return {
        method: "POST",
        path: `/notices/${id}/correct`,
        body: { ...notice(), note: text, ...(resolution && { resolution }) },
      };
    }
    default:
      return { method: "POST", path: `/notices/${id}/withdraw`, body: { note: text } };
  }
}

/** Runs one command against the database at `target`; resolves to the exit code. */
export async function runNetworkStatusCommand(
  args: string[],
  { target, out, err }: DatabaseCommandIo,
): Promise<number> {
  const request = requestOf(args);
  if (request === "help") {
    out(USAGE);
    return 0;
  }
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
