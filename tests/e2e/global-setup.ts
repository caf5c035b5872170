import { startProductionServer } from "../../harness/production-server.mjs";

/**
 * The server every test shares: the production build on E2E_PORT, writing to this run's
 * database (playwright.config.ts), stopped when the run ends, and killed when a signal ends it
 * first (harness/production-server.mjs), so the next run finds the port free. Always one
 * of this run: a server already on the port stops the start.
 */
export default async function startSharedServer(): Promise<() => Promise<void>> {
  const server = await startProductionServer({
    port: Number(process.env.E2E_PORT ?? 4173),
    dataDir: process.env.E2E_DATA_DIR,
    // Every test posts from 127.0.0.1; the limit itself is tested on a server of its own.
    env: { CONTACT_RATE_LIMIT: "100000" },
    // Run alone, the start builds the site first when there is no build.
    timeoutMs: 180_000,
    echoErrors: true,
    stopSignal: "SIGKILL",
  });
  return () => server.stop();
}
