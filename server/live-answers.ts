/**
 * The answers of the pages rendered per request (the network status page, its JSON, feed and
 * summary), kept in memory as long as the notices they were rendered from are the ones the
 * process's cache holds: a rush costs one render per page, query and change of the notices,
 * not one a visitor, and each is sent precompressed like the build's files. A change in the
 * notices (a read that found new ones) drops every kept answer, so a page is never older than
 * the notices it shows. See docs/decisions/082-network-status-live.md.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Per-request or per-encoding headers, made afresh for each answer. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "vary",
  "x-request-id",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/** A query is kept up to this many answers; past it, the next snapshot starts afresh. */
const MAX_KEPT = 500;

/** What a request left to the app was to be kept under: its target and the notices then. */
const missed = new WeakMap<IncomingMessage, { target: string; snapshot: object }>();

interface Kept {
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface LiveAnswers {
  /** Whether the request is for a page rendered per request, which this may answer. */
  handles(req: IncomingMessage, path: string): boolean;
  /**
   * Answers from memory when an answer for this request target was rendered from the notices
   * the process holds now, and resolves to its status; undefined when the app must render it
   * (then `remember` keeps what it renders).
   */
  answer(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<number | undefined>;
  /** Keeps the app's answer to a request `answer` left to it (a GET's 200). */
  remember(req: IncomingMessage, headers: OutgoingHttpHeaders, body: Buffer): void;
}

export function liveAnswers({
  paths,
  snapshot,
}: {
  paths: ReadonlySet<string>;
  /** The process's notices now: a new object whenever they were read again. */
  snapshot: () => Promise<object>;
}): LiveAnswers {
  const kept = new Map<string, Kept>();
  let keptFor: object | undefined;

  return {
    handles(req, path) {
      return (req.method === "GET" || req.method === "HEAD") && paths.has(path);
    },
    async answer(req, res, requestId) {
      const now = await snapshot();
      if (now !== keptFor || kept.size >= MAX_KEPT) {
        kept.clear();
        keptFor = now;
      }
      const answer = kept.get(req.url ?? "");
      if (!answer) {
        missed.set(req, { target: req.url ?? "", snapshot: now });
        return undefined;
      }
      const headers: [string, string][] = [
        ...answer.headers,
        ["ETag", answer.etag],
        ["Vary", "Accept-Encoding"],
        ["X-Request-Id", requestId],
      ];
      if (req.headers["if-none-match"] === answer.etag) {
        res.writeHead(304, headers.flat());
        res.end();
        return 304;
      }
      const accepted = String(req.headers["accept-encoding"] ?? "");
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? ["br", answer.br]
        : /\bgzip\b/.test(accepted)
          ? ["gzip", answer.gzip]
          : [undefined, answer.identity];
      if (encoding) headers.push(["Content-Encoding", encoding]);
      headers.push(["Content-Length", String(body.length)]);
      res.writeHead(200, headers.flat());
      res.end(req.method === "HEAD" ? undefined : body);
      return 200;
    },
    remember(req, headers, body) {
      const miss = missed.get(req);
      // Rendered from notices older than those held now: not worth keeping.
      if (!miss || miss.snapshot !== keptFor) return;
      kept.set(miss.target, {
        headers: Object.entries(headers)
          .filter(([name, value]) => !OWN_HEADERS.has(name.toLowerCase()) && value !== undefined)
          .flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [String(value)]).map((each): [string, string] => [
              name,
              each,
            ]),
          ),
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        identity: body,
        br: brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip: gzipSync(body, { level: 6 }),
      });
    },
  };
}
