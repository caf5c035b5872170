import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { withIslandsEntry } from "./components/islands-on-demand";
import { logContext } from "./log";

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders every document in full before answering. The pages have no deferred data, so
 * waiting for all of it costs nothing, gives crawlers, prerendering and visitors the same
 * complete HTML, and lets the server hash the document's inline code into its policy.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 405) {
    responseHeaders.set("Allow", allowedMethods(routerContext).join(", "));
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError(error: unknown) {
        responseStatusCode = 500;
        loadContext.get(logContext).error({ err: error }, "A page could not be rendered");
      },
    },
  );
  const html = withIslandScript(await text(prelude), routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A page with islands gets the one small script that hydrates them as a visitor comes near
 * (app/entry.client.tsx); a page without gets no script at all, and a page whose only island is
 * the header's search gets it when a visitor first touches the field
 * (app/components/islands-on-demand.ts). React Router's own client
 * runtime never reaches the browser: the pages are static, and links between them are full
 * page loads (docs/decisions/029-react-islands.md).
 */
function withIslandScript(html: string, routerContext: EntryContext): string {
  if (!html.includes("data-island=")) return html;
  const { entry, hmr } = routerContext.manifest;
  // In development, Vite's client and React's refresh runtime come first, as the islands'
  // modules are compiled for hot updates: always at load there.
  if (hmr?.runtime) {
    const script = `<script type="module">import "/@vite/client";import ${JSON.stringify(hmr.runtime)};import(${JSON.stringify(entry.module)});</script>`;
    return html.replace("</body>", `${script}</body>`);
  }
  return withIslandsEntry(
    html,
    `<script type="module" async src="${entry.module}"></script>`,
    entry.module,
  );
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
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isRouteErrorResponse(error) && error.status < 500) {
    error.data = error.statusText;
    return;
  }
  if (!request.signal.aborted) {
    context.get(logContext).error({ err: error }, `${request.method} failed in a loader or action`);
  }
};
