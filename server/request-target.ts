import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { ErrorPage } from "./error-pages";

/**
 * A request target in absolute form (`GET http://host/path?query`, as a client sends to a
 * proxy) is the same request as its origin form: RFC 9112 §3.2.2 has a server accept it, and
 * take the host from the target rather than the Host header. Rewritten first, before the
 * build's files are looked for, so every later step (the files, the log, which never shows a
 * query, the routes, React Router) sees a path.
 */
export function toOriginForm(req: IncomingMessage & { originalUrl?: string }): void {
  const url = req.url ?? "/";
  if (url.startsWith("/")) return;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return;
  }
  if (target.protocol === "http:" || target.protocol === "https:") {
    req.url = `${target.pathname}${target.search}`;
    req.originalUrl = req.url;
    req.headers.host = target.host;
  }
}

/** The same, for a request that reaches the Express app first (the development server). */
export const originFormTarget: RequestHandler = (req, _res, next) => {
  toOriginForm(req);
  next();
};

/** Characters that mean the same percent-encoded or not (RFC 3986 §2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The path without `.` and `..` segments (RFC 3986 §5.2.4). */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split("/").slice(1)) {
    if (segment === ".") continue;
    if (segment === "..") kept.pop();
    else kept.push(segment);
  }
  return `/${kept.join("/")}`;
}

/**
 * The one spelling of a path (RFC 3986 §6.2.2): ordinary characters written plainly (`%6D` is
 * `m`), other percent-encodings in capitals, a backslash read as the slash every browser and
 * React Router read it as (`/x\..\terms` is `/terms`), no dot segments, no trailing slash, and
 * one leading slash (a path of slashes would otherwise read as another host, `//evil`). Undefined
 * when the path is not percent-encoded UTF-8 at all (`/%FF`), or hides a control character
 * (`/%00`): it names nothing.
 */
export function canonicalPathOf(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/\p{Cc}/u.test(decoded)) return undefined;
  const plain = path.replaceAll("\\", "/").replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  return withoutDotSegments(plain).replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
}

/**
 * Every path has one address: another spelling of it moves there permanently, keeping the
 * query (301; 308 for a method other than GET and HEAD, which a browser must send again as it
 * was, body and all). A path that cannot be read gets the branded 400 page, and so does a
 * target that is no path once an http(s) one is rewritten (`ftp://host/terms`, `OPTIONS *`,
 * which nginx refuses alike: see docs/decisions/055-the-build-served-from-memory.md).
 */
export function canonicalPaths(errorPage: ErrorPage): RequestHandler {
  return (req, res, next) => {
    if (!req.url.startsWith("/")) return errorPage(req, res, 400);
    const canonical = canonicalPathOf(req.path);
    if (canonical === undefined) return errorPage(req, res, 400);
    if (canonical === req.path) return next();
    const query = req.url.slice(req.path.length);
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    res.redirect(status, `${canonical}${query}`);
  };
}
