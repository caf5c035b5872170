/**
 * In a cluster the primary serves the metrics' port but never opens the database
 * (server/primary.ts), so it hands each network status API request, token checked and body
 * read, to a worker, which answers it on its own database owner and cache.
 */
import cluster, { type Worker } from "node:cluster";
import type {
  OperationAnswer,
  OperationRequest,
} from "../app/network-status/network-status.server";
import type { Operate } from "./ops-api";

const ASK = "sahab:operate?";
const ANSWER = "sahab:operate";
/** Longer than a database's own timeouts, so a slow one answers 503 from the worker first. */
const WORKER_ANSWER_MS = 15_000;

interface Message {
  type?: unknown;
  id?: unknown;
  request?: OperationRequest;
  answer?: OperationAnswer;
}

/** In a worker: answers the primary's network status requests. */
export function answerOperationRequests(operate: Operate): void {
  process.on("message", (message: Message) => {
    if (message?.type !== ASK || !message.request) return;
    const reply = (answer: OperationAnswer) =>
      process.send?.({ type: ANSWER, id: message.id, answer });
    operate(message.request).then(reply, () =>
      reply({ status: 503, body: { error: "the database is unavailable: try again shortly" } }),
    );
  });
}

let nextId = 0;
let turn = 0;

/** In the primary: asks one worker (each in turn) to answer a request. */
export const operateThroughWorkers: Operate = (request) => {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true,
  );
  const worker = workers[(turn += 1) % Math.max(workers.length, 1)];
  if (!worker) {
    return Promise.resolve({ status: 503, body: { error: "the server is starting: try again" } });
  }
  const id = (nextId += 1);
  return new Promise((resolve) => {
    const done = (answer: OperationAnswer) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      resolve(answer);
    };
    const unavailable = () =>
      done({ status: 503, body: { error: "the server could not answer in time: try again" } });
    const onMessage = (message: Message) => {
      if (message?.type === ANSWER && message.id === id && message.answer) done(message.answer);
    };
    const onExit = unavailable;
    const timer = setTimeout(unavailable, WORKER_ANSWER_MS);
    worker.on("message", onMessage);
    worker.on("exit", onExit);
    worker.send({ type: ASK, id, request });
  });
};
