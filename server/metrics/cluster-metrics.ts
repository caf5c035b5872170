import cluster, { type Worker } from "node:cluster";
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from "prom-client";

const ASK = "sahab:metrics?";
const ANSWER = "sahab:metrics";
/** A worker that has not answered by then is left out of that scrape (it may be restarting). */
const WORKER_ANSWER_MS = 2_000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];
interface Message {
  type?: unknown;
  id?: unknown;
  metrics?: Metrics;
}

/** In a worker: answers the primary's requests for this process's metrics. */
export function answerMetricsRequests(registry: Registry): void {
  process.on("message", (message: Message) => {
    if (message?.type !== ASK) return;
    void registry.getMetricsAsJSON().then((metrics) => {
      process.send?.({ type: ANSWER, id: message.id, metrics });
    });
  });
}

let nextId = 0;

function askWorker(worker: Worker, id: number): Promise<Metrics | undefined> {
  return new Promise((resolve) => {
    const done = (metrics?: Metrics) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      resolve(metrics);
    };
    const onMessage = (message: Message) => {
      if (message?.type === ANSWER && message.id === id) done(message.metrics);
    };
    const onExit = () => done();
    const timer = setTimeout(done, WORKER_ANSWER_MS);
    worker.on("message", onMessage);
    worker.on("exit", onExit);
    worker.send({ type: ASK, id });
  });
}

/**
 * In the primary: this process's metrics and every worker's, added up by prom-client's
 * aggregator (counters and histograms summed, each default metric as prom-client says), in
 * Prometheus' text format.
 */
export async function clusterMetrics(registry: Registry): Promise<string> {
  const id = (nextId += 1);
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true,
  );
  const [own, ...theirs] = await Promise.all([
    registry.getMetricsAsJSON(),
    ...workers.map((worker) => askWorker(worker, id)),
  ]);
  const all = [own, ...theirs.filter((metrics): metrics is Metrics => metrics !== undefined)];
  return AggregatorRegistry.aggregate(
    all as Parameters<typeof AggregatorRegistry.aggregate>[0],
  ).metrics();
}
