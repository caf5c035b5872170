/**
 * The page's only script at load (docs/decisions/029-react-islands.md). It holds no React: it
 * watches the page's islands and, when a visitor comes within a screen of one or touches, points at
 * or focuses it, loads React and that island's code and hydrates it, or, for an island that needs
 * no React, only its code (docs/decisions/042-destination-finder-without-a-framework.md). Until
 * then the island is the server's HTML, which works on its own.
 */
import { enhancements, reactIslands } from "./entry.islands";
import { islandRegistry } from "./islands/registry";
import { showNetworkNotice } from "./network-status/show-home-notice";

const registry = islandRegistry({ reactIslands, enhancements });

/** How near an island must come: one screen above or below the viewport. */
const APPROACH_MARGIN = "100% 0px";
const INTERACTIONS = ["focusin", "pointerdown", "pointerover"] as const;

function hydrate(element: HTMLElement): void {
  const name = element.dataset.island;
  if ("hydrating" in element.dataset) return;
  const enhancement = registry.enhancement(name);
  if (enhancement) {
    element.dataset.hydrating = "";
    void enhancement().then((enhance) => enhance(element));
    return;
  }
  const island = registry.reactIsland(name);
  if (!island) return;
  element.dataset.hydrating = "";
  void Promise.all([import("./islands/hydrate"), island()]).then(([{ hydrateIsland }, component]) =>
    hydrateIsland(element, component),
  );
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("[data-island]");
      if (island) hydrate(island);
    }
  },
  { rootMargin: APPROACH_MARGIN },
);

for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
  // The wrapper has no box of its own; its first element is what comes into view. An island
  // without React loads when touched only: until then the page's HTML is all it needs; unless
  // it keeps the page's own words true (`data-at-load`: a store's "open now"), as it nears.
  if (!registry.enhancement(island.dataset.island) || "atLoad" in island.dataset) {
    observer.observe(island.firstElementChild ?? island);
  }
  for (const type of INTERACTIONS) {
    island.addEventListener(type, () => hydrate(island), { once: true, passive: true });
  }
}

// Loaded on demand by a visitor's touch of the header's search (islands-on-demand.ts), the
// script starts after that touch: the island the visitor is in is hydrated now.
const touched = document.activeElement?.closest<HTMLElement>("[data-island]");
if (touched) hydrate(touched);

showNetworkNotice();
