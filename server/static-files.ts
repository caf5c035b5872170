import { readdirSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";

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
 * The URL path of every file the static middleware serves (`/favicon.ico`, `/terms.data`, …),
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
 * Whether a request must be rendered rather than answered from a prerendered file: the files
 * were rendered without a query, so a page or its route data asked for with a parameter the
 * app reads (a chosen plan, a sent form, the form's `index`) goes to React Router. Any other
 * parameter (a campaign's `utm_source`, `fbclid`, `gclid`, React Router's own `_routes`)
 * changes nothing on the page, so the prerendered file is served.
 */
export function needsRendering(
  req: Request,
  prerendered: Set<string>,
  paramsTheAppReads: readonly string[],
): boolean {
  const readsQuery = paramsTheAppReads.some((name) => Object.hasOwn(req.query, name));
  return readsQuery && (prerendered.has(req.path) || req.path.endsWith(".data"));
}

/**
 * Serves `/terms` from `terms/index.html` without the redirect to `/terms/` that a plain
 * static server would answer: the request is pointed at the file and handed on to the static
 * middleware, which picks its precompressed variant.
 */
export function servePrerenderedPages(
  prerendered: Set<string>,
  policyOf: (page: string) => string,
): RequestHandler {
  return (req, res, next) => {
    const page = req.path;
    if ((req.method === "GET" || req.method === "HEAD") && prerendered.has(page)) {
      const query = req.url.slice(page.length);
      req.url = `${page === "/" ? "" : page}/index.html${query}`;
      res.setHeader("Content-Security-Policy", policyOf(page));
    }
    next();
  };
}

/** `/terms/index.html` is the page `/terms`: sent there permanently, keeping the query. */
export function redirectIndexFiles(prerendered: Set<string>): RequestHandler {
  return (req, res, next) => {
    const page = req.path.replace(/\/index\.html$/, "") || "/";
    if (page === req.path || !prerendered.has(page)) return next();
    res.redirect(301, `${page}${req.url.slice(req.path.length)}`);
  };
}

/** Cache policy by kind of file; see docs/decisions for why. */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    // Content-hashed names: a changed file gets a new name, so the old one never changes.
    return "public, max-age=31536000, immutable";
  }
  // HTML, route data and the few unhashed files: cache, but ask the server every time.
  return "public, max-age=0, must-revalidate";
}
