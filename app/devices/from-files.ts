import { devicesFolder } from "./load-devices.ts";

/**
 * `virtual:team-files/devices` where the build's plugin is not there to make it: for the type
 * checker and the browser tests, which import modules in plain Node (tsconfig.json maps the
 * name here). Vite's builds and Vitest get the same rows from the plugin.
 */
const devices = devicesFolder.load();
export default devices;
