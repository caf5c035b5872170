/**
 * The cluster's primary process: starts the workers, which share one listening socket, and
 * keeps them running; holds the contact form's rate limit for all of them; purges old
 * messages daily; and on SIGTERM or SIGINT lets every worker finish its open requests.
 */
import cluster, { type Worker } from "node:cluster";
import { startMessageRetention } from "./messages/retention.js";
import { host, port } from "./serve.js";
import { serveSubmissionGate } from "./submission-gate.js";

/** A worker that dies sooner than this after starting is failing, not crashing once. */
const STEADY_AFTER_MS = 5_000;
const RESTART_DELAY_MS = 500;

export function runPrimary(count: number): void {
  // Each worker accepts from the shared socket itself. Node's default on Linux, the primary
  // handing out connections, waits for a worker's acknowledgement before its next one, so a
  // burst of new connections queues behind a busy event loop (see decision 015).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  serveSubmissionGate();
  // Before the workers start: this also creates the database and brings its schema up to date.
  const retention = startMessageRetention();

  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  /** The running workers, with when each started. */
  const startedAt = new Map<Worker, number>();

  function start() {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once("listening", () => {
      listening += 1;
      if (listening === count) {
        console.log(`Sahab Mobile is being served at http://${host}:${port} (${count} processes)`);
      }
    });
  }

  cluster.on("exit", (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
    if (ranFor < STEADY_AFTER_MS) {
      console.error("It failed soon after starting; stopping the server.");
      exitCode = 1;
      stopAll("SIGTERM");
      return;
    }
    setTimeout(start, RESTART_DELAY_MS);
  });

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    clearInterval(retention);
    if (startedAt.size === 0) process.exit(exitCode);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      console.log(`${signal} received: finishing open requests, then stopping`);
      stopAll(signal);
    });
  }

  for (let i = 0; i < count; i += 1) start();
}
