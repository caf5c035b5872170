import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { SERVICE_WORKER_PATH } from "../app/site/paths";

/**
 * The URL paths that have a prerendered `index.html` under the client build (`/`, `/terms`,
 * …). Read once at start: the build does not change while the server runs.
 */
export function findPrerenderedPaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "index.html") continue;
    const directory = path.dirname(entry).split(path.sep).join("/");
    paths.add(directory === "." ? "/" : `/${directory}`);
  }
  return paths;
}

/**
 * The URL path of every client file served as it is (`/favicon.ico`, `/terms.data`, …),
 * without the precompressed copies, which are only ever sent in their file's place, and
 * without the pages' `index.html`, which are served at the page's own path (with the policy
 * that allows their inline code).
 */
export function findClientFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.name === "index.html") continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    files.add(`/${relative.split(path.sep).join("/")}`);
  }
  return files;
}

/**
 * Whether a query asks for a rendering rather than the prerendered file: the files were
 * rendered without a query, so a page or its route data asked for with a parameter the app
 * reads (a chosen plan, a sent form, the form's `index`) goes to React Router. Any other
 * parameter (a campaign's `utm_source`, `fbclid`, `gclid`, React Router's own `_routes`)
 * changes nothing on the page, so the prerendered file is served.
 */
export function queryNeedsRendering(
  query: Record<string, unknown>,
  paramsTheAppReads: readonly string[],
): boolean {
  return paramsTheAppReads.some((name) => Object.hasOwn(query, name));
}

/** `/terms/index.html` is the page `/terms`: sent there permanently, keeping the query. */
export function redirectIndexFiles(prerendered: Set<string>): RequestHandler {
  return (req, res, next) => {
    const page = req.path.replace(/\/index\.html$/, "") || "/";
    if (page === req.path || !prerendered.has(page)) return next();
    res.redirect(301, `${page}${req.url.slice(req.path.length)}`);
  };
}

/** Cache policy by the path a file is served at; see docs/decisions for why. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath === SERVICE_WORKER_PATH) {
    // Checked with the server whenever a browser looks for an update, so a fixed worker
    // reaches every visitor at their next visit online (docs/decisions/069-offline-rates-pages.md).
    return "no-cache";
  }
  if (urlPath.startsWith("/assets/")) {
    // Content-hashed names: a changed file gets a new name, so the old one never changes.
    return "public, max-age=31536000, immutable";
  }
  // HTML, route data and the few unhashed files: cache, but ask the server every time.
  return "public, max-age=0, must-revalidate";
}
