/** One process that serves requests: the whole server, or one worker of the cluster. */
import { isIPv6 } from "node:net";
import type { DatabaseOwner } from "../app/database/database-owner";
import { networkStatus } from "../app/network-status/network-status.server";
import { siteContactFeature } from "../app/routes/contact-feature.server";
import type { Settings } from "../app/settings/settings.server";
import { createSiteServer } from "./client-errors";
import { listenProblem, siteAddress } from "./listen-check";
import { logger } from "./logger";
import { serveMetrics, shareWorkerMetrics } from "./metrics/metrics-endpoint";
import { answerOperationRequests } from "./ops-workers";
import { createRequestListener } from "./request-listener";
import { securityHeaderList } from "./security-headers";

const SHUTDOWN_GRACE_MS = 10_000;
// A burst of new connections overflows Node's default accept queue (511); the kernel caps this.
const LISTEN_BACKLOG = 4096;

/** Set by the primary (server/primary.ts) in the environment of each worker it starts. */
export const WORKER_ENV = "SAHAB_SERVER_WORKER";
/**
 * Set by the primary in the environment of the one worker that purges and delivers the
 * instance's contact messages, and reads its outbox for the metrics.
 */
export const CONTACT_WORK_ENV = "SAHAB_CONTACT_WORKER";

/** Where the server is reached: an IPv6 address in brackets (`http://[::]:3000`). */
export function serverUrl({ host, port }: Pick<Settings, "host" | "port">): string {
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/**
 * The line that says the server is ready; tests and the benchmark scripts wait for its
 * message (`msg`), "Sahab Mobile is being served at http://host:port (N processes)".
 */
export function announceServing(
  settings: Pick<Settings, "host" | "port">,
  processes: number,
): void {
  const count = processes === 1 ? "1 process" : `${processes} processes`;
  const url = serverUrl(settings);
  logger.info({ url, processes }, `Sahab Mobile is being served at ${url} (${count})`);
}

/** Said once when a stop is asked for. */
export function announceStopping(signal: NodeJS.Signals): void {
  logger.info({ signal }, `${signal} received: finishing open requests, then stopping`);
}

/**
 * Serves until SIGTERM or SIGINT, then finishes open requests and exits. Every process asks the
 * contact database for the rate limit; the daily purge of old messages and their delivery are
 * done once an instance, by the one process or by the worker the primary names for it.
 */
export async function serve({
  inCluster,
  buildDir,
  settings,
  database,
}: {
  inCluster: boolean;
  buildDir: string;
  settings: Settings;
  /** The process's one database owner, shared by its requests, contact work and metrics. */
  database: DatabaseOwner;
}): Promise<void> {
  // A stop asked for while the app is still being made ends the process then: nothing is open.
  let stopping = false;
  let shutDown: (signal: NodeJS.Signals) => void = (signal) => {
    stopping = true;
    if (!inCluster) announceStopping(signal);
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => shutDown(signal);
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  // The process's one contact feature: its queries serve the requests, the contact work and
  // the outbox's metrics alike.
  const contact = siteContactFeature(settings, database);
  const listener = await createRequestListener({ buildDir, settings, database, contact });
  if (stopping) return;
  const doesContactWork = !inCluster || process.env[CONTACT_WORK_ENV] === "1";
  const contactWork = doesContactWork ? contact.startWork(logger) : undefined;
  const outbox = doesContactWork ? () => contact.outboxState() : undefined;
  const { operate } = networkStatus(settings, database, logger);
  if (inCluster) {
    shareWorkerMetrics(settings, { outbox });
    answerOperationRequests(operate);
  } else {
    serveMetrics(settings, { workers: false, outbox, operate });
  }

  const { host, port } = settings;
  const server = createSiteServer(listener, securityHeaderList({ hsts: settings.hsts }));
  // Tried at start (server/listen-check.ts); this is for what changed since.
  server.once("error", (error) => {
    logger.fatal(listenProblem(error, siteAddress(settings)));
    process.exit(1);
  });
  server.listen(port, host, LISTEN_BACKLOG, () => {
    if (!inCluster) announceServing(settings, 1);
  });

  shutDown = (signal) => {
    // A terminal's Ctrl-C reaches every process of the group, and the primary passes it on.
    if (stopping) return;
    stopping = true;
    if (!inCluster) announceStopping(signal);
    void contactWork?.stop();
    // Not listening yet (the stop came during the start): there is nothing to finish.
    if (!server.listening) process.exit(0);
    server.close((error) => process.exit(error ? 1 : 0));
    server.closeIdleConnections();
    // A client that holds its connection open must not keep the process alive for ever.
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
}
