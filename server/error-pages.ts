import type { Request, Response } from "express";

/**
 * Answers a request with the site's branded error page for `status`, in the language of the
 * request's path, whatever the request's method (React Router is asked for the page with a
 * GET); `allow` is the `Allow` of a 405. See docs/decisions/033-one-address-one-error-page.md.
 */
export type ErrorPage = (req: Request, res: Response, status: number, allow?: string) => void;

/** What the React Router handler reads to render an error page instead of the request's path. */
export interface ErrorPageRequest {
  status: number;
}

const KEY = "errorPage";

export function askForErrorPage(res: Response, status: number, allow?: string): void {
  res.locals[KEY] = { status } satisfies ErrorPageRequest;
  if (allow !== undefined) res.locals.allow = allow;
}

export function errorPageAskedFor(res: Response): ErrorPageRequest | undefined {
  return res.locals[KEY] as ErrorPageRequest | undefined;
}
