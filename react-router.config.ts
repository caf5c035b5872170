import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { SERVICE_WORKER_PATH } from "./app/site/paths";
import { prerenderPaths } from "./app/site/paths";
import { writeNginxFiles } from "./build-steps/nginx-files";
import { writePageHashes } from "./build-steps/page-hashes";
import { precompress } from "./build-steps/precompress.mjs";
import { buildServiceWorker } from "./build-steps/service-worker.mjs";

export default {
  // The server stays on so it can run the contact form's action and answer 404/405;
  // every public page is still rendered to static HTML at build time.
  ssr: true,
  prerender: prerenderPaths,
  // Once the pages are prerendered: the rates pages' service worker bundled beside them, each
  // page's inline code hashed for its policy, and every file compressed ahead, so the server
  // does neither per request; then nginx's map of the files, with the same headers, for an
  // nginx in front that serves them itself.
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory;
    await buildServiceWorker(path.join(buildDir, "client"), SERVICE_WORKER_PATH);
    writePageHashes(buildDir);
    await precompress(path.join(buildDir, "client"));
    writeNginxFiles(buildDir);
  },
  // Opt in now to the behaviour React Router 8 makes the default, so the upgrade is a no-op.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
