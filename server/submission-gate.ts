import cluster, { type Worker } from "node:cluster";
import { clientKey } from "./client-key.js";
import { contactRateLimit, createRateLimiter } from "./rate-limit.js";

/**
 * Whether the client at a network address may send another contact message now. Every
 * process that serves requests asks the same gate, so the limit holds for the whole server:
 * with one process the gate is in it; with several workers it is in the primary, asked over
 * the cluster's IPC channel, and the counters stay in one process's memory only.
 */
export type SubmissionGate = (address: string) => Promise<boolean>;

interface GateQuestion {
  type: "submission-gate";
  id: number;
  address: string;
}

interface GateAnswer {
  type: "submission-gate";
  id: number;
  allowed: boolean;
}

/** How long a worker waits for the primary before letting a message through. */
const ANSWER_TIMEOUT_MS = 2_000;

/** The gate kept in this process's memory. */
export function localSubmissionGate(): SubmissionGate {
  const limiter = createRateLimiter(contactRateLimit());
  return async (address) => limiter.hit(clientKey(address));
}

/** In the primary: answers the workers' questions with one gate for all of them. */
export function serveSubmissionGate(gate: SubmissionGate = localSubmissionGate()): void {
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isQuestion(message)) return;
    void gate(message.address).then((allowed) => {
      if (worker.isConnected()) {
        worker.send({ type: "submission-gate", id: message.id, allowed } satisfies GateAnswer);
      }
    });
  });
}

/**
 * In a worker: asks the primary. The gate only slows floods, so if the primary does not
 * answer in time the message is let through (and logged) rather than refused.
 */
export function submissionGateInPrimary(): SubmissionGate {
  const waiting = new Map<number, (allowed: boolean) => void>();
  let nextId = 0;
  process.on("message", (message: unknown) => {
    if (!isAnswer(message)) return;
    waiting.get(message.id)?.(message.allowed);
    waiting.delete(message.id);
  });
  return (address) =>
    new Promise((resolve) => {
      const id = nextId++;
      const timeout = setTimeout(() => {
        waiting.delete(id);
        console.error("The rate limit did not answer in time; letting a message through.");
        resolve(true);
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (allowed) => {
        clearTimeout(timeout);
        resolve(allowed);
      });
      process.send?.({ type: "submission-gate", id, address } satisfies GateQuestion);
    });
}

function isGateMessage(message: unknown): message is Partial<GateQuestion & GateAnswer> {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "submission-gate" &&
    typeof (message as { id?: unknown }).id === "number"
  );
}

function isQuestion(message: unknown): message is GateQuestion {
  return isGateMessage(message) && typeof message.address === "string";
}

function isAnswer(message: unknown): message is GateAnswer {
  return isGateMessage(message) && typeof message.allowed === "boolean";
}
