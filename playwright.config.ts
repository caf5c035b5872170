import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests drive the production build, served by the production server, in Chromium.
 * `npm test` builds first; run alone, the server start builds when no build exists.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/`,
    env: { HOST: "127.0.0.1", PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 180_000,
  },
});
