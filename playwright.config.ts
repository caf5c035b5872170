import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
// One fresh database per run. Set here, in the main process, it is inherited by the workers
// (which load this file again) and by the server, so all of them use the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "sahab-e2e-"));

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
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every test posts from 127.0.0.1; the limit itself is tested on a server of its own.
      CONTACT_RATE_LIMIT: "100000",
    },
    // Always a server of this run, so it writes to this run's database.
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 180_000,
  },
});
