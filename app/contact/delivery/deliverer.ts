/**
 * The deliverer: claims the deliveries that are due, sends each on its channel, and records
 * the outcome, over and over. One runs per server instance, in the process that runs no
 * requests (docs/decisions/023-delivery-through-an-outbox.md); instances sharing PostgreSQL each
 * run theirs, and a claim keeps a delivery to one of them
 * (docs/decisions/027-one-query-layer-two-engines.md). A claim is a short lease, renewed while
 * its send is under way, so a dead deliverer's work goes out again within seconds
 * (docs/decisions/059-short-renewed-claims.md). At least once: what is not recorded as
 * delivered is sent again, with the same Message-ID and webhook-id.
 */
import { countDatabaseError, deliveryMetrics } from "../../metrics/metrics.server";
import type { DeliveryChannel, DeliveryConfig } from "../../settings/delivery-settings";
import type { SendResult, Sender } from "./sender";
import type { DeliveryJob, DeliveryOutcome, ContactQueries } from "../messages/message-types";
import type { Log } from "../../log";

const HOUR_MS = 60 * 60 * 1000;
/** A temporary failure is retried for at least this long before the channel is `failed`. */
export const GIVE_UP_AFTER_MS = 48 * HOUR_MS;
export const MAX_RETRY_MS = HOUR_MS;
/**
 * How long a claim holds without being renewed: a deliverer that dies leaves its claims for
 * this long at most, then another instance sends them.
 */
export const LEASE_MS = 15_000;
/** How often the claims being sent are renewed: three chances before one lapses. */
export const RENEW_EVERY_MS = 5_000;

export interface DelivererOptions {
  /**
   * Runs work on the contact queries: the process's shared ones, whose owner opens the
   * database afresh after a failure, so a database that recovers is used.
   */
  withQueries: <T>(work: (queries: ContactQueries) => Promise<T>) => Promise<T>;
  senders: Partial<Record<DeliveryChannel, Sender>>;
  retryMs: DeliveryConfig["retryMs"];
  pollMs?: number;
  leaseMs?: number;
  renewMs?: number;
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

/** What the outbox should record after a send. */
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
  const { withQueries, senders, retryMs, pollMs = 250, batch = 50 } = options;
  const { leaseMs = LEASE_MS, renewMs = RENEW_EVERY_MS } = options;
  const { log, now = () => new Date(), random = Math.random } = options;
  let claimsReleased = false;
  let running: Promise<number> | undefined;
  let stopped = false;
  let outboxFailing = false;

  async function deliver(job: DeliveryJob) {
    const sender = senders[job.channel];
    const result: SendResult = sender
      ? await sender(job.message)
      : { ok: false, permanent: false, error: "channel not configured" };
    const outcome = outcomeOf(job, result, { now: now(), retryMs, random });
    await withQueries((queries) => queries.recordOutcome(job, outcome));
    deliveryMetrics.sent(
      job.channel,
      outcome.status === "retry" ? "retried" : outcome.status,
      job.message.kind,
    );
    const what = `${job.message.kind === "signup" ? "Sign-up request" : "Contact message"} ${job.message.uuid} by ${job.channel}`;
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
      let jobs: DeliveryJob[];
      try {
        jobs = await withQueries(async (queries) => {
          // Claims left by a deliverer that was killed are due again now, not when they
          // expire; on a shared PostgreSQL they may be another instance's, so there they run out.
          if (!claimsReleased && queries.engine === "sqlite") await queries.releaseClaims();
          claimsReleased = true;
          return queries.claimDue(now(), batch, leaseMs);
        });
        outboxFailing = false;
      } catch (error) {
        countDatabaseError("outbox");
        if (!outboxFailing) log.error({ err: error }, "Could not read the contact outbox");
        outboxFailing = true;
        return sent;
      }
      const sending = new Set(jobs);
      const renewal = setInterval(() => void renewClaims(sending), renewMs);
      await Promise.all(
        jobs.map((job) =>
          deliver(job)
            .catch((error: unknown) => {
              countDatabaseError("outbox");
              log.error(
                { err: error },
                `Could not record the delivery of contact message ${job.message.uuid}`,
              );
            })
            .finally(() => sending.delete(job)),
        ),
      );
      clearInterval(renewal);
      sent += jobs.length;
      if (jobs.length < batch) return sent;
    }
    return sent;
  }

  /**
   * Extends the claims still being sent. One that another deliverer has taken meanwhile (this
   * one could not renew it in time) is not renewed: it is said, and left to that deliverer.
   */
  let renewing = false;
  async function renewClaims(sending: Set<DeliveryJob>) {
    if (renewing || sending.size === 0) return;
    renewing = true;
    try {
      const jobs = [...sending];
      const until = new Date(now().getTime() + leaseMs);
      const kept = await withQueries((queries) => queries.renewClaims(jobs, until));
      for (const job of jobs) {
        if (kept.has(job) || !sending.has(job)) continue;
        sending.delete(job);
        log.warn(
          `The claim on contact message ${job.message.uuid} by ${job.channel} lapsed while it was being sent; another deliverer may send it too.`,
        );
      }
    } catch (error) {
      countDatabaseError("outbox");
      log.warn({ err: error }, "Could not renew the claims being sent");
    } finally {
      renewing = false;
    }
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
    },
  };
}
