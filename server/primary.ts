/**
 * The cluster's primary process: starts the workers, which share one listening socket, and
 * keeps them running, one of them (and its replacement) the instance's contact worker, which
 * purges old messages daily and delivers contact messages to the care team; serves the
 * instance's metrics; and on SIGTERM or SIGINT lets every worker finish its open requests. It
 * never opens a SQLite database itself: SQLite maps its shared-memory file into each process
 * that opens it, and a fault there (a locked or truncated file) ends that process with SIGBUS,
 * which a worker may suffer, as it is replaced, but not the process that keeps the others.
 */
import cluster, { type Worker } from "node:cluster";
import type { Settings } from "../app/settings/settings.server";
import { logger } from "./logger";
import { serveMetrics } from "./metrics/metrics-endpoint";
import { operateThroughWorkers } from "./ops-workers";
import { announceServing, announceStopping, CONTACT_WORK_ENV, WORKER_ENV } from "./serve";

const RESTART_DELAY_MS = 500;

export function runPrimary(settings: Settings): void {
  const count = settings.processes;
  // Each worker accepts from the shared socket itself. Node's default on Linux, the primary handing
  // out connections, waits for a worker's acknowledgement before its next one, so a burst of new
  // connections queues behind a busy event loop (see
  // docs/decisions/015-one-server-process-per-core.md).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // One deliverer for this instance (docs/decisions/023-delivery-through-an-outbox.md), in the
  // first worker and then in whichever replaces it. The instance's metrics, its workers' added up
  // (docs/decisions/058-metrics-on-a-port-of-their-own.md).
  serveMetrics(settings, { workers: true, operate: operateThroughWorkers });

  let stopping = false;
  let announced = false;
  let exitCode = 0;
  let restart: NodeJS.Timeout | undefined;
  let nextFork: NodeJS.Immediate | undefined;
  /** The running workers, whether each has started to listen, and which one does the contact work. */
  const workers = new Map<Worker, { listening: boolean; contactWork: boolean }>();

  function start(contactWork = ![...workers.values()].some((each) => each.contactWork)) {
    if (stopping) return;
    const worker = cluster.fork({
      [WORKER_ENV]: "1",
      ...(contactWork && { [CONTACT_WORK_ENV]: "1" }),
    });
    const state = { listening: false, contactWork };
    workers.set(worker, state);
    worker.once("listening", () => {
      state.listening = true;
      const ready = [...workers.values()].filter((each) => each.listening).length;
      if (ready === count && !announced) {
        announced = true;
        announceServing(settings, count);
      }
    });
  }

  /**
   * Starts the first `left` workers one event-loop turn apart, so a signal that comes while
   * they start is handled at once, not after the last fork.
   */
  function startWorkers(left: number) {
    if (left === 0 || stopping) return;
    start();
    nextFork = setImmediate(() => startWorkers(left - 1));
  }

  cluster.on("exit", (worker, code, signal) => {
    const { listening = false, contactWork = false } = workers.get(worker) ?? {};
    workers.delete(worker);
    if (code !== 0 && code !== null) exitCode = 1;
    if (stopping) {
      if (workers.size === 0) process.exit(exitCode);
      return;
    }
    // One told to stop while it was starting was told so with the rest of its group (a
    // Ctrl-C, a container's stop): the server stops with it.
    if (!listening && (code === 0 || signal === "SIGTERM" || signal === "SIGINT")) {
      stopAll((signal as NodeJS.Signals | null) ?? "SIGTERM");
      return;
    }
    const pid = worker.process.pid;
    logger.error(
      { worker: pid, code, signal },
      `Worker ${pid} stopped (${signal ?? `exit code ${code}`}).`,
    );
    // One that never listened would fail again (a port in use, a broken build): stop instead
    // of restarting it in a loop.
    if (!listening) {
      logger.fatal("It stopped before it could serve; stopping the server.");
      exitCode = 1;
      stopAll("SIGTERM");
      return;
    }
    restart = setTimeout(() => {
      restart = undefined;
      start(contactWork);
    }, RESTART_DELAY_MS);
  });

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    clearTimeout(restart);
    clearImmediate(nextFork);
    if (workers.size === 0) process.exit(exitCode);
    for (const worker of workers.keys()) worker.process.kill(signal);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      announceStopping(signal);
      stopAll(signal);
    });
  }

  startWorkers(count);
}
