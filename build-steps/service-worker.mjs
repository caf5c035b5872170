// @ts-check
// A build step (react-router.config.ts): bundles the rates pages' service worker,
// app/offline/service-worker.ts, into one small classic script at the client build's root,
// /sw.js, so it may control the pages under it. Vite bundles it on its own, with no framework
// and nothing of the app but the few modules it imports.
import path from "node:path";
import { build } from "vite";

/**
 * Writes the worker into `clientDir` at `urlPath` (`/sw.js`).
 * @param {string} clientDir
 * @param {string} urlPath
 */
export async function buildServiceWorker(clientDir, urlPath) {
  await build({
    configFile: false,
    logLevel: "warn",
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
