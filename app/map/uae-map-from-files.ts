import { drawUaeMap } from "./uae-outline.ts";

/**
 * `virtual:uae-map` where the build's plugin is not there to make it: for the type checker and
 * for the browser tests, which import page modules in plain Node (tsconfig.json maps the name
 * here). Vite's builds and Vitest get the same drawing from the plugin (uae-map-plugin.ts).
 */
const uaeMap = drawUaeMap();
export default uaeMap;
