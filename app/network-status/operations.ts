/**
 * What the operations centre asks of the notices, by API or command, answered as a status and
 * a JSON body: the body is checked first, the change made in one transaction, and each change
 * logged in one line naming the notice (and never who asked, nor with what token).
 */
import {
  checkCorrection,
  checkNotice,
  checkResolution,
  checkUpdate,
  checkWithdrawal,
  isNoticeId,
} from "./notice-input";
import {
  addUpdate,
  type ChangeOutcome,
  correctNotice,
  listNotices,
  putNotice,
  resolveNotice,
  withdrawNotice,
} from "./notice-queries";
import type { DatabaseOwner } from "../database/database-owner";
import type { Log } from "../log";

/** One request to the notices, once its token has been checked and its body read. */
export interface OperationRequest {
  method: string;
  /**
   * The path under the API's root: `/notices`, `/notices/{id}`, and `/notices/{id}/` followed
   * by `updates`, `resolve`, `correct` or `withdraw`.
   */
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

const refused = (status: number, error: string): OperationAnswer => ({ status, body: { error } });

const RESOLVED = "the notice is resolved: it takes no further change but a correction";
const WITHDRAWN = "the notice was withdrawn: it takes no further change";
const MISSING = "no notice has this id";

/** The refusal a change that was not made calls for. */
const notMade = (outcome: Exclude<ChangeOutcome, "done">) =>
  outcome === "missing"
    ? refused(404, MISSING)
    : refused(409, outcome === "resolved" ? RESOLVED : WITHDRAWN);

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
      const notices = await database.run((db) => listNotices(db, { withWithdrawn: true }));
      return { status: 200, body: { notices } };
    }
    const match = /^\/notices\/([^/]+)(?:\/(updates|resolve|correct|withdraw))?$/.exec(path);
    if (!match) return refused(404, "no such resource");
    const [, id = "", action] = match;
    if (!isNoticeId(id)) {
      return refused(400, "the notice id must be 1 to 64 lower-case letters, digits and hyphens");
    }
    if (action === undefined) {
      if (method === "GET" || method === "HEAD") {
        const notices = await database.run((db) => listNotices(db, { withWithdrawn: true }));
        const notice = notices.find((each) => each.id === id);
        return notice ? { status: 200, body: notice } : refused(404, MISSING);
      }
      if (method !== "PUT") return methodNotAllowed("GET, HEAD, PUT");
      const checked = checkNotice(body);
      if (!checked.ok) return refused(400, checked.reason);
      const outcome = await database.run((db) => putNotice(db, id, checked.value));
      if (outcome === "resolved" || outcome === "withdrawn") return notMade(outcome);
      if (outcome !== "unchanged") logChange(id, outcome === "created" ? "opened" : "replaced");
      return { status: outcome === "created" ? 201 : 200, body: { id, outcome } };
    }
    if (method !== "POST") return methodNotAllowed("POST");
    switch (action) {
      case "updates": {
        const checked = checkUpdate(body);
        if (!checked.ok) return refused(400, checked.reason);
        const outcome = await database.run((db) => addUpdate(db, id, checked.value.text));
        if (outcome !== "done") return notMade(outcome);
        logChange(id, "updated");
        return { status: 201, body: { id, outcome: "updated" } };
      }
      case "resolve": {
        const checked = checkResolution(body ?? {});
        if (!checked.ok) return refused(400, checked.reason);
        const outcome = await database.run((db) => resolveNotice(db, id, checked.value.text));
        if (outcome !== "done") return notMade(outcome);
        logChange(id, "resolved");
        return { status: 200, body: { id, outcome: "resolved" } };
      }
      case "correct": {
        const checked = checkCorrection(body);
        if (!checked.ok) return refused(400, checked.reason);
        const outcome = await database.run((db) => correctNotice(db, id, checked.value));
        if (outcome === "open") {
          return refused(409, "the notice is open: it has no closing text to correct");
        }
        if (outcome !== "done") return notMade(outcome);
        logChange(id, "corrected");
        return { status: 200, body: { id, outcome: "corrected" } };
      }
      default: {
        const checked = checkWithdrawal(body);
        if (!checked.ok) return refused(400, checked.reason);
        const outcome = await database.run((db) => withdrawNotice(db, id, checked.value.note));
        if (outcome !== "done") return notMade(outcome);
        logChange(id, "withdrawn");
        return { status: 200, body: { id, outcome: "withdrawn" } };
      }
    }
  };
}

function methodNotAllowed(allow: string): OperationAnswer {
  return { ...refused(405, `this resource takes ${allow}`), allow };
}
