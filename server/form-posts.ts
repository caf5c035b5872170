import express, { type Request, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ErrorPage } from "./error-pages";

/** The largest form body accepted: a 2,000-character Arabic message percent-encoded, and room. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * Form posts are the only requests whose body the server reads, and it reads it here: the
 * pages with a form take a POST, at their own path (the form without JavaScript) and at their
 * route-data twin (`/_.data`, `/ar.data`: the hydrated form), only as a browser sends it,
 * URL-encoded as UTF-8, with a declared length, from the site's own pages. Anything else is
 * refused before a byte is read: 415 for another type or character set or an encoded body, 411
 * without a length, 413 over the cap, 403 from another site, each as the branded error page in
 * the path's language (which says to send the form from the website, or to shorten it). The body is then read with the cap on the bytes that
 * actually arrive, and handed to React Router (server/react-router-handler.ts) as `req.body`.
 *
 * Every other request's body is never read: React Router gets none, and the connection is
 * closed after the answer instead of draining an upload nobody asked for.
 */
export function guardFormPosts(formPostPaths: Set<string>, errorPage: ErrorPage): RequestHandler {
  const readBody = express.raw({ type: () => true, limit: MAX_FORM_BYTES, inflate: false });
  return (req, res, next) => {
    const isFormPost = req.method === "POST" && formPostPaths.has(req.path);
    if (!isFormPost) {
      if (carriesBody(req)) res.set("Connection", "close");
      return next();
    }
    // The refusal never repeats any of the input, so none of it can be echoed back; the body
    // is left unread, so the connection is closed rather than drained.
    const refuse = (status: number) => {
      res.set("Connection", "close");
      errorPage(req, res, status);
    };
    if (!req.is("application/x-www-form-urlencoded")) return refuse(415);
    if (!declaresUtf8(req.get("content-type"))) return refuse(415);
    const declared = req.get("content-length");
    if (declared === undefined || !/^\d+$/.test(declared)) return refuse(411);
    if (Number(declared) > MAX_FORM_BYTES) return refuse(413);
    if (!fromThisSite(req)) return refuse(403);
    readBody(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      const status = (error as { status?: number }).status;
      refuse(status === 413 || status === 415 ? status : 400);
    });
  };
}

/** The names the Encoding Standard gives UTF-8. */
const UTF8_LABELS = new Set([
  "unicode-1-1-utf-8",
  "unicode11utf8",
  "unicode20utf8",
  "utf-8",
  "utf8",
  "x-unicode20utf8",
]);

/**
 * Whether a form body is UTF-8, as every browser sends the site's (UTF-8) pages' forms: no
 * charset, or one of UTF-8's names. Another is refused rather than decoded: no browser sends
 * one, and read as UTF-8 its letters would be stored as replacement characters. See
 * docs/decisions/034-form-text-is-utf-8.md.
 */
function declaresUtf8(contentType = ""): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1];
  return charset === undefined || UTF8_LABELS.has(charset.toLowerCase());
}

/** Whether a request says it has a body (a length above 0, or chunks). */
export function carriesBody(req: Request): boolean {
  const length = req.get("content-length");
  return req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
}

/**
 * A browser names the page a form was sent from in `Origin`. A post from another site (or
 * from a page that hides its origin, `null`) is refused here with the same branded page as
 * other refusals, rather than with React Router's bare 400. Only the host is compared: behind
 * a proxy that ends TLS the scheme is known only if the proxy says so (see
 * server/react-router-handler.ts).
 */
function fromThisSite(req: Request): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * A form posted to an index route's path (`/`, the English home page) without React Router's
 * `?index` reaches the page's parent, which takes no post; it is the page's form all the same,
 * so `index` is added (as React Router's own forms do), at the page's path and its route data.
 */
export function postsToIndexRoutes(routes: ServerBuild["routes"]): RequestHandler {
  const paths = new Set<string>();
  for (const path of formPathsOf(routes, (_module, route) => route.index === true)) {
    paths.add(path).add(dataPathOf(path));
  }
  return (req, _res, next) => {
    if (req.method === "POST" && paths.has(req.path) && !Object.hasOwn(req.query, "index")) {
      const query = req.url.slice(req.path.length).replace(/^\?/, "");
      req.url = `${req.path}?index${query ? `&${query}` : ""}`;
      // React Router is handed the original URL (the static files rewrite `url`).
      req.originalUrl = req.url;
    }
    next();
  };
}

/** Where React Router's client sends a page's actions and loaders: `/_.data` for `/`. */
export function dataPathOf(path: string): string {
  return path === "/" ? "/_.data" : `${path}.data`;
}

/** The paths a form posts to: each page with an action (a form), and its route-data twin. */
export function formPostPathsOf(routes: ServerBuild["routes"]): Set<string> {
  const paths = new Set<string>();
  for (const path of formPathsOf(routes)) paths.add(path).add(dataPathOf(path));
  return paths;
}

/**
 * The paths that take nothing but a post: a route with an action and neither a loader nor a
 * page (the contact form's JSON action).
 */
export function postOnlyPathsOf(routes: ServerBuild["routes"]): Set<string> {
  return formPathsOf(routes, (module) => !module.loader && !module.default);
}

/** The paths whose route has an action (a form), read from the server build's route table. */
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

export function formPathsOf(
  routes: ServerBuild["routes"],
  alsoWhere: (module: BuildRoute["module"], route: BuildRoute) => boolean = () => true,
): Set<string> {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return own === "" ? parent : `${parent}/${own}`;
  };
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route?.module.action || !alsoWhere(route.module, route)) continue;
    const path = fullPath(id) || "/";
    if (!path.includes("*")) paths.add(path);
  }
  return paths;
}
