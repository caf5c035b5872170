import { tariffFolder } from "./load-tariffs.ts";

/**
 * `virtual:team-files/tariffs` where the build's plugin is not there to make it: for the type
 * checker and for the browser tests, which import content modules in plain Node (tsconfig.json
 * maps the name here). Vite's builds and Vitest get the same figures from the plugin.
 */
const tariffs = tariffFolder.load();
export default tariffs;
