/**
 * The outbox's queries: each stored message's pending delivery per channel, claimed by a
 * deliverer for a short lease, renewed while it sends, and closed with the send's outcome; what
 * waits, for the metrics; and deliveries queued again by the operator. See
 * docs/decisions/023-delivery-through-an-outbox.md and docs/decisions/059-short-renewed-claims.md.
 */
import { type Kysely, sql } from "kysely";
import type { ContactDatabase, Tables } from "./contact-tables";
import { byId, withDeliveries } from "./message-rows";
import type { OutboxChannelState } from "../../metrics/outbox-state";
import type { DeliveryChannel } from "../../settings/delivery-settings";
import type { DeliveryJob, OutboxQueries } from "./message-types";

/** The outbox on an open database: the same typed queries on SQLite and PostgreSQL. */
export function outboxQueries({ db, engine }: ContactDatabase): OutboxQueries {
  const postgres = engine === "postgres";

  async function claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryJob[]> {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      // On PostgreSQL, rows another instance is claiming right now are skipped, not waited
      // for; the lease keeps them from being claimed again while they are being sent.
      const claimed = await trx
        .updateTable("message_deliveries")
        .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple("message_id", "channel"),
            "in",
            selectFrom("message_deliveries")
              .select(["message_id", "channel"])
              .where("status", "=", "pending")
              .where("next_attempt_at", "<=", at)
              .where((due) =>
                due.or([due("claimed_until", "is", null), due("claimed_until", "<=", at)]),
              )
              .orderBy("next_attempt_at")
              .limit(limit)
              .modifyEnd(postgres ? sql`FOR UPDATE SKIP LOCKED` : sql``)
              .$asTuple("message_id", "channel"),
          ),
        )
        .returningAll()
        .execute();
      if (claimed.length === 0) return [];
      const ids = [...new Set(claimed.map((delivery) => delivery.message_id))];
      const messages = new Map(
        (await withDeliveries(trx, byId(trx, ids))).map((message) => [message.id, message]),
      );
      return claimed.flatMap((delivery): DeliveryJob[] => {
        const message = messages.get(delivery.message_id);
        if (!message) return [];
        const { channel, attempts, queued_at: queuedAt } = delivery;
        return [
          { message, channel, attempts, queuedAt, claimedUntil: delivery.claimed_until ?? "" },
        ];
      });
    });
  }

  return {
    claimDue,
    renewClaims: (jobs, until) => renewClaims(db, jobs, until),
    outboxState: (channels) => outboxState(db, channels),
    async recordOutcome({ message, channel }, outcome) {
      // Not over an outcome already recorded (by a deliverer that took a lapsed claim).
      const base = db
        .updateTable("message_deliveries")
        .where("message_id", "=", message.id)
        .where("channel", "=", channel)
        .where("status", "=", "pending");
      const attempted = { attempts: sql<number>`attempts + 1`, claimed_until: null };
      if (outcome.status === "delivered") {
        await base
          .set({
            ...attempted,
            status: "delivered",
            delivered_at: outcome.at.toISOString(),
            last_error: null,
          })
          .execute();
      } else if (outcome.status === "retry") {
        await base
          .set({
            ...attempted,
            last_error: outcome.error,
            next_attempt_at: outcome.nextAttemptAt.toISOString(),
          })
          .execute();
      } else {
        await base.set({ ...attempted, status: "failed", last_error: outcome.error }).execute();
      }
    },
    async releaseClaims() {
      await db.updateTable("message_deliveries").set({ claimed_until: null }).execute();
    },
    async redeliver(target, now = new Date()) {
      const failed = target === "failed";
      const id = /^\d+$/.test(target) ? Number(target) : null;
      if (id !== null && !Number.isSafeInteger(id)) return 0;
      const at = now.toISOString();
      const { numUpdatedRows } = await db
        .updateTable("message_deliveries")
        .set({
          status: "pending",
          attempts: 0,
          queued_at: at,
          next_attempt_at: at,
          claimed_until: null,
        })
        .where((eb) =>
          failed
            ? eb("status", "=", "failed")
            : id !== null
              ? eb("message_id", "=", id)
              : eb(
                  "message_id",
                  "=",
                  eb.selectFrom("contact_messages").select("id").where("uuid", "=", target),
                ),
        )
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },
  };
}

/**
 * Extends the claims of `jobs` to `until`, each only while it is still the claim this deliverer
 * made (its `claimedUntil`) and still pending: a lease that lapsed and was claimed by another
 * deliverer stays that one's. Returns the jobs renewed, whose `claimedUntil` is now `until`.
 */
async function renewClaims(
  db: Kysely<Tables>,
  jobs: DeliveryJob[],
  until: Date,
): Promise<Set<DeliveryJob>> {
  const renewed = new Set<DeliveryJob>();
  const extended = until.toISOString();
  const byClaim = new Map<string, DeliveryJob[]>();
  for (const job of jobs)
    byClaim.set(job.claimedUntil, [...(byClaim.get(job.claimedUntil) ?? []), job]);
  for (const [claim, held] of byClaim) {
    const rows = await db
      .updateTable("message_deliveries")
      .set({ claimed_until: extended })
      .where("status", "=", "pending")
      .where("claimed_until", "=", claim)
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple("message_id", "channel"),
          "in",
          held.map((job) => tuple(job.message.id, job.channel)),
        ),
      )
      .returning(["message_id", "channel"])
      .execute();
    const kept = new Set(rows.map((row) => `${row.message_id} ${row.channel}`));
    for (const job of held) {
      if (!kept.has(`${job.message.id} ${job.channel}`)) continue;
      job.claimedUntil = extended;
      renewed.add(job);
    }
  }
  return renewed;
}

/**
 * How many deliveries wait on each channel and when the oldest was queued (null when none),
 * for every channel in `channels` and any other that has pending deliveries.
 */
async function outboxState(
  db: Kysely<Tables>,
  channels: readonly DeliveryChannel[],
): Promise<OutboxChannelState[]> {
  const rows = await db
    .selectFrom("message_deliveries")
    .select(({ fn }) => [
      "channel",
      fn.countAll<number | string>().as("pending"),
      fn.min("queued_at").as("oldest"),
    ])
    .where("status", "=", "pending")
    .groupBy("channel")
    .execute();
  const state = new Map<DeliveryChannel, OutboxChannelState>(
    channels.map((channel) => [channel, { channel, pending: 0, oldestQueuedAt: null }]),
  );
  for (const row of rows) {
    state.set(row.channel, {
      channel: row.channel,
      // PostgreSQL's count is a bigint, which pg hands over as a string.
      pending: Number(row.pending),
      oldestQueuedAt: row.oldest,
    });
  }
  return [...state.values()];
}
