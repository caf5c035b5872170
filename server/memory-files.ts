import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { parse as parseQuery } from "node:querystring";
import { preconditionStatus, requestedRange, type Validators } from "./conditional-requests";
import { type Encoding, negotiatedEncoding } from "./content-coding";
import { contentSecurityPolicy } from "./csp";
import type { Header } from "./security-headers";
import { type ServedFile, servedFiles, TWIN_SUFFIXES } from "./served-files";
import { queryNeedsRendering } from "./static-files";

/** One encoding of a file, its bytes read and its headers written once, at start. */
interface Representation extends Validators {
  body: Buffer;
  /** The headers of its 200, as `writeHead` takes them flat, but the request's own id. */
  ok: string[];
  /** Those of a 304: the same but what describes a body (RFC 9110 §15.4.5). */
  notModified: string[];
  /** Those of a 206, but the range and its length; undefined when a Range is not answered. */
  partial: string[] | undefined;
}

interface MemoryFile {
  served: ServedFile;
  identity: Representation;
  twins: Partial<Record<Encoding, Representation>>;
}

/** The status a file was answered with, for the request's log line. */
export type Answered = number;

/**
 * The client build's files, read into memory when the server starts, each with its brotli and gzip
 * twins and every header precomputed (the security headers, the policy, ETag, Last-Modified, cache
 * policy): a GET or HEAD for one of them is answered without touching the disk, Express or React
 * Router (docs/decisions/055-the-build-served-from-memory.md). What is served is what was on disk
 * at start; a new build is served by a restart, as before.
 */
export interface MemoryFiles {
  /** The pages' paths and every other file's, for the 405s of the app. */
  pages: Set<string>;
  files: Set<string>;
  /**
   * The file a request asks for, if it is one of them at its one address (`/terms`, not
   * `/terms/` nor `/ter%6Ds`, which the app redirects) and its query asks for no rendering.
   */
  find(req: IncomingMessage, paramsTheAppReads: readonly string[]): MemoryFile | undefined;
  /** Answers a GET or HEAD for `file`; returns the status sent. */
  answer(file: MemoryFile, req: IncomingMessage, res: ServerResponse, requestId: string): Answered;
}

/** HTTP dates are whole seconds; nginx's validators are the same two figures. */
function validatorsOf(file: string): Required<Validators> {
  const { mtimeMs, size } = statSync(file);
  const seconds = Math.floor(mtimeMs / 1000);
  return { etag: `"${seconds.toString(16)}-${size.toString(16)}"`, lastModified: seconds * 1000 };
}

function representationOf(
  file: string,
  served: ServedFile,
  common: string[],
  encoding: Encoding | undefined,
): Representation {
  const validators = validatorsOf(file);
  const body = readFileSync(file);
  const described = [
    "Last-Modified",
    new Date(validators.lastModified).toUTCString(),
    "ETag",
    validators.etag,
    ...(served.encodings.length > 0 ? ["Vary", "Accept-Encoding"] : []),
    ...(encoding ? ["Content-Encoding", encoding] : []),
  ];
  const typed = [...common, "Content-Type", served.contentType, ...described];
  // A Range is answered for the file itself only, as nginx does: not for a compressed twin.
  const ranges = encoding === undefined;
  const ok = [
    ...typed,
    ...(ranges ? ["Accept-Ranges", "bytes"] : []),
    "Content-Length",
    String(body.length),
  ];
  return {
    ...validators,
    body,
    ok,
    notModified: [...common, ...described],
    partial: ranges ? typed : undefined,
  };
}

/** Reads every served file of the build in `buildDir` into memory. */
export function loadMemoryFiles(buildDir: string, securityHeaders: Header[]): MemoryFiles {
  const clientDir = path.join(buildDir, "client");
  const byPath = new Map<string, MemoryFile>();
  const security = securityHeaders.flat();
  for (const served of servedFiles(buildDir)) {
    const common = [
      ...security,
      "Content-Security-Policy",
      served.policy,
      "Cache-Control",
      served.cacheControl,
    ];
    const file = path.join(clientDir, served.file);
    const twins: MemoryFile["twins"] = {};
    for (const encoding of served.encodings) {
      const twin = `${file}${TWIN_SUFFIXES[encoding]}`;
      twins[encoding] = representationOf(twin, served, common, encoding);
    }
    byPath.set(served.urlPath, {
      served,
      identity: representationOf(file, served, common, undefined),
      twins,
    });
  }
  const refusal = [...security, "Content-Security-Policy", contentSecurityPolicy()];
  const pages = new Set<string>();
  const files = new Set<string>();
  for (const { served } of byPath.values()) {
    (served.file.endsWith("/index.html") ? pages : files).add(served.urlPath);
  }

  return {
    pages,
    files,
    find(req, paramsTheAppReads) {
      if (req.method !== "GET" && req.method !== "HEAD") return undefined;
      const url = req.url ?? "";
      const queryAt = url.indexOf("?");
      const file = byPath.get(queryAt === -1 ? url : url.slice(0, queryAt));
      if (!file || queryAt === -1 || !file.served.rendersWithQuery) return file;
      const query = parseQuery(url.slice(queryAt + 1));
      return queryNeedsRendering(query, paramsTheAppReads) ? undefined : file;
    },
    answer({ served, identity, twins }, req, res, requestId) {
      const encoding = negotiatedEncoding(req, served.encodings);
      const chosen = (encoding && twins[encoding]) ?? identity;
      const status = preconditionStatus(req.headers, chosen);
      if (status === 304) {
        res.writeHead(304, [...chosen.notModified, "X-Request-Id", requestId]);
        res.end();
        return 304;
      }
      if (status === 412) {
        res.writeHead(412, [...refusal, "Content-Length", "0", "X-Request-Id", requestId]);
        res.end();
        return 412;
      }
      const { body } = chosen;
      const range =
        chosen.partial && req.method === "GET"
          ? requestedRange(req.headers, body.length, chosen)
          : undefined;
      if (range === "unsatisfiable") {
        const headers = [...refusal, "Content-Range", `bytes */${body.length}`];
        res.writeHead(416, [...headers, "Content-Length", "0", "X-Request-Id", requestId]);
        res.end();
        return 416;
      }
      if (range && chosen.partial) {
        const { start, end } = range;
        res.writeHead(206, [
          ...chosen.partial,
          "Content-Range",
          `bytes ${start}-${end}/${body.length}`,
          "Content-Length",
          String(end - start + 1),
          "X-Request-Id",
          requestId,
        ]);
        res.end(body.subarray(start, end + 1));
        return 206;
      }
      res.writeHead(200, [...chosen.ok, "X-Request-Id", requestId]);
      if (req.method === "HEAD") res.end();
      else res.end(body);
      return 200;
    },
  };
}
