import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/** The largest form body accepted: a 2,000-character Arabic message percent-encoded, and room. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * The pages that take a POST (those with a form) take it only from their own form, which
 * browsers send URL-encoded and with a declared length. Anything else is refused before a byte
 * of it is read: 415 for another content type, 411 without a length, 413 over the cap. Posts to
 * other paths go on to React Router, which answers 405 (or 404).
 */
export function guardFormPosts(formPaths: Set<string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !formPaths.has(req.path)) return next();
    const refuse = (status: number, message: string) => {
      res.status(status).type("text/plain").set("Connection", "close").send(message);
    };
    if (!req.is("application/x-www-form-urlencoded")) {
      return refuse(415, "Please send the form from the website.");
    }
    const declared = req.get("content-length");
    if (declared === undefined || !/^\d+$/.test(declared)) {
      return refuse(411, "Please send the form from the website.");
    }
    if (Number(declared) > MAX_FORM_BYTES) {
      return refuse(413, "That message is too long to send. Please shorten it and try again.");
    }
    next();
  };
}

/** The paths whose route has an action (a form), read from the server build's route table. */
export function formPathsOf(routes: ServerBuild["routes"]): Set<string> {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return own === "" ? parent : `${parent}/${own}`;
  };
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (!route?.module.action) continue;
    const path = fullPath(id) || "/";
    if (!path.includes("*")) paths.add(path);
  }
  return paths;
}
