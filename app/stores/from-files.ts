import { storesFolder } from "./load-stores.ts";

/**
 * `virtual:team-files/stores` where the build's plugin is not there to make it: for the type
 * checker and the browser tests, which import modules in plain Node (tsconfig.json maps the
 * name here). Vite's builds and Vitest get the same rows from the plugin.
 */
const stores = storesFolder.load();
export default stores;
