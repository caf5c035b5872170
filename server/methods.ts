import type { RequestHandler } from "express";

/** Methods the Fetch API cannot carry, so React Router never sees them. */
const UNREPRESENTABLE = new Set(["CONNECT", "TRACE", "TRACK"]);
const NOT_SUPPORTED = "That request method is not supported here.";

/**
 * 405 with `Allow` for a method a resource does not take: every resource takes GET and HEAD,
 * and the paths a form posts to take POST too. On a page, React Router answers with the
 * branded page (its `Allow` is set from here); on anything else (the sitemap, robots.txt, route
 * data, files and assets), and for methods React Router cannot receive, a plain answer.
 * A path where nothing is stays a 404 whatever the method: it is answered as a GET would be,
 * and any body is left unread.
 */
export function answerUnsupportedMethods({
  pages,
  formPostPaths,
  postOnlyPaths,
  files,
}: {
  pages: Set<string>;
  formPostPaths: Set<string>;
  /** Paths that take POST alone (an action without a page): even GET is refused there. */
  postOnlyPaths: Set<string>;
  files: Set<string>;
}): RequestHandler {
  return (req, res, next) => {
    const { method, path } = req;
    if (postOnlyPaths.has(path) && method !== "POST") {
      res.status(405).set("Allow", "POST").type("text/plain").send(NOT_SUPPORTED);
      return;
    }
    if (method === "GET" || method === "HEAD") return next();
    const allowed = formPostPaths.has(path) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    if (allowed.includes(method)) return next();
    if (!pages.has(path) && !formPostPaths.has(path) && !files.has(path)) {
      req.method = "GET";
      return next();
    }
    res.locals.allow = allowed.join(", ");
    if (pages.has(path) && !UNREPRESENTABLE.has(method)) return next();
    res.status(405).set("Allow", allowed.join(", ")).type("text/plain").send(NOT_SUPPORTED);
  };
}
