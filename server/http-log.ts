import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { HEALTH_PATH } from "./health";
import { errorWithoutQueries, logger } from "./logger";

/** An id a proxy in front may pass: short, and of characters that cannot forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Express's `trust proxy fn`: whether the peer at `address` is believed (TRUST_PROXY). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id (nginx's `$request_id`, so
 * its log and ours can be joined), else a new one. A client's own id is never taken: only a
 * peer believed for X-Forwarded-For (TRUST_PROXY) is believed for this.
 */
export function requestIdOf(req: IncomingMessage, trusted: TrustProxy): string {
  const offered = req.headers["x-request-id"];
  if (typeof offered !== "string" || !SANE_REQUEST_ID.test(offered)) return randomUUID();
  return trusted(req.socket.remoteAddress ?? "", 0) ? offered : randomUUID();
}

/** The same, for a request that has reached the Express app. */
export function requestId(req: Request): string {
  return requestIdOf(req, req.app.get("trust proxy fn") as TrustProxy);
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/** The path alone: a query may hold what a visitor typed. */
function pathOf(req: LoggedRequest): string {
  return (req.originalUrl ?? req.url ?? "").split("?")[0] ?? "";
}

/**
 * The error pino-http makes up for a 5xx answer when no error was recorded with it: its
 * message names the status and its stack is pino-http's own, which says nothing of the cause
 * (an error that was thrown is logged where it was caught, with its own stack).
 */
function madeUpFor(res: ServerResponse & { err?: unknown }, error: Error): boolean {
  return res.err === undefined && error.message === `failed with status code ${res.statusCode}`;
}

/**
 * One log line per request once it is answered: its id, method, path (without the query,
 * which may hold what a visitor typed), status and duration in milliseconds. The serializers
 * are an allow-list: nothing else of a request or a response (address, headers, cookies,
 * user agent, body) can reach the log, whatever the level. A 5xx answer is logged at error,
 * with an `err` only when one was recorded with it. The health check is logged at
 * debug when it passes, so a platform's polling does not fill the log.
 */
export function logRequests(log: Logger = logger): RequestHandler {
  const handler = pinoHttp({
    logger: log,
    wrapSerializers: false,
    genReqId: (req, res) => {
      const id = requestId(req as Request);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
      err: errorWithoutQueries,
    },
    customErrorObject: (_req, res, error, line: Record<string, unknown>) => {
      if (madeUpFor(res, error)) delete line.err;
      return line;
    },
    customErrorMessage: (_req, res, error) =>
      madeUpFor(res, error) ? "request completed" : "request errored",
    customLogLevel: (req, res, err) => {
      const health = pathOf(req) === HEALTH_PATH;
      if (err || res.statusCode >= 500) return health ? "warn" : "error";
      return health && res.statusCode === 200 ? "debug" : "info";
    },
  });
  return handler as unknown as RequestHandler;
}
