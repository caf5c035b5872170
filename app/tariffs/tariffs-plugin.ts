import path from "node:path";
import type { Plugin } from "vite";
import { TariffError } from "./csv-table.ts";
import { loadTariffs } from "./load-tariffs.ts";
import { tariffFiles } from "./tariff-files.ts";

// Vite's config loader reads this file and its imports too, so they name their `.ts` files.

/** The module the app imports the checked tariff figures from (app/tariffs/tariffs.ts). */
const MODULE_ID = "virtual:tariffs";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The folder the pricing team edits, beside package.json. */
export const TARIFFS_DIR = path.resolve(import.meta.dirname, "../../tariffs");

/**
 * Reads the tariff files at the start of every build, and gives the app their checked
 * figures as `virtual:tariffs`. A bad row stops the build with `file:line: reason` and no
 * stack trace; in development a saved file reloads the pages that show it.
 */
export function tariffs(directory = TARIFFS_DIR): Plugin {
  let source = "";
  const load = () => `export default ${JSON.stringify(loadTariffs(directory))};`;
  return {
    name: "sahab-tariffs",
    // Before Vite's own resolver, which would follow tsconfig.json's mapping of the name to
    // the copy for plain Node (tariffs-from-files.ts).
    enforce: "pre",
    buildStart() {
      try {
        source = load();
      } catch (error) {
        if (!(error instanceof TariffError)) throw error;
        // The error itself, which prints as its `file:line: reason` lines and nothing more.
        this.error(error);
      }
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of Object.keys(tariffFiles)) this.addWatchFile(path.join(directory, file));
      source ||= load();
      return source;
    },
    handleHotUpdate({ file, server }) {
      if (path.dirname(file) !== directory) return;
      source = "";
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: "full-reload" });
    },
  };
}
