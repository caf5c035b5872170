import { defineConfig } from "vitest/config";
import { uaeMap } from "./app/map/uae-map-plugin.ts";
import { teamFiles } from "./app/team-files/team-files-plugin.ts";
import { teamFolders } from "./app/team-folders.ts";

// Unit and component tests. The React Router Vite plugin is left out on purpose: tests import
// modules directly and need only the teams' files' figures and the map's drawing.
export default defineConfig({
  plugins: [teamFiles(teamFolders), uaeMap()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The contact queries' tests run against a real PostgreSQL as well as SQLite.
    globalSetup: ["tests/setup/postgres-server.ts"],
    restoreMocks: true,
    // Vitest keeps a core free by default, which on CI's two cores is one file at a time; most
    // of these files wait on a database, a mail server, a child process or a build, so two at
    // once nearly halve the run.
    maxWorkers: 2,
  },
});
