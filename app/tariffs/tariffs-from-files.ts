import { loadTariffs } from "./load-tariffs.ts";
import { TARIFFS_DIR } from "./tariffs-plugin.ts";

/**
 * `virtual:tariffs` where the build's plugin is not there to make it: for the type checker
 * and for the browser tests, which import content modules in plain Node (tsconfig.json maps
 * the name here). Vite's builds and Vitest get the same figures from the plugin.
 */
const tariffs = loadTariffs(TARIFFS_DIR);
export default tariffs;
