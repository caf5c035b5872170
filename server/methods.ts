import type { RequestHandler } from "express";
import type { ErrorPage } from "./error-pages";
import { carriesBody, dataPathOf } from "./form-posts";

/**
 * 405 with `Allow` for a method a resource does not take, as the branded page in the path's
 * language: every resource takes GET and HEAD, the paths a form posts to take POST too, and
 * the contact form's JSON action takes POST alone (it has no route data either). A path where
 * nothing is stays a 404 whatever the method: it is answered as a GET would be, and any body
 * is left unread.
 */
export function answerUnsupportedMethods({
  pages,
  formPostPaths,
  postOnlyPaths,
  files,
  errorPage,
}: {
  pages: Set<string>;
  formPostPaths: Set<string>;
  /** Paths that take POST alone (an action without a page): even GET is refused there. */
  postOnlyPaths: Set<string>;
  files: Set<string>;
  errorPage: ErrorPage;
}): RequestHandler {
  const postOnlyData = new Set([...postOnlyPaths].map(dataPathOf));
  /** An error answered before the body is read: the connection is closed, not drained. */
  const refuse: ErrorPage = (req, res, status, allow) => {
    if (carriesBody(req)) res.set("Connection", "close");
    errorPage(req, res, status, allow);
  };
  return (req, res, next) => {
    const { method, path } = req;
    if (postOnlyData.has(path)) return refuse(req, res, 404);
    if (postOnlyPaths.has(path) && method !== "POST") return refuse(req, res, 405, "POST");
    if (method === "GET" || method === "HEAD") return next();
    const allowed = formPostPaths.has(path) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    if (allowed.includes(method)) return next();
    if (!pages.has(path) && !formPostPaths.has(path) && !files.has(path)) {
      req.method = "GET";
      return next();
    }
    refuse(req, res, 405, allowed.join(", "));
  };
}
