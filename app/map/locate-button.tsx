import type { LocateWords } from "../content/types";
import type { locateIsland } from "./map-islands";

/** Its declaration's name, checked against its type: the page does not import it. */
const LOCATE_ISLAND: typeof locateIsland.name = "locate";

/**
 * "Use my location": a button that needs a script, so a page read without one hides it
 * (`data-js-only`), as does the script (locate.client.ts) where the browser cannot locate;
 * the form beside it is then the way to ask. `action` is the page that answers. Its live
 * region is not a `status`: the page's own answer is.
 */
export function LocateButton({
  action,
  words,
  className = "",
}: {
  action: string;
  words: LocateWords;
  className?: string;
}) {
  return (
    <div
      data-island={LOCATE_ISLAND}
      data-at-load
      data-action={action}
      data-words={JSON.stringify(words)}
      data-js-only
      className={className}
    >
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="shrink-0">
          <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="2.5" fill="currentColor" />
          <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
        {words.button}
      </button>
      <p className="mt-1 text-sm text-ink-muted">{words.privacy}</p>
      <p data-locate-status aria-live="polite" className="mt-1 font-semibold text-ink" />
    </div>
  );
}
