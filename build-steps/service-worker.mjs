// @ts-check
// A build step (react-router.config.ts): bundles the rates pages' service worker,
// app/offline/service-worker.ts, into one small classic script at the client build's root,
// /sw.js, so it may control the pages under it. Vite bundles it on its own, with no framework
// and nothing of the app but the few modules it imports.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

/**
 * How the app names a script that enhances the server's HTML without React (`*.client.ts`);
 * the entry, which every page names itself, is React Router's `entry.client`.
 */
const ENHANCEMENT_FILE = /^(?!entry\.)[\w-]+\.client-[\w-]+\.js$/;
/** A static import between the bundle's files, as the minified chunks write it. */
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/**
 * The enhancements' scripts with every file they import, as site paths (`/assets/…`). A page
 * loads one when a visitor first touches its form, which may be offline: the worker saves them
 * with the page, so the finder and the estimate answer in the saved copy too.
 * @param {string} clientDir
 * @returns {string[]}
 */
export function enhancementScripts(clientDir) {
  const assets = path.join(clientDir, "assets");
  const found = new Set(readdirSync(assets).filter((file) => ENHANCEMENT_FILE.test(file)));
  for (const file of found) {
    for (const [, imported = ""] of readFileSync(path.join(assets, file), "utf8").matchAll(
      STATIC_IMPORT,
    )) {
      found.add(imported);
    }
  }
  return [...found].sort().map((file) => `/assets/${file}`);
}

/**
 * Writes the worker into `clientDir` at `urlPath` (`/sw.js`).
 * @param {string} clientDir
 * @param {string} urlPath
 */
export async function buildServiceWorker(clientDir, urlPath) {
  await build({
    configFile: false,
    logLevel: "warn",
    define: { __ENHANCEMENT_SCRIPTS__: JSON.stringify(enhancementScripts(clientDir)) },
    root: path.resolve(import.meta.dirname, ".."),
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: "es2022",
      // The app's modules do nothing when imported, so what the worker does not use is left out.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
      lib: {
        entry: path.resolve(import.meta.dirname, "../app/offline/service-worker.ts"),
        formats: ["iife"],
        name: "offlineCopy",
        fileName: () => urlPath.slice(1),
      },
    },
  });
  console.log(`Bundled the rates pages' service worker into ${urlPath}.`);
}
