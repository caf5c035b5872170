import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/site-paths";

export default {
  // The server stays on so it can run the contact form's action and answer 404/405;
  // every public page is still rendered to static HTML at build time.
  ssr: true,
  prerender: prerenderPaths,
  // Opt in now to the behaviour React Router 8 makes the default, so the upgrade is a no-op.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
