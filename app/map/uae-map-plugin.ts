import type { Plugin } from "vite";
import { drawUaeMap } from "./uae-outline.ts";

// Vite's config loader reads this file and its imports too, so they name their `.ts` files.

/** The module the map component imports the drawing from (app/map/uae-map.tsx). */
const MODULE_ID = "virtual:uae-map";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Projects the UAE's outline once per build and gives the app the SVG paths and the fitted
 * projection's numbers as `virtual:uae-map`: a few kilobytes of strings, where the geographic
 * data and d3-geo stay in the build (docs/decisions/079-the-uae-map-drawn-at-build.md).
 */
export function uaeMap(): Plugin {
  let source = "";
  return {
    name: "sahab-uae-map",
    // Before Vite's own resolver, which would follow tsconfig.json's mapping of the name to
    // the copy for plain Node (uae-map-from-files.ts).
    enforce: "pre",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      source ||= `export default ${JSON.stringify(drawUaeMap())};`;
      return source;
    },
  };
}
