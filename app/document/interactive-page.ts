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
 * interactive; in the browser, always, since only an interactive page runs the app and its
 * hydration must render what the server sent. Links between pages are full page loads.
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  const hydrated = useHydrated();
  return hydrated || matches.some((match) => isInteractiveHandle(match.handle));
}
