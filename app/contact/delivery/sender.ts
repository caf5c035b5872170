import type { StoredContactMessage } from "../messages/message-types";

/** What one attempt to hand a message to a peer came to. */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

/** Sends one message on one channel; never throws. */
export type Sender = (message: StoredContactMessage) => Promise<SendResult>;

/** Rejects after `ms` if `promise` has not settled: no send waits for ever. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "timeout" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
