import path from "node:path";
import type { Plugin } from "vite";
import { TeamFileError } from "./csv-table.ts";
import { PROJECT_ROOT, type TeamFolder } from "./team-folder.ts";

// Vite's config loader reads this file and its imports too, so they name their `.ts` files.

/** The module a folder's checked data is imported from: `virtual:team-files/tariffs`. */
const MODULE_PREFIX = "virtual:team-files/";

/**
 * Reads every team's folder at the start of every build, and gives the app each folder's
 * checked data as `virtual:team-files/<folder>`. A bad row in any of them stops the build
 * with `file:line: reason`, every folder's problems listed at once, and no stack trace; in
 * development a saved file reloads the pages that show it.
 */
export function teamFiles(folders: readonly TeamFolder[]): Plugin {
  const byId = new Map(folders.map((folder) => [`\0${MODULE_PREFIX}${folder.folder}`, folder]));
  const directoryOf = (folder: TeamFolder) => path.join(PROJECT_ROOT, folder.folder);
  const sources = new Map<TeamFolder, string>();
  const load = (folder: TeamFolder) => {
    let source = sources.get(folder);
    if (source === undefined) {
      source = `export default ${JSON.stringify(folder.load(directoryOf(folder)))};`;
      sources.set(folder, source);
    }
    return source;
  };
  return {
    name: "sahab-team-files",
    // Before Vite's own resolver, which would follow tsconfig.json's mapping of the names to
    // their copies for plain Node (app/<folder>/from-files.ts, the network team's in app/domain/).
    enforce: "pre",
    buildStart() {
      const errors: TeamFileError[] = [];
      for (const folder of folders) {
        try {
          load(folder);
        } catch (error) {
          if (!(error instanceof TeamFileError)) throw error;
          errors.push(error);
        }
      }
      // The error itself, which prints as its `file:line: reason` lines and nothing more.
      if (errors.length > 0) this.error(new TeamFileError(errors.flatMap((e) => e.problems)));
    },
    resolveId(id) {
      const resolved = `\0${id}`;
      return byId.has(resolved) ? resolved : undefined;
    },
    load(id) {
      const folder = byId.get(id);
      if (!folder) return undefined;
      for (const file of Object.keys(folder.files))
        this.addWatchFile(path.join(directoryOf(folder), file));
      return load(folder);
    },
    handleHotUpdate({ file, server }) {
      const folder = folders.find((candidate) => path.dirname(file) === directoryOf(candidate));
      if (!folder) return;
      sources.delete(folder);
      const module = server.moduleGraph.getModuleById(`\0${MODULE_PREFIX}${folder.folder}`);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: "full-reload" });
    },
  };
}
