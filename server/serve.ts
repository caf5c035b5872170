/** One process that serves requests: the whole server, or one worker of the cluster. */
import { createApp } from "./app";
import { logger } from "./logger";
import { deliveryConfigOrExit, startMessageDelivery } from "../app/contact/delivery/delivery";
import { startMessageRetention } from "../app/contact/messages/retention";

const SHUTDOWN_GRACE_MS = 10_000;
// A burst of new connections overflows Node's default accept queue (511); the kernel caps this.
const LISTEN_BACKLOG = 4096;

/** Set by the primary (server/primary.ts) in the environment of each worker it starts. */
export const WORKER_ENV = "SAHAB_SERVER_WORKER";

export const host = process.env.HOST ?? "127.0.0.1";
export const port = Number(process.env.PORT ?? 3000);

/**
 * The line that says the server is ready; tests and the benchmark scripts wait for its
 * message (`msg`), "Sahab Mobile is being served at http://host:port (N processes)".
 */
export function announceServing(processes: number): void {
  const count = processes === 1 ? "1 process" : `${processes} processes`;
  const url = `http://${host}:${port}`;
  logger.info({ url, processes }, `Sahab Mobile is being served at ${url} (${count})`);
}

/** Said once when a stop is asked for. */
export function announceStopping(signal: NodeJS.Signals): void {
  logger.info({ signal }, `${signal} received: finishing open requests, then stopping`);
}

/**
 * Serves until SIGTERM or SIGINT, then finishes open requests and exits. Every process asks the
 * contact database for the rate limit; a worker leaves the daily purge of old messages and their
 * delivery to the primary, which does each once for its instance.
 */
export async function serve({
  inCluster,
  buildDir,
}: {
  inCluster: boolean;
  buildDir: string;
}): Promise<void> {
  const deliveryConfig = inCluster ? undefined : deliveryConfigOrExit();
  const app = await createApp({ buildDir });
  const retention = inCluster ? undefined : startMessageRetention();
  const delivery = deliveryConfig && startMessageDelivery(deliveryConfig);

  const server = app.listen(port, host, LISTEN_BACKLOG, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `Cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
    if (!inCluster) announceServing(1);
  });

  let stopping = false;
  function shutDown(signal: NodeJS.Signals) {
    // A terminal's Ctrl-C reaches every process of the group, and the primary passes it on.
    if (stopping) return;
    stopping = true;
    if (!inCluster) announceStopping(signal);
    clearInterval(retention);
    void delivery?.stop();
    server.close((error) => process.exit(error ? 1 : 0));
    server.closeIdleConnections();
    // A client that holds its connection open must not keep the process alive for ever.
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  }

  process.on("SIGTERM", shutDown);
  process.on("SIGINT", shutDown);
}
