/**
 * What the operations centre asks of the notices, by API or command, answered as a status and
 * a JSON body: the body is checked first, the change made in one transaction, and each change
 * logged in one line naming the notice (and never who asked, nor with what token).
 */
import { checkNotice, checkResolution, checkUpdate, isNoticeId } from "./notice-input";
import { addUpdate, listNotices, putNotice, resolveNotice } from "./store/notice-queries";
import type { DatabaseOwner } from "../database/database-owner";
import type { Log } from "../log";

/** One request to the notices, once its token has been checked and its body read. */
export interface OperationRequest {
  method: string;
  /** The path under the API's root: `/notices`, `/notices/{id}`, `/notices/{id}/updates`. */
  path: string;
  /** The JSON body, parsed; undefined when there was none. */
  body?: unknown;
}

export interface OperationAnswer {
  status: number;
  body: unknown;
  /** For a 405: the methods the path takes. */
  allow?: string;
}

export const API_ROOT = "/api/network-status";

const refused = (status: number, error: string): OperationAnswer => ({ status, body: { error } });

const RESOLVED = "the notice is resolved: it takes no further change";
const MISSING = "no notice has this id";

/** The answerer of operations on the notices in `database`; `changed` is told of each change. */
export function noticeOperations(
  database: Pick<DatabaseOwner, "run">,
  { log, changed }: { log: Log; changed(): void },
): (request: OperationRequest) => Promise<OperationAnswer> {
  const logChange = (id: string, change: string) => {
    log.info(`Network status notice ${id} ${change}`);
    changed();
  };

  return async ({ method, path, body }) => {
    if (path === "/notices") {
      if (method !== "GET" && method !== "HEAD") return methodNotAllowed("GET, HEAD");
      const notices = await database.run((db) => listNotices(db));
      return { status: 200, body: { notices } };
    }
    const match = /^\/notices\/([^/]+)(?:\/(updates|resolve))?$/.exec(path);
    if (!match) return refused(404, "no such resource");
    const [, id = "", action] = match;
    if (!isNoticeId(id)) {
      return refused(400, "the notice id must be 1 to 64 lower-case letters, digits and hyphens");
    }
    if (action === undefined) {
      if (method === "GET" || method === "HEAD") {
        const notices = await database.run((db) => listNotices(db));
        const notice = notices.find((each) => each.id === id);
        return notice ? { status: 200, body: notice } : refused(404, MISSING);
      }
      if (method !== "PUT") return methodNotAllowed("GET, HEAD, PUT");
      const checked = checkNotice(body);
      if (!checked.ok) return refused(400, checked.reason);
      const outcome = await database.run((db) => putNotice(db, id, checked.value));
      if (outcome === "resolved") return refused(409, RESOLVED);
      logChange(id, outcome === "created" ? "opened" : "replaced");
      return { status: outcome === "created" ? 201 : 200, body: { id, outcome } };
    }
    if (method !== "POST") return methodNotAllowed("POST");
    if (action === "updates") {
      const checked = checkUpdate(body);
      if (!checked.ok) return refused(400, checked.reason);
      const outcome = await database.run((db) => addUpdate(db, id, checked.value.text));
      if (outcome !== "done")
        return outcome === "missing" ? refused(404, MISSING) : refused(409, RESOLVED);
      logChange(id, "updated");
      return { status: 201, body: { id, outcome: "updated" } };
    }
    const checked = checkResolution(body ?? {});
    if (!checked.ok) return refused(400, checked.reason);
    const outcome = await database.run((db) => resolveNotice(db, id, checked.value.text));
    if (outcome !== "done")
      return outcome === "missing" ? refused(404, MISSING) : refused(409, RESOLVED);
    logChange(id, "resolved");
    return { status: 200, body: { id, outcome: "resolved" } };
  };
}

function methodNotAllowed(allow: string): OperationAnswer {
  return { ...refused(405, `this resource takes ${allow}`), allow };
}
