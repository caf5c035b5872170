/**
 * The operations centre's network status API, on the metrics' port (never the site's): the
 * token checked in constant time before anything else, a body read only up to its cap and only
 * as JSON (a refusal before it closes the connection), and every answer JSON with a reason.
 * What it asks of the notices is answered by a process that has the database: this one, or a
 * worker the primary asks (ops-workers.ts). See docs/decisions/082-network-status-live.md.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  OperationAnswer,
  OperationRequest,
} from "../app/network-status/network-status.server";
import { NETWORK_STATUS_API_ROOT } from "../app/site/paths";
import { logger } from "./logger";

/** A notice with every text at its longest fits well inside this. */
export const OPS_BODY_LIMIT = 32 * 1024;

export type Operate = (request: OperationRequest) => Promise<OperationAnswer>;

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether `header` is `Bearer <token>`, the scheme in any case (RFC 9110, section 11.1), the
 * token compared in constant time (digests are of one length).
 */
function holdsToken(header: string | undefined, token: Buffer): boolean {
  const given = /^Bearer +(.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), token);
}

function answer(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const refuse = (res: ServerResponse, status: number, error: string, headers = {}) =>
  answer(res, status, { error }, headers);

/**
 * A refusal sent before the body is read: the connection is closed once it is written (Node
 * ends the socket after an answer with `Connection: close`), so a client that may not write
 * cannot go on streaming a body for the server to read and throw away.
 */
const refuseUnread = (res: ServerResponse, status: number, error: string, headers = {}) =>
  refuse(res, status, error, { ...headers, Connection: "close" });

/** The body, or "too large" once more than the limit has come (the rest is not read). */
function readBody(req: IncomingMessage): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > OPS_BODY_LIMIT) {
        req.removeAllListeners("data");
        req.resume();
        resolve("too large");
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Answers a request on the metrics' port that is under the API's root, and returns true; false
 * for any other path, left to the metrics. Without a token there is no API: its paths are 404.
 */
export function opsApi(
  token: string | undefined,
  operate: Operate,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const expected = token === undefined ? undefined : digest(token);
  return (req, res) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (path !== NETWORK_STATUS_API_ROOT && !path.startsWith(`${NETWORK_STATUS_API_ROOT}/`)) {
      return false;
    }
    if (!expected) {
      refuseUnread(res, 404, "no network status API here: OPS_TOKEN is not set");
      return true;
    }
    if (!holdsToken(req.headers.authorization, expected)) {
      refuseUnread(res, 401, "a valid Authorization: Bearer token is needed", {
        "WWW-Authenticate": 'Bearer realm="network-status"',
      });
      return true;
    }
    void handle(req, res, path.slice(NETWORK_STATUS_API_ROOT.length), operate).catch(
      (error: unknown) => {
        logger.error({ err: error }, "A network status API request failed");
        if (!res.headersSent) refuse(res, 503, "the database is unavailable: try again shortly");
      },
    );
    return true;
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, path: string, operate: Operate) {
  const method = req.method ?? "GET";
  let body: unknown;
  if (Number(req.headers["content-length"] ?? 0) > OPS_BODY_LIMIT) {
    refuseUnread(res, 413, `the body is larger than ${OPS_BODY_LIMIT} bytes`);
    return;
  }
  const raw = await readBody(req);
  if (raw === "too large") {
    refuseUnread(res, 413, `the body is larger than ${OPS_BODY_LIMIT} bytes`);
    return;
  }
  if (raw.length > 0) {
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      refuse(res, 415, "the body must be JSON, sent as Content-Type: application/json");
      return;
    }
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      refuse(res, 400, "the body is not valid JSON");
      return;
    }
  }
  const result = await operate({ method, path, body });
  answer(res, result.status, result.body, result.allow ? { Allow: result.allow } : {});
}
