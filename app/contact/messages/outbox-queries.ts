import type { Kysely } from "kysely";
import type { Tables } from "./database";
import type { DeliveryChannel, DeliveryJob, OutboxChannelState } from "./message-types";

/**
 * Extends the claims of `jobs` to `until`, each only while it is still the claim this deliverer
 * made (its `claimedUntil`) and still pending: a lease that lapsed and was claimed by another
 * deliverer stays that one's. Returns the jobs renewed, whose `claimedUntil` is now `until`.
 */
export async function renewClaims(
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
export async function outboxState(
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
