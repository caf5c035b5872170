/**
 * The answers of the pages rendered per request (the network status page, its JSON, feed and
 * summary), kept in memory as long as the notices they were rendered from are the ones the
 * process's cache holds: a rush costs one render per page, question and change of the notices,
 * not one a visitor, and each is sent precompressed like the build's files. A change in the
 * notices (a read that found new ones) drops every kept answer, so a page is never older than
 * the notices it shows. See docs/decisions/082-network-status-live.md.
 *
 * An answer is kept under its path and what the page reads of the query, as the page reads it
 * (the area checked, cleaned and cut), never under the query as sent: a query the page does not
 * read, or a page's worth of text it cuts, is the same answer. What is kept is bounded in bytes.
 * It is revalidated and negotiated as the build's files are (server/conditional-requests.ts,
 * server/content-coding.ts), with the ETag the app gave it, so an answer has one tag whichever
 * of the two sends it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { preconditionStatus } from "./conditional-requests";
import { COMPRESSED_ENCODINGS, type Encoding, negotiatedEncoding } from "./content-coding";

/**
 * The bytes of answers a process keeps at most, each counted in its three encodings with its
 * headers; past it, the answer asked for least lately is dropped. A network status page
 * without notices is about 35 KB so counted (24 KB of HTML): room for a hundred answers or so,
 * the pages in both languages, their most asked areas, the JSON, the feed and the summary,
 * while no run of questions can make a process hold more.
 */
export const LIVE_ANSWERS_BUDGET_BYTES = 4 * 1024 * 1024;

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
/** What describes a body, left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-type"]);
/** What a 412 leaves out as well: no cache is to keep it. */
const REFUSAL_LEFT_OUT = new Set([...BODY_HEADERS, "cache-control"]);

/** What a request left to the app was to be kept under: its key and the notices then. */
const missed = new WeakMap<IncomingMessage, { key: string; snapshot: object }>();

interface Kept {
  /** The app's headers, each name with a value, but those made for each answer. */
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  encoded: Record<Encoding, Buffer>;
  /** What it counts against the budget. */
  bytes: number;
}

