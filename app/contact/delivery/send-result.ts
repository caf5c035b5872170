import { BIDI_CONTROLS } from "~/i18n/bidi";
import type { StoredContactMessage } from "../messages/message-store";

/** What one attempt to hand a message to a peer came to. */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

/** Sends one message on one channel; never throws. */
export type Sender = (message: StoredContactMessage) => Promise<SendResult>;

/**
 * A line with nothing that could start a new header or a new line, or reorder what follows
 * (bidi controls are dropped): for subjects and names.
 */
export function oneLine(text: string, max = 120): string {
  const flat = text
    .replace(BIDI_CONTROLS, "")
    .replace(/[\p{Cc}\u2028\u2029\u0085]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Rejects after `ms` if `promise` has not settled: no send waits for ever. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "timeout" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
