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

/** What the API answers when the worker asked did not answer in time, or went away. */
const NOT_ANSWERED: OperationAnswer = {
  status: 503,
  body: { error: "the server could not answer in time: try again" },
};

let nextId = 0;
let turn = 0;

/** The requests a worker has been asked and not answered yet, by their id. */
interface Waiting {
  worker: Worker;
  done(answer: OperationAnswer): void;
}
const waiting = new Map<number, Waiting>();

/**
 * Each worker is listened to once, however many requests it is asked at once: a listener per
 * request would pass Node's limit of ten under a burst and print a warning to stderr, which is
 * the log's one JSON object a line.
 */
const heard = new WeakSet<Worker>();

function listenTo(worker: Worker): void {
  if (heard.has(worker)) return;
  heard.add(worker);
  worker.on("message", (message: Message) => {
    if (message?.type !== ANSWER || typeof message.id !== "number" || !message.answer) return;
    waiting.get(message.id)?.done(message.answer);
  });
  worker.once("exit", () => {
    for (const each of [...waiting.values()]) {
      if (each.worker === worker) {
        each.done(NOT_ANSWERED);
      }
    }
  });
}

/** In the primary: asks one worker (each in turn) to answer a request. */
export const operateThroughWorkers: Operate = (request) => {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true,
  );
  const worker = workers[(turn += 1) % Math.max(workers.length, 1)];
  if (!worker) {
    return Promise.resolve({ status: 503, body: { error: "the server is starting: try again" } });
  }
  listenTo(worker);
  const id = (nextId += 1);
  return new Promise((resolve) => {
    const done = (answer: OperationAnswer) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(answer);
    };
    const timer = setTimeout(() => done(NOT_ANSWERED), WORKER_ANSWER_MS);
    waiting.set(id, { worker, done });
    worker.send({ type: ASK, id, request });
  });
};
