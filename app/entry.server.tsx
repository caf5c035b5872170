import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { PLAN_PARAM, SENT_PARAM } from "./contact/contact-form-fields";
import { deferModuleScripts } from "./document/deferred-hydration";
import { contentSecurityPolicy, inlineHashes } from "../server/content-security-policy.js";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";

// The production server reaches these through the build: the context that hands each request
// its rate limit, and the query parameters the pages read (any other parameter is served the
// prerendered page).
export { submissionLimitContext } from "./contact/submission-limit";
/** Parameters that change what a page shows; React Router's `index` picks the form's route. */
export const paramsTheAppReads = [PLAN_PARAM, SENT_PARAM, "index"] as const;
/** Parameters whose page shows the visitor's own state, kept out of shared caches. */
export const visitorStateParams = [SENT_PARAM] as const;

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders every document in full before answering. The pages have no deferred data, so
 * waiting for "all ready" costs nothing, gives crawlers, prerendering and visitors the same
 * complete HTML, and lets the policy allow exactly the inline code the document carries.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (responseStatusCode === 405) {
    responseHeaders.set("Allow", allowedMethods(routerContext).join(", "));
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeout);
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const html = deferModuleScripts(Buffer.concat(chunks).toString("utf8"));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The document is whole before it is sent, so its inline code can be hashed
            // into its policy, as the build does for the prerendered pages.
            if (import.meta.env.PROD) {
              responseHeaders.set(
                "Content-Security-Policy",
                contentSecurityPolicy(inlineHashes(html)),
              );
            }
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/** The methods the matched page accepts, for the `Allow` header a 405 answer must carry. */
function allowedMethods(routerContext: EntryContext): string[] {
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const hasAction = leaf ? routerContext.manifest.routes[leaf.route.id]?.hasAction : false;
  return hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/**
 * A 4xx answer (an unknown page, a method a page does not take) is the visitor's mistake, not
 * the server's: it is answered with the branded error page and not logged as an error.
 *
 * React Router describes such a refusal with a developer's message that names the route
 * module ("You made a PUT request to … route terms-en"), and would send it to the browser in
 * the page's data. This hook sees the error before the page is serialized, so it puts the
 * status text in its place.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error) && error.status < 500) {
    error.data = error.statusText;
    return;
  }
  if (!request.signal.aborted) console.error(error);
};
