import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import type { OutgoingHttpHeaders } from "node:http";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { ERROR_PAGE_PATH, errorStatusContext } from "../app/document/error-status";
import { localeFromPathname, localizedPath } from "../app/i18n/locale";
import { policyForDocument } from "./csp";
import { askForErrorPage, type ErrorPage, errorPageAskedFor } from "./error-pages";
import { logger } from "./logger";

/**
 * Hands a request to React Router and sends its answer: what `@react-router/express` does,
 * with three differences this site needs.
 *
 * - The body is the one the form-post guard read under its cap (`req.body`, server/form-posts.ts);
 *   every other request reaches React Router without one, so nothing can parse an upload the
 *   guard did not check.
 * - Behind a proxy that ends TLS but does not say so (no `X-Forwarded-Proto`), the request
 *   looks like `http:` while the browser's `Origin` is `https:` on the same host, and React
 *   Router's CSRF check refuses every form post with a bare 400. Same host, https origin, plain
 *   http request: the page was served over https by the proxy, so the request URL says https.
 *   See docs/decisions/017-form-posts-behind-proxies.md.
 * - Every answer gets a cache policy and, being sent whole, an ETag: rendered pages revalidate
 *   like the prerendered ones; the sent page is the visitor's own; answers to a post (which
 *   carry what the visitor typed) and error pages are never stored. A rendered document gets
 *   the Content-Security-Policy that allows exactly its own inline code.
 *
 * It also renders the branded error pages of errors the server finds itself (`errorPage`): the
 * locale's not-found route is asked for the page with a GET, and throws the status.
 */
export function handleWithReactRouter(
  build: ServerBuild,
  loadContext: (req: ExpressRequest) => RouterContextProvider,
  {
    visitorStateParams,
    mode,
    rendered,
  }: {
    visitorStateParams: readonly string[];
    mode: string;
    /** Told of each GET answered 200, its headers set and its body whole (server/live-answers.ts). */
    rendered?: (req: ExpressRequest, headers: OutgoingHttpHeaders, body: Buffer) => void;
  },
): { handler: RequestHandler; errorPage: ErrorPage } {
  const handle = createRequestHandler(build, mode);
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const error = errorPageAskedFor(res);
      const context = loadContext(req);
      if (error) context.set(errorStatusContext, error.status);
      const request = error
        ? errorPageRequestOf(req, controller.signal)
        : fetchRequestOf(req, controller.signal);
      const response = await handle(request, context);
      const body = await send(res, response, {
        cacheControl: error ? "no-store" : cacheControlOf(req, visitorStateParams),
        development: mode === "development",
      });
      if (body && !error && req.method === "GET" && response.status === 200) {
        rendered?.(req, res.getHeaders(), body);
      }
    } catch (error) {
      next(error);
    }
  };
  const errorPage: ErrorPage = (req, res, status, allow) => {
    askForErrorPage(res, status, allow);
    void handler(req, res, (error?: unknown) => {
      // The error page itself failed: the plainest answer left.
      if (error !== undefined) logger.error({ err: error }, "The error page could not be rendered");
      if (!res.headersSent) res.status(status).type("text/plain").send(String(status));
    });
  };
  return { handler, errorPage };
}

/**
 * A GET for the error page, under the prefix of the language the request's path is in; a
 * page's route data (`/ar.data`, the Arabic home page's) is in its page's language.
 */
function errorPageRequestOf(req: ExpressRequest, signal: AbortSignal): Request {
  const pagePath = req.path.replace(/\.data$/, "");
  const path = localizedPath(localeFromPathname(pagePath), ERROR_PAGE_PATH);
  return new Request(`${protocolOf(req)}://${hostOf(req)}${path}`, { signal });
}

function fetchRequestOf(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, each);
    }
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body);
  return new Request(`${protocolOf(req)}://${hostOf(req)}${req.originalUrl}`, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    signal,
  });
}

/** The Host (or trusted X-Forwarded-Host), if it is a host name or address and port. */
function hostOf(req: ExpressRequest): string {
  const host = req.host ?? "";
  return /^([\w.-]+|\[[\da-f:.]+\])(:\d{1,5})?$/i.test(host) ? host : "localhost";
}

function protocolOf(req: ExpressRequest): string {
  if (req.protocol !== "http") return req.protocol;
  try {
    const origin = new URL(req.get("origin") ?? "");
    if (origin.protocol === "https:" && origin.host === hostOf(req)) return "https";
  } catch {
    // No origin, or not a URL: the request's own protocol stands.
  }
  return req.protocol;
}

function cacheControlOf(req: ExpressRequest, visitorStateParams: readonly string[]): string {
  if (req.method !== "GET" && req.method !== "HEAD") return "no-store";
  const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
  if (visitorStateParams.some((name) => query.has(name))) return "private, no-cache";
  return "public, max-age=0, must-revalidate";
}

/** Sends React Router's answer; resolves to its body when it had one and it was sent. */
async function send(
  res: ExpressResponse,
  response: Response,
  { cacheControl, development }: { cacheControl: string; development: boolean },
): Promise<Buffer | undefined> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return undefined;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.headers.has("Cache-Control")) res.set("Cache-Control", cacheControl);
  const allow: unknown = res.locals.allow;
  if (response.status === 405 && typeof allow === "string") res.set("Allow", allow);
  if (!response.body) {
    res.end();
    return undefined;
  }
  // Pages are rendered whole before they are sent (app/entry.server.tsx), so nothing is lost
  // by buffering; Express then adds the ETag and answers a matching revalidation with 304.
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get("Content-Type")?.startsWith("text/html")) {
    res.set("Content-Security-Policy", policyForDocument(body.toString("utf8"), { development }));
  }
  res.send(body);
  return body;
}
