/**
 * `GET /metrics` in Prometheus' text format, on a port of its own (METRICS_PORT, loopback
 * unless METRICS_HOST says otherwise), never on the site's: served by the primary (which runs
 * no requests), or by the one process, with its workers' metrics added up. See
 * docs/decisions/058-metrics-on-a-port-of-their-own.md.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import { collectDefaultMetrics } from "prom-client";
import type { OutboxChannelState } from "../../app/metrics/outbox-state";
import { metricsRegistry } from "../../app/metrics/metrics.server";
import type { Settings } from "../../app/settings/settings.server";
import { listenProblem, metricsAddress } from "../listen-check";
import { logger } from "../logger";
import { type Operate, opsApi } from "../ops-api";
import { answerMetricsRequests, clusterMetrics } from "./cluster-metrics";
import { outboxGauges } from "./outbox-gauges";

export const METRICS_PATH = "/metrics";

type MetricsSettings = NonNullable<Settings["metrics"]>;

/** Reads the outbox at a scrape, on the process's database. */
type ReadOutbox = () => Promise<OutboxChannelState[]>;

/**
 * In the process that serves `/metrics`: its own metrics, and with `workers` every worker's
 * too; without, it is the one process, which also reads the `outbox` at each scrape. The
 * network status API is served beside them (server/ops-api.ts), its requests answered by
 * `operate`.
 */
export function serveMetrics(
  settings: Settings,
  { workers, outbox, operate }: { workers: boolean; outbox?: ReadOutbox; operate: Operate },
): void {
  const where = settings.metrics;
  if (!where) return;
  collectDefaultMetrics({ register: metricsRegistry });
  if (outbox) outboxGauges(metricsRegistry, outbox);
  const gather = workers ? () => clusterMetrics(metricsRegistry) : () => metricsRegistry.metrics();
  listen(where, gather, opsApi(settings.opsToken, operate));
}

/**
 * In a worker: its metrics, for the primary to add up; with `outbox` (the worker that delivers)
 * the outbox too, read at each scrape, so that the primary never opens the database.
 */
export function shareWorkerMetrics(
  settings: Settings,
  { outbox }: { outbox: ReadOutbox | undefined },
): void {
  if (!settings.metrics) return;
  collectDefaultMetrics({ register: metricsRegistry });
  if (outbox) outboxGauges(metricsRegistry, outbox);
  answerMetricsRequests(metricsRegistry);
}

/** Whether a request says a body follows it (a length above 0, or chunks). */
const bringsBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

/**
 * Answers a request on the metrics' port: the network status API's (`api`), or the metrics.
 * Their paths read no body, so one sent with a request is not drained: the answer says
 * `Connection: close`, after which Node ends the socket.
 */
export function metricsPortListener(
  gather: () => Promise<string>,
  api: (req: IncomingMessage, res: ServerResponse) => boolean,
): RequestListener {
  return (req, res) => {
    if (api(req, res)) return;
    if (bringsBody(req)) res.setHeader("Connection", "close");
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method not allowed");
      return;
    }
    gather().then(
      (text) => {
        res.writeHead(200, {
          "Content-Type": metricsRegistry.contentType,
          "Cache-Control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "Could not gather the metrics");
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics failed");
      },
    );
  };
}

function listen(
  { host, port }: MetricsSettings,
  gather: () => Promise<string>,
  api: (req: IncomingMessage, res: ServerResponse) => boolean,
): void {
  const server = createServer(metricsPortListener(gather, api));
  // Tried at start (server/listen-check.ts); this is for what changed since.
  server.once("error", (error) => {
    logger.fatal(listenProblem(error, metricsAddress({ host, port })));
    process.exit(1);
  });
  // Scrapes must not keep a stopping server alive.
  server.unref();
  server.listen(port, host);
}
