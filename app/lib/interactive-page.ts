import { useMatches } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * The `handle` a route module exports when its page has widgets that need the app's script
 * (the home page's tabs, counter and form checks). Pages without it are sent with no script
 * at all: they work in full as HTML and CSS.
 */
export const interactivePageHandle = { interactive: true } as const;

function isInteractiveHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { interactive?: unknown }).interactive === true
  );
}

/**
 * Whether the document must carry the app's scripts: on the server, when the page is
 * interactive; in the browser, always, since the app is running there and keeps routing
 * (client-side navigation to a static page must not unmount the router's scripts and scroll
 * restoration).
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  const hydrated = useHydrated();
  return hydrated || matches.some((match) => isInteractiveHandle(match.handle));
}
