// @ts-check
// The MDN HTTP Observatory's scan of the production server, for its browser test and for
// `npm run observatory` (bench/observatory.mjs). The scanner only knows ports 80 and 443, so the
// server is started on port 80 (root, or a machine that allows it); with no TLS here, the two
// tests that need HTTPS (redirection to HTTPS, HSTS) cannot pass, and every other one must.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startProductionServer } from "./production-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const observatory = path.join(root, "node_modules/@mdn/mdn-http-observatory");

/** Tests that only an HTTPS deployment can pass, with the result they give over plain HTTP. */
export const needsHttps = {
  redirection: "redirection-missing",
  "strict-transport-security": "hsts-not-implemented-no-https",
};

/**
 * Starts the built server on port 80, scans it, stops it.
 * @returns {Promise<{ scan: { grade: string, score: number, testsPassed: number, testsQuantity: number }, tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }>}
 */
export async function runObservatory() {
  // The package's install script would download these; it is not allowed to run here.
  const conf = path.join(observatory, "conf");
  for (const file of ["hsts-preload.json", "tld-list.json"]) {
    const target = path.join(conf, file);
    if (!existsSync(target)) writeFileSync(target, file === "tld-list.json" ? "[]" : "{}");
  }
  const server = await startProductionServer({
    port: 80,
    // Kept in this process's group, so a Ctrl-C at the terminal stops it too.
    detached: false,
    echoErrors: true,
    // Run alone, the start builds the site first when there is no build.
    timeoutMs: 180_000,
  });
  try {
    const { scan } = await import(path.join(observatory, "src/scanner/index.js"));
    return await scan("127.0.0.1");
  } finally {
    await server.stop();
  }
}
