import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./harness/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new Error(`E2E_PORT must be a port from 1 to 65535 (it is "${process.env.E2E_PORT}").`);
}
// One fresh database per run. Set here, in the main process, it is inherited by the workers
// (which load this file again) and read by the server's start (tests/e2e/global-setup.ts), so
// all of them use the same directory.
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
    // A trace records every step's page to keep one of a failed test; CI keeps nothing of a run
    // but its log, so there it only slowed every test.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  // The shared server, started and stopped with the run (the same helper as every script's).
  globalSetup: "./tests/e2e/global-setup.ts",
});
