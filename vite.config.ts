import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrlProblem } from "./app/settings/value-rules.server.ts";
import { uaeMap } from "./app/map/uae-map-plugin.ts";
import { teamFiles } from "./app/team-files/team-files-plugin.ts";
import { teamFolders } from "./app/team-folders.ts";

// The year the footer's copyright names: taken once per build, so the prerendered pages, the
// pages the server renders and the browser's hydration all agree until the next deploy; see
// docs/decisions/022-one-address-one-year-nothing-stored.md. Kept in the environment so every
// load of this file during one build (client and server) reads the same value.
process.env.BUILD_YEAR ??= String(new Date().getFullYear());

// A SITE_URL that cannot be meant stops the build with one line, as the server's settings stop
// its start (docs/decisions/030-one-settings-schema.md).
const siteUrlIsWrong = siteUrlProblem(process.env.SITE_URL);
if (siteUrlIsWrong) {
  console.error(siteUrlIsWrong);
  process.exit(1);
}

export default defineConfig({
  // The server is built with the app, from its own entry, into one module graph
  // (docs/decisions/024-one-module-graph.md).
  environments: { ssr: { build: { rollupOptions: { input: "./server/index.ts" } } } },
  // Kysely ships hundreds of small ES modules; bundled, every server process starts faster
  // (docs/decisions/027-one-query-layer-two-engines.md).
  ssr: { noExternal: ["kysely"] },
  // The teams' files (the pricing team's tariffs, ...), checked at the start of the build
  // (app/team-files/); the UAE map's outline, projected at build (app/map/).
  plugins: [tailwindcss(), teamFiles(teamFolders), uaeMap(), reactRouter()],
  // SITE_URL (the public origin) and BUILD_YEAR are read at build time; see
  // app/site/origin.ts.
  envPrefix: ["VITE_", "SITE_URL", "BUILD_YEAR"],
});