export interface LiveAnswers {
  /** Whether the request is for a page rendered per request, which this may answer. */
  handles(req: IncomingMessage, path: string): boolean;
  /**
   * Answers from memory when an answer to what this request asks was rendered from the notices
   * the process holds now, and resolves to its status; undefined when the app must render it
   * (then `remember` keeps what it renders).
   */
  answer(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<number | undefined>;
  /** Keeps the app's answer to a request `answer` left to it (a GET's 200). */
  remember(req: IncomingMessage, headers: OutgoingHttpHeaders, body: Buffer): void;
  /** What is kept now: how many answers, and their bytes as the budget counts them. */
  kept(): { answers: number; bytes: number };
}

/** What an answer of a path depends on in the query, as its page reads it. */
export type QueryRead = (query: URLSearchParams) => string;

export function liveAnswers({
  pages,
  snapshot,
  noticesKeptMs,
}: {
  /** Each path rendered per request, with what its answer depends on in the query. */
  pages: ReadonlyMap<string, QueryRead>;
  /** The process's notices now: a new object whenever they were read again. */
  snapshot: () => Promise<object>;
  /**
   * How long the process keeps the notices it read (NETWORK_STATUS_CACHE_MS). At 0 every
   * request reads them again, so no answer would be asked for twice: none is kept, and the
   * app renders each one as it would without this.
   */
  noticesKeptMs: number;
}): LiveAnswers {
  /** In the order they were last asked for, least lately first. */
  const kept = new Map<string, Kept>();
  /** Each question the app is rendering now, settled once its answer is sent (and kept). */
  const rendered = new Map<string, Promise<void>>();
  let keptBytes = 0;
  let keptFor: object | undefined;

  const keyOf = (url: string) => {
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const read = pages.get(path);
    return read && `${path}?${read(new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt)))}`;
  };

  return {
    handles(req, path) {
      return (
        noticesKeptMs > 0 && (req.method === "GET" || req.method === "HEAD") && pages.has(path)
      );
    },
    async answer(req, res, requestId) {
      const key = keyOf(req.url ?? "");
      if (key === undefined) return undefined;
      const now = await snapshot();
      if (now !== keptFor) {
        kept.clear();
        keptBytes = 0;
        keptFor = now;
      }
      let answer = kept.get(key);
      const rendering = rendered.get(key);
      if (!answer && rendering) {
        // A rush on one question waits for the one answer being rendered, not a render each.
        await rendering;
        answer = keptFor === now ? kept.get(key) : undefined;
      }
      if (!answer) {
        missed.set(req, { key, snapshot: now });
        if (!rendered.has(key)) {
          const sent = new Promise<void>((resolve) => {
            const done = () => {
              if (rendered.get(key) === sent) rendered.delete(key);
              resolve();
            };
            res.once("finish", done);
            res.once("close", done);
          });
          rendered.set(key, sent);
        }
        return undefined;
      }
      // Asked for now: the last to be dropped.
      kept.delete(key);
      kept.set(key, answer);
      const own = ["ETag", answer.etag, "Vary", "Accept-Encoding", "X-Request-Id", requestId];
      const status = preconditionStatus(req.headers, answer);
      if (status !== 200) {
        const leftOut = status === 304 ? BODY_HEADERS : REFUSAL_LEFT_OUT;
        const headers = answer.headers.filter(([name]) => !leftOut.has(name.toLowerCase()));
        const length = status === 412 ? ["Content-Length", "0"] : [];
        res.writeHead(status, [...headers.flat(), ...own, ...length]);
        res.end();
        return status;
      }
      const encoding = negotiatedEncoding(req, COMPRESSED_ENCODINGS);
      const body = encoding ? answer.encoded[encoding] : answer.identity;
      res.writeHead(200, [
        ...answer.headers.flat(),
        ...own,
        ...(encoding ? ["Content-Encoding", encoding] : []),
        "Content-Length",
        String(body.length),
      ]);
      res.end(req.method === "HEAD" ? undefined : body);
      return 200;
    },
    remember(req, headers, body) {
      const miss = missed.get(req);
      // Rendered from notices older than those held now: not worth keeping.
      if (!miss || miss.snapshot !== keptFor || kept.has(miss.key)) return;
      // The app's tag, so a revalidation holds whichever sends the answer; none, none kept.
      const { etag } = headers;
      if (typeof etag !== "string") return;
      const answer = keptAnswer(miss.key, headers, etag, body);
      if (answer.bytes > LIVE_ANSWERS_BUDGET_BYTES) return;
      kept.set(miss.key, answer);
      keptBytes += answer.bytes;
      for (const [key, leastLately] of kept) {
        if (keptBytes <= LIVE_ANSWERS_BUDGET_BYTES) break;
        kept.delete(key);
        keptBytes -= leastLately.bytes;
      }
    },
    kept() {
      return { answers: kept.size, bytes: keptBytes };
    },
  };
}

/** The app's answer as it is kept: its own headers, its body in each encoding, and its size. */
function keptAnswer(
  key: string,
  headers: OutgoingHttpHeaders,
  etag: string,
  identity: Buffer,
): Kept {
  const own = Object.entries(headers)
    .filter(([name, value]) => !OWN_HEADERS.has(name.toLowerCase()) && value !== undefined)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [String(value)]).map((each): [string, string] => [
        name,
        each,
      ]),
    );
  const encoded: Record<Encoding, Buffer> = {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 6 }),
  };
  const texts = [key, etag, ...own.flat()];
  const bodies = [identity, encoded.br, encoded.gzip];
  return {
    headers: own,
    etag,
    identity,
    encoded,
    bytes: [...texts, ...bodies].reduce((sum, each) => sum + each.length, 0),
  };
}
