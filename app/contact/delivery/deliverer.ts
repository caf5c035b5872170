/**
 * The deliverer: claims the deliveries that are due, sends each on its channel, and records
 * the outcome, over and over. One runs per server instance, in the process that runs no
 * requests (docs/decisions/023-delivery-through-an-outbox.md); instances sharing PostgreSQL each
 * run theirs, and a claim keeps a delivery to one of them
 * (docs/decisions/027-one-query-layer-two-engines.md). At least once: what is not recorded as
 * delivered is sent again, with the same Message-ID and webhook-id.
 */
import type { DeliveryConfig } from "./delivery-config";
import type { SendResult, Sender } from "./sender";
import type {
  DeliveryChannel,
  DeliveryJob,
  DeliveryOutcome,
  MessageStore,
} from "../messages/message-types";
import type { Log } from "../../log";

const HOUR_MS = 60 * 60 * 1000;
/** A temporary failure is retried for at least this long before the channel is `failed`. */
export const GIVE_UP_AFTER_MS = 48 * HOUR_MS;
export const MAX_RETRY_MS = HOUR_MS;
/** Longer than any send may take, so a claim outlives a slow send but not a dead deliverer. */
const LEASE_MS = 2 * 60 * 1000;

export interface DelivererOptions {
  /** Opens the store; called again after a failure, so a database that recovers is used. */
  openStore: () => Promise<MessageStore>;
  senders: Partial<Record<DeliveryChannel, Sender>>;
  retryMs: DeliveryConfig["retryMs"];
  pollMs?: number;
  batch?: number;
  /** Where a delivery given up, a retry and an unreadable outbox are reported. */
  log: Log;
  now?: () => Date;
  random?: () => number;
}

/**
 * Exponential backoff with jitter: the n-th retry waits between half and all of
 * `base × 2^(n−1)`, capped at an hour, so retries after an outage do not arrive all at once.
 */
export function retryDelay(attempt: number, baseMs: number, random = Math.random): number {
  const full = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(full / 2 + (random() * full) / 2);
}

/** What the store should record after a send. */
export function outcomeOf(
  job: Pick<DeliveryJob, "attempts" | "queuedAt">,
  result: SendResult,
  { now, retryMs, random = Math.random }: { now: Date; retryMs: number; random?: () => number },
): DeliveryOutcome {
  if (result.ok) return { status: "delivered", at: now };
  if (result.permanent) return { status: "failed", error: result.error };
  if (now.getTime() - new Date(job.queuedAt).getTime() >= GIVE_UP_AFTER_MS) {
    return { status: "failed", error: `${result.error}; gave up after 48 hours` };
  }
  const delay = retryDelay(job.attempts + 1, retryMs, random);
  return { status: "retry", error: result.error, nextAttemptAt: new Date(now.getTime() + delay) };
}

export interface Deliverer {
  /** Sends what is due now, batch after batch, until nothing is; resolves with how many. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the sends under way to be recorded. */
  stop(): Promise<void>;
}

export function startDeliverer(options: DelivererOptions): Deliverer {
  const { openStore, senders, retryMs, pollMs = 250, batch = 50 } = options;
  const { log, now = () => new Date(), random = Math.random } = options;
  let store: MessageStore | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let storeFailing = false;

  async function deliver(job: DeliveryJob, current: MessageStore) {
    const sender = senders[job.channel];
    const result: SendResult = sender
      ? await sender(job.message)
      : { ok: false, permanent: false, error: "channel not configured" };
    const outcome = outcomeOf(job, result, { now: now(), retryMs, random });
    await current.recordOutcome(job, outcome);
    const what = `Contact message ${job.message.uuid} by ${job.channel}`;
    if (outcome.status === "failed") {
      log.error(
        `${what} failed after ${job.attempts + 1} attempt(s): ${outcome.error}. ` +
          "`npm run messages -- --failed` lists it; `-- --redeliver` sends it again.",
      );
    } else if (outcome.status === "retry") {
      const seconds = Math.round((outcome.nextAttemptAt.getTime() - now().getTime()) / 1000);
      log.warn(`${what} not delivered (${outcome.error}); retrying in ${seconds} s.`);
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      let current: MessageStore;
      let jobs: DeliveryJob[];
      try {
        if (!store) {
          store = await openStore();
          // Claims left by a deliverer that was killed are due again now, not when they expire;
          // on a shared PostgreSQL they may be another instance's, so there they run out.
          if (store.engine === "sqlite") await store.releaseClaims();
        }
        current = store;
        jobs = await current.claimDue(now(), batch, LEASE_MS);
        storeFailing = false;
      } catch (error) {
        if (!storeFailing) log.error({ err: error }, "Could not read the contact outbox");
        storeFailing = true;
        // Already unusable: closing it can fail too.
        await store?.close().catch(() => undefined);
        store = undefined;
        return sent;
      }
      await Promise.all(
        jobs.map((job) =>
          deliver(job, current).catch((error: unknown) => {
            log.error(
              { err: error },
              `Could not record the delivery of contact message ${job.message.uuid}`,
            );
          }),
        ),
      );
      sent += jobs.length;
      if (jobs.length < batch) return sent;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= drain().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await store?.close();
      store = undefined;
    },
  };
}
