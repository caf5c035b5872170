import cluster, { type Worker } from "node:cluster";
import { clientKey } from "./client-key";
import { createRateLimiter } from "./rate-limit";
import { contactRateLimit, RATE_LIMIT_WINDOW_MS } from "./settings";

/**
 * The contact form's rate limit, counted in stored messages. Before saving, the action
 * reserves one of the client's messages (false: none left, answer 429); when the save fails,
 * it refunds it, so an outage never locks a visitor out. Reserving is one step, so parallel
 * posts from one client cannot all pass a check before any of them counts.
 *
 * Every process that serves requests asks the same gate, so the limit holds for the whole
 * server: with one process the gate is in it; with several workers it is in the primary, asked
 * over the cluster's IPC channel, and the counters stay in one process's memory only.
 */
export interface SubmissionGate {
  reserve(address: string): Promise<boolean>;
  refund(address: string): Promise<void>;
}

interface GateQuestion {
  type: "submission-gate";
  id: number;
  action: "reserve" | "refund";
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
  const limiter = createRateLimiter({ max: contactRateLimit(), windowMs: RATE_LIMIT_WINDOW_MS });
  return {
    reserve: async (address) => limiter.take(clientKey(address)),
    refund: async (address) => limiter.giveBack(clientKey(address)),
  };
}

/** In the primary: answers the workers' questions with one gate for all of them. */
export function serveSubmissionGate(gate: SubmissionGate = localSubmissionGate()): void {
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isQuestion(message)) return;
    if (message.action === "refund") {
      void gate.refund(message.address);
      return;
    }
    void gate.reserve(message.address).then((allowed) => {
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
  const ask = (action: GateQuestion["action"], address: string, id = nextId++) =>
    process.send?.({ type: "submission-gate", id, action, address } satisfies GateQuestion);
  return {
    reserve: (address) =>
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
        ask("reserve", address, id);
      }),
    // Nothing to wait for: the primary counts it back when the message arrives.
    refund: async (address) => {
      ask("refund", address);
    },
  };
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
  return (
    isGateMessage(message) &&
    typeof message.address === "string" &&
    (message.action === "reserve" || message.action === "refund")
  );
}

function isAnswer(message: unknown): message is GateAnswer {
  return isGateMessage(message) && typeof message.allowed === "boolean";
}
